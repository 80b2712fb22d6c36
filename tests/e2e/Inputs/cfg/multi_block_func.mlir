// A function whose body is a cf loop (several blocks, valid MLIR): merge-alloc
// leaves it alone with one warning naming it, and still merges @straight.
func.func @cf_loop(%out: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<1xf32>
  memref.store %one, %acc[%c0] : memref<1xf32>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %t = memref.alloc() : memref<1xf32>
  %v = memref.load %acc[%c0] : memref<1xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %t[%c0] : memref<1xf32>
  memref.store %v, %out[%i] : memref<3xf32>
  %u = memref.load %t[%c0] : memref<1xf32>
  memref.store %u, %acc[%c0] : memref<1xf32>
  %i1 = arith.addi %i, %c1 : index
  %go = arith.cmpi slt, %i1, %c3 : index
  cf.cond_br %go, ^loop(%i1 : index), ^exit
^exit:
  return
}

func.func @straight(%out: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %three = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<3xf32>
  linalg.fill ins(%three : f32) outs(%a : memref<3xf32>)
  %b = memref.alloc() : memref<3xf32>
  linalg.add ins(%a, %a : memref<3xf32>, memref<3xf32>) outs(%b : memref<3xf32>)
  %c = memref.alloc() : memref<3xf32>
  linalg.mul ins(%b, %b : memref<3xf32>, memref<3xf32>) outs(%c : memref<3xf32>)
  linalg.copy ins(%c : memref<3xf32>) outs(%out : memref<3xf32>)
  return
}

func.func @main() {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  func.call @cf_loop(%a) : (memref<3xf32>) -> ()
  func.call @straight(%b) : (memref<3xf32>) -> ()
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
