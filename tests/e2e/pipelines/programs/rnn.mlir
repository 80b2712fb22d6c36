// An Elman RNN over 6 time steps (batch 4, input 8, hidden 16) as an scf.for
// carrying the hidden state: each step slices its input with
// tensor.extract_slice, computes x_t Wx and h Wh into fresh zero-filled
// temporaries, and on odd steps (scf.if inside the loop) also mixes in the
// previous state; tanh writes the new state in place. The per-step outputs
// are stacked with tensor.insert_slice into a second iter_arg.
#id2 = affine_map<(i, j) -> (i, j)>

func.func @rnn(%xs: tensor<6x4x8xf32>, %wx: tensor<8x16xf32>, %wh: tensor<16x16xf32>) -> tensor<6x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %mix = arith.constant 0.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %he = tensor.empty() : tensor<4x16xf32>
  %h0 = linalg.fill ins(%zero : f32) outs(%he : tensor<4x16xf32>) -> tensor<4x16xf32>
  %ye = tensor.empty() : tensor<6x4x16xf32>
  %hN, %ys = scf.for %t = %c0 to %c6 step %c1 iter_args(%h = %h0, %y = %ye) -> (tensor<4x16xf32>, tensor<6x4x16xf32>) {
    %x = tensor.extract_slice %xs[%t, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<6x4x8xf32> to tensor<4x8xf32>
    %ae = tensor.empty() : tensor<4x16xf32>
    %az = linalg.fill ins(%zero : f32) outs(%ae : tensor<4x16xf32>) -> tensor<4x16xf32>
    %a = linalg.matmul ins(%x, %wx : tensor<4x8xf32>, tensor<8x16xf32>) outs(%az : tensor<4x16xf32>) -> tensor<4x16xf32>
    %be = tensor.empty() : tensor<4x16xf32>
    %bz = linalg.fill ins(%zero : f32) outs(%be : tensor<4x16xf32>) -> tensor<4x16xf32>
    %b = linalg.matmul ins(%h, %wh : tensor<4x16xf32>, tensor<16x16xf32>) outs(%bz : tensor<4x16xf32>) -> tensor<4x16xf32>
    %parity = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %parity, %c1 : index
    %pre = scf.if %odd -> (tensor<4x16xf32>) {
      %me = tensor.empty() : tensor<4x16xf32>
      %m = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%b, %h : tensor<4x16xf32>, tensor<4x16xf32>) outs(%me : tensor<4x16xf32>) {
      ^bb0(%u: f32, %v: f32, %o: f32):
        %s = arith.mulf %v, %mix : f32
        %r = arith.addf %u, %s : f32
        linalg.yield %r : f32
      } -> tensor<4x16xf32>
      scf.yield %m : tensor<4x16xf32>
    } else {
      scf.yield %b : tensor<4x16xf32>
    }
    %hn = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%a, %pre : tensor<4x16xf32>, tensor<4x16xf32>) outs(%h : tensor<4x16xf32>) {
    ^bb0(%u: f32, %v: f32, %o: f32):
      %s = arith.addf %u, %v : f32
      %r = math.tanh %s : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    %y2 = tensor.insert_slice %hn into %y[%t, 0, 0] [1, 4, 16] [1, 1, 1] : tensor<4x16xf32> into tensor<6x4x16xf32>
    scf.yield %hn, %y2 : tensor<4x16xf32>, tensor<6x4x16xf32>
  }
  return %ys : tensor<6x4x16xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %half = arith.constant 6.0 : f32
  %scale = arith.constant 0.0625 : f32
  %xe = tensor.empty() : tensor<6x4x8xf32>
  %xs = linalg.generic {indexing_maps = [affine_map<(t, b, i) -> (t, b, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%xe : tensor<6x4x8xf32>) {
  ^bb0(%o: f32):
    %t = linalg.index 0 : index
    %b = linalg.index 1 : index
    %i = linalg.index 2 : index
    %x = arith.muli %t, %c5 : index
    %y = arith.muli %b, %c7 : index
    %z = arith.muli %i, %c3 : index
    %s0 = arith.addi %x, %y : index
    %s = arith.addi %s0, %z : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<6x4x8xf32>
  %we = tensor.empty() : tensor<24x16xf32>
  %w = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%we : tensor<24x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.muli %i, %c11 : index
    %y = arith.muli %j, %c5 : index
    %s = arith.addi %x, %y : index
    %r = arith.remui %s, %c13 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %d = arith.subf %rf, %half : f32
    %v = arith.mulf %d, %scale : f32
    linalg.yield %v : f32
  } -> tensor<24x16xf32>
  %wx = tensor.extract_slice %w[0, 0] [8, 16] [1, 1] : tensor<24x16xf32> to tensor<8x16xf32>
  %wh = tensor.extract_slice %w[8, 0] [16, 16] [1, 1] : tensor<24x16xf32> to tensor<16x16xf32>
  %out = func.call @rnn(%xs, %wx, %wh) : (tensor<6x4x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<6x4x16xf32>
  %buf = bufferization.to_buffer %out : tensor<6x4x16xf32> to memref<6x4x16xf32>
  %u = memref.cast %buf : memref<6x4x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
