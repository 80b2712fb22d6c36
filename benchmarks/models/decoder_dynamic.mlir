#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> (0, d1)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<768x256xf32>, %arg3: tensor<768xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<1024x256xf32>, %arg9: tensor<1024xf32>, %arg10: tensor<256x1024xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<768x256xf32>, %arg15: tensor<768xf32>, %arg16: tensor<256x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<1024x256xf32>, %arg21: tensor<1024xf32>, %arg22: tensor<256x1024xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256xf32>, %arg26: tensor<1x?x256xf32>) -> tensor<1x?x256xf32> {
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 2.560000e+02 : f64
    %cst_8 = arith.constant 2.560000e+02 : f32
    %cst_9 = arith.constant 1.250000e-01 : f32
    %false = arith.constant false
    %cst_10 = arith.constant 1.41421354 : f32
    %dim = tensor.dim %arg26, %c1 : tensor<1x?x256xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<1x?x256xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %205 = arith.extf %in : f32 to f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %3 = tensor.empty(%dim) : tensor<1x?x1xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.subf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.mulf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %11 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x?x1xf64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %205 = arith.truncf %in : f64 to f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg26 : tensor<1x?x256xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_8 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.truncf %cst_6 : f64 to f32
      %206 = arith.addf %in, %205 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.rsqrt %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %18 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %15 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %17 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg0 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg1 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<1x?x256xf32> into tensor<?x256xf32>
    %23 = tensor.empty() : tensor<256x768xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<768x256xf32>) outs(%23 : tensor<256x768xf32>) permutation = [1, 0] 
    %24 = tensor.empty(%dim) : tensor<?x768xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<?x768xf32>) -> tensor<?x768xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<?x256xf32>, tensor<256x768xf32>) outs(%25 : tensor<?x768xf32>) -> tensor<?x768xf32>
    %27 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %27, "negative values not allowed in new dimensions"
    %28 = tensor.empty(%dim) : tensor<?x768xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<768xf32>) outs(%28 : tensor<?x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x768xf32>
    cf.assert %true, "mismatched size for broadcast"
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %29 : tensor<?x768xf32>, tensor<?x768xf32>) outs(%24 : tensor<?x768xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x768xf32>
    %expanded = tensor.expand_shape %30 [[0, 1], [2]] output_shape [1, %dim, 768] : tensor<?x768xf32> into tensor<1x?x768xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, %dim, 256] [1, 1, 1] : tensor<1x?x768xf32> to tensor<1x?x256xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 256] [1, %dim, 256] [1, 1, 1] : tensor<1x?x768xf32> to tensor<1x?x256xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded[0, 0, 512] [1, %dim, 256] [1, 1, 1] : tensor<1x?x768xf32> to tensor<1x?x256xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, %dim, 4, 64] : tensor<1x?x256xf32> into tensor<1x?x4x64xf32>
    %31 = tensor.empty(%dim) : tensor<1x4x?x64xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x?x4x64xf32>) outs(%31 : tensor<1x4x?x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_15 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 64] : tensor<1x?x256xf32> into tensor<1x?x4x64xf32>
    %expanded_16 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 64] : tensor<1x?x256xf32> into tensor<1x?x4x64xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x?x4x64xf32>) outs(%31 : tensor<1x4x?x64xf32>) permutation = [0, 2, 1, 3] 
    %32 = tensor.empty(%dim) : tensor<1x4x64x?xf32>
    %transposed_18 = linalg.transpose ins(%expanded_15 : tensor<1x?x4x64xf32>) outs(%32 : tensor<1x4x64x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %33 = tensor.empty(%dim) : tensor<1x4x?x64xf32>
    %34 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%33 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %extracted = tensor.extract %transposed_14[%c0, %205, %209, %207] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_19 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %35 = tensor.empty(%dim) : tensor<1x4x64x?xf32>
    %36 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%35 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %207 : index
      %extracted = tensor.extract %transposed_18[%c0, %205, %206, %209] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_20 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %37 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %39 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<4x?x64xf32>, tensor<4x64x?xf32>) outs(%38 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %40 = arith.muli %0, %c4_i64 : i64
    %41 = arith.cmpi slt, %0, %c0_i64 : i64
    %42 = arith.select %41, %c4_i64, %40 : i64
    %43 = arith.extui %41 : i1 to i64
    %44 = arith.muli %42, %0 : i64
    %45 = arith.addi %43, %c1_i64 : i64
    %46 = arith.select %41, %c4_i64, %44 : i64
    %47 = arith.select %41, %45, %43 : i64
    %48 = arith.cmpi sle, %47, %c1_i64 : i64
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %49 = arith.muli %40, %0 : i64
    %50 = arith.divsi %49, %46 : i64
    %51 = arith.select %41, %50, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %c4_i64, %51, %51 : tensor<4xi64>
    %reshape = tensor.reshape %39(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %52 = arith.index_cast %51 : i64 to index
    %53 = tensor.empty(%52, %52) : tensor<1x4x?x?xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x4x?x?xf32>) outs(%53 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_9 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %55 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %55, "negative values not allowed in new dimensions"
    cf.assert %55, "negative values not allowed in new dimensions"
    %56 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<i1>) outs(%56 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %58 = tensor.empty(%dim) : tensor<?xi64>
    %59 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%58 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %205 = linalg.index 0 : index
      %206 = arith.index_cast %205 : index to i64
      linalg.yield %206 : i64
    } -> tensor<?xi64>
    %expanded_21 = tensor.expand_shape %59 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_22 = tensor.expand_shape %59 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %60 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %61 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_21, %expanded_22 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%60 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_67: i64, %out: i64):
      %205 = arith.subi %in, %in_67 : i64
      linalg.yield %205 : i64
    } -> tensor<?x?xi64>
    %62 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<?x?xi64>) outs(%62 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %205 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %205 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %64 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%63, %57 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%62 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %205 = arith.andi %in, %in_67 : i1
      linalg.yield %205 : i1
    } -> tensor<?x?xi1>
    %65 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<?x?xi1>) outs(%62 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      %205 = arith.cmpi eq, %in, %false : i1
      linalg.yield %205 : i1
    } -> tensor<?x?xi1>
    %66 = arith.cmpi eq, %dim, %52 : index
    cf.assert %66, "mismatched size for broadcast"
    cf.assert %66, "mismatched size for broadcast"
    %67 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %68 = linalg.generic {indexing_maps = [#map10, #map11, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %cst_4, %54 : tensor<?x?xi1>, tensor<f32>, tensor<1x4x?x?xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %205 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %69 = tensor.empty(%dim) : tensor<1x4x?xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %71 = tensor.empty(%dim) : tensor<1x4x?xf32>
    %72 = linalg.fill ins(%cst_1 : f32) outs(%71 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %73:2 = linalg.generic {indexing_maps = [#map5, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<1x4x?x?xf32>) outs(%72, %70 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %205 = linalg.index 3 : index
      %206 = arith.index_cast %205 : index to i64
      %207 = arith.maximumf %in, %out : f32
      %208 = arith.cmpf ogt, %in, %out : f32
      %209 = arith.select %208, %206, %out_67 : i64
      linalg.yield %207, %209 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_23 = tensor.expand_shape %73#0 [[0], [1], [2, 3]] output_shape [1, 4, %dim, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_23 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x4x?x?xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.exp %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %76 = tensor.empty(%dim) : tensor<1x4x?x1xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x4x?x?xf32>) outs(%77 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x1xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %78 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.divf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %80 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %81 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %210 = arith.select %208, %c0, %207 : index
      %extracted = tensor.extract %79[%c0, %205, %209, %210] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %from_elements_24 = tensor.from_elements %c4_i64, %51, %51 : tensor<3xi64>
    %reshape_25 = tensor.reshape %81(%from_elements_24) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %82 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%33 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %extracted = tensor.extract %transposed_17[%c0, %205, %209, %207] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_26 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    %83 = arith.cmpi eq, %51, %0 : i64
    cf.assert %83, "mismatching contracting dimension"
    %84 = tensor.empty(%52) : tensor<4x?x64xf32>
    %85 = linalg.fill ins(%cst_0 : f32) outs(%84 : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
    %86 = linalg.batch_matmul ins(%reshape_25, %collapsed_26 : tensor<4x?x?xf32>, tensor<4x?x64xf32>) outs(%85 : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
    %expanded_27 = tensor.expand_shape %86 [[0, 1], [2], [3]] output_shape [1, 4, %52, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %87 = tensor.empty(%52) : tensor<1x?x4x64xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<1x4x?x64xf32>) outs(%87 : tensor<1x?x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_29 = tensor.collapse_shape %transposed_28 [[0, 1], [2, 3]] : tensor<1x?x4x64xf32> into tensor<?x256xf32>
    %88 = tensor.empty() : tensor<256x256xf32>
    %transposed_30 = linalg.transpose ins(%arg4 : tensor<256x256xf32>) outs(%88 : tensor<256x256xf32>) permutation = [1, 0] 
    %89 = tensor.empty(%52) : tensor<?x256xf32>
    %90 = linalg.fill ins(%cst_0 : f32) outs(%89 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %91 = linalg.matmul ins(%collapsed_29, %transposed_30 : tensor<?x256xf32>, tensor<256x256xf32>) outs(%90 : tensor<?x256xf32>) -> tensor<?x256xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %92 = tensor.empty(%dim) : tensor<?x256xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<256xf32>) outs(%92 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x256xf32>
    %94 = arith.cmpi eq, %52, %dim : index
    cf.assert %94, "mismatched size for broadcast"
    %95 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %93 : tensor<?x256xf32>, tensor<?x256xf32>) outs(%89 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x256xf32>
    %expanded_31 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, %52, 256] : tensor<?x256xf32> into tensor<1x?x256xf32>
    cf.assert %66, "mismatched size for broadcast"
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %expanded_31 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %205 = arith.extf %in : f32 to f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %99 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.subf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %100 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.mulf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x?x1xf64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %205 = arith.truncf %in : f64 to f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x?x256xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_8 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.truncf %cst_6 : f64 to f32
      %206 = arith.addf %in, %205 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.rsqrt %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %106 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %108 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg6 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg7 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %collapsed_32 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<1x?x256xf32> into tensor<?x256xf32>
    %113 = tensor.empty() : tensor<256x1024xf32>
    %transposed_33 = linalg.transpose ins(%arg8 : tensor<1024x256xf32>) outs(%113 : tensor<256x1024xf32>) permutation = [1, 0] 
    %114 = tensor.empty(%dim) : tensor<?x1024xf32>
    %115 = linalg.fill ins(%cst_0 : f32) outs(%114 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
    %116 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<?x256xf32>, tensor<256x1024xf32>) outs(%115 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %117 = tensor.empty(%dim) : tensor<?x1024xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024xf32>) outs(%117 : tensor<?x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x1024xf32>
    cf.assert %true, "mismatched size for broadcast"
    %119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%116, %118 : tensor<?x1024xf32>, tensor<?x1024xf32>) outs(%114 : tensor<?x1024xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x1024xf32>
    %expanded_34 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [1, %dim, 1024] : tensor<?x1024xf32> into tensor<1x?x1024xf32>
    %120 = tensor.empty(%dim) : tensor<1x?x1024xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x?x1024xf32>) outs(%120 : tensor<1x?x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_10 : f32
      %206 = math.erf %205 : f32
      %207 = arith.addf %206, %cst_2 : f32
      %208 = arith.mulf %207, %cst_3 : f32
      %209 = arith.mulf %in, %208 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1024xf32>
    %collapsed_35 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<1x?x1024xf32> into tensor<?x1024xf32>
    %122 = tensor.empty() : tensor<1024x256xf32>
    %transposed_36 = linalg.transpose ins(%arg10 : tensor<256x1024xf32>) outs(%122 : tensor<1024x256xf32>) permutation = [1, 0] 
    %123 = tensor.empty(%dim) : tensor<?x256xf32>
    %124 = linalg.fill ins(%cst_0 : f32) outs(%123 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %125 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<?x1024xf32>, tensor<1024x256xf32>) outs(%124 : tensor<?x256xf32>) -> tensor<?x256xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %126 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<256xf32>) outs(%92 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x256xf32>
    cf.assert %true, "mismatched size for broadcast"
    %127 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%125, %126 : tensor<?x256xf32>, tensor<?x256xf32>) outs(%123 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x256xf32>
    %expanded_37 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xf32> into tensor<1x?x256xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_37 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %205 = arith.extf %in : f32 to f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.subf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.mulf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x?x1xf64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %205 = arith.truncf %in : f64 to f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<1x?x256xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_8 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.truncf %cst_6 : f64 to f32
      %206 = arith.addf %in, %205 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.rsqrt %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %138 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %140 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg12 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg13 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %collapsed_38 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<1x?x256xf32> into tensor<?x256xf32>
    %transposed_39 = linalg.transpose ins(%arg14 : tensor<768x256xf32>) outs(%23 : tensor<256x768xf32>) permutation = [1, 0] 
    %145 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<?x256xf32>, tensor<256x768xf32>) outs(%25 : tensor<?x768xf32>) -> tensor<?x768xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %146 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<768xf32>) outs(%28 : tensor<?x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x768xf32>
    cf.assert %true, "mismatched size for broadcast"
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%145, %146 : tensor<?x768xf32>, tensor<?x768xf32>) outs(%24 : tensor<?x768xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x768xf32>
    %expanded_40 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [1, %dim, 768] : tensor<?x768xf32> into tensor<1x?x768xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_40[0, 0, 0] [1, %dim, 256] [1, 1, 1] : tensor<1x?x768xf32> to tensor<1x?x256xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_40[0, 0, 256] [1, %dim, 256] [1, 1, 1] : tensor<1x?x768xf32> to tensor<1x?x256xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_40[0, 0, 512] [1, %dim, 256] [1, 1, 1] : tensor<1x?x768xf32> to tensor<1x?x256xf32>
    %expanded_44 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 64] : tensor<1x?x256xf32> into tensor<1x?x4x64xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<1x?x4x64xf32>) outs(%31 : tensor<1x4x?x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 64] : tensor<1x?x256xf32> into tensor<1x?x4x64xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 64] : tensor<1x?x256xf32> into tensor<1x?x4x64xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x?x4x64xf32>) outs(%31 : tensor<1x4x?x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_46 : tensor<1x?x4x64xf32>) outs(%32 : tensor<1x4x64x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %148 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%33 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %extracted = tensor.extract %transposed_45[%c0, %205, %209, %207] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_50 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %149 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%35 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %207 : index
      %extracted = tensor.extract %transposed_49[%c0, %205, %206, %209] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_51 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %150 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<4x?x64xf32>, tensor<4x64x?xf32>) outs(%38 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %reshape_52 = tensor.reshape %150(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_52 : tensor<1x4x?x?xf32>) outs(%53 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_9 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %55, "negative values not allowed in new dimensions"
    cf.assert %55, "negative values not allowed in new dimensions"
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %66, "mismatched size for broadcast"
    cf.assert %66, "mismatched size for broadcast"
    %152 = linalg.generic {indexing_maps = [#map10, #map11, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %cst_4, %151 : tensor<?x?xi1>, tensor<f32>, tensor<1x4x?x?xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %205 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %153:2 = linalg.generic {indexing_maps = [#map5, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%152 : tensor<1x4x?x?xf32>) outs(%72, %70 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %205 = linalg.index 3 : index
      %206 = arith.index_cast %205 : index to i64
      %207 = arith.maximumf %in, %out : f32
      %208 = arith.cmpf ogt, %in, %out : f32
      %209 = arith.select %208, %206, %out_67 : i64
      linalg.yield %207, %209 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_53 = tensor.expand_shape %153#0 [[0], [1], [2, 3]] output_shape [1, 4, %dim, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_53 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %155 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<1x4x?x?xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.exp %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    %156 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%155 : tensor<1x4x?x?xf32>) outs(%77 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x1xf32>
    %157 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%67 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.divf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %158 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %210 = arith.select %208, %c0, %207 : index
      %extracted = tensor.extract %157[%c0, %205, %209, %210] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %reshape_54 = tensor.reshape %158(%from_elements_24) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %159 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%33 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 1 : index
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %extracted = tensor.extract %transposed_48[%c0, %205, %209, %207] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_55 = tensor.collapse_shape %159 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    cf.assert %83, "mismatching contracting dimension"
    %160 = linalg.batch_matmul ins(%reshape_54, %collapsed_55 : tensor<4x?x?xf32>, tensor<4x?x64xf32>) outs(%85 : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
    %expanded_56 = tensor.expand_shape %160 [[0, 1], [2], [3]] output_shape [1, 4, %52, 64] : tensor<4x?x64xf32> into tensor<1x4x?x64xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x4x?x64xf32>) outs(%87 : tensor<1x?x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<1x?x4x64xf32> into tensor<?x256xf32>
    %transposed_59 = linalg.transpose ins(%arg16 : tensor<256x256xf32>) outs(%88 : tensor<256x256xf32>) permutation = [1, 0] 
    %161 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<?x256xf32>, tensor<256x256xf32>) outs(%90 : tensor<?x256xf32>) -> tensor<?x256xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %162 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<256xf32>) outs(%92 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x256xf32>
    cf.assert %94, "mismatched size for broadcast"
    %163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%161, %162 : tensor<?x256xf32>, tensor<?x256xf32>) outs(%89 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x256xf32>
    %expanded_60 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [1, %52, 256] : tensor<?x256xf32> into tensor<1x?x256xf32>
    cf.assert %66, "mismatched size for broadcast"
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_60 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %205 = arith.extf %in : f32 to f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %167 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.subf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %168 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.mulf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x?x1xf64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %205 = arith.truncf %in : f64 to f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<1x?x256xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_8 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.truncf %cst_6 : f64 to f32
      %206 = arith.addf %in, %205 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.rsqrt %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %174 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %176 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %arg18 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg19 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %collapsed_61 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<1x?x256xf32> into tensor<?x256xf32>
    %transposed_62 = linalg.transpose ins(%arg20 : tensor<1024x256xf32>) outs(%113 : tensor<256x1024xf32>) permutation = [1, 0] 
    %181 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<?x256xf32>, tensor<256x1024xf32>) outs(%115 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %182 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<1024xf32>) outs(%117 : tensor<?x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x1024xf32>
    cf.assert %true, "mismatched size for broadcast"
    %183 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%181, %182 : tensor<?x1024xf32>, tensor<?x1024xf32>) outs(%114 : tensor<?x1024xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x1024xf32>
    %expanded_63 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [1, %dim, 1024] : tensor<?x1024xf32> into tensor<1x?x1024xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x?x1024xf32>) outs(%120 : tensor<1x?x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_10 : f32
      %206 = math.erf %205 : f32
      %207 = arith.addf %206, %cst_2 : f32
      %208 = arith.mulf %207, %cst_3 : f32
      %209 = arith.mulf %in, %208 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1024xf32>
    %collapsed_64 = tensor.collapse_shape %184 [[0, 1], [2]] : tensor<1x?x1024xf32> into tensor<?x1024xf32>
    %transposed_65 = linalg.transpose ins(%arg22 : tensor<256x1024xf32>) outs(%122 : tensor<1024x256xf32>) permutation = [1, 0] 
    %185 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<?x1024xf32>, tensor<1024x256xf32>) outs(%124 : tensor<?x256xf32>) -> tensor<?x256xf32>
    cf.assert %27, "negative values not allowed in new dimensions"
    %186 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<256xf32>) outs(%92 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x256xf32>
    cf.assert %true, "mismatched size for broadcast"
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%185, %186 : tensor<?x256xf32>, tensor<?x256xf32>) outs(%123 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<?x256xf32>
    %expanded_66 = tensor.expand_shape %187 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xf32> into tensor<1x?x256xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %expanded_66 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %205 = arith.extf %in : f32 to f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %191 : tensor<1x?x256xf64>, tensor<1x?x1xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.subf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %192 : tensor<1x?x256xf64>, tensor<1x?x256xf64>) outs(%1 : tensor<1x?x256xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %205 = arith.mulf %in, %in_67 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x256xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<1x?x256xf64>) outs(%4 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.addf %in, %out : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x?x1xf64>) outs(%3 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %205 = arith.divf %in, %cst_7 : f64
      linalg.yield %205 : f64
    } -> tensor<1x?x1xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<1x?x1xf64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %205 = arith.truncf %in : f64 to f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%188 : tensor<1x?x256xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %in, %out : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_8 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.truncf %cst_6 : f64 to f32
      %206 = arith.addf %in, %205 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<1x?x1xf32>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.rsqrt %in : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %198 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.subf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %200 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %arg24 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.mulf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %arg25 : tensor<1x?x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %205 = arith.addf %in, %in_67 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x256xf32>
    return %204 : tensor<1x?x256xf32>
  }
}
