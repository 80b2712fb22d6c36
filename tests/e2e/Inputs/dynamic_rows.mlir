// A dynamic-length program for tests/e2e/test_dynamic_bounds.py: @forward
// takes tensor<?x16xf32> (matmuls, a ReLU, a residual add); @main runs it
// at 1, 17 and 128 rows on a deterministic input and prints each result.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<?x16xf32>, %w: tensor<16x16xf32>) -> tensor<?x16xf32> {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f32
    %n = tensor.dim %x, %c0 : tensor<?x16xf32>
    %e0 = tensor.empty(%n) : tensor<?x16xf32>
    %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %h1 = linalg.matmul ins(%x, %w : tensor<?x16xf32>, tensor<16x16xf32>) outs(%f0 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %e1 = tensor.empty(%n) : tensor<?x16xf32>
    %h2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<?x16xf32>) outs(%e1 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.maximumf %in, %zero : f32
      linalg.yield %m : f32
    } -> tensor<?x16xf32>
    %e2 = tensor.empty(%n) : tensor<?x16xf32>
    %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %h3 = linalg.matmul ins(%h2, %w : tensor<?x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %e3 = tensor.empty(%n) : tensor<?x16xf32>
    %h4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%h3, %h1 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%e3 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in2: f32, %out: f32):
      %m = arith.addf %in, %in2 : f32
      linalg.yield %m : f32
    } -> tensor<?x16xf32>
    %e4 = tensor.empty(%n) : tensor<?x16xf32>
    %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %h5 = linalg.matmul ins(%h4, %w : tensor<?x16xf32>, tensor<16x16xf32>) outs(%f4 : tensor<?x16xf32>) -> tensor<?x16xf32>
    return %h5 : tensor<?x16xf32>
  }

  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @pattern(%rows: index) -> tensor<?x16xf32> {
    %e = tensor.empty(%rows) : tensor<?x16xf32>
    %t = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x16xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c7 = arith.constant 7 : index
      %c3 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %s = arith.addi %a, %b : index
      %r = arith.remui %s, %c11 : index
      %ri = arith.index_cast %r : index to i64
      %f = arith.sitofp %ri : i64 to f32
      %tenth = arith.constant 0.125 : f32
      %c5 = arith.constant 0.625 : f32
      %g = arith.mulf %f, %tenth : f32
      %h = arith.subf %g, %c5 : f32
      linalg.yield %h : f32
    } -> tensor<?x16xf32>
    return %t : tensor<?x16xf32>
  }
  func.func private @run(%n: index) {
    %c16 = arith.constant 16 : index
    %x = call @pattern(%n) : (index) -> tensor<?x16xf32>
    %wd = call @pattern(%c16) : (index) -> tensor<?x16xf32>
    %w = tensor.cast %wd : tensor<?x16xf32> to tensor<16x16xf32>
    %y = call @forward(%x, %w) : (tensor<?x16xf32>, tensor<16x16xf32>) -> tensor<?x16xf32>
    %m = bufferization.to_buffer %y : tensor<?x16xf32> to memref<?x16xf32>
    %u = memref.cast %m : memref<?x16xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func @main() {
    %n1 = arith.constant 1 : index
    call @run(%n1) : (index) -> ()
    %n17 = arith.constant 17 : index
    call @run(%n17) : (index) -> ()
    %n128 = arith.constant 128 : index
    call @run(%n128) : (index) -> ()
    return
  }
}
