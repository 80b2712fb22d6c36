// inputs-in-workspace moves only the arguments the function never writes. An
// argument it may write is an output parameter: the caller reads it after
// the call. Moved into the workspace it was live only to its last use in the
// function, and a later buffer took its bytes (here %t2 was placed on %out
// after the copy), so the caller read that buffer's values instead of the
// result. Written: the `outs` of a linalg op, the target of `memref.copy`, a
// `memref.store`, a view of it written, and an operand of an op whose effects
// are unknown (a call); read only: the source of a copy, a linalg `ins`, a load.
// RUN: xdsl-opt -p 'merge-alloc{arena=global inputs-in-workspace}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-LABEL: func.func @f(%out: memref<16xf32>, %acc: memref<16xf32>, %slot: memref<4xf32>, %half: memref<16xf32>, %ext: memref<16xf32>)
// CHECK-DAG:     %x = memref.view %workspace[%{{.*}}][] {merge_alloc.input = 0 : i64}
// CHECK-DAG:     %w = memref.view %workspace[%{{.*}}][] {merge_alloc.input = 2 : i64}
// CHECK-DAG:     %i = memref.view %workspace[%{{.*}}][] {merge_alloc.input = 4 : i64}
// CHECK-LABEL: func.func @f_input_0()
// CHECK-LABEL: func.func @f_input_2()
// CHECK-LABEL: func.func @f_input_4()
// CHECK-NOT:   func.func @f_input_
// UPSTREAM-LABEL: func.func @f(
func.func @f(%x: memref<16xf32>, %out: memref<16xf32>, %w: memref<16xf32>, %acc: memref<16xf32>, %i: memref<4xf32>, %slot: memref<4xf32>, %half: memref<16xf32>, %ext: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %t = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %w : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  memref.copy %t, %out : memref<16xf32> to memref<16xf32>
  linalg.add ins(%x, %t : memref<16xf32>, memref<16xf32>) outs(%acc : memref<16xf32>)
  %v = memref.load %i[%c0] : memref<4xf32>
  memref.store %v, %slot[%c0] : memref<4xf32>
  %h = memref.subview %half[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  linalg.fill ins(%two : f32) outs(%h : memref<8xf32, strided<[1]>>)
  func.call @kernel(%ext) : (memref<16xf32>) -> ()
  %t2 = memref.alloc() : memref<16xf32>
  linalg.fill ins(%two : f32) outs(%t2 : memref<16xf32>)
  %t3 = memref.alloc() : memref<16xf32>
  linalg.mul ins(%t2, %t2 : memref<16xf32>, memref<16xf32>) outs(%t3 : memref<16xf32>)
  func.call @kernel(%t3) : (memref<16xf32>) -> ()
  return
}
func.func private @kernel(memref<16xf32>)

// UNSUPPORTED: fast-tier
