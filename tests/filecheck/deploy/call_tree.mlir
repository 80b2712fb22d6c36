// Whole-module planning: @main calls three layers, each with two 4 KiB
// temporaries live at once (an 8 KiB arena). Without `call-tree` every
// callee's workspace is a block of its caller's arena of its own, reserved for
// the caller's whole scope: 8 KiB of @main's own + 3 x 8 KiB = 32 KiB. With
// `call-tree` each block is live only during its call, so the three share
// bytes: the workspace is the peak of the call tree, 8 + 8 = 16 KiB.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument}' %s | filecheck %s --check-prefix=SEPARATE
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument call-tree}' %s -o %t.tree.mlir
// RUN: filecheck %s --input-file=%t.tree.mlir --check-prefix=TREE
// RUN: %mlir_verify %t.tree.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global call-tree}' %s -o %t.global.mlir
// RUN: filecheck %s --input-file=%t.global.mlir --check-prefix=GLOBAL
// RUN: %mlir_verify %t.global.mlir | filecheck %s --check-prefix=UPSTREAM-GLOBAL

// SEPARATE-LABEL: func.func @layer1(%x: memref<1024xf32>, %workspace: memref<8192xi8>)
// SEPARATE-SAME:    merge_alloc.workspaces = {workspace = {bytes = 8192 : i64, alignment = 64 : i64}}
// SEPARATE-LABEL: func.func @main(%workspace: memref<32768xi8>)
// SEPARATE-DAG:     %layer1_workspace = memref.view %workspace[%{{.*}}][] : memref<32768xi8> to memref<8192xi8>
// SEPARATE-DAG:     %layer2_workspace = memref.view %workspace[%{{.*}}][] : memref<32768xi8> to memref<8192xi8>
// SEPARATE-DAG:     %layer3_workspace = memref.view %workspace[%{{.*}}][] : memref<32768xi8> to memref<8192xi8>
// SEPARATE:         func.call @layer1(%in, %layer1_workspace) : (memref<1024xf32>, memref<8192xi8>) -> ()
// SEPARATE-LABEL: func.func @main_workspace_bytes() -> index
// SEPARATE:         arith.constant 32768 : index

// TREE-LABEL: func.func @layer1(%x: memref<1024xf32>, %workspace: memref<8192xi8>)
// TREE:         %a = memref.view %workspace[%{{.*}}][] : memref<8192xi8> to memref<1024xf32>
// TREE:         %b = memref.view %workspace[%{{.*}}][] : memref<8192xi8> to memref<1024xf32>
// TREE-NOT:     memref.alloc
// TREE-LABEL: func.func @layer1_workspace_bytes() -> index
// TREE:         %[[N:.*]] = arith.constant 8192 : index
// TREE:         func.return %[[N]] : index
// TREE-LABEL: func.func @main(%workspace: memref<16384xi8>)
// TREE-SAME:    merge_alloc.workspaces = {workspace = {bytes = 16384 : i64, alignment = 64 : i64}}
// TREE:         %[[B:.*]] = arith.constant 8192 : index
// TREE:         %layer1_workspace = memref.view %workspace[%[[B]]][] : memref<16384xi8> to memref<8192xi8>
// TREE-NEXT:    func.call @layer1(%in, %layer1_workspace) : (memref<1024xf32>, memref<8192xi8>) -> ()
// TREE:         %layer2_workspace = memref.view %workspace[%[[B]]][] : memref<16384xi8> to memref<8192xi8>
// TREE-NEXT:    func.call @layer2(%in, %layer2_workspace)
// TREE:         %layer3_workspace = memref.view %workspace[%[[B]]][] : memref<16384xi8> to memref<8192xi8>
// TREE-NEXT:    func.call @layer3(%in, %layer3_workspace)
// TREE-NOT:     merge_alloc.workspace_use
// TREE-LABEL: func.func @main_workspace_bytes() -> index
// TREE:         arith.constant 16384 : index

// With a global arena only the entry point has one; its callees get blocks.
// GLOBAL-LABEL: func.func @layer1(%x: memref<1024xf32>, %workspace: memref<8192xi8>)
// GLOBAL:       memref.global "private" @__merge_alloc_main_workspace : memref<16384xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
// GLOBAL-LABEL: func.func @main()
// GLOBAL:         %workspace = memref.get_global @__merge_alloc_main_workspace : memref<16384xi8>
// GLOBAL-NOT:   memref.alloc

// UPSTREAM: func.func @main(%arg0: memref<16384xi8>)
// UPSTREAM-GLOBAL: memref.global "private" @__merge_alloc_main_workspace : memref<16384xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}

func.func @layer1(%x: memref<1024xf32>) {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  "test.use"(%x, %a) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%a, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%b, %x) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

func.func @layer2(%x: memref<1024xf32>) {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  "test.use"(%x, %a) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%a, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%b, %x) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

func.func @layer3(%x: memref<1024xf32>) {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  "test.use"(%x, %a) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%a, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%b, %x) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

func.func @main() {
  %in = memref.alloc() : memref<1024xf32>
  %out = memref.alloc() : memref<1024xf32>
  "test.use"(%in, %out) : (memref<1024xf32>, memref<1024xf32>) -> ()
  func.call @layer1(%in) : (memref<1024xf32>) -> ()
  func.call @layer2(%in) : (memref<1024xf32>) -> ()
  func.call @layer3(%in) : (memref<1024xf32>) -> ()
  "test.use"(%in, %out) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
