"""Independent checker of merge-alloc plans.

``check_module(after, before=None)`` reads a rewritten module and reports every
pair of views of one merged buffer that may be live at the same time and share
bytes (per-thread slots of parallel loops included), every view reaching
outside its buffer, every misaligned offset, and everything it could not
prove (``unverifiable``).  It shares no code with the pass's lifetime analysis
(``merge_alloc.analysis.ticks``/``merge_alloc.analysis.trace``): its liveness,
alias closure, byte sizes and offset arithmetic are computed here from the IR
alone, so a bug in the pass is not mirrored by the checker.

``index_bitwidth`` (CLI ``--index-bitwidth``) must match the pass's
``index-bitwidth`` option: it sets the byte size of ``index`` elements.

Command line: ``python -m merge_alloc.verify.check [--index-bitwidth N] [before.mlir]
after.mlir``.
"""

from __future__ import annotations

from pathlib import Path

from xdsl.dialects.builtin import ModuleOp

from merge_alloc.verify.check.checker import (
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
    check_module,
)
from merge_alloc.verify.check.structure import parse_module
from merge_alloc.verify.check.views import DEFAULT_INDEX_BITWIDTH


def check_text(
    after: str,
    before: str | None = None,
    *,
    index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
) -> CheckReport:
    """Parse and check MLIR text (``before`` is optional)."""
    after_module = parse_module(after, "after")
    before_module: ModuleOp | None = None
    if before is not None:
        before_module = parse_module(before, "before")
    return check_module(after_module, before_module, index_bitwidth=index_bitwidth)


def check_files(
    after: str | Path,
    before: str | Path | None = None,
    *,
    index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
) -> CheckReport:
    """Check the plan in file ``after`` (against file ``before`` if given)."""
    after_text = Path(after).read_text()
    before_text = None if before is None else Path(before).read_text()
    return check_text(after_text, before_text, index_bitwidth=index_bitwidth)


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
    "parse_module",
]
