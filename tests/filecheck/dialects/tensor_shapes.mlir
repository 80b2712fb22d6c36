// RUN: merge-alloc-opt --split-input-file %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt --split-input-file %s | %mlir_verify - | filecheck %s %}
// RUN: not xdsl-opt -p merge-alloc %S/../invalid/Inputs/tensor_pad_mismatch.mlir 2>&1 | filecheck %s --check-prefix=PAD

// Valid MLIR 22 that xDSL 0.74's verifiers reject (upstream test
// mlir/test/Dialect/Tensor/ops.mlir): an expand_shape from a rank-0 tensor
// with an empty reassociation, and a tensor.pad whose result states a static
// size where dynamic padding leaves the size unknown.

func.func @expand_rank0(%t: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %1 : tensor<1x1xf32>
}

// CHECK-LABEL: func.func @expand_rank0
// CHECK:         tensor.expand_shape %{{.*}} [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>

// -----

func.func @pad_to_static_size(%arg0: tensor<?x?xf32>, %ub0: index, %ub1: index,
                              %pad_value: f32) -> tensor<2x3xf32> {
  %0 = tensor.pad %arg0 low[0, 0] high[%ub0, %ub1] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<?x?xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @pad_to_static_size
// CHECK:         tensor.pad %{{.*}} low[0, 0] high[%{{.*}}, %{{.*}}] {
// CHECK:         } : tensor<?x?xf32> to tensor<2x3xf32>

// PAD: tensor_pad_mismatch.mlir:4:3: error: 'tensor.pad' op %0 specified type 'tensor<5x?xf32>' does not match the inferred type 'tensor<6x?xf32>'{{$}}
// PAD-NOT: {{.}}

// UNSUPPORTED: fast-tier
