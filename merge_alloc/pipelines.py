"""`python -m merge_alloc.pipelines`: the upstream bufferization pipelines
(`merge_alloc.verify.pipelines`).

Kept at this short name because the command is documented; the pipelines live
in `merge_alloc/verify/pipelines.py`.
"""

import sys

from merge_alloc.cli import run_main
from merge_alloc.verify.pipelines import PROG, main

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
