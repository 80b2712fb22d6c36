#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<4x8x1x1xf32>, %arg3: tensor<4x8x1x1xf32>, %arg4: tensor<4x4x3x3xf32>, %arg5: tensor<8x8x3x3xf32>, %arg6: tensor<4x8x3x3xf32>, %arg7: tensor<4x8x1x1xf32>, %arg8: tensor<8x16x1x1xf32>, %arg9: tensor<4x8x1x1xf32>, %arg10: tensor<4x8x1x1xf32>, %arg11: tensor<4x4x3x3xf32>, %arg12: tensor<8x8x3x3xf32>, %arg13: tensor<4x8x3x3xf32>, %arg14: tensor<4x8x1x1xf32>, %arg15: tensor<8x16x1x1xf32>, %arg16: tensor<4x8x1x1xf32>, %arg17: tensor<4x8x1x1xf32>, %arg18: tensor<4x4x3x3xf32>, %arg19: tensor<8x8x3x3xf32>, %arg20: tensor<4x8x3x3xf32>, %arg21: tensor<4x8x1x1xf32>, %arg22: tensor<8x16x1x1xf32>) -> tensor<1x8x16x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %v2 = tensor.empty() : tensor<1x8x16x16xf32>
    %v3 = linalg.fill ins(%zero : f32) outs(%v2 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v1, %arg1 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%v3 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v5 = tensor.empty() : tensor<1x4x16x16xf32>
    %v6 = linalg.fill ins(%zero : f32) outs(%v5 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v4, %arg2 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v6 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v8 = tensor.empty() : tensor<1x4x16x16xf32>
    %v9 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v7 : tensor<1x4x16x16xf32>) outs(%v8 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v10 = tensor.empty() : tensor<1x4x16x16xf32>
    %v11 = linalg.fill ins(%zero : f32) outs(%v10 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v4, %arg3 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v11 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v13 = tensor.empty() : tensor<1x4x16x16xf32>
    %v14 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v12 : tensor<1x4x16x16xf32>) outs(%v13 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v15 = tensor.pad %v14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x4x16x16xf32> to tensor<1x4x18x18xf32>
    %v16 = tensor.empty() : tensor<1x4x16x16xf32>
    %v17 = linalg.fill ins(%zero : f32) outs(%v16 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v15, %arg4 : tensor<1x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%v17 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v19 = tensor.empty() : tensor<1x4x16x16xf32>
    %v20 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v18 : tensor<1x4x16x16xf32>) outs(%v19 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v21 = tensor.pad %v4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v22 = tensor.empty() : tensor<1x8x16x16xf32>
    %v23 = linalg.fill ins(%zero : f32) outs(%v22 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v21, %arg5 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v23 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v25 = tensor.empty() : tensor<1x8x16x16xf32>
    %v26 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v24 : tensor<1x8x16x16xf32>) outs(%v25 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v27 = tensor.pad %v26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v28 = tensor.empty() : tensor<1x4x16x16xf32>
    %v29 = linalg.fill ins(%zero : f32) outs(%v28 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v27, %arg6 : tensor<1x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%v29 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v31 = tensor.empty() : tensor<1x8x16x16xf32>
    %v32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v31 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v33 = tensor.empty() : tensor<1x4x16x16xf32>
    %v34 = linalg.fill ins(%zero : f32) outs(%v33 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v35 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v32, %arg7 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v34 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v36 = tensor.concat dim(1) %v9, %v20, %v30, %v35 : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v37 = tensor.empty() : tensor<1x8x16x16xf32>
    %v38 = linalg.fill ins(%zero : f32) outs(%v37 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v36, %arg8 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v38 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v40 = tensor.empty() : tensor<1x4x16x16xf32>
    %v41 = linalg.fill ins(%zero : f32) outs(%v40 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v39, %arg9 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v41 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v43 = tensor.empty() : tensor<1x4x16x16xf32>
    %v44 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v42 : tensor<1x4x16x16xf32>) outs(%v43 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v45 = tensor.empty() : tensor<1x4x16x16xf32>
    %v46 = linalg.fill ins(%zero : f32) outs(%v45 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v47 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v39, %arg10 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v46 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v48 = tensor.empty() : tensor<1x4x16x16xf32>
    %v49 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v47 : tensor<1x4x16x16xf32>) outs(%v48 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v50 = tensor.pad %v49 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x4x16x16xf32> to tensor<1x4x18x18xf32>
    %v51 = tensor.empty() : tensor<1x4x16x16xf32>
    %v52 = linalg.fill ins(%zero : f32) outs(%v51 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v53 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v50, %arg11 : tensor<1x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%v52 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v54 = tensor.empty() : tensor<1x4x16x16xf32>
    %v55 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v53 : tensor<1x4x16x16xf32>) outs(%v54 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v56 = tensor.pad %v39 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v57 = tensor.empty() : tensor<1x8x16x16xf32>
    %v58 = linalg.fill ins(%zero : f32) outs(%v57 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v59 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v56, %arg12 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v58 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v60 = tensor.empty() : tensor<1x8x16x16xf32>
    %v61 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v59 : tensor<1x8x16x16xf32>) outs(%v60 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v62 = tensor.pad %v61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v63 = tensor.empty() : tensor<1x4x16x16xf32>
    %v64 = linalg.fill ins(%zero : f32) outs(%v63 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v65 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v62, %arg13 : tensor<1x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%v64 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v66 = tensor.empty() : tensor<1x8x16x16xf32>
    %v67 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v39 : tensor<1x8x16x16xf32>) outs(%v66 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v68 = tensor.empty() : tensor<1x4x16x16xf32>
    %v69 = linalg.fill ins(%zero : f32) outs(%v68 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v67, %arg14 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v69 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v71 = tensor.concat dim(1) %v44, %v55, %v65, %v70 : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v72 = tensor.empty() : tensor<1x8x16x16xf32>
    %v73 = linalg.fill ins(%zero : f32) outs(%v72 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v71, %arg15 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v73 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v75 = tensor.empty() : tensor<1x4x16x16xf32>
    %v76 = linalg.fill ins(%zero : f32) outs(%v75 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v74, %arg16 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v76 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v78 = tensor.empty() : tensor<1x4x16x16xf32>
    %v79 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v77 : tensor<1x4x16x16xf32>) outs(%v78 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v80 = tensor.empty() : tensor<1x4x16x16xf32>
    %v81 = linalg.fill ins(%zero : f32) outs(%v80 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v74, %arg17 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v81 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v83 = tensor.empty() : tensor<1x4x16x16xf32>
    %v84 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v82 : tensor<1x4x16x16xf32>) outs(%v83 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v85 = tensor.pad %v84 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x4x16x16xf32> to tensor<1x4x18x18xf32>
    %v86 = tensor.empty() : tensor<1x4x16x16xf32>
    %v87 = linalg.fill ins(%zero : f32) outs(%v86 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v85, %arg18 : tensor<1x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%v87 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v89 = tensor.empty() : tensor<1x4x16x16xf32>
    %v90 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v88 : tensor<1x4x16x16xf32>) outs(%v89 : tensor<1x4x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x4x16x16xf32>
    %v91 = tensor.pad %v74 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v92 = tensor.empty() : tensor<1x8x16x16xf32>
    %v93 = linalg.fill ins(%zero : f32) outs(%v92 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v91, %arg19 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v93 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v95 = tensor.empty() : tensor<1x8x16x16xf32>
    %v96 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v94 : tensor<1x8x16x16xf32>) outs(%v95 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v97 = tensor.pad %v96 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v98 = tensor.empty() : tensor<1x4x16x16xf32>
    %v99 = linalg.fill ins(%zero : f32) outs(%v98 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v100 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v97, %arg20 : tensor<1x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%v99 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v101 = tensor.empty() : tensor<1x8x16x16xf32>
    %v102 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v74 : tensor<1x8x16x16xf32>) outs(%v101 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v103 = tensor.empty() : tensor<1x4x16x16xf32>
    %v104 = linalg.fill ins(%zero : f32) outs(%v103 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v105 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v102, %arg21 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%v104 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v106 = tensor.concat dim(1) %v79, %v90, %v100, %v105 : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v107 = tensor.empty() : tensor<1x8x16x16xf32>
    %v108 = linalg.fill ins(%zero : f32) outs(%v107 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v106, %arg22 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%v108 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    return %v109 : tensor<1x8x16x16xf32>
  }
}
