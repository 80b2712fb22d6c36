#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<24x3x3x3xf32>, %arg1: tensor<24xf32>, %arg2: tensor<24xf32>, %arg3: tensor<8x24x1x1xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x24x1x1xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8x1x3x3xf32>, %arg10: tensor<8x8x1x1xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8x1x3x3xf32>, %arg14: tensor<8x8x1x1xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8x1x3x3xf32>, %arg18: tensor<8x8x1x1xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8x1x3x3xf32>, %arg22: tensor<8x8x1x1xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8x1x3x3xf32>, %arg26: tensor<8x8x1x1xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x1x3x3xf32>, %arg30: tensor<8x8x1x1xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8x1x3x3xf32>, %arg34: tensor<8x8x1x1xf32>, %arg35: tensor<8xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8x1x3x3xf32>, %arg38: tensor<8x8x1x1xf32>, %arg39: tensor<8xf32>, %arg40: tensor<8xf32>, %arg41: tensor<8x1x3x3xf32>, %arg42: tensor<8x8x1x1xf32>, %arg43: tensor<8xf32>, %arg44: tensor<8xf32>, %arg45: tensor<8x1x3x3xf32>, %arg46: tensor<8x8x1x1xf32>, %arg47: tensor<8xf32>, %arg48: tensor<8xf32>, %arg49: tensor<8x1x3x3xf32>, %arg50: tensor<8x8x1x1xf32>, %arg51: tensor<8xf32>, %arg52: tensor<8xf32>, %arg53: tensor<8x24x1x1xf32>, %arg54: tensor<8xf32>, %arg55: tensor<8xf32>, %arg56: tensor<8x32x1x1xf32>, %arg57: tensor<8xf32>, %arg58: tensor<8xf32>, %arg59: tensor<8x1x3x3xf32>, %arg60: tensor<8x8x1x1xf32>, %arg61: tensor<8xf32>, %arg62: tensor<8xf32>, %arg63: tensor<8x1x3x3xf32>, %arg64: tensor<8x8x1x1xf32>, %arg65: tensor<8xf32>, %arg66: tensor<8xf32>, %arg67: tensor<8x1x3x3xf32>, %arg68: tensor<8x8x1x1xf32>, %arg69: tensor<8xf32>, %arg70: tensor<8xf32>, %arg71: tensor<8x1x3x3xf32>, %arg72: tensor<8x8x1x1xf32>, %arg73: tensor<8xf32>, %arg74: tensor<8xf32>, %arg75: tensor<8x1x3x3xf32>, %arg76: tensor<8x8x1x1xf32>, %arg77: tensor<8xf32>, %arg78: tensor<8xf32>, %arg79: tensor<8x1x3x3xf32>, %arg80: tensor<8x8x1x1xf32>, %arg81: tensor<8xf32>, %arg82: tensor<8xf32>, %arg83: tensor<8x1x3x3xf32>, %arg84: tensor<8x8x1x1xf32>, %arg85: tensor<8xf32>, %arg86: tensor<8xf32>, %arg87: tensor<8x1x3x3xf32>, %arg88: tensor<8x8x1x1xf32>, %arg89: tensor<8xf32>, %arg90: tensor<8xf32>, %arg91: tensor<8x1x3x3xf32>, %arg92: tensor<8x8x1x1xf32>, %arg93: tensor<8xf32>, %arg94: tensor<8xf32>, %arg95: tensor<8x1x3x3xf32>, %arg96: tensor<8x8x1x1xf32>, %arg97: tensor<8xf32>, %arg98: tensor<8xf32>, %arg99: tensor<8x1x3x3xf32>, %arg100: tensor<8x8x1x1xf32>, %arg101: tensor<8xf32>, %arg102: tensor<8xf32>, %arg103: tensor<16x32x1x1xf32>, %arg104: tensor<16xf32>, %arg105: tensor<16xf32>, %arg106: tensor<16x32x1x1xf32>, %arg107: tensor<16xf32>, %arg108: tensor<16xf32>, %arg109: tensor<8x32x1x1xf32>, %arg110: tensor<8x32x1x1xf32>, %arg111: tensor<16xf32>, %arg112: tensor<16xf32>, %arg113: tensor<16x64x1x1xf32>, %arg114: tensor<16xf32>, %arg115: tensor<16xf32>, %arg116: tensor<16x1x3x3xf32>, %arg117: tensor<16x16x1x1xf32>, %arg118: tensor<16xf32>, %arg119: tensor<16xf32>, %arg120: tensor<16x1x3x3xf32>, %arg121: tensor<16x16x1x1xf32>, %arg122: tensor<16xf32>, %arg123: tensor<16xf32>, %arg124: tensor<16x1x3x3xf32>, %arg125: tensor<16x16x1x1xf32>, %arg126: tensor<16xf32>, %arg127: tensor<16xf32>, %arg128: tensor<16x1x3x3xf32>, %arg129: tensor<16x16x1x1xf32>, %arg130: tensor<16xf32>, %arg131: tensor<16xf32>, %arg132: tensor<16x1x3x3xf32>, %arg133: tensor<16x16x1x1xf32>, %arg134: tensor<16xf32>, %arg135: tensor<16xf32>, %arg136: tensor<16x1x3x3xf32>, %arg137: tensor<16x16x1x1xf32>, %arg138: tensor<16xf32>, %arg139: tensor<16xf32>, %arg140: tensor<16x1x3x3xf32>, %arg141: tensor<16x16x1x1xf32>, %arg142: tensor<16xf32>, %arg143: tensor<16xf32>, %arg144: tensor<16x1x3x3xf32>, %arg145: tensor<16x16x1x1xf32>, %arg146: tensor<16xf32>, %arg147: tensor<16xf32>, %arg148: tensor<16x1x3x3xf32>, %arg149: tensor<16x16x1x1xf32>, %arg150: tensor<16xf32>, %arg151: tensor<16xf32>, %arg152: tensor<16x1x3x3xf32>, %arg153: tensor<16x16x1x1xf32>, %arg154: tensor<16xf32>, %arg155: tensor<16xf32>, %arg156: tensor<16x1x3x3xf32>, %arg157: tensor<16x16x1x1xf32>, %arg158: tensor<16xf32>, %arg159: tensor<16xf32>, %arg160: tensor<16x64x1x1xf32>, %arg161: tensor<16xf32>, %arg162: tensor<16xf32>, %arg163: tensor<16x64x1x1xf32>, %arg164: tensor<16xf32>, %arg165: tensor<16xf32>, %arg166: tensor<16x1x3x3xf32>, %arg167: tensor<16x16x1x1xf32>, %arg168: tensor<16xf32>, %arg169: tensor<16xf32>, %arg170: tensor<16x1x3x3xf32>, %arg171: tensor<16x16x1x1xf32>, %arg172: tensor<16xf32>, %arg173: tensor<16xf32>, %arg174: tensor<16x1x3x3xf32>, %arg175: tensor<16x16x1x1xf32>, %arg176: tensor<16xf32>, %arg177: tensor<16xf32>, %arg178: tensor<16x1x3x3xf32>, %arg179: tensor<16x16x1x1xf32>, %arg180: tensor<16xf32>, %arg181: tensor<16xf32>, %arg182: tensor<16x1x3x3xf32>, %arg183: tensor<16x16x1x1xf32>, %arg184: tensor<16xf32>, %arg185: tensor<16xf32>, %arg186: tensor<16x1x3x3xf32>, %arg187: tensor<16x16x1x1xf32>, %arg188: tensor<16xf32>, %arg189: tensor<16xf32>, %arg190: tensor<16x1x3x3xf32>, %arg191: tensor<16x16x1x1xf32>, %arg192: tensor<16xf32>, %arg193: tensor<16xf32>, %arg194: tensor<16x1x3x3xf32>, %arg195: tensor<16x16x1x1xf32>, %arg196: tensor<16xf32>, %arg197: tensor<16xf32>, %arg198: tensor<16x1x3x3xf32>, %arg199: tensor<16x16x1x1xf32>, %arg200: tensor<16xf32>, %arg201: tensor<16xf32>, %arg202: tensor<16x1x3x3xf32>, %arg203: tensor<16x16x1x1xf32>, %arg204: tensor<16xf32>, %arg205: tensor<16xf32>, %arg206: tensor<16x1x3x3xf32>, %arg207: tensor<16x16x1x1xf32>, %arg208: tensor<16xf32>, %arg209: tensor<16xf32>, %arg210: tensor<10x64xf32>, %arg211: tensor<10xf32>, %arg212: tensor<24xf32>, %arg213: tensor<24xf32>, %arg214: tensor<8xf32>, %arg215: tensor<8xf32>, %arg216: tensor<8xf32>, %arg217: tensor<8xf32>, %arg218: tensor<8xf32>, %arg219: tensor<8xf32>, %arg220: tensor<8xf32>, %arg221: tensor<8xf32>, %arg222: tensor<8xf32>, %arg223: tensor<8xf32>, %arg224: tensor<8xf32>, %arg225: tensor<8xf32>, %arg226: tensor<8xf32>, %arg227: tensor<8xf32>, %arg228: tensor<8xf32>, %arg229: tensor<8xf32>, %arg230: tensor<8xf32>, %arg231: tensor<8xf32>, %arg232: tensor<8xf32>, %arg233: tensor<8xf32>, %arg234: tensor<8xf32>, %arg235: tensor<8xf32>, %arg236: tensor<8xf32>, %arg237: tensor<8xf32>, %arg238: tensor<8xf32>, %arg239: tensor<8xf32>, %arg240: tensor<8xf32>, %arg241: tensor<8xf32>, %arg242: tensor<8xf32>, %arg243: tensor<8xf32>, %arg244: tensor<8xf32>, %arg245: tensor<8xf32>, %arg246: tensor<8xf32>, %arg247: tensor<8xf32>, %arg248: tensor<8xf32>, %arg249: tensor<8xf32>, %arg250: tensor<8xf32>, %arg251: tensor<8xf32>, %arg252: tensor<8xf32>, %arg253: tensor<8xf32>, %arg254: tensor<8xf32>, %arg255: tensor<8xf32>, %arg256: tensor<8xf32>, %arg257: tensor<8xf32>, %arg258: tensor<8xf32>, %arg259: tensor<8xf32>, %arg260: tensor<8xf32>, %arg261: tensor<8xf32>, %arg262: tensor<8xf32>, %arg263: tensor<8xf32>, %arg264: tensor<8xf32>, %arg265: tensor<8xf32>, %arg266: tensor<16xf32>, %arg267: tensor<16xf32>, %arg268: tensor<16xf32>, %arg269: tensor<16xf32>, %arg270: tensor<16xf32>, %arg271: tensor<16xf32>, %arg272: tensor<16xf32>, %arg273: tensor<16xf32>, %arg274: tensor<16xf32>, %arg275: tensor<16xf32>, %arg276: tensor<16xf32>, %arg277: tensor<16xf32>, %arg278: tensor<16xf32>, %arg279: tensor<16xf32>, %arg280: tensor<16xf32>, %arg281: tensor<16xf32>, %arg282: tensor<16xf32>, %arg283: tensor<16xf32>, %arg284: tensor<16xf32>, %arg285: tensor<16xf32>, %arg286: tensor<16xf32>, %arg287: tensor<16xf32>, %arg288: tensor<16xf32>, %arg289: tensor<16xf32>, %arg290: tensor<16xf32>, %arg291: tensor<16xf32>, %arg292: tensor<16xf32>, %arg293: tensor<16xf32>, %arg294: tensor<16xf32>, %arg295: tensor<16xf32>, %arg296: tensor<16xf32>, %arg297: tensor<16xf32>, %arg298: tensor<16xf32>, %arg299: tensor<16xf32>, %arg300: tensor<16xf32>, %arg301: tensor<16xf32>, %arg302: tensor<16xf32>, %arg303: tensor<16xf32>, %arg304: tensor<16xf32>, %arg305: tensor<16xf32>, %arg306: tensor<16xf32>, %arg307: tensor<16xf32>, %arg308: tensor<16xf32>, %arg309: tensor<16xf32>, %arg310: tensor<16xf32>, %arg311: tensor<16xf32>, %arg312: tensor<16xf32>, %arg313: tensor<16xf32>, %arg314: tensor<16xf32>, %arg315: tensor<16xf32>, %arg316: tensor<16xf32>, %arg317: tensor<16xf32>, %arg318: tensor<16xf32>, %arg319: tensor<16xf32>, %arg320: tensor<16xf32>, %arg321: tensor<16xf32>, %arg322: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %padded = tensor.pad %arg322 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x24x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<1x3x34x34xf32>, tensor<24x3x3x3xf32>) outs(%1 : tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %3 = tensor.empty() : tensor<24xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg213 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<24xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<24xf32>
    %expanded = tensor.expand_shape %arg212 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_3 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x24x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x24x32x32xf32>
    %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_5 : tensor<1x24x32x32xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x24x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x24x32x32xf32>) outs(%0 : tensor<1x24x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x24x32x32xf32>
    %11 = tensor.empty() : tensor<1x8x32x32xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg3 : tensor<1x24x32x32xf32>, tensor<8x24x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %14 = tensor.empty() : tensor<8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg215 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_6 = tensor.expand_shape %arg214 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_7 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_6 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_7 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_8 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_8 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_9 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_9 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %21 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg6 : tensor<1x24x32x32xf32>, tensor<8x24x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg217 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%22 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_10 = tensor.expand_shape %arg216 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_11 = tensor.expand_shape %23 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_10 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_11 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_12 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_12 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_13 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_13 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_14 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed = tensor.collapse_shape %arg9 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %29 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %collapsed : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%29, %arg10 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg219 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%31 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_15 = tensor.expand_shape %arg218 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_16 = tensor.expand_shape %32 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_15 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_16 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_17 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_17 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_18 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_18 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_19 = tensor.pad %37 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_20 = tensor.collapse_shape %arg13 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %38 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_19, %collapsed_20 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%38, %arg14 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg221 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%40 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_21 = tensor.expand_shape %arg220 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_22 = tensor.expand_shape %41 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_21 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_22 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_23 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_23 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_24 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_24 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_25 = tensor.pad %46 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_26 = tensor.collapse_shape %arg17 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %47 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %collapsed_26 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%47, %arg18 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg223 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%49 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_27 = tensor.expand_shape %arg222 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_28 = tensor.expand_shape %50 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_27 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_28 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_29 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_29 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_30 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_30 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_31 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_32 = tensor.collapse_shape %arg21 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %56 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_31, %collapsed_32 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%56, %arg22 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg225 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%58 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_33 = tensor.expand_shape %arg224 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_34 = tensor.expand_shape %59 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_33 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_34 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_35 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_35 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_36 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_36 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %63 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %collapsed_37 = tensor.collapse_shape %arg25 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %65 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %collapsed_37 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %66 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%65, %arg26 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg227 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%67 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_38 = tensor.expand_shape %arg226 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_39 = tensor.expand_shape %68 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_38 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_39 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_40 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_40 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_41 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_41 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_42 = tensor.pad %73 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_43 = tensor.collapse_shape %arg29 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %74 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_42, %collapsed_43 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%74, %arg30 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg229 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%76 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_44 = tensor.expand_shape %arg228 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_45 = tensor.expand_shape %77 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_44 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_45 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_46 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_46 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_47 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_47 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %collapsed_48 = tensor.collapse_shape %arg33 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %82 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %collapsed_48 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %83 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%82, %arg34 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg231 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%84 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_49 = tensor.expand_shape %arg230 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_50 = tensor.expand_shape %85 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_49 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_50 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_51 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_51 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_52 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_52 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_53 = tensor.pad %90 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_54 = tensor.collapse_shape %arg37 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %91 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_53, %collapsed_54 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %92 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%91, %arg38 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg233 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%93 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_55 = tensor.expand_shape %arg232 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_56 = tensor.expand_shape %94 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_55 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_56 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_57 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_57 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_58 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_58 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %98 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %collapsed_59 = tensor.collapse_shape %arg41 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %100 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %collapsed_59 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%100, %arg42 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg235 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%102 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_60 = tensor.expand_shape %arg234 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_61 = tensor.expand_shape %103 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_60 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_61 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_62 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_62 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_63 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_63 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_64 = tensor.pad %108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_65 = tensor.collapse_shape %arg45 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %109 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %collapsed_65 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%109, %arg46 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg237 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%111 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_66 = tensor.expand_shape %arg236 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_67 = tensor.expand_shape %112 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_66 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_67 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_68 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_68 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_69 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_69 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %20 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_70 = tensor.pad %118 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x36x36xf32>
    %collapsed_71 = tensor.collapse_shape %arg49 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %119 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_70, %collapsed_71 : tensor<1x8x36x36xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%119, %arg50 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg239 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_72 = tensor.expand_shape %arg238 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_73 = tensor.expand_shape %122 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_72 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_73 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_74 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_74 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_75 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_75 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %126 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %concat = tensor.concat dim(1) %64, %99, %117, %127 : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x32x32x32xf32>
    %128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %arg53 : tensor<1x24x32x32xf32>, tensor<8x24x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg241 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%129 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_76 = tensor.expand_shape %arg240 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_77 = tensor.expand_shape %130 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_76 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_77 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_78 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_78 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_79 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_79 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %135 = tensor.empty() : tensor<1x32x32x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat : tensor<1x32x32x32xf32>) outs(%135 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x32x32x32xf32>
    %137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%136, %arg56 : tensor<1x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg243 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%138 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_80 = tensor.expand_shape %arg242 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_81 = tensor.expand_shape %139 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_80 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_81 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_82 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_82 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_83 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_83 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_84 = tensor.pad %144 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_85 = tensor.collapse_shape %arg59 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %145 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %collapsed_85 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%145, %arg60 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg245 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%147 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_86 = tensor.expand_shape %arg244 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_87 = tensor.expand_shape %148 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_86 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_87 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_88 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_88 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_89 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_89 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_90 = tensor.pad %153 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_91 = tensor.collapse_shape %arg63 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %154 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %collapsed_91 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %155 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%154, %arg64 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg247 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%156 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_92 = tensor.expand_shape %arg246 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_93 = tensor.expand_shape %157 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_92 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_93 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_94 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_94 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_95 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_95 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_96 = tensor.pad %162 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_97 = tensor.collapse_shape %arg67 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %163 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_96, %collapsed_97 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%163, %arg68 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg249 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%165 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_98 = tensor.expand_shape %arg248 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_99 = tensor.expand_shape %166 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_98 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_99 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_100 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_100 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_101 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_101 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_102 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_103 = tensor.collapse_shape %arg71 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %172 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_102, %collapsed_103 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %173 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%172, %arg72 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg251 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_104 = tensor.expand_shape %arg250 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_105 = tensor.expand_shape %175 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_104 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_105 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_106 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_106 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_107 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_107 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %179 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %collapsed_108 = tensor.collapse_shape %arg75 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %181 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %collapsed_108 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%181, %arg76 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg253 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%183 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_109 = tensor.expand_shape %arg252 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_110 = tensor.expand_shape %184 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_109 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_110 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_111 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_111 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_112 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_112 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_113 = tensor.pad %189 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_114 = tensor.collapse_shape %arg79 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %190 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_113, %collapsed_114 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %191 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%190, %arg80 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg255 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%192 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_115 = tensor.expand_shape %arg254 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_116 = tensor.expand_shape %193 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_115 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_116 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_117 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_117 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_118 = tensor.expand_shape %arg82 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_118 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %collapsed_119 = tensor.collapse_shape %arg83 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %198 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_96, %collapsed_119 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %199 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%198, %arg84 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg257 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%200 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_120 = tensor.expand_shape %arg256 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_121 = tensor.expand_shape %201 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_120 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_121 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_122 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_122 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_123 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_123 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_124 = tensor.pad %206 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_125 = tensor.collapse_shape %arg87 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %207 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_124, %collapsed_125 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %208 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%207, %arg88 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg259 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%209 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_126 = tensor.expand_shape %arg258 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_127 = tensor.expand_shape %210 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_126 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_127 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_128 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_128 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_129 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_129 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %214 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %collapsed_130 = tensor.collapse_shape %arg91 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %216 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_96, %collapsed_130 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%216, %arg92 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg261 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%218 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_131 = tensor.expand_shape %arg260 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_132 = tensor.expand_shape %219 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_131 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_132 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_133 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_133 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_134 = tensor.expand_shape %arg94 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_134 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_135 = tensor.pad %224 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed_136 = tensor.collapse_shape %arg95 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %225 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_135, %collapsed_136 : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%225, %arg96 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg263 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%227 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_137 = tensor.expand_shape %arg262 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_138 = tensor.expand_shape %228 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_137 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_138 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_139 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_139 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_140 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_140 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %134 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_141 = tensor.pad %234 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x36x36xf32>
    %collapsed_142 = tensor.collapse_shape %arg99 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %235 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_141, %collapsed_142 : tensor<1x8x36x36xf32>, tensor<8x3x3xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %236 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%235, %arg100 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%12 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg265 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<8xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%237 : tensor<8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<8xf32>
    %expanded_143 = tensor.expand_shape %arg264 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_144 = tensor.expand_shape %238 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_143 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %expanded_144 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_145 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_145 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_146 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_146 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %242 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%11 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x32x32xf32>
    %concat_147 = tensor.concat dim(1) %180, %215, %233, %243 : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x32x32x32xf32>
    %244 = tensor.empty() : tensor<1x16x32x32xf32>
    %245 = linalg.fill ins(%cst : f32) outs(%244 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %246 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%136, %arg103 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%245 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %247 = tensor.empty() : tensor<16xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg267 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%248 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_148 = tensor.expand_shape %arg266 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_149 = tensor.expand_shape %249 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_148 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_149 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_150 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_150 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_151 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_151 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_147 : tensor<1x32x32x32xf32>) outs(%135 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x32x32x32xf32>
    %255 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%254, %arg106 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%245 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg269 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%256 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_152 = tensor.expand_shape %arg268 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_153 = tensor.expand_shape %257 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_152 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_153 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_154 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_154 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_155 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_155 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%244 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_156 = tensor.pad %253 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %262 = tensor.empty() : tensor<1x16x16x16xf32>
    %263 = linalg.fill ins(%cst_0 : f32) outs(%262 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %264 = tensor.empty() : tensor<3x3xf32>
    %265 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_156, %264 : tensor<1x16x34x34xf32>, tensor<3x3xf32>) outs(%263 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %padded_157 = tensor.pad %261 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %266 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_157, %264 : tensor<1x16x34x34xf32>, tensor<3x3xf32>) outs(%263 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %266 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %concat_158 = tensor.concat dim(1) %267, %268, %269, %268 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x64x16x16xf32>
    %extracted_slice = tensor.extract_slice %254[0, 0, 1, 0] [1, 32, 31, 32] [1, 1, 1, 1] : tensor<1x32x32x32xf32> to tensor<1x32x31x32xf32>
    %extracted_slice_159 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [1, 32, 31, 31] [1, 1, 1, 1] : tensor<1x32x31x32xf32> to tensor<1x32x31x31xf32>
    %270 = tensor.empty() : tensor<1x8x16x16xf32>
    %271 = linalg.fill ins(%cst : f32) outs(%270 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %272 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_159, %arg110 : tensor<1x32x31x31xf32>, tensor<8x32x1x1xf32>) outs(%271 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %273 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%254, %arg109 : tensor<1x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%271 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_160 = tensor.concat dim(1) %273, %272 : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x16x16x16xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg271 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%274 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_161 = tensor.expand_shape %arg270 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_162 = tensor.expand_shape %275 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_160, %expanded_161 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_162 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_163 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_163 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_164 = tensor.expand_shape %arg112 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %expanded_164 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %280 = tensor.empty() : tensor<1x64x16x16xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_158 : tensor<1x64x16x16xf32>) outs(%280 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x64x16x16xf32>
    %282 = linalg.fill ins(%cst : f32) outs(%262 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %283 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%281, %arg113 : tensor<1x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg273 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%284 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_165 = tensor.expand_shape %arg272 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_166 = tensor.expand_shape %285 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_165 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_166 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_167 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %expanded_167 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_168 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %expanded_168 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_169 = tensor.pad %290 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_170 = tensor.collapse_shape %arg116 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %291 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_169, %collapsed_170 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %292 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%291, %arg117 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg275 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%293 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_171 = tensor.expand_shape %arg274 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_172 = tensor.expand_shape %294 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %expanded_171 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_172 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_173 = tensor.expand_shape %arg118 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %expanded_173 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_174 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_174 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_175 = tensor.pad %299 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_176 = tensor.collapse_shape %arg120 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %300 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_175, %collapsed_176 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %301 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%300, %arg121 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg277 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%302 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_177 = tensor.expand_shape %arg276 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_178 = tensor.expand_shape %303 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_177 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %expanded_178 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_179 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_179 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_180 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %expanded_180 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_181 = tensor.pad %308 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_182 = tensor.collapse_shape %arg124 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %309 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_181, %collapsed_182 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %310 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%309, %arg125 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg279 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%311 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_183 = tensor.expand_shape %arg278 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_184 = tensor.expand_shape %312 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_183 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_184 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_185 = tensor.expand_shape %arg126 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_185 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_186 = tensor.expand_shape %arg127 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_186 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_187 = tensor.pad %317 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_188 = tensor.collapse_shape %arg128 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %318 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_187, %collapsed_188 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %319 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%318, %arg129 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg281 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%320 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_189 = tensor.expand_shape %arg280 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_190 = tensor.expand_shape %321 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_189 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %expanded_190 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_191 = tensor.expand_shape %arg130 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %expanded_191 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_192 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_192 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %325 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_193 = tensor.collapse_shape %arg132 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %327 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_169, %collapsed_193 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %328 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%327, %arg133 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg283 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%329 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_194 = tensor.expand_shape %arg282 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_195 = tensor.expand_shape %330 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_194 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %expanded_195 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_196 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %expanded_196 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_197 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_197 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_198 = tensor.pad %335 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_199 = tensor.collapse_shape %arg136 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %336 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_198, %collapsed_199 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %337 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%336, %arg137 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg285 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%338 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_200 = tensor.expand_shape %arg284 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_201 = tensor.expand_shape %339 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_200 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_201 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_202 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_202 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_203 = tensor.expand_shape %arg139 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_203 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_204 = tensor.collapse_shape %arg140 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %344 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_181, %collapsed_204 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%344, %arg141 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg287 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%346 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_205 = tensor.expand_shape %arg286 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_206 = tensor.expand_shape %347 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %expanded_205 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_206 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_207 = tensor.expand_shape %arg142 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_207 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_208 = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_208 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_209 = tensor.pad %352 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_210 = tensor.collapse_shape %arg144 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %353 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_209, %collapsed_210 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %354 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%353, %arg145 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg289 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%355 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_211 = tensor.expand_shape %arg288 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_212 = tensor.expand_shape %356 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_211 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %expanded_212 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_213 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_213 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_214 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_214 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %360 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_215 = tensor.collapse_shape %arg148 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %362 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_181, %collapsed_215 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %363 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%362, %arg149 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg291 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%364 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_216 = tensor.expand_shape %arg290 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_217 = tensor.expand_shape %365 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_216 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_217 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_218 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_218 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_219 = tensor.expand_shape %arg151 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_219 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_220 = tensor.pad %370 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_221 = tensor.collapse_shape %arg152 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %371 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_220, %collapsed_221 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%371, %arg153 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg293 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%373 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_222 = tensor.expand_shape %arg292 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_223 = tensor.expand_shape %374 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_222 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %expanded_223 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_224 = tensor.expand_shape %arg154 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_224 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_225 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %expanded_225 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %279 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_226 = tensor.pad %380 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x20x20xf32>
    %collapsed_227 = tensor.collapse_shape %arg156 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %381 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_226, %collapsed_227 : tensor<1x16x20x20xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %382 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%381, %arg157 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg295 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%383 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_228 = tensor.expand_shape %arg294 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_229 = tensor.expand_shape %384 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %expanded_228 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_229 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_230 = tensor.expand_shape %arg158 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %expanded_230 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_231 = tensor.expand_shape %arg159 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_231 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %388 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %concat_232 = tensor.concat dim(1) %326, %361, %379, %389 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x64x16x16xf32>
    %390 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%281, %arg160 : tensor<1x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg297 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%391 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_233 = tensor.expand_shape %arg296 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_234 = tensor.expand_shape %392 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_233 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_234 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_235 = tensor.expand_shape %arg161 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_235 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_236 = tensor.expand_shape %arg162 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_236 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_232 : tensor<1x64x16x16xf32>) outs(%280 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x64x16x16xf32>
    %398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%397, %arg163 : tensor<1x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg299 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%399 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_237 = tensor.expand_shape %arg298 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_238 = tensor.expand_shape %400 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_237 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_238 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_239 = tensor.expand_shape %arg164 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_239 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_240 = tensor.expand_shape %arg165 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_240 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_241 = tensor.pad %405 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_242 = tensor.collapse_shape %arg166 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %406 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_241, %collapsed_242 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %407 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%406, %arg167 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg301 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%408 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_243 = tensor.expand_shape %arg300 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_244 = tensor.expand_shape %409 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %expanded_243 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_244 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_245 = tensor.expand_shape %arg168 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_245 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_246 = tensor.expand_shape %arg169 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %expanded_246 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_247 = tensor.pad %414 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_248 = tensor.collapse_shape %arg170 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %415 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_247, %collapsed_248 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %416 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%415, %arg171 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg303 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%417 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_249 = tensor.expand_shape %arg302 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_250 = tensor.expand_shape %418 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %expanded_249 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %expanded_250 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_251 = tensor.expand_shape %arg172 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %expanded_251 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_252 = tensor.expand_shape %arg173 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_252 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_253 = tensor.pad %423 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_254 = tensor.collapse_shape %arg174 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %424 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_253, %collapsed_254 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %425 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%424, %arg175 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg305 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%426 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_255 = tensor.expand_shape %arg304 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_256 = tensor.expand_shape %427 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %expanded_255 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %expanded_256 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_257 = tensor.expand_shape %arg176 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %expanded_257 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_258 = tensor.expand_shape %arg177 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_258 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_259 = tensor.pad %432 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_260 = tensor.collapse_shape %arg178 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %433 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_259, %collapsed_260 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %434 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%433, %arg179 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg307 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%435 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_261 = tensor.expand_shape %arg306 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_262 = tensor.expand_shape %436 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %expanded_261 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_262 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_263 = tensor.expand_shape %arg180 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_263 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_264 = tensor.expand_shape %arg181 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_264 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %440 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_265 = tensor.collapse_shape %arg182 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %442 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_241, %collapsed_265 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %443 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%442, %arg183 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg309 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%444 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_266 = tensor.expand_shape %arg308 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_267 = tensor.expand_shape %445 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %expanded_266 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %expanded_267 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_268 = tensor.expand_shape %arg184 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_268 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_269 = tensor.expand_shape %arg185 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %expanded_269 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_270 = tensor.pad %450 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_271 = tensor.collapse_shape %arg186 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %451 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_270, %collapsed_271 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %452 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%451, %arg187 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg311 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%453 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_272 = tensor.expand_shape %arg310 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_273 = tensor.expand_shape %454 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_272 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %expanded_273 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_274 = tensor.expand_shape %arg188 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_274 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_275 = tensor.expand_shape %arg189 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_275 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_276 = tensor.collapse_shape %arg190 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %459 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_253, %collapsed_276 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %460 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%459, %arg191 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg313 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%461 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_277 = tensor.expand_shape %arg312 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_278 = tensor.expand_shape %462 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_277 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_278 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_279 = tensor.expand_shape %arg192 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %expanded_279 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_280 = tensor.expand_shape %arg193 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %expanded_280 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_281 = tensor.pad %467 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_282 = tensor.collapse_shape %arg194 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %468 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_281, %collapsed_282 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %469 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%468, %arg195 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg315 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%470 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_283 = tensor.expand_shape %arg314 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_284 = tensor.expand_shape %471 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %expanded_283 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %expanded_284 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_285 = tensor.expand_shape %arg196 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %expanded_285 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_286 = tensor.expand_shape %arg197 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_286 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %475 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_287 = tensor.collapse_shape %arg198 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %477 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_253, %collapsed_287 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %478 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%477, %arg199 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg317 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%479 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_288 = tensor.expand_shape %arg316 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_289 = tensor.expand_shape %480 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_288 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_289 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_290 = tensor.expand_shape %arg200 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_290 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_291 = tensor.expand_shape %arg201 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_291 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_292 = tensor.pad %485 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_293 = tensor.collapse_shape %arg202 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %486 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_292, %collapsed_293 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %487 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%486, %arg203 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg319 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%488 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_294 = tensor.expand_shape %arg318 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_295 = tensor.expand_shape %489 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_294 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %expanded_295 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_296 = tensor.expand_shape %arg204 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %expanded_296 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_297 = tensor.expand_shape %arg205 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %expanded_297 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493, %396 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441 : tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.cmpf ugt, %in, %cst : f32
      %516 = arith.select %515, %in, %cst : f32
      linalg.yield %516 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_298 = tensor.pad %495 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg323: index, %arg324: index, %arg325: index, %arg326: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x20x20xf32>
    %collapsed_299 = tensor.collapse_shape %arg206 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %496 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_298, %collapsed_299 : tensor<1x16x20x20xf32>, tensor<16x3x3xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %497 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%496, %arg207 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%282 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg321 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.truncf %cst_1 : f64 to f32
      %516 = arith.addf %in, %515 : f32
      linalg.yield %516 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%498 : tensor<16xf32>) outs(%247 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = math.rsqrt %in : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %expanded_300 = tensor.expand_shape %arg320 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_301 = tensor.expand_shape %499 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_300 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.subf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_301 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_302 = tensor.expand_shape %arg208 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %expanded_302 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.mulf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_303 = tensor.expand_shape %arg209 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %expanded_303 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %503 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%262 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %concat_304 = tensor.concat dim(1) %441, %476, %494, %504 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x64x16x16xf32>
    %505 = tensor.empty() : tensor<1x64x1x1xf32>
    %506 = linalg.fill ins(%cst : f32) outs(%505 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%concat_304 : tensor<1x64x16x16xf32>) outs(%506 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.addf %in, %out : f32
      linalg.yield %515 : f32
    } -> tensor<1x64x1x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<1x64x1x1xf32>) outs(%505 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %515 = arith.divf %in, %cst_2 : f32
      linalg.yield %515 : f32
    } -> tensor<1x64x1x1xf32>
    %collapsed_305 = tensor.collapse_shape %508 [[0], [1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<1x64xf32>
    %509 = tensor.empty() : tensor<64x10xf32>
    %transposed = linalg.transpose ins(%arg210 : tensor<10x64xf32>) outs(%509 : tensor<64x10xf32>) permutation = [1, 0] 
    %510 = tensor.empty() : tensor<1x10xf32>
    %511 = linalg.fill ins(%cst : f32) outs(%510 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %512 = linalg.matmul ins(%collapsed_305, %transposed : tensor<1x64xf32>, tensor<64x10xf32>) outs(%511 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg211 : tensor<10xf32>) outs(%510 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %514 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%512, %513 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%510 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_306: f32, %out: f32):
      %515 = arith.addf %in, %in_306 : f32
      linalg.yield %515 : f32
    } -> tensor<1x10xf32>
    return %514 : tensor<1x10xf32>
  }
}
