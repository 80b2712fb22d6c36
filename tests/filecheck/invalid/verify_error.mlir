// Input that parses but does not verify: xDSL's verifier error, on the op at
// fault, one line, exit status 1, nothing printed. In a --split-input-file
// chunk the line is the file's.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not xdsl-opt --split-input-file -p merge-alloc %s 2>&1 | filecheck %s --check-prefix=SPLIT

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}verify_error.mlir:22:3: error: 'scf.for' op %sum scf.yield expected 1 args, but got 0. The scf.for must yield its loop-carried variables.{{$}}
// CHECK-NOT: {{.}}
// SPLIT-NOT: {{.}}
// SPLIT-LABEL: {{^}}{{.*}}verify_error.mlir:22:3: error: 'scf.for' op %sum scf.yield expected{{.*$}}
// SPLIT-NOT: {{.}}

func.func @fine() {
  return
}

// -----

func.func @f(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %sum = scf.for %i = %c0 to %n step %n iter_args(%acc = %x) -> (f32) {
    scf.yield
  }
  return
}
