// The seed MLP (examples/mlp_tensor.mlir) after MLIR 22's
//   mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// with the buffers renamed a0..d0. Run: xdsl-opt -p merge-alloc examples/mlp.mlir
module {
  func.func @mlp(%x: memref<128x128xf32>, %w: memref<128x128xf32>) -> memref<128x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %a0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.fill ins(%cst : f32) outs(%a0 : memref<128x128xf32>)
    linalg.matmul ins(%x, %w : memref<128x128xf32>, memref<128x128xf32>) outs(%a0 : memref<128x128xf32>)
    %b0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.fill ins(%cst : f32) outs(%b0 : memref<128x128xf32>)
    linalg.matmul ins(%a0, %w : memref<128x128xf32>, memref<128x128xf32>) outs(%b0 : memref<128x128xf32>)
    %c0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.fill ins(%cst : f32) outs(%c0 : memref<128x128xf32>)
    linalg.matmul ins(%b0, %w : memref<128x128xf32>, memref<128x128xf32>) outs(%c0 : memref<128x128xf32>)
    %d0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.fill ins(%cst : f32) outs(%d0 : memref<128x128xf32>)
    linalg.matmul ins(%c0, %w : memref<128x128xf32>, memref<128x128xf32>) outs(%d0 : memref<128x128xf32>)
    return %d0 : memref<128x128xf32>
  }
}

