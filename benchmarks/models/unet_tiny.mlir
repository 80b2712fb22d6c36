#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @forward(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x8x3x3xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8x3x3xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x16x3x3xf32>, %arg11: tensor<16xf32>, %arg12: tensor<32x16x3x3xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32x3x3xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x16x2x2xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x32x3x3xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16x3x3xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x8x2x2xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8x16x3x3xf32>, %arg29: tensor<8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8x8x3x3xf32>, %arg33: tensor<8xf32>, %arg34: tensor<2x8x1x1xf32>, %arg35: tensor<2xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<8xf32>, %arg45: tensor<8xf32>, %arg46: tensor<1x3x32x32xf32>) -> tensor<1x2x32x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %c1 = arith.constant 1 : index
    %padded = tensor.pad %arg46 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<1x8x32x32xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg37 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_1 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_2 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.subf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_2 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_3 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_4 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.addf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_5 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg5 : tensor<8xf32>) outs(%0 : tensor<1x8x32x32xf32>) dimensions = [0, 2, 3] 
    %10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_5, %arg4 : tensor<1x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_6 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x32x32xf32>
    %12 = tensor.empty() : tensor<1x8x16x16xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %14 = tensor.empty() : tensor<2x2xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%11, %14 : tensor<1x8x32x32xf32>, tensor<2x2xf32>) outs(%13 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %padded_7 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %16 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted_8 = linalg.broadcast ins(%arg7 : tensor<16xf32>) outs(%16 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %arg6 : tensor<1x8x18x18xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_8 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %18 = tensor.empty() : tensor<16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%18 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_1 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<16xf32>) outs(%18 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<16xf32>
    %expanded_9 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_10 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_9 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.subf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_10 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_11 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_11 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_12 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_12 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.addf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_13 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg11 : tensor<16xf32>) outs(%16 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg10 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_14 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = tensor.empty() : tensor<1x16x8x8xf32>
    %29 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %30 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%27, %14 : tensor<1x16x16x16xf32>, tensor<2x2xf32>) outs(%29 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %padded_15 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %31 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted_16 = linalg.broadcast ins(%arg13 : tensor<32xf32>) outs(%31 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_15, %arg12 : tensor<1x16x10x10xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_16 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %33 = tensor.empty() : tensor<32xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg41 : tensor<32xf32>) outs(%33 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_1 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<32xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%34 : tensor<32xf32>) outs(%33 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<32xf32>
    %expanded_17 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_18 = tensor.expand_shape %35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_17 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%31 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.subf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_18 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%31 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_19 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_19 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%31 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_20 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_20 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%31 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.addf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x32x8x8xf32>) outs(%31 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_21 = tensor.pad %40 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %broadcasted_22 = linalg.broadcast ins(%arg17 : tensor<32xf32>) outs(%31 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %41 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %arg16 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_22 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x32x8x8xf32>) outs(%31 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x32x8x8xf32>
    %43 = tensor.empty() : tensor<16x32x2x2xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<16x32x2x2xf32>) -> tensor<16x32x2x2xf32>
    %45 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%44 : tensor<16x32x2x2xf32>) {
    ^bb0(%out: f32):
      %77 = linalg.index 0 : index
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = linalg.index 3 : index
      %81 = arith.subi %c1, %79 : index
      %82 = arith.subi %c1, %80 : index
      %extracted = tensor.extract %arg18[%78, %77, %81, %82] : tensor<32x16x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x2x2xf32>
    %46 = tensor.empty() : tensor<1x32x17x17xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<1x32x17x17xf32>) -> tensor<1x32x17x17xf32>
    %inserted_slice = tensor.insert_slice %42 into %47[0, 0, 1, 1] [1, 32, 8, 8] [1, 1, 2, 2] : tensor<1x32x8x8xf32> into tensor<1x32x17x17xf32>
    %broadcasted_23 = linalg.broadcast ins(%arg19 : tensor<16xf32>) outs(%16 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %45 : tensor<1x32x17x17xf32>, tensor<16x32x2x2xf32>) outs(%broadcasted_23 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %concat = tensor.concat dim(1) %48, %27 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x32x16x16xf32>
    %padded_24 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %broadcasted_25 = linalg.broadcast ins(%arg21 : tensor<16xf32>) outs(%16 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg20 : tensor<1x32x18x18xf32>, tensor<16x32x3x3xf32>) outs(%broadcasted_25 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg43 : tensor<16xf32>) outs(%18 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_1 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<16xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<16xf32>) outs(%18 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<16xf32>
    %expanded_26 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_27 = tensor.expand_shape %51 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_26 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.subf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_27 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_28 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_28 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_29 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_29 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.addf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x16x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_30 = tensor.pad %56 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %broadcasted_31 = linalg.broadcast ins(%arg25 : tensor<16xf32>) outs(%16 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_30, %arg24 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_31 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x16x16x16xf32>
    %59 = tensor.empty() : tensor<8x16x2x2xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %61 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%60 : tensor<8x16x2x2xf32>) {
    ^bb0(%out: f32):
      %77 = linalg.index 0 : index
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = linalg.index 3 : index
      %81 = arith.subi %c1, %79 : index
      %82 = arith.subi %c1, %80 : index
      %extracted = tensor.extract %arg26[%78, %77, %81, %82] : tensor<16x8x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x2x2xf32>
    %62 = tensor.empty() : tensor<1x16x33x33xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x16x33x33xf32>) -> tensor<1x16x33x33xf32>
    %inserted_slice_32 = tensor.insert_slice %58 into %63[0, 0, 1, 1] [1, 16, 16, 16] [1, 1, 2, 2] : tensor<1x16x16x16xf32> into tensor<1x16x33x33xf32>
    %broadcasted_33 = linalg.broadcast ins(%arg27 : tensor<8xf32>) outs(%0 : tensor<1x8x32x32xf32>) dimensions = [0, 2, 3] 
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_32, %61 : tensor<1x16x33x33xf32>, tensor<8x16x2x2xf32>) outs(%broadcasted_33 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat_34 = tensor.concat dim(1) %64, %11 : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x16x32x32xf32>
    %padded_35 = tensor.pad %concat_34 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %broadcasted_36 = linalg.broadcast ins(%arg29 : tensor<8xf32>) outs(%0 : tensor<1x8x32x32xf32>) dimensions = [0, 2, 3] 
    %65 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_35, %arg28 : tensor<1x16x34x34xf32>, tensor<8x16x3x3xf32>) outs(%broadcasted_36 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg45 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_1 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<8xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%66 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<8xf32>
    %expanded_37 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_38 = tensor.expand_shape %67 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_37 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.subf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_38 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_39 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_39 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.mulf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_40 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_40 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %77 = arith.addf %in, %in_44 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x32x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_41 = tensor.pad %72 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %broadcasted_42 = linalg.broadcast ins(%arg33 : tensor<8xf32>) outs(%0 : tensor<1x8x32x32xf32>) dimensions = [0, 2, 3] 
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_41, %arg32 : tensor<1x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_42 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.cmpf ugt, %in, %cst : f32
      %78 = arith.select %77, %in, %cst : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x32x32xf32>
    %75 = tensor.empty() : tensor<1x2x32x32xf32>
    %broadcasted_43 = linalg.broadcast ins(%arg35 : tensor<2xf32>) outs(%75 : tensor<1x2x32x32xf32>) dimensions = [0, 2, 3] 
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%74, %arg34 : tensor<1x8x32x32xf32>, tensor<2x8x1x1xf32>) outs(%broadcasted_43 : tensor<1x2x32x32xf32>) -> tensor<1x2x32x32xf32>
    return %76 : tensor<1x2x32x32xf32>
  }
}
