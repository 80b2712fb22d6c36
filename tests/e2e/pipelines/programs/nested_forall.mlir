// Two levels of scf.forall tiling (as a GPU-style block/thread tiling would
// produce): 2x2 blocks of 16x16, each split into 2x2 threads of 8x8 tiles.
// Every thread computes its tile of (A B) with a zero-filled temporary, a
// scaled GELU-like epilogue in a second temporary, and writes it with
// tensor.parallel_insert_slice; the block level also keeps a per-block
// temporary (the row sums of its A slab) used by every thread. After the
// loops, a plain elementwise op. merge-alloc must give every thread its own
// slot for buffers it hoists out of a forall.
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @blocked(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %tenth = arith.constant 0.1 : f32
  %init = tensor.empty() : tensor<32x32xf32>
  %res = scf.forall (%bi, %bj) in (2, 2) shared_outs(%out = %init) -> (tensor<32x32xf32>) {
    %r0 = affine.apply affine_map<(d0) -> (d0 * 16)>(%bi)
    %c0 = affine.apply affine_map<(d0) -> (d0 * 16)>(%bj)
    %slab = tensor.extract_slice %a[%r0, 0] [16, 32] [1, 1] : tensor<32x32xf32> to tensor<16x32xf32>
    %rse = tensor.empty() : tensor<16xf32>
    %rsz = linalg.fill ins(%zero : f32) outs(%rse : tensor<16xf32>) -> tensor<16xf32>
    %rowsum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
        ins(%slab : tensor<16x32xf32>) outs(%rsz : tensor<16xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    } -> tensor<16xf32>
    %blk = tensor.extract_slice %out[%r0, %c0] [16, 16] [1, 1] : tensor<32x32xf32> to tensor<16x16xf32>
    %inner = scf.forall (%ti, %tj) in (2, 2) shared_outs(%bo = %blk) -> (tensor<16x16xf32>) {
      %tr = affine.apply affine_map<(d0) -> (d0 * 8)>(%ti)
      %tc = affine.apply affine_map<(d0) -> (d0 * 8)>(%tj)
      %ar = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 * 8)>(%bi, %ti)
      %bc = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 * 8)>(%bj, %tj)
      %as = tensor.extract_slice %a[%ar, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
      %bs = tensor.extract_slice %b[0, %bc] [32, 8] [1, 1] : tensor<32x32xf32> to tensor<32x8xf32>
      %rs = tensor.extract_slice %rowsum[%tr] [8] [1] : tensor<16xf32> to tensor<8xf32>
      %te = tensor.empty() : tensor<8x8xf32>
      %tz = linalg.fill ins(%zero : f32) outs(%te : tensor<8x8xf32>) -> tensor<8x8xf32>
      %mm = linalg.matmul ins(%as, %bs : tensor<8x32xf32>, tensor<32x8xf32>) outs(%tz : tensor<8x8xf32>) -> tensor<8x8xf32>
      %ge = tensor.empty() : tensor<8x8xf32>
      %g = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%mm, %rs : tensor<8x8xf32>, tensor<8xf32>) outs(%ge : tensor<8x8xf32>) {
      ^bb0(%v: f32, %r: f32, %o: f32):
        %sh = arith.mulf %r, %tenth : f32
        %y = arith.subf %v, %sh : f32
        %t = math.tanh %y : f32
        %p = arith.mulf %y, %t : f32
        linalg.yield %p : f32
      } -> tensor<8x8xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %g into %bo[%tr, %tc] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
      }
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %inner into %out[%r0, %c0] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<32x32xf32>
    }
  }
  %fe = tensor.empty() : tensor<32x32xf32>
  %f = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%res, %a : tensor<32x32xf32>, tensor<32x32xf32>) outs(%fe : tensor<32x32xf32>) {
  ^bb0(%v: f32, %x: f32, %o: f32):
    %s = arith.addf %v, %x : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  return %f : tensor<32x32xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.0625 : f32
  %ae = tensor.empty() : tensor<32x32xf32>
  %a = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ae : tensor<32x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.muli %i, %c7 : index
    %y = arith.muli %j, %c3 : index
    %s = arith.addi %x, %y : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %be = tensor.empty() : tensor<32x32xf32>
  %b = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%be : tensor<32x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.muli %i, %c5 : index
    %y = arith.muli %j, %c11 : index
    %s = arith.addi %x, %y : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %out = func.call @blocked(%a, %b) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
  %buf = bufferization.to_buffer %out : tensor<32x32xf32> to memref<32x32xf32>
  %u = memref.cast %buf : memref<32x32xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
