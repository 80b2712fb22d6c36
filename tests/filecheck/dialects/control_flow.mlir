// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}

// Region ops merge-alloc meets in its scope tests: affine.for/if/parallel,
// gpu.launch, scf.while, scf.execute_region, scf.index_switch.

#set = affine_set<(d0) : (d0 - 2 >= 0)>
func.func @regions(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  affine.for %i = 0 to 16 {
    "test.use"(%i) : (index) -> ()
  }
  affine.if #set(%n) {
    "test.use"() : () -> ()
  } else {
    "test.use2"() : () -> ()
  }
  affine.parallel (%i, %j) = (0, max(0, %n)) to (16, 8) step (1, 2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %w = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
    %t = gpu.thread_id x
    gpu.barrier
    "test.use"(%w, %t) : (memref<16xf32, #gpu.address_space<workgroup>>, index) -> ()
    gpu.terminator
  }
  %w:2 = scf.while (%a = %c0, %b = %m) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %cond = arith.cmpi slt, %a, %n : index
    scf.condition(%cond) %a, %b : index, memref<4xf32>
  } do {
  ^bb0(%a2: index, %b2: memref<4xf32>):
    scf.yield %a2, %b2 : index, memref<4xf32>
  }
  func.call @callee(%m) : (memref<4xf32>) -> ()
  %u = builtin.unrealized_conversion_cast %n : index to i64
  func.return
}
func.func private @callee(memref<4xf32>)

// CHECK-LABEL: func.func @regions
// CHECK:      affine.for %{{.*}} = 0 to 16 {
// CHECK:      affine.if affine_set<(d0) : ((d0 + -2) >= 0)>(%n) {
// CHECK-NEXT:   "test.use"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT:   "test.use2"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%{{.*}}, %{{.*}}) = (0, max(0, %n)) to (16, 8) step (1, 2) {
// CHECK:      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
// CHECK-NEXT:   %w = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:   %t = gpu.thread_id x
// CHECK-NEXT:   gpu.barrier
// CHECK-NEXT:   "test.use"(%w, %t)
// CHECK-NEXT:   gpu.terminator
// CHECK-NEXT: }
// CHECK:      scf.while
// CHECK:      func.call @callee(%m) : (memref<4xf32>) -> ()
// CHECK-NEXT: %u = builtin.unrealized_conversion_cast %n : index to i64

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).
// VERIFY:      {{^}}#set = affine_set<(d0) : (d0 - 2 >= 0)>
// VERIFY-NEXT: {{^ *}}module {
// VERIFY-NEXT:   func.func @regions(%arg0: index, %arg1: memref<4xf32>) {
// VERIFY-NEXT:     %c0 = arith.constant 0 : index
// VERIFY-NEXT:     %c1 = arith.constant 1 : index
// VERIFY-NEXT:     %c16 = arith.constant 16 : index
// VERIFY-NEXT:     affine.for %arg2 = 0 to 16 {
// VERIFY-NEXT:       "test.use"(%arg2) : (index) -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     affine.if #set(%arg0) {
// VERIFY-NEXT:       "test.use"() : () -> ()
// VERIFY-NEXT:     } else {
// VERIFY-NEXT:       "test.use2"() : () -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     affine.parallel (%arg2, %arg3) = (0, max(0, %arg0)) to (16, 8) step (1, 2) {
// VERIFY-NEXT:       "test.use"(%arg2, %arg3) : (index, index) -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c16, %arg12 = %c1, %arg13 = %c1) {
// VERIFY-NEXT:       %alloc = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
// VERIFY-NEXT:       %thread_id_x = gpu.thread_id  x
// VERIFY-NEXT:       gpu.barrier
// VERIFY-NEXT:       "test.use"(%alloc, %thread_id_x) : (memref<16xf32, #gpu.address_space<workgroup>>, index) -> ()
// VERIFY-NEXT:       gpu.terminator
// VERIFY-NEXT:     }
// VERIFY-NEXT:     %0:2 = scf.while (%arg2 = %c0, %arg3 = %arg1) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
// VERIFY-NEXT:       %2 = arith.cmpi slt, %arg2, %arg0 : index
// VERIFY-NEXT:       scf.condition(%2) %arg2, %arg3 : index, memref<4xf32>
// VERIFY-NEXT:     } do {
// VERIFY-NEXT:     ^bb0(%arg2: index, %arg3: memref<4xf32>):
// VERIFY-NEXT:       scf.yield %arg2, %arg3 : index, memref<4xf32>
// VERIFY-NEXT:     }
// VERIFY-NEXT:     call @callee(%arg1) : (memref<4xf32>) -> ()
// VERIFY-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// VERIFY-NEXT:     {{^ *}}return
// VERIFY-NEXT:   }
// VERIFY-NEXT:   func.func private @callee(memref<4xf32>)
// VERIFY-NEXT: }

// UNSUPPORTED: fast-tier
