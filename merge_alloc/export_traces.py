"""`python -m merge_alloc.export_traces`: the pass's traces as CSV
(`merge_alloc.report.export_traces`).

Kept at this short name because the command is documented; the exporter lives
in `merge_alloc/report/export_traces.py`.
"""

import sys

from merge_alloc.cli import run_main
from merge_alloc.report.export_traces import PROG, main

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
