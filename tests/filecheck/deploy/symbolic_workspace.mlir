// `arena=argument` with symbolic offsets (docs/dynamic-shapes.md): the
// workspace is a `memref<?xi8>` the caller sizes with
// `@rows_workspace_bytes(dim 0 of %x)`, computed as the function computes
// its arena (max(128 n, 256) for two 64 n-byte row buffers and a 256-byte
// scratch); the function asserts the workspace is that large. A function
// whose sizes are not expressions of its arguments keeps a static
// workspace. `arena=global` has one size: refused in one line.
// RUN: xdsl-opt -p 'merge-alloc{symbolic-offsets arena=argument}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir -o /dev/null %}
// RUN: not xdsl-opt -p 'merge-alloc{symbolic-offsets arena=global}' %s 2>&1 | filecheck %s --check-prefix=GLOBAL
// RUN: not xdsl-opt -p 'merge-alloc{symbolic-offsets arena=argument call-tree}' %s 2>&1 | filecheck %s --check-prefix=TREE

func.func @rows(%x: memref<?x16xf32> {merge_alloc.dim_bounds = array<i64: 128, -1>}) -> f32 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  %b = memref.alloc(%n) : memref<?x16xf32>
  memref.copy %x, %a : memref<?x16xf32> to memref<?x16xf32>
  memref.copy %a, %b : memref<?x16xf32> to memref<?x16xf32>
  %s = memref.alloc() : memref<64xf32>
  %v = memref.load %b[%c0, %c0] : memref<?x16xf32>
  memref.store %v, %s[%c0] : memref<64xf32>
  %w = memref.load %s[%c0] : memref<64xf32>
  %m = arith.addf %v, %w : f32
  memref.dealloc %a : memref<?x16xf32>
  memref.dealloc %b : memref<?x16xf32>
  memref.dealloc %s : memref<64xf32>
  return %m : f32
}

// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %workspace: memref<?xi8>
// CHECK-SAME: merge_alloc.workspaces = {workspace = {bytes = 16384 : i64, alignment = 64 : i64, dynamic_sizes = [array<i64: 0, 0>]}}
// CHECK: %arena_bytes = arith.maxui
// CHECK: %workspace_bytes = memref.dim %workspace
// CHECK-NEXT: %[[ENOUGH:.*]] = arith.cmpi uge, %workspace_bytes, %arena_bytes : index
// CHECK-NEXT: cf.assert %[[ENOUGH]], "merge-alloc: the workspace is smaller than its _workspace_bytes function says"
// CHECK: memref.view %workspace[%off][%n]
// CHECK: memref.view %workspace[%c0][%n]
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
// CHECK-LABEL: func.func @rows_workspace_bytes(%arg0_dim0: index) -> index attributes {merge_alloc.generated} {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = arith.muli %c64, %arg0_dim0 : index
// CHECK-NEXT: %1 = arith.addi %0, %0 : index
// CHECK-NEXT: %c256 = arith.constant 256 : index
// CHECK-NEXT: %arena_bytes = arith.maxui %1, %c256 : index
// CHECK-NEXT: func.return %arena_bytes : index

// A size that is a subtraction: no symbolic form, a static workspace at
// the bound and the size function of docs/deployment.md.
func.func @shorter(%x: memref<?xf32> {merge_alloc.dim_bounds = array<i64: 100>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %m = arith.subi %n, %c1 : index
  %a = memref.alloc(%m) : memref<?xf32>
  %b = memref.alloc(%m) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @shorter(
// CHECK-SAME: %workspace: memref<{{[0-9]+}}xi8>
// CHECK-LABEL: func.func @shorter_workspace_bytes() -> index

// GLOBAL: symbolic-offsets{{.*}}cannot follow the dynamic sizes with arena=global: a global has one size, fixed at compile time (without symbolic-offsets it is the plan at the bound)
// GLOBAL-NOT: error
// TREE: symbolic-offsets{{.*}}needs arena=alloc or arena=argument without 'call-tree'
