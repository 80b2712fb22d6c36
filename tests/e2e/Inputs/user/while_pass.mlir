#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %k = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<32xf32>
  %init = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<32xf32>
  %r:2 = scf.while (%n = %c0, %x = %init) : (index, tensor<32xf32>) -> (index, tensor<32xf32>) {
    %e1 = tensor.empty() : tensor<32xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %k : f32
      linalg.yield %m : f32
    } -> tensor<32xf32>
    %go = arith.cmpi slt, %n, %c6 : index
    scf.condition(%go) %n, %t : index, tensor<32xf32>
  } do {
  ^bb0(%n: index, %x: tensor<32xf32>):
    %rem = arith.remui %n, %c2 : index
    %odd = arith.cmpi eq, %rem, %c1 : index
    %y = scf.if %odd -> tensor<32xf32> {
      %e2 = tensor.empty() : tensor<32xf32>
      %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<32xf32>) outs(%e2 : tensor<32xf32>) {
      ^bb0(%a: f32, %o: f32):
        %m = arith.subf %a, %k : f32
        linalg.yield %m : f32
      } -> tensor<32xf32>
      scf.yield %t : tensor<32xf32>
    } else {
      scf.yield %x : tensor<32xf32>
    }
    %n1 = arith.addi %n, %c1 : index
    scf.yield %n1, %y : index, tensor<32xf32>
  }
  %e3 = tensor.empty() : tensor<32xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%r#1, %init : tensor<32xf32>, tensor<32xf32>) outs(%e3 : tensor<32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  %p = tensor.cast %z : tensor<32xf32> to tensor<*xf32>
  func.call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
