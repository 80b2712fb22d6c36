"""In-place pairs on `linalg.elementwise` pass the checker (issue 16: every
such pair, identity maps included, was reported as an overlap), and an
elementwise op that reads another position than it writes is still flagged
when its output is moved onto its input."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import OVERLAP, check_module, parse_module
from merge_alloc.verify.check.structure import make_context
from tests.check.mutate import base_offset, set_base, views_by_name

SOURCE = """\
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%x: memref<8x8xf32>, %out: memref<8x8xf32>) {
  %a = memref.alloc() : memref<8x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<exp>
      ins(%x : memref<8x8xf32>) outs(%a : memref<8x8xf32>)
  %b = memref.alloc() : memref<8x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<exp>
      ins(%a : memref<8x8xf32>) outs(%b : memref<8x8xf32>)
  %c = memref.alloc() : memref<8x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<add>
      indexing_maps = [#id, #id, #id]
      ins(%b, %x : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  %t = memref.alloc() : memref<8x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<exp>
      indexing_maps = [#tr, #id]
      ins(%c : memref<8x8xf32>) outs(%t : memref<8x8xf32>)
  memref.copy %t, %out : memref<8x8xf32> to memref<8x8xf32>
  memref.dealloc %a : memref<8x8xf32>
  memref.dealloc %b : memref<8x8xf32>
  memref.dealloc %c : memref<8x8xf32>
  memref.dealloc %t : memref<8x8xf32>
  return
}
"""


def _merged() -> tuple[ModuleOp, ModuleOp]:
    before = parse_module(SOURCE)
    after = parse_module(SOURCE)
    MergeAllocPass(inplace=True).apply(make_context(), after)
    return before, parse_module(str(after))


def test_elementwise_pairs_pass() -> None:
    before, after = _merged()
    views = views_by_name(after)
    offsets = {name: base_offset(views[name])[2] for name in "abct"}
    # The chain a -> b -> c is paired in place; the transpose is not.
    assert offsets["a"] == offsets["b"] == offsets["c"] != offsets["t"]
    report = check_module(after, before)
    assert report.ok, [str(v) for v in report.violations]


def test_a_transposing_elementwise_moved_onto_its_input_is_flagged() -> None:
    _, after = _merged()
    views = views_by_name(after)
    set_base(views["t"], base_offset(views["c"])[2])
    assert check_module(after).of_kind(OVERLAP)
