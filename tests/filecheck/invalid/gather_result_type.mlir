// tensor.gather whose result is neither the gathered type nor its
// rank-reduced variant: one located error line at the op, as mlir-opt 22
// reports it (dialects/tensor.py verifies MLIR's rules).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}gather_result_type.mlir:13:3: error: 'tensor.gather' op %0 result type mismatch: expected 'tensor<1x2x1x5x6xf32>' or its rank-reduced variant 'tensor<1x2x5x6xf32>' (got: 'tensor<1x2x1x5x7xf32>'){{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: gather_result_type.mlir:13:8: error: 'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x6xf32>' or its rank-reduced variant 'tensor<1x2x5x6xf32>' (got: 'tensor<1x2x1x5x7xf32>')
func.func @gather(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x7xf32>
  return
}

// UNSUPPORTED: fast-tier
