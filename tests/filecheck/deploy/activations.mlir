// A static arena or a workspace block is sound only if the pass sees every
// activation of the function. A recursive function, one whose address is taken
// (func.constant: it may be called indirectly) and, for `arena=global` without
// `call-tree`, one called from a parallel region keep a run-time arena, each
// with a one-line warning (an error under `strict`). With `call-tree` a
// function called from a parallel loop takes a workspace argument: its block
// comes from the loop body's own arena, one per iteration.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global}' %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument call-tree}' %s -o %t.tree.mlir 2>/dev/null
// RUN: filecheck %s --input-file=%t.tree.mlir --check-prefix=TREE
// RUN: %mlir_verify %t.tree.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global strict}' %s 2>&1 | filecheck %s --check-prefix=STRICT

// CHECK-LABEL: func.func @recursive(%n: index) {
// CHECK-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-LABEL: func.func @kernel() {
// CHECK-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-LABEL: func.func @indirect() {
// CHECK-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       memref.global "private" @__merge_alloc_entry_workspace : memref<64xi8>
// CHECK-LABEL: func.func @entry() {
// CHECK-NEXT:    memref.get_global @__merge_alloc_entry_workspace

// WARN: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: 'func.func' op @recursive keeps a run-time arena: it is recursive
// WARN: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: 'func.func' op @kernel keeps a run-time arena: it may run concurrently with itself (it is called from a parallel region)
// WARN: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: 'func.func' op @indirect keeps a run-time arena: its address is taken (it may be called indirectly)

// TREE-LABEL: func.func @recursive(%n: index) {
// TREE-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// TREE-LABEL: func.func @kernel(%workspace: memref<64xi8>)
// TREE-LABEL: func.func @entry(%workspace: memref<64xi8>)
// TREE:         scf.parallel
// TREE-NEXT:      %[[BODY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// TREE:           %kernel_workspace = memref.view %[[BODY]]
// TREE-NEXT:      func.call @kernel(%kernel_workspace) : (memref<64xi8>) -> ()
// TREE:         func.call @recursive(%c4) : (index) -> ()

// UPSTREAM: func.func @kernel(%arg0: memref<64xi8>)

// STRICT: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'func.func' op @recursive keeps a run-time arena: it is recursive

func.func @recursive(%n: index) {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi ne, %n, %c0 : index
  scf.if %more {
    %m = arith.subi %n, %c1 : index
    func.call @recursive(%m) : (index) -> ()
  }
  return
}

func.func @kernel() {
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  return
}

func.func @indirect() {
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%c) : (memref<16xf32>) -> ()
  return
}

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %f = "func.constant"() {value = @indirect} : () -> (() -> ())
  "func.call_indirect"(%f) : (() -> ()) -> ()
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    func.call @kernel() : () -> ()
    scf.reduce
  }
  func.call @recursive(%c4) : (index) -> ()
  %d = memref.alloc() : memref<16xf32>
  "test.use"(%d) : (memref<16xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
