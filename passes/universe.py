"""The `xdsl.universe` entry point: makes `xdsl-opt -p merge-alloc` work.

xDSL loads this module in every `xdsl-opt` run, whatever the pipeline. Its
only lasting effect is to extend xDSL's stock dialects with the ops and
syntaxes merge-alloc needs (`merge_alloc.dialects.extend_xdsl_dialects`; a
plugin may not redeclare `scf`, `memref`, `arith` or `gpu`), so that real
MLIR input parses. Everything else (clean errors, positions in diagnostics,
warnings on stderr) is attached to the running tool only when its pipeline
names `merge-alloc` (`merge_alloc.passes.command_line`).
"""

from __future__ import annotations

from xdsl.passes import ModulePass
from xdsl.universe import Universe

from merge_alloc.dialects import extend_xdsl_dialects
from merge_alloc.passes.command_line import (
    adopt_if_pipeline_names_merge_alloc,
    adopt_running_tool,
)


def _merge_alloc_pass() -> type[ModulePass]:
    """xDSL calls this only for a pipeline that names merge-alloc."""
    from merge_alloc.passes.merge_alloc import MergeAllocPass

    adopt_running_tool()
    return MergeAllocPass


extend_xdsl_dialects()
adopt_if_pipeline_names_merge_alloc()

MERGE_ALLOC_UNIVERSE = Universe(
    all_passes={
        "merge-alloc": _merge_alloc_pass,
        "direct-transposed-conv": lambda: (
            __import__(
                "merge_alloc.passes.direct_transposed_conv", fromlist=["_"]
            ).DirectTransposedConvPass
        ),
        "rematerialize-per-use": lambda: (
            __import__(
                "merge_alloc.passes.rematerialize_per_use", fromlist=["_"]
            ).RematerializePerUsePass
        ),
        "split-tensor-empty": lambda: (
            __import__(
                "merge_alloc.passes.split_tensor_empty", fromlist=["_"]
            ).SplitTensorEmptyPass
        ),
    }
)
