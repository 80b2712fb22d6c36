// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect --print-op-generic %s | merge-alloc-opt --allow-unregistered-dialect | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}

// Linalg ops in the generic form, as `mlir-opt --mlir-print-op-generic` 22
// prints them (bodies given, `linalg.memoized_indexing_maps` attributes),
// including `linalg.index` in a `linalg.map` (xDSL 0.74 only allows it in
// linalg.generic), and a two-result `linalg.generic` in custom syntax
// (`-> (T, U)`, which xDSL 0.74 prints but cannot parse).

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<8xf32>, memref<4xf32>, tensor<4x8xf32>, tensor<f32>, tensor<4x8xi32>, tensor<i32>, memref<5xf32>) -> (tensor<f32>, tensor<i32>), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<8xf32>, %arg3: memref<4xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<f32>, %arg6: tensor<4x8xi32>, %arg7: tensor<i32>, %arg8: memref<5xf32>):
    "linalg.map"(%arg1, %arg0) ({
    ^bb0(%arg19: f32, %arg20: f32):
      %7 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %8 = "arith.index_cast"(%7) : (index) -> i64
      %9 = "arith.sitofp"(%8) : (i64) -> f32
      %10 = "arith.addf"(%arg19, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "linalg.matvec"(%arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %5 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg18, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<4x8xf32>, memref<8xf32>, memref<4xf32>) -> ()
    "linalg.conv_1d"(%arg2, %arg3, %arg8) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %3 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg15, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map3, #map1, #map2]} : (memref<8xf32>, memref<4xf32>, memref<5xf32>) -> ()
    %0:2 = "linalg.reduce"(%arg4, %arg6, %arg5, %arg7) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: f32, %arg10: i32, %arg11: f32, %arg12: i32):
      %1 = "arith.addf"(%arg9, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2 = "arith.addi"(%arg10, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%1, %2) : (f32, i32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%0#0, %0#1) : (tensor<f32>, tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()


func.func @two_results(%t: tensor<4x8xf32>, %ti: tensor<4x8xi32>, %s: tensor<f32>, %si: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t, %ti : tensor<4x8xf32>, tensor<4x8xi32>) outs(%s, %si : tensor<f32>, tensor<i32>) {
  ^bb0(%a: f32, %b: i32, %c: f32, %d: i32):
    %p = arith.addf %a, %c : f32
    %q = arith.addi %b, %d : i32
    linalg.yield %p, %q : f32, i32
  } -> (tensor<f32>, tensor<i32>)
  return %r#0, %r#1 : tensor<f32>, tensor<i32>
}

// CHECK-LABEL: func.func @f
// CHECK-NEXT:  linalg.map ins(%arg1 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>) (%[[IN:.*]]: f32, %{{.*}}: f32) {
// CHECK-NEXT:    %[[J:.*]] = linalg.index 1 : index
// CHECK:         linalg.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  linalg.matvec ins(%arg1, %arg2 : memref<4x8xf32>, memref<8xf32>) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT:  linalg.conv_1d ins(%arg2, %arg3 : memref<8xf32>, memref<4xf32>) outs(%arg8 : memref<5xf32>)
// CHECK-NEXT:  %{{.*}}, %{{.*}} = linalg.reduce ins(%arg4, %arg6 : tensor<4x8xf32>, tensor<4x8xi32>) outs(%arg5, %arg7 : tensor<f32>, tensor<i32>) dimensions = [0, 1] (%{{.*}}: f32, %{{.*}}: i32, %{{.*}}: f32, %{{.*}}: i32) {

// CHECK-LABEL: func.func @two_results
// CHECK:       %r, %r_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t, %ti : tensor<4x8xf32>, tensor<4x8xi32>) outs(%s, %si : tensor<f32>, tensor<i32>) {
// CHECK:       } -> (tensor<f32>, tensor<i32>)

// VERIFY: func.func @f
// VERIFY: func.func @two_results

// UNSUPPORTED: fast-tier
