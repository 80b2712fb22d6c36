"""The `xdsl.universe` entry point: makes `xdsl-opt -p merge-alloc` work.

xDSL imports this module in every `xdsl-opt` run, whatever the pipeline, so
importing it changes nothing in xDSL and costs next to nothing: it imports no
part of merge-alloc until a run needs it. Its `Universe` names merge-alloc's
passes (their factories import the pass when xDSL resolves it). A run whose
pipeline names one of them is adopted (`merge_alloc.passes.command_line`): it
runs with merge-alloc's dialects and syntaxes on a context of its own, and
with clean one-line errors. Any other run is stock xDSL.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module

from xdsl.passes import ModulePass
from xdsl.universe import Universe

PASSES: dict[str, tuple[str, str]] = {
    "merge-alloc": ("merge_alloc.passes.merge_alloc", "MergeAllocPass"),
    "concat-in-place": (
        "merge_alloc.passes.concat_in_place",
        "ConcatInPlacePass",
    ),
    "direct-transposed-conv": (
        "merge_alloc.passes.direct_transposed_conv",
        "DirectTransposedConvPass",
    ),
    "distribute-concat": (
        "merge_alloc.passes.distribute_concat",
        "DistributeConcatPass",
    ),
    "mark-cheap-layer-groups": (
        "merge_alloc.compile.layer_groups",
        "MarkCheapLayerGroupsPass",
    ),
    "mark-layer-groups": (
        "merge_alloc.compile.layer_groups",
        "MarkLayerGroupsPass",
    ),
    "pad-per-use": (
        "merge_alloc.passes.pad_per_use",
        "PadPerUsePass",
    ),
    "rematerialize-per-use": (
        "merge_alloc.passes.rematerialize_per_use",
        "RematerializePerUsePass",
    ),
    "reorder-for-memory": (
        "merge_alloc.passes.reorder_for_memory",
        "ReorderForMemoryPass",
    ),
    "reorder-for-concats": (
        "merge_alloc.passes.reorder_for_memory",
        "ReorderForConcatsPass",
    ),
    "split-tensor-empty": (
        "merge_alloc.passes.split_tensor_empty",
        "SplitTensorEmptyPass",
    ),
}
"""merge-alloc's passes: pipeline name to (module, class), imported only when
xDSL resolves the name."""


def _factory(name: str) -> Callable[[], type[ModulePass]]:
    module_name, class_name = PASSES[name]

    def load() -> type[ModulePass]:
        """xDSL calls this only for a pipeline that names the pass: the run is
        adopted (merge-alloc's dialects, clean errors), then the pass is
        imported."""
        from merge_alloc.passes.command_line import adopt_running_tool

        adopt_running_tool()
        return getattr(import_module(module_name), class_name)

    return load


def _adopt_if_pipeline_names_ours() -> None:
    """An `xdsl-opt` being built whose pipeline names our passes is adopted
    before it parses its pipeline (so a bad pipeline is one line). No
    `xDSLOptMain` can be under construction before xDSL imported it."""
    if "xdsl.xdsl_opt_main" not in sys.modules:
        return
    from merge_alloc.passes.command_line import adopt_if_pipeline_names_one_of

    adopt_if_pipeline_names_one_of(tuple(PASSES))


_adopt_if_pipeline_names_ours()

MERGE_ALLOC_UNIVERSE = Universe(all_passes={name: _factory(name) for name in PASSES})
