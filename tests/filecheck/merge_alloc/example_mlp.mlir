// README command 1: the shipped MLP example.
// RUN: xdsl-opt -p merge-alloc %S/../../../examples/mlp.mlir -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// UPSTREAM:      {{^}}module {
// UPSTREAM-LABEL: func.func @mlp(
// UPSTREAM-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// UPSTREAM-NEXT:    %[[OFF0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:    %[[OFF65536:.*]] = arith.constant 65536 : index
// UPSTREAM:         %[[A:.*]] = memref.view %[[M]][%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// UPSTREAM:         %[[B:.*]] = memref.view %[[M]][%[[OFF65536]]][] : memref<131072xi8> to memref<128x128xf32>
// UPSTREAM-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[B]] : memref<128x128xf32>)
// UPSTREAM-NEXT:    linalg.matmul ins(%[[A]], %arg1 : {{.*}}) outs(%[[B]] : memref<128x128xf32>)
// UPSTREAM-NEXT:    %[[C:.*]] = memref.view %[[M]][%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// UPSTREAM:         %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// UPSTREAM-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : memref<128x128xf32>)
// UPSTREAM-NEXT:    linalg.matmul ins(%[[C]], %arg1 : {{.*}}) outs(%[[D]] : memref<128x128xf32>)
// UPSTREAM-NEXT:    {{^ *}}return %[[D]] : memref<128x128xf32>

// CHECK:      %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK-NEXT: %[[OFF0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[OFF65536:.*]] = arith.constant 65536 : index
// CHECK:      %a0 = memref.view %[[M]][%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:      %b0 = memref.view %[[M]][%[[OFF65536]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:      %c0 = memref.view %[[M]][%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:      %d0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// CHECK-NOT:  memref.alloc
// CHECK:      func.return %d0
