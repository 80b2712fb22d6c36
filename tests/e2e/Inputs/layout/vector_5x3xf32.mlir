// %a holds two vector<5x3xf32>: 80 bytes each under LLVM's layout (five
// vector<3xf32> rows, each padded to 16 bytes), not 64. %b is written while
// %a is live, so it must not share %a's bytes; %big, dead before both, only
// makes room for them to sit side by side.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant dense<7.0> : vector<5x3xf32>
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %big = memref.alloc() : memref<128xf32>
  linalg.fill ins(%one : f32) outs(%big : memref<128xf32>)
  %s = memref.load %big[%c1] : memref<128xf32>
  vector.print %s : f32
  memref.dealloc %big : memref<128xf32>
  %a = memref.alloc() : memref<2xvector<5x3xf32>>
  memref.store %seven, %a[%c0] : memref<2xvector<5x3xf32>>
  memref.store %seven, %a[%c1] : memref<2xvector<5x3xf32>>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c1] : memref<2xvector<5x3xf32>>
  %row = vector.extract %v[4] : vector<3xf32> from vector<5x3xf32>
  vector.print %row : vector<3xf32>
  %w = memref.load %b[%c1] : memref<16xf32>
  vector.print %w : f32
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %a : memref<2xvector<5x3xf32>>
  return
}
