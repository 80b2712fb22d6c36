func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<8xf32>)
  %v = vector.transfer_read %a[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  %w = arith.addf %v, %v : vector<8xf32>
  %b = memref.alloc() : memref<8xf32>
  vector.transfer_write %w, %b[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  %x = vector.load %b[%c0] : memref<8xf32>, vector<8xf32>
  %y = arith.mulf %x, %w : vector<8xf32>
  %c = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%pad : f32) outs(%c : memref<4x8xf32>)
  %c1 = arith.constant 1 : index
  vector.store %y, %c[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
  %r = vector.transfer_read %c[%c1, %c0], %pad : memref<4x8xf32>, vector<2x8xf32>
  %d = memref.alloc() : memref<2x8xf32>
  vector.transfer_write %r, %d[%c0, %c0] : vector<2x8xf32>, memref<2x8xf32>
  %u = memref.cast %d : memref<2x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  memref.dealloc %c : memref<4x8xf32>
  memref.dealloc %d : memref<2x8xf32>
  return
}
