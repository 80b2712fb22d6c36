"""`python -m merge_alloc.report`: see `merge_alloc.report.cli`."""

import sys

from merge_alloc.cli import run_main
from merge_alloc.report.cli import PROG, main

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
