#id = affine_map<(d0) -> (d0)>
// leaf: temporaries, returns a fresh tensor
func.func @leaf(%x: tensor<128xf32>, %k: f32) -> tensor<128xf32> {
  %e = tensor.empty() : tensor<128xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<128xf32>) outs(%e : tensor<128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    linalg.yield %m : f32
  } -> tensor<128xf32>
  %e2 = tensor.empty() : tensor<128xf32>
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t, %x : tensor<128xf32>, tensor<128xf32>) outs(%e2 : tensor<128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<128xf32>
  return %u : tensor<128xf32>
}
// returns its argument or a fresh one
func.func @maybe(%x: tensor<128xf32>, %c: i1) -> tensor<128xf32> {
  %r = scf.if %c -> tensor<128xf32> {
    %one = arith.constant 1.0 : f32
    %y = func.call @leaf(%x, %one) : (tensor<128xf32>, f32) -> tensor<128xf32>
    scf.yield %y : tensor<128xf32>
  } else {
    scf.yield %x : tensor<128xf32>
  }
  return %r : tensor<128xf32>
}
// middle: calls leaf in a loop and twice in sequence (diamond with @other)
func.func @mid(%x: tensor<128xf32>) -> tensor<128xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %h = arith.constant 0.5 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<128xf32> {
    %y = func.call @leaf(%acc, %h) : (tensor<128xf32>, f32) -> tensor<128xf32>
    %z = func.call @other(%y) : (tensor<128xf32>) -> tensor<128xf32>
    scf.yield %z : tensor<128xf32>
  }
  %t = arith.constant true
  %f = arith.constant false
  %m1 = func.call @maybe(%r, %t) : (tensor<128xf32>, i1) -> tensor<128xf32>
  %m2 = func.call @maybe(%m1, %f) : (tensor<128xf32>, i1) -> tensor<128xf32>
  %e = tensor.empty() : tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%m2, %x, %r : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e : tensor<128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %m = arith.subf %a, %b : f32
    %n = arith.addf %m, %c : f32
    linalg.yield %n : f32
  } -> tensor<128xf32>
  return %s : tensor<128xf32>
}
func.func @other(%x: tensor<128xf32>) -> tensor<128xf32> {
  %k = arith.constant -0.25 : f32
  %y = func.call @leaf(%x, %k) : (tensor<128xf32>, f32) -> tensor<128xf32>
  %z = func.call @leaf(%y, %k) : (tensor<128xf32>, f32) -> tensor<128xf32>
  %e = tensor.empty() : tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%z, %x : tensor<128xf32>, tensor<128xf32>) outs(%e : tensor<128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<128xf32>
  return %s : tensor<128xf32>
}
func.func @main() {
  %e = tensor.empty() : tensor<128xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<128xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c9 = arith.constant 9 : index
    %i9 = arith.remui %i, %c9 : index
    %ii = arith.index_cast %i9 : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c = arith.constant 0.125 : f32
    %g = arith.mulf %f, %c : f32
    linalg.yield %g : f32
  } -> tensor<128xf32>
  %a = func.call @mid(%x) : (tensor<128xf32>) -> tensor<128xf32>
  %b = func.call @other(%a) : (tensor<128xf32>) -> tensor<128xf32>
  %c = func.call @mid(%b) : (tensor<128xf32>) -> tensor<128xf32>
  %p = tensor.cast %c : tensor<128xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %a : tensor<128xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
