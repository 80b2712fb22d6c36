"""The cost `reorder-for-memory` gives an order (`merge_alloc.passes.
reorder_for_memory`, docs/reorder.md): a view holds no bytes of its own, and
with `concats_in_place` (the `reorder-for-concats` pass of the `+order`
variants) a concatenation is one buffer, its in-place inputs inside it.
Checked on the program order's modelled peak of small functions, whose
bytes are counted by hand."""

from __future__ import annotations

from xdsl.dialects import func

from merge_alloc.compile.pipeline import parse_source
from merge_alloc.passes.reorder_for_memory import reorder_function

VIEW = """
func.func @view(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<64x4xf32>
  %t = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e : tensor<64x4xf32>)
    dimensions = [0]
  %v = tensor.extract_slice %t[0, 0] [32, 4] [1, 1]
    : tensor<64x4xf32> to tensor<32x4xf32>
  %r = tensor.empty() : tensor<4xf32>
  %s = linalg.reduce ins(%v : tensor<32x4xf32>) outs(%r : tensor<4xf32>)
    dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s : tensor<4xf32>
}
"""

CONCAT = """
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#all = ["parallel", "parallel", "parallel", "parallel"]
func.func @concat(%x: tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %ea = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = #all}
      ins(%x : tensor<1x2x4x4xf32>) outs(%ea : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  %eb = tensor.empty() : tensor<1x2x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = #all}
      ins(%x : tensor<1x2x4x4xf32>) outs(%eb : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %c = tensor.concat dim(1) %a, %b
    : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  func.return %c : tensor<1x4x4x4xf32>
}
"""


def program_peak(text: str, *, concats_in_place: bool = False) -> int:
    module = parse_source(text, "f.mlir")
    [function] = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    [record] = reorder_function(function, concats_in_place=concats_in_place)
    return record.schedule.program_peak


def test_a_slice_holds_no_bytes() -> None:
    """The broadcast's 1,024 B and, while the reduction reads the slice, its
    16 B result: the slice (a subview after bufferization) adds nothing."""
    assert program_peak(VIEW) == 64 * 4 * 4 + 4 * 4


def test_a_concatenation_in_place_is_one_buffer() -> None:
    """Copied, both 128 B inputs are live beside the 256 B result; written in
    place, the destination holds them."""
    assert program_peak(CONCAT) == 2 * 128 + 256
    assert program_peak(CONCAT, concats_in_place=True) == 256
