// Causal self-attention head: scores = Q Kᵀ (K transposed by the named
// `linalg.transpose`), scaled and masked with the scalar -inf constant above
// the diagonal, a numerically stable row softmax (row max initialised to
// -inf, exp, row sum, divide), then P V and an output projection. Many
// short-lived temporaries of three sizes, Q/K/V live across the scores.
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @attention(%x: tensor<8x16xf32>, %wq: tensor<16x16xf32>, %wk: tensor<16x16xf32>,
                     %wv: tensor<16x16xf32>, %wo: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.25 : f32
  %e816 = tensor.empty() : tensor<8x16xf32>
  %z816 = linalg.fill ins(%zero : f32) outs(%e816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ke = tensor.empty() : tensor<8x16xf32>
  %kz = linalg.fill ins(%zero : f32) outs(%ke : tensor<8x16xf32>) -> tensor<8x16xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<8x16xf32>, tensor<16x16xf32>) outs(%kz : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ve = tensor.empty() : tensor<8x16xf32>
  %vz = linalg.fill ins(%zero : f32) outs(%ve : tensor<8x16xf32>) -> tensor<8x16xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<8x16xf32>, tensor<16x16xf32>) outs(%vz : tensor<8x16xf32>) -> tensor<8x16xf32>
  %kte = tensor.empty() : tensor<16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<8x16xf32>) outs(%kte : tensor<16x8xf32>) permutation = [1, 0]
  %se = tensor.empty() : tensor<8x8xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<8x16xf32>, tensor<16x8xf32>) outs(%sz : tensor<8x8xf32>) -> tensor<8x8xf32>
  // scale, and -inf where the key comes after the query
  %me = tensor.empty() : tensor<8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x8xf32>) outs(%me : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %future = arith.cmpi ugt, %j, %i : index
    %scaled = arith.mulf %a, %scale : f32
    %r = arith.select %future, %ninf, %scaled : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %mxe = tensor.empty() : tensor<8xf32>
  %mxi = linalg.fill ins(%ninf : f32) outs(%mxe : tensor<8xf32>) -> tensor<8xf32>
  %mx = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%masked : tensor<8x8xf32>) outs(%mxi : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %ee = tensor.empty() : tensor<8x8xf32>
  %ex = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%masked, %mx : tensor<8x8xf32>, tensor<8xf32>) outs(%ee : tensor<8x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %sme = tensor.empty() : tensor<8xf32>
  %smz = linalg.fill ins(%zero : f32) outs(%sme : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<8x8xf32>) outs(%smz : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %pe = tensor.empty() : tensor<8x8xf32>
  %p = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<8x8xf32>, tensor<8xf32>) outs(%pe : tensor<8x8xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %ce = tensor.empty() : tensor<8x16xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ctx = linalg.matmul ins(%p, %v : tensor<8x8xf32>, tensor<8x16xf32>) outs(%cz : tensor<8x16xf32>) -> tensor<8x16xf32>
  %oe = tensor.empty() : tensor<8x16xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<8x16xf32>) -> tensor<8x16xf32>
  %out = linalg.matmul ins(%ctx, %wo : tensor<8x16xf32>, tensor<16x16xf32>) outs(%oz : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %out : tensor<8x16xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %c19 = arith.constant 19 : index
  %half = arith.constant 8.0 : f32
  %scale = arith.constant 0.0625 : f32
  %xe = tensor.empty() : tensor<8x16xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%xe : tensor<8x16xf32>) {
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
  } -> tensor<8x16xf32>
  %we = tensor.empty() : tensor<4x16x16xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(n, i, j) -> (n, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%we : tensor<4x16x16xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %a = arith.muli %i, %c5 : index
    %b = arith.muli %j, %c11 : index
    %c = arith.muli %n, %c13 : index
    %s0 = arith.addi %a, %b : index
    %s = arith.addi %s0, %c : index
    %r = arith.remui %s, %c19 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<4x16x16xf32>
  %wq = tensor.extract_slice %w[0, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<4x16x16xf32> to tensor<16x16xf32>
  %wk = tensor.extract_slice %w[1, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<4x16x16xf32> to tensor<16x16xf32>
  %wv = tensor.extract_slice %w[2, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<4x16x16xf32> to tensor<16x16xf32>
  %wo = tensor.extract_slice %w[3, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<4x16x16xf32> to tensor<16x16xf32>
  %out = func.call @attention(%x, %wq, %wk, %wv, %wo)
      : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %buf = bufferization.to_buffer %out : tensor<8x16xf32> to memref<8x16xf32>
  %u = memref.cast %buf : memref<8x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
