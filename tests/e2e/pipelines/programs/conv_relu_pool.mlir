// Two conv + ReLU + 2x2 max-pool stages (NHWC), the front of a small CNN.
// The pooling is the named op `linalg.pooling_nhwc_max`, its init the scalar
// -inf constant; every conv accumulator is zero-filled before the conv.
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>

func.func @features(%image: tensor<1x12x12x3xf32>, %f1: tensor<3x3x3x8xf32>,
                    %f2: tensor<3x3x8x8xf32>) -> tensor<1x2x2x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  // stage 1: 12x12x3 -> 10x10x8 -> relu -> 5x5x8
  %c1e = tensor.empty() : tensor<1x10x10x8xf32>
  %c1z = linalg.fill ins(%zero : f32) outs(%c1e : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%image, %f1 : tensor<1x12x12x3xf32>, tensor<3x3x3x8xf32>)
      outs(%c1z : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
  %r1e = tensor.empty() : tensor<1x10x10x8xf32>
  %r1 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1 : tensor<1x10x10x8xf32>) outs(%r1e : tensor<1x10x10x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x10x10x8xf32>
  %p1e = tensor.empty() : tensor<1x5x5x8xf32>
  %p1i = linalg.fill ins(%ninf : f32) outs(%p1e : tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32>
  %p1 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%r1, %window : tensor<1x10x10x8xf32>, tensor<2x2xf32>)
      outs(%p1i : tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32>
  // stage 2: 5x5x8 -> 3x3x8 -> relu -> 2x2x8 (window 2, stride 1)
  %c2e = tensor.empty() : tensor<1x3x3x8xf32>
  %c2z = linalg.fill ins(%zero : f32) outs(%c2e : tensor<1x3x3x8xf32>) -> tensor<1x3x3x8xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p1, %f2 : tensor<1x5x5x8xf32>, tensor<3x3x8x8xf32>)
      outs(%c2z : tensor<1x3x3x8xf32>) -> tensor<1x3x3x8xf32>
  %r2e = tensor.empty() : tensor<1x3x3x8xf32>
  %r2 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2 : tensor<1x3x3x8xf32>) outs(%r2e : tensor<1x3x3x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x3x3x8xf32>
  %p2e = tensor.empty() : tensor<1x2x2x8xf32>
  %p2i = linalg.fill ins(%ninf : f32) outs(%p2e : tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32>
  %p2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r2, %window : tensor<1x3x3x8xf32>, tensor<2x2xf32>)
      outs(%p2i : tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32>
  return %p2 : tensor<1x2x2x8xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %half = arith.constant 8.0 : f32
  %third = arith.constant 4.0 : f32
  %scale = arith.constant 0.125 : f32
  %ie = tensor.empty() : tensor<1x12x12x3xf32>
  %image = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%ie : tensor<1x12x12x3xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %a = arith.muli %h, %c7 : index
    %b = arith.muli %w, %c11 : index
    %d = arith.muli %c, %c5 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %r = arith.remui %s1, %c17 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<1x12x12x3xf32>
  %f1e = tensor.empty() : tensor<3x3x3x8xf32>
  %f1 = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%f1e : tensor<3x3x3x8xf32>) {
  ^bb0(%o: f32):
    %kh = linalg.index 0 : index
    %kw = linalg.index 1 : index
    %ci = linalg.index 2 : index
    %co = linalg.index 3 : index
    %a = arith.muli %kh, %c5 : index
    %b = arith.muli %kw, %c3 : index
    %d = arith.muli %ci, %c7 : index
    %e = arith.muli %co, %c13 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %r = arith.remui %s2, %c17 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<3x3x3x8xf32>
  %f2e = tensor.empty() : tensor<3x3x8x8xf32>
  %f2 = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%f2e : tensor<3x3x8x8xf32>) {
  ^bb0(%o: f32):
    %kh = linalg.index 0 : index
    %kw = linalg.index 1 : index
    %ci = linalg.index 2 : index
    %co = linalg.index 3 : index
    %a = arith.muli %kh, %c7 : index
    %b = arith.muli %kw, %c5 : index
    %d = arith.muli %ci, %c11 : index
    %e = arith.muli %co, %c3 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %r = arith.remui %s2, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %third : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<3x3x8x8xf32>
  %out = func.call @features(%image, %f1, %f2)
      : (tensor<1x12x12x3xf32>, tensor<3x3x3x8xf32>, tensor<3x3x8x8xf32>) -> tensor<1x2x2x8xf32>
  %buf = bufferization.to_buffer %out : tensor<1x2x2x8xf32> to memref<1x2x2x8xf32>
  %u = memref.cast %buf : memref<1x2x2x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
