// Several entry points that never run at the same time can share one arena
// sized to the largest (TVM USMP's U2): one global for `arena=global`; with
// `arena=argument` every entry point takes a workspace of the largest size, so
// a caller allocates one buffer for all of them.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global shared-arena}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument shared-arena}' %s | filecheck %s --check-prefix=ARG

// CHECK:       memref.global "private" @__merge_alloc_shared_workspace : memref<4096xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
// CHECK-LABEL: func.func @small()
// CHECK-NEXT:    %[[S:.*]] = memref.get_global @__merge_alloc_shared_workspace : memref<4096xi8>
// CHECK:         memref.view %[[S]][%{{.*}}][] : memref<4096xi8> to memref<16xf32>
// CHECK-LABEL: func.func @large()
// CHECK-NEXT:    %[[L:.*]] = memref.get_global @__merge_alloc_shared_workspace : memref<4096xi8>
// CHECK:         memref.view %[[L]][%{{.*}}][] : memref<4096xi8> to memref<1024xf32>
// CHECK-NOT:   memref.global

// ARG-LABEL: func.func @small(%workspace: memref<4096xi8>)
// ARG-SAME:    merge_alloc.workspaces = {workspace = {bytes = 4096 : i64, alignment = 64 : i64}}
// ARG-LABEL: func.func @small_workspace_bytes()
// ARG:         arith.constant 4096 : index
// ARG-LABEL: func.func @large(%workspace: memref<4096xi8>)
// ARG-LABEL: func.func @large_workspace_bytes()
// ARG:         arith.constant 4096 : index

// UPSTREAM-COUNT-2: memref.get_global @__merge_alloc_shared_workspace : memref<4096xi8>

func.func @small() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}

func.func @large() {
  %b = memref.alloc() : memref<1024xf32>
  "test.use"(%b) : (memref<1024xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
