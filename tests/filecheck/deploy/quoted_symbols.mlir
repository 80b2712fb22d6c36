// Functions whose symbols are quoted (`@"my layer"`, `@"1st"`: valid symbol
// names that are not valid SSA names). A caller's block of a callee's
// workspace is named after the callee; the pass used to set that name as
// given and died with xDSL's `ValueError: Invalid OpResult name format`
// (a traceback) under `arena=argument` and `call-tree`. Other characters are
// now written `_`, and a leading digit gets a `_` in front.
// RUN: xdsl-opt -p 'merge-alloc{arena=argument}' %s -o %t.arg.mlir
// RUN: filecheck %s --input-file=%t.arg.mlir --check-prefix=ARG
// RUN: xdsl-opt -p 'merge-alloc{arena=global call-tree}' %s -o %t.tree.mlir
// RUN: filecheck %s --input-file=%t.tree.mlir --check-prefix=TREE
// RUN: %if mlir-opt %{ %mlir_verify %t.arg.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.tree.mlir | filecheck %s --check-prefix=UPSTREAM %}

// ARG-LABEL: func.func @main(
// ARG-DAG:     %[[B:_1st_workspace]] = memref.view %workspace
// ARG-DAG:     %[[A:my_layer_workspace]] = memref.view %workspace
// ARG:         func.call @"my layer"(%{{.*}}, %[[A]])
// ARG-NEXT:    func.call @"1st"(%{{.*}}, %[[B]])
// TREE-LABEL: func.func @main(
// TREE:         %[[A:my_layer_workspace]] = memref.view
// TREE:         func.call @"my layer"(%{{.*}}, %[[A]])
// TREE:         %[[B:_1st_workspace]] = memref.view
// TREE:         func.call @"1st"(%{{.*}}, %[[B]])
// UPSTREAM-LABEL: func.func @main(
func.func private @"my layer"(%x: memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  memref.copy %x, %t : memref<16xf32> to memref<16xf32>
  memref.copy %t, %x : memref<16xf32> to memref<16xf32>
  return
}
func.func private @"1st"(%x: memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  memref.copy %x, %t : memref<16xf32> to memref<16xf32>
  memref.copy %t, %x : memref<16xf32> to memref<16xf32>
  return
}
func.func @main(%x: memref<16xf32>) {
  func.call @"my layer"(%x) : (memref<16xf32>) -> ()
  func.call @"1st"(%x) : (memref<16xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
