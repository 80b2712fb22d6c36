// Offsets and merged buffers must fit the index width the program is lowered
// with (`index-bitwidth`): three 1.2 GB buffers used to give
// `memref<3600000000xi8>` and `arith.constant 2400000000 : index` at 32 bits.
// Each case is one error line on the alloc (or the scope, the call, the
// global) that does not fit, exit status 1, and no IR.
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32}' %S/Inputs/index_width/three_buffers.mlir 2>&1 | filecheck %s --check-prefix=THREE
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 arena=global}' %S/Inputs/index_width/three_buffers.mlir 2>&1 | filecheck %s --check-prefix=THREE
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 arena=argument}' %S/Inputs/index_width/three_buffers.mlir 2>&1 | filecheck %s --check-prefix=THREE
// With 64-bit indices the same program is fine.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc' %S/Inputs/index_width/three_buffers.mlir | filecheck %s --check-prefix=WIDE
// A pool's arena is checked once its buffers are spilled, not before: the
// first pool holds one buffer, the fallback the two others (2.4 GB).
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 arena=global pools="sram:1300000000,dram"}' %S/Inputs/index_width/three_buffers.mlir 2>&1 | filecheck %s --check-prefix=POOLS
// Three 1 GB buffers do not fit one 32-bit arena, but two pools of 2 and 1 GB.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 arena=global pools="sram:2100000000,dram"}' %S/Inputs/index_width/three_gigabytes.mlir | filecheck %s --check-prefix=POOLS-FIT
// A callee's 1.5 GB workspace placed after the caller's 1 GB buffer.
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 call-tree arena=global}' %S/Inputs/index_width/call_tree.mlir 2>&1 | filecheck %s --check-prefix=TREE
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 call-tree}' %S/Inputs/index_width/call_tree.mlir 2>&1 | filecheck %s --check-prefix=TREE
// Alignments near the limit: the option's largest (2**30 at 32 bits) makes
// two buffers need 2**31 bytes; three allocs aligned so put the last at 2**31.
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32 alignment=1073741824}' %S/Inputs/index_width/aligned_pair.mlir 2>&1 | filecheck %s --check-prefix=ALIGN
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32}' %S/Inputs/index_width/own_alignment.mlir 2>&1 | filecheck %s --check-prefix=OWN
// One alloc larger than any 32-bit index.
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=32}' %S/Inputs/index_width/huge_alloc.mlir 2>&1 | filecheck %s --check-prefix=HUGE
// Packed constants and lifted per-thread arenas, at 16 bits.
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=16 arena=global pack-constants}' %S/Inputs/index_width/constants.mlir 2>&1 | filecheck %s --check-prefix=CONSTANTS
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{index-bitwidth=16 arena=global}' %S/Inputs/index_width/threads.mlir 2>&1 | filecheck %s --check-prefix=THREADS

// THREE:     {{^}}{{.*}}three_buffers.mlir:3:3: error: 'memref.alloc' op %b placed at byte 1200000000 of a merged buffer of 3600000000 bytes, its 1200000000 bytes end past the largest 32-bit index (2147483647){{$}}
// THREE-NOT: {{.}}
// WIDE:      memref.alloc() {alignment = 64 : i64} : memref<3600000000xi8>
// WIDE:      arith.constant 2400000000 : index
// POOLS:     {{^}}{{.*}}three_buffers.mlir:3:3: error: 'memref.alloc' op %b placed at byte 1200000000 of a merged buffer of 2400000000 bytes, its 1200000000 bytes end past the largest 32-bit index (2147483647){{$}}
// POOLS-NOT: {{.}}
// POOLS-FIT: memref.global "private" @__merge_alloc_main_sram : memref<2000000000xi8>
// POOLS-FIT: memref.global "private" @__merge_alloc_main_dram : memref<1000000000xi8>
// TREE:      {{^}}{{.*}}call_tree.mlir:10:3: error: 'func.call' op the callee's workspace %leaf_workspace placed at byte 1000000000 of a merged buffer of 2500000000 bytes, its 1500000000 bytes end past the largest 32-bit index (2147483647){{$}}
// TREE-NOT:  {{.}}
// ALIGN:     {{^}}{{.*}}aligned_pair.mlir:1:1: error: 'func.func' op a merged buffer of 2147483648 bytes does not fit a 32-bit index (at most 2147483647){{$}}
// ALIGN-NOT: {{.}}
// OWN:       {{^}}{{.*}}own_alignment.mlir:4:3: error: 'memref.alloc' op %c placed at byte 2147483648 of a merged buffer of 2147483712 bytes, its 64 bytes end past the largest 32-bit index (2147483647){{$}}
// OWN-NOT:   {{.}}
// HUGE:      {{^}}{{.*}}huge_alloc.mlir:3:3: error: 'memref.alloc' op %big its size of 3000000000 bytes does not fit a 32-bit index (at most 2147483647){{$}}
// HUGE-NOT:  {{.}}
// CONSTANTS: {{^}}{{.*}}constants.mlir:2:1: error: 'memref.global' op packed at byte 20032 of the constants, its 20000 bytes end past the largest 16-bit index (32767){{$}}
// CONSTANTS-NOT: {{.}}
// THREADS:   {{^}}{{.*}}threads.mlir:2:3: error: 'scf.forall' op its arena lifted into the function's needs 64000 bytes (a slot of 64 for each of 1000 threads), past the largest 16-bit index (32767){{$}}
// THREADS-NOT: {{.}}

// UNSUPPORTED: fast-tier
