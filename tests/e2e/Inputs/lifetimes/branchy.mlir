// A tensor program whose branches yield fresh tensors: bufferized, the yielded
// buffers are allocated inside the branches; --buffer-hoisting moves them up.
func.func @model(%c: i1, %x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = scf.if %c -> tensor<64xf32> {
    %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %e1 = tensor.empty() : tensor<64xf32>
    %b = linalg.add ins(%a, %x : tensor<64xf32>, tensor<64xf32>) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
    scf.yield %b : tensor<64xf32>
  } else {
    %e2 = tensor.empty() : tensor<64xf32>
    %a = linalg.mul ins(%x, %x : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
    %e3 = tensor.empty() : tensor<64xf32>
    %b = linalg.sub ins(%a, %x : tensor<64xf32>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
    scf.yield %b : tensor<64xf32>
  }
  %e4 = tensor.empty() : tensor<64xf32>
  %s = linalg.add ins(%r, %x : tensor<64xf32>, tensor<64xf32>) outs(%e4 : tensor<64xf32>) -> tensor<64xf32>
  return %s : tensor<64xf32>
}
func.func @main() {
  %x0 = tensor.empty() : tensor<64xf32>
  %q = arith.constant 0.25 : f32
  %x = linalg.fill ins(%q : f32) outs(%x0 : tensor<64xf32>) -> tensor<64xf32>
  %t = arith.constant true
  %f = arith.constant false
  %r1 = func.call @model(%t, %x) : (i1, tensor<64xf32>) -> tensor<64xf32>
  %r2 = func.call @model(%f, %x) : (i1, tensor<64xf32>) -> tensor<64xf32>
  %u1 = tensor.cast %r1 : tensor<64xf32> to tensor<*xf32>
  %u2 = tensor.cast %r2 : tensor<64xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  func.call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
