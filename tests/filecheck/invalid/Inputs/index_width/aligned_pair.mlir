func.func @pair() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}
