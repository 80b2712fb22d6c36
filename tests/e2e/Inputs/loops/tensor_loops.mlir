// Tensor loops as a user writes them, for one-shot-bufferize: nested tile
// loops inserting into the outer loop's iter_arg (bufferized in place: the
// buffer of the init is carried by both loops), and a loop yielding a fresh
// tensor every iteration (bufferized with allow-return-allocs-from-loops to
// an alloc inside the loop that is carried into the next iteration).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %kk = arith.index_cast %k : index to i32
    %f = arith.sitofp %kk : i32 to f32
    %g = arith.mulf %f, %half : f32
    linalg.yield %g : f32
  } -> tensor<8x8xf32>
  %e0 = tensor.empty() : tensor<8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %tiled = scf.for %i = %c0 to %c8 step %c4 iter_args(%a = %init) -> (tensor<8x8xf32>) {
    %inner = scf.for %j = %c0 to %c8 step %c4 iter_args(%b = %a) -> (tensor<8x8xf32>) {
      %xs = tensor.extract_slice %x[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %bs = tensor.extract_slice %b[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %et = tensor.empty() : tensor<4x4xf32>
      %sq = linalg.mul ins(%xs, %xs : tensor<4x4xf32>, tensor<4x4xf32>) outs(%et : tensor<4x4xf32>) -> tensor<4x4xf32>
      %sum = linalg.add ins(%bs, %sq : tensor<4x4xf32>, tensor<4x4xf32>) outs(%bs : tensor<4x4xf32>) -> tensor<4x4xf32>
      %put = tensor.insert_slice %sum into %b[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      scf.yield %put : tensor<8x8xf32>
    }
    scf.yield %inner : tensor<8x8xf32>
  }
  %fresh = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %tiled) -> (tensor<8x8xf32>) {
    %en = tensor.empty() : tensor<8x8xf32>
    %n = linalg.add ins(%a, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%en : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.sub ins(%n, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%en : tensor<8x8xf32>) -> tensor<8x8xf32>
    %q = linalg.add ins(%m, %n : tensor<8x8xf32>, tensor<8x8xf32>) outs(%m : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %q : tensor<8x8xf32>
  }
  %ez = tensor.empty() : tensor<8x8xf32>
  %z = linalg.add ins(%fresh, %tiled : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ez : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.cast %z : tensor<8x8xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
