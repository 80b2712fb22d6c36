// As compared.mlir, but the two addresses go through memory (`%slots`)
// before they are compared, as the deallocation pipeline's helper reads
// them; here the answer is printed, so it is more than a decision to free.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %slots = memref.alloc() : memref<2xindex>
  memref.store %c0, %slots[%c0] : memref<2xindex>
  memref.store %c0, %slots[%c1] : memref<2xindex>
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  vector.print %x : f32
  %pa = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  memref.store %pa, %slots[%c0] : memref<2xindex>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<16xf32>)
  %y = memref.load %b[%c0] : memref<16xf32>
  vector.print %y : f32
  %pb = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  memref.store %pb, %slots[%c1] : memref<2xindex>
  %la = memref.load %slots[%c0] : memref<2xindex>
  %lb = memref.load %slots[%c1] : memref<2xindex>
  %same = arith.cmpi eq, %la, %lb : index
  vector.print %same : i1
  memref.dealloc %slots : memref<2xindex>
  return
}
