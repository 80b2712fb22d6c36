// An inception-style module and a classifier head: two branches (a 1x1
// projection as a matmul over flattened pixels, and a 3x3 "valid" conv on a
// zero-padded copy) joined by tensor.concat along channels, global average
// pooling as a reduction, `linalg.transpose` of the pooled features, and a
// dense layer. Concat allocates its result and copies both inputs into
// subviews, so the branch outputs die at the concat.
#id2 = affine_map<(i, j) -> (i, j)>
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#pool = affine_map<(n, h, w, c) -> (n, c)>

func.func @head(%x: tensor<2x6x6x4xf32>, %wp: tensor<4x6xf32>, %f: tensor<3x3x4x2xf32>,
                %wd: tensor<2x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.027777778 : f32
  // branch 1: 1x1 projection, 72 pixels x 4 -> 6 channels
  %flat = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<2x6x6x4xf32> into tensor<72x4xf32>
  %pe = tensor.empty() : tensor<72x6xf32>
  %pz = linalg.fill ins(%zero : f32) outs(%pe : tensor<72x6xf32>) -> tensor<72x6xf32>
  %proj = linalg.matmul ins(%flat, %wp : tensor<72x4xf32>, tensor<4x6xf32>) outs(%pz : tensor<72x6xf32>) -> tensor<72x6xf32>
  %b1 = tensor.expand_shape %proj [[0, 1, 2], [3]] output_shape [2, 6, 6, 6] : tensor<72x6xf32> into tensor<2x6x6x6xf32>
  // branch 2: zero pad + 3x3 conv -> 2 channels
  %xe = tensor.empty() : tensor<2x8x8x4xf32>
  %xz = linalg.fill ins(%zero : f32) outs(%xe : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %xp = tensor.insert_slice %x into %xz[0, 1, 1, 0] [2, 6, 6, 4] [1, 1, 1, 1] : tensor<2x6x6x4xf32> into tensor<2x8x8x4xf32>
  %ce = tensor.empty() : tensor<2x6x6x2xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x6x6x2xf32>) -> tensor<2x6x6x2xf32>
  %b2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xp, %f : tensor<2x8x8x4xf32>, tensor<3x3x4x2xf32>) outs(%cz : tensor<2x6x6x2xf32>) -> tensor<2x6x6x2xf32>
  %cat = tensor.concat dim(3) %b1, %b2 : (tensor<2x6x6x6xf32>, tensor<2x6x6x2xf32>) -> tensor<2x6x6x8xf32>
  %re = tensor.empty() : tensor<2x6x6x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat : tensor<2x6x6x8xf32>) outs(%re : tensor<2x6x6x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x6x6x8xf32>
  // global average pool -> 2x8, transposed to 8x2 features-major
  %ge = tensor.empty() : tensor<2x8xf32>
  %gz = linalg.fill ins(%zero : f32) outs(%ge : tensor<2x8xf32>) -> tensor<2x8xf32>
  %gs = linalg.generic {indexing_maps = [#id4, #pool], iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
      ins(%r : tensor<2x6x6x8xf32>) outs(%gz : tensor<2x8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %ae = tensor.empty() : tensor<2x8xf32>
  %avg = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%gs : tensor<2x8xf32>) outs(%ae : tensor<2x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %inv : f32
    linalg.yield %m : f32
  } -> tensor<2x8xf32>
  %te = tensor.empty() : tensor<8x2xf32>
  %t = linalg.transpose ins(%avg : tensor<2x8xf32>) outs(%te : tensor<8x2xf32>) permutation = [1, 0]
  %de = tensor.empty() : tensor<8x8xf32>
  %dz = linalg.fill ins(%zero : f32) outs(%de : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d = linalg.matmul ins(%t, %wd : tensor<8x2xf32>, tensor<2x8xf32>) outs(%dz : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.125 : f32
  %xe = tensor.empty() : tensor<2x6x6x4xf32>
  %x = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%xe : tensor<2x6x6x4xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %a = arith.muli %h, %c7 : index
    %b = arith.muli %w, %c3 : index
    %d = arith.muli %c, %c5 : index
    %e = arith.muli %n, %c11 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %r = arith.remui %s2, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<2x6x6x4xf32>
  %fe = tensor.empty() : tensor<3x3x4x2xf32>
  %f = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%fe : tensor<3x3x4x2xf32>) {
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
  } -> tensor<3x3x4x2xf32>
  %we = tensor.empty() : tensor<6x8xf32>
  %w = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%we : tensor<6x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c5 : index
    %s = arith.addi %a, %b : index
    %r = arith.remui %s, %c11 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v0 = arith.subf %rf, %half : f32
    %v = arith.mulf %v0, %scale : f32
    linalg.yield %v : f32
  } -> tensor<6x8xf32>
  %wp = tensor.extract_slice %w[0, 0] [4, 6] [1, 1] : tensor<6x8xf32> to tensor<4x6xf32>
  %wd = tensor.extract_slice %w[4, 0] [2, 8] [1, 1] : tensor<6x8xf32> to tensor<2x8xf32>
  %out = func.call @head(%x, %wp, %f, %wd)
      : (tensor<2x6x6x4xf32>, tensor<4x6xf32>, tensor<3x3x4x2xf32>, tensor<2x8xf32>) -> tensor<8x8xf32>
  %buf = bufferization.to_buffer %out : tensor<8x8xf32> to memref<8x8xf32>
  %u = memref.cast %buf : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
