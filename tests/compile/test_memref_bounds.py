"""The lower bound read off `mlir-opt`'s output text
(`merge_alloc.compile.memref_bounds`): what it counts, what it leaves out,
and that it never exceeds what a variant's merged program allocates."""

from __future__ import annotations

from pathlib import Path

import pytest

from merge_alloc.compile.layer_groups import variant_flags
from merge_alloc.compile.memref_bounds import allocated_lower_bound
from merge_alloc.compile.pipeline import (
    candidate_variants,
    parse_source,
    tensor_programs,
)
from merge_alloc.compile.runs import evaluate
from merge_alloc.compile.steps import print_generic, run_mlir_opt
from merge_alloc.mlir_tools import ToolNotFound, require_tool
from merge_alloc.options import MergeAllocOptions
from tests.e2e.models.model_main import with_main

ROOT = Path(__file__).resolve().parents[2]

PARALLEL = '["parallel"]'
REDUCTION = '["parallel", "reduction"]'


def program(*body: str, result: str = "") -> str:
    """A function in mlir-opt's custom form, one op per line."""
    lines = "\n".join(f"    {line}" for line in body)
    returned = f"    return {result} : memref<16xf32>" if result else "    return"
    kind = " -> memref<16xf32>" if result else ""
    return (
        "module {\n"
        f"  func.func @f(%arg0: memref<16xf32>){kind} {{\n"
        f"{lines}\n{returned}\n  }}\n}}\n"
    )


def generic(iterators: str, ins: str, outs: str) -> str:
    return (
        f"linalg.generic {{indexing_maps = [#map, #map], iterator_types = {iterators}}}"
        f" ins({ins} : memref<16xf32>) outs({outs} : memref<16xf32>) {{\n"
        "    ^bb0(%in: f32, %out: f32):\n      linalg.yield %in : f32\n    }"
    )


def alloc(name: str, shape: str = "16xf32") -> str:
    return f"{name} = memref.alloc() {{alignment = 64 : i64}} : memref<{shape}>"


def test_buffers_live_across_an_op_are_summed() -> None:
    """`%a` is read after `%b` is written: both live at once (64 + 64 B)."""
    text = program(
        alloc("%a"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b"),
        generic(PARALLEL, "%a", "%b"),
        generic(PARALLEL, "%b", "%arg0"),
        generic(PARALLEL, "%a", "%arg0"),
    )
    assert allocated_lower_bound(text) == 128


def test_each_buffer_reserves_its_size_rounded_to_the_alignment() -> None:
    """Two 40-byte buffers live together: 80 B, or 128 B at alignment 64
    (what `PlanningProblem.reserved` gives each)."""
    text = program(
        alloc("%a", "10xf32"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b", "10xf32"),
        generic(REDUCTION, "%a", "%b"),
        generic(PARALLEL, "%b", "%arg0"),
    )
    assert allocated_lower_bound(text) == 80
    assert allocated_lower_bound(text, alignment=64) == 128


def test_an_element_wise_handover_may_be_in_place() -> None:
    """`%a` dies where `%b` is born in an all-parallel op: the pass may give
    them the same bytes, so only one counts."""
    text = program(
        alloc("%a"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b"),
        generic(PARALLEL, "%a", "%b"),
        generic(PARALLEL, "%b", "%arg0"),
    )
    assert allocated_lower_bound(text) == 64


def test_a_reduction_holds_its_input_beside_its_output() -> None:
    text = program(
        alloc("%a"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b", "4x16xf32"),
        generic(REDUCTION, "%a", "%b"),
        generic(PARALLEL, "%b", "%arg0"),
    )
    assert allocated_lower_bound(text) == 64 + 256


def test_a_view_extends_its_buffers_lifetime_and_deallocs_do_not() -> None:
    text = program(
        alloc("%a"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b"),
        "%v = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32>",
        generic(PARALLEL, "%arg0", "%b"),
        "memref.copy %v, %arg0 : memref<8xf32> to memref<16xf32>",
        "memref.copy %b, %arg0 : memref<16xf32> to memref<16xf32>",
        "memref.dealloc %a : memref<16xf32>",
        "memref.dealloc %b : memref<16xf32>",
    )
    assert allocated_lower_bound(text) == 128


@pytest.mark.parametrize(
    "escape",
    [
        "%r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (memref<4xf32>) {",
        '"test.op"(%a) : (memref<16xf32>) -> ()',
    ],
)
def test_an_alloc_the_text_cannot_follow_counts_for_nothing(escape: str) -> None:
    """A loop's `iter_args`, an op the bound does not know: `%a` might be
    returned, or live otherwise; `%b`, live beside it, alone counts."""
    text = program(
        alloc("%a"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b"),
        generic(PARALLEL, "%arg0", "%b"),
        escape,
        generic(PARALLEL, "%a", "%arg0"),
        generic(PARALLEL, "%b", "%arg0"),
    )
    assert allocated_lower_bound(text) == 64


def test_the_returned_result_and_dynamic_or_placed_allocs_count_for_nothing() -> None:
    text = program(
        alloc("%a"),
        "%d = memref.alloc(%n) : memref<?xf32>",
        alloc("%s", "16xf32, 1"),
        generic(PARALLEL, "%arg0", "%a"),
        generic(PARALLEL, "%arg0", "%d"),
        generic(PARALLEL, "%arg0", "%s"),
        generic(PARALLEL, "%arg0", "%arg0"),
        generic(PARALLEL, "%d", "%arg0"),
        generic(PARALLEL, "%s", "%arg0"),
        generic(PARALLEL, "%a", "%arg0"),
        result="%a",
    )
    assert allocated_lower_bound(text) == 0


def test_calls_access_and_the_functions_peaks_add_up() -> None:
    """Buffers handed to one call are live together there; a function that
    returns a value might get one of them back from the call, so there they
    count for nothing. Each function has its own scopes: the peaks add."""
    call = "call @g(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()"
    body = (
        alloc("%a"),
        generic(PARALLEL, "%arg0", "%a"),
        alloc("%b"),
        generic(PARALLEL, "%arg0", "%b"),
        call,
    )
    assert allocated_lower_bound(program(*body)) == 128
    assert allocated_lower_bound(program(*body) * 2) == 256
    assert allocated_lower_bound(program(*body, alloc("%c"), result="%c")) == 0


def test_generic_form_gives_no_bound() -> None:
    text = (
        '"builtin.module"() ({\n  %0 = "memref.alloc"() <{operandSegmentSizes = '
        "array<i32: 0, 0>}> : () -> memref<16xf32>\n}) : () -> ()\n"
    )
    assert allocated_lower_bound(text) == 0


MODELS = ("encoder_layer", pytest.param("unet_tiny", marks=pytest.mark.deep))
"""unet_tiny (30 s of CPU) in the deep tier; encoder_layer keeps the rule in
the full tier, and the convolutions are bounded there on resnet18 by
`tests/compile/test_bounds.py`."""


@pytest.mark.slow  # bufferizes and merges every variant of two models
@pytest.mark.parametrize("name", MODELS)
def test_bound_is_never_above_what_a_variant_allocates(name: str) -> None:
    """On every variant's `mlir-opt` output, as `compile_model` reads it (custom
    form, no locations), of the model with the `@main` the model tests give
    it (calls, fills in loops, prints): the bound is at most the merged
    program's total, and it is not vacuous on every one."""
    try:
        tool = require_tool("mlir-opt", None)
    except ToolNotFound as missing:
        pytest.skip(str(missing))
    source = with_main((ROOT / "benchmarks" / "models" / f"{name}.mlir").read_text())
    module = parse_source(source, name)
    candidates = candidate_variants(allow_slower=True)
    programs = tensor_programs(module, candidates)
    bounds: list[int] = []
    for variant in candidates:
        tensor_program = programs[variant.tensor_passes]
        memref_ir = run_mlir_opt(
            tool, variant_flags(variant, tensor_program), print_generic(tensor_program)
        )
        outcome, _ = evaluate(memref_ir, MergeAllocOptions())
        allocated = outcome.allocated
        assert allocated is not None, outcome.error
        bound = allocated_lower_bound(memref_ir, MergeAllocOptions().alignment)
        assert bound <= allocated.known, (variant.name, bound, allocated)
        bounds.append(bound)
    assert max(bounds) > 0
