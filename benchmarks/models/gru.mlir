#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<96x16xf32>, %arg1: tensor<96x32xf32>, %arg2: tensor<96xf32>, %arg3: tensor<96xf32>, %arg4: tensor<96x32xf32>, %arg5: tensor<96x32xf32>, %arg6: tensor<96xf32>, %arg7: tensor<96xf32>, %arg8: tensor<4x32xf32>, %arg9: tensor<4xf32>, %arg10: tensor<1x8x16xf32>) -> tensor<1x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x32xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x1x32xf32>
    %0 = tensor.empty() : tensor<8x1x16xf32>
    %transposed = linalg.transpose ins(%arg10 : tensor<1x8x16xf32>) outs(%0 : tensor<8x1x16xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
    %1 = tensor.empty() : tensor<16x96xf32>
    %transposed_3 = linalg.transpose ins(%arg0 : tensor<96x16xf32>) outs(%1 : tensor<16x96xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<8x96xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_3 : tensor<8x16xf32>, tensor<16x96xf32>) outs(%3 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<96xf32>) outs(%2 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x96xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %5 : tensor<8x96xf32>, tensor<8x96xf32>) outs(%2 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<8x96xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [8, 1, 96] : tensor<8x96xf32> into tensor<8x1x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_4 = tensor.extract_slice %expanded[1, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_5 = tensor.extract_slice %expanded[2, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_6 = tensor.extract_slice %expanded[3, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_7 = tensor.extract_slice %expanded[4, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_8 = tensor.extract_slice %expanded[5, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[6, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[7, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_12 = tensor.collapse_shape %extracted_slice_4 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_5 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice_6 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_7 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_8 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %extracted_slice_19 = tensor.extract_slice %collapsed_11[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_20 = tensor.extract_slice %collapsed_11[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_21 = tensor.extract_slice %collapsed_11[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %7 = tensor.empty() : tensor<32x96xf32>
    %transposed_22 = linalg.transpose ins(%arg1 : tensor<96x32xf32>) outs(%7 : tensor<32x96xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<1x96xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %10 = linalg.matmul ins(%cst_1, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x96xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_23 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded_23[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded_23[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded_23[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %13 = tensor.empty() : tensor<1x1x32xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %extracted_slice_19 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %extracted_slice_20 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %15 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %18 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %20 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %17 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %20 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_27 = tensor.extract_slice %collapsed_12[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_28 = tensor.extract_slice %collapsed_12[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_29 = tensor.extract_slice %collapsed_12[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_30 = tensor.collapse_shape %23 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %24 = linalg.matmul ins(%collapsed_30, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_31 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_31[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %extracted_slice_27 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %extracted_slice_28 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %27 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %30 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %32 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %29 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %32 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_35 = tensor.extract_slice %collapsed_13[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_36 = tensor.extract_slice %collapsed_13[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_37 = tensor.extract_slice %collapsed_13[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_38 = tensor.collapse_shape %35 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %36 = linalg.matmul ins(%collapsed_38, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_39 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_39[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_39[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_39[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %extracted_slice_35 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %extracted_slice_36 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %39 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_37, %42 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %44 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %41 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %44 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_43 = tensor.extract_slice %collapsed_14[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_44 = tensor.extract_slice %collapsed_14[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_45 = tensor.extract_slice %collapsed_14[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_46 = tensor.collapse_shape %47 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %48 = linalg.matmul ins(%collapsed_46, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%48, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_47 = tensor.expand_shape %49 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_47[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_47[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_47[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %extracted_slice_43 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49, %extracted_slice_44 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50, %51 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %54 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %56 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %53 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %56 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_15[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_15[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_15[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_54 = tensor.collapse_shape %59 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %60 = linalg.matmul ins(%collapsed_54, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_55 = tensor.expand_shape %61 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_56 = tensor.extract_slice %expanded_55[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_55[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_55[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_56, %extracted_slice_51 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_57, %extracted_slice_52 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_58, %63 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_53, %66 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %68 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %65 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %68 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_59 = tensor.extract_slice %collapsed_16[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_60 = tensor.extract_slice %collapsed_16[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_61 = tensor.extract_slice %collapsed_16[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_62 = tensor.collapse_shape %71 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %72 = linalg.matmul ins(%collapsed_62, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_63 = tensor.expand_shape %73 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_64 = tensor.extract_slice %expanded_63[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_65 = tensor.extract_slice %expanded_63[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_66 = tensor.extract_slice %expanded_63[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %extracted_slice_59 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %extracted_slice_60 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %75 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_61, %78 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %80 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %77 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %80 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_67 = tensor.extract_slice %collapsed_17[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_68 = tensor.extract_slice %collapsed_17[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_69 = tensor.extract_slice %collapsed_17[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_70 = tensor.collapse_shape %83 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %84 = linalg.matmul ins(%collapsed_70, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%84, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_71 = tensor.expand_shape %85 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_71[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_71[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_71[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_72, %extracted_slice_67 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_73, %extracted_slice_68 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_74, %87 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_69, %90 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %92 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %89 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %92 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_75 = tensor.extract_slice %collapsed_18[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_76 = tensor.extract_slice %collapsed_18[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_77 = tensor.extract_slice %collapsed_18[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_78 = tensor.collapse_shape %95 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %96 = linalg.matmul ins(%collapsed_78, %transposed_22 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%96, %11 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_79 = tensor.expand_shape %97 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_80 = tensor.extract_slice %expanded_79[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_81 = tensor.extract_slice %expanded_79[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_82 = tensor.extract_slice %expanded_79[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_80, %extracted_slice_75 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_81, %extracted_slice_76 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_82, %99 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_77, %102 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %104 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %101 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %104 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %concat = tensor.concat dim(0) %23, %35, %47, %59, %71, %83, %95, %107 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<8x1x32xf32>
    %collapsed_83 = tensor.collapse_shape %concat [[0], [1, 2]] : tensor<8x1x32xf32> into tensor<8x32xf32>
    %transposed_84 = linalg.transpose ins(%arg4 : tensor<96x32xf32>) outs(%7 : tensor<32x96xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%3 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%2 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x96xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<8x96xf32>, tensor<8x96xf32>) outs(%2 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<8x96xf32>
    %expanded_85 = tensor.expand_shape %110 [[0], [1, 2]] output_shape [8, 1, 96] : tensor<8x96xf32> into tensor<8x1x96xf32>
    %extracted_slice_86 = tensor.extract_slice %expanded_85[0, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_87 = tensor.extract_slice %expanded_85[1, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_88 = tensor.extract_slice %expanded_85[2, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_89 = tensor.extract_slice %expanded_85[3, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_90 = tensor.extract_slice %expanded_85[4, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_91 = tensor.extract_slice %expanded_85[5, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_92 = tensor.extract_slice %expanded_85[6, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %extracted_slice_93 = tensor.extract_slice %expanded_85[7, 0, 0] [1, 1, 96] [1, 1, 1] : tensor<8x1x96xf32> to tensor<1x1x96xf32>
    %collapsed_94 = tensor.collapse_shape %extracted_slice_86 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_95 = tensor.collapse_shape %extracted_slice_87 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_96 = tensor.collapse_shape %extracted_slice_88 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_97 = tensor.collapse_shape %extracted_slice_89 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_98 = tensor.collapse_shape %extracted_slice_90 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_99 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_100 = tensor.collapse_shape %extracted_slice_92 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %collapsed_101 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2]] : tensor<1x1x96xf32> into tensor<1x96xf32>
    %extracted_slice_102 = tensor.extract_slice %collapsed_94[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_103 = tensor.extract_slice %collapsed_94[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_104 = tensor.extract_slice %collapsed_94[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %transposed_105 = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%7 : tensor<32x96xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%cst_1, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x96xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_106 = tensor.expand_shape %113 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_107 = tensor.extract_slice %expanded_106[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_108 = tensor.extract_slice %expanded_106[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_109 = tensor.extract_slice %expanded_106[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_107, %extracted_slice_102 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_108, %extracted_slice_103 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_109, %115 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_104, %118 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %120 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %117 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %120 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_110 = tensor.extract_slice %collapsed_95[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_111 = tensor.extract_slice %collapsed_95[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_112 = tensor.extract_slice %collapsed_95[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_113 = tensor.collapse_shape %123 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %124 = linalg.matmul ins(%collapsed_113, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%124, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_114 = tensor.expand_shape %125 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_115 = tensor.extract_slice %expanded_114[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_116 = tensor.extract_slice %expanded_114[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_117 = tensor.extract_slice %expanded_114[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_115, %extracted_slice_110 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_116, %extracted_slice_111 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_117, %127 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_112, %130 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %132 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %129 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %132 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_118 = tensor.extract_slice %collapsed_96[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_119 = tensor.extract_slice %collapsed_96[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_120 = tensor.extract_slice %collapsed_96[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_121 = tensor.collapse_shape %135 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %136 = linalg.matmul ins(%collapsed_121, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%136, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_122 = tensor.expand_shape %137 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_123 = tensor.extract_slice %expanded_122[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_124 = tensor.extract_slice %expanded_122[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_125 = tensor.extract_slice %expanded_122[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_123, %extracted_slice_118 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_124, %extracted_slice_119 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_125, %139 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_120, %142 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %144 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %141 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %144 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_126 = tensor.extract_slice %collapsed_97[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_127 = tensor.extract_slice %collapsed_97[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_128 = tensor.extract_slice %collapsed_97[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_129 = tensor.collapse_shape %147 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %148 = linalg.matmul ins(%collapsed_129, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%148, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_130 = tensor.expand_shape %149 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_131 = tensor.extract_slice %expanded_130[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_132 = tensor.extract_slice %expanded_130[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_133 = tensor.extract_slice %expanded_130[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %extracted_slice_126 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_132, %extracted_slice_127 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_133, %151 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %154 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %156 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %153 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %156 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_134 = tensor.extract_slice %collapsed_98[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_135 = tensor.extract_slice %collapsed_98[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_136 = tensor.extract_slice %collapsed_98[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_137 = tensor.collapse_shape %159 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %160 = linalg.matmul ins(%collapsed_137, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%160, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_138 = tensor.expand_shape %161 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_139 = tensor.extract_slice %expanded_138[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_140 = tensor.extract_slice %expanded_138[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_141 = tensor.extract_slice %expanded_138[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %extracted_slice_134 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_140, %extracted_slice_135 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_141, %163 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_136, %166 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %168 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %165 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %168 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_142 = tensor.extract_slice %collapsed_99[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_143 = tensor.extract_slice %collapsed_99[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_144 = tensor.extract_slice %collapsed_99[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_145 = tensor.collapse_shape %171 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %172 = linalg.matmul ins(%collapsed_145, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%172, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_146 = tensor.expand_shape %173 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_147 = tensor.extract_slice %expanded_146[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_148 = tensor.extract_slice %expanded_146[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_149 = tensor.extract_slice %expanded_146[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_147, %extracted_slice_142 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_148, %extracted_slice_143 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_149, %175 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %178 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %180 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %177 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %183 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %180 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_150 = tensor.extract_slice %collapsed_100[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_151 = tensor.extract_slice %collapsed_100[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_152 = tensor.extract_slice %collapsed_100[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_153 = tensor.collapse_shape %183 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %184 = linalg.matmul ins(%collapsed_153, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%184, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_154 = tensor.expand_shape %185 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_155 = tensor.extract_slice %expanded_154[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_156 = tensor.extract_slice %expanded_154[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_157 = tensor.extract_slice %expanded_154[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %186 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_155, %extracted_slice_150 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_156, %extracted_slice_151 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_157, %187 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_152, %190 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %192 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %189 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %192 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %extracted_slice_158 = tensor.extract_slice %collapsed_101[0, 0] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_159 = tensor.extract_slice %collapsed_101[0, 32] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %extracted_slice_160 = tensor.extract_slice %collapsed_101[0, 64] [1, 32] [1, 1] : tensor<1x96xf32> to tensor<1x32xf32>
    %collapsed_161 = tensor.collapse_shape %195 [[0], [1, 2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %196 = linalg.matmul ins(%collapsed_161, %transposed_105 : tensor<1x32xf32>, tensor<32x96xf32>) outs(%9 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%196, %112 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%8 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x96xf32>
    %expanded_162 = tensor.expand_shape %197 [[0], [1, 2]] output_shape [1, 1, 96] : tensor<1x96xf32> into tensor<1x1x96xf32>
    %extracted_slice_163 = tensor.extract_slice %expanded_162[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_164 = tensor.extract_slice %expanded_162[0, 0, 32] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %extracted_slice_165 = tensor.extract_slice %expanded_162[0, 0, 64] [1, 1, 32] [1, 1, 1] : tensor<1x1x96xf32> to tensor<1x1x32xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_163, %extracted_slice_158 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_164, %extracted_slice_159 : tensor<1x1x32xf32>, tensor<1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.negf %in : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %216, %cst_0 : f32
      %218 = arith.divf %cst_0, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<1x1x32xf32>
    %202 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_165, %199 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_160, %202 : tensor<1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.tanh %in : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %205 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %204 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.subf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %201 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.mulf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %204 : tensor<1x1x32xf32>, tensor<1x1x32xf32>) outs(%13 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x1x32xf32>
    %concat_166 = tensor.concat dim(0) %123, %135, %147, %159, %171, %183, %195, %207 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<8x1x32xf32>
    %208 = tensor.empty() : tensor<1x8x32xf32>
    %transposed_167 = linalg.transpose ins(%concat_166 : tensor<8x1x32xf32>) outs(%208 : tensor<1x8x32xf32>) permutation = [1, 0, 2] 
    %extracted_slice_168 = tensor.extract_slice %transposed_167[0, 7, 0] [1, 1, 32] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x32xf32>
    %collapsed_169 = tensor.collapse_shape %extracted_slice_168 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %209 = tensor.empty() : tensor<32x4xf32>
    %transposed_170 = linalg.transpose ins(%arg8 : tensor<4x32xf32>) outs(%209 : tensor<32x4xf32>) permutation = [1, 0] 
    %210 = tensor.empty() : tensor<1x4xf32>
    %211 = linalg.fill ins(%cst : f32) outs(%210 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %212 = linalg.matmul ins(%collapsed_169, %transposed_170 : tensor<1x32xf32>, tensor<32x4xf32>) outs(%211 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<4xf32>) outs(%210 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%212, %213 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%210 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %215 = arith.addf %in, %in_171 : f32
      linalg.yield %215 : f32
    } -> tensor<1x4xf32>
    return %214 : tensor<1x4xf32>
  }
}
