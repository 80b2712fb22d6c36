// Three 1 KiB buffers, each used in one case of an scf.index_switch (the
// default region included): they share 1,024 bytes.
func.func @kernel(%k: index, %x: memref<256xf32>, %out: memref<3xf32>) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i9 = arith.constant 9 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  %c = memref.alloc() : memref<256xf32>
  scf.index_switch %k
  case 0 {
    linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
    %v = memref.load %a[%i9] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<3xf32>
    scf.yield
  }
  case 1 {
    linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    %v = memref.load %b[%i9] : memref<256xf32>
    memref.store %v, %out[%i1] : memref<3xf32>
    scf.yield
  }
  default {
    linalg.add ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%c : memref<256xf32>)
    %v = memref.load %c[%i9] : memref<256xf32>
    memref.store %v, %out[%i2] : memref<3xf32>
    scf.yield
  }
  return
}

func.func @main() {
  %x = memref.alloc() : memref<256xf32>
  %out = memref.alloc() : memref<3xf32>
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  linalg.fill ins(%half : f32) outs(%x : memref<256xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<3xf32>)
  func.call @kernel(%k0, %x, %out) : (index, memref<256xf32>, memref<3xf32>) -> ()
  func.call @kernel(%k1, %x, %out) : (index, memref<256xf32>, memref<3xf32>) -> ()
  func.call @kernel(%k2, %x, %out) : (index, memref<256xf32>, memref<3xf32>) -> ()
  %u = memref.cast %out : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
