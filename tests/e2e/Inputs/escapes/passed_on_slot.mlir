// The slot goes through two functions: @relay takes the address and hands
// it with the caller's slot to @stash_address, which stores it.
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @stash_address(%p: index, %slot: memref<1xindex>) {
    %c0 = arith.constant 0 : index
    memref.store %p, %slot[%c0] : memref<1xindex>
    return
  }
  func.func private @relay(%m: memref<4xf32>, %slot: memref<1xindex>) {
    %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
    func.call @stash_address(%p, %slot) : (index, memref<1xindex>) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %three = arith.constant 3.0 : f32
    %five = arith.constant 5.0 : f32
    %slot = memref.alloc() : memref<1xindex>
    %a = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %three, %a[%i] : memref<4xf32>
    }
    func.call @relay(%a, %slot) : (memref<4xf32>, memref<1xindex>) -> ()
    %b = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %five, %b[%i] : memref<4xf32>
    }
    %addr = memref.load %slot[%c0] : memref<1xindex>
    %i64 = arith.index_cast %addr : index to i64
    %ptr = llvm.inttoptr %i64 : i64 to !llvm.ptr
    %v = llvm.load %ptr : !llvm.ptr -> f32
    %w = memref.load %b[%c0] : memref<4xf32>
    %res = memref.alloc() : memref<2xf32>
    memref.store %v, %res[%c0] : memref<2xf32>
    memref.store %w, %res[%c1] : memref<2xf32>
    %u = memref.cast %res : memref<2xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
