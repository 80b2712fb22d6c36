// %a and %b are never freed. Their addresses are taken and compared: two
// allocations that are both live compare unequal under any allocator, so the
// comparison must print 0 after merging too.
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  vector.print %x : f32
  %pa = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<16xf32>)
  %y = memref.load %b[%c0] : memref<16xf32>
  vector.print %y : f32
  %pb = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  %same = arith.cmpi eq, %pa, %pb : index
  vector.print %same : i1
  return
}
