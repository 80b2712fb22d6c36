// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | merge-alloc-opt | filecheck %s %}
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=STOCK

// bufferization.dealloc (what --ownership-based-buffer-deallocation writes)
// and memref.realloc, which xDSL 0.74 lacks, read and print as MLIR 22 does
// (dialects/bufferization.py, dialects/memref.py): both
// parenthesised groups of the dealloc optional, one i1 per retained memref,
// unranked operands; the realloc's dynamic size and alignment optional.
// Stock xdsl-opt still rejects them.

func.func @deallocs(%m0: memref<2xf32>, %m1: memref<4xi32>, %c0: i1, %c1: i1, %r0: memref<?xf32>, %r1: memref<f64>, %u: memref<*xf32>) -> (i1, i1, i1) {
  %r:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<4xi32>) if (%c0, %c1) retain (%r0, %r1 : memref<?xf32>, memref<f64>)
  bufferization.dealloc
  bufferization.dealloc (%m0 : memref<2xf32>) if (%c0)
  %s = bufferization.dealloc retain (%u : memref<*xf32>) {note}
  bufferization.dealloc (%u : memref<*xf32>) if (%c1) {note = 1 : i32}
  return %r#0, %r#1, %s : i1, i1, i1
}

// CHECK-LABEL: @deallocs(
// CHECK-NEXT:  = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<2xf32>, memref<4xi32>) if (%{{.*}}, %{{.*}}) retain (%{{.*}}, %{{.*}} : memref<?xf32>, memref<f64>){{$}}
// CHECK-NEXT:  bufferization.dealloc{{$}}
// CHECK-NEXT:  bufferization.dealloc (%{{.*}} : memref<2xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT:  = bufferization.dealloc retain (%{{.*}} : memref<*xf32>) {note}{{$}}
// CHECK-NEXT:  bufferization.dealloc (%{{.*}} : memref<*xf32>) if (%{{.*}}) {note = 1 : i32}{{$}}
// UPSTREAM-LABEL: @deallocs(
// UPSTREAM-NEXT:  %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<4xi32>) if (%arg2, %arg3) retain (%arg4, %arg5 : memref<?xf32>, memref<f64>){{$}}
// UPSTREAM-NEXT:  bufferization.dealloc{{$}}
// UPSTREAM-NEXT:  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2){{$}}
// UPSTREAM-NEXT:  %1 = bufferization.dealloc retain (%arg6 : memref<*xf32>) {note}{{$}}
// UPSTREAM-NEXT:  bufferization.dealloc (%arg6 : memref<*xf32>) if (%arg3) {note = 1 : i32}{{$}}

func.func @reallocs(%n: index) -> memref<10xf32> {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.realloc %a : memref<64xf32> to memref<124xf32>
  %c = memref.realloc %b(%n) {alignment = 8 : i64} : memref<124xf32> to memref<?xf32>
  %d = memref.realloc %c : memref<?xf32> to memref<10xf32>
  return %d : memref<10xf32>
}

// CHECK-LABEL: @reallocs(
// CHECK:       = memref.realloc %{{.*}} : memref<64xf32> to memref<124xf32>{{$}}
// CHECK-NEXT:  = memref.realloc %{{.*}}(%{{.*}}) {alignment = 8 : i64} : memref<124xf32> to memref<?xf32>{{$}}
// CHECK-NEXT:  = memref.realloc %{{.*}} : memref<?xf32> to memref<10xf32>{{$}}
// UPSTREAM-LABEL: @reallocs(
// UPSTREAM:       %0 = memref.realloc %alloc : memref<64xf32> to memref<124xf32>{{$}}
// UPSTREAM-NEXT:  %1 = memref.realloc %0(%arg0) {alignment = 8 : i64} : memref<124xf32> to memref<?xf32>{{$}}
// UPSTREAM-NEXT:  %2 = memref.realloc %1 : memref<?xf32> to memref<10xf32>{{$}}

// STOCK: Operation bufferization.dealloc is not registered

// UNSUPPORTED: fast-tier
