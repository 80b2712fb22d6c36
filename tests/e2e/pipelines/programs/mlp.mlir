// A three-layer MLP (16 rows, 24 -> 64 -> 64 -> 10) in the style of a
// framework import: every layer is matmul, bias broadcast (`linalg.broadcast`),
// `linalg.add`, and ReLU as `linalg.max` against a zero tensor; the logits go
// through a log-softmax built from `linalg.reduce`, `linalg.exp`, `linalg.log`
// and `linalg.sub`. Named elementwise ops leave one buffer per op, most of them
// dead right after their single use.
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @layer(%x: tensor<16x64xf32>, %w: tensor<64x64xf32>, %b: tensor<64xf32>) -> tensor<16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %be = tensor.empty() : tensor<16x64xf32>
  %bb = linalg.broadcast ins(%b : tensor<64xf32>) outs(%be : tensor<16x64xf32>) dimensions = [0]
  %se = tensor.empty() : tensor<16x64xf32>
  %s = linalg.add ins(%mm, %bb : tensor<16x64xf32>, tensor<16x64xf32>) outs(%se : tensor<16x64xf32>) -> tensor<16x64xf32>
  %ze = tensor.empty() : tensor<16x64xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%ze : tensor<16x64xf32>) -> tensor<16x64xf32>
  %re = tensor.empty() : tensor<16x64xf32>
  %r = linalg.max ins(%s, %zs : tensor<16x64xf32>, tensor<16x64xf32>) outs(%re : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %r : tensor<16x64xf32>
}

func.func @mlp(%x: tensor<16x24xf32>, %w0: tensor<24x64xf32>, %w: tensor<64x64xf32>, %w2: tensor<64x10xf32>,
               %b: tensor<64xf32>) -> tensor<16x10xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<16x64xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %h0 = linalg.matmul ins(%x, %w0 : tensor<16x24xf32>, tensor<24x64xf32>) outs(%z0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %h1 = func.call @layer(%h0, %w, %b) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<64xf32>) -> tensor<16x64xf32>
  %h2 = func.call @layer(%h1, %w, %b) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<64xf32>) -> tensor<16x64xf32>
  %le = tensor.empty() : tensor<16x10xf32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<16x10xf32>) -> tensor<16x10xf32>
  %logits = linalg.matmul ins(%h2, %w2 : tensor<16x64xf32>, tensor<64x10xf32>) outs(%lz : tensor<16x10xf32>) -> tensor<16x10xf32>
  // log-softmax: x - max - log(sum(exp(x - max)))
  %mxe = tensor.empty() : tensor<16xf32>
  %mxi = linalg.fill ins(%ninf : f32) outs(%mxe : tensor<16xf32>) -> tensor<16xf32>
  %mx = linalg.reduce ins(%logits : tensor<16x10xf32>) outs(%mxi : tensor<16xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %m = arith.maximumf %a, %acc : f32
      linalg.yield %m : f32
    }
  %mbe = tensor.empty() : tensor<16x10xf32>
  %mb = linalg.broadcast ins(%mx : tensor<16xf32>) outs(%mbe : tensor<16x10xf32>) dimensions = [1]
  %she = tensor.empty() : tensor<16x10xf32>
  %sh = linalg.sub ins(%logits, %mb : tensor<16x10xf32>, tensor<16x10xf32>) outs(%she : tensor<16x10xf32>) -> tensor<16x10xf32>
  %exe = tensor.empty() : tensor<16x10xf32>
  %ex = linalg.exp ins(%sh : tensor<16x10xf32>) outs(%exe : tensor<16x10xf32>) -> tensor<16x10xf32>
  %sme = tensor.empty() : tensor<16xf32>
  %smz = linalg.fill ins(%zero : f32) outs(%sme : tensor<16xf32>) -> tensor<16xf32>
  %sm = linalg.reduce ins(%ex : tensor<16x10xf32>) outs(%smz : tensor<16xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %lge = tensor.empty() : tensor<16xf32>
  %lg = linalg.log ins(%sm : tensor<16xf32>) outs(%lge : tensor<16xf32>) -> tensor<16xf32>
  %lbe = tensor.empty() : tensor<16x10xf32>
  %lb = linalg.broadcast ins(%lg : tensor<16xf32>) outs(%lbe : tensor<16x10xf32>) dimensions = [1]
  %oe = tensor.empty() : tensor<16x10xf32>
  %out = linalg.sub ins(%sh, %lb : tensor<16x10xf32>, tensor<16x10xf32>) outs(%oe : tensor<16x10xf32>) -> tensor<16x10xf32>
  return %out : tensor<16x10xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %half = arith.constant 8.0 : f32
  %scale = arith.constant 0.03125 : f32
  %xe = tensor.empty() : tensor<16x24xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%xe : tensor<16x24xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c3 : index
    %s = arith.addi %a, %b : index
    %r = arith.remui %s, %c17 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<16x24xf32>
  // one weight pool 64 x 138, sliced into w0 (24x64 rows), w (64x64), w2 (64x10)
  %we = tensor.empty() : tensor<64x138xf32>
  %wp = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%we : tensor<64x138xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %c5 : index
    %b = arith.muli %j, %c11 : index
    %s = arith.addi %a, %b : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<64x138xf32>
  %w0 = tensor.extract_slice %wp[0, 0] [24, 64] [1, 1] : tensor<64x138xf32> to tensor<24x64xf32>
  %w = tensor.extract_slice %wp[0, 64] [64, 64] [1, 1] : tensor<64x138xf32> to tensor<64x64xf32>
  %w2 = tensor.extract_slice %wp[0, 128] [64, 10] [1, 1] : tensor<64x138xf32> to tensor<64x10xf32>
  %bw = tensor.extract_slice %wp[7, 0] [1, 64] [1, 1] : tensor<64x138xf32> to tensor<64xf32>
  %out = func.call @mlp(%x, %w0, %w, %w2, %bw)
      : (tensor<16x24xf32>, tensor<24x64xf32>, tensor<64x64xf32>, tensor<64x10xf32>, tensor<64xf32>) -> tensor<16x10xf32>
  %buf = bufferization.to_buffer %out : tensor<16x10xf32> to memref<16x10xf32>
  %u = memref.cast %buf : memref<16x10xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
