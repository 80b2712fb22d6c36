// %a is read through a memref.reshape view after %b is written: the view
// keeps %a alive, so %b must not take %a's bytes. The reshape reads its
// shape buffer when it runs, after %d is written: %d must not take the
// shape's bytes either.
func.func @kernel(%x: memref<16x16xf32>, %out: memref<3xf32>) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i7 = arith.constant 7 : index
  %n = arith.constant 256 : index
  %shape = memref.alloc() : memref<1xindex>
  memref.store %n, %shape[%i0] : memref<1xindex>
  %a = memref.alloc() : memref<16x16xf32>
  linalg.exp ins(%x : memref<16x16xf32>) outs(%a : memref<16x16xf32>)
  %d = memref.alloc() : memref<1xindex>
  memref.store %i7, %d[%i0] : memref<1xindex>
  %k = memref.load %d[%i0] : memref<1xindex>
  %v = memref.reshape %a(%shape) : (memref<16x16xf32>, memref<1xindex>) -> memref<256xf32>
  %b = memref.alloc() : memref<16x16xf32>
  linalg.mul ins(%x, %x : memref<16x16xf32>, memref<16x16xf32>) outs(%b : memref<16x16xf32>)
  %vb = memref.load %b[%i7, %i7] : memref<16x16xf32>
  memref.store %vb, %out[%i1] : memref<3xf32>
  %va = memref.load %v[%k] : memref<256xf32>
  memref.store %va, %out[%i0] : memref<3xf32>
  %r = memref.rank %v : memref<256xf32>
  %rf = arith.index_cast %r : index to i32
  %rs = arith.sitofp %rf : i32 to f32
  memref.store %rs, %out[%i2] : memref<3xf32>
  memref.dealloc %shape : memref<1xindex>
  memref.dealloc %d : memref<1xindex>
  memref.dealloc %a : memref<16x16xf32>
  memref.dealloc %b : memref<16x16xf32>
  return
}

func.func @main() {
  %x = memref.alloc() : memref<16x16xf32>
  %out = memref.alloc() : memref<3xf32>
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%half : f32) outs(%x : memref<16x16xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<3xf32>)
  func.call @kernel(%x, %out) : (memref<16x16xf32>, memref<3xf32>) -> ()
  %u = memref.cast %out : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
