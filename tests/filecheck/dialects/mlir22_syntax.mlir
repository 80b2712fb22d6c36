// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}

// What MLIR 22 writes and stock xDSL 0.74 cannot read: shapes with spaces,
// memref.prefetch, and vector.print's custom syntax.

func.func @spaced_shapes(%m: memref<8 x f32>, %d: memref<? x 8 x f32, 1>, %t: tensor<4 x ? x f32>, %v: vector<4 x [8] x f32>, %n: memref<4 x vector<4 x f32>>, %u: tensor<* x f32>, %s: memref<8 x 4 x i8, strided<[4, 1]>>) {
  %a = memref.alloc() : memref<4 x 8 x f32>
  %e = tensor.empty() : tensor<4 x 8 x f32>
  "test.use"(%a, %e) : (memref<4 x 8 x f32>, tensor<4 x 8 x f32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @spaced_shapes
// CHECK-SAME:  (%m: memref<8xf32>, %d: memref<?x8xf32, 1 : i64>, %t: tensor<4x?xf32>, %v: vector<4x[8]xf32>, %n: memref<4xvector<4xf32>>, %u: tensor<*xf32>, %s: memref<8x4xi8, strided<[4, 1]>>)
// CHECK:       %a = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT:  %e = tensor.empty() : tensor<4x8xf32>

// UPSTREAM-LABEL: func.func @spaced_shapes
// UPSTREAM-SAME:  (%arg0: memref<8xf32>, %arg1: memref<?x8xf32, 1>, %arg2: tensor<4x?xf32>, %arg3: vector<4x[8]xf32>, %arg4: memref<4xvector<4xf32>>, %arg5: tensor<*xf32>, %arg6: memref<8x4xi8, strided<[4, 1]>>)
// UPSTREAM:       memref.alloc() : memref<4x8xf32>
// UPSTREAM:       tensor.empty() : tensor<4x8xf32>

func.func @prefetch(%m: memref<400x400xi32>, %i: index, %j: index, %z: memref<f32>) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<400 x 400 x i32>
  memref.prefetch %z[], read, locality<1>, data : memref<f32>
  func.return
}

// CHECK-LABEL: func.func @prefetch
// CHECK-NEXT:  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT:  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT:  memref.prefetch %z[], read, locality<1>, data : memref<f32>

// UPSTREAM-LABEL: func.func @prefetch
// UPSTREAM-NEXT:  memref.prefetch %arg0[%arg1, %arg2], read, locality<3>, data : memref<400x400xi32>
// UPSTREAM-NEXT:  memref.prefetch %arg0[%arg1, %arg2], write, locality<0>, instr : memref<400x400xi32>
// UPSTREAM-NEXT:  memref.prefetch %arg3[], read, locality<1>, data : memref<f32>

func.func @vector_print(%v: vector<4xf32>, %f: f32, %i: index, %k: vector<2x3xi8>) {
  vector.print %v : vector<4xf32>
  vector.print %f : f32
  vector.print %i : index
  vector.print %k : vector<2x3xi8> punctuation <comma>
  vector.print %v : vector<4xf32> punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print str "hello\n"
  vector.print punctuation <newline> str "world"
  vector.print
  vector.print {punctuation = #vector.punctuation<comma>}
  func.return
}

// CHECK-LABEL: func.func @vector_print
// CHECK-NEXT:  vector.print %v : vector<4xf32>
// CHECK-NEXT:  vector.print %f : f32
// CHECK-NEXT:  vector.print %i : index
// CHECK-NEXT:  vector.print %k : vector<2x3xi8> punctuation <comma>
// CHECK-NEXT:  vector.print %v : vector<4xf32> punctuation <no_punctuation>
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  vector.print str "hello\0A"
// CHECK-NEXT:  vector.print str "world"
// CHECK-NEXT:  vector.print
// CHECK-NEXT:  vector.print punctuation <comma>

// UPSTREAM-LABEL: func.func @vector_print
// UPSTREAM-NEXT:  vector.print %arg0 : vector<4xf32>
// UPSTREAM-NEXT:  vector.print %arg1 : f32
// UPSTREAM-NEXT:  vector.print %arg2 : index
// UPSTREAM-NEXT:  vector.print %arg3 : vector<2x3xi8> punctuation <comma>
// UPSTREAM-NEXT:  vector.print %arg0 : vector<4xf32> punctuation <no_punctuation>
// UPSTREAM-NEXT:  vector.print punctuation <open>
// UPSTREAM-NEXT:  vector.print punctuation <close>
// UPSTREAM-NEXT:  vector.print str "hello\0A"
// UPSTREAM-NEXT:  vector.print str "world"
// UPSTREAM-NEXT:  vector.print
// UPSTREAM-NEXT:  vector.print punctuation <comma>

// UNSUPPORTED: fast-tier
