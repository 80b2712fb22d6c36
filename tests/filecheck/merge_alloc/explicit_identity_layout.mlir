// Types that spell their identity layout, `memref<16xf32, affine_map<(d0) ->
// (d0)>>`: MLIR reads them as `memref<16xf32>`, xDSL keeps the map. They are
// laid out row-major from offset zero and are placed like any other buffer,
// but `memref.view` may not return a layout: the pass used to give the view
// the alloc's own type, which xDSL's verifier refused (`<unknown>:0: error:
// 'memref.view' op ... result must have identity layout`), as it did the views
// of packed constants and of inputs moved into the workspace. The view now has
// the layout-free type and a `memref.cast` gives the users the type they were
// written against (equal types in MLIR).
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global inputs-in-workspace pack-constants}' %s -o %t.deploy.mlir
// RUN: filecheck %s --input-file=%t.deploy.mlir --check-prefix=DEPLOY
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.deploy.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-LABEL: func.func @f(
// CHECK:         %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8, 1 : i64>
// CHECK:         %[[V:.*]] = memref.view %[[M]][%{{.*}}][] : memref<128xi8, 1 : i64> to memref<16xf32, 1 : i64>
// CHECK-NEXT:    %[[A:.*]] = memref.cast %[[V]] : memref<16xf32, 1 : i64> to memref<16xf32, affine_map<(d0) -> (d0)>, 1 : i64>
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[M]][%{{.*}}][] : memref<128xi8, 1 : i64> to memref<16xf32, 1 : i64>
// CHECK-NEXT:    "test.use"(%[[A]], %[[B]])
// DEPLOY-LABEL: func.func @f(%out: memref<4xf32>)
// DEPLOY:         %[[IN:.*]] = memref.view %{{.*}} {merge_alloc.input = 0 : i64} : memref<64xi8> to memref<4xf32>
// DEPLOY-NEXT:    %[[INCAST:.*]] = memref.cast %[[IN]] : memref<4xf32> to memref<4xf32, affine_map<(d0) -> (d0)>>
// DEPLOY:         memref.cast %{{.*}} : memref<16xf32, 1 : i64> to memref<16xf32, affine_map<(d0) -> (d0)>, 1 : i64>
// DEPLOY:         %[[K:.*]] = memref.view %{{.*}} : memref<16xi8> to memref<4xf32>
// DEPLOY-NEXT:    %[[KCAST:.*]] = memref.cast %[[K]] : memref<4xf32> to memref<4xf32, affine_map<(d0) -> (d0)>>
// DEPLOY-NEXT:    "test.use"(%[[KCAST]])
// DEPLOY-NEXT:    memref.copy %[[INCAST]], %out
// DEPLOY-LABEL: func.func @f_input_0() -> memref<4xf32>
// UPSTREAM-LABEL: func.func @f(
// UPSTREAM-NOT:   memref.alloc() : memref<16xf32, 1>
// UPSTREAM:       return
memref.global "private" constant @k : memref<4xf32, affine_map<(d0) -> (d0)>> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @f(%in: memref<4xf32, affine_map<(d0) -> (d0)>>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<16xf32, affine_map<(d0) -> (d0)>, 1>
  %b = memref.alloc() : memref<16xf32, 1>
  "test.use"(%a, %b) : (memref<16xf32, affine_map<(d0) -> (d0)>, 1>, memref<16xf32, 1>) -> ()
  %k = memref.get_global @k : memref<4xf32, affine_map<(d0) -> (d0)>>
  "test.use"(%k) : (memref<4xf32, affine_map<(d0) -> (d0)>>) -> ()
  memref.copy %in, %out : memref<4xf32, affine_map<(d0) -> (d0)>> to memref<4xf32>
  return
}
