// outputs-in-workspace: returned buffers live in the workspace instead of
// being real allocations, live from their first use to the end of the
// function; the caller reads them there. In the examples' MLP, %d0 takes the
// bytes of %b0 (dead by then): the workspace does not grow. A buffer that
// escapes another way (stored, yielded out of a loop) stays a real allocation.
// RUN: xdsl-opt -p 'merge-alloc{arena=argument outputs-in-workspace}' %S/../../../examples/mlp.mlir | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global outputs-in-workspace}' %s | filecheck %s --check-prefix=GLOBAL
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument call-tree outputs-in-workspace}' %s -o %t.tree.mlir
// RUN: filecheck %s --input-file=%t.tree.mlir --check-prefix=TREE
// RUN: %mlir_verify %t.tree.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: not xdsl-opt -p 'merge-alloc{outputs-in-workspace}' %S/../../../examples/mlp.mlir 2>&1 | filecheck %s --check-prefix=NEEDS-ARENA

// CHECK-LABEL: func.func @mlp(%x: memref<128x128xf32>, %w: memref<128x128xf32>, %workspace: memref<131072xi8>) -> memref<128x128xf32>
// CHECK-DAG:     %[[OFF0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[OFF65536:.*]] = arith.constant 65536 : index
// CHECK:         %c0 = memref.view %workspace[%[[OFF65536]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:         %d0 = memref.view %workspace[%[[OFF0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         func.return %d0 : memref<128x128xf32>

// Without `call-tree`, a function called from the module keeps its returned
// buffers: its block is one per caller scope, and the caller may still hold
// the result of an earlier call when it calls again.
// GLOBAL-LABEL: func.func @produce
// GLOBAL:         %out = memref.alloc() : memref<16xf32>
// GLOBAL:         %stored = memref.alloc() : memref<16xf32>
// GLOBAL:         func.return %out, %stored

// A callee's returned buffer lives in its block of the caller's arena, which
// stays live while the caller uses the result (%r is read after the call).
// TREE-LABEL: func.func @produce(%holder: memref<1xmemref<16xf32>>, %workspace: memref<64xi8>)
// TREE-LABEL: func.func @consume(%holder: memref<1xmemref<16xf32>>, %workspace: memref<128xi8>)
// TREE:         %[[OFF64:.*]] = arith.constant 64 : index
// TREE:         %produce_workspace = memref.view %workspace[%{{.*}}][] : memref<128xi8> to memref<64xi8>
// TREE-NEXT:    %r, %s = func.call @produce(%holder, %produce_workspace)
// TREE-NEXT:    %tmp = memref.view %workspace[%[[OFF64]]][] : memref<128xi8> to memref<16xf32>
// TREE-NEXT:    "test.use"(%tmp) : (memref<16xf32>) -> ()
// TREE-NEXT:    "test.use"(%r, %s)

// UPSTREAM: func.func @consume(%arg0: memref<1xmemref<16xf32>>, %arg1: memref<128xi8>)

// NEEDS-ARENA: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'outputs-in-workspace': needs a static arena: arena=global or arena=argument

func.func @produce(%holder: memref<1xmemref<16xf32>>) -> (memref<16xf32>, memref<16xf32>) {
  %out = memref.alloc() : memref<16xf32>
  "test.use"(%out) : (memref<16xf32>) -> ()
  %stored = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  memref.store %stored, %holder[%c0] : memref<1xmemref<16xf32>>
  return %out, %stored : memref<16xf32>, memref<16xf32>
}

func.func @consume(%holder: memref<1xmemref<16xf32>>) {
  %r, %s = func.call @produce(%holder) : (memref<1xmemref<16xf32>>) -> (memref<16xf32>, memref<16xf32>)
  %tmp = memref.alloc() : memref<16xf32>
  "test.use"(%tmp) : (memref<16xf32>) -> ()
  "test.use"(%r, %s) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
