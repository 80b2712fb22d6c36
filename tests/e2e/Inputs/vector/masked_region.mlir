// A buffer read only through `vector.mask { vector.transfer_read }` (masked
// vectorization, dialects/vector.py): %a is last read inside the mask,
// after %b is written. The mask's effects are its body's, so %a stays live
// up to it and %b gets other bytes; were the masked read invisible, %b
// could take %a's bytes and the program would print 6s where it prints
// [8, 9, 6, 11] (a[1..4] masked at lane 2 to -1, plus 7).
// tests/e2e/test_vector_masked_accesses.py runs it before and after merge-alloc.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  %seven = arith.constant 7.0 : f32
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%seven : f32) outs(%b : memref<8xf32>)
  %pad = arith.constant -1.0 : f32
  %some = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %r = vector.mask %some { vector.transfer_read %a[%c1], %pad : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %bv = vector.load %b[%c0] : memref<8xf32>, vector<4xf32>
  %s = arith.addf %r, %bv : vector<4xf32>
  %d = memref.alloc() : memref<4xf32>
  vector.store %s, %d[%c0] : memref<4xf32>, vector<4xf32>
  %u = memref.cast %d : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  memref.dealloc %d : memref<4xf32>
  return
}
