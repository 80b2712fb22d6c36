#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<16x8x1x1xf32>, %arg3: tensor<8x16x1x1xf32>, %arg4: tensor<8x8x1x1xf32>, %arg5: tensor<8x8x1x1xf32>, %arg6: tensor<16x8x1x1xf32>, %arg7: tensor<8x16x1x1xf32>, %arg8: tensor<8x8x1x1xf32>, %arg9: tensor<8x8x1x1xf32>, %arg10: tensor<16x8x1x1xf32>, %arg11: tensor<8x16x1x1xf32>, %arg12: tensor<8x8x1x1xf32>, %arg13: tensor<8x8x1x1xf32>, %arg14: tensor<16x8x1x1xf32>, %arg15: tensor<8x16x1x1xf32>, %arg16: tensor<8x8x1x1xf32>, %arg17: tensor<8x8x1x1xf32>, %arg18: tensor<16x8x1x1xf32>, %arg19: tensor<8x16x1x1xf32>, %arg20: tensor<8x8x1x1xf32>, %arg21: tensor<8x8x1x1xf32>, %arg22: tensor<16x8x1x1xf32>, %arg23: tensor<8x16x1x1xf32>) -> tensor<1x8x16x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %v2 = tensor.empty() : tensor<1x8x16x16xf32>
    %v3 = linalg.fill ins(%zero : f32) outs(%v2 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v1, %arg1 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%v3 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v5 = tensor.empty() : tensor<1x8x16x16xf32>
    %v6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v5 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v7 = tensor.empty() : tensor<1x16x16x16xf32>
    %v8 = linalg.fill ins(%zero : f32) outs(%v7 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v6, %arg2 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%v8 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v10 = tensor.empty() : tensor<1x16x16x16xf32>
    %v11 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v9 : tensor<1x16x16x16xf32>) outs(%v10 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v12 = tensor.empty() : tensor<1x8x16x16xf32>
    %v13 = linalg.fill ins(%zero : f32) outs(%v12 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v11, %arg3 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v13 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v15 = tensor.empty() : tensor<1x8x16x16xf32>
    %v16 = linalg.fill ins(%zero : f32) outs(%v15 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v14, %arg4 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v16 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v18 = tensor.empty() : tensor<1x8x16x16xf32>
    %v19 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v17 : tensor<1x8x16x16xf32>) outs(%v18 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v20 = tensor.empty() : tensor<1x8x16x16xf32>
    %v21 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %v14, %v19 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v20 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %s1 = arith.addf %a, %b : f32
      %r = arith.addf %s1, %c : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v22 = tensor.empty() : tensor<1x8x16x16xf32>
    %v23 = linalg.fill ins(%zero : f32) outs(%v22 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v21, %arg5 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v23 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v25 = tensor.empty() : tensor<1x8x16x16xf32>
    %v26 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v24 : tensor<1x8x16x16xf32>) outs(%v25 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v27 = tensor.empty() : tensor<1x8x16x16xf32>
    %v28 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v19, %v26 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v27 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v29 = tensor.empty() : tensor<1x16x16x16xf32>
    %v30 = linalg.fill ins(%zero : f32) outs(%v29 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v28, %arg6 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%v30 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v32 = tensor.empty() : tensor<1x16x16x16xf32>
    %v33 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v31 : tensor<1x16x16x16xf32>) outs(%v32 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v34 = tensor.empty() : tensor<1x8x16x16xf32>
    %v35 = linalg.fill ins(%zero : f32) outs(%v34 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v33, %arg7 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v35 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v37 = tensor.empty() : tensor<1x8x16x16xf32>
    %v38 = linalg.fill ins(%zero : f32) outs(%v37 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v36, %arg8 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v38 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v40 = tensor.empty() : tensor<1x8x16x16xf32>
    %v41 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v39 : tensor<1x8x16x16xf32>) outs(%v40 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v42 = tensor.empty() : tensor<1x8x16x16xf32>
    %v43 = linalg.fill ins(%zero : f32) outs(%v42 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v19, %arg9 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v43 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v45 = tensor.empty() : tensor<1x8x16x16xf32>
    %v46 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v44 : tensor<1x8x16x16xf32>) outs(%v45 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v47 = tensor.empty() : tensor<1x16x16x16xf32>
    %v48 = linalg.fill ins(%zero : f32) outs(%v47 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v46, %arg10 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%v48 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v50 = tensor.empty() : tensor<1x16x16x16xf32>
    %v51 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v49 : tensor<1x16x16x16xf32>) outs(%v50 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v52 = tensor.empty() : tensor<1x8x16x16xf32>
    %v53 = linalg.fill ins(%zero : f32) outs(%v52 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v51, %arg11 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v53 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v55 = tensor.empty() : tensor<1x8x16x16xf32>
    %v56 = linalg.fill ins(%zero : f32) outs(%v55 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v36, %arg12 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v56 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v58 = tensor.empty() : tensor<1x8x16x16xf32>
    %v59 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v57 : tensor<1x8x16x16xf32>) outs(%v58 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v60 = tensor.empty() : tensor<1x8x16x16xf32>
    %v61 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %v19, %v36 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v60 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %s1 = arith.addf %a, %b : f32
      %r = arith.addf %s1, %c : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v62 = tensor.empty() : tensor<1x8x16x16xf32>
    %v63 = linalg.fill ins(%zero : f32) outs(%v62 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v61, %arg13 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v63 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v65 = tensor.empty() : tensor<1x8x16x16xf32>
    %v66 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v65 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v67 = tensor.empty() : tensor<1x8x16x16xf32>
    %v68 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v14, %v41, %v54 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v67 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %s1 = arith.addf %a, %b : f32
      %r = arith.addf %s1, %c : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v69 = tensor.empty() : tensor<1x16x16x16xf32>
    %v70 = linalg.fill ins(%zero : f32) outs(%v69 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v68, %arg14 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%v70 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v72 = tensor.empty() : tensor<1x16x16x16xf32>
    %v73 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v71 : tensor<1x16x16x16xf32>) outs(%v72 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v74 = tensor.empty() : tensor<1x8x16x16xf32>
    %v75 = linalg.fill ins(%zero : f32) outs(%v74 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v73, %arg15 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v75 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v77 = tensor.empty() : tensor<1x8x16x16xf32>
    %v78 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v14, %v41, %v46 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v77 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %s1 = arith.addf %a, %b : f32
      %r = arith.addf %s1, %c : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v79 = tensor.empty() : tensor<1x8x16x16xf32>
    %v80 = linalg.fill ins(%zero : f32) outs(%v79 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v81 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v78, %arg16 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v80 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v82 = tensor.empty() : tensor<1x8x16x16xf32>
    %v83 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v81 : tensor<1x8x16x16xf32>) outs(%v82 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v84 = tensor.empty() : tensor<1x8x16x16xf32>
    %v85 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v66, %v76 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v84 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v86 = tensor.empty() : tensor<1x8x16x16xf32>
    %v87 = linalg.fill ins(%zero : f32) outs(%v86 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v85, %arg17 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v87 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v89 = tensor.empty() : tensor<1x8x16x16xf32>
    %v90 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v88 : tensor<1x8x16x16xf32>) outs(%v89 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v91 = tensor.empty() : tensor<1x16x16x16xf32>
    %v92 = linalg.fill ins(%zero : f32) outs(%v91 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v93 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v59, %arg18 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%v92 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v94 = tensor.empty() : tensor<1x16x16x16xf32>
    %v95 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v93 : tensor<1x16x16x16xf32>) outs(%v94 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v96 = tensor.empty() : tensor<1x8x16x16xf32>
    %v97 = linalg.fill ins(%zero : f32) outs(%v96 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v95, %arg19 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v97 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v99 = tensor.empty() : tensor<1x8x16x16xf32>
    %v100 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v54, %v59 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v99 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v101 = tensor.empty() : tensor<1x8x16x16xf32>
    %v102 = linalg.fill ins(%zero : f32) outs(%v101 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v103 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v100, %arg20 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v102 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v104 = tensor.empty() : tensor<1x8x16x16xf32>
    %v105 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v103 : tensor<1x8x16x16xf32>) outs(%v104 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v106 = tensor.empty() : tensor<1x8x16x16xf32>
    %v107 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %v90 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v106 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v108 = tensor.empty() : tensor<1x8x16x16xf32>
    %v109 = linalg.fill ins(%zero : f32) outs(%v108 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v107, %arg21 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%v109 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v111 = tensor.empty() : tensor<1x8x16x16xf32>
    %v112 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v110 : tensor<1x8x16x16xf32>) outs(%v111 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v113 = tensor.empty() : tensor<1x8x16x16xf32>
    %v114 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %v14, %v83 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v113 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %s1 = arith.addf %a, %b : f32
      %r = arith.addf %s1, %c : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v115 = tensor.empty() : tensor<1x16x16x16xf32>
    %v116 = linalg.fill ins(%zero : f32) outs(%v115 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v117 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v114, %arg22 : tensor<1x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%v116 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v118 = tensor.empty() : tensor<1x16x16x16xf32>
    %v119 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v117 : tensor<1x16x16x16xf32>) outs(%v118 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v120 = tensor.empty() : tensor<1x8x16x16xf32>
    %v121 = linalg.fill ins(%zero : f32) outs(%v120 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v119, %arg23 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v121 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v123 = tensor.empty() : tensor<1x8x16x16xf32>
    %v124 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v98, %v105, %v112, %v122 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v123 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %d: f32, %o: f32):
      %s1 = arith.addf %a, %b : f32
      %s2 = arith.addf %s1, %c : f32
      %r = arith.addf %s2, %d : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    return %v124 : tensor<1x8x16x16xf32>
  }
}
