// Bad pass options: one line naming the option as it is spelt on the command
// line, exit status 1, no traceback, no IR printed.
// RUN: not xdsl-opt -p 'merge-alloc{alignment=3}' %s 2>&1 | filecheck %s --check-prefix=THREE
// RUN: not xdsl-opt -p 'merge-alloc{alignment=0}' %s 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not xdsl-opt -p 'merge-alloc{alignment=-64}' %s 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not xdsl-opt -p 'merge-alloc{alignment=big}' %s 2>&1 | filecheck %s --check-prefix=TYPE
// RUN: not xdsl-opt -p 'merge-alloc{alignment=64,128}' %s 2>&1 | filecheck %s --check-prefix=LIST
// RUN: not xdsl-opt -p 'merge-alloc{index-bitwidth=7}' %s 2>&1 | filecheck %s --check-prefix=BITS
// RUN: not xdsl-opt -p 'merge-alloc{planner=nope}' %s 2>&1 | filecheck %s --check-prefix=PLANNER
// RUN: not xdsl-opt -p 'merge-alloc{planner=cost-model planner-options=size-first}' %s 2>&1 | filecheck %s --check-prefix=CONFLICT
// RUN: not xdsl-opt -p 'merge-alloc{planner=size-first planner-options=cost-model}' %s 2>&1 | filecheck %s --check-prefix=CONFLICT-DEFAULT
// RUN: not xdsl-opt -p 'merge-alloc{no-such-option=1}' %s 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not xdsl-opt -p 'merge-alloc{tracer=1}' %s 2>&1 | filecheck %s --check-prefix=TRACER
// RUN: not xdsl-opt -p 'merge-alloc{mutator=nope}' %s 2>&1 | filecheck %s --check-prefix=MUTATOR
// RUN: not xdsl-opt -p 'merge-alloc{strict=3}' %s 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not xdsl-opt -p 'merge-alloc{plan-seconds=1}' %s 2>&1 | filecheck %s --check-prefix=NO-BUDGET
// RUN: not xdsl-opt -p 'merge-alloc{planner=search plan-seconds=0}' %s 2>&1 | filecheck %s --check-prefix=SECONDS
// RUN: not xdsl-opt -p 'merge-alloc{planner=optimal plan-seconds=soon}' %s 2>&1 | filecheck %s --check-prefix=SECONDS-TYPE
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{report="%t.missing/plan.json"}' %s 2>&1 | filecheck %s --check-prefix=REPORT
// The options that do parse, bare flags included:
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{analysis-only strict=false planner-options tracer=ticks mutator=views index-bitwidth=32}' %s | filecheck %s --check-prefix=GOOD

// THREE:            {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc{alignment=3}': merge-alloc option 'alignment': must be a positive power of two, got 3{{$}}
// ZERO:             {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc{alignment=0}': merge-alloc option 'alignment': must be a positive power of two, got 0{{$}}
// NEG:              {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc{alignment=-64}': merge-alloc option 'alignment': must be a positive power of two, got -64{{$}}
// TYPE:             {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc{alignment=big}': merge-alloc option 'alignment': expects an integer, got big{{$}}
// LIST:             {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'alignment': expects one value, got 64,128{{$}}
// BITS:             {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'index-bitwidth': must be 8, 16, 32 or 64, got 7{{$}}
// PLANNER:          {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'planner': unknown planner 'nope' (known: best, best-fit, cost-model, greedy-by-conflicts, greedy-by-size, hill-climb, naive, optimal, search, size-first){{$}}
// CONFLICT:         {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'planner-options': names planner 'size-first' but option 'planner' names 'cost-model'; give only one of them{{$}}
// CONFLICT-DEFAULT: {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'planner-options': names planner 'cost-model' but option 'planner' names 'size-first'; give only one of them{{$}}
// UNKNOWN:          {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'no-such-option': unknown option (known: alignment, analysis-only, strict, index-bitwidth, {{.*}}, planner, planner-options, plan-seconds, report, tracer, mutator){{$}}
// TRACER:           {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'tracer': expects a registered name, got 1{{$}}
// NO-BUDGET:        {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'plan-seconds': planner 'best' takes no time budget (only optimal and search do){{$}}
// SECONDS:          {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'plan-seconds': must be positive, got 0{{$}}
// SECONDS-TYPE:     {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'plan-seconds': expects a number of seconds, got soon{{$}}
// REPORT:           {{^}}xdsl-opt: error: merge-alloc option 'report': cannot write '{{.*}}.missing/plan.json': No such file or directory{{$}}
// REPORT-NOT:       memref
// MUTATOR:          {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'mutator': unknown mutator 'nope' (known: views){{$}}
// FLAG:             {{^}}xdsl-opt: error: invalid pass pipeline {{.*}}: merge-alloc option 'strict': expects true or false, got 3{{$}}
// Nothing else: no traceback, no IR.
// THREE-NOT: {{Traceback|builtin.module}}
// TYPE-NOT: {{Traceback|builtin.module}}
// LIST-NOT: {{Traceback|builtin.module}}
// BITS-NOT: {{Traceback|builtin.module}}
// CONFLICT-NOT: {{Traceback|builtin.module}}
// UNKNOWN-NOT: {{Traceback|builtin.module|no_such_option}}
// TRACER-NOT: {{Traceback|builtin.module}}

// GOOD: %a = memref.alloc() {__mergealloc_lifetime = array<i64: 0, {{.*}}>} : memref<16xf32>

func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
