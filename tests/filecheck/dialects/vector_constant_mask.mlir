// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}

// vector.constant_mask as MLIR 22 writes it for masked vectorization; stock
// xDSL 0.74 cannot read it (dialects/vector.py).

func.func @constant_mask() {
  %block = vector.constant_mask [3, 2] : vector<4x3xi1>
  %none = vector.constant_mask [0, 0] {tag} : vector<4x3xi1>
  %zero_d = vector.constant_mask [1] : vector<i1>
  %scalable = vector.constant_mask [2, 4] : vector<4x[4]xi1>
  "test.use"(%block, %none, %zero_d, %scalable) : (vector<4x3xi1>, vector<4x3xi1>, vector<i1>, vector<4x[4]xi1>) -> ()
  func.return
}

// CHECK-LABEL: func.func @constant_mask
// CHECK-NEXT:    %block = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:    %none = vector.constant_mask [0, 0] {tag} : vector<4x3xi1>
// CHECK-NEXT:    %zero_d = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT:    %scalable = vector.constant_mask [2, 4] : vector<4x[4]xi1>

// UPSTREAM-LABEL: func.func @constant_mask
// UPSTREAM-NEXT:    %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// UPSTREAM-NEXT:    %1 = vector.constant_mask [0, 0] {tag} : vector<4x3xi1>
// UPSTREAM-NEXT:    %2 = vector.constant_mask [1] : vector<i1>
// UPSTREAM-NEXT:    %3 = vector.constant_mask [2, 4] : vector<4x[4]xi1>

// UNSUPPORTED: fast-tier
