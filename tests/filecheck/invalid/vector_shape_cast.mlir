// vector.shape_cast that changes the element type, the number of elements
// or the number of scalable dims: one located error line at the op, as
// mlir-opt 22 reports it (dialects/vector.py verifies MLIR's rules).
// merge-alloc-opt stops at the first chunk that fails (tests/test_vector_shape_cast.py
// checks all three messages):
// RUN: not merge-alloc-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify --split-input-file %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}vector_shape_cast.mlir:20:3: error: 'vector.shape_cast' op %0 has different source and result element types{{$}}
// CHECK-NOT: {{.}}

// UPSTREAM: vector_shape_cast.mlir:20:8: error: 'vector.shape_cast' op has different source and result element types
// UPSTREAM: vector_shape_cast.mlir:27:8: error: 'vector.shape_cast' op has different number of elements at source (16) and result (12)
// UPSTREAM: vector_shape_cast.mlir:34:8: error: 'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)

// -----

func.func @element_type(%v: vector<4x4xf32>) {
  %0 = vector.shape_cast %v : vector<4x4xf32> to vector<16xi32>
  return
}

// -----

func.func @elements(%v: vector<4x4xf32>) {
  %0 = vector.shape_cast %v : vector<4x4xf32> to vector<12xf32>
  return
}

// -----

func.func @scalable(%v: vector<2x[4]xf32>) {
  %0 = vector.shape_cast %v : vector<2x[4]xf32> to vector<8xf32>
  return
}
