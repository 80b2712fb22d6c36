// Every planner on one scope whose optimum is known. Sizes in 64-byte units:
// b3 = 6, b1 = 1, b2 = 3, b0 = 5; lifetimes b3 [4,5], b1 [5,7], b2 [7,9],
// b0 [9,10], so the conflicts form a path b3 - b1 - b2 - b0 and the lower
// bound is b2 + b0 = 8 units (512 bytes), which is optimal.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=naive}' %s | filecheck %s --check-prefix=NAIVE
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=greedy-by-size}' %s | filecheck %s --check-prefix=TFLITE
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=best-fit}' %s | filecheck %s --check-prefix=EXECUTORCH
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=greedy-by-conflicts}' %s | filecheck %s --check-prefix=CONFLICTS
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=hill-climb}' %s | filecheck %s --check-prefix=CLIMB
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=best}' %s -o %t.best.mlir
// RUN: filecheck %s --input-file=%t.best.mlir --check-prefix=BEST
// RUN: %if mlir-opt %{ %mlir_verify %t.best.mlir | filecheck %s --check-prefix=BEST %}
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=search}' %s | filecheck %s --check-prefix=BEST
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=search plan-seconds=0.25}' %s | filecheck %s --check-prefix=BEST

// naive: every buffer its own bytes, in program order.
// NAIVE-LABEL: func.func @path(
// NAIVE-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<960xi8>
// NAIVE-DAG:     %[[C0:.*]] = arith.constant 0 : index
// NAIVE-DAG:     %[[C384:.*]] = arith.constant 384 : index
// NAIVE-DAG:     %[[C448:.*]] = arith.constant 448 : index
// NAIVE-DAG:     %[[C640:.*]] = arith.constant 640 : index
// NAIVE:         %b3 = memref.view %[[M]][%[[C0]]][]
// NAIVE:         %b1 = memref.view %[[M]][%[[C384]]][]
// NAIVE:         %b2 = memref.view %[[M]][%[[C448]]][]
// NAIVE:         %b0 = memref.view %[[M]][%[[C640]]][]

// greedy-by-size (TFLite), largest first: b3 at 0; b0 at 0 (nothing placed
// meets it); b2 above b0 at 320; b1 meets b3 [0, 384) and b2 [320, 512),
// no gap between them fits: 512. 9 units.
// TFLITE-LABEL: func.func @path(
// TFLITE-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// TFLITE-DAG:     %[[C0:.*]] = arith.constant 0 : index
// TFLITE-DAG:     %[[C320:.*]] = arith.constant 320 : index
// TFLITE-DAG:     %[[C512:.*]] = arith.constant 512 : index
// TFLITE:         %b3 = memref.view %[[M]][%[[C0]]][]
// TFLITE:         %b1 = memref.view %[[M]][%[[C512]]][]
// TFLITE:         %b2 = memref.view %[[M]][%[[C320]]][]
// TFLITE:         %b0 = memref.view %[[M]][%[[C0]]][]

// best-fit (ExecuTorch): b3 opens object 0 (384 bytes), b0 shares it at 0;
// b2 does not fit above b0 in it: object 1 (192); b1 fits in neither:
// object 2 (64). Objects laid out at 0, 384, 576. 10 units.
// EXECUTORCH-LABEL: func.func @path(
// EXECUTORCH-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<640xi8>
// EXECUTORCH-DAG:     %[[C0:.*]] = arith.constant 0 : index
// EXECUTORCH-DAG:     %[[C384:.*]] = arith.constant 384 : index
// EXECUTORCH-DAG:     %[[C576:.*]] = arith.constant 576 : index
// EXECUTORCH:         %b3 = memref.view %[[M]][%[[C0]]][]
// EXECUTORCH:         %b1 = memref.view %[[M]][%[[C576]]][]
// EXECUTORCH:         %b2 = memref.view %[[M]][%[[C384]]][]
// EXECUTORCH:         %b0 = memref.view %[[M]][%[[C0]]][]

// greedy-by-conflicts (TVM): b2 and b1 have two conflicts (b2 is larger),
// then b3 and b0. b2 at 0, b1 on b2 at 192, b3 on b1 at 256, b0 on b2 at
// 192. 10 units.
// CONFLICTS-LABEL: func.func @path(
// CONFLICTS-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<640xi8>
// CONFLICTS-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CONFLICTS-DAG:     %[[C192:.*]] = arith.constant 192 : index
// CONFLICTS-DAG:     %[[C256:.*]] = arith.constant 256 : index
// CONFLICTS:         %b3 = memref.view %[[M]][%[[C256]]][]
// CONFLICTS:         %b1 = memref.view %[[M]][%[[C192]]][]
// CONFLICTS:         %b2 = memref.view %[[M]][%[[C0]]][]
// CONFLICTS:         %b0 = memref.view %[[M]][%[[C192]]][]

// hill-climb (TVM): its first greedy run is greedy-by-size's order with a
// first fit (576 bytes); swapping b2 ahead of b0 puts b2 at 0, b0 on it at
// 192 and b1 above b3 at 384: the optimum, 8 units.
// CLIMB-LABEL: func.func @path(
// CLIMB-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CLIMB-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CLIMB-DAG:     %[[C192:.*]] = arith.constant 192 : index
// CLIMB-DAG:     %[[C384:.*]] = arith.constant 384 : index
// CLIMB:         %b3 = memref.view %[[M]][%[[C0]]][]
// CLIMB:         %b1 = memref.view %[[M]][%[[C384]]][]
// CLIMB:         %b2 = memref.view %[[M]][%[[C0]]][]
// CLIMB:         %b0 = memref.view %[[M]][%[[C192]]][]

// best, bottom-up by last tick (b0, b2, b1, b3): at 0, b0 (which lifts b2
// to 320) and b1 (which lifts b3 to 64); then b3 at 64 and b2 at 320: the
// lower bound, so the portfolio stops; search starts from it and stops too.
// BEST-LABEL: func.func @path(
// BEST-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// BEST-DAG:     %[[C0:.*]] = arith.constant 0 : index
// BEST-DAG:     %[[C64:.*]] = arith.constant 64 : index
// BEST-DAG:     %[[C320:.*]] = arith.constant 320 : index
// BEST:         {{%b3|%view}} = memref.view %[[M]][%[[C64]]][]
// BEST:         {{%b1|%view_0}} = memref.view %[[M]][%[[C0]]][]
// BEST:         {{%b2|%view_1}} = memref.view %[[M]][%[[C320]]][]
// BEST:         {{%b0|%view_2}} = memref.view %[[M]][%[[C0]]][]
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
