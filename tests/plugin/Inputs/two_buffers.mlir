// Two buffers whose lifetimes do not overlap: merge-alloc shares their bytes.
func.func @two_buffers(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  memref.store %v, %a[%c0] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.store %v, %b[%c0] : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  func.return
}
