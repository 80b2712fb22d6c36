// RUN: xdsl-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect %s | xdsl-opt --allow-unregistered-dialect | filecheck %s
// RUN: %if mlir-opt %{ xdsl-opt --allow-unregistered-dialect %s | %mlir_verify | filecheck %s --check-prefix=VERIFY %}

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

// VERIFY-LABEL: regions
// VERIFY: affine.parallel
// VERIFY: gpu.launch
