// Four buffers with disjoint lifetimes: %a and %b are freed by a
// bufferization.dealloc (through the base buffer of extract_strided_metadata,
// as --ownership-based-buffer-deallocation writes it; %b only if %flag holds,
// and never while the retained %keep aliases it), %c and %d by memref.dealloc.
// %a and %b must stay real allocations (a merged view handed to the dealloc
// would free the merged buffer); %c and %d may share bytes.
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %true = arith.constant true
    %one = arith.constant 1.0 : f32
    %res = memref.alloc() : memref<4xf32>
    %keep = memref.alloc() : memref<4xf32>
    %a = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %f = arith.index_cast %i : index to i32
      %x = arith.sitofp %f : i32 to f32
      memref.store %x, %a[%i] : memref<4xf32>
    }
    %va = memref.load %a[%c3] : memref<4xf32>
    memref.store %va, %res[%c0] : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %va, %b[%i] : memref<4xf32>
    }
    %vb = memref.load %b[%c2] : memref<4xf32>
    %sum = arith.addf %vb, %one : f32
    memref.store %sum, %res[%c1] : memref<4xf32>
    %flag = arith.cmpf ogt, %sum, %one : f32
    %base_a, %off_a, %size_a, %stride_a = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
    %base_b, %off_b, %size_b, %stride_b = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
    %owned = bufferization.dealloc (%base_a, %base_b : memref<f32>, memref<f32>) if (%true, %flag) retain (%keep : memref<4xf32>)
    %c = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %sum, %c[%i] : memref<4xf32>
    }
    %vc = memref.load %c[%c1] : memref<4xf32>
    memref.dealloc %c : memref<4xf32>
    %d = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %y = arith.addf %vc, %vc : f32
      memref.store %y, %d[%i] : memref<4xf32>
    }
    %vd = memref.load %d[%c0] : memref<4xf32>
    memref.store %vd, %res[%c2] : memref<4xf32>
    memref.dealloc %d : memref<4xf32>
    %o = arith.uitofp %owned : i1 to f32
    memref.store %o, %res[%c3] : memref<4xf32>
    %u = memref.cast %res : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %keep : memref<4xf32>
    memref.dealloc %res : memref<4xf32>
    return
  }
}
