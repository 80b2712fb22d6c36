// The call-tree example of README.md (section Deployment): @main calls @layer
// twice; with `merge-alloc{arena=global call-tree}` both calls use one block of
// @main's global arena and nothing is allocated at run time.
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
