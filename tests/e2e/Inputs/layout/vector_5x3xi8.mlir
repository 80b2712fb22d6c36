// %a holds two vector<5x3xi8>: 20 bytes each under LLVM's layout (five
// vector<3xi8> rows, each padded to 4 bytes), not 16. %b is written while
// %a is live, so it must not share %a's bytes; %big, dead before both, only
// makes room for them to sit side by side.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant dense<7> : vector<5x3xi8>
  %two = arith.constant 2 : i8
  %one = arith.constant 1 : i8
  %big = memref.alloc() : memref<128xi8>
  linalg.fill ins(%one : i8) outs(%big : memref<128xi8>)
  %s = memref.load %big[%c1] : memref<128xi8>
  vector.print %s : i8
  memref.dealloc %big : memref<128xi8>
  %a = memref.alloc() : memref<2xvector<5x3xi8>>
  memref.store %seven, %a[%c0] : memref<2xvector<5x3xi8>>
  memref.store %seven, %a[%c1] : memref<2xvector<5x3xi8>>
  %b = memref.alloc() : memref<16xi8>
  linalg.fill ins(%two : i8) outs(%b : memref<16xi8>)
  %v = memref.load %a[%c1] : memref<2xvector<5x3xi8>>
  %row = vector.extract %v[4] : vector<3xi8> from vector<5x3xi8>
  vector.print %row : vector<3xi8>
  %w = memref.load %b[%c1] : memref<16xi8>
  vector.print %w : i8
  memref.dealloc %b : memref<16xi8>
  memref.dealloc %a : memref<2xvector<5x3xi8>>
  return
}
