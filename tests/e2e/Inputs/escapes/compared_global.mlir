// The callee stores the address of its argument into a private global that
// is only ever compared to decide a free (as the deallocation pipeline does):
// no escape, so %a and %b may still share bytes. (Printing the answer would
// make the comparison observable, and %a escape: tests/e2e/
// test_compared_addresses.py.)
module {
  func.func private @printMemrefF32(memref<*xf32>)
  memref.global "private" @slot : memref<1xindex> = uninitialized
  func.func private @stash(%m: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %slot = memref.get_global @slot : memref<1xindex>
    %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
    memref.store %p, %slot[%c0] : memref<1xindex>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %three = arith.constant 3.0 : f32
    %five = arith.constant 5.0 : f32
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %a = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %three, %a[%i] : memref<4xf32>
    }
    func.call @stash(%a) : (memref<4xf32>) -> ()
    %v = memref.load %a[%c0] : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %five, %b[%i] : memref<4xf32>
    }
    %w = memref.load %b[%c0] : memref<4xf32>
    %slot = memref.get_global @slot : memref<1xindex>
    %stashed = memref.load %slot[%c0] : memref<1xindex>
    %c2 = arith.constant 2 : index
    %same = arith.cmpi ne, %stashed, %c2 : index
    %scratch = memref.alloc() : memref<1xf32>
    memref.store %one, %scratch[%c0] : memref<1xf32>
    scf.if %same {
      memref.dealloc %scratch : memref<1xf32>
    }
    %res = memref.alloc() : memref<3xf32>
    memref.store %v, %res[%c0] : memref<3xf32>
    memref.store %w, %res[%c1] : memref<3xf32>
    memref.store %zero, %res[%c2] : memref<3xf32>
    %u = memref.cast %res : memref<3xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
