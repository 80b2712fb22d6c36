// A quantised layer with buffers of five element types in one function:
// f32 activations are quantised to i8, multiplied with i8 weights into an
// i32 accumulator (`linalg.matmul` with sign extension), dequantised into
// f64, rounded through an f16 temporary, and reduced per row in f64. Buffers
// of 1, 2, 4 and 8-byte elements and odd byte sizes (8x12 i8 = 96 bytes)
// share the merged buffer, which exercises offset alignment per element type.
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @quantised(%x: tensor<8x12xf32>, %w: tensor<12x8xi8>) -> (tensor<8x8xi32>, tensor<8xf64>) {
  %inv = arith.constant 4.0 : f32
  %lo = arith.constant -127.0 : f32
  %hi = arith.constant 127.0 : f32
  %zero32 = arith.constant 0 : i32
  %zero64 = arith.constant 0.0 : f64
  %dq = arith.constant 0.03125 : f64
  %qe = tensor.empty() : tensor<8x12xi8>
  %q = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x12xf32>) outs(%qe : tensor<8x12xi8>) {
  ^bb0(%v: f32, %o: i8):
    %s = arith.mulf %v, %inv : f32
    %r = math.roundeven %s : f32
    %c0 = arith.maximumf %r, %lo : f32
    %c1 = arith.minimumf %c0, %hi : f32
    %i = arith.fptosi %c1 : f32 to i8
    linalg.yield %i : i8
  } -> tensor<8x12xi8>
  %ae = tensor.empty() : tensor<8x8xi32>
  %az = linalg.fill ins(%zero32 : i32) outs(%ae : tensor<8x8xi32>) -> tensor<8x8xi32>
  %acc = linalg.matmul ins(%q, %w : tensor<8x12xi8>, tensor<12x8xi8>) outs(%az : tensor<8x8xi32>) -> tensor<8x8xi32>
  %de = tensor.empty() : tensor<8x8xf64>
  %d = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%acc : tensor<8x8xi32>) outs(%de : tensor<8x8xf64>) {
  ^bb0(%v: i32, %o: f64):
    %f = arith.sitofp %v : i32 to f64
    %s = arith.mulf %f, %dq : f64
    linalg.yield %s : f64
  } -> tensor<8x8xf64>
  %he = tensor.empty() : tensor<8x8xf16>
  %h = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<8x8xf64>) outs(%he : tensor<8x8xf16>) {
  ^bb0(%v: f64, %o: f16):
    %t = arith.truncf %v : f64 to f16
    linalg.yield %t : f16
  } -> tensor<8x8xf16>
  %se = tensor.empty() : tensor<8xf64>
  %sz = linalg.fill ins(%zero64 : f64) outs(%se : tensor<8xf64>) -> tensor<8xf64>
  %sum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h : tensor<8x8xf16>) outs(%sz : tensor<8xf64>) {
  ^bb0(%v: f16, %a: f64):
    %e = arith.extf %v : f16 to f64
    %s = arith.addf %a, %e : f64
    linalg.yield %s : f64
  } -> tensor<8xf64>
  return %acc, %sum : tensor<8x8xi32>, tensor<8xf64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %c16 = arith.constant 16 : i8
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.375 : f32
  %xe = tensor.empty() : tensor<8x12xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%xe : tensor<8x12xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c3 : index
    %s = arith.addi %a, %b : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<8x12xf32>
  %we = tensor.empty() : tensor<12x8xi8>
  %w = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%we : tensor<12x8xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c5 : index
    %b = arith.muli %j, %c11 : index
    %s = arith.addi %a, %b : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i8
    %v = arith.subi %ri, %c16 : i8
    linalg.yield %v : i8
  } -> tensor<12x8xi8>
  %acc, %sum = func.call @quantised(%x, %w) : (tensor<8x12xf32>, tensor<12x8xi8>) -> (tensor<8x8xi32>, tensor<8xf64>)
  %ab = bufferization.to_buffer %acc : tensor<8x8xi32> to memref<8x8xi32>
  %au = memref.cast %ab : memref<8x8xi32> to memref<*xi32>
  func.call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  %sb = bufferization.to_buffer %sum : tensor<8xf64> to memref<8xf64>
  %su = memref.cast %sb : memref<8xf64> to memref<*xf64>
  func.call @printMemrefF64(%su) : (memref<*xf64>) -> ()
  return
}

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)
