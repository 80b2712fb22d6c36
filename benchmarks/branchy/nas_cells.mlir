#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8x8x3x3xf32>, %arg3: tensor<8x8x3x3xf32>, %arg4: tensor<8x8x3x3xf32>, %arg5: tensor<8x8x3x3xf32>, %arg6: tensor<8x8x3x3xf32>, %arg7: tensor<8x8x3x3xf32>, %arg8: tensor<8x8x3x3xf32>, %arg9: tensor<8x8x3x3xf32>, %arg10: tensor<8x32x1x1xf32>, %arg11: tensor<8x8x3x3xf32>, %arg12: tensor<8x8x3x3xf32>, %arg13: tensor<8x8x3x3xf32>, %arg14: tensor<8x8x3x3xf32>, %arg15: tensor<8x8x3x3xf32>, %arg16: tensor<8x8x3x3xf32>, %arg17: tensor<8x8x3x3xf32>, %arg18: tensor<8x8x3x3xf32>, %arg19: tensor<8x32x1x1xf32>, %arg20: tensor<8x8x3x3xf32>, %arg21: tensor<8x8x3x3xf32>, %arg22: tensor<8x8x3x3xf32>, %arg23: tensor<8x8x3x3xf32>, %arg24: tensor<8x8x3x3xf32>, %arg25: tensor<8x8x3x3xf32>, %arg26: tensor<8x8x3x3xf32>, %arg27: tensor<8x8x3x3xf32>, %arg28: tensor<8x32x1x1xf32>, %arg29: tensor<8x8x3x3xf32>, %arg30: tensor<8x8x3x3xf32>, %arg31: tensor<8x8x3x3xf32>, %arg32: tensor<8x8x3x3xf32>, %arg33: tensor<8x8x3x3xf32>, %arg34: tensor<8x8x3x3xf32>, %arg35: tensor<8x8x3x3xf32>, %arg36: tensor<8x8x3x3xf32>, %arg37: tensor<8x32x1x1xf32>) -> tensor<1x8x16x16xf32> {
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
    %v7 = tensor.pad %v6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v8 = tensor.empty() : tensor<1x8x16x16xf32>
    %v9 = linalg.fill ins(%zero : f32) outs(%v8 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v7, %arg2 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v9 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v11 = tensor.empty() : tensor<1x8x16x16xf32>
    %v12 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v11 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v13 = tensor.pad %v12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v14 = tensor.empty() : tensor<1x8x16x16xf32>
    %v15 = linalg.fill ins(%zero : f32) outs(%v14 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v13, %arg3 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v15 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v17 = tensor.empty() : tensor<1x8x16x16xf32>
    %v18 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v10, %v16 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v17 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v19 = tensor.empty() : tensor<1x8x16x16xf32>
    %v20 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v19 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v21 = tensor.pad %v20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v22 = tensor.empty() : tensor<1x8x16x16xf32>
    %v23 = linalg.fill ins(%zero : f32) outs(%v22 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v21, %arg4 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v23 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v25 = tensor.empty() : tensor<1x8x16x16xf32>
    %v26 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v25 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v27 = tensor.pad %v26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v28 = tensor.empty() : tensor<1x8x16x16xf32>
    %v29 = linalg.fill ins(%zero : f32) outs(%v28 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v27, %arg5 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v29 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v31 = tensor.empty() : tensor<1x8x16x16xf32>
    %v32 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v24, %v30 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v31 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v33 = tensor.empty() : tensor<1x8x16x16xf32>
    %v34 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v32 : tensor<1x8x16x16xf32>) outs(%v33 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v35 = tensor.pad %v34 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v36 = tensor.empty() : tensor<1x8x16x16xf32>
    %v37 = linalg.fill ins(%zero : f32) outs(%v36 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v35, %arg6 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v37 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v39 = tensor.empty() : tensor<1x8x16x16xf32>
    %v40 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v39 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v41 = tensor.pad %v40 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v42 = tensor.empty() : tensor<1x8x16x16xf32>
    %v43 = linalg.fill ins(%zero : f32) outs(%v42 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v41, %arg7 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v43 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v45 = tensor.empty() : tensor<1x8x16x16xf32>
    %v46 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v38, %v44 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v45 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v47 = tensor.empty() : tensor<1x8x16x16xf32>
    %v48 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v32 : tensor<1x8x16x16xf32>) outs(%v47 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v49 = tensor.pad %v48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v50 = tensor.empty() : tensor<1x8x16x16xf32>
    %v51 = linalg.fill ins(%zero : f32) outs(%v50 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v49, %arg8 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v51 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v53 = tensor.empty() : tensor<1x8x16x16xf32>
    %v54 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v46 : tensor<1x8x16x16xf32>) outs(%v53 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v55 = tensor.pad %v54 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v56 = tensor.empty() : tensor<1x8x16x16xf32>
    %v57 = linalg.fill ins(%zero : f32) outs(%v56 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v55, %arg9 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v57 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v59 = tensor.empty() : tensor<1x8x16x16xf32>
    %v60 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v52, %v58 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v59 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v61 = tensor.concat dim(1) %v18, %v32, %v46, %v60 : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %v62 = tensor.empty() : tensor<1x8x16x16xf32>
    %v63 = linalg.fill ins(%zero : f32) outs(%v62 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v61, %arg10 : tensor<1x32x16x16xf32>, tensor<8x32x1x1xf32>) outs(%v63 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v65 = tensor.empty() : tensor<1x8x16x16xf32>
    %v66 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v65 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v67 = tensor.pad %v66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v68 = tensor.empty() : tensor<1x8x16x16xf32>
    %v69 = linalg.fill ins(%zero : f32) outs(%v68 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v67, %arg11 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v69 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v71 = tensor.empty() : tensor<1x8x16x16xf32>
    %v72 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v71 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v73 = tensor.pad %v72 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v74 = tensor.empty() : tensor<1x8x16x16xf32>
    %v75 = linalg.fill ins(%zero : f32) outs(%v74 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v73, %arg12 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v75 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v77 = tensor.empty() : tensor<1x8x16x16xf32>
    %v78 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v70, %v76 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v77 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v79 = tensor.empty() : tensor<1x8x16x16xf32>
    %v80 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v79 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v81 = tensor.pad %v80 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v82 = tensor.empty() : tensor<1x8x16x16xf32>
    %v83 = linalg.fill ins(%zero : f32) outs(%v82 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v81, %arg13 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v83 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v85 = tensor.empty() : tensor<1x8x16x16xf32>
    %v86 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v85 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v87 = tensor.pad %v86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v88 = tensor.empty() : tensor<1x8x16x16xf32>
    %v89 = linalg.fill ins(%zero : f32) outs(%v88 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v90 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v87, %arg14 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v89 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v91 = tensor.empty() : tensor<1x8x16x16xf32>
    %v92 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v84, %v90 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v91 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v93 = tensor.empty() : tensor<1x8x16x16xf32>
    %v94 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v92 : tensor<1x8x16x16xf32>) outs(%v93 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v95 = tensor.pad %v94 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v96 = tensor.empty() : tensor<1x8x16x16xf32>
    %v97 = linalg.fill ins(%zero : f32) outs(%v96 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v95, %arg15 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v97 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v99 = tensor.empty() : tensor<1x8x16x16xf32>
    %v100 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v99 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v101 = tensor.pad %v100 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v102 = tensor.empty() : tensor<1x8x16x16xf32>
    %v103 = linalg.fill ins(%zero : f32) outs(%v102 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v104 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v101, %arg16 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v103 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v105 = tensor.empty() : tensor<1x8x16x16xf32>
    %v106 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v98, %v104 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v105 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v107 = tensor.empty() : tensor<1x8x16x16xf32>
    %v108 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v106 : tensor<1x8x16x16xf32>) outs(%v107 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v109 = tensor.pad %v108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v110 = tensor.empty() : tensor<1x8x16x16xf32>
    %v111 = linalg.fill ins(%zero : f32) outs(%v110 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v112 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v109, %arg17 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v111 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v113 = tensor.empty() : tensor<1x8x16x16xf32>
    %v114 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x8x16x16xf32>) outs(%v113 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v115 = tensor.pad %v114 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v116 = tensor.empty() : tensor<1x8x16x16xf32>
    %v117 = linalg.fill ins(%zero : f32) outs(%v116 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v115, %arg18 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v117 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v119 = tensor.empty() : tensor<1x8x16x16xf32>
    %v120 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v112, %v118 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v119 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v121 = tensor.concat dim(1) %v78, %v92, %v106, %v120 : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %v122 = tensor.empty() : tensor<1x8x16x16xf32>
    %v123 = linalg.fill ins(%zero : f32) outs(%v122 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v121, %arg19 : tensor<1x32x16x16xf32>, tensor<8x32x1x1xf32>) outs(%v123 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v125 = tensor.empty() : tensor<1x8x16x16xf32>
    %v126 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v124 : tensor<1x8x16x16xf32>) outs(%v125 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v127 = tensor.pad %v126 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v128 = tensor.empty() : tensor<1x8x16x16xf32>
    %v129 = linalg.fill ins(%zero : f32) outs(%v128 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v127, %arg20 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v129 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v131 = tensor.empty() : tensor<1x8x16x16xf32>
    %v132 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v131 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v133 = tensor.pad %v132 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v134 = tensor.empty() : tensor<1x8x16x16xf32>
    %v135 = linalg.fill ins(%zero : f32) outs(%v134 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v133, %arg21 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v135 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v137 = tensor.empty() : tensor<1x8x16x16xf32>
    %v138 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v130, %v136 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v137 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v139 = tensor.empty() : tensor<1x8x16x16xf32>
    %v140 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v138 : tensor<1x8x16x16xf32>) outs(%v139 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v141 = tensor.pad %v140 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v142 = tensor.empty() : tensor<1x8x16x16xf32>
    %v143 = linalg.fill ins(%zero : f32) outs(%v142 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v141, %arg22 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v143 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v145 = tensor.empty() : tensor<1x8x16x16xf32>
    %v146 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v145 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v147 = tensor.pad %v146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v148 = tensor.empty() : tensor<1x8x16x16xf32>
    %v149 = linalg.fill ins(%zero : f32) outs(%v148 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v147, %arg23 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v149 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v151 = tensor.empty() : tensor<1x8x16x16xf32>
    %v152 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v144, %v150 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v151 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v153 = tensor.empty() : tensor<1x8x16x16xf32>
    %v154 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v153 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v155 = tensor.pad %v154 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v156 = tensor.empty() : tensor<1x8x16x16xf32>
    %v157 = linalg.fill ins(%zero : f32) outs(%v156 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v155, %arg24 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v157 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v159 = tensor.empty() : tensor<1x8x16x16xf32>
    %v160 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v124 : tensor<1x8x16x16xf32>) outs(%v159 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v161 = tensor.pad %v160 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v162 = tensor.empty() : tensor<1x8x16x16xf32>
    %v163 = linalg.fill ins(%zero : f32) outs(%v162 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v161, %arg25 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v163 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v165 = tensor.empty() : tensor<1x8x16x16xf32>
    %v166 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v158, %v164 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v165 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v167 = tensor.empty() : tensor<1x8x16x16xf32>
    %v168 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v64 : tensor<1x8x16x16xf32>) outs(%v167 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v169 = tensor.pad %v168 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v170 = tensor.empty() : tensor<1x8x16x16xf32>
    %v171 = linalg.fill ins(%zero : f32) outs(%v170 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v172 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v169, %arg26 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v171 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v173 = tensor.empty() : tensor<1x8x16x16xf32>
    %v174 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v166 : tensor<1x8x16x16xf32>) outs(%v173 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v175 = tensor.pad %v174 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v176 = tensor.empty() : tensor<1x8x16x16xf32>
    %v177 = linalg.fill ins(%zero : f32) outs(%v176 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v178 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v175, %arg27 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v177 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v179 = tensor.empty() : tensor<1x8x16x16xf32>
    %v180 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v172, %v178 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v179 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v181 = tensor.concat dim(1) %v138, %v152, %v166, %v180 : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %v182 = tensor.empty() : tensor<1x8x16x16xf32>
    %v183 = linalg.fill ins(%zero : f32) outs(%v182 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v184 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v181, %arg28 : tensor<1x32x16x16xf32>, tensor<8x32x1x1xf32>) outs(%v183 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v185 = tensor.empty() : tensor<1x8x16x16xf32>
    %v186 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v124 : tensor<1x8x16x16xf32>) outs(%v185 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v187 = tensor.pad %v186 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v188 = tensor.empty() : tensor<1x8x16x16xf32>
    %v189 = linalg.fill ins(%zero : f32) outs(%v188 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v187, %arg29 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v189 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v191 = tensor.empty() : tensor<1x8x16x16xf32>
    %v192 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v184 : tensor<1x8x16x16xf32>) outs(%v191 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v193 = tensor.pad %v192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v194 = tensor.empty() : tensor<1x8x16x16xf32>
    %v195 = linalg.fill ins(%zero : f32) outs(%v194 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v193, %arg30 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v195 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v197 = tensor.empty() : tensor<1x8x16x16xf32>
    %v198 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v190, %v196 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v197 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v199 = tensor.empty() : tensor<1x8x16x16xf32>
    %v200 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v184 : tensor<1x8x16x16xf32>) outs(%v199 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v201 = tensor.pad %v200 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v202 = tensor.empty() : tensor<1x8x16x16xf32>
    %v203 = linalg.fill ins(%zero : f32) outs(%v202 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v204 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v201, %arg31 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v203 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v205 = tensor.empty() : tensor<1x8x16x16xf32>
    %v206 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v124 : tensor<1x8x16x16xf32>) outs(%v205 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v207 = tensor.pad %v206 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v208 = tensor.empty() : tensor<1x8x16x16xf32>
    %v209 = linalg.fill ins(%zero : f32) outs(%v208 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v210 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v207, %arg32 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v209 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v211 = tensor.empty() : tensor<1x8x16x16xf32>
    %v212 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v204, %v210 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v211 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v213 = tensor.empty() : tensor<1x8x16x16xf32>
    %v214 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v212 : tensor<1x8x16x16xf32>) outs(%v213 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v215 = tensor.pad %v214 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v216 = tensor.empty() : tensor<1x8x16x16xf32>
    %v217 = linalg.fill ins(%zero : f32) outs(%v216 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v215, %arg33 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v217 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v219 = tensor.empty() : tensor<1x8x16x16xf32>
    %v220 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v198 : tensor<1x8x16x16xf32>) outs(%v219 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v221 = tensor.pad %v220 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v222 = tensor.empty() : tensor<1x8x16x16xf32>
    %v223 = linalg.fill ins(%zero : f32) outs(%v222 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v224 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v221, %arg34 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v223 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v225 = tensor.empty() : tensor<1x8x16x16xf32>
    %v226 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v218, %v224 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v225 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v227 = tensor.empty() : tensor<1x8x16x16xf32>
    %v228 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v124 : tensor<1x8x16x16xf32>) outs(%v227 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v229 = tensor.pad %v228 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v230 = tensor.empty() : tensor<1x8x16x16xf32>
    %v231 = linalg.fill ins(%zero : f32) outs(%v230 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v229, %arg35 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v231 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v233 = tensor.empty() : tensor<1x8x16x16xf32>
    %v234 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v184 : tensor<1x8x16x16xf32>) outs(%v233 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v235 = tensor.pad %v234 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v236 = tensor.empty() : tensor<1x8x16x16xf32>
    %v237 = linalg.fill ins(%zero : f32) outs(%v236 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v235, %arg36 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%v237 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v239 = tensor.empty() : tensor<1x8x16x16xf32>
    %v240 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v232, %v238 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%v239 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v241 = tensor.concat dim(1) %v198, %v212, %v226, %v240 : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %v242 = tensor.empty() : tensor<1x8x16x16xf32>
    %v243 = linalg.fill ins(%zero : f32) outs(%v242 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v241, %arg37 : tensor<1x32x16x16xf32>, tensor<8x32x1x1xf32>) outs(%v243 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    return %v244 : tensor<1x8x16x16xf32>
  }
}
