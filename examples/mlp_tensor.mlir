// The seed's 4-layer MLP on tensors, made well defined: every accumulator is
// zero-filled before its matmul.
func.func @mlp(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<128x128xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %a0 = linalg.matmul ins(%x, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%f0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e1 = tensor.empty() : tensor<128x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %b0 = linalg.matmul ins(%a0, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%f1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<128x128xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c0 = linalg.matmul ins(%b0, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%f2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e3 = tensor.empty() : tensor<128x128xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %d0 = linalg.matmul ins(%c0, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%f3 : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %d0 : tensor<128x128xf32>
}
