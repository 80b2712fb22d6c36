// inputs-in-workspace: an entry point's memref arguments (static shape,
// identity layout) move into its workspace, live from the call's start to
// their last use; the arguments disappear from the signature and
// `@NAME_input_K` (K: the argument's original position) returns the view a
// caller fills before the call (other buffers may take its bytes after its
// last use). An argument that escapes (here %keep, returned) stays an
// argument, and so does one the function may write (an output parameter,
// which the caller reads after the call; `written.mlir`); with a global arena
// the accessors take no argument.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument inputs-in-workspace}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global inputs-in-workspace}' %s | filecheck %s --check-prefix=GLOBAL
// RUN: not xdsl-opt -p 'merge-alloc{inputs-in-workspace}' %s 2>&1 | filecheck %s --check-prefix=NEEDS-ARENA

// CHECK-LABEL: func.func @f(%keep: memref<4xf32>, %workspace: memref<128xi8>) -> memref<4xf32>
// CHECK-DAG:     %x = memref.view %workspace[%{{.*}}][] {merge_alloc.input = 1 : i64} : memref<128xi8> to memref<16xf32>
// CHECK-DAG:     %y = memref.view %workspace[%{{.*}}][] : memref<128xi8> to memref<16xf32>
// CHECK:         func.return %keep
// CHECK-LABEL: func.func @f_input_1(%workspace: memref<128xi8>) -> memref<16xf32>
// CHECK-NEXT:    %[[O:.*]] = arith.constant {{[0-9]+}} : index
// CHECK-NEXT:    %[[V:.*]] = memref.view %workspace[%[[O]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    func.return %[[V]] : memref<16xf32>
// CHECK-NOT:   @f_input_0

// GLOBAL-LABEL: func.func @f(%keep: memref<4xf32>) -> memref<4xf32>
// GLOBAL-LABEL: func.func @f_input_1() -> memref<16xf32>
// GLOBAL-NEXT:    memref.get_global @__merge_alloc_f_workspace : memref<128xi8>

// UPSTREAM: func.func @f_input_1(%arg0: memref<128xi8>) -> memref<16xf32>

// NEEDS-ARENA: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'inputs-in-workspace': needs a static arena: arena=global or arena=argument

func.func @f(%keep: memref<4xf32>, %x: memref<16xf32>) -> memref<4xf32> {
  %y = memref.alloc() : memref<16xf32>
  memref.copy %x, %y : memref<16xf32> to memref<16xf32>
  "test.use"(%keep, %y) : (memref<4xf32>, memref<16xf32>) -> ()
  return %keep : memref<4xf32>
}

// UNSUPPORTED: fast-tier
