memref.global "private" constant @ones : memref<20000xi8> = dense<1>
memref.global "private" constant @twos : memref<20000xi8> = dense<2>
func.func @main() {
  %a = memref.get_global @ones : memref<20000xi8>
  %b = memref.get_global @twos : memref<20000xi8>
  "test.use"(%a, %b) : (memref<20000xi8>, memref<20000xi8>) -> ()
  return
}
