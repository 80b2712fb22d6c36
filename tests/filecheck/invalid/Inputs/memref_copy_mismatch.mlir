func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}
