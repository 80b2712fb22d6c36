// A mergeable alloc whose scope has several blocks: an error at the alloc.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}multi_block_scope.mlir:8:3: error: 'memref.alloc' op %a This op should be surrounded by an AutomaticAllocationScope of single block{{$}}
// CHECK-NOT: {{.}}
func.func @multi_block(%p: i1) {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}
