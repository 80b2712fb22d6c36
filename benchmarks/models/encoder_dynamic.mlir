#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @forward(%arg0: tensor<768x256xf32>, %arg1: tensor<768xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<1024x256xf32>, %arg5: tensor<1024xf32>, %arg6: tensor<256x1024xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<768x256xf32>, %arg13: tensor<768xf32>, %arg14: tensor<256x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<1024x256xf32>, %arg17: tensor<1024xf32>, %arg18: tensor<256x1024xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<1x?x256xf32>) -> tensor<1x?x256xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 2.560000e+02 : f64
    %cst_7 = arith.constant 2.560000e+02 : f32
    %dim = tensor.dim %arg24, %c1 : tensor<1x?x256xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<?x1x256xf32>
    %transposed = linalg.transpose ins(%arg24 : tensor<1x?x256xf32>) outs(%1 : tensor<?x1x256xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<?x1x256xf32> into tensor<?x256xf32>
    %2 = tensor.empty() : tensor<256x768xf32>
    %transposed_8 = linalg.transpose ins(%arg0 : tensor<768x256xf32>) outs(%2 : tensor<256x768xf32>) permutation = [1, 0] 
    %3 = tensor.empty(%dim) : tensor<?x768xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x768xf32>) -> tensor<?x768xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<?x256xf32>, tensor<256x768xf32>) outs(%4 : tensor<?x768xf32>) -> tensor<?x768xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg1 : tensor<?x768xf32>, tensor<768xf32>) outs(%3 : tensor<?x768xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x768xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4]] output_shape [1, %dim, 1, 3, 256] : tensor<?x768xf32> into tensor<1x?x1x3x256xf32>
    %7 = tensor.empty(%dim) : tensor<3x?x1x1x256xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x?x1x3x256xf32>) outs(%7 : tensor<3x?x1x1x256xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_10 = tensor.collapse_shape %transposed_9 [[0], [1], [2, 3], [4]] : tensor<3x?x1x1x256xf32> into tensor<3x?x1x256xf32>
    %extracted_slice = tensor.extract_slice %collapsed_10[0, 0, 0, 0] [1, %dim, 1, 256] [1, 1, 1, 1] : tensor<3x?x1x256xf32> to tensor<1x?x1x256xf32>
    %extracted_slice_11 = tensor.extract_slice %collapsed_10[1, 0, 0, 0] [1, %dim, 1, 256] [1, 1, 1, 1] : tensor<3x?x1x256xf32> to tensor<1x?x1x256xf32>
    %extracted_slice_12 = tensor.extract_slice %collapsed_10[2, 0, 0, 0] [1, %dim, 1, 256] [1, 1, 1, 1] : tensor<3x?x1x256xf32> to tensor<1x?x1x256xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x?x1x256xf32> into tensor<?x256xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0], [1, 2]] output_shape [%dim, 4, 64] : tensor<?x256xf32> into tensor<?x4x64xf32>
    %8 = tensor.empty(%dim) : tensor<4x?x64xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<?x4x64xf32>) outs(%8 : tensor<4x?x64xf32>) permutation = [1, 0, 2] 
    %collapsed_16 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2, 3]] : tensor<1x?x1x256xf32> into tensor<?x256xf32>
    %expanded_17 = tensor.expand_shape %collapsed_16 [[0], [1, 2]] output_shape [%dim, 4, 64] : tensor<?x256xf32> into tensor<?x4x64xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<?x4x64xf32>) outs(%8 : tensor<4x?x64xf32>) permutation = [1, 0, 2] 
    %collapsed_19 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2, 3]] : tensor<1x?x1x256xf32> into tensor<?x256xf32>
    %expanded_20 = tensor.expand_shape %collapsed_19 [[0], [1, 2]] output_shape [%dim, 4, 64] : tensor<?x256xf32> into tensor<?x4x64xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<?x4x64xf32>) outs(%8 : tensor<4x?x64xf32>) permutation = [1, 0, 2] 
    %expanded_22 = tensor.expand_shape %transposed_15 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %expanded_23 = tensor.expand_shape %transposed_18 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %expanded_24 = tensor.expand_shape %transposed_21 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %9 = tensor.empty(%dim) : tensor<1x4x?x64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x4x?x64xf32>) outs(%9 : tensor<1x4x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_5 : f64 to f32
      %186 = arith.mulf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x?x64xf32>
    %11 = tensor.empty(%dim) : tensor<1x4x64x?xf32>
    %transposed_25 = linalg.transpose ins(%expanded_23 : tensor<1x4x?x64xf32>) outs(%11 : tensor<1x4x64x?xf32>) permutation = [0, 1, 3, 2] 
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<1x4x64x?xf32>) outs(%11 : tensor<1x4x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_5 : f64 to f32
      %186 = arith.mulf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x64x?xf32>
    %13 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %14 = tensor.empty(%dim) : tensor<1x4x?x64xf32>
    %15 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%14 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %dim, %c1 : index
      %189 = arith.select %188, %c0, %186 : index
      %extracted = tensor.extract %10[%c0, %185, %189, %187] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_26 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %16 = tensor.empty(%dim) : tensor<1x4x64x?xf32>
    %17 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%16 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %dim, %c1 : index
      %189 = arith.select %188, %c0, %187 : index
      %extracted = tensor.extract %12[%c0, %185, %186, %189] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_27 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %18 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %20 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x?x64xf32>, tensor<4x64x?xf32>) outs(%19 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %21 = arith.muli %0, %c4_i64 : i64
    %22 = arith.cmpi slt, %0, %c0_i64 : i64
    %23 = arith.select %22, %c4_i64, %21 : i64
    %24 = arith.extui %22 : i1 to i64
    %25 = arith.muli %23, %0 : i64
    %26 = arith.addi %24, %c1_i64 : i64
    %27 = arith.select %22, %c4_i64, %25 : i64
    %28 = arith.select %22, %26, %24 : i64
    %29 = arith.cmpi sle, %28, %c1_i64 : i64
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %30 = arith.muli %21, %0 : i64
    %31 = arith.divsi %30, %27 : i64
    %32 = arith.select %22, %31, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %c4_i64, %32, %32 : tensor<4xi64>
    %reshape = tensor.reshape %20(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %33 = arith.index_cast %32 : i64 to index
    %34 = tensor.empty(%33) : tensor<1x4x?xi64>
    %35 = linalg.fill ins(%c0_i64 : i64) outs(%34 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %36 = tensor.empty(%33) : tensor<1x4x?xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %38:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%reshape : tensor<1x4x?x?xf32>) outs(%37, %35 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %185 = linalg.index 3 : index
      %186 = arith.index_cast %185 : index to i64
      %187 = arith.maximumf %in, %out : f32
      %188 = arith.cmpf ogt, %in, %out : f32
      %189 = arith.select %188, %186, %out_84 : i64
      linalg.yield %187, %189 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_28 = tensor.expand_shape %38#0 [[0], [1], [2, 3]] output_shape [1, 4, %33, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %39 = tensor.empty(%33, %33) : tensor<1x4x?x?xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape, %expanded_28 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.subf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x4x?x?xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = math.exp %in : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    %42 = tensor.empty(%33) : tensor<1x4x?x1xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<1x4x?x?xf32>) outs(%43 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.addf %in, %out : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x1xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.divf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    %46 = tensor.empty(%33, %33) : tensor<1x4x?x?xi1>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x4x?x?xf32>) outs(%46 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %185 = arith.extf %in : f32 to f64
      %186 = arith.cmpf oeq, %185, %cst_4 : f64
      linalg.yield %186 : i1
    } -> tensor<1x4x?x?xi1>
    %48 = tensor.empty(%33) : tensor<1x4x?x1xi1>
    %49 = linalg.fill ins(%true : i1) outs(%48 : tensor<1x4x?x1xi1>) -> tensor<1x4x?x1xi1>
    %50 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<1x4x?x?xi1>) outs(%49 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %185 = arith.andi %in, %out : i1
      linalg.yield %185 : i1
    } -> tensor<1x4x?x1xi1>
    %51 = arith.cmpi sge, %32, %c0_i64 : i64
    cf.assert %51, "negative values not allowed in new dimensions"
    %52 = arith.index_cast %32 : i64 to index
    cf.assert %51, "negative values not allowed in new dimensions"
    %53 = tensor.empty(%52, %52) : tensor<1x4x?x?xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%53 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x?xf32>
    %55 = arith.cmpi eq, %33, %52 : index
    cf.assert %55, "mismatched size for broadcast"
    %56 = arith.cmpi eq, %52, %33 : index
    cf.assert %56, "mismatched size for broadcast"
    %57 = tensor.empty(%33, %52) : tensor<1x4x?x?xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %54, %45 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%57 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_84: f32, %in_85: f32, %out: f32):
      %185 = arith.select %in, %in_84, %in_85 : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %59 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %60 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%59 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %33, %c1 : index
      %189 = arith.select %188, %c0, %186 : index
      %190 = arith.cmpi eq, %52, %c1 : index
      %191 = arith.select %190, %c0, %187 : index
      %extracted = tensor.extract %58[%c0, %185, %189, %191] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %from_elements_29 = tensor.from_elements %c4_i64, %32, %32 : tensor<3xi64>
    %reshape_30 = tensor.reshape %60(%from_elements_29) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %61 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%14 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %dim, %c1 : index
      %189 = arith.select %188, %c0, %186 : index
      %extracted = tensor.extract %expanded_24[%c0, %185, %189, %187] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_31 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    %62 = arith.cmpi eq, %32, %0 : i64
    cf.assert %62, "mismatching contracting dimension"
    %63 = tensor.empty(%33) : tensor<4x?x64xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
    %65 = linalg.batch_matmul ins(%reshape_30, %collapsed_31 : tensor<4x?x?xf32>, tensor<4x?x64xf32>) outs(%64 : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
    %expanded_32 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [1, 4, %33, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %66 = tensor.empty(%33) : tensor<?x1x4x64xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x4x?x64xf32>) outs(%66 : tensor<?x1x4x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0], [1, 2, 3]] : tensor<?x1x4x64xf32> into tensor<?x256xf32>
    %67 = tensor.empty() : tensor<256x256xf32>
    %transposed_35 = linalg.transpose ins(%arg2 : tensor<256x256xf32>) outs(%67 : tensor<256x256xf32>) permutation = [1, 0] 
    %68 = tensor.empty(%33) : tensor<?x256xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %70 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<?x256xf32>, tensor<256x256xf32>) outs(%69 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %arg3 : tensor<?x256xf32>, tensor<256xf32>) outs(%68 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x256xf32>
    %expanded_36 = tensor.expand_shape %71 [[0], [1, 2]] output_shape [%33, 1, 256] : tensor<?x256xf32> into tensor<?x1x256xf32>
    %72 = tensor.empty(%33) : tensor<1x?x256xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<?x1x256xf32>) outs(%72 : tensor<1x?x256xf32>) permutation = [1, 0, 2] 
    %73 = arith.cmpi eq, %dim, %33 : index
    cf.assert %73, "mismatched size for broadcast"
    %74 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %transposed_37 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %76 = tensor.empty(%dim) : tensor<1x?x256xf64>
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x?x256xf32>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %185 = arith.extf %in : f32 to f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %78 = tensor.empty(%dim) : tensor<1x?x1xf64>
    %79 = linalg.fill ins(%cst_1 : f64) outs(%78 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %80 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %82 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %81 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.subf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %83 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.mulf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %84 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %86 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x?x1xf64>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %185 = arith.truncf %in : f64 to f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%86 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x?x256xf32>) outs(%88 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.addf %in, %out : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.divf %in, %cst_7 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_3 : f64 to f32
      %186 = arith.addf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x?x1xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = math.rsqrt %in : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %90 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.subf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg8 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %arg9 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %collapsed_38 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<1x?x256xf32> into tensor<?x256xf32>
    %97 = tensor.empty() : tensor<256x1024xf32>
    %transposed_39 = linalg.transpose ins(%arg4 : tensor<1024x256xf32>) outs(%97 : tensor<256x1024xf32>) permutation = [1, 0] 
    %98 = tensor.empty(%dim) : tensor<?x1024xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
    %100 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<?x256xf32>, tensor<256x1024xf32>) outs(%99 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%100, %arg5 : tensor<?x1024xf32>, tensor<1024xf32>) outs(%98 : tensor<?x1024xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x1024xf32>
    %expanded_40 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, %dim, 1024] : tensor<?x1024xf32> into tensor<1x?x1024xf32>
    %102 = tensor.empty(%dim) : tensor<1x?x1024xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x?x1024xf32>) outs(%102 : tensor<1x?x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.cmpf ugt, %in, %cst : f32
      %186 = arith.select %185, %in, %cst : f32
      linalg.yield %186 : f32
    } -> tensor<1x?x1024xf32>
    %collapsed_41 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x?x1024xf32> into tensor<?x1024xf32>
    %104 = tensor.empty() : tensor<1024x256xf32>
    %transposed_42 = linalg.transpose ins(%arg6 : tensor<256x1024xf32>) outs(%104 : tensor<1024x256xf32>) permutation = [1, 0] 
    %105 = tensor.empty(%dim) : tensor<?x256xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %107 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<?x1024xf32>, tensor<1024x256xf32>) outs(%106 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%107, %arg7 : tensor<?x256xf32>, tensor<256xf32>) outs(%105 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x256xf32>
    %expanded_43 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xf32> into tensor<1x?x256xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_43 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x?x256xf32>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %185 = arith.extf %in : f32 to f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %111 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %112 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %113 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %112 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.subf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %114 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %113 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.mulf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %115 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x?x1xf64>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %185 = arith.truncf %in : f64 to f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<1x?x256xf32>) outs(%88 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.addf %in, %out : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.divf %in, %cst_7 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_3 : f64 to f32
      %186 = arith.addf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x?x1xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = math.rsqrt %in : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %119 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.subf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %121 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %arg10 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %arg11 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %transposed_44 = linalg.transpose ins(%125 : tensor<1x?x256xf32>) outs(%1 : tensor<?x1x256xf32>) permutation = [1, 0, 2] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0], [1, 2]] : tensor<?x1x256xf32> into tensor<?x256xf32>
    %transposed_46 = linalg.transpose ins(%arg12 : tensor<768x256xf32>) outs(%2 : tensor<256x768xf32>) permutation = [1, 0] 
    %126 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<?x256xf32>, tensor<256x768xf32>) outs(%4 : tensor<?x768xf32>) -> tensor<?x768xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%126, %arg13 : tensor<?x768xf32>, tensor<768xf32>) outs(%3 : tensor<?x768xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x768xf32>
    %expanded_47 = tensor.expand_shape %127 [[0, 1], [2, 3, 4]] output_shape [1, %dim, 1, 3, 256] : tensor<?x768xf32> into tensor<1x?x1x3x256xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x?x1x3x256xf32>) outs(%7 : tensor<3x?x1x1x256xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0], [1], [2, 3], [4]] : tensor<3x?x1x1x256xf32> into tensor<3x?x1x256xf32>
    %extracted_slice_50 = tensor.extract_slice %collapsed_49[0, 0, 0, 0] [1, %dim, 1, 256] [1, 1, 1, 1] : tensor<3x?x1x256xf32> to tensor<1x?x1x256xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_49[1, 0, 0, 0] [1, %dim, 1, 256] [1, 1, 1, 1] : tensor<3x?x1x256xf32> to tensor<1x?x1x256xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_49[2, 0, 0, 0] [1, %dim, 1, 256] [1, 1, 1, 1] : tensor<3x?x1x256xf32> to tensor<1x?x1x256xf32>
    %collapsed_53 = tensor.collapse_shape %extracted_slice_50 [[0, 1], [2, 3]] : tensor<1x?x1x256xf32> into tensor<?x256xf32>
    %expanded_54 = tensor.expand_shape %collapsed_53 [[0], [1, 2]] output_shape [%dim, 4, 64] : tensor<?x256xf32> into tensor<?x4x64xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<?x4x64xf32>) outs(%8 : tensor<4x?x64xf32>) permutation = [1, 0, 2] 
    %collapsed_56 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2, 3]] : tensor<1x?x1x256xf32> into tensor<?x256xf32>
    %expanded_57 = tensor.expand_shape %collapsed_56 [[0], [1, 2]] output_shape [%dim, 4, 64] : tensor<?x256xf32> into tensor<?x4x64xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<?x4x64xf32>) outs(%8 : tensor<4x?x64xf32>) permutation = [1, 0, 2] 
    %collapsed_59 = tensor.collapse_shape %extracted_slice_52 [[0, 1], [2, 3]] : tensor<1x?x1x256xf32> into tensor<?x256xf32>
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2]] output_shape [%dim, 4, 64] : tensor<?x256xf32> into tensor<?x4x64xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<?x4x64xf32>) outs(%8 : tensor<4x?x64xf32>) permutation = [1, 0, 2] 
    %expanded_62 = tensor.expand_shape %transposed_55 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %expanded_63 = tensor.expand_shape %transposed_58 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %expanded_64 = tensor.expand_shape %transposed_61 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x4x?x64xf32>) outs(%9 : tensor<1x4x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_5 : f64 to f32
      %186 = arith.mulf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x?x64xf32>
    %transposed_65 = linalg.transpose ins(%expanded_63 : tensor<1x4x?x64xf32>) outs(%11 : tensor<1x4x64x?xf32>) permutation = [0, 1, 3, 2] 
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<1x4x64x?xf32>) outs(%11 : tensor<1x4x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_5 : f64 to f32
      %186 = arith.mulf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x64x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %130 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%14 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %dim, %c1 : index
      %189 = arith.select %188, %c0, %186 : index
      %extracted = tensor.extract %128[%c0, %185, %189, %187] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_66 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %131 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%16 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %dim, %c1 : index
      %189 = arith.select %188, %c0, %187 : index
      %extracted = tensor.extract %129[%c0, %185, %186, %189] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_67 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %132 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x?x64xf32>, tensor<4x64x?xf32>) outs(%19 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_68 = tensor.reshape %132(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %133:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%reshape_68 : tensor<1x4x?x?xf32>) outs(%37, %35 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %185 = linalg.index 3 : index
      %186 = arith.index_cast %185 : index to i64
      %187 = arith.maximumf %in, %out : f32
      %188 = arith.cmpf ogt, %in, %out : f32
      %189 = arith.select %188, %186, %out_84 : i64
      linalg.yield %187, %189 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_69 = tensor.expand_shape %133#0 [[0], [1], [2, 3]] output_shape [1, 4, %33, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_68, %expanded_69 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.subf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x4x?x?xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = math.exp %in : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135 : tensor<1x4x?x?xf32>) outs(%43 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.addf %in, %out : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x1xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.divf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_68 : tensor<1x4x?x?xf32>) outs(%46 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %185 = arith.extf %in : f32 to f64
      %186 = arith.cmpf oeq, %185, %cst_4 : f64
      linalg.yield %186 : i1
    } -> tensor<1x4x?x?xi1>
    %139 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138 : tensor<1x4x?x?xi1>) outs(%49 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %185 = arith.andi %in, %out : i1
      linalg.yield %185 : i1
    } -> tensor<1x4x?x1xi1>
    cf.assert %51, "negative values not allowed in new dimensions"
    cf.assert %51, "negative values not allowed in new dimensions"
    cf.assert %55, "mismatched size for broadcast"
    cf.assert %56, "mismatched size for broadcast"
    %140 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %54, %137 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%57 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_84: f32, %in_85: f32, %out: f32):
      %185 = arith.select %in, %in_84, %in_85 : f32
      linalg.yield %185 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %141 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%59 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %33, %c1 : index
      %189 = arith.select %188, %c0, %186 : index
      %190 = arith.cmpi eq, %52, %c1 : index
      %191 = arith.select %190, %c0, %187 : index
      %extracted = tensor.extract %140[%c0, %185, %189, %191] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_70 = tensor.reshape %141(%from_elements_29) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %142 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%14 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %185 = linalg.index 1 : index
      %186 = linalg.index 2 : index
      %187 = linalg.index 3 : index
      %188 = arith.cmpi eq, %dim, %c1 : index
      %189 = arith.select %188, %c0, %186 : index
      %extracted = tensor.extract %expanded_64[%c0, %185, %189, %187] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_71 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    cf.assert %62, "mismatching contracting dimension"
    %143 = linalg.batch_matmul ins(%reshape_70, %collapsed_71 : tensor<4x?x?xf32>, tensor<4x?x64xf32>) outs(%64 : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
    %expanded_72 = tensor.expand_shape %143 [[0, 1], [2], [3]] output_shape [1, 4, %33, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<1x4x?x64xf32>) outs(%66 : tensor<?x1x4x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0], [1, 2, 3]] : tensor<?x1x4x64xf32> into tensor<?x256xf32>
    %transposed_75 = linalg.transpose ins(%arg14 : tensor<256x256xf32>) outs(%67 : tensor<256x256xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_74, %transposed_75 : tensor<?x256xf32>, tensor<256x256xf32>) outs(%69 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %arg15 : tensor<?x256xf32>, tensor<256xf32>) outs(%68 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x256xf32>
    %expanded_76 = tensor.expand_shape %145 [[0], [1, 2]] output_shape [%33, 1, 256] : tensor<?x256xf32> into tensor<?x1x256xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<?x1x256xf32>) outs(%72 : tensor<1x?x256xf32>) permutation = [1, 0, 2] 
    cf.assert %73, "mismatched size for broadcast"
    %146 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %transposed_77 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %147 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x?x256xf32>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %185 = arith.extf %in : f32 to f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %148 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %149 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %150 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.subf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %151 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %150 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.mulf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %152 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x?x1xf64>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %185 = arith.truncf %in : f64 to f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %155 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<1x?x256xf32>) outs(%88 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.addf %in, %out : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %156 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.divf %in, %cst_7 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_3 : f64 to f32
      %186 = arith.addf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x?x1xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = math.rsqrt %in : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %159 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %156 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.subf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %158 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %arg20 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %arg21 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %collapsed_78 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<1x?x256xf32> into tensor<?x256xf32>
    %transposed_79 = linalg.transpose ins(%arg16 : tensor<1024x256xf32>) outs(%97 : tensor<256x1024xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_78, %transposed_79 : tensor<?x256xf32>, tensor<256x1024xf32>) outs(%99 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%163, %arg17 : tensor<?x1024xf32>, tensor<1024xf32>) outs(%98 : tensor<?x1024xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x1024xf32>
    %expanded_80 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [1, %dim, 1024] : tensor<?x1024xf32> into tensor<1x?x1024xf32>
    %165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x?x1024xf32>) outs(%102 : tensor<1x?x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.cmpf ugt, %in, %cst : f32
      %186 = arith.select %185, %in, %cst : f32
      linalg.yield %186 : f32
    } -> tensor<1x?x1024xf32>
    %collapsed_81 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<1x?x1024xf32> into tensor<?x1024xf32>
    %transposed_82 = linalg.transpose ins(%arg18 : tensor<256x1024xf32>) outs(%104 : tensor<1024x256xf32>) permutation = [1, 0] 
    %166 = linalg.matmul ins(%collapsed_81, %transposed_82 : tensor<?x1024xf32>, tensor<1024x256xf32>) outs(%106 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%166, %arg19 : tensor<?x256xf32>, tensor<256xf32>) outs(%105 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<?x256xf32>
    %expanded_83 = tensor.expand_shape %167 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xf32> into tensor<1x?x256xf32>
    %168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %expanded_83 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x?x256xf32>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %185 = arith.extf %in : f32 to f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %170 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %171 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %172 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %171 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.subf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %173 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %172 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%76 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_84: f64, %out: f64):
      %185 = arith.mulf %in, %in_84 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x256xf64>
    %174 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<1x?x256xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.addf %in, %out : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %175 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %185 = arith.divf %in, %cst_6 : f64
      linalg.yield %185 : f64
    } -> tensor<1x?x1xf64>
    %176 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x?x1xf64>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %185 = arith.truncf %in : f64 to f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %177 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<1x?x256xf32>) outs(%88 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.addf %in, %out : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.divf %in, %cst_7 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %179 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = arith.truncf %cst_3 : f64 to f32
      %186 = arith.addf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x?x1xf32>
    %180 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %185 = math.rsqrt %in : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x1xf32>
    %181 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %178 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.subf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %180 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %arg22 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.mulf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    %184 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %arg23 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%74 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %185 = arith.addf %in, %in_84 : f32
      linalg.yield %185 : f32
    } -> tensor<1x?x256xf32>
    return %184 : tensor<1x?x256xf32>
  }
}
