// gpu.launch is not a RegionBranchOpInterface op: an alloc used in its body
// (even one defined there) is an error at the gpu.launch op.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}gpu_launch.mlir:9:3: error: 'gpu.launch' op expecting RegionBranchOpInterface for merge-alloc{{$}}
// CHECK-NOT: {{.}}
func.func @gpu_launch(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %a = memref.alloc() : memref<16xf32>
    "test.source"(%a) : (memref<16xf32>) -> ()
    gpu.terminator
  }
  return
}
