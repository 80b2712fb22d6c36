// Option values that cannot be honoured, and options given twice: one line
// naming the option, exit status 1, no IR, no traceback, and no hang (an
// alignment of 2**62 once sent the bottom-up planner into an endless loop).
// RUN: not xdsl-opt -p 'merge-alloc{alignment=9223372036854775808}' %s 2>&1 | filecheck %s --check-prefix=ALIGN63
// RUN: not xdsl-opt -p 'merge-alloc{alignment=18446744073709551616}' %s 2>&1 | filecheck %s --check-prefix=ALIGN64
// RUN: not xdsl-opt -p 'merge-alloc{alignment=128 index-bitwidth=8}' %s 2>&1 | filecheck %s --check-prefix=ALIGN8
// RUN: not xdsl-opt -p 'merge-alloc{constants-alignment=9223372036854775808}' %s 2>&1 | filecheck %s --check-prefix=CONSTANTS
// RUN: not xdsl-opt -p 'merge-alloc{arena=global pools="sram::9223372036854775808"}' %s 2>&1 | filecheck %s --check-prefix=POOL
// RUN: not xdsl-opt -p 'merge-alloc{planner=best planner=naive}' %s 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: not xdsl-opt -p 'merge-alloc{strict plan_seconds=1 planner=search plan-seconds=2}' %s 2>&1 | filecheck %s --check-prefix=SPELLINGS
// 2**62 is the largest alignment a 64-bit index offset holds: every planner
// answers, and two live buffers then need 2**63 bytes, which is a located error.
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{alignment=4611686018427387904}' %s 2>&1 | filecheck %s --check-prefix=ALIGN62
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{alignment=4611686018427387904 planner=size-first}' %s 2>&1 | filecheck %s --check-prefix=ALIGN62
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{alignment=4611686018427387904 planner=greedy-by-conflicts}' %s 2>&1 | filecheck %s --check-prefix=ALIGN62
// The same pass twice in one pipeline is not a repeated option.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=naive},merge-alloc{planner=naive}' %s | filecheck %s --check-prefix=PIPELINE

// ALIGN63:   {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'alignment': 9223372036854775808 is beyond the address space of 64-bit indices (at most 4611686018427387904){{$}}
// ALIGN64:   {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'alignment': 18446744073709551616 is beyond the address space of 64-bit indices (at most 4611686018427387904){{$}}
// ALIGN8:    {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'alignment': 128 is beyond the address space of 8-bit indices (at most 64){{$}}
// CONSTANTS: {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'constants-alignment': 9223372036854775808 is beyond {{.*}}{{$}}
// POOL:      {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'pools': pool 'sram': alignment 9223372036854775808 is beyond {{.*}}{{$}}
// TWICE:     {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc{planner=best planner=naive}': merge-alloc option 'planner' is given more than once{{$}}
// SPELLINGS: {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'plan-seconds' is given more than once{{$}}
// ALIGN62:   {{^}}{{.*}}options_limits.mlir:{{[0-9]+}}:1: error: 'func.func' op a merged buffer of 9223372036854775808 bytes does not fit a 64-bit index (at most 9223372036854775807){{$}}
// ALIGN63-NOT: {{Traceback|builtin.module}}
// ALIGN8-NOT: {{Traceback|builtin.module}}
// TWICE-NOT: {{Traceback|builtin.module}}
// ALIGN62-NOT: {{Traceback|builtin.module}}
// PIPELINE: %merged = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// PIPELINE: memref.view %merged

func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.source"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

// UNSUPPORTED: fast-tier
