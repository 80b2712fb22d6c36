// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | merge-alloc-opt | %mlir_verify | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=STOCK

// The vector ops MLIR 22 writes for vectorized programs that xDSL 0.74
// lacks (dialects/vector.py), before bufferization (tensor bases) and
// after it (memref bases). merge-alloc-opt reads the custom form, its own
// generic form and mlir-opt's generic form; mlir-opt reads what
// merge-alloc-opt prints and prints it exactly as it prints this file
// (UPSTREAM, checked on mlir-opt's printout of %s and of both of ours).
// Where the two printers differ: xDSL keeps the dictionary's order where
// MLIR sorts it (`{tag, alignment = 4 : i64}`), prints `%12, %13 =` for
// `%12:2 =`, and writes affine maps inline; and mlir-opt drops the `kind`
// of an outerproduct without accumulator (%7: `maxnumf`, read back as
// `add`), which merge-alloc-opt prints. Stock xdsl-opt rejects the file.
#mm_lhs = affine_map<(i, j, k) -> (i, k)>
#mm_rhs = affine_map<(i, j, k) -> (k, j)>
#mm_acc = affine_map<(i, j, k) -> (i, j)>
#dot = affine_map<(i) -> (i)>
#scalar = affine_map<(i) -> ()>

func.func @compute(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %x: vector<2xf32>, %y: vector<4xf32>, %s: f32, %iv: vector<4xi32>, %acc: i32, %m: vector<4x4xf32>, %p: vector<2x[4]xf32>, %scan: vector<4x8xi32>, %init: vector<4xi32>) -> (vector<2x4xf32>, i32) {
  %0 = vector.contract {indexing_maps = [#mm_lhs, #mm_rhs, #mm_acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract {iterator_types = ["reduction"], indexing_maps = [#dot, #dot, #scalar], note} %iv, %iv, %acc {tag = 1} : vector<4xi32>, vector<4xi32> into i32
  %2 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %3 = vector.transpose %p, [1, 0] {tag} : vector<2x[4]xf32> to vector<[4]x2xf32>
  %4 = vector.outerproduct %x, %y, %c {kind = #vector.kind<mul>} : vector<2xf32>, vector<4xf32>
  %5 = vector.outerproduct %x, %y : vector<2xf32>, vector<4xf32>
  %6 = vector.outerproduct %y, %s, %y : vector<4xf32>, f32
  %7 = vector.outerproduct %x, %y {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<4xf32>
  %8 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  %9 = vector.extract_strided_slice %m {offsets = [2], sizes = [2], strides = [1], tag} : vector<4x4xf32> to vector<2x4xf32>
  %10 = vector.insert_strided_slice %8, %m {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
  %11 = vector.insert_strided_slice %y, %m {strides = [1], offsets = [3, 0]} : vector<4xf32> into vector<4x4xf32>
  %12:2 = vector.scan <add>, %scan, %init {inclusive = true, reduction_dim = 1} : vector<4x8xi32>, vector<4xi32>
  %13:2 = vector.scan <maxsi>, %scan, %init {reduction_dim = 1 : i64, inclusive = false} : vector<4x8xi32>, vector<4xi32>
  return %0, %1 : vector<2x4xf32>, i32
}

func.func @access(%mem: memref<16xf32>, %mem2: memref<4x4xf32>, %t: tensor<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, tensor<16xf32>) {
  %0 = vector.gather %mem[%i] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.gather %mem2[%i, %i] [%idx], %mask, %v {alignment = 8} : memref<4x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.gather %t[%i] [%idx], %mask, %v : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %mem[%i] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %3 = vector.scatter %t[%i] [%idx], %mask, %v {alignment = 16} : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  vector.compressstore %mem[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %mem2[%i, %i], %mask, %v {alignment = 4, tag} : memref<4x4xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.expandload %mem[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %5 = vector.expandload %mem2[%i, %i], %mask, %0 {alignment = 4} : memref<4x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %5, %3 : vector<4xf32>, tensor<16xf32>
}

func.func @build(%v: vector<4xf32>, %s: f32, %w: vector<2x[4]xf32>, %z: vector<f32>) -> (vector<4xindex>, vector<4xf32>) {
  %0 = vector.step : vector<4xindex>
  %1 = vector.step : vector<[4]xindex>
  %2 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %3 = vector.from_elements %s, %s {tag} : vector<1x2xf32>
  %4 = vector.from_elements %s : vector<f32>
  %5:4 = vector.to_elements %v {tag} : vector<4xf32>
  %6 = vector.to_elements %z : vector<f32>
  %7 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %8 = vector.interleave %w, %w : vector<2x[4]xf32> -> vector<2x[8]xf32>
  %9:2 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  return %0, %2 : vector<4xindex>, vector<4xf32>
}

func.func @mask(%m: memref<16xf32>, %t: tensor<16xf32>, %mask: vector<4xi1>, %v: vector<4xf32>, %i: index, %s: f32) -> (vector<4xf32>, tensor<16xf32>) {
  %0 = vector.mask %mask { vector.transfer_read %m[%i], %s : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %mask, %v { vector.transfer_read %m[%i], %s : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32> } : vector<4xi1>
  %2 = vector.mask %mask { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  %3 = vector.mask %mask { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { } : vector<4xi1>
  %4 = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } {tag} : vector<4xi1> -> f32
  return %0, %2 : vector<4xf32>, tensor<16xf32>
}

// CHECK-LABEL: func.func @compute(
// CHECK-NEXT:    %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT:    %1 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %iv, %iv, %acc {note, tag = 1 : i64} : vector<4xi32>, vector<4xi32> into i32
// CHECK-NEXT:    %2 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:    %3 = vector.transpose %p, [1, 0] {tag} : vector<2x[4]xf32> to vector<[4]x2xf32>
// CHECK-NEXT:    %4 = vector.outerproduct %x, %y, %c {kind = #vector.kind<mul>} : vector<2xf32>, vector<4xf32>
// CHECK-NEXT:    %5 = vector.outerproduct %x, %y : vector<2xf32>, vector<4xf32>
// CHECK-NEXT:    %6 = vector.outerproduct %y, %s, %y {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT:    %7 = vector.outerproduct %x, %y {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<4xf32>
// CHECK-NEXT:    %8 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// CHECK-NEXT:    %9 = vector.extract_strided_slice %m {offsets = [2], sizes = [2], strides = [1], tag} : vector<4x4xf32> to vector<2x4xf32>
// CHECK-NEXT:    %10 = vector.insert_strided_slice %8, %m {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
// CHECK-NEXT:    %11 = vector.insert_strided_slice %y, %m {offsets = [3, 0], strides = [1]} : vector<4xf32> into vector<4x4xf32>
// CHECK-NEXT:    %12, %13 = vector.scan <add>, %scan, %init {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
// CHECK-NEXT:    %14, %15 = vector.scan <maxsi>, %scan, %init {reduction_dim = 1 : i64, inclusive = false} : vector<4x8xi32>, vector<4xi32>
// CHECK-NEXT:    func.return %0, %1 : vector<2x4xf32>, i32
// CHECK-LABEL: func.func @access(
// CHECK-NEXT:    %0 = vector.gather %mem[%i] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    %1 = vector.gather %mem2[%i, %i] [%idx], %mask, %v {alignment = 8 : i64} : memref<4x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    %2 = vector.gather %t[%i] [%idx], %mask, %v : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    vector.scatter %mem[%i] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %3 = vector.scatter %t[%i] [%idx], %mask, %v {alignment = 16 : i64} : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
// CHECK-NEXT:    vector.compressstore %mem[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    vector.compressstore %mem2[%i, %i], %mask, %v {tag, alignment = 4 : i64} : memref<4x4xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %4 = vector.expandload %mem[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    %5 = vector.expandload %mem2[%i, %i], %mask, %0 {alignment = 4 : i64} : memref<4x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    func.return %5, %3 : vector<4xf32>, tensor<16xf32>
// CHECK-LABEL: func.func @build(
// CHECK-NEXT:    %0 = vector.step : vector<4xindex>
// CHECK-NEXT:    %1 = vector.step : vector<[4]xindex>
// CHECK-NEXT:    %2 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
// CHECK-NEXT:    %3 = vector.from_elements %s, %s {tag} : vector<1x2xf32>
// CHECK-NEXT:    %4 = vector.from_elements %s : vector<f32>
// CHECK-NEXT:    %5, %6, %7, %8 = vector.to_elements %v {tag} : vector<4xf32>
// CHECK-NEXT:    %9 = vector.to_elements %z : vector<f32>
// CHECK-NEXT:    %10 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT:    %11 = vector.interleave %w, %w : vector<2x[4]xf32> -> vector<2x[8]xf32>
// CHECK-NEXT:    %12, %13 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT:    func.return %0, %2 : vector<4xindex>, vector<4xf32>
// CHECK-LABEL: func.func @mask(
// CHECK-NEXT:    %0 = vector.mask %mask { vector.transfer_read %m[%i], %s : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:    %1 = vector.mask %mask, %v { vector.transfer_read %m[%i], %s : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:    vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32> } : vector<4xi1>
// CHECK-NEXT:    %2 = vector.mask %mask { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
// CHECK-NEXT:    %3 = vector.mask %mask { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:    vector.mask %mask { vector.yield } : vector<4xi1>
// CHECK-NEXT:    %4 = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } {tag} : vector<4xi1> -> f32
// CHECK-NEXT:    func.return %0, %2 : vector<4xf32>, tensor<16xf32>

// UPSTREAM-LABEL: func.func @compute(
// UPSTREAM-NEXT:    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// UPSTREAM-NEXT:    %1 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg6, %arg6, %arg7 {note, tag = 1 : i64} : vector<4xi32>, vector<4xi32> into i32
// UPSTREAM-NEXT:    %2 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// UPSTREAM-NEXT:    %3 = vector.transpose %arg9, [1, 0] {tag} : vector<2x[4]xf32> to vector<[4]x2xf32>
// UPSTREAM-NEXT:    %4 = vector.outerproduct %arg3, %arg4, %arg2 {kind = #vector.kind<mul>} : vector<2xf32>, vector<4xf32>
// UPSTREAM-NEXT:    %5 = vector.outerproduct %arg3, %arg4 : vector<2xf32>, vector<4xf32>
// UPSTREAM-NEXT:    %6 = vector.outerproduct %arg4, %arg5, %arg4 {kind = #vector.kind<add>} : vector<4xf32>, f32
// UPSTREAM-NEXT:    %7 = vector.outerproduct %arg3, %arg4 : vector<2xf32>, vector<4xf32>
// UPSTREAM-NEXT:    %8 = vector.extract_strided_slice %arg8 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// UPSTREAM-NEXT:    %9 = vector.extract_strided_slice %arg8 {offsets = [2], sizes = [2], strides = [1], tag} : vector<4x4xf32> to vector<2x4xf32>
// UPSTREAM-NEXT:    %10 = vector.insert_strided_slice %8, %arg8 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
// UPSTREAM-NEXT:    %11 = vector.insert_strided_slice %arg4, %arg8 {offsets = [3, 0], strides = [1]} : vector<4xf32> into vector<4x4xf32>
// UPSTREAM-NEXT:    %dest, %accumulated_value = vector.scan <add>, %arg10, %arg11 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
// UPSTREAM-NEXT:    %dest_0, %accumulated_value_1 = vector.scan <maxsi>, %arg10, %arg11 {inclusive = false, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
// UPSTREAM-NEXT:    return %0, %1 : vector<2x4xf32>, i32
// UPSTREAM-LABEL: func.func @access(
// UPSTREAM-NEXT:    %0 = vector.gather %arg0[%arg6] [%arg3], %arg4, %arg5 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// UPSTREAM-NEXT:    %1 = vector.gather %arg1[%arg6, %arg6] [%arg3], %arg4, %arg5 {alignment = 8 : i64} : memref<4x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// UPSTREAM-NEXT:    %2 = vector.gather %arg2[%arg6] [%arg3], %arg4, %arg5 : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// UPSTREAM-NEXT:    vector.scatter %arg0[%arg6] [%arg3], %arg4, %arg5 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// UPSTREAM-NEXT:    %3 = vector.scatter %arg2[%arg6] [%arg3], %arg4, %arg5 {alignment = 16 : i64} : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
// UPSTREAM-NEXT:    vector.compressstore %arg0[%arg6], %arg4, %arg5 : memref<16xf32>, vector<4xi1>, vector<4xf32>
// UPSTREAM-NEXT:    vector.compressstore %arg1[%arg6, %arg6], %arg4, %arg5 {alignment = 4 : i64, tag} : memref<4x4xf32>, vector<4xi1>, vector<4xf32>
// UPSTREAM-NEXT:    %4 = vector.expandload %arg0[%arg6], %arg4, %arg5 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// UPSTREAM-NEXT:    %5 = vector.expandload %arg1[%arg6, %arg6], %arg4, %0 {alignment = 4 : i64} : memref<4x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// UPSTREAM-NEXT:    return %5, %3 : vector<4xf32>, tensor<16xf32>
// UPSTREAM-LABEL: func.func @build(
// UPSTREAM-NEXT:    %0 = vector.step : vector<4xindex>
// UPSTREAM-NEXT:    %1 = vector.step : vector<[4]xindex>
// UPSTREAM-NEXT:    %2 = vector.from_elements %arg1, %arg1, %arg1, %arg1 : vector<4xf32>
// UPSTREAM-NEXT:    %3 = vector.from_elements %arg1, %arg1 {tag} : vector<1x2xf32>
// UPSTREAM-NEXT:    %4 = vector.from_elements %arg1 : vector<f32>
// UPSTREAM-NEXT:    %5:4 = vector.to_elements %arg0 {tag} : vector<4xf32>
// UPSTREAM-NEXT:    %6 = vector.to_elements %arg3 : vector<f32>
// UPSTREAM-NEXT:    %7 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>
// UPSTREAM-NEXT:    %8 = vector.interleave %arg2, %arg2 : vector<2x[4]xf32> -> vector<2x[8]xf32>
// UPSTREAM-NEXT:    %res1, %res2 = vector.deinterleave %arg0 : vector<4xf32> -> vector<2xf32>
// UPSTREAM-NEXT:    return %0, %2 : vector<4xindex>, vector<4xf32>
// UPSTREAM-LABEL: func.func @mask(
// UPSTREAM-NEXT:    %0 = vector.mask %arg2 { vector.transfer_read %arg0[%arg4], %arg5 : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// UPSTREAM-NEXT:    %1 = vector.mask %arg2, %arg3 { vector.transfer_read %arg0[%arg4], %arg5 : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// UPSTREAM-NEXT:    vector.mask %arg2 { vector.transfer_write %arg3, %arg0[%arg4] : vector<4xf32>, memref<16xf32> } : vector<4xi1>
// UPSTREAM-NEXT:    %2 = vector.mask %arg2 { vector.transfer_write %arg3, %arg1[%arg4] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
// UPSTREAM-NEXT:    %3 = vector.mask %arg2 { vector.yield %arg3 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// UPSTREAM-NEXT:    vector.mask %arg2 { vector.yield } : vector<4xi1>
// UPSTREAM-NEXT:    %4 = vector.mask %arg2 { vector.reduction <add>, %arg3 : vector<4xf32> into f32 } {tag} : vector<4xi1> -> f32
// UPSTREAM-NEXT:    return %0, %2 : vector<4xf32>, tensor<16xf32>

// STOCK: Operation vector.contract is not registered

// UNSUPPORTED: fast-tier
