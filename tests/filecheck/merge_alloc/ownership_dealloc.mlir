// The output of MLIR 22's --ownership-based-buffer-deallocation reads in
// `xdsl-opt -p merge-alloc` (it failed with 'Operation bufferization.dealloc
// is not registered'), and what merge-alloc writes goes on through
// --bufferization-lower-deallocations. The buffers the bufferization.dealloc
// may free (%a and %b, one of which the function returns) stay real
// allocations (docs/lifetimes.md, "Escapes"); executed before and after in
// tests/e2e/test_ownership_dealloc.py.
// RUN: %if mlir-opt %{ %mlir_verify --ownership-based-buffer-deallocation %s -o %t.obd.mlir %}
// RUN: %if mlir-opt %{ xdsl-opt -p merge-alloc %t.obd.mlir -o %t.mlir %}
// RUN: %if mlir-opt %{ filecheck %s --input-file=%t.mlir %}
// RUN: %if mlir-opt %{ %mlir_verify --bufferization-lower-deallocations %t.mlir | filecheck %s --check-prefix=LOWERED %}

// CHECK-LABEL: func.func @f(
// CHECK-NOT:     memref.view
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT:     memref.view
// CHECK:         bufferization.dealloc retain (%[[A]] : memref<4xf32>)
// CHECK:         bufferization.dealloc retain (%[[B]] : memref<4xf32>)
// CHECK:         bufferization.dealloc ({{.*}} : memref<f32>, {{.*}}) if ({{.*}}) retain (%{{.*}} : memref<4xf32>)
// CHECK-NOT:     memref.view
// LOWERED-LABEL: func.func @f(
// LOWERED-NOT:   bufferization.dealloc
// LOWERED:       return
func.func @f(%arg0: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %arg0, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// UNSUPPORTED: fast-tier
