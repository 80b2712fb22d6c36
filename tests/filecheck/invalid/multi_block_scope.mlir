// A function whose body has several blocks: left alone with one warning
// naming it (the other functions merged); under `strict` that line is an
// error and nothing changes (docs/lifetimes.md, "Unstructured control flow").
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir 2>%t.err
// RUN: filecheck %s --check-prefix=WARN --input-file=%t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{strict}' %s 2>&1 | filecheck %s --check-prefix=STRICT

// WARN-NOT: {{.}}
// WARN-LABEL: {{^}}{{.*}}multi_block_scope.mlir:17:1: warning: 'func.func' op @multi_block left as it is: its body has 3 blocks (merge-alloc plans single-block functions){{$}}
// WARN-NOT: {{.}}
// STRICT-NOT: {{.}}
// STRICT-LABEL: {{^}}{{.*}}multi_block_scope.mlir:17:1: error: 'func.func' op @multi_block left as it is: its body has 3 blocks (merge-alloc plans single-block functions){{$}}
// STRICT-NOT: {{.}}
// CHECK-LABEL: func.func @multi_block(
// CHECK-NEXT:    %a = memref.alloc() : memref<16xf32>
func.func @multi_block(%p: i1) {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @single_block(
// CHECK-NEXT:    %merged = memref.alloc()
// CHECK:         %b = memref.view %merged
func.func @single_block() {
  %b = memref.alloc() : memref<16xf32>
  "test.source"(%b) : (memref<16xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
