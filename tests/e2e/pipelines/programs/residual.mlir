// A ResNet basic block applied twice (NHWC, 8x8x4): zero padding by
// tensor.insert_slice into a zero-filled tensor, 3x3 conv, per-channel scale
// and shift (folded batch norm), ReLU, padding, conv, scale and shift, add the
// block input (the skip connection keeps it alive across the whole block),
// ReLU. The second block consumes the first's output.
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chan = affine_map<(n, h, w, c) -> (c)>

func.func @conv_bn(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>, %gamma: tensor<4xf32>,
                   %beta: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %pe = tensor.empty() : tensor<1x10x10x4xf32>
  %pz = linalg.fill ins(%zero : f32) outs(%pe : tensor<1x10x10x4xf32>) -> tensor<1x10x10x4xf32>
  %padded = tensor.insert_slice %x into %pz[0, 1, 1, 0] [1, 8, 8, 4] [1, 1, 1, 1]
      : tensor<1x8x8x4xf32> into tensor<1x10x10x4xf32>
  %ce = tensor.empty() : tensor<1x8x8x4xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%padded, %f : tensor<1x10x10x4xf32>, tensor<3x3x4x4xf32>)
      outs(%cz : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %ne = tensor.empty() : tensor<1x8x8x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #chan, #chan, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %gamma, %beta : tensor<1x8x8x4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%ne : tensor<1x8x8x4xf32>) {
  ^bb0(%v: f32, %g: f32, %b: f32, %o: f32):
    %s = arith.mulf %v, %g : f32
    %t = arith.addf %s, %b : f32
    linalg.yield %t : f32
  } -> tensor<1x8x8x4xf32>
  return %n : tensor<1x8x8x4xf32>
}

func.func @block(%x: tensor<1x8x8x4xf32>, %f1: tensor<3x3x4x4xf32>, %f2: tensor<3x3x4x4xf32>,
                 %gamma: tensor<4xf32>, %beta: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %a = func.call @conv_bn(%x, %f1, %gamma, %beta)
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %re = tensor.empty() : tensor<1x8x8x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a : tensor<1x8x8x4xf32>) outs(%re : tensor<1x8x8x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x4xf32>
  %b = func.call @conv_bn(%r, %f2, %gamma, %beta)
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %se = tensor.empty() : tensor<1x8x8x4xf32>
  %s = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b, %x : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%se : tensor<1x8x8x4xf32>) {
  ^bb0(%v: f32, %skip: f32, %o: f32):
    %t = arith.addf %v, %skip : f32
    %m = arith.maximumf %t, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x4xf32>
  return %s : tensor<1x8x8x4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.0625 : f32
  %one = arith.constant 1.0 : f32
  %xe = tensor.empty() : tensor<1x8x8x4xf32>
  %x = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%xe : tensor<1x8x8x4xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %a = arith.muli %h, %c7 : index
    %b = arith.muli %w, %c3 : index
    %d = arith.muli %c, %c5 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %r = arith.remui %s1, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<1x8x8x4xf32>
  %fe = tensor.empty() : tensor<2x3x3x4x4xf32>
  %fs = linalg.generic {indexing_maps = [affine_map<(l, kh, kw, ci, co) -> (l, kh, kw, ci, co)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      outs(%fe : tensor<2x3x3x4x4xf32>) {
  ^bb0(%o: f32):
    %l = linalg.index 0 : index
    %kh = linalg.index 1 : index
    %kw = linalg.index 2 : index
    %ci = linalg.index 3 : index
    %co = linalg.index 4 : index
    %a = arith.muli %kh, %c5 : index
    %b = arith.muli %kw, %c3 : index
    %d = arith.muli %ci, %c7 : index
    %e = arith.muli %co, %c11 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %s3 = arith.addi %s2, %l : index
    %r = arith.remui %s3, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<2x3x3x4x4xf32>
  %f1 = tensor.extract_slice %fs[0, 0, 0, 0, 0] [1, 3, 3, 4, 4] [1, 1, 1, 1, 1] : tensor<2x3x3x4x4xf32> to tensor<3x3x4x4xf32>
  %f2 = tensor.extract_slice %fs[1, 0, 0, 0, 0] [1, 3, 3, 4, 4] [1, 1, 1, 1, 1] : tensor<2x3x3x4x4xf32> to tensor<3x3x4x4xf32>
  %ge = tensor.empty() : tensor<4xf32>
  %gamma = linalg.generic {indexing_maps = [affine_map<(c) -> (c)>], iterator_types = ["parallel"]} outs(%ge : tensor<4xf32>) {
  ^bb0(%o: f32):
    %c = linalg.index 0 : index
    %ci = arith.index_cast %c : index to i64
    %cf = arith.sitofp %ci : i64 to f32
    %t = arith.mulf %cf, %scale : f32
    %v = arith.subf %one, %t : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %be = tensor.empty() : tensor<4xf32>
  %beta = linalg.generic {indexing_maps = [affine_map<(c) -> (c)>], iterator_types = ["parallel"]} outs(%be : tensor<4xf32>) {
  ^bb0(%o: f32):
    %c = linalg.index 0 : index
    %ci = arith.index_cast %c : index to i64
    %cf = arith.sitofp %ci : i64 to f32
    %v = arith.mulf %cf, %scale : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %y1 = func.call @block(%x, %f1, %f2, %gamma, %beta)
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %y2 = func.call @block(%y1, %f2, %f1, %gamma, %beta)
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %buf = bufferization.to_buffer %y2 : tensor<1x8x8x4xf32> to memref<1x8x8x4xf32>
  %u = memref.cast %buf : memref<1x8x8x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
