#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<16x3x3x3xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x16x1x1xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<8x32x3x3xf32>, %arg7: tensor<24xf32>, %arg8: tensor<24xf32>, %arg9: tensor<32x24x1x1xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<8x32x3x3xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32x1x1xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<8x32x3x3xf32>, %arg19: tensor<40xf32>, %arg20: tensor<40xf32>, %arg21: tensor<32x40x1x1xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<8x32x3x3xf32>, %arg25: tensor<48xf32>, %arg26: tensor<48xf32>, %arg27: tensor<24x48x1x1xf32>, %arg28: tensor<24xf32>, %arg29: tensor<24xf32>, %arg30: tensor<32x24x1x1xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<8x32x3x3xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32x1x1xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<8x32x3x3xf32>, %arg40: tensor<40xf32>, %arg41: tensor<40xf32>, %arg42: tensor<32x40x1x1xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<8x32x3x3xf32>, %arg46: tensor<48xf32>, %arg47: tensor<48xf32>, %arg48: tensor<32x48x1x1xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<8x32x3x3xf32>, %arg52: tensor<56xf32>, %arg53: tensor<56xf32>, %arg54: tensor<28x56x1x1xf32>, %arg55: tensor<28xf32>, %arg56: tensor<28xf32>, %arg57: tensor<32x28x1x1xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<8x32x3x3xf32>, %arg61: tensor<36xf32>, %arg62: tensor<36xf32>, %arg63: tensor<32x36x1x1xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<8x32x3x3xf32>, %arg67: tensor<44xf32>, %arg68: tensor<44xf32>, %arg69: tensor<32x44x1x1xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<8x32x3x3xf32>, %arg73: tensor<52xf32>, %arg74: tensor<52xf32>, %arg75: tensor<32x52x1x1xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<8x32x3x3xf32>, %arg79: tensor<60xf32>, %arg80: tensor<60xf32>, %arg81: tensor<10x60xf32>, %arg82: tensor<10xf32>, %arg83: tensor<16xf32>, %arg84: tensor<16xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<24xf32>, %arg88: tensor<24xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<40xf32>, %arg96: tensor<40xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<48xf32>, %arg100: tensor<48xf32>, %arg101: tensor<24xf32>, %arg102: tensor<24xf32>, %arg103: tensor<32xf32>, %arg104: tensor<32xf32>, %arg105: tensor<32xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<40xf32>, %arg110: tensor<40xf32>, %arg111: tensor<32xf32>, %arg112: tensor<32xf32>, %arg113: tensor<48xf32>, %arg114: tensor<48xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32xf32>, %arg117: tensor<56xf32>, %arg118: tensor<56xf32>, %arg119: tensor<28xf32>, %arg120: tensor<28xf32>, %arg121: tensor<32xf32>, %arg122: tensor<32xf32>, %arg123: tensor<36xf32>, %arg124: tensor<36xf32>, %arg125: tensor<32xf32>, %arg126: tensor<32xf32>, %arg127: tensor<44xf32>, %arg128: tensor<44xf32>, %arg129: tensor<32xf32>, %arg130: tensor<32xf32>, %arg131: tensor<52xf32>, %arg132: tensor<52xf32>, %arg133: tensor<32xf32>, %arg134: tensor<32xf32>, %arg135: tensor<60xf32>, %arg136: tensor<60xf32>, %arg137: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-05 : f64
    %cst_1 = arith.constant 4.000000e+00 : f32
    %cst_2 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg137 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_3 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x16x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_5 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = tensor.empty() : tensor<1x32x32x32xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg3 : tensor<1x16x32x32xf32>, tensor<32x16x1x1xf32>) outs(%12 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %14 = tensor.empty() : tensor<32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg86 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_6 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_7 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_6 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_7 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_8 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_8 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_9 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_9 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x32x32x32xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_10 = tensor.pad %21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %22 = tensor.empty() : tensor<1x8x32x32xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_10, %arg6 : tensor<1x32x34x34xf32>, tensor<8x32x3x3xf32>) outs(%23 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat = tensor.concat dim(1) %2, %24 : (tensor<1x16x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x24x32x32xf32>
    %25 = tensor.empty() : tensor<24xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg88 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<24xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%26 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<24xf32>
    %expanded_11 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_12 = tensor.expand_shape %27 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %28 = tensor.empty() : tensor<1x24x32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_11 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%28 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x32x32xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_12 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%28 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_13 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_13 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%28 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_14 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_14 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%28 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x32x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x24x32x32xf32>) outs(%28 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x24x32x32xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%33, %arg9 : tensor<1x24x32x32xf32>, tensor<32x24x1x1xf32>) outs(%12 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%35 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_15 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_16 = tensor.expand_shape %36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_15 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_16 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_17 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_17 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_18 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_18 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x32x32x32xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_19 = tensor.pad %41 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_19, %arg12 : tensor<1x32x34x34xf32>, tensor<8x32x3x3xf32>) outs(%23 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat_20 = tensor.concat dim(1) %concat, %42 : (tensor<1x24x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x32x32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg92 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%43 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_21 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_22 = tensor.expand_shape %44 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_20, %expanded_21 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_22 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_23 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_23 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_24 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_24 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x32x32x32xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x32x32xf32>
    %50 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%49, %arg15 : tensor<1x32x32x32xf32>, tensor<32x32x1x1xf32>) outs(%12 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg94 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%51 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_25 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_26 = tensor.expand_shape %52 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_25 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_26 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_27 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_27 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_28 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_28 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x32x32x32xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_29 = tensor.pad %57 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg18 : tensor<1x32x34x34xf32>, tensor<8x32x3x3xf32>) outs(%23 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat_30 = tensor.concat dim(1) %concat_20, %58 : (tensor<1x32x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x40x32x32xf32>
    %59 = tensor.empty() : tensor<40xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<40xf32>) outs(%59 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<40xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%60 : tensor<40xf32>) outs(%59 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<40xf32>
    %expanded_31 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_32 = tensor.expand_shape %61 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %62 = tensor.empty() : tensor<1x40x32x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_31 : tensor<1x40x32x32xf32>, tensor<40x1x1xf32>) outs(%62 : tensor<1x40x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x32x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_32 : tensor<1x40x32x32xf32>, tensor<40x1x1xf32>) outs(%62 : tensor<1x40x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x32x32xf32>
    %expanded_33 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_33 : tensor<1x40x32x32xf32>, tensor<40x1x1xf32>) outs(%62 : tensor<1x40x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x32x32xf32>
    %expanded_34 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_34 : tensor<1x40x32x32xf32>, tensor<40x1x1xf32>) outs(%62 : tensor<1x40x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x32x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x40x32x32xf32>) outs(%62 : tensor<1x40x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x40x32x32xf32>
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%67, %arg21 : tensor<1x40x32x32xf32>, tensor<32x40x1x1xf32>) outs(%12 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%69 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_35 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_36 = tensor.expand_shape %70 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_35 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_36 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_37 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_37 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_38 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_38 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x32x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x32x32x32xf32>) outs(%11 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_39 = tensor.pad %75 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_39, %arg24 : tensor<1x32x34x34xf32>, tensor<8x32x3x3xf32>) outs(%23 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat_40 = tensor.concat dim(1) %concat_30, %76 : (tensor<1x40x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x48x32x32xf32>
    %77 = tensor.empty() : tensor<48xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg100 : tensor<48xf32>) outs(%77 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<48xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%78 : tensor<48xf32>) outs(%77 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<48xf32>
    %expanded_41 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_42 = tensor.expand_shape %79 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %80 = tensor.empty() : tensor<1x48x32x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_40, %expanded_41 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%80 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x32x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_42 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%80 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_43 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_43 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%80 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_44 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_44 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%80 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x32x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x48x32x32xf32>) outs(%80 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x48x32x32xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%85, %arg27 : tensor<1x48x32x32xf32>, tensor<24x48x1x1xf32>) outs(%86 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %88 = tensor.empty() : tensor<1x24x16x16xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %90 = tensor.empty() : tensor<2x2xf32>
    %91 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%87, %90 : tensor<1x24x32x32xf32>, tensor<2x2xf32>) outs(%89 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x24x16x16xf32>) outs(%88 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.divf %in, %cst_1 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<24xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%93 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<24xf32>
    %expanded_45 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_46 = tensor.expand_shape %94 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_45 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%88 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x16x16xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_46 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%88 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_47 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_47 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%88 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_48 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_48 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%88 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x24x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x24x16x16xf32>) outs(%88 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x24x16x16xf32>
    %100 = tensor.empty() : tensor<1x32x16x16xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %102 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%99, %arg30 : tensor<1x24x16x16xf32>, tensor<32x24x1x1xf32>) outs(%101 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%103 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_49 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_50 = tensor.expand_shape %104 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_49 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_50 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_51 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_51 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_52 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_52 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x32x16x16xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_53 = tensor.pad %109 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %110 = tensor.empty() : tensor<1x8x16x16xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %112 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_53, %arg33 : tensor<1x32x18x18xf32>, tensor<8x32x3x3xf32>) outs(%111 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_54 = tensor.concat dim(1) %92, %112 : (tensor<1x24x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%113 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_55 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_56 = tensor.expand_shape %114 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_54, %expanded_55 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_56 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_57 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_57 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_58 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_58 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x32x16x16xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x16x16xf32>
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%119, %arg36 : tensor<1x32x16x16xf32>, tensor<32x32x1x1xf32>) outs(%101 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_59 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_60 = tensor.expand_shape %122 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_59 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_60 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_61 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_61 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_62 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_62 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x32x16x16xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_63 = tensor.pad %127 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %arg39 : tensor<1x32x18x18xf32>, tensor<8x32x3x3xf32>) outs(%111 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_64 = tensor.concat dim(1) %concat_54, %128 : (tensor<1x32x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x40x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg110 : tensor<40xf32>) outs(%59 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<40xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%129 : tensor<40xf32>) outs(%59 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<40xf32>
    %expanded_65 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_66 = tensor.expand_shape %130 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %131 = tensor.empty() : tensor<1x40x16x16xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_65 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%131 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_66 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%131 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x16x16xf32>
    %expanded_67 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_67 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%131 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x16x16xf32>
    %expanded_68 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_68 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%131 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x40x16x16xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x40x16x16xf32>) outs(%131 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x40x16x16xf32>
    %137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%136, %arg42 : tensor<1x40x16x16xf32>, tensor<32x40x1x1xf32>) outs(%101 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%138 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_69 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_70 = tensor.expand_shape %139 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_69 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_70 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_71 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_71 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_72 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_72 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x32x16x16xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_73 = tensor.pad %144 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %145 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_73, %arg45 : tensor<1x32x18x18xf32>, tensor<8x32x3x3xf32>) outs(%111 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_74 = tensor.concat dim(1) %concat_64, %145 : (tensor<1x40x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x48x16x16xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg114 : tensor<48xf32>) outs(%77 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<48xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%146 : tensor<48xf32>) outs(%77 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<48xf32>
    %expanded_75 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_76 = tensor.expand_shape %147 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %148 = tensor.empty() : tensor<1x48x16x16xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_74, %expanded_75 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%148 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x16x16xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_76 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%148 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_77 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_77 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%148 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_78 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_78 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%148 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x48x16x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x48x16x16xf32>) outs(%148 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x48x16x16xf32>
    %154 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%153, %arg48 : tensor<1x48x16x16xf32>, tensor<32x48x1x1xf32>) outs(%101 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg116 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%155 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_79 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_80 = tensor.expand_shape %156 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_79 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_80 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_81 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_81 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_82 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_82 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x16x16xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<1x32x16x16xf32>) outs(%100 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_83 = tensor.pad %161 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %162 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %arg51 : tensor<1x32x18x18xf32>, tensor<8x32x3x3xf32>) outs(%111 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_84 = tensor.concat dim(1) %concat_74, %162 : (tensor<1x48x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x56x16x16xf32>
    %163 = tensor.empty() : tensor<56xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<56xf32>) outs(%163 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<56xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%164 : tensor<56xf32>) outs(%163 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<56xf32>
    %expanded_85 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_86 = tensor.expand_shape %165 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %166 = tensor.empty() : tensor<1x56x16x16xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %expanded_85 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%166 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x56x16x16xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_86 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%166 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x56x16x16xf32>
    %expanded_87 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_87 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%166 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x56x16x16xf32>
    %expanded_88 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_88 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%166 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x56x16x16xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x56x16x16xf32>) outs(%166 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x56x16x16xf32>
    %172 = tensor.empty() : tensor<1x28x16x16xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<1x28x16x16xf32>) -> tensor<1x28x16x16xf32>
    %174 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%171, %arg54 : tensor<1x56x16x16xf32>, tensor<28x56x1x1xf32>) outs(%173 : tensor<1x28x16x16xf32>) -> tensor<1x28x16x16xf32>
    %175 = tensor.empty() : tensor<1x28x8x8xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<1x28x8x8xf32>) -> tensor<1x28x8x8xf32>
    %177 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%174, %90 : tensor<1x28x16x16xf32>, tensor<2x2xf32>) outs(%176 : tensor<1x28x8x8xf32>) -> tensor<1x28x8x8xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x28x8x8xf32>) outs(%175 : tensor<1x28x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.divf %in, %cst_1 : f32
      linalg.yield %273 : f32
    } -> tensor<1x28x8x8xf32>
    %179 = tensor.empty() : tensor<28xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg120 : tensor<28xf32>) outs(%179 : tensor<28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<28xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%180 : tensor<28xf32>) outs(%179 : tensor<28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<28xf32>
    %expanded_89 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %expanded_90 = tensor.expand_shape %181 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_89 : tensor<1x28x8x8xf32>, tensor<28x1x1xf32>) outs(%175 : tensor<1x28x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x28x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_90 : tensor<1x28x8x8xf32>, tensor<28x1x1xf32>) outs(%175 : tensor<1x28x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x28x8x8xf32>
    %expanded_91 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_91 : tensor<1x28x8x8xf32>, tensor<28x1x1xf32>) outs(%175 : tensor<1x28x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x28x8x8xf32>
    %expanded_92 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_92 : tensor<1x28x8x8xf32>, tensor<28x1x1xf32>) outs(%175 : tensor<1x28x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x28x8x8xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x28x8x8xf32>) outs(%175 : tensor<1x28x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x28x8x8xf32>
    %187 = tensor.empty() : tensor<1x32x8x8xf32>
    %188 = linalg.fill ins(%cst : f32) outs(%187 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%186, %arg57 : tensor<1x28x8x8xf32>, tensor<32x28x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg122 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%190 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_93 = tensor.expand_shape %arg121 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_94 = tensor.expand_shape %191 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_93 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_94 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_95 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_95 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_96 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_96 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_97 = tensor.pad %196 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %197 = tensor.empty() : tensor<1x8x8x8xf32>
    %198 = linalg.fill ins(%cst : f32) outs(%197 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %199 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_97, %arg60 : tensor<1x32x10x10xf32>, tensor<8x32x3x3xf32>) outs(%198 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_98 = tensor.concat dim(1) %178, %199 : (tensor<1x28x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x36x8x8xf32>
    %200 = tensor.empty() : tensor<36xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg124 : tensor<36xf32>) outs(%200 : tensor<36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<36xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%201 : tensor<36xf32>) outs(%200 : tensor<36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<36xf32>
    %expanded_99 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %expanded_100 = tensor.expand_shape %202 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %203 = tensor.empty() : tensor<1x36x8x8xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_98, %expanded_99 : tensor<1x36x8x8xf32>, tensor<36x1x1xf32>) outs(%203 : tensor<1x36x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x36x8x8xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_100 : tensor<1x36x8x8xf32>, tensor<36x1x1xf32>) outs(%203 : tensor<1x36x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x36x8x8xf32>
    %expanded_101 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_101 : tensor<1x36x8x8xf32>, tensor<36x1x1xf32>) outs(%203 : tensor<1x36x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x36x8x8xf32>
    %expanded_102 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_102 : tensor<1x36x8x8xf32>, tensor<36x1x1xf32>) outs(%203 : tensor<1x36x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x36x8x8xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<1x36x8x8xf32>) outs(%203 : tensor<1x36x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x36x8x8xf32>
    %209 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%208, %arg63 : tensor<1x36x8x8xf32>, tensor<32x36x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg126 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%210 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_103 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_104 = tensor.expand_shape %211 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_103 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_104 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_105 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_105 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_106 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_106 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_107 = tensor.pad %216 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_107, %arg66 : tensor<1x32x10x10xf32>, tensor<8x32x3x3xf32>) outs(%198 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_108 = tensor.concat dim(1) %concat_98, %217 : (tensor<1x36x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x44x8x8xf32>
    %218 = tensor.empty() : tensor<44xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg128 : tensor<44xf32>) outs(%218 : tensor<44xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<44xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%219 : tensor<44xf32>) outs(%218 : tensor<44xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<44xf32>
    %expanded_109 = tensor.expand_shape %arg127 [[0, 1, 2]] output_shape [44, 1, 1] : tensor<44xf32> into tensor<44x1x1xf32>
    %expanded_110 = tensor.expand_shape %220 [[0, 1, 2]] output_shape [44, 1, 1] : tensor<44xf32> into tensor<44x1x1xf32>
    %221 = tensor.empty() : tensor<1x44x8x8xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_108, %expanded_109 : tensor<1x44x8x8xf32>, tensor<44x1x1xf32>) outs(%221 : tensor<1x44x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x44x8x8xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_110 : tensor<1x44x8x8xf32>, tensor<44x1x1xf32>) outs(%221 : tensor<1x44x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x44x8x8xf32>
    %expanded_111 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [44, 1, 1] : tensor<44xf32> into tensor<44x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %expanded_111 : tensor<1x44x8x8xf32>, tensor<44x1x1xf32>) outs(%221 : tensor<1x44x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x44x8x8xf32>
    %expanded_112 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [44, 1, 1] : tensor<44xf32> into tensor<44x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %expanded_112 : tensor<1x44x8x8xf32>, tensor<44x1x1xf32>) outs(%221 : tensor<1x44x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x44x8x8xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x44x8x8xf32>) outs(%221 : tensor<1x44x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x44x8x8xf32>
    %227 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%226, %arg69 : tensor<1x44x8x8xf32>, tensor<32x44x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg130 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%228 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_113 = tensor.expand_shape %arg129 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_114 = tensor.expand_shape %229 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_113 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_114 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_115 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_115 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_116 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_116 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_117 = tensor.pad %234 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %235 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_117, %arg72 : tensor<1x32x10x10xf32>, tensor<8x32x3x3xf32>) outs(%198 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_118 = tensor.concat dim(1) %concat_108, %235 : (tensor<1x44x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x52x8x8xf32>
    %236 = tensor.empty() : tensor<52xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg132 : tensor<52xf32>) outs(%236 : tensor<52xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<52xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%237 : tensor<52xf32>) outs(%236 : tensor<52xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<52xf32>
    %expanded_119 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %expanded_120 = tensor.expand_shape %238 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %239 = tensor.empty() : tensor<1x52x8x8xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_118, %expanded_119 : tensor<1x52x8x8xf32>, tensor<52x1x1xf32>) outs(%239 : tensor<1x52x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x52x8x8xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_120 : tensor<1x52x8x8xf32>, tensor<52x1x1xf32>) outs(%239 : tensor<1x52x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x52x8x8xf32>
    %expanded_121 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_121 : tensor<1x52x8x8xf32>, tensor<52x1x1xf32>) outs(%239 : tensor<1x52x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x52x8x8xf32>
    %expanded_122 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_122 : tensor<1x52x8x8xf32>, tensor<52x1x1xf32>) outs(%239 : tensor<1x52x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x52x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x52x8x8xf32>) outs(%239 : tensor<1x52x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x52x8x8xf32>
    %245 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%244, %arg75 : tensor<1x52x8x8xf32>, tensor<32x52x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg134 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<32xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%246 : tensor<32xf32>) outs(%14 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<32xf32>
    %expanded_123 = tensor.expand_shape %arg133 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_124 = tensor.expand_shape %247 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_123 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_124 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_125 = tensor.expand_shape %arg76 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_125 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_126 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_126 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x32x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x32x8x8xf32>) outs(%187 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_127 = tensor.pad %252 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg138: index, %arg139: index, %arg140: index, %arg141: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %253 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %arg78 : tensor<1x32x10x10xf32>, tensor<8x32x3x3xf32>) outs(%198 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_128 = tensor.concat dim(1) %concat_118, %253 : (tensor<1x52x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x60x8x8xf32>
    %254 = tensor.empty() : tensor<60xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg136 : tensor<60xf32>) outs(%254 : tensor<60xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.truncf %cst_0 : f64 to f32
      %274 = arith.addf %in, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<60xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%255 : tensor<60xf32>) outs(%254 : tensor<60xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = math.rsqrt %in : f32
      linalg.yield %273 : f32
    } -> tensor<60xf32>
    %expanded_129 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %expanded_130 = tensor.expand_shape %256 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %257 = tensor.empty() : tensor<1x60x8x8xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_128, %expanded_129 : tensor<1x60x8x8xf32>, tensor<60x1x1xf32>) outs(%257 : tensor<1x60x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.subf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x60x8x8xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_130 : tensor<1x60x8x8xf32>, tensor<60x1x1xf32>) outs(%257 : tensor<1x60x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x60x8x8xf32>
    %expanded_131 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_131 : tensor<1x60x8x8xf32>, tensor<60x1x1xf32>) outs(%257 : tensor<1x60x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.mulf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x60x8x8xf32>
    %expanded_132 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_132 : tensor<1x60x8x8xf32>, tensor<60x1x1xf32>) outs(%257 : tensor<1x60x8x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x60x8x8xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x60x8x8xf32>) outs(%257 : tensor<1x60x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.cmpf ugt, %in, %cst : f32
      %274 = arith.select %273, %in, %cst : f32
      linalg.yield %274 : f32
    } -> tensor<1x60x8x8xf32>
    %263 = tensor.empty() : tensor<1x60x1x1xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<1x60x1x1xf32>) -> tensor<1x60x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%262 : tensor<1x60x8x8xf32>) outs(%264 : tensor<1x60x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.addf %in, %out : f32
      linalg.yield %273 : f32
    } -> tensor<1x60x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x60x1x1xf32>) outs(%263 : tensor<1x60x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %273 = arith.divf %in, %cst_2 : f32
      linalg.yield %273 : f32
    } -> tensor<1x60x1x1xf32>
    %collapsed = tensor.collapse_shape %266 [[0], [1, 2, 3]] : tensor<1x60x1x1xf32> into tensor<1x60xf32>
    %267 = tensor.empty() : tensor<60x10xf32>
    %transposed = linalg.transpose ins(%arg81 : tensor<10x60xf32>) outs(%267 : tensor<60x10xf32>) permutation = [1, 0] 
    %268 = tensor.empty() : tensor<1x10xf32>
    %269 = linalg.fill ins(%cst : f32) outs(%268 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %270 = linalg.matmul ins(%collapsed, %transposed : tensor<1x60xf32>, tensor<60x10xf32>) outs(%269 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<10xf32>) outs(%268 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %272 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%270, %271 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%268 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %273 = arith.addf %in, %in_133 : f32
      linalg.yield %273 : f32
    } -> tensor<1x10xf32>
    return %272 : tensor<1x10xf32>
  }
}
