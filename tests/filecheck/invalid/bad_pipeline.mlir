// A pass pipeline that names merge-alloc but cannot be built: one line, exit
// status 1, no traceback, whichever element is wrong.
// RUN: not xdsl-opt -p 'merge-alloc,no-such-pass' %s 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not xdsl-opt -p 'merge-alloc{alignment=' %s 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: not xdsl-opt -p 'cse{foo=1},merge-alloc' %s 2>&1 | filecheck %s --check-prefix=OTHER

// PASS-NOT: {{.}}
// PASS-LABEL: {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc,no-such-pass': Unrecognized passes: ['no-such-pass']{{$}}
// PASS-NOT: {{.}}
// SYNTAX-NOT: {{.}}
// SYNTAX-LABEL: {{^}}xdsl-opt: error: invalid pass pipeline 'merge-alloc{alignment=': {{.+}} (at character {{[0-9]+}}){{$}}
// SYNTAX-NOT: {{.}}
// OTHER-NOT: {{.}}
// OTHER-LABEL: {{^}}xdsl-opt: error: invalid pass pipeline 'cse{foo=1},merge-alloc': Provided arguments ["foo"] not found{{.*$}}
// OTHER-NOT: {{.}}

func.func @f() {
  return
}

// UNSUPPORTED: fast-tier
