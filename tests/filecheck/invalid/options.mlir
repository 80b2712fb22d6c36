// Bad pass options: one line naming the option, a non-zero exit, no traceback,
// and no IR printed.
// RUN: not xdsl-opt -p 'merge-alloc{alignment=3}' %s 2>&1 | filecheck %s --check-prefix=THREE
// RUN: not xdsl-opt -p 'merge-alloc{alignment=0}' %s 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not xdsl-opt -p 'merge-alloc{alignment=-64}' %s 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not xdsl-opt -p 'merge-alloc{planner=nope}' %s 2>&1 | filecheck %s --check-prefix=PLANNER
// RUN: not xdsl-opt -p 'merge-alloc{no-such-option=1}' %s 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not xdsl-opt -p 'merge-alloc{alignment=big}' %s 2>&1 | filecheck %s --check-prefix=TYPE

// THREE: merge-alloc: error: option 'alignment': must be a positive power of two, got 3
// ZERO: merge-alloc: error: option 'alignment': must be a positive power of two, got 0
// NEG: merge-alloc: error: option 'alignment': must be a positive power of two, got -64
// PLANNER: merge-alloc: error: option 'planner': unknown planner 'nope' (known: {{.*}}cost-model{{.*}}size-first{{.*}})
// UNKNOWN: xdsl-opt: error: Provided arguments ["no_such_option"] not found
// TYPE: xdsl-opt: error: Incompatible types: given ('big',)
// THREE-NOT: {{Traceback|builtin.module}}
// ZERO-NOT: {{Traceback|builtin.module}}
// NEG-NOT: {{Traceback|builtin.module}}
// PLANNER-NOT: {{Traceback|builtin.module}}
// UNKNOWN-NOT: {{Traceback|builtin.module}}
// TYPE-NOT: {{Traceback|builtin.module}}

func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  return
}
