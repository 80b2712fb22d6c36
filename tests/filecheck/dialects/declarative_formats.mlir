// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// The ops whose syntax is a declarative assembly format (docs/upstream.md),
// with the parts their custom directives read (`: i1, T`, `-> (T, U)`,
// `no_inline`, attributes in every place MLIR puts them); the globals are
// the hand-written memref.global beside them.

memref.global "nested" constant @e : memref<1xf64> = dense<1.5> {tag}
memref.global @u : memref<4xi32> = uninitialized

func.func @callee(%x: i32) -> i32 {
  func.return %x : i32
}

func.func @formats(%c: i1, %a: f32, %b: f32, %m: memref<4x4xi32>, %i: index, %s: memref<4xf32>, %t: memref<4xf32>, %x: i32) -> i32 {
  %y = arith.select %c, %a, %b : i1, f32
  %z = arith.select %c, %s, %t {tag} : memref<4xf32>
  memref.copy %s, %t {note = 1 : i32} : memref<4xf32> to memref<4xf32>
  %d = memref.cast %s : memref<4xf32> to memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %s : memref<4xf32> -> index {tag}
  %r:2 = memref.alloca_scope -> (index, index) {
    memref.alloca_scope.return {tag} %p, %i : index, index
  }
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x4xi32>
  %f = func.constant @callee : (i32) -> i32
  %v = func.call_indirect %f(%x) {tag} : (i32) -> i32
  %e:2 = scf.execute_region -> (i32, i32) no_inline {
    scf.yield %v, %x : i32, i32
  } {tag}
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %ti = gpu.thread_id y {tag}
    %bi = gpu.block_id z
    %bd = gpu.block_dim x
    gpu.barrier {k = 1 : i32}
    gpu.terminator
  }
  func.return %e#0 : i32
}

// CHECK:      memref.global "nested" constant @e : memref<1xf64> = dense<1.500000e+00> {tag}
// CHECK-NEXT: memref.global @u : memref<4xi32> = uninitialized
// CHECK-NEXT: func.func @callee(%x: i32) -> i32 {
// CHECK-NEXT:   func.return %x : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @formats(%c: i1, %a: f32, %b: f32, %m: memref<4x4xi32>, %i: index, %s: memref<4xf32>, %t: memref<4xf32>, %x: i32) -> i32 {
// CHECK-NEXT:   %y = arith.select %c, %a, %b : f32
// CHECK-NEXT:   %z = arith.select %c, %s, %t {tag} : memref<4xf32>
// CHECK-NEXT:   memref.copy %s, %t {note = 1 : i32} : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   %d = memref.cast %s : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:   %p = memref.extract_aligned_pointer_as_index %s : memref<4xf32> -> index {tag}
// CHECK-NEXT:   %r, %r_1 = memref.alloca_scope  -> (index, index) {
// CHECK-NEXT:     memref.alloca_scope.return {tag} %p, %i : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x4xi32>
// CHECK-NEXT:   %f = func.constant @callee : (i32) -> i32
// CHECK-NEXT:   %v = func.call_indirect %f(%x) {tag} : (i32) -> i32
// CHECK-NEXT:   %e, %e_1 = scf.execute_region -> (i32, i32) no_inline {
// CHECK-NEXT:     scf.yield %v, %x : i32, i32
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
// CHECK-NEXT:     %ti = gpu.thread_id y {tag}
// CHECK-NEXT:     %bi = gpu.block_id z
// CHECK-NEXT:     %bd = gpu.block_dim x
// CHECK-NEXT:     gpu.barrier {k = 1 : i32}
// CHECK-NEXT:     gpu.terminator
// CHECK-NEXT:   }
// CHECK-NEXT:   func.return %e : i32
// CHECK-NEXT: }

// VERIFY: func.func @formats

// UNSUPPORTED: fast-tier
