// "Same" convolutions with tensor.pad, the way frameworks import them: the
// input is padded with zeros (one-shot bufferization turns tensor.pad into an
// allocation, a `linalg.map` filling the padding value and a copy of the
// source into a subview), then a 3x3 conv + ReLU; the feature map is padded
// again with an asymmetric, computed padding value (the mean activation, so
// the pad body uses a value defined outside it) before a 2x2 stride-2 conv.
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#all = affine_map<(n, h, w, c) -> ()>

func.func @pad_conv(%x: tensor<1x7x7x2xf32>, %f1: tensor<3x3x2x4xf32>, %f2: tensor<2x2x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.00510204071 : f32
  %p1 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<1x7x7x2xf32> to tensor<1x9x9x2xf32>
  %ce = tensor.empty() : tensor<1x7x7x4xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p1, %f1 : tensor<1x9x9x2xf32>, tensor<3x3x2x4xf32>) outs(%cz : tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
  %re = tensor.empty() : tensor<1x7x7x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1 : tensor<1x7x7x4xf32>) outs(%re : tensor<1x7x7x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x7x7x4xf32>
  // mean of all activations, the padding value of the second pad
  %me = tensor.empty() : tensor<f32>
  %mz = linalg.fill ins(%zero : f32) outs(%me : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id4, #all], iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%r : tensor<1x7x7x4xf32>) outs(%mz : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %total = tensor.extract %sum[] : tensor<f32>
  %mean = arith.mulf %total, %inv : f32
  %p2 = tensor.pad %r low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    tensor.yield %mean : f32
  } : tensor<1x7x7x4xf32> to tensor<1x8x8x4xf32>
  %de = tensor.empty() : tensor<1x4x4x4xf32>
  %dz = linalg.fill ins(%zero : f32) outs(%de : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %d = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p2, %f2 : tensor<1x8x8x4xf32>, tensor<2x2x4x4xf32>) outs(%dz : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %d : tensor<1x4x4x4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 5.0 : f32
  %scale = arith.constant 0.125 : f32
  %xe = tensor.empty() : tensor<1x7x7x2xf32>
  %x = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%xe : tensor<1x7x7x2xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %a = arith.muli %h, %c7 : index
    %b = arith.muli %w, %c3 : index
    %d = arith.muli %c, %c5 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %r = arith.remui %s1, %c11 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<1x7x7x2xf32>
  %f1e = tensor.empty() : tensor<3x3x2x4xf32>
  %f1 = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%f1e : tensor<3x3x2x4xf32>) {
  ^bb0(%o: f32):
    %kh = linalg.index 0 : index
    %kw = linalg.index 1 : index
    %ci = linalg.index 2 : index
    %co = linalg.index 3 : index
    %a = arith.muli %kh, %c5 : index
    %b = arith.muli %kw, %c3 : index
    %d = arith.muli %ci, %c7 : index
    %e = arith.muli %co, %c11 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %r = arith.remui %s2, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<3x3x2x4xf32>
  %f2e = tensor.empty() : tensor<2x2x4x4xf32>
  %f2 = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%f2e : tensor<2x2x4x4xf32>) {
  ^bb0(%o: f32):
    %kh = linalg.index 0 : index
    %kw = linalg.index 1 : index
    %ci = linalg.index 2 : index
    %co = linalg.index 3 : index
    %a = arith.muli %kh, %c7 : index
    %b = arith.muli %kw, %c11 : index
    %d = arith.muli %ci, %c3 : index
    %e = arith.muli %co, %c5 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %r = arith.remui %s2, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %out = func.call @pad_conv(%x, %f1, %f2)
      : (tensor<1x7x7x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  %buf = bufferization.to_buffer %out : tensor<1x4x4x4xf32> to memref<1x4x4x4xf32>
  %u = memref.cast %buf : memref<1x4x4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
