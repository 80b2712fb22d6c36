// arena=argument: the function gains a trailing workspace argument per memory
// space (`%workspace`, `%workspace_space1` for space 1), publishes its size and
// alignment (attribute and `@NAME_WORKSPACE_bytes`), and every call site in the
// module passes a block of the caller's own arena. Without `call-tree` the
// block is made once per callee at the start of the call's scope block and
// reserved for the whole scope: calls in an scf.for share it; a call in an
// scf.forall body gets the body's block (one slot per thread).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @callee(%x: memref<4xf32>, %workspace: memref<64xi8>, %workspace_space1: memref<128xi8, 1 : i64>)
// CHECK-SAME:    merge_alloc.workspaces = {workspace = {bytes = 64 : i64, alignment = 64 : i64}, workspace_space1 = {bytes = 128 : i64, alignment = 64 : i64}}
// CHECK:         %t = memref.view %workspace
// CHECK:         %s = memref.view %workspace_space1
// CHECK-LABEL: func.func @callee_workspace_bytes() -> index
// CHECK:         arith.constant 64 : index
// CHECK-LABEL: func.func @callee_workspace_space1_bytes() -> index
// CHECK:         arith.constant 128 : index
// One block for both calls in the loop (64 bytes), one per thread of the
// forall (6 x 64): 448 bytes; in space 1, 128 + 6 x 128.
// CHECK-LABEL: func.func @caller(%x: memref<4xf32>, %workspace: memref<448xi8>, %workspace_space1: memref<896xi8, 1 : i64>)
// CHECK-DAG:     %callee_workspace = memref.view %workspace[%{{.*}}][] : memref<448xi8> to memref<64xi8>
// CHECK-DAG:     %callee_workspace_space1 = memref.view %workspace_space1[%{{.*}}][] : memref<896xi8, 1 : i64> to memref<128xi8, 1 : i64>
// CHECK:         scf.for
// CHECK-NEXT:      func.call @callee(%x, %callee_workspace, %callee_workspace_space1)
// CHECK-NEXT:      func.call @callee(%x, %callee_workspace, %callee_workspace_space1)
// CHECK:         scf.forall (%i) in (6) {
// CHECK:           %[[BLOCK:.*]] = memref.view %workspace[%{{.*}}][] : memref<448xi8> to memref<64xi8>
// CHECK:           func.call @callee(%x, %[[BLOCK]], %{{.*}})
// CHECK-NOT:     merge_alloc.workspace_use

// UPSTREAM: func.func @caller(%arg0: memref<4xf32>, %arg1: memref<448xi8>, %arg2: memref<896xi8, 1>)

func.func @callee(%x: memref<4xf32>) {
  %t = memref.alloc() : memref<16xf32>
  "test.use"(%x, %t) : (memref<4xf32>, memref<16xf32>) -> ()
  %s = memref.alloc() : memref<32xf32, 1>
  "test.use"(%s) : (memref<32xf32, 1>) -> ()
  return
}

func.func @caller(%x: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    func.call @callee(%x) : (memref<4xf32>) -> ()
    func.call @callee(%x) : (memref<4xf32>) -> ()
  }
  scf.forall (%i) in (6) {
    func.call @callee(%x) : (memref<4xf32>) -> ()
  }
  return
}
