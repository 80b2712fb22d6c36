// RUN: merge-alloc-opt %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt %s | %mlir_verify - | filecheck %s %}
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s
// RUN: not xdsl-opt -p merge-alloc %S/../invalid/Inputs/memref_copy_mismatch.mlir 2>&1 | filecheck %s --check-prefix=BAD

// memref.copy between compatible shapes (a dynamic size against a static
// one), as `mlir-opt --one-shot-bufferize=bufferize-function-boundaries` writes for
// `bufferization.materialize_in_destination %t in %d : (tensor<?xf32>,
// tensor<5xf32>)` of mlir/test/Dialect/Bufferization/ops.mlir.

func.func @copy_compatible(%a: memref<?xf32, strided<[?], offset: ?>>, %b: memref<5xf32>) {
  memref.copy %a, %b : memref<?xf32, strided<[?], offset: ?>> to memref<5xf32>
  return
}

// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<?xf32, strided<[?], offset: ?>> to memref<5xf32>

// BAD: memref_copy_mismatch.mlir:2:3: error: 'memref.copy' op requires the same shape for all operands{{$}}
// BAD-NOT: {{.}}

// UNSUPPORTED: fast-tier
