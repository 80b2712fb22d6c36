// Types that spell their identity layout, `memref<16xf32, affine_map<(d0) ->
// (d0)>>`: MLIR reads them as `memref<16xf32>`, and so does merge-alloc
// (dialects/xdsl_patch.py, docs/upstream.md entry 14). They are
// placed like any other buffer, their views have the layout-free type, and
// no `memref.cast` is needed any more (the pass once cast each view back to
// the spelled type, which xDSL kept; merge_alloc/rewrite/typed_view.py still
// does so for such types built in Python, tests/test_canonical_memref_types.py).
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global inputs-in-workspace pack-constants}' %s -o %t.deploy.mlir
// RUN: filecheck %s --input-file=%t.deploy.mlir --check-prefix=DEPLOY
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.deploy.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK:       memref.global "private" constant @k : memref<4xf32> = dense
// CHECK-LABEL: func.func @f(%in: memref<4xf32>, %out: memref<4xf32>)
// CHECK:         %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8, 1 : i64>
// CHECK:         %[[A:.*]] = memref.view %[[M]][%{{.*}}][] : memref<128xi8, 1 : i64> to memref<16xf32, 1 : i64>
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[M]][%{{.*}}][] : memref<128xi8, 1 : i64> to memref<16xf32, 1 : i64>
// CHECK-NEXT:    "test.use"(%[[A]], %[[B]]) : (memref<16xf32, 1 : i64>, memref<16xf32, 1 : i64>) -> ()
// CHECK-NEXT:    %[[K:.*]] = memref.get_global @k : memref<4xf32>
// CHECK-NEXT:    "test.use"(%[[K]]) : (memref<4xf32>) -> ()
// CHECK-NEXT:    memref.copy %in, %out : memref<4xf32> to memref<4xf32>
// CHECK-NOT:     affine_map
// CHECK-NOT:     memref.cast
// DEPLOY-LABEL: func.func @f(%out: memref<4xf32>)
// DEPLOY:         %[[IN:.*]] = memref.view %{{.*}} {merge_alloc.input = 0 : i64} : memref<64xi8> to memref<4xf32>
// DEPLOY-NEXT:    %[[A:.*]] = memref.view %{{.*}} : memref<128xi8, 1 : i64> to memref<16xf32, 1 : i64>
// DEPLOY-NEXT:    %[[B:.*]] = memref.view %{{.*}} : memref<128xi8, 1 : i64> to memref<16xf32, 1 : i64>
// DEPLOY-NEXT:    "test.use"(%[[A]], %[[B]])
// DEPLOY:         %[[K:.*]] = memref.view %{{.*}} : memref<16xi8> to memref<4xf32>
// DEPLOY-NEXT:    "test.use"(%[[K]])
// DEPLOY-NEXT:    memref.copy %[[IN]], %out
// DEPLOY-NOT:     memref.cast
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

// UNSUPPORTED: fast-tier
