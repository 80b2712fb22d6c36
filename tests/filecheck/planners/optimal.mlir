// planner=optimal (needs the `optimal` extra, OR-Tools) on the scope of
// path.mlir: sizes in 64-byte units b3 = 6, b1 = 1, b2 = 3, b0 = 5, conflicts
// b3 - b1 - b2 - b0. The hint (search's plan) already meets the lower bound,
// 512 bytes, so it is the answer, proven optimal without a solve.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=optimal}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s %}

// CHECK-LABEL: func.func @path(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[C320:.*]] = arith.constant 320 : index
// CHECK:         {{%b3|%view}} = memref.view %[[M]][%[[C64]]][]
// CHECK:         {{%b1|%view_0}} = memref.view %[[M]][%[[C0]]][]
// CHECK:         {{%b2|%view_1}} = memref.view %[[M]][%[[C320]]][]
// CHECK:         {{%b0|%view_2}} = memref.view %[[M]][%[[C0]]][]
func.func @path(%in: memref<96xf32>) {
  %b3 = memref.alloc() : memref<96xf32>
  %b1 = memref.alloc() : memref<16xf32>
  memref.copy %in, %b3 : memref<96xf32> to memref<96xf32>
  "test.use"(%b3, %b1) : (memref<96xf32>, memref<16xf32>) -> ()
  %b2 = memref.alloc() : memref<48xf32>
  "test.use"(%b1, %b2) : (memref<16xf32>, memref<48xf32>) -> ()
  %b0 = memref.alloc() : memref<80xf32>
  "test.use"(%b2, %b0) : (memref<48xf32>, memref<80xf32>) -> ()
  "test.use"(%b0) : (memref<80xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
