#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
func.func @kernel(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>) -> tensor<4x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %et = tensor.empty() : tensor<8x8xf32>
  %t = linalg.transpose ins(%mm : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) permutation = [1, 0]
  // accumulate row-blocks into a big tensor via insert_slice in a loop
  %big0 = tensor.empty() : tensor<16x8xf32>
  %bigf = linalg.fill ins(%zero : f32) outs(%big0 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %big = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %bigf) -> tensor<16x8xf32> {
    %r = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %t[%r, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %s2 = tensor.extract_slice %mm[%r, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %es = tensor.empty() : tensor<2x8xf32>
    %sum = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%s, %s2 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%es : tensor<2x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    } -> tensor<2x8xf32>
    %r4 = arith.muli %i, %c4 : index
    %ins = tensor.insert_slice %sum into %acc[%r4, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<16x8xf32>
    scf.yield %ins : tensor<16x8xf32>
  }
  %col = tensor.collapse_shape %big [[0, 1]] : tensor<16x8xf32> into tensor<128xf32>
  %ex = tensor.expand_shape %col [[0, 1]] output_shape [4, 32] : tensor<128xf32> into tensor<4x32xf32>
  %e3 = tensor.empty() : tensor<4x32xf32>
  %sq = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ex : tensor<4x32xf32>) outs(%e3 : tensor<4x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.mulf %x, %x : f32
    linalg.yield %z : f32
  } -> tensor<4x32xf32>
  %e4 = tensor.empty() : tensor<4x32xf32>
  %res = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%sq, %ex : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e4 : tensor<4x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.subf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<4x32xf32>
  return %res : tensor<4x32xf32>
}

func.func @main() {
  %ea = tensor.empty() : tensor<8x16xf32>
  %a = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<8x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    %c = arith.constant 0.125 : f32
    %g = arith.mulf %f, %c : f32
    linalg.yield %g : f32
  } -> tensor<8x16xf32>
  %eb = tensor.empty() : tensor<16x8xf32>
  %b = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<16x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    %c = arith.constant 0.0625 : f32
    %g = arith.mulf %f, %c : f32
    linalg.yield %g : f32
  } -> tensor<16x8xf32>
  %r = func.call @kernel(%a, %b) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<4x32xf32>
  %r2 = func.call @kernel(%a, %b) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<4x32xf32>
  %p = tensor.cast %r : tensor<4x32xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %r2 : tensor<4x32xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
