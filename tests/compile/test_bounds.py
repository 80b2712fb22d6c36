"""The facts `merge_alloc.compile` reads before running a variant: which
pad-tiling scripts match (`PaddedCopies.matched_entry_points`) and a lower
bound of the arena (`PaddedCopies.arena_lower_bound`), pinned on small
programs; the bound is checked against the arenas the variants give, and the
choice against the one made by running every variant."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from merge_alloc.compile import VARIANTS, compile_model
from merge_alloc.compile.bounds import PaddedCopies
from merge_alloc.compile.pipeline import parse_source
from merge_alloc.compile.variants import PAD_TILED_OPS, PAD_TILING
from merge_alloc.verify import oracle
from tests.conftest import IN_CI

needs_mlir = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(), reason="mlir-opt 22 not installed"
)
MODELS = Path(__file__).resolve().parents[2] / "benchmarks" / "models"

ID4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
PARALLEL4 = '["parallel", "parallel", "parallel", "parallel"]'


def relu(value: str, kind: str, empty: str) -> str:
    return (
        f"linalg.generic {{indexing_maps = [{ID4}, {ID4}], iterator_types = "
        f"{PARALLEL4}}} ins({value} : {kind}) outs({empty} : {kind}) {{\n"
        "    ^bb0(%a: f32, %b: f32):\n"
        "      %m = arith.maximumf %a, %zero : f32\n"
        "      linalg.yield %m : f32\n"
        f"    }} -> {kind}"
    )


def padded_conv(*, source: str = "relu", result: str = "relu") -> str:
    """relu(x) (1,024 B) -> pad (1,600 B) -> conv (2,048 B) -> relu."""
    x = "tensor<1x4x8x8xf32>"
    y = "tensor<1x8x8x8xf32>"
    padded_input = "%relu0" if source == "relu" else "%x"
    last = (
        f"%e2 = tensor.empty() : {y}\n    %out = {relu('%conv', y, '%e2')}\n"
        f"    func.return %out : {y}"
        if result == "relu"
        else f"func.return %conv : {y}"
    )
    return f"""
func.func @forward(%w: tensor<8x4x3x3xf32>, %x: {x}) -> {y} {{
    %zero = arith.constant 0.0 : f32
    %e0 = tensor.empty() : {x}
    %relu0 = {relu("%x", x, "%e0")}
    %padded = tensor.pad {padded_input} low[0, 0, 1, 1] high[0, 0, 1, 1] {{
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    }} : {x} to tensor<1x4x10x10xf32>
    %e1 = tensor.empty() : {y}
    %init = linalg.fill ins(%zero : f32) outs(%e1 : {y}) -> {y}
    %conv = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : vector<2xi64>,
        strides = dense<1> : vector<2xi64>}}
        ins(%padded, %w : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>)
        outs(%init : {y}) -> {y}
    {last}
}}
"""


def copies(text: str) -> PaddedCopies:
    return PaddedCopies.of(parse_source(text, "padded.mlir"))


def test_untiled_pad_counts_with_its_source_and_its_consumers_output() -> None:
    facts = copies(padded_conv())
    assert facts.arena_lower_bound(frozenset()) == 1_600 + 2_048
    # Tiled, the pad is a tile, but the loop reads the ReLU's output whole
    # while it writes the convolution's output whole.
    tiled = frozenset({"linalg.conv_2d_nchw_fchw"})
    assert facts.arena_lower_bound(tiled) == 1_024 + 2_048


def test_layer_group_members_count_as_tiles() -> None:
    """In a layer group's loop the pad and the convolution are tiles (the
    group's root, the last ReLU, is whole): nothing is certain."""
    module = parse_source(padded_conv(), "padded.mlir")
    facts = PaddedCopies.of(module)
    fused = frozenset(
        op
        for op in module.walk()
        if op.name in ("tensor.pad", "linalg.conv_2d_nchw_fchw")
    )
    assert facts.arena_lower_bound(frozenset(), fused) == 0


def test_only_certain_allocations_count() -> None:
    # The conv's output is the returned value: not in the arena.
    assert copies(padded_conv(result="conv")).arena_lower_bound(()) == 1_024 + 1_600
    # The pad's source is an argument: the pad and the conv's output.
    assert copies(padded_conv(source="x")).arena_lower_bound(()) == 1_600 + 2_048
    both = padded_conv(source="x", result="conv")
    assert copies(both).arena_lower_bound(()) == 1_600


def test_scripts_match_padded_inputs_of_their_ops() -> None:
    facts = copies(padded_conv())
    assert facts.matched_entry_points(
        ("pad_tiling_channels", "pad_tiling_rows"), PAD_TILED_OPS
    ) == ("pad_tiling_rows",)


def test_declared_tiled_ops_are_the_scripts_matchers() -> None:
    """`PAD_TILED_OPS` says what `pad_tiling.mlir` matches: per entry point,
    the `transform.match.operation_name` list of the matcher it runs."""
    script = PAD_TILING.read_text()
    for entry, ops in PAD_TILED_OPS.items():
        body = script.split(f"@{entry}(", 1)[1].split("transform.yield", 1)[0]
        (matcher,) = re.findall(r"foreach_match in %\w+\s+@(\w+)", body)
        matched = script.split(f"@{matcher}(", 1)[1].split("transform.yield", 1)[0]
        names = re.search(r"operation_name %op \[([^\]]*)\]", matched)
        assert names is not None
        assert set(re.findall(r'"([\w.]+)"', names.group(1))) == set(ops), entry


@needs_mlir
@pytest.mark.parametrize("source", ["relu", "x"])
@pytest.mark.parametrize("result", ["relu", "conv"])
def test_bound_is_below_every_variants_arena(source: str, result: str) -> None:
    compiled = compile_model(
        padded_conv(source=source, result=result),
        name="padded.mlir",
        variants=VARIANTS,
        run_all=True,
        jobs=1,
    )
    for candidate in compiled.candidates:
        if candidate.arena is not None:
            assert candidate.bound <= candidate.arena, candidate.describe()
            # The choice compares totals: the bound bounds them too.
            assert candidate.allocated is not None
            assert candidate.arena <= candidate.allocated.known


@needs_mlir
@pytest.mark.slow  # every variant of two models, twice: about 10 s of CPU
@pytest.mark.parametrize(
    ("name", "prunes"),
    [("resnet18", True), pytest.param("unet_tiny", False, marks=pytest.mark.deep)],
)
def test_pruned_choice_is_the_exhaustive_one(name: str, prunes: bool) -> None:
    """On convolutional models of the corpus (ResNet-18: the tensor
    program's bounds prune four variants; U-Net: none, but the bounds of
    `mlir-opt`'s outputs leave some unparsed), every bound is below its
    variant's arena, and leaving out the variants that cannot win chooses the
    same program as running them all."""
    source = (MODELS / f"{name}.mlir").read_text()
    every = compile_model(source, name=f"{name}.mlir", run_all=True)
    for candidate in every.candidates:
        if candidate.arena is not None:
            assert candidate.bound <= candidate.arena, candidate.describe()
    pruned = compile_model(source, name=f"{name}.mlir")
    assert pruned.chosen == every.chosen
    assert pruned.arena == every.arena
    assert pruned.text == every.text
    left_out = [c for c in pruned.candidates if c.arena is None and not c.skipped]
    assert bool([c for c in left_out if not c.bufferized]) == prunes
    assert all(c.bound >= pruned.allocated.known for c in left_out)
