#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @forward(%arg0: tensor<1x16x64xf32>, %arg1: tensor<64x3x8x8xf32>, %arg2: tensor<64xf32>, %arg3: tensor<192x64xf32>, %arg4: tensor<192xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<128xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<192x64xf32>, %arg16: tensor<192xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<128x64xf32>, %arg20: tensor<128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<10x64xf32>, %arg28: tensor<10xf32>, %arg29: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x16x16xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 1.600000e+01 : f32
    %0 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<64xf32>) outs(%0 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<8> : vector<2xi64>} ins(%arg29, %arg1 : tensor<1x3x32x32xf32>, tensor<64x3x8x8xf32>) outs(%broadcasted : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %2 = tensor.empty() : tensor<1x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x64x16xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %arg0 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %4 = tensor.empty() : tensor<16x1x64xf32>
    %transposed_9 = linalg.transpose ins(%3 : tensor<1x16x64xf32>) outs(%4 : tensor<16x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed_10 = tensor.collapse_shape %transposed_9 [[0], [1, 2]] : tensor<16x1x64xf32> into tensor<16x64xf32>
    %5 = tensor.empty() : tensor<64x192xf32>
    %transposed_11 = linalg.transpose ins(%arg3 : tensor<192x64xf32>) outs(%5 : tensor<64x192xf32>) permutation = [1, 0] 
    %6 = tensor.empty() : tensor<16x192xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %8 = linalg.matmul ins(%collapsed_10, %transposed_11 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%7 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<192xf32>) outs(%6 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x192xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<16x192xf32>, tensor<16x192xf32>) outs(%6 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x192xf32>
    %expanded = tensor.expand_shape %10 [[0, 1], [2, 3, 4]] output_shape [1, 16, 1, 3, 64] : tensor<16x192xf32> into tensor<1x16x1x3x64xf32>
    %11 = tensor.empty() : tensor<3x16x1x1x64xf32>
    %transposed_12 = linalg.transpose ins(%expanded : tensor<1x16x1x3x64xf32>) outs(%11 : tensor<3x16x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_13 = tensor.collapse_shape %transposed_12 [[0], [1], [2, 3], [4]] : tensor<3x16x1x1x64xf32> into tensor<3x16x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_13[0, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_14 = tensor.extract_slice %collapsed_13[1, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_15 = tensor.extract_slice %collapsed_13[2, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_17 = tensor.expand_shape %collapsed_16 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %12 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<16x4x16xf32>) outs(%12 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_19 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_20 = tensor.expand_shape %collapsed_19 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<16x4x16xf32>) outs(%12 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_22 = tensor.collapse_shape %extracted_slice_15 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_23 = tensor.expand_shape %collapsed_22 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<16x4x16xf32>) outs(%12 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %expanded_25 = tensor.expand_shape %transposed_18 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %expanded_26 = tensor.expand_shape %transposed_21 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %13 = tensor.empty() : tensor<1x4x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.mulf %in, %cst_5 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.mulf %in, %cst_5 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %14 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%12 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %17 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%16 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_30 = tensor.expand_shape %17 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %18 = tensor.empty() : tensor<1x4x16xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %20 = tensor.empty() : tensor<1x4x16xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %22:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_30 : tensor<1x4x16x16xf32>) outs(%21, %19 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %163 = linalg.index 3 : index
      %164 = arith.index_cast %163 : index to i64
      %165 = arith.maximumf %in, %out : f32
      %166 = arith.cmpf ogt, %in, %out : f32
      %167 = arith.select %166, %164, %out_84 : i64
      linalg.yield %165, %167 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_31 = tensor.expand_shape %22#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %expanded_31 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.subf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.exp %in : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %25 = tensor.empty() : tensor<1x4x16x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x4x16x16xf32>) outs(%26 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.divf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %29 = tensor.empty() : tensor<1x4x16x16xi1>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x4x16x16xf32>) outs(%29 : tensor<1x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %163 = arith.extf %in : f32 to f64
      %164 = arith.cmpf oeq, %163, %cst_4 : f64
      linalg.yield %164 : i1
    } -> tensor<1x4x16x16xi1>
    %31 = tensor.empty() : tensor<1x4x16x1xi1>
    %32 = linalg.fill ins(%true : i1) outs(%31 : tensor<1x4x16x1xi1>) -> tensor<1x4x16x1xi1>
    %33 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<1x4x16x16xi1>) outs(%32 : tensor<1x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %163 = arith.andi %in, %out : i1
      linalg.yield %163 : i1
    } -> tensor<1x4x16x1xi1>
    %34 = linalg.generic {indexing_maps = [#map5, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %cst_2, %28 : tensor<1x4x16x1xi1>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: i1, %in_84: f32, %in_85: f32, %out: f32):
      %163 = arith.select %in, %in_84, %in_85 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %35 = linalg.batch_matmul ins(%collapsed_32, %transposed_24 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%16 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_33 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %36 = tensor.empty() : tensor<16x1x4x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x4x16x16xf32>) outs(%36 : tensor<16x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0], [1, 2, 3]] : tensor<16x1x4x16xf32> into tensor<16x64xf32>
    %37 = tensor.empty() : tensor<64x64xf32>
    %transposed_36 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%37 : tensor<64x64xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<16x64xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %40 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x64xf32>
    %expanded_37 = tensor.expand_shape %42 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xf32> into tensor<16x1x64xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<16x1x64xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [1, 0, 2] 
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %transposed_38 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %44 = tensor.empty() : tensor<1x16x64xf64>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x16x64xf32>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %163 = arith.extf %in : f32 to f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %46 = tensor.empty() : tensor<1x16x1xf64>
    %47 = linalg.fill ins(%cst_1 : f64) outs(%46 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %48 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %49 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.subf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %50 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.mulf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %52 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %54 = tensor.empty() : tensor<1x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<1x16x1xf64>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %163 = arith.truncf %in : f64 to f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%54 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%43 : tensor<1x16x64xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.divf %in, %cst_7 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_3 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %58 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.subf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %60 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %arg11 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %arg12 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_39 = tensor.collapse_shape %64 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %65 = tensor.empty() : tensor<64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg7 : tensor<128x64xf32>) outs(%65 : tensor<64x128xf32>) permutation = [1, 0] 
    %66 = tensor.empty() : tensor<16x128xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %68 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%67 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<128xf32>) outs(%66 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%68, %69 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%66 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x128xf32>
    %expanded_41 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %71 = tensor.empty() : tensor<1x16x128xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x16x128xf32>) outs(%71 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_42 = tensor.collapse_shape %72 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %73 = tensor.empty() : tensor<128x64xf32>
    %transposed_43 = linalg.transpose ins(%arg9 : tensor<64x128xf32>) outs(%73 : tensor<128x64xf32>) permutation = [1, 0] 
    %74 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x64xf32>
    %expanded_44 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %expanded_44 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x64xf32>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %163 = arith.extf %in : f32 to f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.subf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.mulf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x16x1xf64>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %163 = arith.truncf %in : f64 to f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x16x64xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.divf %in, %cst_7 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_3 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %87 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.subf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg13 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg14 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %transposed_45 = linalg.transpose ins(%93 : tensor<1x16x64xf32>) outs(%4 : tensor<16x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0], [1, 2]] : tensor<16x1x64xf32> into tensor<16x64xf32>
    %transposed_47 = linalg.transpose ins(%arg15 : tensor<192x64xf32>) outs(%5 : tensor<64x192xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_46, %transposed_47 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%7 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<192xf32>) outs(%6 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x192xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<16x192xf32>, tensor<16x192xf32>) outs(%6 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x192xf32>
    %expanded_48 = tensor.expand_shape %96 [[0, 1], [2, 3, 4]] output_shape [1, 16, 1, 3, 64] : tensor<16x192xf32> into tensor<1x16x1x3x64xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x16x1x3x64xf32>) outs(%11 : tensor<3x16x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_50 = tensor.collapse_shape %transposed_49 [[0], [1], [2, 3], [4]] : tensor<3x16x1x1x64xf32> into tensor<3x16x1x64xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_50[0, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_50[1, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_50[2, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %collapsed_54 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_55 = tensor.expand_shape %collapsed_54 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<16x4x16xf32>) outs(%12 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_57 = tensor.collapse_shape %extracted_slice_52 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_58 = tensor.expand_shape %collapsed_57 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<16x4x16xf32>) outs(%12 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_60 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_61 = tensor.expand_shape %collapsed_60 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<16x4x16xf32>) outs(%12 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %expanded_63 = tensor.expand_shape %transposed_56 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %expanded_64 = tensor.expand_shape %transposed_59 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.mulf %in, %cst_5 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.mulf %in, %cst_5 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_66 = tensor.collapse_shape %97 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_67 = tensor.collapse_shape %98 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %99 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%16 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_68 = tensor.expand_shape %99 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %100:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_68 : tensor<1x4x16x16xf32>) outs(%21, %19 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %163 = linalg.index 3 : index
      %164 = arith.index_cast %163 : index to i64
      %165 = arith.maximumf %in, %out : f32
      %166 = arith.cmpf ogt, %in, %out : f32
      %167 = arith.select %166, %164, %out_84 : i64
      linalg.yield %165, %167 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_69 = tensor.expand_shape %100#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %expanded_69 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.subf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.exp %in : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%102 : tensor<1x4x16x16xf32>) outs(%26 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x1xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %103 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.divf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<1x4x16x16xf32>) outs(%29 : tensor<1x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %163 = arith.extf %in : f32 to f64
      %164 = arith.cmpf oeq, %163, %cst_4 : f64
      linalg.yield %164 : i1
    } -> tensor<1x4x16x16xi1>
    %106 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<1x4x16x16xi1>) outs(%32 : tensor<1x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %163 = arith.andi %in, %out : i1
      linalg.yield %163 : i1
    } -> tensor<1x4x16x1xi1>
    %107 = linalg.generic {indexing_maps = [#map5, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %cst_2, %104 : tensor<1x4x16x1xi1>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%13 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: i1, %in_84: f32, %in_85: f32, %out: f32):
      %163 = arith.select %in, %in_84, %in_85 : f32
      linalg.yield %163 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_70 = tensor.collapse_shape %107 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %108 = linalg.batch_matmul ins(%collapsed_70, %transposed_62 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%16 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_71 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<1x4x16x16xf32>) outs(%36 : tensor<16x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_73 = tensor.collapse_shape %transposed_72 [[0], [1, 2, 3]] : tensor<16x1x4x16xf32> into tensor<16x64xf32>
    %transposed_74 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%37 : tensor<64x64xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%collapsed_73, %transposed_74 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x64xf32>
    %expanded_75 = tensor.expand_shape %111 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xf32> into tensor<16x1x64xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<16x1x64xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [1, 0, 2] 
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %transposed_76 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x16x64xf32>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %163 = arith.extf %in : f32 to f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.subf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %116 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.mulf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x16x1xf64>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %163 = arith.truncf %in : f64 to f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<1x16x64xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.divf %in, %cst_7 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_3 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %122 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.subf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %124 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg23 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %arg24 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_77 = tensor.collapse_shape %128 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_78 = linalg.transpose ins(%arg19 : tensor<128x64xf32>) outs(%65 : tensor<64x128xf32>) permutation = [1, 0] 
    %129 = linalg.matmul ins(%collapsed_77, %transposed_78 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%67 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<128xf32>) outs(%66 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%129, %130 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%66 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x128xf32>
    %expanded_79 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<1x16x128xf32>) outs(%71 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_80 = tensor.collapse_shape %132 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_81 = linalg.transpose ins(%arg21 : tensor<64x128xf32>) outs(%73 : tensor<128x64xf32>) permutation = [1, 0] 
    %133 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<16x64xf32>
    %expanded_82 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_82 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x16x64xf32>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %163 = arith.extf %in : f32 to f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.subf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%44 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %163 = arith.mulf %in, %in_84 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x64xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<1x16x64xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.addf %in, %out : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x16x1xf64>) outs(%46 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %163 = arith.divf %in, %cst_6 : f64
      linalg.yield %163 : f64
    } -> tensor<1x16x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x16x1xf64>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %163 = arith.truncf %in : f64 to f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<1x16x64xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.divf %in, %cst_7 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_3 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x16x1xf32>) outs(%54 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %146 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.subf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg25 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.mulf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg26 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x64xf32>
    %153 = tensor.empty() : tensor<1x64xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "reduction", "parallel"]} ins(%152 : tensor<1x16x64xf32>) outs(%154 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x64xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<1x64xf32>) outs(%153 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.divf %in, %cst_8 : f32
      linalg.yield %163 : f32
    } -> tensor<1x64xf32>
    %157 = tensor.empty() : tensor<64x10xf32>
    %transposed_83 = linalg.transpose ins(%arg27 : tensor<10x64xf32>) outs(%157 : tensor<64x10xf32>) permutation = [1, 0] 
    %158 = tensor.empty() : tensor<1x10xf32>
    %159 = linalg.fill ins(%cst : f32) outs(%158 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %160 = linalg.matmul ins(%156, %transposed_83 : tensor<1x64xf32>, tensor<64x10xf32>) outs(%159 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<10xf32>) outs(%158 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%160, %161 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%158 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %163 = arith.addf %in, %in_84 : f32
      linalg.yield %163 : f32
    } -> tensor<1x10xf32>
    return %162 : tensor<1x10xf32>
  }
}
