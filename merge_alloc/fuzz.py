"""`python -m merge_alloc.fuzz`: the fuzzing campaign (`merge_alloc.verify.fuzz`).

Kept at this short name because the command is documented; the fuzzer lives in
`merge_alloc/verify/fuzz/`.
"""

import sys

from merge_alloc.cli import run_main
from merge_alloc.verify.fuzz.__main__ import PROG, main

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
