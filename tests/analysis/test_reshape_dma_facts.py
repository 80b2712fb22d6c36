"""What the analyses learn about memref.reshape, memref.rank, memref.copy of
unranked memrefs, memref.dma_start/dma_wait and bufferization.dealloc_tensor
from the ops' definitions (dialects/): aliases, accesses, writes, frees."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import builtin, func
from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffectKind, get_effects

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.behaviour_queries import escaping_operands, frees_operands
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.writes import written_operands

Parse = Callable[[str], builtin.ModuleOp]

PROGRAM = """
func.func @f(%i: index, %n: index, %u: memref<*xf32>, %w: memref<*xf32>) {
  %shape = memref.alloc() : memref<1xindex>
  %a = memref.alloc() : memref<4x4xf32>
  %v = memref.reshape %a(%shape) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32>
  %r = memref.rank %u : memref<*xf32>
  memref.copy %u, %w : memref<*xf32> to memref<*xf32>
  %far = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %v[%i], %far[%i], %n, %tag[%i]
    : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  %t = bufferization.to_tensor %a : memref<4x4xf32> to tensor<4x4xf32>
  bufferization.dealloc_tensor %t : tensor<4x4xf32>
  return
}
"""


def _ops(parse: Parse) -> tuple[func.FuncOp, dict[str, Operation], dict[str, SSAValue]]:
    module = parse(PROGRAM)
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    ops = {op.name: op for op in function.walk()}
    values: dict[str, SSAValue] = {}
    for value in (
        *function.body.block.args,
        *(r for op in function.walk() for r in op.results),
    ):
        if value.name_hint:
            values[value.name_hint] = value
    return function, ops, values


def test_reshape_is_a_view_of_its_source_only(parse: Parse) -> None:
    function, ops, v = _ops(parse)
    reshape = ops["memref.reshape"]
    assert behaviour(reshape).view_like
    aliases = BufferAliases(function)
    assert aliases.allocs_of(v["v"]) == aliases.allocs_of(v["a"])
    assert aliases.allocs_of(v["shape"]) != aliases.allocs_of(v["v"])
    assert escaping_operands(reshape) == []
    assert written_operands(reshape) == []
    effects = get_effects(reshape)
    assert effects is not None
    assert {(e.kind, e.value) for e in effects} == {(MemoryEffectKind.READ, v["shape"])}


def test_rank_of_unranked_only_reads_the_descriptor(parse: Parse) -> None:
    _, ops, _ = _ops(parse)
    rank = ops["memref.rank"]
    assert behaviour(rank).shape_query
    assert escaping_operands(rank) == []
    assert written_operands(rank) == []


def test_unranked_copy_writes_its_target(parse: Parse) -> None:
    _, ops, v = _ops(parse)
    assert written_operands(ops["memref.copy"]) == [v["w"]]


def test_dma_reads_source_and_tag_writes_destination(parse: Parse) -> None:
    _, ops, v = _ops(parse)
    start = ops["memref.dma_start"]
    effects = get_effects(start)
    assert effects is not None
    assert {(e.kind, e.value) for e in effects} == {
        (MemoryEffectKind.READ, v["v"]),
        (MemoryEffectKind.WRITE, v["far"]),
        (MemoryEffectKind.READ, v["tag"]),
    }
    assert written_operands(start) == [v["far"]]
    # The transfer runs on until the dma_wait: its buffers escape.
    assert behaviour(start).asynchronous
    assert escaping_operands(start) == [v["v"], v["far"], v["tag"]]
    wait = ops["memref.dma_wait"]
    assert written_operands(wait) == []
    assert not frees_operands(wait)
    assert not frees_operands(start)


def test_dealloc_tensor_frees_its_operand(parse: Parse) -> None:
    _, ops, v = _ops(parse)
    dealloc = ops["bufferization.dealloc_tensor"]
    assert frees_operands(dealloc)
    effects = get_effects(dealloc)
    assert effects is not None
    assert {(e.kind, e.value) for e in effects} == {(MemoryEffectKind.FREE, v["t"])}
