// Tiled, fused matmul + bias + relu (scf.forall over 8x16 tiles), the output of
// transform-dialect tile_using_forall and fuse_into_containing_op applied to a
// matmul, an elementwise add and a relu by mlir-opt --transform-interpreter.
#map = affine_map<(d0) -> (d0 * 8)>
#map1 = affine_map<(d0) -> (d0 * 16)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mm_relu(%arg0: tensor<32x64xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<32x48xf32>) -> tensor<32x48xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<32x48xf32>
    %1 = tensor.empty() : tensor<32x48xf32>
    %2 = tensor.empty() : tensor<32x48xf32>
    %3 = scf.forall (%arg3, %arg4) in (4, 3) shared_outs(%arg5 = %2) -> (tensor<32x48xf32>) {
      %4 = affine.apply #map(%arg3)
      %5 = affine.apply #map1(%arg4)
      %6 = affine.apply #map(%arg3)
      %7 = affine.apply #map1(%arg4)
      %8 = affine.apply #map(%arg3)
      %9 = affine.apply #map1(%arg4)
      %10 = affine.apply #map(%arg3)
      %11 = affine.apply #map1(%arg4)
      %extracted_slice = tensor.extract_slice %arg0[%10, 0] [8, 64] [1, 1] : tensor<32x64xf32> to tensor<8x64xf32>
      %extracted_slice_0 = tensor.extract_slice %arg1[0, %11] [64, 16] [1, 1] : tensor<64x48xf32> to tensor<64x16xf32>
      %12 = affine.apply #map(%arg3)
      %13 = affine.apply #map1(%arg4)
      %extracted_slice_1 = tensor.extract_slice %0[%12, %13] [8, 16] [1, 1] : tensor<32x48xf32> to tensor<8x16xf32>
      %14 = linalg.fill ins(%cst : f32) outs(%extracted_slice_1 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %15 = linalg.matmul ins(%extracted_slice, %extracted_slice_0 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%14 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %extracted_slice_2 = tensor.extract_slice %arg2[%6, %7] [8, 16] [1, 1] : tensor<32x48xf32> to tensor<8x16xf32>
      %extracted_slice_3 = tensor.extract_slice %1[%8, %9] [8, 16] [1, 1] : tensor<32x48xf32> to tensor<8x16xf32>
      %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%15, %extracted_slice_2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%extracted_slice_3 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %in_5: f32, %out: f32):
        %18 = arith.addf %in, %in_5 : f32
        linalg.yield %18 : f32
      } -> tensor<8x16xf32>
      %extracted_slice_4 = tensor.extract_slice %arg5[%4, %5] [8, 16] [1, 1] : tensor<32x48xf32> to tensor<8x16xf32>
      %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x16xf32>) outs(%extracted_slice_4 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %18 = arith.maximumf %in, %cst : f32
        linalg.yield %18 : f32
      } -> tensor<8x16xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %17 into %arg5[%4, %5] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x48xf32>
      }
    }
    return %3 : tensor<32x48xf32>
  }
  func.func @main() {
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant 1.250000e-01 : f32
    %c7 = arith.constant 7 : index
    %cst_1 = arith.constant 6.250000e-02 : f32
    %0 = tensor.empty() : tensor<32x64xf32>
    %1 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<32x64xf32>) {
    ^bb0(%out: f32):
      %7 = linalg.index 0 : index
      %8 = linalg.index 1 : index
      %9 = arith.subi %7, %8 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.sitofp %10 : i32 to f32
      %12 = arith.mulf %11, %cst_1 : f32
      linalg.yield %12 : f32
    } -> tensor<32x64xf32>
    %2 = tensor.empty() : tensor<64x48xf32>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<64x48xf32>) {
    ^bb0(%out: f32):
      %7 = linalg.index 0 : index
      %8 = linalg.index 1 : index
      %9 = arith.addi %7, %8 : index
      %10 = arith.remui %9, %c7 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.sitofp %11 : i32 to f32
      %13 = arith.mulf %12, %cst_0 : f32
      linalg.yield %13 : f32
    } -> tensor<64x48xf32>
    %4 = tensor.empty() : tensor<32x48xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<32x48xf32>) -> tensor<32x48xf32>
    %6 = call @mm_relu(%1, %3, %5) : (tensor<32x64xf32>, tensor<64x48xf32>, tensor<32x48xf32>) -> tensor<32x48xf32>
    %cast = tensor.cast %6 : tensor<32x48xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(tensor<*xf32>)
  module attributes {transform.with_named_sequence} {
  }
}

