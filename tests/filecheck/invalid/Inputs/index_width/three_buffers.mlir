func.func @main() {
  %a = memref.alloc() : memref<1200000000xi8>
  %b = memref.alloc() : memref<1200000000xi8>
  %c = memref.alloc() : memref<1200000000xi8>
  "test.use"(%a, %b, %c) : (memref<1200000000xi8>, memref<1200000000xi8>, memref<1200000000xi8>) -> ()
  return
}
