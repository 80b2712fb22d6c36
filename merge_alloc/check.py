"""`python -m merge_alloc.check`: the plan checker (`merge_alloc.verify.check`).

Kept at this short name because the command and `from merge_alloc.check import
check_module` are documented; the checker lives in `merge_alloc/verify/check/`.
"""

import sys

from merge_alloc.cli import run_main
from merge_alloc.verify.check import (
    DEFAULT_INDEX_BITWIDTH,
    FREED,
    KINDS,
    MISALIGNED,
    MISMATCH,
    OUT_OF_BOUNDS,
    OVERLAP,
    REENTRANT,
    UNVERIFIABLE,
    CheckReport,
    Violation,
    check_files,
    check_module,
    check_text,
)
from merge_alloc.verify.check.__main__ import PROG, main

__all__ = [
    "DEFAULT_INDEX_BITWIDTH",
    "FREED",
    "KINDS",
    "MISALIGNED",
    "MISMATCH",
    "OUT_OF_BOUNDS",
    "OVERLAP",
    "REENTRANT",
    "UNVERIFIABLE",
    "CheckReport",
    "Violation",
    "check_files",
    "check_module",
    "check_text",
    "main",
]

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
