// merge-alloc fuzz: mode=check alignment=8 planners=cost-model,size-first signature=checker-violation:misaligned
func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<4xvector<4xf32>>
  %i = arith.constant 7 : i64
  memref.store %i, %a[%c0] : memref<1xi64>
  %v = vector.broadcast %f : f32 to vector<4xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %v, %b[%k] : memref<4xvector<4xf32>>
  }
  %l = memref.load %b[%c2] : memref<4xvector<4xf32>>
  %e = vector.extract %l[1] : f32 from vector<4xf32>
  %j = memref.load %a[%c0] : memref<1xi64>
  %jf = arith.sitofp %j : i64 to f32
  %s = arith.addf %e, %jf : f32
  memref.store %s, %out[%c0] : memref<4xf32>
  return
}
func.func @main() {
  %o = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%o : memref<4xf32>)
  func.call @kernel(%o) : (memref<4xf32>) -> ()
  %u = memref.cast %o : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
