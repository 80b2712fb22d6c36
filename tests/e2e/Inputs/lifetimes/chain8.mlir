// Eight element-wise ops over 1 MiB tensors, each result feeding the next:
// bufferized, eight 1 MiB buffers whose lifetimes touch pairwise (2 MiB
// merged), or one 1 MiB slot with in-place reuse.
func.func @model(%x: tensor<262144xf32>, %y: tensor<262144xf32>) -> (f32, f32) {
  %e0 = tensor.empty() : tensor<262144xf32>
  %t0 = linalg.exp ins(%x : tensor<262144xf32>) outs(%e0 : tensor<262144xf32>) -> tensor<262144xf32>
  %e1 = tensor.empty() : tensor<262144xf32>
  %t1 = linalg.add ins(%t0, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e1 : tensor<262144xf32>) -> tensor<262144xf32>
  %e2 = tensor.empty() : tensor<262144xf32>
  %t2 = linalg.mul ins(%t1, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e2 : tensor<262144xf32>) -> tensor<262144xf32>
  %e3 = tensor.empty() : tensor<262144xf32>
  %t3 = linalg.sub ins(%t2, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e3 : tensor<262144xf32>) -> tensor<262144xf32>
  %e4 = tensor.empty() : tensor<262144xf32>
  %t4 = linalg.add ins(%t3, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e4 : tensor<262144xf32>) -> tensor<262144xf32>
  %e5 = tensor.empty() : tensor<262144xf32>
  %t5 = linalg.mul ins(%t4, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e5 : tensor<262144xf32>) -> tensor<262144xf32>
  %e6 = tensor.empty() : tensor<262144xf32>
  %t6 = linalg.add ins(%t5, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e6 : tensor<262144xf32>) -> tensor<262144xf32>
  %e7 = tensor.empty() : tensor<262144xf32>
  %t7 = linalg.mul ins(%t6, %y : tensor<262144xf32>, tensor<262144xf32>)
      outs(%e7 : tensor<262144xf32>) -> tensor<262144xf32>
  %i0 = arith.constant 7 : index
  %i1 = arith.constant 200000 : index
  %v0 = tensor.extract %t7[%i0] : tensor<262144xf32>
  %v1 = tensor.extract %t7[%i1] : tensor<262144xf32>
  return %v0, %v1 : f32, f32
}
func.func @main() {
  %ex = tensor.empty() : tensor<262144xf32>
  %a = arith.constant 0.25 : f32
  %b = arith.constant 0.5 : f32
  %x = linalg.fill ins(%a : f32) outs(%ex : tensor<262144xf32>) -> tensor<262144xf32>
  %y = linalg.fill ins(%b : f32) outs(%ex : tensor<262144xf32>) -> tensor<262144xf32>
  %r0, %r1 = func.call @model(%x, %y) : (tensor<262144xf32>, tensor<262144xf32>) -> (f32, f32)
  %o0 = tensor.empty() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %o1 = tensor.insert %r0 into %o0[%c0] : tensor<2xf32>
  %o2 = tensor.insert %r1 into %o1[%c1] : tensor<2xf32>
  %u = tensor.cast %o2 : tensor<2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
