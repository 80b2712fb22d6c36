// merge-alloc fuzz: mode=exec alignment=64 planners=best signature=checker-violation:overlap
// Found by merge_alloc.verify.fuzz under the planted first-tick-only bug (see the .md note).
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  memref.global "private" constant @special_i32 : memref<5xi32> = dense<[-2147483648, 2147483647, 4294967295, -1, 0xFFFFFFFF]>
  func.func @kernel(%n: index, %sink: memref<16xi64>) -> memref<3x2xindex> {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c13 = arith.constant 13 : index
    %c2 = arith.constant 2 : index
    %c25 = arith.constant 25 : index
    %c37 = arith.constant 37 : index
    %c38 = arith.constant 38 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c61_i64 = arith.constant 61 : i64
    %c8 = arith.constant 8 : index
    %b1 = memref.alloc() : memref<2x4xf32, 1>
    scf.forall (%t2, %t3) in (2, 4) {
      %x4 = arith.muli %t2, %c4 : index
      %x5 = arith.addi %x4, %t3 : index
      %x6 = arith.addi %x5, %c38 : index
      %x7 = arith.addi %x6, %n : index
      %x8 = arith.index_cast %x7 : index to i64
      %x9 = arith.remsi %x8, %c61_i64 : i64
      %x10 = arith.sitofp %x9 : i64 to f32
      memref.store %x10, %b1[%t2, %t3] : memref<2x4xf32, 1>
    }
    %b11 = memref.alloc() : memref<4xf32>
    %s12 = scf.for %i13 = %c0 to %c8 step %c1 iter_args(%a14 = %c0_i64) -> (i64) {
      %x15 = arith.remui %i13, %c8 : index
      %x16 = arith.divui %x15, %c4 : index
      %x17 = arith.remui %x15, %c4 : index
      %x18 = memref.load %b1[%x16, %x17] : memref<2x4xf32, 1>
      %x19 = arith.fptosi %x18 : f32 to i64
      %x20 = arith.addi %i13, %c1 : index
      %x21 = arith.index_cast %x20 : index to i64
      %x22 = arith.muli %x19, %x21 : i64
      %x23 = arith.addi %a14, %x22 : i64
      scf.yield %x23 : i64
    }
    %x24 = memref.load %sink[%c0] : memref<16xi64>
    %x25 = arith.addi %x24, %s12 : i64
    memref.store %x25, %sink[%c0] : memref<16xi64>
    %b26 = memref.alloc(%n) : memref<?xf32>
    scf.for %i27 = %c0 to %c4 step %c1 {
      %x28 = arith.addi %i27, %c38 : index
      %x29 = arith.addi %x28, %n : index
      %x30 = arith.index_cast %x29 : index to i64
      %x31 = arith.remsi %x30, %c61_i64 : i64
      %x32 = arith.sitofp %x31 : i64 to f32
      memref.store %x32, %b26[%i27] : memref<?xf32>
    }
    %b33 = memref.alloc() {alignment = 64 : i64} : memref<16xi64, 1>
    scf.forall (%t34) in (16) {
      %x35 = arith.addi %t34, %c25 : index
      %x36 = arith.addi %x35, %t34 : index
      %x37 = arith.index_cast %x36 : index to i64
      %x38 = memref.get_global @special_i32 : memref<5xi32>
      %x39 = memref.load %x38[%c4] : memref<5xi32>
      %x40 = arith.extsi %x39 : i32 to i64
      %x41 = arith.addi %x37, %x40 : i64
      %x42 = arith.remsi %x41, %c61_i64 : i64
      memref.store %x42, %b33[%t34] : memref<16xi64, 1>
      %k46 = scf.for %i43 = %c0 to %c1 step %c1 iter_args(%k44 = %c0) -> (index) {
        %x45 = arith.addi %k44, %c1 : index
        scf.yield %x45 : index
      }
    }
    %b47 = memref.alloc() {alignment = 4 : i64} : memref<3x2xindex>
    scf.for %i48 = %c0 to %c6 step %c1 {
      %x49 = arith.addi %i48, %c37 : index
      %x50 = arith.addi %x49, %n : index
      %x51 = arith.index_cast %x50 : index to i64
      %x52 = arith.divui %i48, %c2 : index
      %x53 = arith.remui %i48, %c2 : index
      %x54 = arith.remsi %x51, %c61_i64 : i64
      %x55 = arith.index_cast %x54 : i64 to index
      memref.store %x55, %b47[%x52, %x53] : memref<3x2xindex>
    }
    %s56 = scf.for %i57 = %c0 to %c8 step %c1 iter_args(%a58 = %c0_i64) -> (i64) {
      %x59 = arith.remui %i57, %c8 : index
      %x60 = arith.divui %x59, %c4 : index
      %x61 = arith.remui %x59, %c4 : index
      %x62 = memref.load %b1[%x60, %x61] : memref<2x4xf32, 1>
      %x63 = arith.fptosi %x62 : f32 to i64
      %x64 = arith.addi %i57, %c1 : index
      %x65 = arith.index_cast %x64 : index to i64
      %x66 = arith.muli %x63, %x65 : i64
      %x67 = arith.addi %a58, %x66 : i64
      scf.yield %x67 : i64
    }
    %x68 = memref.load %sink[%c13] : memref<16xi64>
    %x69 = arith.addi %x68, %s56 : i64
    memref.store %x69, %sink[%c13] : memref<16xi64>
    %s70 = scf.for %i71 = %c0 to %c4 step %c1 iter_args(%a72 = %c0_i64) -> (i64) {
      %x73 = arith.remui %i71, %c4 : index
      %x74 = memref.load %b26[%x73] : memref<?xf32>
      %x75 = arith.fptosi %x74 : f32 to i64
      %x76 = arith.addi %i71, %c1 : index
      %x77 = arith.index_cast %x76 : index to i64
      %x78 = arith.muli %x75, %x77 : i64
      %x79 = arith.addi %a72, %x78 : i64
      scf.yield %x79 : i64
    }
    %x80 = memref.load %sink[%c6] : memref<16xi64>
    %x81 = arith.addi %x80, %s70 : i64
    memref.store %x81, %sink[%c6] : memref<16xi64>
    return %b47 : memref<3x2xindex>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %sink = memref.alloc() : memref<16xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%sink : memref<16xi64>)
    %n = arith.constant 4 : index
    %ret = func.call @kernel(%n, %sink) : (index, memref<16xi64>) -> memref<3x2xindex>
    %s82 = scf.for %i83 = %c0 to %c6 step %c1 iter_args(%a84 = %c0_i64) -> (i64) {
      %x85 = arith.remui %i83, %c6 : index
      %x86 = arith.divui %x85, %c2 : index
      %x87 = arith.remui %x85, %c2 : index
      %x88 = memref.load %ret[%x86, %x87] : memref<3x2xindex>
      %x89 = arith.index_cast %x88 : index to i64
      %x90 = arith.addi %i83, %c1 : index
      %x91 = arith.index_cast %x90 : index to i64
      %x92 = arith.muli %x89, %x91 : i64
      %x93 = arith.addi %a84, %x92 : i64
      scf.yield %x93 : i64
    }
    %x94 = memref.load %sink[%c0] : memref<16xi64>
    %x95 = arith.addi %x94, %s82 : i64
    memref.store %x95, %sink[%c0] : memref<16xi64>
    %sink_u = memref.cast %sink : memref<16xi64> to memref<*xi64>
    func.call @printMemrefI64(%sink_u) : (memref<*xi64>) -> ()
    return
  }
}
