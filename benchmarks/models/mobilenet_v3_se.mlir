#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<16x3x3x3xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x1x3x3xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x16x1x1xf32>, %arg7: tensor<8xf32>, %arg8: tensor<16x8x1x1xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x16x1x1xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<64x16x1x1xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x1x3x3xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<24x64x1x1xf32>, %arg20: tensor<24xf32>, %arg21: tensor<24xf32>, %arg22: tensor<72x24x1x1xf32>, %arg23: tensor<72xf32>, %arg24: tensor<72xf32>, %arg25: tensor<72x1x3x3xf32>, %arg26: tensor<72xf32>, %arg27: tensor<72xf32>, %arg28: tensor<24x72x1x1xf32>, %arg29: tensor<24xf32>, %arg30: tensor<24xf32>, %arg31: tensor<96x24x1x1xf32>, %arg32: tensor<96xf32>, %arg33: tensor<96xf32>, %arg34: tensor<96x1x5x5xf32>, %arg35: tensor<96xf32>, %arg36: tensor<96xf32>, %arg37: tensor<24x96x1x1xf32>, %arg38: tensor<24xf32>, %arg39: tensor<96x24x1x1xf32>, %arg40: tensor<96xf32>, %arg41: tensor<40x96x1x1xf32>, %arg42: tensor<40xf32>, %arg43: tensor<40xf32>, %arg44: tensor<240x40x1x1xf32>, %arg45: tensor<240xf32>, %arg46: tensor<240xf32>, %arg47: tensor<240x1x5x5xf32>, %arg48: tensor<240xf32>, %arg49: tensor<240xf32>, %arg50: tensor<64x240x1x1xf32>, %arg51: tensor<64xf32>, %arg52: tensor<240x64x1x1xf32>, %arg53: tensor<240xf32>, %arg54: tensor<40x240x1x1xf32>, %arg55: tensor<40xf32>, %arg56: tensor<40xf32>, %arg57: tensor<120x40x1x1xf32>, %arg58: tensor<120xf32>, %arg59: tensor<120xf32>, %arg60: tensor<120x1x5x5xf32>, %arg61: tensor<120xf32>, %arg62: tensor<120xf32>, %arg63: tensor<32x120x1x1xf32>, %arg64: tensor<32xf32>, %arg65: tensor<120x32x1x1xf32>, %arg66: tensor<120xf32>, %arg67: tensor<48x120x1x1xf32>, %arg68: tensor<48xf32>, %arg69: tensor<48xf32>, %arg70: tensor<288x48x1x1xf32>, %arg71: tensor<288xf32>, %arg72: tensor<288xf32>, %arg73: tensor<256x288xf32>, %arg74: tensor<256xf32>, %arg75: tensor<10x256xf32>, %arg76: tensor<10xf32>, %arg77: tensor<16xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<64xf32>, %arg84: tensor<64xf32>, %arg85: tensor<64xf32>, %arg86: tensor<64xf32>, %arg87: tensor<24xf32>, %arg88: tensor<24xf32>, %arg89: tensor<72xf32>, %arg90: tensor<72xf32>, %arg91: tensor<72xf32>, %arg92: tensor<72xf32>, %arg93: tensor<24xf32>, %arg94: tensor<24xf32>, %arg95: tensor<96xf32>, %arg96: tensor<96xf32>, %arg97: tensor<96xf32>, %arg98: tensor<96xf32>, %arg99: tensor<40xf32>, %arg100: tensor<40xf32>, %arg101: tensor<240xf32>, %arg102: tensor<240xf32>, %arg103: tensor<240xf32>, %arg104: tensor<240xf32>, %arg105: tensor<40xf32>, %arg106: tensor<40xf32>, %arg107: tensor<120xf32>, %arg108: tensor<120xf32>, %arg109: tensor<120xf32>, %arg110: tensor<120xf32>, %arg111: tensor<48xf32>, %arg112: tensor<48xf32>, %arg113: tensor<288xf32>, %arg114: tensor<288xf32>, %arg115: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-05 : f64
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 6.000000e+00 : f32
    %cst_3 = arith.constant 2.560000e+02 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg115 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_5 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_5 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_6 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_6 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_7 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_7 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x16x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x16x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_8 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed = tensor.collapse_shape %arg3 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %15 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_8, %collapsed : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg80 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<16xf32>
    %expanded_9 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_10 = tensor.expand_shape %17 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_9 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_10 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_11 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_11 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_12 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_12 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x16x16x16xf32>
    %23 = tensor.empty() : tensor<1x16x1x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%22 : tensor<1x16x16x16xf32>) outs(%24 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %out : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x1x1xf32>) outs(%23 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_3 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x1x1xf32>
    %27 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted = linalg.broadcast ins(%arg7 : tensor<8xf32>) outs(%27 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%26, %arg6 : tensor<1x16x1x1xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x1x1xf32>) outs(%27 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_13 = linalg.broadcast ins(%arg9 : tensor<16xf32>) outs(%23 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%29, %arg8 : tensor<1x8x1x1xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_13 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x1x1xf32>) outs(%23 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x1x1xf32>) outs(%23 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x1x1xf32>) outs(%23 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x16x1x1xf32>) outs(%23 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %34 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%35, %arg10 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<16xf32>
    %expanded_14 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_15 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_14 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_15 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_16 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_16 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_17 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_17 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %42 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x16x16x16xf32>
    %44 = tensor.empty() : tensor<1x64x16x16xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %46 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%43, %arg13 : tensor<1x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%45 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %47 = tensor.empty() : tensor<64xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<64xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%48 : tensor<64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<64xf32>
    %expanded_18 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_19 = tensor.expand_shape %49 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_18 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%44 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x16x16xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_19 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%44 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_20 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_20 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%44 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_21 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_21 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%44 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x64x16x16xf32>) outs(%44 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_22 = tensor.pad %54 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %55 = tensor.empty() : tensor<1x64x8x8xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %arg16 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %57 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_22, %collapsed_23 : tensor<1x64x18x18xf32>, tensor<64x3x3xf32>) outs(%56 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg86 : tensor<64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<64xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%58 : tensor<64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<64xf32>
    %expanded_24 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_25 = tensor.expand_shape %59 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_24 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%55 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_25 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%55 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_26 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_26 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%55 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_27 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_27 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%55 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x64x8x8xf32>) outs(%55 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x64x8x8xf32>
    %65 = tensor.empty() : tensor<1x24x8x8xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%64, %arg19 : tensor<1x64x8x8xf32>, tensor<24x64x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %68 = tensor.empty() : tensor<24xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg88 : tensor<24xf32>) outs(%68 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<24xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%69 : tensor<24xf32>) outs(%68 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<24xf32>
    %expanded_28 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_29 = tensor.expand_shape %70 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_28 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_29 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_30 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_30 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_31 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_31 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %75 = tensor.empty() : tensor<1x72x8x8xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%74, %arg22 : tensor<1x24x8x8xf32>, tensor<72x24x1x1xf32>) outs(%76 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %78 = tensor.empty() : tensor<72xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<72xf32>) outs(%78 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<72xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%79 : tensor<72xf32>) outs(%78 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<72xf32>
    %expanded_32 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_33 = tensor.expand_shape %80 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_32 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_33 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_34 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_34 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_35 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_35 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x72x8x8xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x72x8x8xf32>
    %padded_36 = tensor.pad %85 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x72x8x8xf32> to tensor<1x72x10x10xf32>
    %collapsed_37 = tensor.collapse_shape %arg25 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %86 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %collapsed_37 : tensor<1x72x10x10xf32>, tensor<72x3x3xf32>) outs(%76 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg92 : tensor<72xf32>) outs(%78 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<72xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%87 : tensor<72xf32>) outs(%78 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<72xf32>
    %expanded_38 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_39 = tensor.expand_shape %88 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_38 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_39 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_40 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_40 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_41 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_41 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x72x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x72x8x8xf32>) outs(%75 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x72x8x8xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%93, %arg28 : tensor<1x72x8x8xf32>, tensor<24x72x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg94 : tensor<24xf32>) outs(%68 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<24xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%95 : tensor<24xf32>) outs(%68 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<24xf32>
    %expanded_42 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_43 = tensor.expand_shape %96 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_42 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_43 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_44 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_44 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_45 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_45 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %100 : tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) outs(%65 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x24x8x8xf32>
    %102 = tensor.empty() : tensor<1x96x8x8xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %104 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%101, %arg31 : tensor<1x24x8x8xf32>, tensor<96x24x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %105 = tensor.empty() : tensor<96xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<96xf32>) outs(%105 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<96xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%106 : tensor<96xf32>) outs(%105 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<96xf32>
    %expanded_46 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_47 = tensor.expand_shape %107 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_46 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_47 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_48 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_48 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_49 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_49 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x96x8x8xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x96x8x8xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x96x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x96x8x8xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x96x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %114 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x96x8x8xf32>) outs(%102 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_50 = tensor.pad %116 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x12x12xf32>
    %117 = tensor.empty() : tensor<1x96x4x4xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_51 = tensor.collapse_shape %arg34 [[0, 1], [2], [3]] : tensor<96x1x5x5xf32> into tensor<96x5x5xf32>
    %119 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_50, %collapsed_51 : tensor<1x96x12x12xf32>, tensor<96x5x5xf32>) outs(%118 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<96xf32>) outs(%105 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<96xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%120 : tensor<96xf32>) outs(%105 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<96xf32>
    %expanded_52 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_53 = tensor.expand_shape %121 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_52 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_53 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_54 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_54 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_55 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_55 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x96x4x4xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x96x4x4xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x96x4x4xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<1x96x4x4xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x96x4x4xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %128 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x96x4x4xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %131 = tensor.empty() : tensor<1x96x1x1xf32>
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%130 : tensor<1x96x4x4xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %out : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x96x1x1xf32>) outs(%131 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_4 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x1x1xf32>
    %135 = tensor.empty() : tensor<1x24x1x1xf32>
    %broadcasted_56 = linalg.broadcast ins(%arg38 : tensor<24xf32>) outs(%135 : tensor<1x24x1x1xf32>) dimensions = [0, 2, 3] 
    %136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%134, %arg37 : tensor<1x96x1x1xf32>, tensor<24x96x1x1xf32>) outs(%broadcasted_56 : tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x24x1x1xf32>) outs(%135 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x24x1x1xf32>
    %broadcasted_57 = linalg.broadcast ins(%arg40 : tensor<96xf32>) outs(%131 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3] 
    %138 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%137, %arg39 : tensor<1x24x1x1xf32>, tensor<96x24x1x1xf32>) outs(%broadcasted_57 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x96x1x1xf32>) outs(%131 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x96x1x1xf32>) outs(%131 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x96x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x96x1x1xf32>) outs(%131 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x96x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x96x1x1xf32>) outs(%131 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %142 : tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%117 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x96x4x4xf32>
    %144 = tensor.empty() : tensor<1x40x4x4xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%143, %arg41 : tensor<1x96x4x4xf32>, tensor<40x96x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %147 = tensor.empty() : tensor<40xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg100 : tensor<40xf32>) outs(%147 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<40xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%148 : tensor<40xf32>) outs(%147 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<40xf32>
    %expanded_58 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_59 = tensor.expand_shape %149 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_58 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_59 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_60 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_60 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_61 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_61 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %154 = tensor.empty() : tensor<1x240x4x4xf32>
    %155 = linalg.fill ins(%cst : f32) outs(%154 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%153, %arg44 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %157 = tensor.empty() : tensor<240xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<240xf32>) outs(%157 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<240xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<240xf32>) outs(%157 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<240xf32>
    %expanded_62 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_63 = tensor.expand_shape %159 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_62 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_63 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_64 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_64 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_65 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_65 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x240x4x4xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x240x4x4xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %166 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_66 = tensor.pad %168 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %arg47 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %169 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %collapsed_67 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%155 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<240xf32>) outs(%157 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<240xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%170 : tensor<240xf32>) outs(%157 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<240xf32>
    %expanded_68 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_69 = tensor.expand_shape %171 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_68 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_69 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_70 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_70 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_71 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_71 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x240x4x4xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x240x4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %178 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x240x4x4xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %181 = tensor.empty() : tensor<1x240x1x1xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%180 : tensor<1x240x4x4xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %out : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x240x1x1xf32>) outs(%181 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_4 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x1x1xf32>
    %185 = tensor.empty() : tensor<1x64x1x1xf32>
    %broadcasted_72 = linalg.broadcast ins(%arg51 : tensor<64xf32>) outs(%185 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%184, %arg50 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_72 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x64x1x1xf32>) outs(%185 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_73 = linalg.broadcast ins(%arg53 : tensor<240xf32>) outs(%181 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %188 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%187, %arg52 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_73 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x240x1x1xf32>) outs(%181 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x240x1x1xf32>) outs(%181 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x240x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x240x1x1xf32>) outs(%181 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x240x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x240x1x1xf32>) outs(%181 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %192 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%154 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x240x4x4xf32>
    %194 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%193, %arg54 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<40xf32>) outs(%147 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<40xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%195 : tensor<40xf32>) outs(%147 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<40xf32>
    %expanded_74 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_75 = tensor.expand_shape %196 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_74 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_75 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_76 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_76 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_77 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_77 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %200 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%144 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x40x4x4xf32>
    %202 = tensor.empty() : tensor<1x120x4x4xf32>
    %203 = linalg.fill ins(%cst : f32) outs(%202 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %204 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%201, %arg57 : tensor<1x40x4x4xf32>, tensor<120x40x1x1xf32>) outs(%203 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %205 = tensor.empty() : tensor<120xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<120xf32>) outs(%205 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<120xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%206 : tensor<120xf32>) outs(%205 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<120xf32>
    %expanded_78 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_79 = tensor.expand_shape %207 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_78 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_79 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_80 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_80 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_81 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %expanded_81 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x120x4x4xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x120x4x4xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %214 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %padded_82 = tensor.pad %216 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg116: index, %arg117: index, %arg118: index, %arg119: index):
      tensor.yield %cst : f32
    } : tensor<1x120x4x4xf32> to tensor<1x120x8x8xf32>
    %collapsed_83 = tensor.collapse_shape %arg60 [[0, 1], [2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32>
    %217 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %collapsed_83 : tensor<1x120x8x8xf32>, tensor<120x5x5xf32>) outs(%203 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg110 : tensor<120xf32>) outs(%205 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<120xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%218 : tensor<120xf32>) outs(%205 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<120xf32>
    %expanded_84 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_85 = tensor.expand_shape %219 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_84 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_85 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_86 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_86 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_87 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_87 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x120x4x4xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x120x4x4xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %226 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x120x4x4xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %229 = tensor.empty() : tensor<1x120x1x1xf32>
    %230 = linalg.fill ins(%cst : f32) outs(%229 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%228 : tensor<1x120x4x4xf32>) outs(%230 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %out : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x120x1x1xf32>) outs(%229 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_4 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x1x1xf32>
    %233 = tensor.empty() : tensor<1x32x1x1xf32>
    %broadcasted_88 = linalg.broadcast ins(%arg64 : tensor<32xf32>) outs(%233 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3] 
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%232, %arg63 : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%broadcasted_88 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<1x32x1x1xf32>) outs(%233 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst : f32
      %289 = arith.select %288, %in, %cst : f32
      linalg.yield %289 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_89 = linalg.broadcast ins(%arg66 : tensor<120xf32>) outs(%229 : tensor<1x120x1x1xf32>) dimensions = [0, 2, 3] 
    %236 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%235, %arg65 : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%broadcasted_89 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x120x1x1xf32>) outs(%229 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x120x1x1xf32>) outs(%229 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x120x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x120x1x1xf32>) outs(%229 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x120x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239 : tensor<1x120x1x1xf32>) outs(%229 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %240 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%202 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x120x4x4xf32>
    %242 = tensor.empty() : tensor<1x48x4x4xf32>
    %243 = linalg.fill ins(%cst : f32) outs(%242 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%241, %arg67 : tensor<1x120x4x4xf32>, tensor<48x120x1x1xf32>) outs(%243 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %245 = tensor.empty() : tensor<48xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<48xf32>) outs(%245 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<48xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%246 : tensor<48xf32>) outs(%245 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<48xf32>
    %expanded_90 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_91 = tensor.expand_shape %247 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_90 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%242 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x48x4x4xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_91 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%242 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_92 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_92 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%242 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_93 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_93 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%242 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x48x4x4xf32>
    %252 = tensor.empty() : tensor<1x288x4x4xf32>
    %253 = linalg.fill ins(%cst : f32) outs(%252 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %254 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%251, %arg70 : tensor<1x48x4x4xf32>, tensor<288x48x1x1xf32>) outs(%253 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %255 = tensor.empty() : tensor<288xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg114 : tensor<288xf32>) outs(%255 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.truncf %cst_0 : f64 to f32
      %289 = arith.addf %in, %288 : f32
      linalg.yield %289 : f32
    } -> tensor<288xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%256 : tensor<288xf32>) outs(%255 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = math.rsqrt %in : f32
      linalg.yield %288 : f32
    } -> tensor<288xf32>
    %expanded_94 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_95 = tensor.expand_shape %257 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_94 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.subf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_95 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_96 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_96 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_97 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_97 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x288x4x4xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x288x4x4xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x288x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<1x288x4x4xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x288x4x4xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %264 : tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x288x4x4xf32>) outs(%252 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x4x4xf32>
    %267 = tensor.empty() : tensor<1x288x1x1xf32>
    %268 = linalg.fill ins(%cst : f32) outs(%267 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%266 : tensor<1x288x4x4xf32>) outs(%268 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %out : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x288x1x1xf32>) outs(%267 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_4 : f32
      linalg.yield %288 : f32
    } -> tensor<1x288x1x1xf32>
    %collapsed_98 = tensor.collapse_shape %270 [[0], [1, 2, 3]] : tensor<1x288x1x1xf32> into tensor<1x288xf32>
    %271 = tensor.empty() : tensor<288x256xf32>
    %transposed = linalg.transpose ins(%arg73 : tensor<256x288xf32>) outs(%271 : tensor<288x256xf32>) permutation = [1, 0] 
    %272 = tensor.empty() : tensor<1x256xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %274 = linalg.matmul ins(%collapsed_98, %transposed : tensor<1x288xf32>, tensor<288x256xf32>) outs(%273 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256xf32>
    %276 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%274, %275 : tensor<1x256xf32>, tensor<1x256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x256xf32>
    %277 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<1x256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.addf %in, %cst_1 : f32
      linalg.yield %288 : f32
    } -> tensor<1x256xf32>
    %278 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<1x256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ult, %in, %cst : f32
      %289 = arith.select %288, %cst, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x256xf32>
    %279 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<1x256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.cmpf ugt, %in, %cst_2 : f32
      %289 = arith.select %288, %cst_2, %in : f32
      linalg.yield %289 : f32
    } -> tensor<1x256xf32>
    %280 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%276, %279 : tensor<1x256xf32>, tensor<1x256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.mulf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x256xf32>
    %281 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<1x256xf32>) outs(%272 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %288 = arith.divf %in, %cst_2 : f32
      linalg.yield %288 : f32
    } -> tensor<1x256xf32>
    %282 = tensor.empty() : tensor<256x10xf32>
    %transposed_99 = linalg.transpose ins(%arg75 : tensor<10x256xf32>) outs(%282 : tensor<256x10xf32>) permutation = [1, 0] 
    %283 = tensor.empty() : tensor<1x10xf32>
    %284 = linalg.fill ins(%cst : f32) outs(%283 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %285 = linalg.matmul ins(%281, %transposed_99 : tensor<1x256xf32>, tensor<256x10xf32>) outs(%284 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<10xf32>) outs(%283 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %287 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%285, %286 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%283 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %288 = arith.addf %in, %in_100 : f32
      linalg.yield %288 : f32
    } -> tensor<1x10xf32>
    return %287 : tensor<1x10xf32>
  }
}
