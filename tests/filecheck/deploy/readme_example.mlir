// The README's deployment example, kept true.
// RUN: xdsl-opt -p 'merge-alloc{arena=global call-tree}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt -p 'merge-alloc{arena=argument call-tree}' %s | filecheck %s --check-prefix=ARG

// CHECK-LABEL: func.func @layer(%x: memref<256xf32>, %workspace: memref<1024xi8>)
// CHECK-SAME:    attributes {merge_alloc.workspaces = {workspace = {bytes = 1024 : i64, alignment = 64 : i64}}}
// CHECK-NEXT:    %off0 = arith.constant 0 : index
// CHECK-NEXT:    %t = memref.view %workspace[%off0][] : memref<1024xi8> to memref<256xf32>
// CHECK-LABEL: func.func @layer_workspace_bytes() -> index attributes {merge_alloc.generated} {
// CHECK-NEXT:    %0 = arith.constant 1024 : index
// CHECK-NEXT:    func.return %0 : index
// CHECK:       memref.global "private" @__merge_alloc_main_workspace : memref<2048xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
// CHECK-NEXT:  func.func @main() {
// CHECK-NEXT:    %workspace = memref.get_global @__merge_alloc_main_workspace : memref<2048xi8>
// CHECK-NEXT:    %off1024 = arith.constant 1024 : index
// CHECK-NEXT:    %off0 = arith.constant 0 : index
// CHECK-NEXT:    %in = memref.view %workspace[%off1024][] : memref<2048xi8> to memref<256xf32>
// CHECK:         %layer_workspace = memref.view %workspace[%off0][] : memref<2048xi8> to memref<1024xi8>
// CHECK-NEXT:    func.call @layer(%in, %layer_workspace) : (memref<256xf32>, memref<1024xi8>) -> ()
// CHECK-NEXT:    %layer_workspace_1 = memref.view %workspace[%off0][] : memref<2048xi8> to memref<1024xi8>
// CHECK-NEXT:    func.call @layer(%in, %layer_workspace_1) : (memref<256xf32>, memref<1024xi8>) -> ()
// CHECK-NOT:     memref.alloc

// UPSTREAM: memref.global "private" @__merge_alloc_main_workspace : memref<2048xi8>

// ARG-LABEL: func.func @main(%workspace: memref<2048xi8>)
// ARG-LABEL: func.func @main_workspace_bytes() -> index
// ARG-NEXT:    arith.constant 2048 : index

func.func @layer(%x: memref<256xf32>) {
  %t = memref.alloc() : memref<256xf32>
  memref.copy %x, %t : memref<256xf32> to memref<256xf32>
  memref.copy %t, %x : memref<256xf32> to memref<256xf32>
  return
}

func.func @main() {
  %in = memref.alloc() : memref<256xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%in : memref<256xf32>)
  func.call @layer(%in) : (memref<256xf32>) -> ()
  func.call @layer(%in) : (memref<256xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
