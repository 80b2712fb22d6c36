#id = affine_map<(d0) -> (d0)>
memref.global "private" constant @w1 : memref<8xf32> = dense<[1.0, -2.0, 3.5, 0.25, 7.0, -1.5, 2.0, 0.125]>
memref.global "private" constant @w2 : memref<3xf64> = dense<[1.0e-300, 2.5, -0.0]>
memref.global "private" constant @bits : memref<5xi1> = dense<[true, false, true, true, false]>
memref.global "private" @state : memref<8xf32> = dense<0.0>
memref.global "private" constant @scalar : memref<f32> = dense<4.0>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %w = memref.get_global @w1 : memref<8xf32>
  %st = memref.get_global @state : memref<8xf32>
  %sc = memref.get_global @scalar : memref<f32>
  %scv = memref.load %sc[] : memref<f32>
  %a = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%w : memref<8xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scv : f32
    linalg.yield %y : f32
  }
  // alloc viewed by the user themselves
  %raw = memref.alloc() : memref<64xi8>
  %v = memref.view %raw[%c0][] : memref<64xi8> to memref<8xf32>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %ms = memref.memory_space_cast %v : memref<8xf32> to memref<8xf32, 1>
  %ms2 = memref.memory_space_cast %ms : memref<8xf32, 1> to memref<8xf32>
  memref.assume_alignment %ms2, 16 : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %w : memref<8xf32>, memref<8xf32>) outs(%ms2 : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  memref.copy %v, %st : memref<8xf32> to memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %w2 = memref.get_global @w2 : memref<3xf64>
  %d2 = memref.load %w2[%c1] : memref<3xf64>
  %f2 = arith.truncf %d2 : f64 to f32
  %bits = memref.get_global @bits : memref<5xi1>
  %bt = memref.load %bits[%c1] : memref<5xi1>
  %sel = arith.select %bt, %scv, %f2 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%st : memref<8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.subf %x, %sel : f32
    linalg.yield %y : f32
  }
  %vec = vector.transfer_read %b[%c0], %scv {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  %e = memref.alloc() : memref<8xf32>
  %vec2 = arith.addf %vec, %vec : vector<8xf32>
  vector.transfer_write %vec2, %e[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  %u0 = memref.cast %e : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %rc : memref<2x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %st : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
