// A `memref.global` whose `dense` initial value has elements no dense
// attribute can hold (a vector type; MLIR refuses it too): one located line,
// for both tools. xDSL's reader died with `AttributeError: 'VectorType'
// object has no attribute 'pack'` (a traceback).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}global_dense_elements.mlir:12:65: error: dense elements of type vector<4xf32> are not supported{{$}}
// CHECK-NOT: {{.}}

memref.global "private" constant @v : memref<2xvector<4xf32>> = dense<1.0>
