// A fixed-point style iteration with scf.while: a 1-D three-point smoothing
// stencil followed by a damped update, repeated until the step count reaches
// its bound or the signal's first element drops below a threshold (the
// condition reads the carried tensor). Each step computes into fresh
// temporaries and writes the new state back into the carried buffer in place
// (as one-shot bufferization requires of loop-carried tensors).
#id1 = affine_map<(i) -> (i)>

func.func @smooth(%init: tensor<64xf32>, %steps: index) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %third = arith.constant 0.333333343 : f32
  %damp = arith.constant 0.75 : f32
  %floor = arith.constant -100.0 : f32
  %state, %n = scf.while (%x = %init, %i = %c0) : (tensor<64xf32>, index) -> (tensor<64xf32>, index) {
    %more = arith.cmpi ult, %i, %steps : index
    %first = tensor.extract %x[%c0] : tensor<64xf32>
    %big = arith.cmpf ogt, %first, %floor : f32
    %go = arith.andi %more, %big : i1
    scf.condition(%go) %x, %i : tensor<64xf32>, index
  } do {
  ^bb0(%x: tensor<64xf32>, %i: index):
    // neighbours: smoothed[k] = (x[k-1] + x[k] + x[k+1]) / 3, clamped at the ends
    %se = tensor.empty() : tensor<64xf32>
    %s = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%se : tensor<64xf32>) {
    ^bb0(%o: f32):
      %k = linalg.index 0 : index
      %km = arith.subi %k, %c1 : index
      %kp = arith.addi %k, %c1 : index
      %lo = arith.maxsi %km, %c0 : index
      %hi = arith.minsi %kp, %c63 : index
      %a = tensor.extract %x[%lo] : tensor<64xf32>
      %b = tensor.extract %x[%k] : tensor<64xf32>
      %c = tensor.extract %x[%hi] : tensor<64xf32>
      %ab = arith.addf %a, %b : f32
      %abc = arith.addf %ab, %c : f32
      %r = arith.mulf %abc, %third : f32
      linalg.yield %r : f32
    } -> tensor<64xf32>
    %de = tensor.empty() : tensor<64xf32>
    %d = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
        ins(%s, %x : tensor<64xf32>, tensor<64xf32>) outs(%de : tensor<64xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %diff = arith.subf %a, %b : f32
      %r = arith.mulf %diff, %damp : f32
      linalg.yield %r : f32
    } -> tensor<64xf32>
    %next = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
        ins(%d : tensor<64xf32>) outs(%x : tensor<64xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %o, %a : f32
      linalg.yield %r : f32
    } -> tensor<64xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %next, %i1 : tensor<64xf32>, index
  }
  return %state : tensor<64xf32>
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c23 = arith.constant 23 : index
  %half = arith.constant 11.0 : f32
  %ie = tensor.empty() : tensor<64xf32>
  %init = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ie : tensor<64xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %a = arith.muli %k, %c5 : index
    %r = arith.remui %a, %c23 : index
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    %v = arith.subf %rf, %half : f32
    linalg.yield %v : f32
  } -> tensor<64xf32>
  %out = func.call @smooth(%init, %c6) : (tensor<64xf32>, index) -> tensor<64xf32>
  %buf = bufferization.to_buffer %out : tensor<64xf32> to memref<64xf32>
  %u = memref.cast %buf : memref<64xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
