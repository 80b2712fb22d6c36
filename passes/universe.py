"""The `xdsl.universe` entry point: makes `xdsl-opt -p merge-alloc` work.

Importing this module also teaches xDSL's stock dialects the ops and syntaxes
merge-alloc needs (`merge_alloc.dialects.extend_xdsl_dialects`), because a
plugin may not redeclare `scf`, `memref`, `arith` or `gpu`.
"""

from __future__ import annotations

from xdsl.passes import ModulePass
from xdsl.universe import Universe

from merge_alloc.dialects import extend_xdsl_dialects
from merge_alloc.passes.cli_errors import install_cli_excepthook


def _merge_alloc_pass() -> type[ModulePass]:
    from merge_alloc.passes.merge_alloc import MergeAllocPass

    return MergeAllocPass


extend_xdsl_dialects()
install_cli_excepthook()

MERGE_ALLOC_UNIVERSE = Universe(
    all_passes={
        "merge-alloc": _merge_alloc_pass,
        "split-tensor-empty": lambda: (
            __import__(
                "merge_alloc.passes.split_tensor_empty", fromlist=["_"]
            ).SplitTensorEmptyPass
        ),
    }
)
