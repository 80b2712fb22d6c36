// Affine loops and maps, linalg on buffers, tensors.
#map = affine_map<(d0) -> (d0 * 2 + 1)>
func.func @affine_linalg(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 step 2 {
      %x = affine.load %a[%i, %j] : memref<8x8xf32>
      affine.store %x, %b[%j, %i] : memref<8x8xf32>
    }
  }
  %c3 = arith.constant 3 : index
  %k = affine.apply #map(%c3)
  linalg.fill ins(%cst : f32) outs(%b : memref<8x8xf32>)
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%k] : tensor<4xf32>
  %ins = tensor.insert %x into %f[%c3] : tensor<4xf32>
  func.return %ins : tensor<4xf32>
}
