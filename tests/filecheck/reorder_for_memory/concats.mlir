// RUN: xdsl-opt -p reorder-for-memory %s | filecheck %s --check-prefix=COPY
// RUN: xdsl-opt -p reorder-for-concats %s | filecheck %s --check-prefix=INPLACE
// RUN: %if mlir-opt %{ xdsl-opt -p reorder-for-concats,concat-in-place %s | %mlir_verify | filecheck %s --check-prefix=UPSTREAM %}

// %a and %b are concatenated; %q, a 2 KiB broadcast of %a, is reduced to %r
// before the concatenation. Counted as a copy, the concatenation holds %a
// and %b beside its result, so `reorder-for-memory` computes %b after the
// broadcast's reduction (2,304 B at the peak instead of 2,432). Written in
// place (`reorder-for-concats`, the order `concat-in-place` then writes),
// the destination holds %a and %b from %a on whatever the order, so the
// program order is as good and is kept.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#all = ["parallel", "parallel", "parallel", "parallel"]
func.func @concat(%x: tensor<1x2x4x4xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = #all} ins(%x : tensor<1x2x4x4xf32>) outs(%ea : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  %eb = tensor.empty() : tensor<1x2x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = #all} ins(%x : tensor<1x2x4x4xf32>) outs(%eb : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %eq = tensor.empty() : tensor<16x1x2x4x4xf32>
  %q = linalg.broadcast ins(%a : tensor<1x2x4x4xf32>) outs(%eq : tensor<16x1x2x4x4xf32>) dimensions = [0]
  %er = tensor.empty() : tensor<1x2x4x4xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.reduce ins(%q : tensor<16x1x2x4x4xf32>) outs(%fr : tensor<1x2x4x4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %c = tensor.concat dim(1) %a, %b : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  func.return %c, %r : tensor<1x4x4x4xf32>, tensor<1x2x4x4xf32>
}

// COPY-LABEL: func.func @concat
// COPY:         %a = linalg.generic
// COPY:         %q = linalg.broadcast
// COPY:         %r = linalg.reduce
// COPY:         %b = linalg.generic
// COPY:         %c = tensor.concat

// INPLACE-LABEL: func.func @concat
// INPLACE:         %a = linalg.generic
// INPLACE:         %b = linalg.generic
// INPLACE:         %q = linalg.broadcast
// INPLACE:         %r = linalg.reduce
// INPLACE:         %c = tensor.concat

// UPSTREAM-LABEL: func.func @concat
// UPSTREAM:         tensor.empty() : tensor<1x4x4x4xf32>
// UPSTREAM-NOT:     tensor.concat
