func.func @huge() {
  %a = memref.alloc() : memref<16xf32>
  %big = memref.alloc() : memref<3000000000xi8>
  "test.use"(%a, %big) : (memref<16xf32>, memref<3000000000xi8>) -> ()
  return
}
