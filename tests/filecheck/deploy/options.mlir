// Deployment options are checked before any IR is touched: one line naming
// the option, a non-zero exit, no output.
// RUN: not xdsl-opt -p 'merge-alloc{arena=heap}' %s 2>&1 | filecheck %s --check-prefix=ARENA
// RUN: not xdsl-opt -p 'merge-alloc{shared-arena}' %s 2>&1 | filecheck %s --check-prefix=SHARED
// RUN: not xdsl-opt -p 'merge-alloc{pools="sram,sram"}' %s 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: not xdsl-opt -p 'merge-alloc{analysis-only arena=global}' %s 2>&1 | filecheck %s --check-prefix=ANALYSIS-ARENA
// RUN: not xdsl-opt -p 'merge-alloc{analysis-only call-tree}' %s 2>&1 | filecheck %s --check-prefix=ANALYSIS-TREE
// RUN: not xdsl-opt -p 'merge-alloc{analysis-only pools="sram:1k,dram"}' %s 2>&1 | filecheck %s --check-prefix=ANALYSIS-POOLS
// RUN: xdsl-opt -p 'merge-alloc{arena=alloc call-tree}' %s -o %t.alloc-tree.mlir
// RUN: filecheck %s --input-file=%t.alloc-tree.mlir --check-prefix=ALLOC-TREE
// RUN: %mlir_verify %t.alloc-tree.mlir | filecheck %s --check-prefix=UPSTREAM

// ARENA: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'arena': expected one of alloc, global, argument, got 'heap'
// ARENA-NOT: func.func
// SHARED: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'shared-arena': needs a static arena: arena=global or arena=argument
// analysis-only stops before planning: a deployment option beside it would
// be ignored silently (and report= would write an empty deployment).
// ANALYSIS-ARENA: {{^}}xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'arena': has no effect with analysis-only, which stops before planning; give only one of them{{$}}
// ANALYSIS-ARENA-NOT: {{Traceback|func.func}}
// ANALYSIS-TREE: {{^}}xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'call-tree': has no effect with analysis-only, which stops before planning; give only one of them{{$}}
// ANALYSIS-TREE-NOT: {{Traceback|func.func}}
// ANALYSIS-POOLS: {{^}}xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'pools': has no effect with analysis-only, which stops before planning; give only one of them{{$}}
// TWICE: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'pools': pool 'sram' is declared twice

// `call-tree` with run-time arenas: the entry point allocates one arena for
// its whole call tree, callees get blocks of it.
// ALLOC-TREE-LABEL: func.func @callee(%workspace: memref<64xi8>)
// ALLOC-TREE-LABEL: func.func @entry()
// ALLOC-TREE-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// ALLOC-TREE:         %callee_workspace = memref.view %merged
// ALLOC-TREE:         func.call @callee(%callee_workspace) : (memref<64xi8>) -> ()

// UPSTREAM: func.func @callee(%arg0: memref<64xi8>)

func.func @callee() {
  %a = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %a[%c0] : memref<16xf32>
  return
}

func.func @entry() {
  func.call @callee() : () -> ()
  return
}

// UNSUPPORTED: fast-tier
