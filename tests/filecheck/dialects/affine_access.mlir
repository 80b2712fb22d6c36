// affine.load / affine.store: a plain SSA id in the access is a map dimension,
// as in MLIR. xDSL read every id as a symbol (`affine_map<()[s0] -> (s0)>`),
// which prints alike in custom form but which MLIR 22 refuses in generic form
// for a loop induction variable ("operand cannot be used as a symbol"), so
// `--print-op-generic` output of merge-alloc-opt and of xdsl-opt -p merge-alloc
// did not verify upstream.
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: filecheck %s --input-file=%t.generic.mlir
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s --check-prefix=CUSTOM
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK: "affine.store"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = affine_map<(d0) -> (d0)>}>
// CHECK: "affine.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = affine_map<(d0, d1) -> (d0, ((d1 * -1) + 3))>}>
// CUSTOM:      affine.store %f, %t[%j] : memref<4xf32>
// CUSTOM-NEXT: %v = affine.load %m[%i, %j * -1 + 3] : memref<8x4xf32>
// UPSTREAM: affine.load %{{.*}}[%{{.*}}, -%{{.*}} + 3] : memref<8x4xf32>
func.func @f(%t: memref<4xf32>, %m: memref<8x4xf32>, %f: f32) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      affine.store %f, %t[%j] : memref<4xf32>
      %v = affine.load %m[%i, 3 - %j] : memref<8x4xf32>
    }
  }
  return
}

// UNSUPPORTED: fast-tier
