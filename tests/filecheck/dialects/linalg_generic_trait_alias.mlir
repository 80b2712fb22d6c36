// RUN: merge-alloc-opt %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt %s | %mlir_verify - | filecheck %s %}
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s

// linalg.generic whose traits are an attribute alias (`linalg.generic
// #trait ins(...)`), as in the upstream test
// mlir/test/Dialect/Linalg/roundtrip.mlir: MLIR reads any attribute that is
// a dictionary there.

#trait = {
  indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"],
  library_call = "some_broadcast_external_fn"
}

func.func @generic_trait_alias(%arg0: memref<f32>, %arg1 : memref<3x4xf32>) {
  linalg.generic #trait
       ins(%arg0 : memref<f32>)
      outs(%arg1 : memref<3x4xf32>) {
    ^bb(%a: f32, %b: f32) :
      linalg.yield %a : f32
  }
  return
}

// CHECK-LABEL: func.func @generic_trait_alias
// CHECK:         linalg.generic {indexing_maps = [{{.*}}], iterator_types = ["parallel", "parallel"], library_call = "some_broadcast_external_fn"} ins(%{{.*}} : memref<f32>) outs(%{{.*}} : memref<3x4xf32>) {
// CHECK:           linalg.yield

// UNSUPPORTED: fast-tier
