func.func private @leaf() {
  %w = memref.alloc() : memref<1500000000xi8>
  "test.use"(%w) : (memref<1500000000xi8>) -> ()
  memref.dealloc %w : memref<1500000000xi8>
  return
}
func.func @main() {
  %a = memref.alloc() : memref<1000000000xi8>
  "test.use"(%a) : (memref<1000000000xi8>) -> ()
  func.call @leaf() : () -> ()
  "test.use"(%a) : (memref<1000000000xi8>) -> ()
  memref.dealloc %a : memref<1000000000xi8>
  return
}
