// An op stock xDSL 0.74 defines differently from MLIR: its `linalg.matmul`
// builds the body as `addf(product, accumulator)` and orders the properties
// otherwise; MLIR builds `addf(accumulator, product)`. The plugin's op is MLIR's.
func.func @matmul(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  func.return
}
