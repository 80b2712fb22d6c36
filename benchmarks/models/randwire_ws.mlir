#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<1xf32>, %arg4: tensor<8x1x3x3xf32>, %arg5: tensor<16x8x1x1xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<1xf32>, %arg9: tensor<16x1x3x3xf32>, %arg10: tensor<16x16x1x1xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<1xf32>, %arg14: tensor<16x1x3x3xf32>, %arg15: tensor<16x16x1x1xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<2xf32>, %arg19: tensor<16x1x3x3xf32>, %arg20: tensor<16x16x1x1xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<2xf32>, %arg24: tensor<16x1x3x3xf32>, %arg25: tensor<16x16x1x1xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<1xf32>, %arg29: tensor<8x1x3x3xf32>, %arg30: tensor<16x8x1x1xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<3xf32>, %arg34: tensor<16x1x3x3xf32>, %arg35: tensor<16x16x1x1xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<3xf32>, %arg39: tensor<16x1x3x3xf32>, %arg40: tensor<16x16x1x1xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<4xf32>, %arg44: tensor<16x1x3x3xf32>, %arg45: tensor<16x16x1x1xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<1xf32>, %arg49: tensor<16x1x3x3xf32>, %arg50: tensor<16x16x1x1xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<1xf32>, %arg54: tensor<16x1x3x3xf32>, %arg55: tensor<16x16x1x1xf32>, %arg56: tensor<16xf32>, %arg57: tensor<16xf32>, %arg58: tensor<6xf32>, %arg59: tensor<16x1x3x3xf32>, %arg60: tensor<16x16x1x1xf32>, %arg61: tensor<16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<1xf32>, %arg64: tensor<16x1x3x3xf32>, %arg65: tensor<32x16x1x1xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<1xf32>, %arg69: tensor<32x1x3x3xf32>, %arg70: tensor<32x32x1x1xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<2xf32>, %arg74: tensor<32x1x3x3xf32>, %arg75: tensor<32x32x1x1xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<2xf32>, %arg79: tensor<32x1x3x3xf32>, %arg80: tensor<32x32x1x1xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<1xf32>, %arg84: tensor<16x1x3x3xf32>, %arg85: tensor<32x16x1x1xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32xf32>, %arg88: tensor<2xf32>, %arg89: tensor<32x1x3x3xf32>, %arg90: tensor<32x32x1x1xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<3xf32>, %arg94: tensor<32x1x3x3xf32>, %arg95: tensor<32x32x1x1xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<1xf32>, %arg99: tensor<16x1x3x3xf32>, %arg100: tensor<32x16x1x1xf32>, %arg101: tensor<32xf32>, %arg102: tensor<32xf32>, %arg103: tensor<4xf32>, %arg104: tensor<32x1x3x3xf32>, %arg105: tensor<32x32x1x1xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<1xf32>, %arg109: tensor<32x1x3x3xf32>, %arg110: tensor<32x32x1x1xf32>, %arg111: tensor<32xf32>, %arg112: tensor<32xf32>, %arg113: tensor<4xf32>, %arg114: tensor<32x1x3x3xf32>, %arg115: tensor<32x32x1x1xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<5xf32>, %arg119: tensor<32x1x3x3xf32>, %arg120: tensor<32x32x1x1xf32>, %arg121: tensor<32xf32>, %arg122: tensor<32xf32>, %arg123: tensor<64x32x1x1xf32>, %arg124: tensor<64xf32>, %arg125: tensor<64xf32>, %arg126: tensor<10x64xf32>, %arg127: tensor<10xf32>, %arg128: tensor<8xf32>, %arg129: tensor<8xf32>, %arg130: tensor<16xf32>, %arg131: tensor<16xf32>, %arg132: tensor<16xf32>, %arg133: tensor<16xf32>, %arg134: tensor<16xf32>, %arg135: tensor<16xf32>, %arg136: tensor<16xf32>, %arg137: tensor<16xf32>, %arg138: tensor<16xf32>, %arg139: tensor<16xf32>, %arg140: tensor<16xf32>, %arg141: tensor<16xf32>, %arg142: tensor<16xf32>, %arg143: tensor<16xf32>, %arg144: tensor<16xf32>, %arg145: tensor<16xf32>, %arg146: tensor<16xf32>, %arg147: tensor<16xf32>, %arg148: tensor<16xf32>, %arg149: tensor<16xf32>, %arg150: tensor<16xf32>, %arg151: tensor<16xf32>, %arg152: tensor<16xf32>, %arg153: tensor<16xf32>, %arg154: tensor<32xf32>, %arg155: tensor<32xf32>, %arg156: tensor<32xf32>, %arg157: tensor<32xf32>, %arg158: tensor<32xf32>, %arg159: tensor<32xf32>, %arg160: tensor<32xf32>, %arg161: tensor<32xf32>, %arg162: tensor<32xf32>, %arg163: tensor<32xf32>, %arg164: tensor<32xf32>, %arg165: tensor<32xf32>, %arg166: tensor<32xf32>, %arg167: tensor<32xf32>, %arg168: tensor<32xf32>, %arg169: tensor<32xf32>, %arg170: tensor<32xf32>, %arg171: tensor<32xf32>, %arg172: tensor<32xf32>, %arg173: tensor<32xf32>, %arg174: tensor<32xf32>, %arg175: tensor<32xf32>, %arg176: tensor<32xf32>, %arg177: tensor<32xf32>, %arg178: tensor<64xf32>, %arg179: tensor<64xf32>, %arg180: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg180 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg129 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_4 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x8x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_4 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_5 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_5 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_6 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_6 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x8x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = tensor.empty() : tensor<1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed = tensor.collapse_shape %12 [] : tensor<1xf32> into tensor<f32>
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %collapsed : tensor<1x8x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x8x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_7 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %15 = tensor.empty() : tensor<1x8x16x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %collapsed_8 = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %17 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_7, %collapsed_8 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%16 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %18 = tensor.empty() : tensor<1x16x16x16xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %20 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%17, %arg5 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %21 = tensor.empty() : tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg131 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%22 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_9 = tensor.expand_shape %arg130 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_10 = tensor.expand_shape %23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_9 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_10 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_11 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_11 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_12 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_12 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg8 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_13 = tensor.collapse_shape %28 [] : tensor<1xf32> into tensor<f32>
    %29 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %collapsed_13 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_14 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_15 = tensor.collapse_shape %arg9 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %31 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %collapsed_15 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %arg10 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg133 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%33 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_16 = tensor.expand_shape %arg132 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_17 = tensor.expand_shape %34 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_16 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_17 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_18 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_18 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_19 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_19 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg13 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_20 = tensor.collapse_shape %39 [] : tensor<1xf32> into tensor<f32>
    %40 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %collapsed_20 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_21 = tensor.pad %41 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_22 = tensor.collapse_shape %arg14 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %42 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %collapsed_22 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%42, %arg15 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg135 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%44 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_23 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_24 = tensor.expand_shape %45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_23 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_24 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_25 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_25 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_26 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_26 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %50 = tensor.empty() : tensor<2xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg18 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<2xf32>
    %extracted_slice = tensor.extract_slice %51[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_27 = tensor.collapse_shape %extracted_slice [] : tensor<1xf32> into tensor<f32>
    %52 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %collapsed_27 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_28 = tensor.extract_slice %51[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_29 = tensor.collapse_shape %extracted_slice_28 [] : tensor<1xf32> into tensor<f32>
    %53 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %collapsed_29 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %53 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_30 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_31 = tensor.collapse_shape %arg19 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %56 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_30, %collapsed_31 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%56, %arg20 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg137 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%58 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_32 = tensor.expand_shape %arg136 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_33 = tensor.expand_shape %59 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_32 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_33 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_34 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_34 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_35 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_35 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg23 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<2xf32>
    %extracted_slice_36 = tensor.extract_slice %64[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_37 = tensor.collapse_shape %extracted_slice_36 [] : tensor<1xf32> into tensor<f32>
    %65 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %collapsed_37 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_38 = tensor.extract_slice %64[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_39 = tensor.collapse_shape %extracted_slice_38 [] : tensor<1xf32> into tensor<f32>
    %66 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %collapsed_39 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %66 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_40 = tensor.pad %68 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_41 = tensor.collapse_shape %arg24 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %69 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_40, %collapsed_41 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%69, %arg25 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg139 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_42 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_43 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_42 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_43 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_44 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_44 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_45 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_45 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg28 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_46 = tensor.collapse_shape %77 [] : tensor<1xf32> into tensor<f32>
    %78 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %collapsed_46 : tensor<1x8x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x8x32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_47 = tensor.pad %79 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_48 = tensor.collapse_shape %arg29 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %80 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_47, %collapsed_48 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%16 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %81 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%80, %arg30 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg141 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%82 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_49 = tensor.expand_shape %arg140 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_50 = tensor.expand_shape %83 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_49 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_50 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_51 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_51 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_52 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_52 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %88 = tensor.empty() : tensor<3xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg33 : tensor<3xf32>) outs(%88 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<3xf32>
    %extracted_slice_53 = tensor.extract_slice %89[0] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_54 = tensor.collapse_shape %extracted_slice_53 [] : tensor<1xf32> into tensor<f32>
    %90 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %collapsed_54 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_55 = tensor.extract_slice %89[1] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_55 [] : tensor<1xf32> into tensor<f32>
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %collapsed_56 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %91 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_57 = tensor.extract_slice %89[2] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_58 = tensor.collapse_shape %extracted_slice_57 [] : tensor<1xf32> into tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %collapsed_58 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %93 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_59 = tensor.pad %95 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_60 = tensor.collapse_shape %arg34 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %96 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_59, %collapsed_60 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %97 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%96, %arg35 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg143 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%98 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_61 = tensor.expand_shape %arg142 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_62 = tensor.expand_shape %99 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_61 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_62 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_63 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_63 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_64 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_64 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg38 : tensor<3xf32>) outs(%88 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<3xf32>
    %extracted_slice_65 = tensor.extract_slice %104[0] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [] : tensor<1xf32> into tensor<f32>
    %105 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %collapsed_66 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_67 = tensor.extract_slice %104[1] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_68 = tensor.collapse_shape %extracted_slice_67 [] : tensor<1xf32> into tensor<f32>
    %106 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %collapsed_68 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %106 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_69 = tensor.extract_slice %104[2] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_70 = tensor.collapse_shape %extracted_slice_69 [] : tensor<1xf32> into tensor<f32>
    %108 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %collapsed_70 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %108 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_71 = tensor.pad %110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_72 = tensor.collapse_shape %arg39 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %111 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_71, %collapsed_72 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %112 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%111, %arg40 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg145 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%113 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_73 = tensor.expand_shape %arg144 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_74 = tensor.expand_shape %114 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_73 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_74 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_75 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_75 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_76 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_76 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %119 = tensor.empty() : tensor<4xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg43 : tensor<4xf32>) outs(%119 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<4xf32>
    %extracted_slice_77 = tensor.extract_slice %120[0] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_78 = tensor.collapse_shape %extracted_slice_77 [] : tensor<1xf32> into tensor<f32>
    %121 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %collapsed_78 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_79 = tensor.extract_slice %120[1] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_80 = tensor.collapse_shape %extracted_slice_79 [] : tensor<1xf32> into tensor<f32>
    %122 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %collapsed_80 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %122 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_81 = tensor.extract_slice %120[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_82 = tensor.collapse_shape %extracted_slice_81 [] : tensor<1xf32> into tensor<f32>
    %124 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %collapsed_82 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_83 = tensor.extract_slice %120[3] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_84 = tensor.collapse_shape %extracted_slice_83 [] : tensor<1xf32> into tensor<f32>
    %126 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %collapsed_84 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %126 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_85 = tensor.pad %128 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_86 = tensor.collapse_shape %arg44 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %129 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_85, %collapsed_86 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%129, %arg45 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg147 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%131 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_87 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_88 = tensor.expand_shape %132 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_87 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_88 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_89 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_89 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_90 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_90 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg48 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_91 = tensor.collapse_shape %137 [] : tensor<1xf32> into tensor<f32>
    %138 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %collapsed_91 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_92 = tensor.pad %139 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_93 = tensor.collapse_shape %arg49 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %140 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_92, %collapsed_93 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%140, %arg50 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg149 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%142 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_94 = tensor.expand_shape %arg148 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_95 = tensor.expand_shape %143 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_94 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_95 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_96 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_96 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_97 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_97 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg53 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_98 = tensor.collapse_shape %148 [] : tensor<1xf32> into tensor<f32>
    %149 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %collapsed_98 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_99 = tensor.pad %150 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_100 = tensor.collapse_shape %arg54 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %151 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_99, %collapsed_100 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %152 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%151, %arg55 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg151 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%153 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_101 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_102 = tensor.expand_shape %154 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_101 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_102 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_103 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_103 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_104 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_104 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %159 = tensor.empty() : tensor<6xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg58 : tensor<6xf32>) outs(%159 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<6xf32>
    %extracted_slice_105 = tensor.extract_slice %160[0] [1] [1] : tensor<6xf32> to tensor<1xf32>
    %collapsed_106 = tensor.collapse_shape %extracted_slice_105 [] : tensor<1xf32> into tensor<f32>
    %161 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %collapsed_106 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_107 = tensor.extract_slice %160[1] [1] [1] : tensor<6xf32> to tensor<1xf32>
    %collapsed_108 = tensor.collapse_shape %extracted_slice_107 [] : tensor<1xf32> into tensor<f32>
    %162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %collapsed_108 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %162 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_109 = tensor.extract_slice %160[2] [1] [1] : tensor<6xf32> to tensor<1xf32>
    %collapsed_110 = tensor.collapse_shape %extracted_slice_109 [] : tensor<1xf32> into tensor<f32>
    %164 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %collapsed_110 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_111 = tensor.extract_slice %160[3] [1] [1] : tensor<6xf32> to tensor<1xf32>
    %collapsed_112 = tensor.collapse_shape %extracted_slice_111 [] : tensor<1xf32> into tensor<f32>
    %166 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %collapsed_112 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %166 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_113 = tensor.extract_slice %160[4] [1] [1] : tensor<6xf32> to tensor<1xf32>
    %collapsed_114 = tensor.collapse_shape %extracted_slice_113 [] : tensor<1xf32> into tensor<f32>
    %168 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %collapsed_114 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %168 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %extracted_slice_115 = tensor.extract_slice %160[5] [1] [1] : tensor<6xf32> to tensor<1xf32>
    %collapsed_116 = tensor.collapse_shape %extracted_slice_115 [] : tensor<1xf32> into tensor<f32>
    %170 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %collapsed_116 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %170 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_117 = tensor.pad %172 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_118 = tensor.collapse_shape %arg59 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %173 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_117, %collapsed_118 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %174 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%173, %arg60 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%19 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg153 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<16xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%175 : tensor<16xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<16xf32>
    %expanded_119 = tensor.expand_shape %arg152 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_120 = tensor.expand_shape %176 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_119 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_120 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_121 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_121 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_122 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_122 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg63 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_123 = tensor.collapse_shape %181 [] : tensor<1xf32> into tensor<f32>
    %182 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %collapsed_123 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_124 = tensor.pad %183 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %184 = tensor.empty() : tensor<1x16x8x8xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %collapsed_125 = tensor.collapse_shape %arg64 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %186 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_124, %collapsed_125 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%185 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %187 = tensor.empty() : tensor<1x32x8x8xf32>
    %188 = linalg.fill ins(%cst : f32) outs(%187 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%186, %arg65 : tensor<1x16x8x8xf32>, tensor<32x16x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %190 = tensor.empty() : tensor<32xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg155 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%191 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_126 = tensor.expand_shape %arg154 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_127 = tensor.expand_shape %192 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_126 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_127 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_128 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_128 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_129 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_129 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg68 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_130 = tensor.collapse_shape %197 [] : tensor<1xf32> into tensor<f32>
    %198 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %collapsed_130 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_131 = tensor.pad %199 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_132 = tensor.collapse_shape %arg69 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %200 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_131, %collapsed_132 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%200, %arg70 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg157 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%202 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_133 = tensor.expand_shape %arg156 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_134 = tensor.expand_shape %203 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_133 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_134 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_135 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_135 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_136 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_136 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg73 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<2xf32>
    %extracted_slice_137 = tensor.extract_slice %208[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_138 = tensor.collapse_shape %extracted_slice_137 [] : tensor<1xf32> into tensor<f32>
    %209 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %collapsed_138 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_139 = tensor.extract_slice %208[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_140 = tensor.collapse_shape %extracted_slice_139 [] : tensor<1xf32> into tensor<f32>
    %210 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %collapsed_140 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %210 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_141 = tensor.pad %212 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_142 = tensor.collapse_shape %arg74 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %213 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_141, %collapsed_142 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %214 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%213, %arg75 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg159 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%215 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_143 = tensor.expand_shape %arg158 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_144 = tensor.expand_shape %216 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_143 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_144 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_145 = tensor.expand_shape %arg76 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_145 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_146 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_146 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<2xf32>
    %extracted_slice_147 = tensor.extract_slice %221[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_148 = tensor.collapse_shape %extracted_slice_147 [] : tensor<1xf32> into tensor<f32>
    %222 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %collapsed_148 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_149 = tensor.extract_slice %221[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_150 = tensor.collapse_shape %extracted_slice_149 [] : tensor<1xf32> into tensor<f32>
    %223 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %collapsed_150 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %223 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_151 = tensor.pad %225 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_152 = tensor.collapse_shape %arg79 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %226 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_151, %collapsed_152 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %227 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%226, %arg80 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg161 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%228 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_153 = tensor.expand_shape %arg160 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_154 = tensor.expand_shape %229 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_153 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_154 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_155 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_155 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_156 = tensor.expand_shape %arg82 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_156 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg83 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_157 = tensor.collapse_shape %234 [] : tensor<1xf32> into tensor<f32>
    %235 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %collapsed_157 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_158 = tensor.pad %236 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_159 = tensor.collapse_shape %arg84 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %237 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_158, %collapsed_159 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%185 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%237, %arg85 : tensor<1x16x8x8xf32>, tensor<32x16x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg163 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%239 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_160 = tensor.expand_shape %arg162 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_161 = tensor.expand_shape %240 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_160 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_161 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_162 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_162 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_163 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_163 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg88 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<2xf32>
    %extracted_slice_164 = tensor.extract_slice %245[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_165 = tensor.collapse_shape %extracted_slice_164 [] : tensor<1xf32> into tensor<f32>
    %246 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %collapsed_165 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_166 = tensor.extract_slice %245[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %collapsed_167 = tensor.collapse_shape %extracted_slice_166 [] : tensor<1xf32> into tensor<f32>
    %247 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %collapsed_167 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %247 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_168 = tensor.pad %249 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_169 = tensor.collapse_shape %arg89 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %250 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_168, %collapsed_169 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %251 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%250, %arg90 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg165 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%252 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_170 = tensor.expand_shape %arg164 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_171 = tensor.expand_shape %253 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_170 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_171 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_172 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_172 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_173 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_173 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg93 : tensor<3xf32>) outs(%88 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<3xf32>
    %extracted_slice_174 = tensor.extract_slice %258[0] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_175 = tensor.collapse_shape %extracted_slice_174 [] : tensor<1xf32> into tensor<f32>
    %259 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %collapsed_175 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_176 = tensor.extract_slice %258[1] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_177 = tensor.collapse_shape %extracted_slice_176 [] : tensor<1xf32> into tensor<f32>
    %260 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %collapsed_177 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %260 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_178 = tensor.extract_slice %258[2] [1] [1] : tensor<3xf32> to tensor<1xf32>
    %collapsed_179 = tensor.collapse_shape %extracted_slice_178 [] : tensor<1xf32> into tensor<f32>
    %262 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %collapsed_179 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %262 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_180 = tensor.pad %264 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_181 = tensor.collapse_shape %arg94 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %265 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %collapsed_181 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %266 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%265, %arg95 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg167 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%267 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_182 = tensor.expand_shape %arg166 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_183 = tensor.expand_shape %268 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_182 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %expanded_183 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_184 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_184 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_185 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_185 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_186 = tensor.collapse_shape %273 [] : tensor<1xf32> into tensor<f32>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %collapsed_186 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x16x16x16xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x16x16x16xf32>) outs(%18 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_187 = tensor.pad %275 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_188 = tensor.collapse_shape %arg99 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %276 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_187, %collapsed_188 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%185 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%276, %arg100 : tensor<1x16x8x8xf32>, tensor<32x16x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg169 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%278 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_189 = tensor.expand_shape %arg168 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_190 = tensor.expand_shape %279 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_189 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_190 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_191 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_191 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_192 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_192 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg103 : tensor<4xf32>) outs(%119 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<4xf32>
    %extracted_slice_193 = tensor.extract_slice %284[0] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_194 = tensor.collapse_shape %extracted_slice_193 [] : tensor<1xf32> into tensor<f32>
    %285 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %collapsed_194 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_195 = tensor.extract_slice %284[1] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_196 = tensor.collapse_shape %extracted_slice_195 [] : tensor<1xf32> into tensor<f32>
    %286 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %collapsed_196 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %286 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_197 = tensor.extract_slice %284[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_198 = tensor.collapse_shape %extracted_slice_197 [] : tensor<1xf32> into tensor<f32>
    %288 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %collapsed_198 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %288 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_199 = tensor.extract_slice %284[3] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_200 = tensor.collapse_shape %extracted_slice_199 [] : tensor<1xf32> into tensor<f32>
    %290 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %collapsed_200 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %290 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_201 = tensor.pad %292 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_202 = tensor.collapse_shape %arg104 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %293 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_201, %collapsed_202 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %294 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%293, %arg105 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg171 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%295 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_203 = tensor.expand_shape %arg170 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_204 = tensor.expand_shape %296 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_203 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_204 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_205 = tensor.expand_shape %arg106 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %expanded_205 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_206 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_206 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<1xf32>) outs(%11 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<1xf32>
    %collapsed_207 = tensor.collapse_shape %301 [] : tensor<1xf32> into tensor<f32>
    %302 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %collapsed_207 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_208 = tensor.pad %303 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_209 = tensor.collapse_shape %arg109 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %304 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_208, %collapsed_209 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %arg110 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg173 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%306 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_210 = tensor.expand_shape %arg172 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_211 = tensor.expand_shape %307 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_210 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_211 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_212 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_212 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_213 = tensor.expand_shape %arg112 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_213 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg113 : tensor<4xf32>) outs(%119 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<4xf32>
    %extracted_slice_214 = tensor.extract_slice %312[0] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_215 = tensor.collapse_shape %extracted_slice_214 [] : tensor<1xf32> into tensor<f32>
    %313 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %collapsed_215 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_216 = tensor.extract_slice %312[1] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_217 = tensor.collapse_shape %extracted_slice_216 [] : tensor<1xf32> into tensor<f32>
    %314 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %collapsed_217 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %314 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_218 = tensor.extract_slice %312[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_219 = tensor.collapse_shape %extracted_slice_218 [] : tensor<1xf32> into tensor<f32>
    %316 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %collapsed_219 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %316 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_220 = tensor.extract_slice %312[3] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %collapsed_221 = tensor.collapse_shape %extracted_slice_220 [] : tensor<1xf32> into tensor<f32>
    %318 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %collapsed_221 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %318 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_222 = tensor.pad %320 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_223 = tensor.collapse_shape %arg114 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %321 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_222, %collapsed_223 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%321, %arg115 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg175 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%323 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_224 = tensor.expand_shape %arg174 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_225 = tensor.expand_shape %324 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %expanded_224 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_225 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_226 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %expanded_226 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_227 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %expanded_227 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %329 = tensor.empty() : tensor<5xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<5xf32>) outs(%329 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.negf %in : f32
      %373 = math.exp %372 : f32
      %374 = arith.addf %373, %cst_0 : f32
      %375 = arith.divf %cst_0, %374 : f32
      linalg.yield %375 : f32
    } -> tensor<5xf32>
    %extracted_slice_228 = tensor.extract_slice %330[0] [1] [1] : tensor<5xf32> to tensor<1xf32>
    %collapsed_229 = tensor.collapse_shape %extracted_slice_228 [] : tensor<1xf32> into tensor<f32>
    %331 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %collapsed_229 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_230 = tensor.extract_slice %330[1] [1] [1] : tensor<5xf32> to tensor<1xf32>
    %collapsed_231 = tensor.collapse_shape %extracted_slice_230 [] : tensor<1xf32> into tensor<f32>
    %332 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %collapsed_231 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %332 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_232 = tensor.extract_slice %330[2] [1] [1] : tensor<5xf32> to tensor<1xf32>
    %collapsed_233 = tensor.collapse_shape %extracted_slice_232 [] : tensor<1xf32> into tensor<f32>
    %334 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %collapsed_233 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %334 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_234 = tensor.extract_slice %330[3] [1] [1] : tensor<5xf32> to tensor<1xf32>
    %collapsed_235 = tensor.collapse_shape %extracted_slice_234 [] : tensor<1xf32> into tensor<f32>
    %336 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %collapsed_235 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %336 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %extracted_slice_236 = tensor.extract_slice %330[4] [1] [1] : tensor<5xf32> to tensor<1xf32>
    %collapsed_237 = tensor.collapse_shape %extracted_slice_236 [] : tensor<1xf32> into tensor<f32>
    %338 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %collapsed_237 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %338 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_238 = tensor.pad %340 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg181: index, %arg182: index, %arg183: index, %arg184: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_239 = tensor.collapse_shape %arg119 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %341 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_238, %collapsed_239 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %342 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%341, %arg120 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg177 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<32xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%343 : tensor<32xf32>) outs(%190 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<32xf32>
    %expanded_240 = tensor.expand_shape %arg176 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_241 = tensor.expand_shape %344 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_240 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %expanded_241 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_242 = tensor.expand_shape %arg121 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_242 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_243 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_243 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %348 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.mulf %in, %cst_2 : f32
      linalg.yield %372 : f32
    } -> tensor<1x32x8x8xf32>
    %351 = tensor.empty() : tensor<1x64x8x8xf32>
    %352 = linalg.fill ins(%cst : f32) outs(%351 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %353 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%350, %arg123 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%352 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %354 = tensor.empty() : tensor<64xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg179 : tensor<64xf32>) outs(%354 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.truncf %cst_1 : f64 to f32
      %373 = arith.addf %in, %372 : f32
      linalg.yield %373 : f32
    } -> tensor<64xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%355 : tensor<64xf32>) outs(%354 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = math.rsqrt %in : f32
      linalg.yield %372 : f32
    } -> tensor<64xf32>
    %expanded_244 = tensor.expand_shape %arg178 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_245 = tensor.expand_shape %356 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_244 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%351 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.subf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x64x8x8xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %expanded_245 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%351 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_246 = tensor.expand_shape %arg124 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_246 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%351 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.mulf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_247 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_247 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%351 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x64x8x8xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x64x8x8xf32>) outs(%351 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.cmpf ugt, %in, %cst : f32
      %373 = arith.select %372, %in, %cst : f32
      linalg.yield %373 : f32
    } -> tensor<1x64x8x8xf32>
    %362 = tensor.empty() : tensor<1x64x1x1xf32>
    %363 = linalg.fill ins(%cst : f32) outs(%362 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%361 : tensor<1x64x8x8xf32>) outs(%363 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.addf %in, %out : f32
      linalg.yield %372 : f32
    } -> tensor<1x64x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<1x64x1x1xf32>) outs(%362 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %372 = arith.divf %in, %cst_3 : f32
      linalg.yield %372 : f32
    } -> tensor<1x64x1x1xf32>
    %collapsed_248 = tensor.collapse_shape %365 [[0], [1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<1x64xf32>
    %366 = tensor.empty() : tensor<64x10xf32>
    %transposed = linalg.transpose ins(%arg126 : tensor<10x64xf32>) outs(%366 : tensor<64x10xf32>) permutation = [1, 0] 
    %367 = tensor.empty() : tensor<1x10xf32>
    %368 = linalg.fill ins(%cst : f32) outs(%367 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %369 = linalg.matmul ins(%collapsed_248, %transposed : tensor<1x64xf32>, tensor<64x10xf32>) outs(%368 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %370 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<10xf32>) outs(%367 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %371 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%369, %370 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%367 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %372 = arith.addf %in, %in_249 : f32
      linalg.yield %372 : f32
    } -> tensor<1x10xf32>
    return %371 : tensor<1x10xf32>
  }
}
