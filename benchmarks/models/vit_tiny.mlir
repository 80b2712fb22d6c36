#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
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
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %4 = tensor.empty() : tensor<16x1x64xf32>
    %transposed_9 = linalg.transpose ins(%3 : tensor<1x16x64xf32>) outs(%4 : tensor<16x1x64xf32>) permutation = [1, 0, 2] 
    %5 = tensor.empty() : tensor<64x192xf32>
    %transposed_10 = linalg.transpose ins(%arg3 : tensor<192x64xf32>) outs(%5 : tensor<64x192xf32>) permutation = [1, 0] 
    %6 = tensor.empty() : tensor<16x64x192xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<64x192xf32>) outs(%6 : tensor<16x64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x192xf32>
    %8 = tensor.empty() : tensor<16x1x192xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<16x1x192xf32>) -> tensor<16x1x192xf32>
    %10 = linalg.batch_matmul ins(%transposed_9, %7 : tensor<16x1x64xf32>, tensor<16x64x192xf32>) outs(%9 : tensor<16x1x192xf32>) -> tensor<16x1x192xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %arg4 : tensor<16x1x192xf32>, tensor<192xf32>) outs(%8 : tensor<16x1x192xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x1x192xf32>
    %expanded = tensor.expand_shape %11 [[0, 1], [2], [3, 4]] output_shape [1, 16, 1, 3, 64] : tensor<16x1x192xf32> into tensor<1x16x1x3x64xf32>
    %12 = tensor.empty() : tensor<3x16x1x1x64xf32>
    %transposed_11 = linalg.transpose ins(%expanded : tensor<1x16x1x3x64xf32>) outs(%12 : tensor<3x16x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_12 = tensor.collapse_shape %transposed_11 [[0], [1], [2, 3], [4]] : tensor<3x16x1x1x64xf32> into tensor<3x16x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_12[0, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_13 = tensor.extract_slice %collapsed_12[1, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_14 = tensor.extract_slice %collapsed_12[2, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_16 = tensor.expand_shape %collapsed_15 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %13 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<16x4x16xf32>) outs(%13 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_18 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<16x4x16xf32>) outs(%13 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_21 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_22 = tensor.expand_shape %collapsed_21 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<16x4x16xf32>) outs(%13 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %expanded_24 = tensor.expand_shape %transposed_17 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %expanded_25 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %14 = tensor.empty() : tensor<1x4x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.mulf %in, %cst_5 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.mulf %in, %cst_5 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %16 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%13 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %18 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%17 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_29 = tensor.expand_shape %18 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %19 = tensor.empty() : tensor<1x4x16xi64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %21 = tensor.empty() : tensor<1x4x16xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %23:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_29 : tensor<1x4x16x16xf32>) outs(%22, %20 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_83: i64):
      %166 = linalg.index 3 : index
      %167 = arith.index_cast %166 : index to i64
      %168 = arith.maximumf %in, %out : f32
      %169 = arith.cmpf ogt, %in, %out : f32
      %170 = arith.select %169, %167, %out_83 : i64
      linalg.yield %168, %170 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_30 = tensor.expand_shape %23#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %expanded_30 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.subf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.exp %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %26 = tensor.empty() : tensor<1x4x16x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x4x16x16xf32>) outs(%27 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.divf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %30 = tensor.empty() : tensor<1x4x16x16xi1>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x4x16x16xf32>) outs(%30 : tensor<1x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %166 = arith.extf %in : f32 to f64
      %167 = arith.cmpf oeq, %166, %cst_4 : f64
      linalg.yield %167 : i1
    } -> tensor<1x4x16x16xi1>
    %32 = tensor.empty() : tensor<1x4x16x1xi1>
    %33 = linalg.fill ins(%true : i1) outs(%32 : tensor<1x4x16x1xi1>) -> tensor<1x4x16x1xi1>
    %34 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<1x4x16x16xi1>) outs(%33 : tensor<1x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %166 = arith.andi %in, %out : i1
      linalg.yield %166 : i1
    } -> tensor<1x4x16x1xi1>
    %35 = linalg.generic {indexing_maps = [#map5, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %cst_2, %29 : tensor<1x4x16x1xi1>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: i1, %in_83: f32, %in_84: f32, %out: f32):
      %166 = arith.select %in, %in_83, %in_84 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_31 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %36 = linalg.batch_matmul ins(%collapsed_31, %transposed_23 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%17 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_32 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %37 = tensor.empty() : tensor<16x1x4x16xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x4x16x16xf32>) outs(%37 : tensor<16x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0], [1, 2, 3]] : tensor<16x1x4x16xf32> into tensor<16x64xf32>
    %38 = tensor.empty() : tensor<64x64xf32>
    %transposed_35 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %39 = tensor.empty() : tensor<16x64xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %41 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x64xf32>
    %expanded_36 = tensor.expand_shape %43 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xf32> into tensor<16x1x64xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<16x1x64xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [1, 0, 2] 
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %transposed_37 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %45 = tensor.empty() : tensor<1x16x64xf64>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x16x64xf32>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %166 = arith.extf %in : f32 to f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %47 = tensor.empty() : tensor<1x16x1xf64>
    %48 = linalg.fill ins(%cst_1 : f64) outs(%47 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %49 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %50 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.subf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %51 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.mulf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %55 = tensor.empty() : tensor<1x16x1xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x16x1xf64>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %166 = arith.truncf %in : f64 to f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<1x16x64xf32>) outs(%57 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_7 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.truncf %cst_3 : f64 to f32
      %167 = arith.addf %in, %166 : f32
      linalg.yield %167 : f32
    } -> tensor<1x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %59 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.subf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %arg11 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %arg12 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_38 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %66 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg7 : tensor<128x64xf32>) outs(%66 : tensor<64x128xf32>) permutation = [1, 0] 
    %67 = tensor.empty() : tensor<16x128xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %69 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%68 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<128xf32>) outs(%67 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%67 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x128xf32>
    %expanded_40 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %72 = tensor.empty() : tensor<1x16x128xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x16x128xf32>) outs(%72 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.cmpf ugt, %in, %cst : f32
      %167 = arith.select %166, %in, %cst : f32
      linalg.yield %167 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_41 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %74 = tensor.empty() : tensor<128x64xf32>
    %transposed_42 = linalg.transpose ins(%arg9 : tensor<64x128xf32>) outs(%74 : tensor<128x64xf32>) permutation = [1, 0] 
    %75 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %77 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x64xf32>
    %expanded_43 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %expanded_43 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x16x64xf32>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %166 = arith.extf %in : f32 to f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.subf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.mulf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x16x1xf64>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %166 = arith.truncf %in : f64 to f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x16x64xf32>) outs(%57 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_7 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.truncf %cst_3 : f64 to f32
      %167 = arith.addf %in, %166 : f32
      linalg.yield %167 : f32
    } -> tensor<1x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %88 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.subf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %90 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg13 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg14 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %transposed_44 = linalg.transpose ins(%94 : tensor<1x16x64xf32>) outs(%4 : tensor<16x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0], [1, 2]] : tensor<16x1x64xf32> into tensor<16x64xf32>
    %transposed_46 = linalg.transpose ins(%arg15 : tensor<192x64xf32>) outs(%5 : tensor<64x192xf32>) permutation = [1, 0] 
    %95 = tensor.empty() : tensor<16x192xf32>
    %96 = linalg.fill ins(%cst : f32) outs(%95 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %97 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%96 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<192xf32>) outs(%95 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x192xf32>
    %99 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<16x192xf32>, tensor<16x192xf32>) outs(%95 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x192xf32>
    %expanded_47 = tensor.expand_shape %99 [[0, 1], [2, 3, 4]] output_shape [1, 16, 1, 3, 64] : tensor<16x192xf32> into tensor<1x16x1x3x64xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x16x1x3x64xf32>) outs(%12 : tensor<3x16x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0], [1], [2, 3], [4]] : tensor<3x16x1x1x64xf32> into tensor<3x16x1x64xf32>
    %extracted_slice_50 = tensor.extract_slice %collapsed_49[0, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_49[1, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_49[2, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %collapsed_53 = tensor.collapse_shape %extracted_slice_50 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_54 = tensor.expand_shape %collapsed_53 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<16x4x16xf32>) outs(%13 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_56 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_57 = tensor.expand_shape %collapsed_56 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<16x4x16xf32>) outs(%13 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_59 = tensor.collapse_shape %extracted_slice_52 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<16x4x16xf32>) outs(%13 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %expanded_62 = tensor.expand_shape %transposed_55 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %expanded_63 = tensor.expand_shape %transposed_58 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.mulf %in, %cst_5 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.mulf %in, %cst_5 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_65 = tensor.collapse_shape %100 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_66 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %102 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%17 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_67 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %103:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_67 : tensor<1x4x16x16xf32>) outs(%22, %20 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_83: i64):
      %166 = linalg.index 3 : index
      %167 = arith.index_cast %166 : index to i64
      %168 = arith.maximumf %in, %out : f32
      %169 = arith.cmpf ogt, %in, %out : f32
      %170 = arith.select %169, %167, %out_83 : i64
      linalg.yield %168, %170 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_68 = tensor.expand_shape %103#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67, %expanded_68 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.subf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.exp %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<1x4x16x16xf32>) outs(%27 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %106 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.divf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<1x4x16x16xf32>) outs(%30 : tensor<1x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %166 = arith.extf %in : f32 to f64
      %167 = arith.cmpf oeq, %166, %cst_4 : f64
      linalg.yield %167 : i1
    } -> tensor<1x4x16x16xi1>
    %109 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<1x4x16x16xi1>) outs(%33 : tensor<1x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %166 = arith.andi %in, %out : i1
      linalg.yield %166 : i1
    } -> tensor<1x4x16x1xi1>
    %110 = linalg.generic {indexing_maps = [#map5, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %cst_2, %107 : tensor<1x4x16x1xi1>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%14 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: i1, %in_83: f32, %in_84: f32, %out: f32):
      %166 = arith.select %in, %in_83, %in_84 : f32
      linalg.yield %166 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_69 = tensor.collapse_shape %110 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %111 = linalg.batch_matmul ins(%collapsed_69, %transposed_61 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%17 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_70 = tensor.expand_shape %111 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<1x4x16x16xf32>) outs(%37 : tensor<16x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_72 = tensor.collapse_shape %transposed_71 [[0], [1, 2, 3]] : tensor<16x1x4x16xf32> into tensor<16x64xf32>
    %transposed_73 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_72, %transposed_73 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x64xf32>
    %expanded_74 = tensor.expand_shape %114 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xf32> into tensor<16x1x64xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<16x1x64xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [1, 0, 2] 
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %transposed_75 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x16x64xf32>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %166 = arith.extf %in : f32 to f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %118 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.subf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %119 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.mulf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x16x1xf64>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %166 = arith.truncf %in : f64 to f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<1x16x64xf32>) outs(%57 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_7 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.truncf %cst_3 : f64 to f32
      %167 = arith.addf %in, %166 : f32
      linalg.yield %167 : f32
    } -> tensor<1x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %125 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.subf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %arg23 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg24 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_76 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_77 = linalg.transpose ins(%arg19 : tensor<128x64xf32>) outs(%66 : tensor<64x128xf32>) permutation = [1, 0] 
    %132 = linalg.matmul ins(%collapsed_76, %transposed_77 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%68 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<128xf32>) outs(%67 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %134 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%67 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x128xf32>
    %expanded_78 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<1x16x128xf32>) outs(%72 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.cmpf ugt, %in, %cst : f32
      %167 = arith.select %166, %in, %cst : f32
      linalg.yield %167 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_79 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_80 = linalg.transpose ins(%arg21 : tensor<64x128xf32>) outs(%74 : tensor<128x64xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_79, %transposed_80 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%136, %137 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<16x64xf32>
    %expanded_81 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %expanded_81 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x16x64xf32>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %166 = arith.extf %in : f32 to f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %142 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.subf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %143 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%45 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_83: f64, %out: f64):
      %166 = arith.mulf %in, %in_83 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x64xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<1x16x64xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.addf %in, %out : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x16x1xf64>) outs(%47 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %166 = arith.divf %in, %cst_6 : f64
      linalg.yield %166 : f64
    } -> tensor<1x16x1xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x16x1xf64>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %166 = arith.truncf %in : f64 to f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<1x16x64xf32>) outs(%57 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_7 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.truncf %cst_3 : f64 to f32
      %167 = arith.addf %in, %166 : f32
      linalg.yield %167 : f32
    } -> tensor<1x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x16x1xf32>) outs(%55 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %149 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.subf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %151 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg25 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.mulf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg26 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x16x64xf32>
    %156 = tensor.empty() : tensor<1x64xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%155 : tensor<1x16x64xf32>) outs(%157 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x64xf32>
    %159 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<1x64xf32>) outs(%156 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_8 : f32
      linalg.yield %166 : f32
    } -> tensor<1x64xf32>
    %160 = tensor.empty() : tensor<64x10xf32>
    %transposed_82 = linalg.transpose ins(%arg27 : tensor<10x64xf32>) outs(%160 : tensor<64x10xf32>) permutation = [1, 0] 
    %161 = tensor.empty() : tensor<1x10xf32>
    %162 = linalg.fill ins(%cst : f32) outs(%161 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %163 = linalg.matmul ins(%159, %transposed_82 : tensor<1x64xf32>, tensor<64x10xf32>) outs(%162 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<10xf32>) outs(%161 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%161 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %166 = arith.addf %in, %in_83 : f32
      linalg.yield %166 : f32
    } -> tensor<1x10xf32>
    return %165 : tensor<1x10xf32>
  }
}
