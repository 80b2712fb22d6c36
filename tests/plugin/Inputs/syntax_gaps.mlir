// Ops whose MLIR custom syntax xDSL 0.74 lacks, in the generic form stock
// xDSL reads: with the plugin they may print in MLIR's custom syntax, and
// nothing else may differ.
"memref.global"() <{sym_name = "table", sym_visibility = "private", type = memref<4xi32>, initial_value = dense<[1, 2, 3, 4]> : tensor<4xi32>, constant}> : () -> ()
func.func @syntax_gaps(%n: index, %m: memref<16xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = "memref.get_global"() <{name = @table}> : () -> memref<4xi32>
  %copy = memref.alloc() : memref<16xf32>
  "memref.copy"(%m, %copy) : (memref<16xf32>, memref<16xf32>) -> ()
  %cast = "memref.cast"(%copy) : (memref<16xf32>) -> memref<?xf32>
  %ptr = "memref.extract_aligned_pointer_as_index"(%copy) : (memref<16xf32>) -> index
  "scf.parallel"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    %same = arith.addi %i, %c1 : index
    %again = arith.addi %i, %c1 : index
    "test.use"(%same, %again, %ptr) : (index, index, index) -> ()
    scf.reduce
  }) : (index, index, index) -> ()
  "memref.alloca_scope"() ({
    %tmp = memref.alloca() : memref<4xf32>
    "test.use"(%tmp) : (memref<4xf32>) -> ()
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  // With MLIR's effects, canonicalize would erase this one.
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  func.return %cast : memref<?xf32>
}
