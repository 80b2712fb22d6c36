// A buffer of dynamic size %m = min(%n, 128) f32 elements: planned as a
// 512-byte slot that a static 512-byte buffer used later shares; %t, live
// with both, keeps its own bytes. @main runs the kernel for several %n.
#min128 = affine_map<(d0) -> (d0, 128)>
func.func @kernel(%n: index, %out: memref<4xf32>, %k: index) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %m = affine.min #min128(%n)
  %t = memref.alloc() : memref<128xf32>
  linalg.fill ins(%one : f32) outs(%t : memref<128xf32>)
  %d = memref.alloc(%m) : memref<?xf32>
  scf.for %i = %i0 to %m step %i1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %tv = memref.load %t[%i] : memref<128xf32>
    %s = arith.addf %f, %tv : f32
    memref.store %s, %d[%i] : memref<?xf32>
  }
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %i0 to %m step %i1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %d[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  memref.store %sum, %out[%k] : memref<4xf32>
  %s2 = memref.alloc() : memref<128xf32>
  linalg.fill ins(%sum : f32) outs(%s2 : memref<128xf32>)
  linalg.add ins(%s2, %t : memref<128xf32>, memref<128xf32>) outs(%t : memref<128xf32>)
  %last = memref.load %t[%i0] : memref<128xf32>
  %prev = memref.load %out[%k] : memref<4xf32>
  %both = arith.addf %prev, %last : f32
  memref.store %both, %out[%k] : memref<4xf32>
  return
}

func.func @main() {
  %out = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<4xf32>)
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %n5 = arith.constant 5 : index
  %n100 = arith.constant 100 : index
  %n128 = arith.constant 128 : index
  %n300 = arith.constant 300 : index
  func.call @kernel(%n5, %out, %k0) : (index, memref<4xf32>, index) -> ()
  func.call @kernel(%n100, %out, %k1) : (index, memref<4xf32>, index) -> ()
  func.call @kernel(%n128, %out, %k2) : (index, memref<4xf32>, index) -> ()
  func.call @kernel(%n300, %out, %k3) : (index, memref<4xf32>, index) -> ()
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
