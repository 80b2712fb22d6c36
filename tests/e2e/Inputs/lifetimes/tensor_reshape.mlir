// tensor.reshape on tensors, bufferized by mlir-opt into memref.reshape views
// of the buffers linalg writes: the 4x8 buffer of %a is read through its
// reshape by the linalg.mul that writes %b's 32 floats, so the two must not
// share bytes; %b is read through its reshape by the linalg.reduce.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @model(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %shape = arith.constant dense<[32]> : tensor<1xindex>
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %flat = tensor.reshape %a(%shape) : (tensor<4x8xf32>, tensor<1xindex>) -> tensor<32xf32>
  %e2 = tensor.empty() : tensor<32xf32>
  %b = linalg.mul ins(%flat, %flat : tensor<32xf32>, tensor<32xf32>) outs(%e2 : tensor<32xf32>) -> tensor<32xf32>
  %s2 = arith.constant dense<[4, 8]> : tensor<2xindex>
  %back = tensor.reshape %b(%s2) : (tensor<32xf32>, tensor<2xindex>) -> tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%z : f32) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%back : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c8 = arith.constant 8 : index
    %row = arith.muli %i, %c8 : index
    %k = arith.addi %row, %j : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %scale = arith.constant 0.0625 : f32
    %v = arith.mulf %kf, %scale : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %r = func.call @model(%x) : (tensor<4x8xf32>) -> tensor<4xf32>
  %buf = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %buf : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
