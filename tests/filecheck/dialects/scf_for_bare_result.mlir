// RUN: merge-alloc-opt %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt %s | %mlir_verify - | filecheck %s %}
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s --check-prefix=PASS

// scf.for with one loop-carried value and its type written without
// parentheses (`iter_args(%b = %buf) -> memref<2xf32>`), which MLIR reads
// (parseOptionalArrowTypeList) and the upstream deallocation tests
// (mlir/test/Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/)
// write.

func.func @loop(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %x: f32) -> (memref<2xf32>, f32) {
  %1 = scf.for %i = %lb to %ub step %step iter_args(%b = %buf) -> memref<2xf32> {
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  %2 = scf.for %i = %lb to %ub step %step iter_args(%s = %x) -> (f32) {
    scf.yield %s : f32
  }
  %3 = scf.for %i = %lb to %ub step %step iter_args(%s = %x) -> f32 : index {
    scf.yield %s : f32
  }
  return %1, %3 : memref<2xf32>, f32
}

// CHECK:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (memref<2xf32>) {
// CHECK:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) {
// CHECK:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) {

// PASS: memref.alloc
// PASS: scf.yield

// UNSUPPORTED: fast-tier
