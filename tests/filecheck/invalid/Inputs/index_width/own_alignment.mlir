func.func @triple() {
  %a = memref.alloc() {alignment = 1073741824 : i64} : memref<16xf32>
  %b = memref.alloc() {alignment = 1073741824 : i64} : memref<16xf32>
  %c = memref.alloc() {alignment = 1073741824 : i64} : memref<16xf32>
  "test.use"(%a, %b, %c) : (memref<16xf32>, memref<16xf32>, memref<16xf32>) -> ()
  return
}
