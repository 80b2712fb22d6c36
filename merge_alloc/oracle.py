"""`python -m merge_alloc.oracle`: the execution oracle (`merge_alloc.verify.oracle`).

Kept at this short name because the command is documented; the oracle lives
in `merge_alloc/verify/oracle.py`.
"""

import sys

from merge_alloc.cli import run_main
from merge_alloc.verify.oracle import PROG, main

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
