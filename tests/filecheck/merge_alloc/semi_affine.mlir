// Sizes computed by semi-affine maps (ceildiv / floordiv / mod by a symbol,
// products of symbols): bounded where the operands are, else the alloc stays
// with a warning naming the size; never a traceback.
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir %}

// 64 ceildiv s0 with s0 >= 1: at most 64 elements; min(d0 floordiv s0, d0 mod
// s0, s0 * s0, 32): at most 32; 64 * 64 elements.
// The three are live one after another: one 64 * 64 * 4-byte slot.
// CHECK: %merged = memref.alloc() {alignment = 64 : i64} : memref<16384xi8>
// CHECK: %a = memref.view %merged[{{.*}}][%x]
// CHECK: %b = memref.view %merged[{{.*}}][%y]
// CHECK: %c = memref.view %merged[{{.*}}][%z]
// CHECK: %d = memref.alloc(%w) : memref<?xf32>
// WARN: semi_affine.mlir:34:3: warning: 'memref.alloc' op %d left as it is: it has a dynamic shape and no upper bound for its size #0 (%w): %s is an argument of 'func.func'
// WARN-NOT: warning

func.func @f(%n: index, %s: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %pos = arith.maxsi %s, %c1 : index
  %x = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c64)[%pos]
  %a = memref.alloc(%x) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  %y = affine.min affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0, s0 * s0, 32)>(%n)[%s]
  %b = memref.alloc(%y) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  %z = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%c64)[%c64]
  %c = memref.alloc(%z) : memref<?xf32>
  "test.use"(%c) : (memref<?xf32>) -> ()
  %w = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c64)[%s]
  %d = memref.alloc(%w) : memref<?xf32>
  "test.use"(%d) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  return
}

// UNSUPPORTED: fast-tier
