#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %k = arith.constant 1.5 : f32
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<32xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<32xf32>
  %e1 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<32xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  %e2 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<32xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%b, %a : tensor<32xf32>, tensor<32xf32>) outs(%e2 : tensor<32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.addf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  %e3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<32xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%c, %b : tensor<32xf32>, tensor<32xf32>) outs(%e3 : tensor<32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.subf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  %e4 = tensor.empty() : tensor<32xf32>
  %out = linalg.copy ins(%d : tensor<32xf32>) outs(%e4 : tensor<32xf32>) -> tensor<32xf32>
  %p = tensor.cast %out : tensor<32xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
