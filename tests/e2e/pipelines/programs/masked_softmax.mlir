// The masked softmax torch-mlir emits for a causal attention: the mask is a
// dense constant of 0.0 and -inf added to the scores, and the row maximum
// starts from a splat -inf constant tensor (both become `memref.global`s
// whose -inf entries MLIR prints as hex floats, 0xFF800000). Then the
// probabilities weight a value matrix.
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @masked_softmax(%scores: tensor<4x4xf32>, %v: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %mask = arith.constant dense<[[0.0, 0xFF800000, 0xFF800000, 0xFF800000],
                                [0.0, 0.0, 0xFF800000, 0xFF800000],
                                [0.0, 0.0, 0.0, 0xFF800000],
                                [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %ninf = arith.constant dense<0xFF800000> : tensor<4xf32>
  %me = tensor.empty() : tensor<4x4xf32>
  %masked = linalg.add ins(%scores, %mask : tensor<4x4xf32>, tensor<4x4xf32>) outs(%me : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mx = linalg.reduce ins(%masked : tensor<4x4xf32>) outs(%ninf : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.maximumf %a, %acc : f32
      linalg.yield %r : f32
    }
  %ee = tensor.empty() : tensor<4x4xf32>
  %ex = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%masked, %mx : tensor<4x4xf32>, tensor<4xf32>) outs(%ee : tensor<4x4xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %se = tensor.empty() : tensor<4xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%ex : tensor<4x4xf32>) outs(%sz : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %pe = tensor.empty() : tensor<4x4xf32>
  %p = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x4xf32>, tensor<4xf32>) outs(%pe : tensor<4x4xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %oe = tensor.empty() : tensor<4x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x8xf32>) -> tensor<4x8xf32>
  %out = linalg.matmul ins(%p, %v : tensor<4x4xf32>, tensor<4x8xf32>) outs(%oz : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %half = arith.constant 5.0 : f32
  %scale = arith.constant 0.25 : f32
  %se = tensor.empty() : tensor<4x4xf32>
  %s = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%se : tensor<4x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c5 : index
    %b = arith.muli %j, %c3 : index
    %t = arith.addi %a, %b : index
    %r = arith.remui %t, %c11 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %ve = tensor.empty() : tensor<4x8xf32>
  %v = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ve : tensor<4x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c5 : index
    %t = arith.addi %a, %b : index
    %r = arith.remui %t, %c11 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %w = arith.mulf %d, %scale : f32
    linalg.yield %w : f32
  } -> tensor<4x8xf32>
  %out = func.call @masked_softmax(%s, %v) : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %buf = bufferization.to_buffer %out : tensor<4x8xf32> to memref<4x8xf32>
  %u = memref.cast %buf : memref<4x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
