// Loops written with cf branches inside a multi-block scf.execute_region.
// @carried: each iteration allocates %next, writes it, then reads the
// previous iteration's buffer (%prev, the block argument): two instances are
// live at once, so %next must not get one offset (it would print 1 3 4 for
// 1 2 3). @reordered: the blocks are written out of execution order (^init
// after ^loop), so the ticks of %acc's uses (the write in ^init, the read in
// ^loop) do not cover %t, which ^loop writes before reading %acc in every
// iteration: %acc is live over the whole cycle.
func.func @carried(%out: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  scf.execute_region {
    %a0 = memref.alloc() : memref<1xf32>
    memref.store %one, %a0[%c0] : memref<1xf32>
    cf.br ^loop(%c0, %a0 : index, memref<1xf32>)
  ^loop(%i: index, %prev: memref<1xf32>):
    %next = memref.alloc() : memref<1xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %two = arith.addf %one, %one : f32
    %w = arith.addf %f, %two : f32
    memref.store %w, %next[%c0] : memref<1xf32>
    %v = memref.load %prev[%c0] : memref<1xf32>
    memref.store %v, %out[%i] : memref<3xf32>
    %i1 = arith.addi %i, %c1 : index
    %go = arith.cmpi slt, %i1, %c3 : index
    cf.cond_br %go, ^loop(%i1, %next : index, memref<1xf32>), ^exit
  ^exit:
    scf.yield
  }
  return
}

func.func @reordered(%out: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %ten = arith.constant 10.0 : f32
  scf.execute_region {
    %acc = memref.alloc() : memref<1xf32>
    cf.br ^init
  ^loop(%i: index):
    %t = memref.alloc() : memref<1xf32>
    memref.store %ten, %t[%c0] : memref<1xf32>
    %tv = memref.load %t[%c0] : memref<1xf32>
    %v = memref.load %acc[%c0] : memref<1xf32>
    %s = arith.mulf %tv, %v : f32
    memref.store %s, %out[%i] : memref<3xf32>
    %v1 = arith.addf %v, %one : f32
    memref.store %v1, %acc[%c0] : memref<1xf32>
    %i1 = arith.addi %i, %c1 : index
    %go = arith.cmpi slt, %i1, %c3 : index
    cf.cond_br %go, ^loop(%i1 : index), ^exit
  ^init:
    memref.store %one, %acc[%c0] : memref<1xf32>
    cf.br ^loop(%c0 : index)
  ^exit:
    scf.yield
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  func.call @carried(%a) : (memref<3xf32>) -> ()
  func.call @reordered(%b) : (memref<3xf32>) -> ()
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
