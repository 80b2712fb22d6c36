// merge-alloc{arena=global call-tree outputs-in-workspace} on
// tests/filecheck/deploy/freed_results.mlir before f0f9bcc: @pair returns
// %a and %b as views of the block @main gives it, and @main frees both
// (double free under mlir-runner).
builtin.module {
  func.func private @pair(%x: memref<16xf32>, %workspace: memref<128xi8>) -> (memref<16xf32>, memref<16xf32>) attributes {merge_alloc.workspaces = {workspace = {bytes = 128 : i64, alignment = 64 : i64}}} {
    %off0 = arith.constant 0 : index
    %off64 = arith.constant 64 : index
    %t = memref.view %workspace[%off0][] : memref<128xi8> to memref<16xf32>
    linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %a = memref.view %workspace[%off64][] : memref<128xi8> to memref<16xf32>
    linalg.add ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
    %b = memref.view %workspace[%off0][] : memref<128xi8> to memref<16xf32>
    linalg.mul ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    func.return %a, %b : memref<16xf32>, memref<16xf32>
  }
  func.func @pair_workspace_bytes() -> index attributes {merge_alloc.generated} {
    %0 = arith.constant 128 : index
    func.return %0 : index
  }
  func.func @main(%x: memref<16xf32>, %y: memref<16xf32>) {
    %pair_workspace = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
    %a, %b = func.call @pair(%x, %pair_workspace) : (memref<16xf32>, memref<128xi8>) -> (memref<16xf32>, memref<16xf32>)
    linalg.add ins(%a, %b : memref<16xf32>, memref<16xf32>) outs(%y : memref<16xf32>)
    memref.dealloc %a : memref<16xf32>
    memref.dealloc %b : memref<16xf32>
    func.return
  }
}

