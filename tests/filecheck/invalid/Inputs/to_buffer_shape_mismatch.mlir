func.func @f(%t: tensor<4xf32>) -> memref<5xf32> {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<5xf32>
  return %0 : memref<5xf32>
}
