"""`python -m merge_alloc.fuzz`: the fuzzing campaign (`merge_alloc.verify.fuzz`).

Kept at this short name because the command is documented; the fuzzer lives in
`merge_alloc/verify/fuzz/`.
"""

import sys

from merge_alloc.verify.fuzz.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
