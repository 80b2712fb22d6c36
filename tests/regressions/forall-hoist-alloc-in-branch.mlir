// merge-alloc fuzz: mode=exec alignment=64 planners= signature=hoisting-allocs-changes-plan
// Found by tests/analysis/test_first_use.py (hypothesis, derandomized); see the .md note.
module {
  func.func private @printMemrefI64(memref<*xi64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  memref.global "private" constant @special_i1 : memref<2xi1> = dense<[true, false]>
  memref.global "private" constant @special_i64_3 : memref<2xi64> = dense<-1>
  memref.global "private" constant @special_index_1 : memref<2xindex> = dense<9223372036854775807>
  func.func @kernel(%n: index, %sink: memref<16xi64>) -> memref<1xi1> {
    %c0 = arith.constant 0 : index
    %c0_i1 = arith.constant 0 : i1
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c12p0_f32 = arith.constant 12.0 : f32
    %c13 = arith.constant 13 : index
    %c14p0_f64 = arith.constant 14.0 : f64
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c18 = arith.constant 18 : index
    %c2 = arith.constant 2 : index
    %c24 = arith.constant 24 : index
    %c26 = arith.constant 26 : index
    %c3 = arith.constant 3 : index
    %c39 = arith.constant 39 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c61_i64 = arith.constant 61 : i64
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %cm9223372036854775808 = arith.constant -9223372036854775808 : index
    %b1 = memref.alloc() : memref<2x4xf32>
    scf.forall (%t2, %t3) in (2, 4) {
      %x4 = arith.muli %t2, %c4 : index
      %x5 = arith.addi %x4, %t3 : index
      %x6 = arith.addi %x5, %c26 : index
      %x7 = arith.addi %x6, %n : index
      %x8 = arith.index_cast %x7 : index to i64
      %x9 = arith.remsi %x8, %c61_i64 : i64
      %x10 = arith.sitofp %x9 : i64 to f32
      memref.store %x10, %b1[%t2, %t3] : memref<2x4xf32>
    }
    %b12 = memref.alloc() : memref<2x4xf32>
    memref.copy %b1, %b12 : memref<2x4xf32> to memref<2x4xf32>
    %v55, %v56 = scf.for %i11 = %c0 to %c3 step %c1 iter_args(%p13 = %b1, %q14 = %b12) -> (memref<2x4xf32>, memref<2x4xf32>) {
      %u15 = memref.cast %b1 : memref<2x4xf32> to memref<*xf32>
      func.call @printMemrefF32(%u15) : (memref<*xf32>) -> ()
      %s16 = scf.for %i17 = %c0 to %c8 step %c1 iter_args(%a18 = %c0_i64) -> (i64) {
        %x19 = arith.remui %i17, %c8 : index
        %x20 = arith.divui %x19, %c4 : index
        %x21 = arith.remui %x19, %c4 : index
        %x22 = memref.load %b1[%x20, %x21] : memref<2x4xf32>
        %x23 = arith.fptosi %x22 : f32 to i64
        %x24 = arith.addi %i17, %c1 : index
        %x25 = arith.index_cast %x24 : index to i64
        %x26 = arith.muli %x23, %x25 : i64
        %x27 = arith.addi %a18, %x26 : i64
        scf.yield %x27 : i64
      }
      %x28 = memref.load %sink[%c3] : memref<16xi64>
      %x29 = arith.addi %x28, %s16 : i64
      memref.store %x29, %sink[%c3] : memref<16xi64>
      scf.for %i30 = %c0 to %c3 step %c1 {
        %x31 = arith.addi %i30, %c3 : index
        %x32 = arith.addi %x31, %c5 : index
        %x33 = arith.index_cast %x32 : index to i64
        %x34 = memref.get_global @special_index_1 : memref<2xindex>
        %x35 = memref.load %x34[%c1] : memref<2xindex>
        %x36 = arith.index_cast %x35 : index to i64
        %x37 = arith.addi %x33, %x36 : i64
        %x38 = arith.divui %x31, %c4 : index
        %x39 = arith.remui %x31, %c4 : index
        %x40 = arith.remsi %x37, %c61_i64 : i64
        %x41 = arith.sitofp %x40 : i64 to f32
        memref.store %x41, %b1[%x38, %x39] : memref<2x4xf32>
      }
      scf.for %i42 = %c0 to %c8 step %c1 {
        %x43 = arith.addi %i42, %c39 : index
        %x44 = arith.index_cast %x43 : index to i64
        %x45 = arith.remui %i42, %c8 : index
        %x46 = arith.divui %x45, %c4 : index
        %x47 = arith.remui %x45, %c4 : index
        %x48 = memref.load %p13[%x46, %x47] : memref<2x4xf32>
        %x49 = arith.fptosi %x48 : f32 to i64
        %x50 = arith.addi %x44, %x49 : i64
        %x51 = arith.divui %i42, %c4 : index
        %x52 = arith.remui %i42, %c4 : index
        %x53 = arith.remsi %x50, %c61_i64 : i64
        %x54 = arith.sitofp %x53 : i64 to f32
        memref.store %x54, %q14[%x51, %x52] : memref<2x4xf32>
      }
      scf.yield %q14, %p13 : memref<2x4xf32>, memref<2x4xf32>
    }
    %p57 = arith.cmpi ult, %n, %c1 : index
    %v115 = scf.if %p57 -> (memref<2x4xf32>) {
      %b58 = memref.alloc() {alignment = 4 : i64} : memref<4x4xf64>
      linalg.fill ins(%c14p0_f64 : f64) outs(%b58 : memref<4x4xf64>)
      memref.dealloc %b58 : memref<4x4xf64>
      %b59 = memref.alloc() {alignment = 8 : i64} : memref<2x4xf32>
      linalg.fill ins(%c12p0_f32 : f32) outs(%b59 : memref<2x4xf32>)
      memref.dealloc %b59 : memref<2x4xf32>
      scf.yield %v55 : memref<2x4xf32>
    } else {
      %b60 = memref.alloc() {alignment = 1 : i64} : memref<2x5xf64>
      scf.for %i61 = %c0 to %c10 step %c1 {
        %x62 = arith.addi %i61, %c24 : index
        %x63 = arith.addi %x62, %n : index
        %x64 = arith.index_cast %x63 : index to i64
        %x65 = memref.get_global @special_i64_3 : memref<2xi64>
        %x66 = memref.load %x65[%c1] : memref<2xi64>
        %x67 = arith.addi %x64, %x66 : i64
        %x68 = arith.divui %i61, %c5 : index
        %x69 = arith.remui %i61, %c5 : index
        %x70 = arith.remsi %x67, %c61_i64 : i64
        %x71 = arith.sitofp %x70 : i64 to f64
        memref.store %x71, %b60[%x68, %x69] : memref<2x5xf64>
      }
      %s72 = scf.for %i73 = %c0 to %c8 step %c1 iter_args(%a74 = %c0_i64) -> (i64) {
        %x75 = arith.remui %i73, %c8 : index
        %x76 = arith.divui %x75, %c4 : index
        %x77 = arith.remui %x75, %c4 : index
        %x78 = memref.load %v55[%x76, %x77] : memref<2x4xf32>
        %x79 = arith.fptosi %x78 : f32 to i64
        %x80 = arith.addi %i73, %c1 : index
        %x81 = arith.index_cast %x80 : index to i64
        %x82 = arith.muli %x79, %x81 : i64
        %x83 = arith.addi %a74, %x82 : i64
        scf.yield %x83 : i64
      }
      %x84 = memref.load %sink[%c4] : memref<16xi64>
      %x85 = arith.addi %x84, %s72 : i64
      memref.store %x85, %sink[%c4] : memref<16xi64>
      %s86 = scf.for %i87 = %c0 to %c8 step %c1 iter_args(%a88 = %c0_i64) -> (i64) {
        %x89 = arith.remui %i87, %c8 : index
        %x90 = arith.divui %x89, %c4 : index
        %x91 = arith.remui %x89, %c4 : index
        %x92 = memref.load %b1[%x90, %x91] : memref<2x4xf32>
        %x93 = arith.fptosi %x92 : f32 to i64
        %x94 = arith.addi %i87, %c1 : index
        %x95 = arith.index_cast %x94 : index to i64
        %x96 = arith.muli %x93, %x95 : i64
        %x97 = arith.addi %a88, %x96 : i64
        scf.yield %x97 : i64
      }
      %x98 = memref.load %sink[%c1] : memref<16xi64>
      %x99 = arith.addi %x98, %s86 : i64
      memref.store %x99, %sink[%c1] : memref<16xi64>
      %b100 = memref.alloc() {alignment = 16 : i64} : memref<2x4xf32>
      memref.copy %v55, %b100 : memref<2x4xf32> to memref<2x4xf32>
      %s101 = scf.for %i102 = %c0 to %c10 step %c1 iter_args(%a103 = %c0_i64) -> (i64) {
        %x104 = arith.remui %i102, %c10 : index
        %x105 = arith.divui %x104, %c5 : index
        %x106 = arith.remui %x104, %c5 : index
        %x107 = memref.load %b60[%x105, %x106] : memref<2x5xf64>
        %x108 = arith.fptosi %x107 : f64 to i64
        %x109 = arith.addi %i102, %c1 : index
        %x110 = arith.index_cast %x109 : index to i64
        %x111 = arith.muli %x108, %x110 : i64
        %x112 = arith.addi %a103, %x111 : i64
        scf.yield %x112 : i64
      }
      %x113 = memref.load %sink[%c13] : memref<16xi64>
      %x114 = arith.addi %x113, %s101 : i64
      memref.store %x114, %sink[%c13] : memref<16xi64>
      memref.dealloc %b60 : memref<2x5xf64>
      scf.yield %b100 : memref<2x4xf32>
    }
    %b116 = memref.alloc() {alignment = 32 : i64} : memref<2x3xi33>
    scf.forall (%t117, %t118) in (2, 3) {
      %x119 = arith.muli %t117, %c3 : index
      %x120 = arith.addi %x119, %t118 : index
      %x121 = arith.addi %x120, %c2 : index
      %x122 = arith.index_cast %x121 : index to i64
      %x123 = arith.remsi %x122, %c61_i64 : i64
      %x124 = arith.trunci %x123 : i64 to i33
      memref.store %x124, %b116[%t117, %t118] : memref<2x3xi33>
      %s125 = scf.for %i126 = %c0 to %c8 step %c1 iter_args(%a127 = %c0_i64) -> (i64) {
        %x128 = arith.remui %i126, %c8 : index
        %x129 = arith.divui %x128, %c4 : index
        %x130 = arith.remui %x128, %c4 : index
        %x131 = memref.load %v55[%x129, %x130] : memref<2x4xf32>
        %x132 = arith.fptosi %x131 : f32 to i64
        %x133 = arith.addi %i126, %c1 : index
        %x134 = arith.index_cast %x133 : index to i64
        %x135 = arith.muli %x132, %x134 : i64
        %x136 = arith.addi %a127, %x135 : i64
        scf.yield %x136 : i64
      }
      %x137 = memref.load %b116[%t117, %t118] : memref<2x3xi33>
      %x138 = arith.extsi %x137 : i33 to i64
      %x139 = arith.addi %x138, %s125 : i64
      %x140 = arith.remsi %x139, %c61_i64 : i64
      %x141 = arith.trunci %x140 : i64 to i33
      memref.store %x141, %b116[%t117, %t118] : memref<2x3xi33>
      %p142 = arith.cmpi ult, %n, %c2 : index
      scf.if %p142 {
        %b143 = memref.alloc() {alignment = 4 : i64} : memref<2xindex>
        scf.for %i144 = %c0 to %c2 step %c1 {
          %x145 = arith.addi %i144, %c13 : index
          %x146 = arith.index_cast %x145 : index to i64
          %x147 = memref.get_global @special_i1 : memref<2xi1>
          %x148 = memref.load %x147[%c1] : memref<2xi1>
          %x149 = arith.extui %x148 : i1 to i64
          %x150 = arith.addi %x146, %x149 : i64
          %x151 = arith.remui %i144, %c8 : index
          %x152 = arith.divui %x151, %c4 : index
          %x153 = arith.remui %x151, %c4 : index
          %x154 = memref.load %v56[%x152, %x153] : memref<2x4xf32>
          %x155 = arith.fptosi %x154 : f32 to i64
          %x156 = arith.addi %x150, %x155 : i64
          %x157 = arith.remsi %x156, %c61_i64 : i64
          %x158 = arith.index_cast %x157 : i64 to index
          memref.store %x158, %b143[%i144] : memref<2xindex>
        }
        %k162 = scf.for %i159 = %c0 to %c3 step %c1 iter_args(%k160 = %c0) -> (index) {
          %x161 = arith.addi %k160, %c1 : index
          scf.yield %x161 : index
        }
        %s163 = scf.for %i164 = %c0 to %c8 step %c1 iter_args(%a165 = %c0_i64) -> (i64) {
          %x166 = arith.remui %i164, %c8 : index
          %x167 = arith.divui %x166, %c4 : index
          %x168 = arith.remui %x166, %c4 : index
          %x169 = memref.load %v115[%x167, %x168] : memref<2x4xf32>
          %x170 = arith.fptosi %x169 : f32 to i64
          %x171 = arith.addi %i164, %c1 : index
          %x172 = arith.index_cast %x171 : index to i64
          %x173 = arith.muli %x170, %x172 : i64
          %x174 = arith.addi %a165, %x173 : i64
          scf.yield %x174 : i64
        }
        %x175 = memref.load %b116[%t117, %t118] : memref<2x3xi33>
        %x176 = arith.extsi %x175 : i33 to i64
        %x177 = arith.addi %x176, %s163 : i64
        %x178 = arith.remsi %x177, %c61_i64 : i64
        %x179 = arith.trunci %x178 : i64 to i33
        memref.store %x179, %b116[%t117, %t118] : memref<2x3xi33>
        %s180 = scf.for %i181 = %c0 to %c2 step %c1 iter_args(%a182 = %c0_i64) -> (i64) {
          %x183 = arith.remui %i181, %c2 : index
          %x184 = memref.load %b143[%x183] : memref<2xindex>
          %x185 = arith.index_cast %x184 : index to i64
          %x186 = arith.addi %i181, %c1 : index
          %x187 = arith.index_cast %x186 : index to i64
          %x188 = arith.muli %x185, %x187 : i64
          %x189 = arith.addi %a182, %x188 : i64
          scf.yield %x189 : i64
        }
        %x190 = memref.load %b116[%t117, %t118] : memref<2x3xi33>
        %x191 = arith.extsi %x190 : i33 to i64
        %x192 = arith.addi %x191, %s180 : i64
        %x193 = arith.remsi %x192, %c61_i64 : i64
        %x194 = arith.trunci %x193 : i64 to i33
        memref.store %x194, %b116[%t117, %t118] : memref<2x3xi33>
      } else {
        %p195 = arith.cmpi ult, %t118, %c3 : index
        scf.if %p195 {
          %b196 = memref.alloc() {alignment = 128 : i64} : memref<16xi12>
          scf.for %i197 = %c0 to %c16 step %c1 {
            %x198 = arith.addi %i197, %c5 : index
            %x199 = arith.index_cast %x198 : index to i64
            %x200 = arith.remsi %x199, %c61_i64 : i64
            %x201 = arith.trunci %x200 : i64 to i12
            memref.store %x201, %b196[%i197] : memref<16xi12>
          }
          %s202 = scf.for %i203 = %c0 to %c8 step %c1 iter_args(%a204 = %c0_i64) -> (i64) {
            %x205 = arith.remui %i203, %c8 : index
            %x206 = arith.divui %x205, %c4 : index
            %x207 = arith.remui %x205, %c4 : index
            %x208 = memref.load %v55[%x206, %x207] : memref<2x4xf32>
            %x209 = arith.fptosi %x208 : f32 to i64
            %x210 = arith.addi %i203, %c1 : index
            %x211 = arith.index_cast %x210 : index to i64
            %x212 = arith.muli %x209, %x211 : i64
            %x213 = arith.addi %a204, %x212 : i64
            scf.yield %x213 : i64
          }
          %x214 = memref.load %b116[%t117, %t118] : memref<2x3xi33>
          %x215 = arith.extsi %x214 : i33 to i64
          %x216 = arith.addi %x215, %s202 : i64
          %x217 = arith.remsi %x216, %c61_i64 : i64
          %x218 = arith.trunci %x217 : i64 to i33
          memref.store %x218, %b116[%t117, %t118] : memref<2x3xi33>
          %b219 = memref.alloc() {alignment = 1 : i64} : memref<4x1xi4>
          scf.forall (%t220, %t221) in (4, 1) {
            %x222 = arith.muli %t220, %c1 : index
            %x223 = arith.addi %x222, %t221 : index
            %x224 = arith.addi %x223, %c18 : index
            %x225 = arith.addi %x224, %t221 : index
            %x226 = arith.index_cast %x225 : index to i64
            %x227 = arith.index_cast %cm9223372036854775808 : index to i64
            %x228 = arith.addi %x226, %x227 : i64
            %x229 = arith.remsi %x228, %c61_i64 : i64
            %x230 = arith.trunci %x229 : i64 to i4
            memref.store %x230, %b219[%t220, %t221] : memref<4x1xi4>
          }
          %s231 = scf.for %i232 = %c0 to %c16 step %c1 iter_args(%a233 = %c0_i64) -> (i64) {
            %x234 = arith.remui %i232, %c16 : index
            %x235 = memref.load %b196[%x234] : memref<16xi12>
            %x236 = arith.extsi %x235 : i12 to i64
            %x237 = arith.addi %i232, %c1 : index
            %x238 = arith.index_cast %x237 : index to i64
            %x239 = arith.muli %x236, %x238 : i64
            %x240 = arith.addi %a233, %x239 : i64
            scf.yield %x240 : i64
          }
          %x241 = memref.load %b116[%t117, %t118] : memref<2x3xi33>
          %x242 = arith.extsi %x241 : i33 to i64
          %x243 = arith.addi %x242, %s231 : i64
          %x244 = arith.remsi %x243, %c61_i64 : i64
          %x245 = arith.trunci %x244 : i64 to i33
          memref.store %x245, %b116[%t117, %t118] : memref<2x3xi33>
          memref.dealloc %b196 : memref<16xi12>
          %s246 = scf.for %i247 = %c0 to %c4 step %c1 iter_args(%a248 = %c0_i64) -> (i64) {
            %x249 = arith.remui %i247, %c4 : index
            %x250 = arith.divui %x249, %c1 : index
            %x251 = arith.remui %x249, %c1 : index
            %x252 = memref.load %b219[%x250, %x251] : memref<4x1xi4>
            %x253 = arith.extsi %x252 : i4 to i64
            %x254 = arith.addi %i247, %c1 : index
            %x255 = arith.index_cast %x254 : index to i64
            %x256 = arith.muli %x253, %x255 : i64
            %x257 = arith.addi %a248, %x256 : i64
            scf.yield %x257 : i64
          }
          %x258 = memref.load %b116[%t117, %t118] : memref<2x3xi33>
          %x259 = arith.extsi %x258 : i33 to i64
          %x260 = arith.addi %x259, %s246 : i64
          %x261 = arith.remsi %x260, %c61_i64 : i64
          %x262 = arith.trunci %x261 : i64 to i33
          memref.store %x262, %b116[%t117, %t118] : memref<2x3xi33>
          memref.dealloc %b219 : memref<4x1xi4>
        } else {
        }
      }
    }
    %b263 = memref.alloc() {alignment = 128 : i64} : memref<1xi1>
    linalg.fill ins(%c0_i1 : i1) outs(%b263 : memref<1xi1>)
    %s264 = scf.for %i265 = %c0 to %c8 step %c1 iter_args(%a266 = %c0_i64) -> (i64) {
      %x267 = arith.remui %i265, %c8 : index
      %x268 = arith.divui %x267, %c4 : index
      %x269 = arith.remui %x267, %c4 : index
      %x270 = memref.load %b1[%x268, %x269] : memref<2x4xf32>
      %x271 = arith.fptosi %x270 : f32 to i64
      %x272 = arith.addi %i265, %c1 : index
      %x273 = arith.index_cast %x272 : index to i64
      %x274 = arith.muli %x271, %x273 : i64
      %x275 = arith.addi %a266, %x274 : i64
      scf.yield %x275 : i64
    }
    %x276 = memref.load %sink[%c15] : memref<16xi64>
    %x277 = arith.addi %x276, %s264 : i64
    memref.store %x277, %sink[%c15] : memref<16xi64>
    %s278 = scf.for %i279 = %c0 to %c8 step %c1 iter_args(%a280 = %c0_i64) -> (i64) {
      %x281 = arith.remui %i279, %c8 : index
      %x282 = arith.divui %x281, %c4 : index
      %x283 = arith.remui %x281, %c4 : index
      %x284 = memref.load %b12[%x282, %x283] : memref<2x4xf32>
      %x285 = arith.fptosi %x284 : f32 to i64
      %x286 = arith.addi %i279, %c1 : index
      %x287 = arith.index_cast %x286 : index to i64
      %x288 = arith.muli %x285, %x287 : i64
      %x289 = arith.addi %a280, %x288 : i64
      scf.yield %x289 : i64
    }
    %x290 = memref.load %sink[%c10] : memref<16xi64>
    %x291 = arith.addi %x290, %s278 : i64
    memref.store %x291, %sink[%c10] : memref<16xi64>
    %s292 = scf.for %i293 = %c0 to %c6 step %c1 iter_args(%a294 = %c0_i64) -> (i64) {
      %x295 = arith.remui %i293, %c6 : index
      %x296 = arith.divui %x295, %c3 : index
      %x297 = arith.remui %x295, %c3 : index
      %x298 = memref.load %b116[%x296, %x297] : memref<2x3xi33>
      %x299 = arith.extsi %x298 : i33 to i64
      %x300 = arith.addi %i293, %c1 : index
      %x301 = arith.index_cast %x300 : index to i64
      %x302 = arith.muli %x299, %x301 : i64
      %x303 = arith.addi %a294, %x302 : i64
      scf.yield %x303 : i64
    }
    %x304 = memref.load %sink[%c9] : memref<16xi64>
    %x305 = arith.addi %x304, %s292 : i64
    memref.store %x305, %sink[%c9] : memref<16xi64>
    return %b263 : memref<1xi1>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %sink = memref.alloc() : memref<16xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%sink : memref<16xi64>)
    %n = arith.constant 6 : index
    %ret = func.call @kernel(%n, %sink) : (index, memref<16xi64>) -> memref<1xi1>
    %s306 = scf.for %i307 = %c0 to %c1 step %c1 iter_args(%a308 = %c0_i64) -> (i64) {
      %x309 = memref.load %ret[%c0] : memref<1xi1>
      %x310 = arith.extui %x309 : i1 to i64
      %x311 = arith.addi %i307, %c1 : index
      %x312 = arith.index_cast %x311 : index to i64
      %x313 = arith.muli %x310, %x312 : i64
      %x314 = arith.addi %a308, %x313 : i64
      scf.yield %x314 : i64
    }
    %x315 = memref.load %sink[%c0] : memref<16xi64>
    %x316 = arith.addi %x315, %s306 : i64
    memref.store %x316, %sink[%c0] : memref<16xi64>
    %sink_u = memref.cast %sink : memref<16xi64> to memref<*xi64>
    func.call @printMemrefI64(%sink_u) : (memref<*xi64>) -> ()
    return
  }
}
