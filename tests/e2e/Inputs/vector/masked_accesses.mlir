// Two pairs of buffers that merge-alloc may place in the same bytes only if
// it sees the masked accesses' memory effects (dialects/vector.py):
// %a is last read by vector.gather, after %b is written; %c is first
// written by vector.compressstore, before %e is written, and read back by
// vector.expandload after %e's last use. Were the gather's read of %a (or
// the compressstore's write of %c) invisible, %a's lifetime would end at its
// last memref.store (%c's begin at the expandload), and %b (%e) could take
// its bytes: the program would print 7s (2s) where it prints %a's (%c's)
// values. tests/e2e/test_vector_masked_accesses.py runs it before and after
// merge-alloc.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %a[%i] : memref<16xf32>
  }
  %seven = arith.constant 7.0 : f32
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%seven : f32) outs(%b : memref<16xf32>)
  %indices = arith.constant dense<[3, 0, 5, 9]> : vector<4xi32>
  %all = arith.constant dense<true> : vector<4xi1>
  %zeros = arith.constant dense<0.0> : vector<4xf32>
  %g = vector.gather %a[%c0] [%indices], %all, %zeros : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %bv = vector.load %b[%c1] : memref<16xf32>, vector<4xf32>
  %s = arith.addf %g, %bv : vector<4xf32>
  %c = memref.alloc() : memref<8xf32>
  %some = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  vector.compressstore %c[%c1], %some, %s : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %two = arith.constant 2.0 : f32
  %e = memref.alloc() : memref<8xf32>
  linalg.fill ins(%two : f32) outs(%e : memref<8xf32>)
  %ev = vector.load %e[%c0] : memref<8xf32>, vector<4xf32>
  %x = vector.expandload %c[%c1], %some, %ev : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %d = memref.alloc() : memref<4xf32>
  vector.store %x, %d[%c0] : memref<4xf32>, vector<4xf32>
  %u = memref.cast %d : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %c : memref<8xf32>
  memref.dealloc %e : memref<8xf32>
  memref.dealloc %d : memref<4xf32>
  return
}
