// A dynamic size that is always negative is a warning (an error under
// strict) and the alloc stays; a zero-sized alloc stays without a word.
// RUN: xdsl-opt -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.err
// RUN: not xdsl-opt -p 'merge-alloc{strict}' %s 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: filecheck %s --input-file=%t.mlir --check-prefix=IR
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir %}

// CHECK: negative_size.mlir:22:3: warning: 'memref.alloc' op %a left as it is: its size #0 (%n) is always negative (at most -5)
// CHECK: negative_size.mlir:26:3: warning: 'memref.alloc' op %b left as it is: its size #0 (%k) is always negative (at most -5)
// CHECK-NOT: warning
// STRICT: {{^}}{{.*}}negative_size.mlir:22:3: error: 'memref.alloc' op %a cannot be merged: its size #0 (%n) is always negative (at most -5){{$}}
// STRICT-NOT: {{.}}
// IR: %merged = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// IR: %a = memref.alloc(%n) : memref<?xf32>
// IR: %z = memref.alloc() : memref<0xf32>
// IR: %b = memref.alloc(%k) : memref<?xf32>
// IR: %c = memref.view %merged

func.func @f() {
  %n = arith.constant -5 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %z = memref.alloc() : memref<0xf32>
  %m8 = arith.constant 8 : index
  %k = arith.minsi %n, %m8 : index
  %b = memref.alloc(%k) : memref<?xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %z : memref<0xf32>
  memref.dealloc %c : memref<16xf32>
  return
}

// UNSUPPORTED: fast-tier
