#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<32x3x3x3xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32x1x1xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<24x32x1x1xf32>, %arg7: tensor<24xf32>, %arg8: tensor<24xf32>, %arg9: tensor<32x24x3x3xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<4x32x1x1xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<8x4x3x3xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8x32x1x1xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<32x64x1x1xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x64x1x1xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<48x32x3x3xf32>, %arg28: tensor<48xf32>, %arg29: tensor<48xf32>, %arg30: tensor<8x64x1x1xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<24x8x3x3xf32>, %arg34: tensor<24xf32>, %arg35: tensor<24xf32>, %arg36: tensor<16x64x1x1xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<48x120x1x1xf32>, %arg40: tensor<48xf32>, %arg41: tensor<48xf32>, %arg42: tensor<24x120x1x1xf32>, %arg43: tensor<24xf32>, %arg44: tensor<24xf32>, %arg45: tensor<52x24x3x3xf32>, %arg46: tensor<52xf32>, %arg47: tensor<52xf32>, %arg48: tensor<4x120x1x1xf32>, %arg49: tensor<4xf32>, %arg50: tensor<4xf32>, %arg51: tensor<12x4x3x3xf32>, %arg52: tensor<12xf32>, %arg53: tensor<12xf32>, %arg54: tensor<16x120x1x1xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<40x128x1x1xf32>, %arg58: tensor<40xf32>, %arg59: tensor<40xf32>, %arg60: tensor<28x128x1x1xf32>, %arg61: tensor<28xf32>, %arg62: tensor<28xf32>, %arg63: tensor<56x28x3x3xf32>, %arg64: tensor<56xf32>, %arg65: tensor<56xf32>, %arg66: tensor<6x128x1x1xf32>, %arg67: tensor<6xf32>, %arg68: tensor<6xf32>, %arg69: tensor<16x6x3x3xf32>, %arg70: tensor<16xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16x128x1x1xf32>, %arg73: tensor<16xf32>, %arg74: tensor<16xf32>, %arg75: tensor<10x128xf32>, %arg76: tensor<10xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16xf32>, %arg81: tensor<24xf32>, %arg82: tensor<24xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<4xf32>, %arg86: tensor<4xf32>, %arg87: tensor<8xf32>, %arg88: tensor<8xf32>, %arg89: tensor<8xf32>, %arg90: tensor<8xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<48xf32>, %arg96: tensor<48xf32>, %arg97: tensor<8xf32>, %arg98: tensor<8xf32>, %arg99: tensor<24xf32>, %arg100: tensor<24xf32>, %arg101: tensor<16xf32>, %arg102: tensor<16xf32>, %arg103: tensor<48xf32>, %arg104: tensor<48xf32>, %arg105: tensor<24xf32>, %arg106: tensor<24xf32>, %arg107: tensor<52xf32>, %arg108: tensor<52xf32>, %arg109: tensor<4xf32>, %arg110: tensor<4xf32>, %arg111: tensor<12xf32>, %arg112: tensor<12xf32>, %arg113: tensor<16xf32>, %arg114: tensor<16xf32>, %arg115: tensor<40xf32>, %arg116: tensor<40xf32>, %arg117: tensor<28xf32>, %arg118: tensor<28xf32>, %arg119: tensor<56xf32>, %arg120: tensor<56xf32>, %arg121: tensor<6xf32>, %arg122: tensor<6xf32>, %arg123: tensor<16xf32>, %arg124: tensor<16xf32>, %arg125: tensor<16xf32>, %arg126: tensor<16xf32>, %arg127: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %padded = tensor.pad %arg127 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x32x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<32x3x3x3xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %3 = tensor.empty() : tensor<32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_3 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_5 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x32x32x32xf32>
    %11 = tensor.empty() : tensor<1x16x32x32xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg3 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%12 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %14 = tensor.empty() : tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg80 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<16xf32>
    %expanded_6 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_7 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_6 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_7 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_8 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_8 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_9 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_9 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x32x32xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x16x32x32xf32>
    %22 = tensor.empty() : tensor<1x24x32x32xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg6 : tensor<1x32x32x32xf32>, tensor<24x32x1x1xf32>) outs(%23 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %25 = tensor.empty() : tensor<24xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg82 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<24xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%26 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<24xf32>
    %expanded_10 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_11 = tensor.expand_shape %27 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_10 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_11 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_12 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_12 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_13 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_13 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x24x32x32xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x24x32x32xf32>
    %padded_14 = tensor.pad %32 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x24x32x32xf32> to tensor<1x24x34x34xf32>
    %33 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %arg9 : tensor<1x24x34x34xf32>, tensor<32x24x3x3xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<32xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%34 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<32xf32>
    %expanded_15 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_16 = tensor.expand_shape %35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_15 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_16 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_17 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_17 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_18 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_18 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x32x32x32xf32>
    %41 = tensor.empty() : tensor<1x4x32x32xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<1x4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg12 : tensor<1x32x32x32xf32>, tensor<4x32x1x1xf32>) outs(%42 : tensor<1x4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %44 = tensor.empty() : tensor<4xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg86 : tensor<4xf32>) outs(%44 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<4xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<4xf32>) outs(%44 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<4xf32>
    %expanded_19 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %expanded_20 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_19 : tensor<1x4x32x32xf32>, tensor<4x1x1xf32>) outs(%41 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x32x32xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_20 : tensor<1x4x32x32xf32>, tensor<4x1x1xf32>) outs(%41 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x32x32xf32>
    %expanded_21 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_21 : tensor<1x4x32x32xf32>, tensor<4x1x1xf32>) outs(%41 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x32x32xf32>
    %expanded_22 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_22 : tensor<1x4x32x32xf32>, tensor<4x1x1xf32>) outs(%41 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x4x32x32xf32>) outs(%41 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x4x32x32xf32>
    %padded_23 = tensor.pad %51 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x4x32x32xf32> to tensor<1x4x34x34xf32>
    %52 = tensor.empty() : tensor<1x8x32x32xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_23, %arg15 : tensor<1x4x34x34xf32>, tensor<8x4x3x3xf32>) outs(%53 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %55 = tensor.empty() : tensor<8xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg88 : tensor<8xf32>) outs(%55 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<8xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%56 : tensor<8xf32>) outs(%55 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<8xf32>
    %expanded_24 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_25 = tensor.expand_shape %57 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_24 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_25 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_26 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_26 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_27 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_27 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x8x32x32xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_28 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x35x35xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %64 = tensor.empty() : tensor<3x3xf32>
    %65 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_28, %64 : tensor<1x32x35x35xf32>, tensor<3x3xf32>) outs(%63 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %66 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%65, %arg18 : tensor<1x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%53 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<8xf32>) outs(%55 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<8xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%67 : tensor<8xf32>) outs(%55 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<8xf32>
    %expanded_29 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_30 = tensor.expand_shape %68 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_29 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_30 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_31 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_31 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_32 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_32 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x32x32xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x8x32x32xf32>
    %concat = tensor.concat dim(1) %21, %40, %62, %73 : (tensor<1x16x32x32xf32>, tensor<1x32x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x64x32x32xf32>
    %74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %arg21 : tensor<1x64x32x32xf32>, tensor<32x64x1x1xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg92 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<32xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%75 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<32xf32>
    %expanded_33 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_34 = tensor.expand_shape %76 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_33 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_34 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_35 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_35 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_36 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_36 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x32x32x32xf32>
    %82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %arg24 : tensor<1x64x32x32xf32>, tensor<32x64x1x1xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg94 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<32xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%83 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<32xf32>
    %expanded_37 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_38 = tensor.expand_shape %84 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_37 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_38 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_39 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_39 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_40 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_40 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x32x32x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_41 = tensor.pad %89 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %90 = tensor.empty() : tensor<1x48x32x32xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %92 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_41, %arg27 : tensor<1x32x34x34xf32>, tensor<48x32x3x3xf32>) outs(%91 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %93 = tensor.empty() : tensor<48xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<48xf32>) outs(%93 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<48xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%94 : tensor<48xf32>) outs(%93 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<48xf32>
    %expanded_42 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_43 = tensor.expand_shape %95 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_42 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%90 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x32x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_43 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%90 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_44 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_44 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%90 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_45 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_45 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%90 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x32x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x48x32x32xf32>) outs(%90 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x48x32x32xf32>
    %101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %arg30 : tensor<1x64x32x32xf32>, tensor<8x64x1x1xf32>) outs(%53 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<8xf32>) outs(%55 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<8xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%102 : tensor<8xf32>) outs(%55 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<8xf32>
    %expanded_46 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_47 = tensor.expand_shape %103 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_46 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_47 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_48 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_48 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_49 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_49 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x8x32x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x8x32x32xf32>) outs(%52 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_50 = tensor.pad %108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_50, %arg33 : tensor<1x8x34x34xf32>, tensor<24x8x3x3xf32>) outs(%23 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg100 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<24xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%110 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<24xf32>
    %expanded_51 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_52 = tensor.expand_shape %111 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_51 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_52 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_53 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_53 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_54 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_54 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x32x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x24x32x32xf32>) outs(%22 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x24x32x32xf32>
    %padded_55 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x35x35xf32>
    %117 = tensor.empty() : tensor<1x64x32x32xf32>
    %118 = linalg.fill ins(%cst_0 : f32) outs(%117 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %119 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_55, %64 : tensor<1x64x35x35xf32>, tensor<3x3xf32>) outs(%118 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%119, %arg36 : tensor<1x64x32x32xf32>, tensor<16x64x1x1xf32>) outs(%12 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<16xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<16xf32>
    %expanded_56 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_57 = tensor.expand_shape %122 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_56 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_57 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_58 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_58 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_59 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_59 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x32x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x32x32xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x16x32x32xf32>
    %concat_60 = tensor.concat dim(1) %81, %100, %116, %127 : (tensor<1x32x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x16x32x32xf32>) -> tensor<1x120x32x32xf32>
    %padded_61 = tensor.pad %concat_60 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x120x32x32xf32> to tensor<1x120x34x34xf32>
    %128 = tensor.empty() : tensor<1x120x16x16xf32>
    %129 = linalg.fill ins(%cst_0 : f32) outs(%128 : tensor<1x120x16x16xf32>) -> tensor<1x120x16x16xf32>
    %130 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_61, %64 : tensor<1x120x34x34xf32>, tensor<3x3xf32>) outs(%129 : tensor<1x120x16x16xf32>) -> tensor<1x120x16x16xf32>
    %131 = tensor.empty() : tensor<1x48x16x16xf32>
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %133 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%130, %arg39 : tensor<1x120x16x16xf32>, tensor<48x120x1x1xf32>) outs(%132 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<48xf32>) outs(%93 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<48xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%134 : tensor<48xf32>) outs(%93 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<48xf32>
    %expanded_62 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_63 = tensor.expand_shape %135 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_62 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%131 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x16x16xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_63 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%131 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_64 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_64 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%131 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_65 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_65 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%131 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x48x16x16xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x48x16x16xf32>) outs(%131 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x48x16x16xf32>
    %141 = tensor.empty() : tensor<1x24x16x16xf32>
    %142 = linalg.fill ins(%cst : f32) outs(%141 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%130, %arg42 : tensor<1x120x16x16xf32>, tensor<24x120x1x1xf32>) outs(%142 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<24xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%144 : tensor<24xf32>) outs(%25 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<24xf32>
    %expanded_66 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_67 = tensor.expand_shape %145 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_66 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%141 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x16x16xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_67 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%141 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_68 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_68 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%141 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_69 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_69 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%141 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x24x16x16xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<1x24x16x16xf32>) outs(%141 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x24x16x16xf32>
    %padded_70 = tensor.pad %150 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x24x16x16xf32> to tensor<1x24x18x18xf32>
    %151 = tensor.empty() : tensor<1x52x16x16xf32>
    %152 = linalg.fill ins(%cst : f32) outs(%151 : tensor<1x52x16x16xf32>) -> tensor<1x52x16x16xf32>
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_70, %arg45 : tensor<1x24x18x18xf32>, tensor<52x24x3x3xf32>) outs(%152 : tensor<1x52x16x16xf32>) -> tensor<1x52x16x16xf32>
    %154 = tensor.empty() : tensor<52xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<52xf32>) outs(%154 : tensor<52xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<52xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%155 : tensor<52xf32>) outs(%154 : tensor<52xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<52xf32>
    %expanded_71 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %expanded_72 = tensor.expand_shape %156 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_71 : tensor<1x52x16x16xf32>, tensor<52x1x1xf32>) outs(%151 : tensor<1x52x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x52x16x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_72 : tensor<1x52x16x16xf32>, tensor<52x1x1xf32>) outs(%151 : tensor<1x52x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x52x16x16xf32>
    %expanded_73 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_73 : tensor<1x52x16x16xf32>, tensor<52x1x1xf32>) outs(%151 : tensor<1x52x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x52x16x16xf32>
    %expanded_74 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [52, 1, 1] : tensor<52xf32> into tensor<52x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_74 : tensor<1x52x16x16xf32>, tensor<52x1x1xf32>) outs(%151 : tensor<1x52x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x52x16x16xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<1x52x16x16xf32>) outs(%151 : tensor<1x52x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x52x16x16xf32>
    %162 = tensor.empty() : tensor<1x4x16x16xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%162 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%130, %arg48 : tensor<1x120x16x16xf32>, tensor<4x120x1x1xf32>) outs(%163 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg110 : tensor<4xf32>) outs(%44 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<4xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%165 : tensor<4xf32>) outs(%44 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<4xf32>
    %expanded_75 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %expanded_76 = tensor.expand_shape %166 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_75 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%162 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x16x16xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_76 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%162 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x16x16xf32>
    %expanded_77 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_77 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%162 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x16x16xf32>
    %expanded_78 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_78 : tensor<1x4x16x16xf32>, tensor<4x1x1xf32>) outs(%162 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x4x16x16xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x4x16x16xf32>) outs(%162 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x4x16x16xf32>
    %padded_79 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x4x16x16xf32> to tensor<1x4x18x18xf32>
    %172 = tensor.empty() : tensor<1x12x16x16xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %174 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_79, %arg51 : tensor<1x4x18x18xf32>, tensor<12x4x3x3xf32>) outs(%173 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %175 = tensor.empty() : tensor<12xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<12xf32>) outs(%175 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<12xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%176 : tensor<12xf32>) outs(%175 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<12xf32>
    %expanded_80 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %expanded_81 = tensor.expand_shape %177 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_80 : tensor<1x12x16x16xf32>, tensor<12x1x1xf32>) outs(%172 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x12x16x16xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_81 : tensor<1x12x16x16xf32>, tensor<12x1x1xf32>) outs(%172 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x12x16x16xf32>
    %expanded_82 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_82 : tensor<1x12x16x16xf32>, tensor<12x1x1xf32>) outs(%172 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x12x16x16xf32>
    %expanded_83 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_83 : tensor<1x12x16x16xf32>, tensor<12x1x1xf32>) outs(%172 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x12x16x16xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x12x16x16xf32>) outs(%172 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x12x16x16xf32>
    %padded_84 = tensor.pad %130 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x120x16x16xf32> to tensor<1x120x19x19xf32>
    %183 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %64 : tensor<1x120x19x19xf32>, tensor<3x3xf32>) outs(%129 : tensor<1x120x16x16xf32>) -> tensor<1x120x16x16xf32>
    %184 = tensor.empty() : tensor<1x16x16x16xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%183, %arg54 : tensor<1x120x16x16xf32>, tensor<16x120x1x1xf32>) outs(%185 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg114 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<16xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%187 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<16xf32>
    %expanded_85 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_86 = tensor.expand_shape %188 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_85 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_86 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_87 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_87 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_88 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_88 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x16x16x16xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x16x16x16xf32>
    %concat_89 = tensor.concat dim(1) %140, %161, %182, %193 : (tensor<1x48x16x16xf32>, tensor<1x52x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x128x16x16xf32>
    %194 = tensor.empty() : tensor<1x40x16x16xf32>
    %195 = linalg.fill ins(%cst : f32) outs(%194 : tensor<1x40x16x16xf32>) -> tensor<1x40x16x16xf32>
    %196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_89, %arg57 : tensor<1x128x16x16xf32>, tensor<40x128x1x1xf32>) outs(%195 : tensor<1x40x16x16xf32>) -> tensor<1x40x16x16xf32>
    %197 = tensor.empty() : tensor<40xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg116 : tensor<40xf32>) outs(%197 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<40xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%198 : tensor<40xf32>) outs(%197 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<40xf32>
    %expanded_90 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_91 = tensor.expand_shape %199 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_90 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%194 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x40x16x16xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_91 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%194 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x40x16x16xf32>
    %expanded_92 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_92 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%194 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x40x16x16xf32>
    %expanded_93 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_93 : tensor<1x40x16x16xf32>, tensor<40x1x1xf32>) outs(%194 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x40x16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x40x16x16xf32>) outs(%194 : tensor<1x40x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x40x16x16xf32>
    %205 = tensor.empty() : tensor<1x28x16x16xf32>
    %206 = linalg.fill ins(%cst : f32) outs(%205 : tensor<1x28x16x16xf32>) -> tensor<1x28x16x16xf32>
    %207 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_89, %arg60 : tensor<1x128x16x16xf32>, tensor<28x128x1x1xf32>) outs(%206 : tensor<1x28x16x16xf32>) -> tensor<1x28x16x16xf32>
    %208 = tensor.empty() : tensor<28xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<28xf32>) outs(%208 : tensor<28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<28xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%209 : tensor<28xf32>) outs(%208 : tensor<28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<28xf32>
    %expanded_94 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %expanded_95 = tensor.expand_shape %210 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_94 : tensor<1x28x16x16xf32>, tensor<28x1x1xf32>) outs(%205 : tensor<1x28x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x28x16x16xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_95 : tensor<1x28x16x16xf32>, tensor<28x1x1xf32>) outs(%205 : tensor<1x28x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x28x16x16xf32>
    %expanded_96 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_96 : tensor<1x28x16x16xf32>, tensor<28x1x1xf32>) outs(%205 : tensor<1x28x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x28x16x16xf32>
    %expanded_97 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [28, 1, 1] : tensor<28xf32> into tensor<28x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_97 : tensor<1x28x16x16xf32>, tensor<28x1x1xf32>) outs(%205 : tensor<1x28x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x28x16x16xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x28x16x16xf32>) outs(%205 : tensor<1x28x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x28x16x16xf32>
    %padded_98 = tensor.pad %215 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x28x16x16xf32> to tensor<1x28x18x18xf32>
    %216 = tensor.empty() : tensor<1x56x16x16xf32>
    %217 = linalg.fill ins(%cst : f32) outs(%216 : tensor<1x56x16x16xf32>) -> tensor<1x56x16x16xf32>
    %218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_98, %arg63 : tensor<1x28x18x18xf32>, tensor<56x28x3x3xf32>) outs(%217 : tensor<1x56x16x16xf32>) -> tensor<1x56x16x16xf32>
    %219 = tensor.empty() : tensor<56xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg120 : tensor<56xf32>) outs(%219 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<56xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%220 : tensor<56xf32>) outs(%219 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<56xf32>
    %expanded_99 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_100 = tensor.expand_shape %221 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_99 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%216 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x56x16x16xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_100 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%216 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x56x16x16xf32>
    %expanded_101 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %expanded_101 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%216 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x56x16x16xf32>
    %expanded_102 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %expanded_102 : tensor<1x56x16x16xf32>, tensor<56x1x1xf32>) outs(%216 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x56x16x16xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x56x16x16xf32>) outs(%216 : tensor<1x56x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x56x16x16xf32>
    %227 = tensor.empty() : tensor<1x6x16x16xf32>
    %228 = linalg.fill ins(%cst : f32) outs(%227 : tensor<1x6x16x16xf32>) -> tensor<1x6x16x16xf32>
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_89, %arg66 : tensor<1x128x16x16xf32>, tensor<6x128x1x1xf32>) outs(%228 : tensor<1x6x16x16xf32>) -> tensor<1x6x16x16xf32>
    %230 = tensor.empty() : tensor<6xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg122 : tensor<6xf32>) outs(%230 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<6xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%231 : tensor<6xf32>) outs(%230 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<6xf32>
    %expanded_103 = tensor.expand_shape %arg121 [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xf32> into tensor<6x1x1xf32>
    %expanded_104 = tensor.expand_shape %232 [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xf32> into tensor<6x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_103 : tensor<1x6x16x16xf32>, tensor<6x1x1xf32>) outs(%227 : tensor<1x6x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x6x16x16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_104 : tensor<1x6x16x16xf32>, tensor<6x1x1xf32>) outs(%227 : tensor<1x6x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x6x16x16xf32>
    %expanded_105 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xf32> into tensor<6x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_105 : tensor<1x6x16x16xf32>, tensor<6x1x1xf32>) outs(%227 : tensor<1x6x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x6x16x16xf32>
    %expanded_106 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xf32> into tensor<6x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_106 : tensor<1x6x16x16xf32>, tensor<6x1x1xf32>) outs(%227 : tensor<1x6x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x6x16x16xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x6x16x16xf32>) outs(%227 : tensor<1x6x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x6x16x16xf32>
    %padded_107 = tensor.pad %237 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst : f32
    } : tensor<1x6x16x16xf32> to tensor<1x6x18x18xf32>
    %238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_107, %arg69 : tensor<1x6x18x18xf32>, tensor<16x6x3x3xf32>) outs(%185 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg124 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<16xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%239 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<16xf32>
    %expanded_108 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_109 = tensor.expand_shape %240 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_108 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_109 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_110 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_110 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_111 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_111 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244 : tensor<1x16x16x16xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_112 = tensor.pad %concat_89 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg128: index, %arg129: index, %arg130: index, %arg131: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x128x16x16xf32> to tensor<1x128x19x19xf32>
    %246 = tensor.empty() : tensor<1x128x16x16xf32>
    %247 = linalg.fill ins(%cst_0 : f32) outs(%246 : tensor<1x128x16x16xf32>) -> tensor<1x128x16x16xf32>
    %248 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_112, %64 : tensor<1x128x19x19xf32>, tensor<3x3xf32>) outs(%247 : tensor<1x128x16x16xf32>) -> tensor<1x128x16x16xf32>
    %249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%248, %arg72 : tensor<1x128x16x16xf32>, tensor<16x128x1x1xf32>) outs(%185 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg126 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.truncf %cst_1 : f64 to f32
      %268 = arith.addf %in, %267 : f32
      linalg.yield %268 : f32
    } -> tensor<16xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%250 : tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = math.rsqrt %in : f32
      linalg.yield %267 : f32
    } -> tensor<16xf32>
    %expanded_113 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_114 = tensor.expand_shape %251 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_113 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.subf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_114 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_115 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_115 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.mulf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_116 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_116 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x16x16x16xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<1x16x16x16xf32>) outs(%184 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.cmpf ugt, %in, %cst : f32
      %268 = arith.select %267, %in, %cst : f32
      linalg.yield %268 : f32
    } -> tensor<1x16x16x16xf32>
    %concat_117 = tensor.concat dim(1) %204, %226, %245, %256 : (tensor<1x40x16x16xf32>, tensor<1x56x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x128x16x16xf32>
    %257 = tensor.empty() : tensor<1x128x1x1xf32>
    %258 = linalg.fill ins(%cst : f32) outs(%257 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%concat_117 : tensor<1x128x16x16xf32>) outs(%258 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.addf %in, %out : f32
      linalg.yield %267 : f32
    } -> tensor<1x128x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x128x1x1xf32>) outs(%257 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %267 = arith.divf %in, %cst_2 : f32
      linalg.yield %267 : f32
    } -> tensor<1x128x1x1xf32>
    %collapsed = tensor.collapse_shape %260 [[0], [1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<1x128xf32>
    %261 = tensor.empty() : tensor<128x10xf32>
    %transposed = linalg.transpose ins(%arg75 : tensor<10x128xf32>) outs(%261 : tensor<128x10xf32>) permutation = [1, 0] 
    %262 = tensor.empty() : tensor<1x10xf32>
    %263 = linalg.fill ins(%cst : f32) outs(%262 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %264 = linalg.matmul ins(%collapsed, %transposed : tensor<1x128xf32>, tensor<128x10xf32>) outs(%263 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<10xf32>) outs(%262 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %266 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%264, %265 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%262 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %267 = arith.addf %in, %in_118 : f32
      linalg.yield %267 : f32
    } -> tensor<1x10xf32>
    return %266 : tensor<1x10xf32>
  }
}
