#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @forward(%arg0: tensor<192x64xf32>, %arg1: tensor<192xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<128xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<1x128x64xf32>) -> tensor<1x128x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x128x128xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<128x1x64xf32>
    %transposed = linalg.transpose ins(%arg12 : tensor<1x128x64xf32>) outs(%0 : tensor<128x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<128x1x64xf32> into tensor<128x64xf32>
    %1 = tensor.empty() : tensor<64x192xf32>
    %transposed_8 = linalg.transpose ins(%arg0 : tensor<192x64xf32>) outs(%1 : tensor<64x192xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<128x192xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%3 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<192xf32>) outs(%2 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %5 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%2 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<128x192xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4]] output_shape [1, 128, 1, 3, 64] : tensor<128x192xf32> into tensor<1x128x1x3x64xf32>
    %7 = tensor.empty() : tensor<3x128x1x1x64xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x128x1x3x64xf32>) outs(%7 : tensor<3x128x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_10 = tensor.collapse_shape %transposed_9 [[0], [1], [2, 3], [4]] : tensor<3x128x1x1x64xf32> into tensor<3x128x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_10[0, 0, 0, 0] [1, 128, 1, 64] [1, 1, 1, 1] : tensor<3x128x1x64xf32> to tensor<1x128x1x64xf32>
    %extracted_slice_11 = tensor.extract_slice %collapsed_10[1, 0, 0, 0] [1, 128, 1, 64] [1, 1, 1, 1] : tensor<3x128x1x64xf32> to tensor<1x128x1x64xf32>
    %extracted_slice_12 = tensor.extract_slice %collapsed_10[2, 0, 0, 0] [1, 128, 1, 64] [1, 1, 1, 1] : tensor<3x128x1x64xf32> to tensor<1x128x1x64xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x128x1x64xf32> into tensor<128x64xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0], [1, 2]] output_shape [128, 4, 16] : tensor<128x64xf32> into tensor<128x4x16xf32>
    %8 = tensor.empty() : tensor<4x128x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<128x4x16xf32>) outs(%8 : tensor<4x128x16xf32>) permutation = [1, 0, 2] 
    %collapsed_16 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2, 3]] : tensor<1x128x1x64xf32> into tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %collapsed_16 [[0], [1, 2]] output_shape [128, 4, 16] : tensor<128x64xf32> into tensor<128x4x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<128x4x16xf32>) outs(%8 : tensor<4x128x16xf32>) permutation = [1, 0, 2] 
    %collapsed_19 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2, 3]] : tensor<1x128x1x64xf32> into tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %collapsed_19 [[0], [1, 2]] output_shape [128, 4, 16] : tensor<128x64xf32> into tensor<128x4x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<128x4x16xf32>) outs(%8 : tensor<4x128x16xf32>) permutation = [1, 0, 2] 
    %expanded_22 = tensor.expand_shape %transposed_15 [[0, 1], [2], [3]] output_shape [1, 4, 128, 16] : tensor<4x128x16xf32> into tensor<1x4x128x16xf32>
    %expanded_23 = tensor.expand_shape %transposed_18 [[0, 1], [2], [3]] output_shape [1, 4, 128, 16] : tensor<4x128x16xf32> into tensor<1x4x128x16xf32>
    %9 = tensor.empty() : tensor<1x4x128x16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x4x128x16xf32>) outs(%9 : tensor<1x4x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.mulf %in, %cst_5 : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x128x16xf32>
    %11 = tensor.empty() : tensor<1x4x16x128xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x4x128x16xf32>) outs(%11 : tensor<1x4x16x128xf32>) permutation = [0, 1, 3, 2] 
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<1x4x16x128xf32>) outs(%11 : tensor<1x4x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.mulf %in, %cst_5 : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x16x128xf32>
    %collapsed_25 = tensor.collapse_shape %10 [[0, 1], [2], [3]] : tensor<1x4x128x16xf32> into tensor<4x128x16xf32>
    %collapsed_26 = tensor.collapse_shape %12 [[0, 1], [2], [3]] : tensor<1x4x16x128xf32> into tensor<4x16x128xf32>
    %13 = tensor.empty() : tensor<4x128x128xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %15 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<4x128x16xf32>, tensor<4x16x128xf32>) outs(%14 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_27 = tensor.expand_shape %15 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %16 = tensor.empty() : tensor<1x4x128xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<1x4x128xi64>) -> tensor<1x4x128xi64>
    %18 = tensor.empty() : tensor<1x4x128xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32>
    %20:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_27 : tensor<1x4x128x128xf32>) outs(%19, %17 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %94 = linalg.index 3 : index
      %95 = arith.index_cast %94 : index to i64
      %96 = arith.maximumf %in, %out : f32
      %97 = arith.cmpf ogt, %in, %out : f32
      %98 = arith.select %97, %95, %out_42 : i64
      linalg.yield %96, %98 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_28 = tensor.expand_shape %20#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %21 = tensor.empty() : tensor<1x4x128x128xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %expanded_28 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%21 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.subf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x128x128xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x128x128xf32>) outs(%21 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = math.exp %in : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x128x128xf32>
    %24 = tensor.empty() : tensor<1x4x128x1xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<1x4x128x1xf32>) -> tensor<1x4x128x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%23 : tensor<1x4x128x128xf32>) outs(%25 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.addf %in, %out : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x128x1xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%21 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.divf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x128x128xf32>
    %28 = tensor.empty() : tensor<1x4x128x128xi1>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<1x4x128x128xf32>) outs(%28 : tensor<1x4x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %94 = arith.extf %in : f32 to f64
      %95 = arith.cmpf oeq, %94, %cst_4 : f64
      linalg.yield %95 : i1
    } -> tensor<1x4x128x128xi1>
    %30 = tensor.empty() : tensor<1x4x128x1xi1>
    %31 = linalg.fill ins(%true : i1) outs(%30 : tensor<1x4x128x1xi1>) -> tensor<1x4x128x1xi1>
    %32 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x4x128x128xi1>) outs(%31 : tensor<1x4x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %94 = arith.andi %in, %out : i1
      linalg.yield %94 : i1
    } -> tensor<1x4x128x1xi1>
    %33 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %cst_2, %27 : tensor<1x4x128x1xi1>, tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%21 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %94 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %94 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_29 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%8 : tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %35 = linalg.batch_matmul ins(%collapsed_29, %transposed_21 : tensor<4x128x128xf32>, tensor<4x128x16xf32>) outs(%34 : tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %expanded_30 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [1, 4, 128, 16] : tensor<4x128x16xf32> into tensor<1x4x128x16xf32>
    %36 = tensor.empty() : tensor<128x1x4x16xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x4x128x16xf32>) outs(%36 : tensor<128x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0], [1, 2, 3]] : tensor<128x1x4x16xf32> into tensor<128x64xf32>
    %37 = tensor.empty() : tensor<64x64xf32>
    %transposed_33 = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%37 : tensor<64x64xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<128x64xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %40 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%39 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%38 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%38 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<128x64xf32>
    %expanded_34 = tensor.expand_shape %42 [[0], [1, 2]] output_shape [128, 1, 64] : tensor<128x64xf32> into tensor<128x1x64xf32>
    %43 = tensor.empty() : tensor<1x128x64xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<128x1x64xf32>) outs(%43 : tensor<1x128x64xf32>) permutation = [1, 0, 2] 
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %transposed_35 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %45 = tensor.empty() : tensor<1x128x64xf64>
    %46 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x128x64xf32>) outs(%45 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %94 = arith.extf %in : f32 to f64
      linalg.yield %94 : f64
    } -> tensor<1x128x64xf64>
    %47 = tensor.empty() : tensor<1x128x1xf64>
    %48 = linalg.fill ins(%cst_1 : f64) outs(%47 : tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %49 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x128x64xf64>) outs(%48 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.addf %in, %out : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x128x1xf64>) outs(%47 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.divf %in, %cst_6 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %51 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %50 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%45 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %94 = arith.subf %in, %in_42 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x64xf64>
    %52 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %51 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%45 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %94 = arith.mulf %in, %in_42 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x64xf64>
    %53 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<1x128x64xf64>) outs(%48 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.addf %in, %out : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<1x128x1xf64>) outs(%47 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.divf %in, %cst_6 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %55 = tensor.empty() : tensor<1x128x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x128x1xf64>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %94 = arith.truncf %in : f64 to f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<1x128x64xf32>) outs(%57 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.addf %in, %out : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x128x1xf32>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.divf %in, %cst_7 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x128x1xf32>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.truncf %cst_3 : f64 to f32
      %95 = arith.addf %in, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x128x1xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x128x1xf32>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = math.rsqrt %in : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %59 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.subf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.mulf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %arg8 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.mulf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %arg9 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %collapsed_36 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x128x64xf32> into tensor<128x64xf32>
    %66 = tensor.empty() : tensor<64x128xf32>
    %transposed_37 = linalg.transpose ins(%arg4 : tensor<128x64xf32>) outs(%66 : tensor<64x128xf32>) permutation = [1, 0] 
    %67 = tensor.empty() : tensor<128x128xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %69 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%68 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<128xf32>) outs(%67 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%67 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<128x128xf32>
    %expanded_38 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 128, 128] : tensor<128x128xf32> into tensor<1x128x128xf32>
    %72 = tensor.empty() : tensor<1x128x128xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<1x128x128xf32>) outs(%72 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.cmpf ugt, %in, %cst : f32
      %95 = arith.select %94, %in, %cst : f32
      linalg.yield %95 : f32
    } -> tensor<1x128x128xf32>
    %collapsed_39 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x128x128xf32> into tensor<128x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<64x128xf32>) outs(%38 : tensor<128x64xf32>) permutation = [1, 0] 
    %74 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%39 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%38 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%38 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<128x64xf32>
    %expanded_41 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 128, 64] : tensor<128x64xf32> into tensor<1x128x64xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %expanded_41 : tensor<1x128x64xf32>, tensor<1x128x64xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x128x64xf32>) outs(%45 : tensor<1x128x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %94 = arith.extf %in : f32 to f64
      linalg.yield %94 : f64
    } -> tensor<1x128x64xf64>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x128x64xf64>) outs(%48 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.addf %in, %out : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x128x1xf64>) outs(%47 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.divf %in, %cst_6 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %81 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<1x128x64xf64>, tensor<1x128x1xf64>) outs(%45 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %94 = arith.subf %in, %in_42 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x64xf64>
    %82 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<1x128x64xf64>, tensor<1x128x64xf64>) outs(%45 : tensor<1x128x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %94 = arith.mulf %in, %in_42 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x64xf64>
    %83 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<1x128x64xf64>) outs(%48 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.addf %in, %out : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %84 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x128x1xf64>) outs(%47 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %94 = arith.divf %in, %cst_6 : f64
      linalg.yield %94 : f64
    } -> tensor<1x128x1xf64>
    %85 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x128x1xf64>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %94 = arith.truncf %in : f64 to f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x128x64xf32>) outs(%57 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.addf %in, %out : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x128x1xf32>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.divf %in, %cst_7 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x128x1xf32>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = arith.truncf %cst_3 : f64 to f32
      %95 = arith.addf %in, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x128x1xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x128x1xf32>) outs(%55 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %94 = math.rsqrt %in : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x1xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %87 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.subf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<1x128x64xf32>, tensor<1x128x1xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.mulf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg10 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.mulf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg11 : tensor<1x128x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %94 = arith.addf %in, %in_42 : f32
      linalg.yield %94 : f32
    } -> tensor<1x128x64xf32>
    return %93 : tensor<1x128x64xf32>
  }
}
