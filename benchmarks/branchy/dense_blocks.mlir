#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<4x8x3x3xf32>, %arg3: tensor<4x12x3x3xf32>, %arg4: tensor<4x16x3x3xf32>, %arg5: tensor<4x20x3x3xf32>, %arg6: tensor<4x24x3x3xf32>, %arg7: tensor<8x28x1x1xf32>, %arg8: tensor<4x8x3x3xf32>, %arg9: tensor<4x12x3x3xf32>, %arg10: tensor<4x16x3x3xf32>, %arg11: tensor<4x20x3x3xf32>, %arg12: tensor<4x24x3x3xf32>, %arg13: tensor<8x28x1x1xf32>) -> tensor<1x8x16x16xf32> {
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
    %v8 = tensor.empty() : tensor<1x4x16x16xf32>
    %v9 = linalg.fill ins(%zero : f32) outs(%v8 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v7, %arg2 : tensor<1x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%v9 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v11 = tensor.concat dim(1) %v4, %v10 : (tensor<1x8x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x12x16x16xf32>
    %v12 = tensor.empty() : tensor<1x12x16x16xf32>
    %v13 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v11 : tensor<1x12x16x16xf32>) outs(%v12 : tensor<1x12x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x12x16x16xf32>
    %v14 = tensor.pad %v13 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x12x16x16xf32> to tensor<1x12x18x18xf32>
    %v15 = tensor.empty() : tensor<1x4x16x16xf32>
    %v16 = linalg.fill ins(%zero : f32) outs(%v15 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v14, %arg3 : tensor<1x12x18x18xf32>, tensor<4x12x3x3xf32>) outs(%v16 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v18 = tensor.concat dim(1) %v11, %v17 : (tensor<1x12x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v19 = tensor.empty() : tensor<1x16x16x16xf32>
    %v20 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v18 : tensor<1x16x16x16xf32>) outs(%v19 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v21 = tensor.pad %v20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %v22 = tensor.empty() : tensor<1x4x16x16xf32>
    %v23 = linalg.fill ins(%zero : f32) outs(%v22 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v21, %arg4 : tensor<1x16x18x18xf32>, tensor<4x16x3x3xf32>) outs(%v23 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v25 = tensor.concat dim(1) %v18, %v24 : (tensor<1x16x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x20x16x16xf32>
    %v26 = tensor.empty() : tensor<1x20x16x16xf32>
    %v27 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v25 : tensor<1x20x16x16xf32>) outs(%v26 : tensor<1x20x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x20x16x16xf32>
    %v28 = tensor.pad %v27 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x20x16x16xf32> to tensor<1x20x18x18xf32>
    %v29 = tensor.empty() : tensor<1x4x16x16xf32>
    %v30 = linalg.fill ins(%zero : f32) outs(%v29 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v28, %arg5 : tensor<1x20x18x18xf32>, tensor<4x20x3x3xf32>) outs(%v30 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v32 = tensor.concat dim(1) %v25, %v31 : (tensor<1x20x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x24x16x16xf32>
    %v33 = tensor.empty() : tensor<1x24x16x16xf32>
    %v34 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v32 : tensor<1x24x16x16xf32>) outs(%v33 : tensor<1x24x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x24x16x16xf32>
    %v35 = tensor.pad %v34 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x24x16x16xf32> to tensor<1x24x18x18xf32>
    %v36 = tensor.empty() : tensor<1x4x16x16xf32>
    %v37 = linalg.fill ins(%zero : f32) outs(%v36 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v35, %arg6 : tensor<1x24x18x18xf32>, tensor<4x24x3x3xf32>) outs(%v37 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v39 = tensor.concat dim(1) %v32, %v38 : (tensor<1x24x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x28x16x16xf32>
    %v40 = tensor.empty() : tensor<1x28x16x16xf32>
    %v41 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v39 : tensor<1x28x16x16xf32>) outs(%v40 : tensor<1x28x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x28x16x16xf32>
    %v42 = tensor.empty() : tensor<1x8x16x16xf32>
    %v43 = linalg.fill ins(%zero : f32) outs(%v42 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v41, %arg7 : tensor<1x28x16x16xf32>, tensor<8x28x1x1xf32>) outs(%v43 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v45 = tensor.empty() : tensor<1x8x16x16xf32>
    %v46 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v44 : tensor<1x8x16x16xf32>) outs(%v45 : tensor<1x8x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x8x16x16xf32>
    %v47 = tensor.pad %v46 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %v48 = tensor.empty() : tensor<1x4x16x16xf32>
    %v49 = linalg.fill ins(%zero : f32) outs(%v48 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v50 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v47, %arg8 : tensor<1x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%v49 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v51 = tensor.concat dim(1) %v44, %v50 : (tensor<1x8x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x12x16x16xf32>
    %v52 = tensor.empty() : tensor<1x12x16x16xf32>
    %v53 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v51 : tensor<1x12x16x16xf32>) outs(%v52 : tensor<1x12x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x12x16x16xf32>
    %v54 = tensor.pad %v53 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x12x16x16xf32> to tensor<1x12x18x18xf32>
    %v55 = tensor.empty() : tensor<1x4x16x16xf32>
    %v56 = linalg.fill ins(%zero : f32) outs(%v55 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v54, %arg9 : tensor<1x12x18x18xf32>, tensor<4x12x3x3xf32>) outs(%v56 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v58 = tensor.concat dim(1) %v51, %v57 : (tensor<1x12x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x16x16x16xf32>
    %v59 = tensor.empty() : tensor<1x16x16x16xf32>
    %v60 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v58 : tensor<1x16x16x16xf32>) outs(%v59 : tensor<1x16x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x16x16x16xf32>
    %v61 = tensor.pad %v60 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %v62 = tensor.empty() : tensor<1x4x16x16xf32>
    %v63 = linalg.fill ins(%zero : f32) outs(%v62 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v61, %arg10 : tensor<1x16x18x18xf32>, tensor<4x16x3x3xf32>) outs(%v63 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v65 = tensor.concat dim(1) %v58, %v64 : (tensor<1x16x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x20x16x16xf32>
    %v66 = tensor.empty() : tensor<1x20x16x16xf32>
    %v67 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v65 : tensor<1x20x16x16xf32>) outs(%v66 : tensor<1x20x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x20x16x16xf32>
    %v68 = tensor.pad %v67 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x20x16x16xf32> to tensor<1x20x18x18xf32>
    %v69 = tensor.empty() : tensor<1x4x16x16xf32>
    %v70 = linalg.fill ins(%zero : f32) outs(%v69 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v68, %arg11 : tensor<1x20x18x18xf32>, tensor<4x20x3x3xf32>) outs(%v70 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v72 = tensor.concat dim(1) %v65, %v71 : (tensor<1x20x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x24x16x16xf32>
    %v73 = tensor.empty() : tensor<1x24x16x16xf32>
    %v74 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v72 : tensor<1x24x16x16xf32>) outs(%v73 : tensor<1x24x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x24x16x16xf32>
    %v75 = tensor.pad %v74 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
    } : tensor<1x24x16x16xf32> to tensor<1x24x18x18xf32>
    %v76 = tensor.empty() : tensor<1x4x16x16xf32>
    %v77 = linalg.fill ins(%zero : f32) outs(%v76 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v75, %arg12 : tensor<1x24x18x18xf32>, tensor<4x24x3x3xf32>) outs(%v77 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %v79 = tensor.concat dim(1) %v72, %v78 : (tensor<1x24x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x28x16x16xf32>
    %v80 = tensor.empty() : tensor<1x28x16x16xf32>
    %v81 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v79 : tensor<1x28x16x16xf32>) outs(%v80 : tensor<1x28x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
    } -> tensor<1x28x16x16xf32>
    %v82 = tensor.empty() : tensor<1x8x16x16xf32>
    %v83 = linalg.fill ins(%zero : f32) outs(%v82 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%v81, %arg13 : tensor<1x28x16x16xf32>, tensor<8x28x1x1xf32>) outs(%v83 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    return %v84 : tensor<1x8x16x16xf32>
  }
}
