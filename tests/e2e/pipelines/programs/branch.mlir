// Data-dependent control flow with scf.if: the then-branch runs a two-matmul
// chain with its own temporaries (and a nested scf.if choosing the
// activation), the else-branch a cheaper elementwise path; the join adds a
// residual. Buffers allocated in one branch must not be confused with the
// other's, and the value crossing the join is alive in both. @main calls the
// function once per path.
#id2 = affine_map<(i, j) -> (i, j)>

func.func @branchy(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>, %mode: index) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %tenth = arith.constant 0.1 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %he = tensor.empty() : tensor<16x16xf32>
  %hz = linalg.fill ins(%zero : f32) outs(%he : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%hz : tensor<16x16xf32>) -> tensor<16x16xf32>
  %heavy = arith.cmpi ne, %mode, %c0 : index
  %y = scf.if %heavy -> (tensor<16x16xf32>) {
    %ae = tensor.empty() : tensor<16x16xf32>
    %az = linalg.fill ins(%zero : f32) outs(%ae : tensor<16x16xf32>) -> tensor<16x16xf32>
    %a = linalg.matmul ins(%h, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%az : tensor<16x16xf32>) -> tensor<16x16xf32>
    %relu = arith.cmpi eq, %mode, %c1 : index
    %act = scf.if %relu -> (tensor<16x16xf32>) {
      %re = tensor.empty() : tensor<16x16xf32>
      %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%a : tensor<16x16xf32>) outs(%re : tensor<16x16xf32>) {
      ^bb0(%v: f32, %o: f32):
        %m = arith.maximumf %v, %zero : f32
        linalg.yield %m : f32
      } -> tensor<16x16xf32>
      scf.yield %r : tensor<16x16xf32>
    } else {
      %le = tensor.empty() : tensor<16x16xf32>
      %l = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%a : tensor<16x16xf32>) outs(%le : tensor<16x16xf32>) {
      ^bb0(%v: f32, %o: f32):
        %s = arith.mulf %v, %tenth : f32
        %m = arith.maximumf %v, %s : f32
        linalg.yield %m : f32
      } -> tensor<16x16xf32>
      scf.yield %l : tensor<16x16xf32>
    }
    %be = tensor.empty() : tensor<16x16xf32>
    %bz = linalg.fill ins(%zero : f32) outs(%be : tensor<16x16xf32>) -> tensor<16x16xf32>
    %b = linalg.matmul ins(%act, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%bz : tensor<16x16xf32>) -> tensor<16x16xf32>
    scf.yield %b : tensor<16x16xf32>
  } else {
    %se = tensor.empty() : tensor<16x16xf32>
    %s = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%h : tensor<16x16xf32>) outs(%se : tensor<16x16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %sq = arith.mulf %v, %v : f32
      %m = arith.mulf %sq, %tenth : f32
      linalg.yield %m : f32
    } -> tensor<16x16xf32>
    scf.yield %s : tensor<16x16xf32>
  }
  %oe = tensor.empty() : tensor<16x16xf32>
  %out = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%oe : tensor<16x16xf32>) {
  ^bb0(%v: f32, %r: f32, %o: f32):
    %s = arith.addf %v, %r : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  return %out : tensor<16x16xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.0625 : f32
  %xe = tensor.empty() : tensor<16x16xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%xe : tensor<16x16xf32>) {
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
  } -> tensor<16x16xf32>
  %we = tensor.empty() : tensor<16x16xf32>
  %w = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%we : tensor<16x16xf32>) {
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
  } -> tensor<16x16xf32>
  %y0 = func.call @branchy(%x, %w, %c0) : (tensor<16x16xf32>, tensor<16x16xf32>, index) -> tensor<16x16xf32>
  %b0 = bufferization.to_buffer %y0 : tensor<16x16xf32> to memref<16x16xf32>
  %u0 = memref.cast %b0 : memref<16x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %y1 = func.call @branchy(%x, %w, %c1) : (tensor<16x16xf32>, tensor<16x16xf32>, index) -> tensor<16x16xf32>
  %b1 = bufferization.to_buffer %y1 : tensor<16x16xf32> to memref<16x16xf32>
  %u1 = memref.cast %b1 : memref<16x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %y2 = func.call @branchy(%x, %w, %c2) : (tensor<16x16xf32>, tensor<16x16xf32>, index) -> tensor<16x16xf32>
  %b2 = bufferization.to_buffer %y2 : tensor<16x16xf32> to memref<16x16xf32>
  %u2 = memref.cast %b2 : memref<16x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
