// call-tree with outputs-in-workspace places a callee's returned buffers in
// the block its caller provides. A caller that frees the results (what
// --buffer-deallocation-pipeline makes every caller do) would then free that
// block: here both results lie in one block, so the run died with "double
// free detected" (the memref.dealloc of a view frees the viewed allocation).
// Such a callee keeps its returned buffers as real allocations, with a
// warning naming the dealloc; its other buffers still take the block.
// RUN: xdsl-opt -p 'merge-alloc{arena=global call-tree outputs-in-workspace}' %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// WARN: freed_results.mlir:21:1: warning: 'func.func' op @pair: its returned buffers stay real allocations (outputs-in-workspace): a caller frees its results ('memref.dealloc' op at {{.*}}freed_results.mlir:35:3)
// CHECK-LABEL: func.func private @pair(
// CHECK-SAME:    %workspace: memref<64xi8>
// CHECK:         %t = memref.view %workspace
// CHECK:         %a = memref.alloc() : memref<16xf32>
// CHECK:         %b = memref.alloc() : memref<16xf32>
// CHECK:         func.return %a, %b
// UPSTREAM-LABEL: func.func private @pair(
func.func private @pair(%x: memref<16xf32>) -> (memref<16xf32>, memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.mul ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  memref.dealloc %t : memref<16xf32>
  return %a, %b : memref<16xf32>, memref<16xf32>
}

func.func @main(%x: memref<16xf32>, %y: memref<16xf32>) {
  %a, %b = func.call @pair(%x) : (memref<16xf32>) -> (memref<16xf32>, memref<16xf32>)
  linalg.add ins(%a, %b : memref<16xf32>, memref<16xf32>) outs(%y : memref<16xf32>)
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

// UNSUPPORTED: fast-tier
