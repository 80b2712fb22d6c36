// A buffer of dynamic size %n with the user's promise %n <= 64: planned as a
// 256-byte slot that %late shares, with a run-time check of the promise.
func.func @kernel(%n: index, %out: memref<2xf32>, %k: index) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %d = memref.alloc(%n) {merge_alloc.upper_bound = array<i64: 64>} : memref<?xf32>
  scf.for %i = %i0 to %n step %i1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %d[%i] : memref<?xf32>
  }
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %i0 to %n step %i1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %d[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  %late = memref.alloc() : memref<64xf32>
  linalg.fill ins(%sum : f32) outs(%late : memref<64xf32>)
  %x = memref.load %late[%i1] : memref<64xf32>
  memref.store %x, %out[%k] : memref<2xf32>
  return
}

func.func @main() {
  %out = memref.alloc() : memref<2xf32>
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  %n7 = arith.constant 7 : index
  %n64 = arith.constant 64 : index
  func.call @kernel(%n7, %out, %k0) : (index, memref<2xf32>, index) -> ()
  func.call @kernel(%n64, %out, %k1) : (index, memref<2xf32>, index) -> ()
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
