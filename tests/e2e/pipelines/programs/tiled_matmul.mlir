// A 32x32x32 matmul tiled by hand: scf.for over 8-row and 8-column tiles
// whose results go back with tensor.insert_slice (the output tensor is the
// loops' iter_arg), an innermost split-K scf.for accumulating 8x8 tiles of
// tensor.extract_slice operands in place, and a bias + ReLU epilogue on each
// tile in a fresh temporary. One-shot bufferization puts the tile buffers
// inside the loops: the shape buffer-loop-hoisting and merge-alloc's
// loop-aware lifetimes are for.
#id2 = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>

func.func @tiled(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>, %bias: tensor<32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %init = tensor.empty() : tensor<32x32xf32>
  %rows = scf.for %i = %c0 to %c32 step %c8 iter_args(%out = %init) -> (tensor<32x32xf32>) {
    %cols = scf.for %j = %c0 to %c32 step %c8 iter_args(%out2 = %out) -> (tensor<32x32xf32>) {
      %te = tensor.empty() : tensor<8x8xf32>
      %tz = linalg.fill ins(%zero : f32) outs(%te : tensor<8x8xf32>) -> tensor<8x8xf32>
      %acc = scf.for %k = %c0 to %c32 step %c8 iter_args(%t = %tz) -> (tensor<8x8xf32>) {
        %as = tensor.extract_slice %a[%i, %k] [8, 8] [1, 1] : tensor<32x32xf32> to tensor<8x8xf32>
        %bs = tensor.extract_slice %b[%k, %j] [8, 8] [1, 1] : tensor<32x32xf32> to tensor<8x8xf32>
        %t2 = linalg.matmul ins(%as, %bs : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) -> tensor<8x8xf32>
        scf.yield %t2 : tensor<8x8xf32>
      }
      %bsl = tensor.extract_slice %bias[%j] [8] [1] : tensor<32xf32> to tensor<8xf32>
      %re = tensor.empty() : tensor<8x8xf32>
      %r = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%acc, %bsl : tensor<8x8xf32>, tensor<8xf32>) outs(%re : tensor<8x8xf32>) {
      ^bb0(%x: f32, %y: f32, %o: f32):
        %s = arith.addf %x, %y : f32
        %m = arith.maximumf %s, %zero : f32
        linalg.yield %m : f32
      } -> tensor<8x8xf32>
      %ins = tensor.insert_slice %r into %out2[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<32x32xf32>
      scf.yield %ins : tensor<32x32xf32>
    }
    scf.yield %cols : tensor<32x32xf32>
  }
  return %rows : tensor<32x32xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.125 : f32
  %ae = tensor.empty() : tensor<32x32xf32>
  %a = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ae : tensor<32x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.muli %i, %c7 : index
    %y = arith.muli %j, %c3 : index
    %s = arith.addi %x, %y : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %be = tensor.empty() : tensor<32x32xf32>
  %b = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%be : tensor<32x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.muli %i, %c5 : index
    %y = arith.muli %j, %c11 : index
    %s = arith.addi %x, %y : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %biase = tensor.empty() : tensor<32xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%biase : tensor<32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %r = arith.remui %i, %c5 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v = arith.mulf %rf, %scale : f32
    linalg.yield %v : f32
  } -> tensor<32xf32>
  %out = func.call @tiled(%a, %b, %bias) : (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>) -> tensor<32x32xf32>
  %buf = bufferization.to_buffer %out : tensor<32x32xf32> to memref<32x32xf32>
  %u = memref.cast %buf : memref<32x32xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
