// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}

// vector.shape_cast as MLIR 22 writes it after vectorization; stock xDSL
// 0.74 cannot read it (dialects/vector.py).

func.func @shape_cast(%v: vector<4x4xf32>, %s: vector<2x[4]xi8>, %r: vector<f32>) -> vector<2x8xf32> {
  %flat = vector.shape_cast %v : vector<4x4xf32> to vector<16xf32>
  %back = vector.shape_cast %flat {tag} : vector<16xf32> to vector<2x8xf32>
  %scalable = vector.shape_cast %s : vector<2x[4]xi8> to vector<[8]xi8>
  %one = vector.shape_cast %r : vector<f32> to vector<1x1xf32>
  func.return %back : vector<2x8xf32>
}

// CHECK-LABEL: func.func @shape_cast
// CHECK-NEXT:    %flat = vector.shape_cast %v : vector<4x4xf32> to vector<16xf32>
// CHECK-NEXT:    %back = vector.shape_cast %flat {tag} : vector<16xf32> to vector<2x8xf32>
// CHECK-NEXT:    %scalable = vector.shape_cast %s : vector<2x[4]xi8> to vector<[8]xi8>
// CHECK-NEXT:    %one = vector.shape_cast %r : vector<f32> to vector<1x1xf32>
// CHECK-NEXT:    func.return %back : vector<2x8xf32>

// UPSTREAM-LABEL: func.func @shape_cast
// UPSTREAM-NEXT:    %0 = vector.shape_cast %arg0 : vector<4x4xf32> to vector<16xf32>
// UPSTREAM-NEXT:    %1 = vector.shape_cast %0 {tag} : vector<16xf32> to vector<2x8xf32>
// UPSTREAM-NEXT:    %2 = vector.shape_cast %arg1 : vector<2x[4]xi8> to vector<[8]xi8>
// UPSTREAM-NEXT:    %3 = vector.shape_cast %arg2 : vector<f32> to vector<1x1xf32>
// UPSTREAM-NEXT:    return %1 : vector<2x8xf32>

// UNSUPPORTED: fast-tier
