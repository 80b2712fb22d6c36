// The verifier rules of dialects/vector.py and index.py that a
// program can break, one chunk each: mlir-opt 22 reports each chunk with
// the message checked under UPSTREAM; merge-alloc-opt stops at the first
// chunk that fails, with one located line in the same words
// (tests/test_vector_ops.py checks every chunk's message):
// RUN: not merge-alloc-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify --split-input-file %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}vector_ops.mlir:33:3: error: 'vector.gather' op %0 expected result dim to match mask dim{{$}}
// CHECK-NOT: {{.}}

// UPSTREAM: vector_ops.mlir:33:{{[0-9]+}}: error: 'vector.gather' op expected result dim to match mask dim
// UPSTREAM: vector_ops.mlir:40:{{[0-9]+}}: error: 'vector.gather' op requires 2 indices
// UPSTREAM: vector_ops.mlir:47:{{[0-9]+}}: error: 'vector.compressstore' op base and valueToStore element type should match
// UPSTREAM: vector_ops.mlir:54:{{[0-9]+}}: error: 'vector.expandload' op expected pass_thru of same type as result type
// UPSTREAM: vector_ops.mlir:61:{{[0-9]+}}: error: 'vector.transpose' op dimension size mismatch at: 0
// UPSTREAM: vector_ops.mlir:68:{{[0-9]+}}: error: 'vector.transpose' op dimension size mismatch at: 1
// UPSTREAM: vector_ops.mlir:75:{{[0-9]+}}: error: use of value '%acc' expects different type than prior uses: 'vector<2x4xf32>' vs 'vector<2x3xf32>'
// UPSTREAM: vector_ops.mlir:82:{{[0-9]+}}: error: 'vector.outerproduct' op unsupported outerproduct type
// UPSTREAM: vector_ops.mlir:89:{{[0-9]+}}: error: 'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)
// UPSTREAM: vector_ops.mlir:96:{{[0-9]+}}: error: 'vector.insert_strided_slice' op expected offsets of same size as destination vector rank
// UPSTREAM: vector_ops.mlir:103:{{[0-9]+}}: error: 'vector.scan' op reduction dimension 2 has to be less than 2
// UPSTREAM: vector_ops.mlir:110:{{[0-9]+}}: error: 'vector.scan' op incompatible input/initial value shapes
// UPSTREAM: vector_ops.mlir:120:{{[0-9]+}}: error: 'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'
// UPSTREAM: vector_ops.mlir:129:{{[0-9]+}}: error: 'vector.contract' op expected an indexing map for each vector operand
// UPSTREAM: vector_ops.mlir:136:{{[0-9]+}}: error: 'index.casts' op operand type 'i64' and result type 'i32' are cast incompatible
// UPSTREAM: vector_ops.mlir:143:{{[0-9]+}}: error: custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 4 types
// UPSTREAM: vector_ops.mlir:150:{{[0-9]+}}: error: 'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'
// UPSTREAM: vector_ops.mlir:157:{{[0-9]+}}: error: 'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs

func.func @gather_mask(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<8xi1>, %v: vector<4xf32>, %i: index) {
  %0 = vector.gather %m[%i] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @gather_indices(%m: memref<4x4xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  %0 = vector.gather %m[%i] [%idx], %mask, %v : memref<4x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @compress_elt(%m: memref<16xi32>, %mask: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  vector.compressstore %m[%i], %mask, %v : memref<16xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @expand_pass(%m: memref<16xf32>, %mask: vector<4xi1>, %v: vector<8xf32>, %i: index) {
  %0 = vector.expandload %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}

// -----

func.func @transpose_perm(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [0, 0] : vector<2x3xf32> to vector<3x2xf32>
  return
}

// -----

func.func @transpose_dims(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func.func @outer_dim(%x: vector<2xf32>, %y: vector<4xf32>, %acc: vector<2x3xf32>) {
  %0 = vector.outerproduct %x, %y, %acc : vector<2xf32>, vector<4xf32>
  return
}

// -----

func.func @outer_kind(%x: vector<2xf32>, %y: vector<4xf32>, %acc: vector<2x4xf32>) {
  %0 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<xor>} : vector<2xf32>, vector<4xf32>
  return
}

// -----

func.func @extract_bounds(%v: vector<4x4xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @insert_offsets(%v: vector<2xf32>, %d: vector<4x4xf32>) {
  %0 = vector.insert_strided_slice %v, %d {offsets = [0], strides = [1]} : vector<2xf32> into vector<4x4xf32>
  return
}

// -----

func.func @scan_dim(%v: vector<4x8xi32>, %i: vector<4xi32>) {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2} : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_shape(%v: vector<4x8xi32>, %i: vector<8xi32>) {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1} : vector<4x8xi32>, vector<8xi32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_acc(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x5xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x5xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
func.func @contract_maps(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @casts(%a: i64) {
  %0 = index.casts %a : i64 to i32
  return
}

// -----

func.func @f(%s: f32) {
  %0 = vector.from_elements %s, %s : vector<4xf32>
  return
}

// -----

func.func @g() {
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @h(%v: vector<4xf32>) {
  %0 = vector.interleave %v, %v : vector<4xf32> -> vector<4xf32>
  return
}
