// arena=global: each function's merged buffer is a private uninitialised
// memref.global with the buffer's alignment, read with memref.get_global; no
// allocation at run time. The returned %d0 stays a real allocation.
// RUN: xdsl-opt -p 'merge-alloc{arena=global}' %S/../../../examples/mlp.mlir -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM

// CHECK:      memref.global "private" @__merge_alloc_mlp_workspace : memref<131072xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
// CHECK-NEXT: func.func @mlp(%x: memref<128x128xf32>, %w: memref<128x128xf32>) -> memref<128x128xf32> {
// CHECK-NEXT:   %[[A:.*]] = memref.get_global @__merge_alloc_mlp_workspace : memref<131072xi8>
// CHECK-NEXT:   %[[OFF0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[OFF65536:.*]] = arith.constant 65536 : index
// CHECK:        %a0 = memref.view %[[A]][%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:        %b0 = memref.view %[[A]][%[[OFF65536]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:        %c0 = memref.view %[[A]][%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:        %d0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// CHECK-NOT:    memref.alloc
// CHECK:        func.return %d0

// UPSTREAM: memref.global "private" @__merge_alloc_mlp_workspace : memref<131072xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
// UPSTREAM: memref.get_global @__merge_alloc_mlp_workspace : memref<131072xi8>
