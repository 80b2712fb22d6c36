// A static result size that padding contradicts: 3 + 1 + 2 is 6, not 5.
func.func @f(%t: tensor<3x?xf32>, %v: f32) -> tensor<5x?xf32> {
  %c = arith.constant 1 : index
  %0 = tensor.pad %t low[1, %c] high[2, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<3x?xf32> to tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}
