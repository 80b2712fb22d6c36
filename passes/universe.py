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

from xdsl.passes import ModulePass
from xdsl.universe import Universe


def _adopt_running_tool() -> None:
    from merge_alloc.passes.command_line import adopt_running_tool

    adopt_running_tool()


def _merge_alloc_pass() -> type[ModulePass]:
    """xDSL calls this only for a pipeline that names merge-alloc."""
    _adopt_running_tool()
    from merge_alloc.passes.merge_alloc import MergeAllocPass

    return MergeAllocPass


def _split_tensor_empty_pass() -> type[ModulePass]:
    """xDSL calls this only for a pipeline that names split-tensor-empty."""
    _adopt_running_tool()
    from merge_alloc.passes.split_tensor_empty import SplitTensorEmptyPass

    return SplitTensorEmptyPass


def _adopt_if_pipeline_names_ours() -> None:
    """An `xdsl-opt` being built whose pipeline names our passes is adopted
    before it parses its pipeline (so a bad pipeline is one line). No
    `xDSLOptMain` can be under construction before xDSL imported it."""
    if "xdsl.xdsl_opt_main" not in sys.modules:
        return
    from merge_alloc.passes.command_line import adopt_if_pipeline_names_merge_alloc

    adopt_if_pipeline_names_merge_alloc()


_adopt_if_pipeline_names_ours()

MERGE_ALLOC_UNIVERSE = Universe(
    all_passes={
        "merge-alloc": _merge_alloc_pass,
        "split-tensor-empty": _split_tensor_empty_pass,
    }
)
