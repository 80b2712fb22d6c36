#id = affine_map<(d0) -> (d0)>
func.func @scale(%x: tensor<?xf32>, %k: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  %e2 = tensor.empty(%n) : tensor<?xf32>
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%t, %x : tensor<?xf32>, tensor<?xf32>) outs(%e2 : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %u : tensor<?xf32>
}

func.func @tiled(%x: tensor<100xf32>) -> tensor<100xf32> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  %out0 = tensor.empty() : tensor<100xf32>
  %r = scf.for %i = %c0 to %c100 step %c16 iter_args(%acc = %out0) -> tensor<100xf32> {
    %sz = affine.min affine_map<(d0) -> (16, 100 - d0)>(%i)
    %s = tensor.extract_slice %x[%i] [%sz] [1] : tensor<100xf32> to tensor<?xf32>
    %t = tensor.empty(%sz) : tensor<?xf32>
    %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%s : tensor<?xf32>) outs(%t : tensor<?xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<?xf32>
    %t2 = tensor.empty(%sz) : tensor<?xf32>
    %sq2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%sq, %s : tensor<?xf32>, tensor<?xf32>) outs(%t2 : tensor<?xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.subf %a, %b : f32
      %m2 = arith.mulf %m, %two : f32
      linalg.yield %m2 : f32
    } -> tensor<?xf32>
    %ins = tensor.insert_slice %sq2 into %acc[%i] [%sz] [1] : tensor<?xf32> into tensor<100xf32>
    scf.yield %ins : tensor<100xf32>
  }
  return %r : tensor<100xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<100xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<100xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c = arith.constant 0.03125 : f32
    %g = arith.mulf %f, %c : f32
    linalg.yield %g : f32
  } -> tensor<100xf32>
  %half = arith.constant 0.5 : f32
  %xd = tensor.cast %x : tensor<100xf32> to tensor<?xf32>
  %y = func.call @scale(%xd, %half) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %z = func.call @scale(%y, %half) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %zs = tensor.cast %z : tensor<?xf32> to tensor<100xf32>
  %w = func.call @tiled(%zs) : (tensor<100xf32>) -> tensor<100xf32>
  %p = tensor.cast %w : tensor<100xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %y : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
