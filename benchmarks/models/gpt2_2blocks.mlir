#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<192x64xf32>, %arg3: tensor<192xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<256xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<192x64xf32>, %arg15: tensor<192xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<256x64xf32>, %arg21: tensor<256xf32>, %arg22: tensor<64x256xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<1x8x64xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 7.977240e-01 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e+00> : tensor<8x8xf32>
    %cst_9 = arith.constant 1.000000e-05 : f64
    %cst_10 = arith.constant 6.400000e+01 : f64
    %cst_11 = arith.constant 6.400000e+01 : f32
    %cst_12 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %2 = tensor.empty() : tensor<1x8x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.subf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.mulf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %10 = tensor.empty() : tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg26 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_9 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %14 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg0 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg1 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %22 = tensor.empty() : tensor<64x192xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<192x64xf32>) outs(%22 : tensor<64x192xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<8x192xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<8x192xf32>) -> tensor<8x192xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x192xf32>) outs(%24 : tensor<8x192xf32>) -> tensor<8x192xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<192xf32>) outs(%23 : tensor<8x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x192xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<8x192xf32>, tensor<8x192xf32>) outs(%23 : tensor<8x192xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x192xf32>
    %expanded = tensor.expand_shape %27 [[0, 1], [2]] output_shape [1, 8, 192] : tensor<8x192xf32> into tensor<1x8x192xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 8, 64] [1, 1, 1] : tensor<1x8x192xf32> to tensor<1x8x64xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded[0, 0, 64] [1, 8, 64] [1, 1, 1] : tensor<1x8x192xf32> to tensor<1x8x64xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 128] [1, 8, 64] [1, 1, 1] : tensor<1x8x192xf32> to tensor<1x8x64xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %28 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_17 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %29 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_20 = linalg.transpose ins(%expanded_17 : tensor<1x8x4x16xf32>) outs(%29 : tensor<1x4x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_21 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %30 = tensor.empty() : tensor<4x8x8xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %32 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%31 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_23 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %33 = tensor.empty() : tensor<1x4x8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_12 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %35 = tensor.empty() : tensor<8xi64>
    %36 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%35 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %168 = linalg.index 0 : index
      %169 = arith.index_cast %168 : index to i64
      linalg.yield %169 : i64
    } -> tensor<8xi64>
    %expanded_24 = tensor.expand_shape %36 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_25 = tensor.expand_shape %36 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %37 = tensor.empty() : tensor<8x8xi64>
    %38 = linalg.generic {indexing_maps = [#map7, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %expanded_25 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%37 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %168 = arith.subi %in, %in_69 : i64
      linalg.yield %168 : i64
    } -> tensor<8x8xi64>
    %39 = tensor.empty() : tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x8xi64>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %168 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %41 = tensor.empty() : tensor<8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_8, %cst_7 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<f32>) outs(%41 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %168 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %168 : f32
    } -> tensor<8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x8xf32>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %168 = arith.cmpf oeq, %in, %cst_0 : f32
      linalg.yield %168 : i1
    } -> tensor<8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map10, #map11, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_6, %34 : tensor<8x8xi1>, tensor<f32>, tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %168 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %45 = tensor.empty() : tensor<1x4x8xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %47 = tensor.empty() : tensor<1x4x8xf32>
    %48 = linalg.fill ins(%cst_1 : f32) outs(%47 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %49:2 = linalg.generic {indexing_maps = [#map5, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<1x4x8x8xf32>) outs(%48, %46 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_69 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_26 = tensor.expand_shape %49#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_26 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %52 = tensor.empty() : tensor<1x4x8x1xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<1x4x8x8xf32>) outs(%53 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.divf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %56 = tensor.empty() : tensor<4x8x16xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %58 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%57 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_29 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %59 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<1x4x8x16xf32>) outs(%59 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %60 = tensor.empty() : tensor<64x64xf32>
    %transposed_32 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%60 : tensor<64x64xf32>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<8x64xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%61 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %63 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%63, %64 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x64xf32>
    %expanded_33 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %expanded_33 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.subf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.mulf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_9 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %76 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg6 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg7 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_34 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %83 = tensor.empty() : tensor<64x256xf32>
    %transposed_35 = linalg.transpose ins(%arg8 : tensor<256x64xf32>) outs(%83 : tensor<64x256xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<8x256xf32>
    %85 = linalg.fill ins(%cst_0 : f32) outs(%84 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %86 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<8x64xf32>, tensor<64x256xf32>) outs(%85 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<256xf32>) outs(%84 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<8x256xf32>, tensor<8x256xf32>) outs(%84 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x256xf32>
    %expanded_36 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 8, 256] : tensor<8x256xf32> into tensor<1x8x256xf32>
    %89 = tensor.empty() : tensor<1x8x256xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x8x256xf32>) outs(%89 : tensor<1x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c3_i64 : f32, i64
      %169 = arith.mulf %168, %cst_2 : f32
      %170 = arith.addf %in, %169 : f32
      %171 = arith.mulf %170, %cst_3 : f32
      %172 = math.tanh %171 : f32
      %173 = arith.addf %172, %cst_4 : f32
      %174 = arith.mulf %173, %cst_5 : f32
      %175 = arith.mulf %in, %174 : f32
      linalg.yield %175 : f32
    } -> tensor<1x8x256xf32>
    %collapsed_37 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<1x8x256xf32> into tensor<8x256xf32>
    %91 = tensor.empty() : tensor<256x64xf32>
    %transposed_38 = linalg.transpose ins(%arg10 : tensor<64x256xf32>) outs(%91 : tensor<256x64xf32>) permutation = [1, 0] 
    %92 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<8x256xf32>, tensor<256x64xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x64xf32>
    %expanded_39 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_39 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.subf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.mulf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_9 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %105 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg12 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg13 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_40 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %transposed_41 = linalg.transpose ins(%arg14 : tensor<192x64xf32>) outs(%22 : tensor<64x192xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<8x64xf32>, tensor<64x192xf32>) outs(%24 : tensor<8x192xf32>) -> tensor<8x192xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<192xf32>) outs(%23 : tensor<8x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x192xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<8x192xf32>, tensor<8x192xf32>) outs(%23 : tensor<8x192xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x192xf32>
    %expanded_42 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [1, 8, 192] : tensor<8x192xf32> into tensor<1x8x192xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [1, 8, 64] [1, 1, 1] : tensor<1x8x192xf32> to tensor<1x8x64xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 64] [1, 8, 64] [1, 1, 1] : tensor<1x8x192xf32> to tensor<1x8x64xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 128] [1, 8, 64] [1, 1, 1] : tensor<1x8x192xf32> to tensor<1x8x64xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<1x8x4x16xf32>) outs(%29 : tensor<1x4x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %115 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%31 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_54 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_12 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map10, #map11, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_6, %116 : tensor<8x8xi1>, tensor<f32>, tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %168 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %118:2 = linalg.generic {indexing_maps = [#map5, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<1x4x8x8xf32>) outs(%48, %46 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_69 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_55 = tensor.expand_shape %118#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_55 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<1x4x8x8xf32>) outs(%53 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %121 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.divf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_56 = tensor.collapse_shape %122 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %123 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%57 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_58 = tensor.expand_shape %123 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x4x8x16xf32>) outs(%59 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %transposed_61 = linalg.transpose ins(%arg16 : tensor<64x64xf32>) outs(%60 : tensor<64x64xf32>) permutation = [1, 0] 
    %124 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%124, %125 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x64xf32>
    %expanded_62 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_62 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %130 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.subf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %131 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.mulf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_9 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %137 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %139 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg18 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg19 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_63 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %transposed_64 = linalg.transpose ins(%arg20 : tensor<256x64xf32>) outs(%83 : tensor<64x256xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<8x64xf32>, tensor<64x256xf32>) outs(%85 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<256xf32>) outs(%84 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<8x256xf32>, tensor<8x256xf32>) outs(%84 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x256xf32>
    %expanded_65 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [1, 8, 256] : tensor<8x256xf32> into tensor<1x8x256xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x8x256xf32>) outs(%89 : tensor<1x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c3_i64 : f32, i64
      %169 = arith.mulf %168, %cst_2 : f32
      %170 = arith.addf %in, %169 : f32
      %171 = arith.mulf %170, %cst_3 : f32
      %172 = math.tanh %171 : f32
      %173 = arith.addf %172, %cst_4 : f32
      %174 = arith.mulf %173, %cst_5 : f32
      %175 = arith.mulf %in, %174 : f32
      linalg.yield %175 : f32
    } -> tensor<1x8x256xf32>
    %collapsed_66 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<1x8x256xf32> into tensor<8x256xf32>
    %transposed_67 = linalg.transpose ins(%arg22 : tensor<64x256xf32>) outs(%91 : tensor<256x64xf32>) permutation = [1, 0] 
    %148 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<8x256xf32>, tensor<256x64xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<8x64xf32>
    %expanded_68 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_68 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.subf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %168 = arith.mulf %in, %in_69 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x64xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_10 : f64
      linalg.yield %168 : f64
    } -> tensor<1x8x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_9 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.subf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg24 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.mulf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg25 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %168 = arith.addf %in, %in_69 : f32
      linalg.yield %168 : f32
    } -> tensor<1x8x64xf32>
    return %167 : tensor<1x8x64xf32>
  }
}
