// inputs-in-workspace as before f7bc302: %out (argument 1) is written by the
// memref.copy, so the caller reads it after the call, but %t2 takes its bytes
// after the copy. %x (argument 0) is only read: %t3 may take its bytes after
// its last read.
builtin.module {
  memref.global "private" @__merge_alloc_f_workspace : memref<192xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
  func.func @f() {
    %workspace = memref.get_global @__merge_alloc_f_workspace : memref<192xi8>
    %off0 = arith.constant 0 : index
    %off64 = arith.constant 64 : index
    %off128 = arith.constant 128 : index
    %two = arith.constant 2.000000e+00 : f32
    %x = memref.view %workspace[%off0][] {merge_alloc.input = 0 : i64} : memref<192xi8> to memref<16xf32>
    %out = memref.view %workspace[%off64][] {merge_alloc.input = 1 : i64} : memref<192xi8> to memref<16xf32>
    %t = memref.view %workspace[%off128][] : memref<192xi8> to memref<16xf32>
    linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    memref.copy %t, %out : memref<16xf32> to memref<16xf32>
    %t2 = memref.view %workspace[%off64][] : memref<192xi8> to memref<16xf32>
    linalg.fill ins(%two : f32) outs(%t2 : memref<16xf32>)
    %t3 = memref.view %workspace[%off0][] : memref<192xi8> to memref<16xf32>
    linalg.mul ins(%t2, %t : memref<16xf32>, memref<16xf32>) outs(%t3 : memref<16xf32>)
    func.call @kernel(%t3) : (memref<16xf32>) -> ()
    func.return
  }
  func.func private @kernel(memref<16xf32>) -> ()
}
