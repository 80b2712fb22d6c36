// Buffers, views, calls and control flow in blocks.
func.func private @consume(memref<16xf32>)

func.func @memref_func(%n: index, %v: f32, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %b = memref.alloca() : memref<4x4xf32>
  memref.store %v, %a[%c0] : memref<16xf32>
  %l0 = memref.load %a[%c0] : memref<16xf32>
  %l1 = memref.load %a[%c0] : memref<16xf32>
  %sub = memref.subview %a[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %d = memref.dim %m, %c0 : memref<?xf32>
  %raw = memref.alloc() : memref<64xi8>
  %view = memref.view %raw[%c0][] : memref<64xi8> to memref<4x4xf32>
  memref.store %l1, %b[%c0, %c0] : memref<4x4xf32>
  func.call @consume(%a) : (memref<16xf32>) -> ()
  %cmp = arith.cmpi ult, %d, %c4 : index
  cf.cond_br %cmp, ^small, ^large(%l0 : f32)
^small:
  cf.br ^large(%l1 : f32)
^large(%r: f32):
  memref.dealloc %raw : memref<64xi8>
  memref.dealloc %a : memref<16xf32>
  func.return %r : f32
}
