// RUN: xdsl-opt -p reorder-for-memory %s | filecheck %s

// Two branches, each widening x to 64x4 and reducing it back: the program
// order computes both wide tensors before reducing either (peak: two wide
// tensors). Each broadcast reads only an argument and has one reader: it is
// glued right before that reader (the program order with the glue is best),
// and each tensor.empty moves right before its first user.
func.func @branches(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e1 = tensor.empty() : tensor<64x4xf32>
  %e2 = tensor.empty() : tensor<64x4xf32>
  %r = tensor.empty() : tensor<4xf32>
  %a1 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e1 : tensor<64x4xf32>) dimensions = [0]
  %a2 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e2 : tensor<64x4xf32>) dimensions = [0]
  %s1 = linalg.reduce ins(%a1 : tensor<64x4xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %s2 = linalg.reduce ins(%a2 : tensor<64x4xf32>) outs(%s1 : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @branches
// CHECK-NEXT:    %e1 = tensor.empty() : tensor<64x4xf32>
// CHECK-NEXT:    %r = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %a1 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e1 : tensor<64x4xf32>)
// CHECK-NEXT:    %s1 = linalg.reduce ins(%a1
// CHECK:         %e2 = tensor.empty() : tensor<64x4xf32>
// CHECK-NEXT:    %a2 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e2 : tensor<64x4xf32>)
// CHECK-NEXT:    %s2 = linalg.reduce ins(%a2

// The same branches from a computed tensor %t read by both: no glue, the
// order of the graph is searched (the list scheduler or the exact search
// finishes the first branch before starting the second).
func.func @interleaved(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e0 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<64x4xf32>
  %a1 = linalg.broadcast ins(%t : tensor<4xf32>) outs(%e1 : tensor<64x4xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<64x4xf32>
  %a2 = linalg.broadcast ins(%t : tensor<4xf32>) outs(%e2 : tensor<64x4xf32>) dimensions = [0]
  %r = tensor.empty() : tensor<4xf32>
  %s1 = linalg.reduce ins(%a1 : tensor<64x4xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %s2 = linalg.reduce ins(%a2 : tensor<64x4xf32>) outs(%s1 : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @interleaved
// CHECK:         %t = linalg.add
// CHECK:         %a1 = linalg.broadcast
// CHECK:         %s1 = linalg.reduce
// CHECK:         %a2 = linalg.broadcast
// CHECK:         %s2 = linalg.reduce

// A call (not known to be free of effects) is a barrier: the branches on
// either side of it are ordered apart, and nothing crosses it.
func.func private @effect() -> ()
func.func @barrier(%x: tensor<4xf32>) -> (tensor<64x4xf32>, tensor<4xf32>) {
  %e1 = tensor.empty() : tensor<64x4xf32>
  %e2 = tensor.empty() : tensor<64x4xf32>
  %r = tensor.empty() : tensor<4xf32>
  %a1 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e1 : tensor<64x4xf32>) dimensions = [0]
  %a2 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e2 : tensor<64x4xf32>) dimensions = [0]
  func.call @effect() : () -> ()
  %s1 = linalg.reduce ins(%a1 : tensor<64x4xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %a2, %s1 : tensor<64x4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @barrier
// CHECK-NEXT:    %e1 = tensor.empty() : tensor<64x4xf32>
// CHECK-NEXT:    %e2 = tensor.empty() : tensor<64x4xf32>
// CHECK-NEXT:    %r = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %a1 = linalg.broadcast
// CHECK-NEXT:    %a2 = linalg.broadcast
// CHECK-NEXT:    func.call @effect() : () -> ()
// CHECK-NEXT:    %s1 = linalg.reduce

// A chain: the program order is the only order, and nothing moves (the
// unused tensor.empty stays where it is).
func.func @chain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<64x4xf32>
  %unused = tensor.empty() : tensor<8xf32>
  %r = tensor.empty() : tensor<4xf32>
  %a = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e : tensor<64x4xf32>) dimensions = [0]
  %s = linalg.reduce ins(%a : tensor<64x4xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s : tensor<4xf32>
}

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %e = tensor.empty() : tensor<64x4xf32>
// CHECK-NEXT:    %unused = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:    %r = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %a = linalg.broadcast
// CHECK-NEXT:    %s = linalg.reduce

// A value a linalg body takes from outside is read by the op: %k (one
// reader, the second reduce's body) is glued right before that reduce, not
// left where nothing would define it.
func.func @captured(%x: tensor<4xf32>, %c: f32) -> tensor<4xf32> {
  %e0 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %k = arith.mulf %c, %c : f32
  %e1 = tensor.empty() : tensor<64x4xf32>
  %a1 = linalg.broadcast ins(%t : tensor<4xf32>) outs(%e1 : tensor<64x4xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<64x4xf32>
  %a2 = linalg.broadcast ins(%t : tensor<4xf32>) outs(%e2 : tensor<64x4xf32>) dimensions = [0]
  %r = tensor.empty() : tensor<4xf32>
  %s1 = linalg.reduce ins(%a1 : tensor<64x4xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %s2 = linalg.reduce ins(%a2 : tensor<64x4xf32>) outs(%s1 : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      %1 = arith.mulf %0, %k : f32
      linalg.yield %1 : f32
    }
  func.return %s2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @captured
// CHECK:         %s1 = linalg.reduce
// CHECK:         %a2 = linalg.broadcast
// CHECK-NEXT:    %k = arith.mulf %c, %c : f32
// CHECK-NEXT:    %s2 = linalg.reduce
