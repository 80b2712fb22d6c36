func.func @per_thread() {
  scf.forall (%i) in (1000) {
    %t = memref.alloc() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
    memref.dealloc %t : memref<4xf32>
  }
  return
}
