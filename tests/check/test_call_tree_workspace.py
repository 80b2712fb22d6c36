"""A caller that deallocates its callee's result, under `call-tree
outputs-in-workspace`: the caller's buffers stay real allocations and the
callee's workspace is a `memref.alloc` of the caller. The checker once
reported that alloc as "allocs of before vs views+allocs of after differ"
(issue 16); it stands for no alloc of the input, as a workspace view does.
An alloc the input did not have is still a mismatch."""

from __future__ import annotations

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import Float32Type, ModuleOp
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.options import Arena
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import MISMATCH, check_module, parse_module
from merge_alloc.verify.check.structure import make_context

SOURCE = """\
func.func @callee(%x: memref<16xf32>) -> memref<16xf32> {
  %t = memref.alloc() : memref<16xf32>
  memref.copy %x, %t : memref<16xf32> to memref<16xf32>
  %r = memref.alloc() : memref<16xf32>
  memref.copy %t, %r : memref<16xf32> to memref<16xf32>
  memref.dealloc %t : memref<16xf32>
  return %r : memref<16xf32>
}
func.func @main(%x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %x, %a : memref<16xf32> to memref<16xf32>
  %r = func.call @callee(%a) : (memref<16xf32>) -> memref<16xf32>
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %r : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
"""


def _planned(arena: Arena) -> tuple[ModuleOp, ModuleOp]:
    before = parse_module(SOURCE)
    after = parse_module(SOURCE)
    MergeAllocPass(arena=arena, call_tree=True, outputs_in_workspace=True).apply(
        make_context(), after
    )
    return before, parse_module(str(after))


def test_a_workspace_alloc_of_the_caller_is_no_mismatch() -> None:
    arenas: tuple[Arena, ...] = ("global", "argument")
    for arena in arenas:
        before, after = _planned(arena)
        report = check_module(after, before)
        assert report.ok, (arena, [str(v) for v in report.violations])


def test_an_alloc_the_input_did_not_have_is_a_mismatch() -> None:
    before, after = _planned("global")
    main = next(
        op
        for op in after.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "main"
    )
    first = main.body.blocks[0].first_op
    assert first is not None
    stray = memref.AllocOp.get(Float32Type(), shape=[4])
    Rewriter.insert_op(stray, InsertPoint.before(first))
    assert check_module(after, before).of_kind(MISMATCH)
