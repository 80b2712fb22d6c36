#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @forward(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8x3x3xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8x3x3xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x16x3x3xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<32x16x3x3xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32x3x3xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<64x32x3x3xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64x3x3xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x32x2x2xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x64x3x3xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32x3x3xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x16x2x2xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16x32x3x3xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16x16x3x3xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16x8x2x2xf32>, %arg41: tensor<8xf32>, %arg42: tensor<8x16x3x3xf32>, %arg43: tensor<8xf32>, %arg44: tensor<8xf32>, %arg45: tensor<8x8x3x3xf32>, %arg46: tensor<8xf32>, %arg47: tensor<8xf32>, %arg48: tensor<2x8x1x1xf32>, %arg49: tensor<2xf32>, %arg50: tensor<8xf32>, %arg51: tensor<8xf32>, %arg52: tensor<8xf32>, %arg53: tensor<8xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<16xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<16xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16xf32>, %arg73: tensor<16xf32>, %arg74: tensor<8xf32>, %arg75: tensor<8xf32>, %arg76: tensor<8xf32>, %arg77: tensor<8xf32>, %arg78: tensor<1x3x32x32xf32>) -> tensor<1x2x32x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %c1 = arith.constant 1 : index
    %padded = tensor.pad %arg78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg51 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_2 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_2 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_3 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_3 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_4 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_4 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_5 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_5, %arg3 : tensor<1x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg53 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%12 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<8xf32>
    %expanded_6 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_7 = tensor.expand_shape %13 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %expanded_6 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_7 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_8 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_8 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_9 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_9 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x8x32x32xf32>
    %19 = tensor.empty() : tensor<1x8x16x16xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %21 = tensor.empty() : tensor<2x2xf32>
    %22 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%18, %21 : tensor<1x8x32x32xf32>, tensor<2x2xf32>) outs(%20 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %padded_10 = tensor.pad %22 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %23 = tensor.empty() : tensor<1x16x16x16xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_10, %arg6 : tensor<1x8x18x18xf32>, tensor<16x8x3x3xf32>) outs(%24 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %26 = tensor.empty() : tensor<16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg55 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<16xf32>
    %expanded_11 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_12 = tensor.expand_shape %28 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_11 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_12 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_13 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_13 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_14 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_14 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x16x16xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_15 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_15, %arg9 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%24 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg57 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%35 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<16xf32>
    %expanded_16 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_17 = tensor.expand_shape %36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_16 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_17 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_18 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_18 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_19 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_19 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x16x16x16xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = tensor.empty() : tensor<1x16x8x8xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %44 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%41, %21 : tensor<1x16x16x16xf32>, tensor<2x2xf32>) outs(%43 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %padded_20 = tensor.pad %44 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %45 = tensor.empty() : tensor<1x32x8x8xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %47 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_20, %arg12 : tensor<1x16x10x10xf32>, tensor<32x16x3x3xf32>) outs(%46 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %48 = tensor.empty() : tensor<32xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<32xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%49 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<32xf32>
    %expanded_21 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_22 = tensor.expand_shape %50 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_21 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_22 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_23 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_23 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_24 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_24 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x32x8x8xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_25 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %arg15 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%46 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<32xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%57 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<32xf32>
    %expanded_26 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_27 = tensor.expand_shape %58 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_26 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_27 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_28 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_28 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_29 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_29 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x32x8x8xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x32x8x8xf32>
    %64 = tensor.empty() : tensor<1x32x4x4xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %66 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%63, %21 : tensor<1x32x8x8xf32>, tensor<2x2xf32>) outs(%65 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %padded_30 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x32x4x4xf32> to tensor<1x32x6x6xf32>
    %67 = tensor.empty() : tensor<1x64x4x4xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %69 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_30, %arg18 : tensor<1x32x6x6xf32>, tensor<64x32x3x3xf32>) outs(%68 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %70 = tensor.empty() : tensor<64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg63 : tensor<64xf32>) outs(%70 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<64xf32>) outs(%70 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<64xf32>
    %expanded_31 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_32 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_31 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_32 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_33 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_33 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_34 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_34 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x64x4x4xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_35 = tensor.pad %77 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_35, %arg21 : tensor<1x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%68 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg65 : tensor<64xf32>) outs(%70 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%79 : tensor<64xf32>) outs(%70 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<64xf32>
    %expanded_36 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_37 = tensor.expand_shape %80 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_36 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_37 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_38 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_38 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_39 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_39 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x64x4x4xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x64x4x4xf32>) outs(%67 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x64x4x4xf32>
    %86 = tensor.empty() : tensor<32x64x2x2xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<32x64x2x2xf32>) -> tensor<32x64x2x2xf32>
    %88 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%87 : tensor<32x64x2x2xf32>) {
    ^bb0(%out: f32):
      %154 = linalg.index 0 : index
      %155 = linalg.index 1 : index
      %156 = linalg.index 2 : index
      %157 = linalg.index 3 : index
      %158 = arith.subi %c1, %156 : index
      %159 = arith.subi %c1, %157 : index
      %extracted = tensor.extract %arg24[%155, %154, %158, %159] : tensor<64x32x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x2x2xf32>
    %89 = tensor.empty() : tensor<1x64x9x9xf32>
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<1x64x9x9xf32>) -> tensor<1x64x9x9xf32>
    %inserted_slice = tensor.insert_slice %85 into %90[0, 0, 1, 1] [1, 64, 4, 4] [1, 1, 2, 2] : tensor<1x64x4x4xf32> into tensor<1x64x9x9xf32>
    %broadcasted = linalg.broadcast ins(%arg25 : tensor<32xf32>) outs(%45 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %91 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %88 : tensor<1x64x9x9xf32>, tensor<32x64x2x2xf32>) outs(%broadcasted : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %concat = tensor.concat dim(1) %91, %63 : (tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) -> tensor<1x64x8x8xf32>
    %padded_40 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %92 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_40, %arg26 : tensor<1x64x10x10xf32>, tensor<32x64x3x3xf32>) outs(%46 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg67 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<32xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%93 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<32xf32>
    %expanded_41 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_42 = tensor.expand_shape %94 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_41 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_42 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_43 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_43 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_44 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_44 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x32x8x8xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_45 = tensor.pad %99 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %100 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_45, %arg29 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%46 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg69 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<32xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%101 : tensor<32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<32xf32>
    %expanded_46 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_47 = tensor.expand_shape %102 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_46 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_47 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_48 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_48 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_49 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_49 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x32x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x32x8x8xf32>) outs(%45 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x32x8x8xf32>
    %108 = tensor.empty() : tensor<16x32x2x2xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<16x32x2x2xf32>) -> tensor<16x32x2x2xf32>
    %110 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%109 : tensor<16x32x2x2xf32>) {
    ^bb0(%out: f32):
      %154 = linalg.index 0 : index
      %155 = linalg.index 1 : index
      %156 = linalg.index 2 : index
      %157 = linalg.index 3 : index
      %158 = arith.subi %c1, %156 : index
      %159 = arith.subi %c1, %157 : index
      %extracted = tensor.extract %arg32[%155, %154, %158, %159] : tensor<32x16x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x2x2xf32>
    %111 = tensor.empty() : tensor<1x32x17x17xf32>
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<1x32x17x17xf32>) -> tensor<1x32x17x17xf32>
    %inserted_slice_50 = tensor.insert_slice %107 into %112[0, 0, 1, 1] [1, 32, 8, 8] [1, 1, 2, 2] : tensor<1x32x8x8xf32> into tensor<1x32x17x17xf32>
    %broadcasted_51 = linalg.broadcast ins(%arg33 : tensor<16xf32>) outs(%23 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_50, %110 : tensor<1x32x17x17xf32>, tensor<16x32x2x2xf32>) outs(%broadcasted_51 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %concat_52 = tensor.concat dim(1) %113, %41 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x32x16x16xf32>
    %padded_53 = tensor.pad %concat_52 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_53, %arg34 : tensor<1x32x18x18xf32>, tensor<16x32x3x3xf32>) outs(%24 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg71 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%115 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<16xf32>
    %expanded_54 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_55 = tensor.expand_shape %116 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_54 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_55 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_56 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_56 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_57 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_57 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x16x16x16xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_58 = tensor.pad %121 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_58, %arg37 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%24 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg73 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%123 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<16xf32>
    %expanded_59 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_60 = tensor.expand_shape %124 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_59 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_60 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_61 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_61 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_62 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_62 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x16x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x16x16x16xf32>) outs(%23 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x16x16xf32>
    %130 = tensor.empty() : tensor<8x16x2x2xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %132 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%131 : tensor<8x16x2x2xf32>) {
    ^bb0(%out: f32):
      %154 = linalg.index 0 : index
      %155 = linalg.index 1 : index
      %156 = linalg.index 2 : index
      %157 = linalg.index 3 : index
      %158 = arith.subi %c1, %156 : index
      %159 = arith.subi %c1, %157 : index
      %extracted = tensor.extract %arg40[%155, %154, %158, %159] : tensor<16x8x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x2x2xf32>
    %133 = tensor.empty() : tensor<1x16x33x33xf32>
    %134 = linalg.fill ins(%cst : f32) outs(%133 : tensor<1x16x33x33xf32>) -> tensor<1x16x33x33xf32>
    %inserted_slice_63 = tensor.insert_slice %129 into %134[0, 0, 1, 1] [1, 16, 16, 16] [1, 1, 2, 2] : tensor<1x16x16x16xf32> into tensor<1x16x33x33xf32>
    %broadcasted_64 = linalg.broadcast ins(%arg41 : tensor<8xf32>) outs(%0 : tensor<1x8x32x32xf32>) dimensions = [0, 2, 3] 
    %135 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_63, %132 : tensor<1x16x33x33xf32>, tensor<8x16x2x2xf32>) outs(%broadcasted_64 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat_65 = tensor.concat dim(1) %135, %18 : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x16x32x32xf32>
    %padded_66 = tensor.pad %concat_65 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %arg42 : tensor<1x16x34x34xf32>, tensor<8x16x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg75 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%137 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<8xf32>
    %expanded_67 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_68 = tensor.expand_shape %138 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_67 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_68 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_69 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_69 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_70 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_70 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_71 = tensor.pad %143 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_71, %arg45 : tensor<1x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg77 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_1 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%145 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = math.rsqrt %in : f32
      linalg.yield %154 : f32
    } -> tensor<8xf32>
    %expanded_72 = tensor.expand_shape %arg76 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_73 = tensor.expand_shape %146 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_72 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.subf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_73 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_74 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_74 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.mulf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_75 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_75 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %154 = arith.addf %in, %in_77 : f32
      linalg.yield %154 : f32
    } -> tensor<1x8x32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.cmpf ugt, %in, %cst : f32
      %155 = arith.select %154, %in, %cst : f32
      linalg.yield %155 : f32
    } -> tensor<1x8x32x32xf32>
    %152 = tensor.empty() : tensor<1x2x32x32xf32>
    %broadcasted_76 = linalg.broadcast ins(%arg49 : tensor<2xf32>) outs(%152 : tensor<1x2x32x32xf32>) dimensions = [0, 2, 3] 
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%151, %arg48 : tensor<1x8x32x32xf32>, tensor<2x8x1x1xf32>) outs(%broadcasted_76 : tensor<1x2x32x32xf32>) -> tensor<1x2x32x32xf32>
    return %153 : tensor<1x2x32x32xf32>
  }
}
