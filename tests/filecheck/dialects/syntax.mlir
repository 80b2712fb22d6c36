// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// MLIR custom syntaxes that stock xDSL 0.74 rejects, and #gpu.address_space.

memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @g2 : memref<4xf32> = uninitialized
memref.global @g3 : memref<2xi32> = dense<0> {alignment = 64 : i64}

// CHECK:      memref.global "private" constant @g : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT: memref.global "private" @g2 : memref<4xf32> = uninitialized
// CHECK-NEXT: memref.global @g3 : memref<2xi32> = dense<0> {alignment = 64 : i64}

func.func @memref_ops(%n: index, %p: i1) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
  %d = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %d : memref<?xf32> to memref<4xf32>
  %ptr = memref.extract_aligned_pointer_as_index %a : memref<4096xi8> -> index
  %sel = arith.select %p, %d, %d : i1, memref<?xf32>
  %sel2 = arith.select %p, %n, %c0 : index
  memref.copy %d, %d : memref<?xf32> to memref<?xf32>
  %ws = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
  %pr = memref.alloc() : memref<16xf32, #gpu.address_space<private>>
  %gl = memref.alloc() : memref<16xf32, #gpu.address_space<global>>
  %gs = memref.memory_space_cast %gl : memref<16xf32, #gpu.address_space<global>> to memref<16xf32>
  %g1 = memref.memory_space_cast %gs {tag} : memref<16xf32> to memref<16xf32, 1>
  memref.alloca_scope {
    %q = memref.alloca() : memref<4xf32>
    "test.use"(%q) : (memref<4xf32>) -> ()
  }
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %n : index
  }
  func.return %ptr : index
}

// CHECK-LABEL: func.func @memref_ops
// CHECK:      %c = memref.cast %d : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %ptr = memref.extract_aligned_pointer_as_index %a : memref<4096xi8> -> index
// CHECK-NEXT: %sel = arith.select %p, %d, %d : memref<?xf32>
// CHECK-NEXT: %sel2 = arith.select %p, %n, %c0 : index
// CHECK-NEXT: memref.copy %d, %d : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %ws = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %pr = memref.alloc() : memref<16xf32, #gpu.address_space<private>>
// CHECK-NEXT: %gl = memref.alloc() : memref<16xf32, #gpu.address_space<global>>
// CHECK-NEXT: %gs = memref.memory_space_cast %gl : memref<16xf32, #gpu.address_space<global>> to memref<16xf32>
// CHECK-NEXT: %g1 = memref.memory_space_cast %gs {tag} : memref<16xf32> to memref<16xf32, 1 : i64>
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT:   %q = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   "test.use"(%q) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %r = memref.alloca_scope -> (index) {
// CHECK-NEXT:   memref.alloca_scope.return %n : index
// CHECK-NEXT: }

func.func @scf_ops(%p: i1, %n: index, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = scf.if %p -> memref<4xf32> {
    scf.yield %m : memref<4xf32>
  } else {
    %x = memref.alloc() : memref<4xf32>
    scf.yield %x : memref<4xf32>
  }
  scf.if %p {
    "test.source"() : () -> ()
  } else {
    "test.sink"() : () -> ()
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%l: index, %r: index):
      %z = arith.addi %l, %r : index
      scf.reduce.return %z : index
    }
  }
  %e = scf.execute_region -> memref<4xf32> {
    scf.yield %m : memref<4xf32>
  }
  scf.index_switch %n
  case 1 {
    "test.use"() : () -> ()
    scf.yield
  }
  default {
  }
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @scf_ops
// CHECK:      %a = scf.if %p -> (memref<4xf32>) {
// CHECK-NEXT:   scf.yield %m : memref<4xf32>
// CHECK-NEXT: } else {
// The implicit scf.yield after an unregistered op is created (and not printed).
// CHECK:      scf.if %p {
// CHECK-NEXT:   "test.source"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT:   "test.sink"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
// CHECK-NEXT:   "test.use"(%[[I]], %[[J]]) : (index, index) -> ()
// CHECK-NEXT:   scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %sum = scf.parallel (%{{.*}}) = (%c0) to (%n) step (%c1) init (%c0) -> index {
// CHECK:      %e = scf.execute_region -> (memref<4xf32>) {
// CHECK:      scf.index_switch %n
// CHECK:      default {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).
// VERIFY:      {{^ *}}module {
// VERIFY-NEXT:   memref.global "private" constant @g : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// VERIFY-NEXT:   memref.global "private" @g2 : memref<4xf32> = uninitialized
// VERIFY-NEXT:   memref.global {{(\"public\" )?}}@g3 : memref<2xi32> = dense<0> {alignment = 64 : i64}
// VERIFY-NEXT:   func.func @memref_ops(%arg0: index, %arg1: i1) -> index {
// VERIFY-NEXT:     %c0 = arith.constant 0 : index
// VERIFY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// VERIFY-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// VERIFY-NEXT:     %cast = memref.cast %alloc_0 : memref<?xf32> to memref<4xf32>
// VERIFY-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4096xi8> -> index
// VERIFY-NEXT:     %0 = arith.select %arg1, %alloc_0, %alloc_0 : memref<?xf32>
// VERIFY-NEXT:     %1 = arith.select %arg1, %arg0, %c0 : index
// VERIFY-NEXT:     memref.copy %alloc_0, %alloc_0 : memref<?xf32> to memref<?xf32>
// VERIFY-NEXT:     %alloc_1 = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
// VERIFY-NEXT:     %alloc_2 = memref.alloc() : memref<16xf32, #gpu.address_space<private>>
// VERIFY-NEXT:     %alloc_3 = memref.alloc() : memref<16xf32, #gpu.address_space<global>>
// VERIFY-NEXT:     %memspacecast = memref.memory_space_cast %alloc_3 : memref<16xf32, #gpu.address_space<global>> to memref<16xf32>
// VERIFY-NEXT:     %memspacecast_4 = memref.memory_space_cast %memspacecast {tag} : memref<16xf32> to memref<16xf32, 1>
// VERIFY-NEXT:     memref.alloca_scope  {
// VERIFY-NEXT:       %alloca = memref.alloca() : memref<4xf32>
// VERIFY-NEXT:       "test.use"(%alloca) : (memref<4xf32>) -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     %2 = memref.alloca_scope  -> (index) {
// VERIFY-NEXT:       memref.alloca_scope.return %arg0 : index
// VERIFY-NEXT:     }
// VERIFY-NEXT:     {{^ *}}return %intptr : index
// VERIFY-NEXT:   }
// VERIFY-NEXT:   func.func @scf_ops(%arg0: i1, %arg1: index, %arg2: memref<4xf32>) -> memref<4xf32> {
// VERIFY-NEXT:     %c0 = arith.constant 0 : index
// VERIFY-NEXT:     %c1 = arith.constant 1 : index
// VERIFY-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32>) {
// VERIFY-NEXT:       scf.yield %arg2 : memref<4xf32>
// VERIFY-NEXT:     } else {
// VERIFY-NEXT:       %alloc = memref.alloc() : memref<4xf32>
// VERIFY-NEXT:       scf.yield %alloc : memref<4xf32>
// VERIFY-NEXT:     }
// VERIFY-NEXT:     scf.if %arg0 {
// VERIFY-NEXT:       "test.source"() : () -> ()
// VERIFY-NEXT:     } else {
// VERIFY-NEXT:       "test.sink"() : () -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// VERIFY-NEXT:       "test.use"(%arg3, %arg4) : (index, index) -> ()
// VERIFY-NEXT:       scf.reduce
// VERIFY-NEXT:     }
// VERIFY-NEXT:     %1 = scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) init (%c0) -> index {
// VERIFY-NEXT:       scf.reduce(%arg3 : index) {
// VERIFY-NEXT:       ^bb0(%arg4: index, %arg5: index):
// VERIFY-NEXT:         %3 = arith.addi %arg4, %arg5 : index
// VERIFY-NEXT:         scf.reduce.return %3 : index
// VERIFY-NEXT:       }
// VERIFY-NEXT:     }
// VERIFY-NEXT:     %2 = scf.execute_region -> memref<4xf32> {
// VERIFY-NEXT:       scf.yield %arg2 : memref<4xf32>
// VERIFY-NEXT:     }
// VERIFY-NEXT:     scf.index_switch %arg1
// VERIFY-NEXT:     case 1 {
// VERIFY-NEXT:       "test.use"() : () -> ()
// VERIFY-NEXT:       scf.yield
// VERIFY-NEXT:     }
// VERIFY-NEXT:     default {
// VERIFY-NEXT:     }
// VERIFY-NEXT:     {{^ *}}return %0 : memref<4xf32>
// VERIFY-NEXT:   }
// VERIFY-NEXT: }

// UNSUPPORTED: fast-tier
