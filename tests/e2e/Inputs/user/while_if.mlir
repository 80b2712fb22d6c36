func.func @step(%x: tensor<64xf32>, %k: f32) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    %s = arith.addf %m, %k : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t, %x : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %u : tensor<64xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<64xf32>
  %init = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e : tensor<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<64xf32>
  %r:2 = scf.while (%i = %c0, %x = %init) : (index, tensor<64xf32>) -> (index, tensor<64xf32>) {
    %cond = arith.cmpi slt, %i, %c5 : index
    scf.condition(%cond) %i, %x : index, tensor<64xf32>
  } do {
  ^bb0(%i: index, %x: tensor<64xf32>):
    %y = func.call @step(%x, %half) : (tensor<64xf32>, f32) -> tensor<64xf32>
    %z = func.call @step(%y, %one) : (tensor<64xf32>, f32) -> tensor<64xf32>
    %e3 = tensor.empty() : tensor<64xf32>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x, %y, %z : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %s2 = arith.addf %s, %c : f32
      %s3 = arith.mulf %s2, %half : f32
      linalg.yield %s3 : f32
    } -> tensor<64xf32>
    %in = arith.addi %i, %c1 : index
    scf.yield %in, %w : index, tensor<64xf32>
  }
  %c2 = arith.constant 2 : index
  %rem = arith.remui %r#0, %c2 : index
  %odd = arith.cmpi eq, %rem, %c1 : index
  %sel = scf.if %odd -> tensor<64xf32> {
    %a = func.call @step(%r#1, %one) : (tensor<64xf32>, f32) -> tensor<64xf32>
    %b = func.call @step(%a, %half) : (tensor<64xf32>, f32) -> tensor<64xf32>
    scf.yield %b : tensor<64xf32>
  } else {
    %a = func.call @step(%r#1, %half) : (tensor<64xf32>, f32) -> tensor<64xf32>
    %e4 = tensor.empty() : tensor<64xf32>
    %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%a, %r#1 : tensor<64xf32>, tensor<64xf32>) outs(%e4 : tensor<64xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    } -> tensor<64xf32>
    scf.yield %b : tensor<64xf32>
  }
  %fin = func.call @step(%sel, %one) : (tensor<64xf32>, f32) -> tensor<64xf32>
  %p1 = tensor.cast %fin : tensor<64xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p1) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %sel : tensor<64xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  %p3 = tensor.cast %init : tensor<64xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p3) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
