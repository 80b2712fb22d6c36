#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<32x8x1xf32>, %arg1: tensor<32xf32>, %arg2: tensor<64x32x2xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x32x1xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32x1xf32>, %arg7: tensor<32xf32>, %arg8: tensor<64x32x2xf32>, %arg9: tensor<64xf32>, %arg10: tensor<32x32x1xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32x1xf32>, %arg13: tensor<32xf32>, %arg14: tensor<64x32x2xf32>, %arg15: tensor<64xf32>, %arg16: tensor<32x32x1xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32x1xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32x2xf32>, %arg21: tensor<64xf32>, %arg22: tensor<32x32x1xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32x1xf32>, %arg25: tensor<32xf32>, %arg26: tensor<64x32x2xf32>, %arg27: tensor<64xf32>, %arg28: tensor<32x32x1xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32x1xf32>, %arg31: tensor<32xf32>, %arg32: tensor<64x32x2xf32>, %arg33: tensor<64xf32>, %arg34: tensor<32x32x1xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32x1xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32x1xf32>, %arg39: tensor<32xf32>, %arg40: tensor<8x32x1xf32>, %arg41: tensor<8xf32>, %arg42: tensor<1x8x128xf32>) -> tensor<1x8x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x32x128xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%arg42, %arg0 : tensor<1x8x128xf32>, tensor<32x8x1xf32>) outs(%broadcasted : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %padded = tensor.pad %1 low[0, 0, 1] high[0, 0, 0] {
    ^bb0(%arg43: index, %arg44: index, %arg45: index):
      tensor.yield %cst : f32
    } : tensor<1x32x128xf32> to tensor<1x32x129xf32>
    %2 = tensor.empty() : tensor<1x64x128xf32>
    %broadcasted_1 = linalg.broadcast ins(%arg3 : tensor<64xf32>) outs(%2 : tensor<1x64x128xf32>) dimensions = [0, 2] 
    %3 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg2 : tensor<1x32x129xf32>, tensor<64x32x2xf32>) outs(%broadcasted_1 : tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %extracted_slice = tensor.extract_slice %3[0, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %extracted_slice_2 = tensor.extract_slice %3[0, 32, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.tanh %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_2 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.negf %in : f32
      %54 = math.exp %53 : f32
      %55 = arith.addf %54, %cst_0 : f32
      %56 = arith.divf %cst_0, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x128xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.mulf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_3 = linalg.broadcast ins(%arg5 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %7 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%6, %arg4 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_3 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_4 = linalg.broadcast ins(%arg7 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %9 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%6, %arg6 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_4 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %padded_5 = tensor.pad %8 low[0, 0, 2] high[0, 0, 0] {
    ^bb0(%arg43: index, %arg44: index, %arg45: index):
      tensor.yield %cst : f32
    } : tensor<1x32x128xf32> to tensor<1x32x130xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg9 : tensor<64xf32>) outs(%2 : tensor<1x64x128xf32>) dimensions = [0, 2] 
    %10 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_5, %arg8 : tensor<1x32x130xf32>, tensor<64x32x2xf32>) outs(%broadcasted_6 : tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %extracted_slice_7 = tensor.extract_slice %10[0, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %extracted_slice_8 = tensor.extract_slice %10[0, 32, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_7 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.tanh %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_8 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.negf %in : f32
      %54 = math.exp %53 : f32
      %55 = arith.addf %54, %cst_0 : f32
      %56 = arith.divf %cst_0, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x128xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.mulf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_9 = linalg.broadcast ins(%arg11 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %14 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%13, %arg10 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_9 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg13 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %16 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%13, %arg12 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_10 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %16 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %padded_11 = tensor.pad %15 low[0, 0, 4] high[0, 0, 0] {
    ^bb0(%arg43: index, %arg44: index, %arg45: index):
      tensor.yield %cst : f32
    } : tensor<1x32x128xf32> to tensor<1x32x132xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg15 : tensor<64xf32>) outs(%2 : tensor<1x64x128xf32>) dimensions = [0, 2] 
    %18 = linalg.conv_1d_ncw_fcw {dilations = dense<4> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_11, %arg14 : tensor<1x32x132xf32>, tensor<64x32x2xf32>) outs(%broadcasted_12 : tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %extracted_slice_13 = tensor.extract_slice %18[0, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %extracted_slice_14 = tensor.extract_slice %18[0, 32, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_13 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.tanh %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.negf %in : f32
      %54 = math.exp %53 : f32
      %55 = arith.addf %54, %cst_0 : f32
      %56 = arith.divf %cst_0, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %20 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.mulf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_15 = linalg.broadcast ins(%arg17 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %22 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%21, %arg16 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_15 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %22 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_16 = linalg.broadcast ins(%arg19 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %24 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%21, %arg18 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_16 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %24 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %padded_17 = tensor.pad %23 low[0, 0, 8] high[0, 0, 0] {
    ^bb0(%arg43: index, %arg44: index, %arg45: index):
      tensor.yield %cst : f32
    } : tensor<1x32x128xf32> to tensor<1x32x136xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg21 : tensor<64xf32>) outs(%2 : tensor<1x64x128xf32>) dimensions = [0, 2] 
    %26 = linalg.conv_1d_ncw_fcw {dilations = dense<8> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_17, %arg20 : tensor<1x32x136xf32>, tensor<64x32x2xf32>) outs(%broadcasted_18 : tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %extracted_slice_19 = tensor.extract_slice %26[0, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %extracted_slice_20 = tensor.extract_slice %26[0, 32, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_19 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.tanh %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.negf %in : f32
      %54 = math.exp %53 : f32
      %55 = arith.addf %54, %cst_0 : f32
      %56 = arith.divf %cst_0, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x128xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %28 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.mulf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_21 = linalg.broadcast ins(%arg23 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %30 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%29, %arg22 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_21 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %30 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_22 = linalg.broadcast ins(%arg25 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %32 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%29, %arg24 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_22 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %32 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %padded_23 = tensor.pad %31 low[0, 0, 16] high[0, 0, 0] {
    ^bb0(%arg43: index, %arg44: index, %arg45: index):
      tensor.yield %cst : f32
    } : tensor<1x32x128xf32> to tensor<1x32x144xf32>
    %broadcasted_24 = linalg.broadcast ins(%arg27 : tensor<64xf32>) outs(%2 : tensor<1x64x128xf32>) dimensions = [0, 2] 
    %34 = linalg.conv_1d_ncw_fcw {dilations = dense<16> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_23, %arg26 : tensor<1x32x144xf32>, tensor<64x32x2xf32>) outs(%broadcasted_24 : tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %extracted_slice_25 = tensor.extract_slice %34[0, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %extracted_slice_26 = tensor.extract_slice %34[0, 32, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.tanh %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.negf %in : f32
      %54 = math.exp %53 : f32
      %55 = arith.addf %54, %cst_0 : f32
      %56 = arith.divf %cst_0, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x128xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %36 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.mulf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_27 = linalg.broadcast ins(%arg29 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %38 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%37, %arg28 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_27 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %38 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_28 = linalg.broadcast ins(%arg31 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %40 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%37, %arg30 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_28 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %40 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %padded_29 = tensor.pad %39 low[0, 0, 32] high[0, 0, 0] {
    ^bb0(%arg43: index, %arg44: index, %arg45: index):
      tensor.yield %cst : f32
    } : tensor<1x32x128xf32> to tensor<1x32x160xf32>
    %broadcasted_30 = linalg.broadcast ins(%arg33 : tensor<64xf32>) outs(%2 : tensor<1x64x128xf32>) dimensions = [0, 2] 
    %42 = linalg.conv_1d_ncw_fcw {dilations = dense<32> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_29, %arg32 : tensor<1x32x160xf32>, tensor<64x32x2xf32>) outs(%broadcasted_30 : tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %extracted_slice_31 = tensor.extract_slice %42[0, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %extracted_slice_32 = tensor.extract_slice %42[0, 32, 0] [1, 32, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x32x128xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.tanh %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.negf %in : f32
      %54 = math.exp %53 : f32
      %55 = arith.addf %54, %cst_0 : f32
      %56 = arith.divf %cst_0, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x128xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %44 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.mulf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_33 = linalg.broadcast ins(%arg37 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %46 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%45, %arg36 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_33 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %46 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %53 = arith.addf %in, %in_36 : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x128xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.cmpf ugt, %in, %cst : f32
      %54 = arith.select %53, %in, %cst : f32
      linalg.yield %54 : f32
    } -> tensor<1x32x128xf32>
    %broadcasted_34 = linalg.broadcast ins(%arg39 : tensor<32xf32>) outs(%0 : tensor<1x32x128xf32>) dimensions = [0, 2] 
    %49 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%48, %arg38 : tensor<1x32x128xf32>, tensor<32x32x1xf32>) outs(%broadcasted_34 : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.cmpf ugt, %in, %cst : f32
      %54 = arith.select %53, %in, %cst : f32
      linalg.yield %54 : f32
    } -> tensor<1x32x128xf32>
    %51 = tensor.empty() : tensor<1x8x128xf32>
    %broadcasted_35 = linalg.broadcast ins(%arg41 : tensor<8xf32>) outs(%51 : tensor<1x8x128xf32>) dimensions = [0, 2] 
    %52 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%50, %arg40 : tensor<1x32x128xf32>, tensor<8x32x1xf32>) outs(%broadcasted_35 : tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    return %52 : tensor<1x8x128xf32>
  }
}
