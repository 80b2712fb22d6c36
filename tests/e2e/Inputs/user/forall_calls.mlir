#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @row(%x: tensor<1x32xf32>) -> tensor<1x32xf32> {
  %t = tensor.empty() : tensor<1x32xf32>
  %sq = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1x32xf32>) outs(%t : tensor<1x32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x32xf32>
  %t2 = tensor.empty() : tensor<1x32xf32>
  %d = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%sq, %x : tensor<1x32xf32>, tensor<1x32xf32>) outs(%t2 : tensor<1x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.subf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x32xf32>
  return %d : tensor<1x32xf32>
}
func.func @par(%x: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %out = tensor.empty() : tensor<8x32xf32>
  %r = scf.forall (%i) in (8) shared_outs(%o = %out) -> (tensor<8x32xf32>) {
    %row = tensor.extract_slice %x[%i, 0] [1, 32] [1, 1] : tensor<8x32xf32> to tensor<1x32xf32>
    %y = func.call @row(%row) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %z = func.call @row(%y) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %z into %o[%i, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<8x32xf32>
    }
  }
  return %r : tensor<8x32xf32>
}
func.func @main() {
  %e = tensor.empty() : tensor<8x32xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    %c = arith.constant 0.125 : f32
    %g = arith.mulf %f, %c : f32
    linalg.yield %g : f32
  } -> tensor<8x32xf32>
  %y = func.call @par(%x) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  %p = tensor.cast %y : tensor<8x32xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
