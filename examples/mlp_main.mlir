// The MLP of mlp_tensor.mlir at 16x16 with a @main that runs it: the input of
// the end-to-end pipeline in README.md and docs/pipeline.md (bufferize with
// mlir-opt, merge with xdsl-opt, lower and execute with mlir-runner).
func.func @mlp(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x16xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a0 = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e1 = tensor.empty() : tensor<16x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b0 = linalg.matmul ins(%a0, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %c0 = linalg.matmul ins(%b0, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e3 = tensor.empty() : tensor<16x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %d0 = linalg.matmul ins(%c0, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %d0 : tensor<16x16xf32>
}

// Runs the MLP on x = 0.125 and w = 0.25 everywhere (each layer multiplies by
// 16 x 0.25 = 4: 0.5, 2, 8, 32) and prints the first four outputs.
func.func @main() {
  %e = tensor.empty() : tensor<16x16xf32>
  %xv = arith.constant 0.125 : f32
  %wv = arith.constant 0.25 : f32
  %x = linalg.fill ins(%xv : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %w = linalg.fill ins(%wv : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %y = func.call @mlp(%x, %w) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %row = tensor.extract_slice %y[0, 0] [1, 4] [1, 1] : tensor<16x16xf32> to tensor<1x4xf32>
  %printed = tensor.cast %row : tensor<1x4xf32> to tensor<*xf32>
  func.call @printMemrefF32(%printed) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
