"""The `pools` option: syntax, spaces, and the spill decision."""

from __future__ import annotations

import pytest
from deploy_support import deploy
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects import builtin

from merge_alloc.deploy.pools import pools_of_space, space_key
from merge_alloc.diagnostics import MergeAllocError, MergeAllocOptionError
from merge_alloc.dialects.gpu import AddressSpace, AddressSpaceAttr
from merge_alloc.options import Pool, parse_pools


def test_syntax() -> None:
    assert parse_pools("sram:64k,dram") == (
        Pool("sram", 65536, 1, None),
        Pool("dram", None, 1, None),
    )
    assert parse_pools("l1:4096:128@1, l2::256@1, smem:1M@workgroup") == (
        Pool("l1", 4096, 128, "1"),
        Pool("l2", None, 256, "1"),
        Pool("smem", 1024 * 1024, 1, "workgroup"),
    )
    assert parse_pools("") == ()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("sram:12q", "cannot read 'sram:12q'"),
        ("1sram", "cannot read '1sram'"),
        ("sram:k", "capacity has no digits"),
        ("sram:1:0", "alignment must be a positive power of two, got 0"),
        ("a,a@1", "pool 'a' is declared twice"),
    ],
)
def test_syntax_errors(text: str, reason: str) -> None:
    with pytest.raises(MergeAllocOptionError) as error:
        parse_pools(text)
    assert reason in str(error.value)
    assert str(error.value).startswith("merge-alloc option 'pools':")


def test_spaces() -> None:
    pools = parse_pools("a,b@1,c@workgroup,d")
    assert space_key(None) is None
    assert space_key(builtin.IntegerAttr(1, 64)) == "1"
    workgroup = AddressSpaceAttr(AddressSpace.WORKGROUP)
    assert space_key(workgroup) == "workgroup"
    assert [p.name for p in pools_of_space(pools, None)] == ["a", "d"]
    assert [p.name for p in pools_of_space(pools, builtin.IntegerAttr(1, 64))] == ["b"]
    assert [p.name for p in pools_of_space(pools, workgroup)] == ["c"]


def _chain(sizes: list[int]) -> str:
    """Buffers used pairwise in sequence (each live with its neighbours)."""
    lines = ["func.func @f() {"]
    for index, size in enumerate(sizes):
        lines.append(f"  %b{index} = memref.alloc() : memref<{size}xi8>")
    for index in range(len(sizes)):
        pair = [index, (index + 1) % len(sizes)]
        operands = ", ".join(f"%b{i}" for i in pair)
        types = ", ".join(f"memref<{sizes[i]}xi8>" for i in pair)
        lines.append(f'  "test.use"({operands}) : ({types}) -> ()')
    lines += ["  return", "}"]
    return "\n".join(lines)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(1, 300), min_size=1, max_size=8),
    st.integers(64, 1024),
)
def test_pools_respect_capacity_and_keep_every_buffer(
    sizes: list[int], capacity: int
) -> None:
    """Every buffer lands in exactly one pool; `sram` never exceeds its
    capacity; with `dram` unbounded, nothing is refused."""
    deployed = deploy(_chain(sizes), arena="global", pools=f"sram:{capacity},dram")
    report = deployed.report.deployment
    assert report is not None
    placed = [
        buffer for scope in deployed.report.planned for buffer in scope.trace.buffers
    ]
    assert len(placed) == len(sizes)
    assert report.pool_bytes().get("sram", 0) <= capacity
    pools = {report.pool_of(scope.trace) for scope in deployed.report.planned}
    assert pools <= {"sram", "dram"}


def test_largest_live_at_the_peak_moves_first() -> None:
    text = """
func.func @f() {
  %small = memref.alloc() : memref<64xi8>
  %large = memref.alloc() : memref<512xi8>
  %other = memref.alloc() : memref<128xi8>
  "test.use"(%small, %large, %other)
      : (memref<64xi8>, memref<512xi8>, memref<128xi8>) -> ()
  return
}
"""
    deployed = deploy(text, arena="global", pools="sram:256,dram")
    report = deployed.report.deployment
    assert report is not None
    where = {
        buffer.alloc.memref.name_hint: report.pool_of(scope.trace)
        for scope in deployed.report.planned
        for buffer in scope.trace.buffers
    }
    assert where == {"small": "sram", "large": "dram", "other": "sram"}


def test_buffer_live_at_every_over_full_tick_moves_first() -> None:
    """The MLP's chain: %a and %b are live together, then %b and %c. With
    room for one buffer in each pool, %b (live at both over-full ticks) must
    move: moving %a first (equal size and length, allocated earlier), then
    %b, needed two buffers' room in the fallback pool, so
    `pools="a:64k,b:64k"` on examples/mlp.mlir was rejected."""
    text = """
func.func @f() {
  %a = memref.alloc() : memref<1024xi8>
  "test.write"(%a) : (memref<1024xi8>) -> ()
  %b = memref.alloc() : memref<1024xi8>
  "test.use"(%a, %b) : (memref<1024xi8>, memref<1024xi8>) -> ()
  %c = memref.alloc() : memref<1024xi8>
  "test.use"(%b, %c) : (memref<1024xi8>, memref<1024xi8>) -> ()
  "test.read"(%c) : (memref<1024xi8>) -> ()
  return
}
"""
    deployed = deploy(text, arena="global", pools="near:1k,far:1k")
    report = deployed.report.deployment
    assert report is not None
    where = {
        buffer.alloc.memref.name_hint: report.pool_of(scope.trace)
        for scope in deployed.report.planned
        for buffer in scope.trace.buffers
    }
    assert where == {"a": "near", "b": "far", "c": "near"}
    assert report.pool_bytes() == {"near": 1024, "far": 1024}


def test_no_fallback_names_buffer_and_pool() -> None:
    text = """
func.func @f() {
  %big = memref.alloc() : memref<512xi8>
  "test.use"(%big) : (memref<512xi8>) -> ()
  return
}
"""
    with pytest.raises(MergeAllocError) as error:
        deploy(text, arena="global", pools="sram:256")
    assert error.value.reason == (
        "(512 bytes) in @f does not "
        "fit in pool 'sram' (256 bytes): the pool needs 512 bytes and no "
        "fallback pool follows it"
    )
