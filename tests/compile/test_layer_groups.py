"""Layer groups (`merge_alloc.compile.layer_groups`, docs/layer-groups.md).

The analysis is checked on small NCHW chains (which ops a group takes, the
rows each tile reads, the tile size its recompute allows), the script it
writes is run by `mlir-opt` (no whole intermediate left), and the halo edge
cases are executed: a chain compiled with the `layer-groups` variant, lowered
and run by `mlir-runner`, prints exactly what the untiled program (`split`)
prints, and its merged program what its unmerged one prints: the first and
the last tile (padding rows on both sides), a stride-2 convolution and
pooling, a dilated convolution, padding larger than the halo, and a tile size
that does not divide the rows.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from xdsl.dialects import tensor

from merge_alloc.compile import compile_model
from merge_alloc.compile.layer_groups import (
    CHEAP_RECOMPUTE,
    GROUP_ATTR,
    LIMIT_ATTR,
    MarkCheapLayerGroupsPass,
    MarkLayerGroupsPass,
    find_groups,
    marked_groups,
    transform_script,
)
from merge_alloc.compile.pipeline import bufferize_variant, parse_source, tensor_pass
from merge_alloc.compile.steps import dialect_context
from merge_alloc.compile.variants import LAYER_GROUPS, SPLIT_FUSE
from merge_alloc.verify import oracle

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e" / "models"))
from model_main import with_main

needs_mlir = pytest.mark.skipif(
    not oracle.tools_available(), reason="mlir-opt/mlir-runner 22 not installed"
)


def conv(
    name: str,
    source: str,
    shape: tuple[int, int, int],
    weight: str,
    features: int,
    *,
    kernel: int = 3,
    stride: int = 1,
    dilation: int = 1,
    padding: int = 1,
) -> tuple[list[str], tuple[int, int, int]]:
    """A padded NCHW convolution of `source` (channels, rows, columns)
    followed by a ReLU; its lines and output shape."""
    channels, rows, cols = shape
    padded = (channels, rows + 2 * padding, cols + 2 * padding)
    out_rows = (padded[1] - dilation * (kernel - 1) - 1) // stride + 1
    out_cols = (padded[2] - dilation * (kernel - 1) - 1) // stride + 1
    out = (features, out_rows, out_cols)
    t_in, t_pad, t_out = (
        f"tensor<1x{c}x{h}x{w}xf32>" for c, h, w in (shape, padded, out)
    )
    p = padding
    return [
        f"    %{name}_p = tensor.pad {source} low[0, 0, {p}, {p}] "
        f"high[0, 0, {p}, {p}] {{",
        "    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):",
        "      tensor.yield %zero : f32",
        f"    }} : {t_in} to {t_pad}",
        f"    %{name}_e = tensor.empty() : {t_out}",
        f"    %{name}_f = linalg.fill ins(%zero : f32) "
        f"outs(%{name}_e : {t_out}) -> {t_out}",
        f"    %{name}_c = linalg.conv_2d_nchw_fchw {{dilations = dense<{dilation}> : "
        f"vector<2xi64>, strides = dense<{stride}> : vector<2xi64>}} "
        f"ins(%{name}_p, {weight} : {t_pad}, tensor<{features}x{channels}x{kernel}x"
        f"{kernel}xf32>) outs(%{name}_f : {t_out}) -> {t_out}",
        f"    %{name}_r = linalg.generic {{indexing_maps = [#id, #id], iterator_types "
        '= ["parallel", "parallel", "parallel", "parallel"]} '
        f"ins(%{name}_c : {t_out}) outs(%{name}_e : {t_out}) {{",
        "    ^bb0(%in: f32, %o: f32):",
        "      %m = arith.maximumf %in, %zero : f32",
        "      linalg.yield %m : f32",
        f"    }} -> {t_out}",
    ], out


def max_pool(source: str, shape: tuple[int, int, int]) -> tuple[list[str], str]:
    """A 3x3 stride-2 max-pool padded by 1 (ResNet's stem pool)."""
    channels, rows, cols = shape
    out = (channels, (rows + 2 - 3) // 2 + 1, (cols + 2 - 3) // 2 + 1)
    t_in = f"tensor<1x{channels}x{rows}x{cols}xf32>"
    t_pad = f"tensor<1x{channels}x{rows + 2}x{cols + 2}xf32>"
    t_out = f"tensor<1x{out[0]}x{out[1]}x{out[2]}xf32>"
    return [
        f"    %pool_p = tensor.pad {source} low[0, 0, 1, 1] high[0, 0, 1, 1] {{",
        "    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):",
        "      tensor.yield %lowest : f32",
        f"    }} : {t_in} to {t_pad}",
        f"    %pool_e = tensor.empty() : {t_out}",
        f"    %pool_f = linalg.fill ins(%lowest : f32) "
        f"outs(%pool_e : {t_out}) -> {t_out}",
        "    %window = tensor.empty() : tensor<3x3xf32>",
        "    %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, "
        f"strides = dense<2> : vector<2xi64>}} ins(%pool_p, %window : {t_pad}, "
        f"tensor<3x3xf32>) outs(%pool_f : {t_out}) -> {t_out}",
    ], t_out


def chain(rows: int, layers: list[dict[str, int]], *, pool: bool) -> str:
    """`@forward(weights..., image)`: `layers` (keyword arguments of `conv`,
    2 features each) on a 1x2xROWSx20 image, then a stem pool if `pool`."""
    shape = (2, rows, 20)
    lines: list[str] = []
    source = "%image"
    weights: list[str] = []
    for index, layer in enumerate(layers):
        kernel = layer.get("kernel", 3)
        weights.append(f"%w{index}: tensor<2x{shape[0]}x{kernel}x{kernel}xf32>")
        body, shape = conv(f"l{index}", source, shape, f"%w{index}", 2, **layer)
        lines += body
        source = f"%l{index}_r"
    result = f"tensor<1x{shape[0]}x{shape[1]}x{shape[2]}xf32>"
    if pool:
        body, result = max_pool(source, shape)
        lines += body
        source = "%pool"
    arguments = ", ".join([*weights, f"%image: tensor<1x2x{rows}x20xf32>"])
    return "\n".join(
        [
            "#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>",
            "module {",
            f"  func.func @forward({arguments}) -> {result} {{",
            "    %zero = arith.constant 0.0 : f32",
            "    %lowest = arith.constant -3.40282347E+38 : f32",
            *lines,
            f"    return {source} : {result}",
            "  }",
            "}",
        ]
    )


STEM = chain(64, [{}], pool=True)
"""conv 3x3 + ReLU + pad + max-pool 3x3/2: 32 pool rows."""

CASES = {
    # 62 rows: 31 pool rows, the last tile of 4 has 3; the first and last
    # tiles read the pad's rows.
    "pool-rows-not-dividing": chain(62, [{}], pool=True),
    # A stride-2 convolution feeding a dilated one (halo 4 rows).
    "stride-2-then-dilated": chain(
        64, [{"stride": 2}, {"dilation": 2, "padding": 2}], pool=False
    ),
    # Padding 3 around a 3x3 kernel: rows of zeros beyond the halo, so the
    # first and last tiles of the root read only padding from the producer.
    "padding-beyond-halo": chain(40, [{"padding": 3}, {}], pool=False),
}


def marked(text: str) -> list[str]:
    module = parse_source(text, "chain.mlir")
    for spec in LAYER_GROUPS.tensor_passes:
        tensor_pass(spec).apply(dialect_context(), module)
    return [g.describe() for _, g in marked_groups(module)]


def test_stem_is_one_group_tiled_by_pool_rows() -> None:
    module = parse_source(STEM, "stem.mlir")
    [group] = find_groups(module)
    assert group.root.name == "linalg.pooling_nchw_max"
    assert group.describe() == "conv+pool (1 elementwise, 2 pads) @4 rows"
    # 4 pool rows of stride 2 read 9 padded rows: 9 ReLU and convolution
    # rows per tile (8 tiles of 64 rows: 72 computed).
    rows = {m.op.name: m.rows for m in group.members}
    assert rows["linalg.conv_2d_nchw_fchw"] == 9
    assert rows["linalg.fill"] == 9
    pads = [m.rows for m in group.members if isinstance(m.op, tensor.PadOp)]
    assert pads == [9, 11]  # the pool's pad; the image's, read by the conv
    assert 0 < group.recompute <= 0.25


def test_windows_of_stride_and_dilation() -> None:
    module = parse_source(CASES["stride-2-then-dilated"], "chain.mlir")
    [group] = find_groups(module)
    assert group.root.name == "linalg.generic"  # the last ReLU
    rows = [m.rows for m in group.members if m.op.name == "linalg.conv_2d_nchw_fchw"]
    # root tile T rows: the dilated conv reads T + 4 rows of its pad, the
    # stride-2 conv computes those and reads 2 * (T + 3) + 3 rows.
    tile = group.tile_rows
    assert rows == [tile, tile + 4]


def test_a_value_used_twice_ends_the_group() -> None:
    """The image's pad has one use, the ReLU's result two: the first
    convolution's output stays whole, and the second layer is a group alone."""
    text = STEM.replace(
        "    return %pool : tensor<1x2x32x10xf32>",
        "    %sum = tensor.empty() : tensor<1x2x64x20xf32>\n"
        "    %again = linalg.generic {indexing_maps = [#id, #id], iterator_types = "
        '["parallel", "parallel", "parallel", "parallel"]} ins(%l0_r : '
        "tensor<1x2x64x20xf32>) outs(%sum : tensor<1x2x64x20xf32>) {\n"
        "    ^bb0(%in: f32, %o: f32):\n      linalg.yield %in : f32\n"
        "    } -> tensor<1x2x64x20xf32>\n"
        "    return %pool : tensor<1x2x32x10xf32>",
    )
    module = parse_source(text, "twice.mlir")
    for group in find_groups(module):
        assert all(m.op.name != "linalg.generic" for m in group.members)


def test_mark_names_each_root() -> None:
    module = parse_source(STEM, "stem.mlir")
    MarkLayerGroupsPass().apply(dialect_context(), module)
    roots = [op for op in module.walk() if GROUP_ATTR in op.attributes]
    assert [op.name for op in roots] == ["linalg.pooling_nchw_max"]
    script = transform_script(marked_groups(module))
    assert script.count("transform.structured.tile_using_for") == 1
    assert "tile_sizes [0, 0, 4]" in script
    # pool's pad, ReLU, conv, its fill, the image's pad: consumers first.
    assert script.count("transform.structured.fuse_into_containing_op") == 5
    # The dead originals go before the ReLU (its consumer, the pad, was
    # fused), the conv and the fill, not before the image's pad (its
    # consumer, the conv, was swept before the fill), and after the last.
    assert script.count("transform.apply_dce") == 4


def test_marked_groups_follow_the_program_after_the_marks() -> None:
    """What the marking pass found is what `marked_groups` finds again; once
    the program changes (a mark taken off), the answer is the program's."""
    module = parse_source(STEM, "stem.mlir")
    MarkLayerGroupsPass().apply(dialect_context(), module)
    [(name, group)] = marked_groups(module)
    [again] = find_groups(module)
    assert (name, group.root, group.members) == ("g0", again.root, again.members)
    del group.root.attributes[GROUP_ATTR]
    assert marked_groups(module) == []


def test_cheap_marks_take_taller_tiles_and_carry_their_limit() -> None:
    """The default variant's marks (`mark-cheap-layer-groups`) recompute at
    most `CHEAP_RECOMPUTE`: the stem's 4-row tiles recompute more than that
    (9 rows of every 8), so its tiles are taller; `marked_groups` reads the
    limit off the marks and finds the same group again."""
    module = parse_source(STEM, "stem.mlir")
    [loose] = find_groups(module)
    MarkCheapLayerGroupsPass().apply(dialect_context(), module)
    [(name, group)] = marked_groups(module)
    assert name == "g0"
    assert group.root is loose.root
    assert loose.recompute > CHEAP_RECOMPUTE >= group.recompute
    assert group.tile_rows > loose.tile_rows
    [limit] = [
        op.attributes[LIMIT_ATTR] for op in module.walk() if GROUP_ATTR in op.attributes
    ]
    assert str(limit).startswith("1.000000e-01")
    script = transform_script(marked_groups(module))
    assert f"tile_sizes [0, 0, {group.tile_rows}]" in script


@needs_mlir
def test_script_leaves_no_whole_intermediate() -> None:
    """Bufferized after the script, the program allocates neither the
    convolution's output nor a padded copy of the image or of the ReLU's
    output: only 9-row tiles of them, and the pool's output."""
    text = bufferize_variant(STEM, LAYER_GROUPS, name="stem.mlir")
    allocated = {
        line.split("-> ")[-1].split(" loc")[0]
        for line in text.splitlines()
        if '"memref.alloc"' in line
    }
    assert "memref<1x2x32x10xf32>" in allocated  # the result
    for whole in ("1x2x64x20", "1x2x66x22"):
        assert f"memref<{whole}xf32>" not in allocated
    assert "memref<1x2x9x21xf32>" in allocated  # the 21 padded columns the pool reads


@needs_mlir
@pytest.mark.slow  # runs the programs under mlir-runner
@pytest.mark.parametrize("case", sorted(CASES))
def test_halo_cases_compute_the_untiled_result(case: str) -> None:
    source = with_main(CASES[case])
    assert marked(CASES[case]), "the case has no layer group"
    tiled = compile_model(source, name=f"{case}.mlir", variants=[LAYER_GROUPS], jobs=1)
    untiled = compile_model(source, name=f"{case}.mlir", variants=[SPLIT_FUSE], jobs=1)
    unmerged = bufferize_variant(source, LAYER_GROUPS, name=f"{case}.mlir")
    merged_run = oracle.compare(unmerged, tiled.text)
    assert merged_run.equal, merged_run.diff()
    assert oracle.run(untiled.text) == merged_run.after
