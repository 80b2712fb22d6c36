// Only memref and func ops: merge-alloc's offsets add arith
// (tests/e2e/test_memref_only_lowering.py).
module {
  memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %w = memref.get_global @weights : memref<4xf32>
    %a = memref.alloc() : memref<4xf32>
    memref.copy %w, %a : memref<4xf32> to memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
    %c = memref.alloc() : memref<4xf32>
    memref.copy %b, %c : memref<4xf32> to memref<4xf32>
    memref.dealloc %a : memref<4xf32>
    %u = memref.cast %c : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %b : memref<4xf32>
    memref.dealloc %c : memref<4xf32>
    return
  }
}
