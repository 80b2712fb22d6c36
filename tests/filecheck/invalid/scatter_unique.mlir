// tensor.scatter without `unique` (MLIR requires it): one located error line
// at the op, as mlir-opt 22 reports it (dialects/tensor.py).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}scatter_unique.mlir:12:3: error: 'tensor.scatter' op %0 requires 'unique' attribute to be set{{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: scatter_unique.mlir:12:8: error: 'tensor.scatter' op requires 'unique' attribute to be set
func.func @scatter(%s: tensor<1x2x5x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<1x2x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  return
}

// UNSUPPORTED: fast-tier
