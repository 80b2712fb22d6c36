#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x128x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<256xf32>, %arg15: tensor<64x256xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<256x64xf32>, %arg30: tensor<256xf32>, %arg31: tensor<64x256xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<1x128x64xf32>) -> tensor<1x128x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %cst_5 = arith.constant 6.400000e+01 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x128x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35, %arg0 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %2 = tensor.empty() : tensor<1x128x64xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x128x64xf32>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %167 = arith.extf %in : f32 to f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %4 = tensor.empty() : tensor<1x128x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.subf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.mulf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %12 = tensor.empty() : tensor<1x128x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x128x1xf64>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %167 = arith.truncf %in : f64 to f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x128x64xf32>) outs(%14 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_6 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.truncf %cst_4 : f64 to f32
      %168 = arith.addf %in, %167 : f32
      linalg.yield %168 : f32
    } -> tensor<1x128x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.rsqrt %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg1 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<1x128x64xf32> into tensor<128x64xf32>
    %23 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %24 = tensor.empty() : tensor<128x64xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %27 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [1, 128, 4, 16] : tensor<128x64xf32> into tensor<1x128x4x16xf32>
    %29 = tensor.empty() : tensor<1x4x128x16xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x128x4x16xf32>) outs(%29 : tensor<1x4x128x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 128, 4, 16] : tensor<128x64xf32> into tensor<1x128x4x16xf32>
    %transposed_12 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %33 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_13 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [1, 128, 4, 16] : tensor<128x64xf32> into tensor<1x128x4x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x128x4x16xf32>) outs(%29 : tensor<1x4x128x16xf32>) permutation = [0, 2, 1, 3] 
    %36 = tensor.empty() : tensor<1x4x16x128xf32>
    %transposed_15 = linalg.transpose ins(%expanded_11 : tensor<1x128x4x16xf32>) outs(%36 : tensor<1x4x16x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<1x4x128x16xf32> into tensor<4x128x16xf32>
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<1x4x16x128xf32> into tensor<4x16x128xf32>
    %37 = tensor.empty() : tensor<4x128x128xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %39 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<4x128x16xf32>, tensor<4x16x128xf32>) outs(%38 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_18 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %40 = tensor.empty() : tensor<1x4x128x128xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x4x128x128xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.mulf %in, %cst_7 : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %42 = tensor.empty() : tensor<1x4x128xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<1x4x128xi64>) -> tensor<1x4x128xi64>
    %44 = tensor.empty() : tensor<1x4x128xf32>
    %45 = linalg.fill ins(%cst_1 : f32) outs(%44 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32>
    %46:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<1x4x128x128xf32>) outs(%45, %43 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_60: i64):
      %167 = linalg.index 3 : index
      %168 = arith.index_cast %167 : index to i64
      %169 = arith.maximumf %in, %out : f32
      %170 = arith.cmpf ogt, %in, %out : f32
      %171 = arith.select %170, %168, %out_60 : i64
      linalg.yield %169, %171 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_19 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_19 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x4x128x128xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.exp %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %49 = tensor.empty() : tensor<1x4x128x1xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<1x4x128x1xf32>) -> tensor<1x4x128x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x4x128x128xf32>) outs(%50 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.divf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_20 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<1x4x128x16xf32> into tensor<4x128x16xf32>
    %53 = tensor.empty() : tensor<4x128x16xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %55 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x128x128xf32>, tensor<4x128x16xf32>) outs(%54 : tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %expanded_22 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [1, 4, 128, 16] : tensor<4x128x16xf32> into tensor<1x4x128x16xf32>
    %56 = tensor.empty() : tensor<1x128x4x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<1x4x128x16xf32>) outs(%56 : tensor<1x128x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2, 3]] : tensor<1x128x4x16xf32> into tensor<128x64xf32>
    %transposed_25 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %57 = linalg.matmul ins(%collapsed_24, %transposed_25 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_26 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [1, 128, 64] : tensor<128x64xf32> into tensor<1x128x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %expanded_26 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x128x64xf32>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %167 = arith.extf %in : f32 to f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.subf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %64 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.mulf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x128x1xf64>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %167 = arith.truncf %in : f64 to f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<1x128x64xf32>) outs(%14 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_6 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.truncf %cst_4 : f64 to f32
      %168 = arith.addf %in, %167 : f32
      linalg.yield %168 : f32
    } -> tensor<1x128x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.rsqrt %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %70 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %72 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg11 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg12 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %collapsed_27 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<1x128x64xf32> into tensor<128x64xf32>
    %77 = tensor.empty() : tensor<64x256xf32>
    %transposed_28 = linalg.transpose ins(%arg13 : tensor<256x64xf32>) outs(%77 : tensor<64x256xf32>) permutation = [1, 0] 
    %78 = tensor.empty() : tensor<128x256xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %80 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<256xf32>) outs(%78 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %82 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%80, %81 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%78 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x256xf32>
    %expanded_29 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %83 = tensor.empty() : tensor<1x128x256xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x128x256xf32>) outs(%83 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_8 : f32
      %168 = math.erf %167 : f32
      %169 = arith.addf %168, %cst_2 : f32
      %170 = arith.mulf %169, %cst_3 : f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_30 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %85 = tensor.empty() : tensor<256x64xf32>
    %transposed_31 = linalg.transpose ins(%arg15 : tensor<64x256xf32>) outs(%85 : tensor<256x64xf32>) permutation = [1, 0] 
    %86 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_32 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 128, 64] : tensor<128x64xf32> into tensor<1x128x64xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_32 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x128x64xf32>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %167 = arith.extf %in : f32 to f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %92 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.subf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.mulf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x128x1xf64>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %167 = arith.truncf %in : f64 to f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<1x128x64xf32>) outs(%14 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_6 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.truncf %cst_4 : f64 to f32
      %168 = arith.addf %in, %167 : f32
      linalg.yield %168 : f32
    } -> tensor<1x128x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.rsqrt %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %99 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %101 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg17 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg18 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %collapsed_33 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<1x128x64xf32> into tensor<128x64xf32>
    %transposed_34 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %106 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_35 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [1, 128, 4, 16] : tensor<128x64xf32> into tensor<1x128x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x128x4x16xf32>) outs(%29 : tensor<1x4x128x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%collapsed_33, %transposed_37 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_38 = tensor.expand_shape %111 [[0, 1], [2, 3]] output_shape [1, 128, 4, 16] : tensor<128x64xf32> into tensor<1x128x4x16xf32>
    %transposed_39 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_33, %transposed_39 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_40 = tensor.expand_shape %114 [[0, 1], [2, 3]] output_shape [1, 128, 4, 16] : tensor<128x64xf32> into tensor<1x128x4x16xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x128x4x16xf32>) outs(%29 : tensor<1x4x128x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%expanded_38 : tensor<1x128x4x16xf32>) outs(%36 : tensor<1x4x16x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_43 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] : tensor<1x4x128x16xf32> into tensor<4x128x16xf32>
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<1x4x16x128xf32> into tensor<4x16x128xf32>
    %115 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<4x128x16xf32>, tensor<4x16x128xf32>) outs(%38 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_45 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x4x128x128xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.mulf %in, %cst_7 : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %117:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<1x4x128x128xf32>) outs(%45, %43 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_60: i64):
      %167 = linalg.index 3 : index
      %168 = arith.index_cast %167 : index to i64
      %169 = arith.maximumf %in, %out : f32
      %170 = arith.cmpf ogt, %in, %out : f32
      %171 = arith.select %170, %168, %out_60 : i64
      linalg.yield %169, %171 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_46 = tensor.expand_shape %117#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_46 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x4x128x128xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.exp %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<1x4x128x128xf32>) outs(%50 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x1xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %120 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%40 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.divf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_47 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %collapsed_48 = tensor.collapse_shape %transposed_41 [[0, 1], [2], [3]] : tensor<1x4x128x16xf32> into tensor<4x128x16xf32>
    %122 = linalg.batch_matmul ins(%collapsed_47, %collapsed_48 : tensor<4x128x128xf32>, tensor<4x128x16xf32>) outs(%54 : tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %expanded_49 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [1, 4, 128, 16] : tensor<4x128x16xf32> into tensor<1x4x128x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x4x128x16xf32>) outs(%56 : tensor<1x128x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_51 = tensor.collapse_shape %transposed_50 [[0, 1], [2, 3]] : tensor<1x128x4x16xf32> into tensor<128x64xf32>
    %transposed_52 = linalg.transpose ins(%arg25 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0] 
    %123 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_53 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, 128, 64] : tensor<128x64xf32> into tensor<1x128x64xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_53 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x128x64xf32>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %167 = arith.extf %in : f32 to f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.subf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.mulf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x128x1xf64>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %167 = arith.truncf %in : f64 to f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<1x128x64xf32>) outs(%14 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_6 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.truncf %cst_4 : f64 to f32
      %168 = arith.addf %in, %167 : f32
      linalg.yield %168 : f32
    } -> tensor<1x128x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.rsqrt %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %136 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %138 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %arg27 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg28 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %collapsed_54 = tensor.collapse_shape %142 [[0, 1], [2]] : tensor<1x128x64xf32> into tensor<128x64xf32>
    %transposed_55 = linalg.transpose ins(%arg29 : tensor<256x64xf32>) outs(%77 : tensor<64x256xf32>) permutation = [1, 0] 
    %143 = linalg.matmul ins(%collapsed_54, %transposed_55 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%79 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<256xf32>) outs(%78 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%78 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x256xf32>
    %expanded_56 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x128x256xf32>) outs(%83 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_8 : f32
      %168 = math.erf %167 : f32
      %169 = arith.addf %168, %cst_2 : f32
      %170 = arith.mulf %169, %cst_3 : f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_57 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_58 = linalg.transpose ins(%arg31 : tensor<64x256xf32>) outs(%85 : tensor<256x64xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<128x64xf32>
    %expanded_59 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [1, 128, 64] : tensor<128x64xf32> into tensor<1x128x64xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_59 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x128x64xf32>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %167 = arith.extf %in : f32 to f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.subf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%2 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_60: f64, %out: f64):
      %167 = arith.mulf %in, %in_60 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x64xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<1x128x64xf64>) outs(%5 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.addf %in, %out : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x128x1xf64>) outs(%4 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %167 = arith.divf %in, %cst_5 : f64
      linalg.yield %167 : f64
    } -> tensor<1x128x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x128x1xf64>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %167 = arith.truncf %in : f64 to f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x128x64xf32>) outs(%14 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.addf %in, %out : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.divf %in, %cst_6 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = arith.truncf %cst_4 : f64 to f32
      %168 = arith.addf %in, %167 : f32
      linalg.yield %168 : f32
    } -> tensor<1x128x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x128x1xf32>) outs(%12 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %167 = math.rsqrt %in : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %160 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.subf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg33 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.mulf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg34 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %167 = arith.addf %in, %in_60 : f32
      linalg.yield %167 : f32
    } -> tensor<1x128x64xf32>
    return %166 : tensor<1x128x64xf32>
  }
}
