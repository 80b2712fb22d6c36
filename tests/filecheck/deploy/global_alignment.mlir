// A global arena keeps the alignment its buffers need (the largest, here the
// 128 of %wide) and MLIR's lowering gives the LLVM global that alignment.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM

// CHECK:      memref.global "private" @__merge_alloc_f_workspace : memref<128xi8> = uninitialized {alignment = 128 : i64, merge_alloc.generated}
// CHECK:      %[[W:.*]] = memref.get_global @__merge_alloc_f_workspace : memref<128xi8>
// CHECK-DAG:  %wide = memref.view %[[W]][%{{.*}}][] : memref<128xi8> to memref<16xf32>
// CHECK-DAG:  %narrow = memref.view %[[W]][%{{.*}}][] : memref<128xi8> to memref<4xf32>

// UPSTREAM: memref.global "private" @__merge_alloc_f_workspace : memref<128xi8> = uninitialized {alignment = 128 : i64, merge_alloc.generated}

func.func @f() {
  %wide = memref.alloc() {alignment = 128 : i64} : memref<16xf32>
  %narrow = memref.alloc() : memref<4xf32>
  "test.use"(%wide, %narrow) : (memref<16xf32>, memref<4xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
