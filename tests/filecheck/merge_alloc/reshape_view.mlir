// memref.reshape returns a view of its source (MLIR's ViewLikeOpInterface,
// dialects/memref.py) and reads its shape buffer when it runs: the
// source stays alive as long as the reshape's result is used, the shape
// buffer up to the reshape (docs/lifetimes.md).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{analysis-only}' %s | filecheck %s --check-prefix=TICKS
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// %a is read through %v after %b's last use: %b must not take %a's bytes.
// %d is used before the reshape reads %shape: it must not take %shape's.
// %b may take %shape's bytes (the shape was read), %c those of %b.
// TICKS-LABEL: func.func @reshape_view()
// TICKS:         %shape = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 5, 10>} : memref<1xindex>
// TICKS:         %a = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 7, 13>} : memref<8x64xf32>
// TICKS:         %d = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 9, 9>} : memref<1xindex>
// TICKS:         %b = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 12, 12>} : memref<8x64xf32>
// TICKS:         %c = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 15, 15>} : memref<8x64xf32>

// CHECK-LABEL: func.func @reshape_view()
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4160xi8>
// CHECK-DAG:     %[[OFF0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[OFF2048:.*]] = arith.constant 2048 : index
// CHECK-DAG:     %[[OFF4096:.*]] = arith.constant 4096 : index
// CHECK:         %shape = memref.view %[[M]][%[[OFF0]]][] : memref<4160xi8> to memref<1xindex>
// CHECK:         %a = memref.view %[[M]][%[[OFF2048]]][] : memref<4160xi8> to memref<8x64xf32>
// CHECK:         %d = memref.view %[[M]][%[[OFF4096]]][] : memref<4160xi8> to memref<1xindex>
// CHECK:         %v = memref.reshape %a(%shape) : (memref<8x64xf32>, memref<1xindex>) -> memref<512xf32>
// CHECK-NEXT:    %b = memref.view %[[M]][%[[OFF0]]][] : memref<4160xi8> to memref<8x64xf32>
// CHECK:         %c = memref.view %[[M]][%[[OFF0]]][] : memref<4160xi8> to memref<8x64xf32>

// UPSTREAM-LABEL: func.func @reshape_view()
// UPSTREAM:         %[[A:.*]] = memref.view %{{.*}} : memref<4160xi8> to memref<8x64xf32>
// UPSTREAM:         %reshape = memref.reshape %[[A]](%{{.*}}) : (memref<8x64xf32>, memref<1xindex>) -> memref<512xf32>
func.func @reshape_view() {
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %shape = memref.alloc() : memref<1xindex>
  memref.store %c512, %shape[%c0] : memref<1xindex>
  %a = memref.alloc() : memref<8x64xf32>
  "test.source"(%a) : (memref<8x64xf32>) -> ()
  %d = memref.alloc() : memref<1xindex>
  "test.source"(%d) : (memref<1xindex>) -> ()
  %v = memref.reshape %a(%shape) : (memref<8x64xf32>, memref<1xindex>) -> memref<512xf32>
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b) : (memref<8x64xf32>) -> ()
  "test.source"(%v) : (memref<512xf32>) -> ()
  %c = memref.alloc() : memref<8x64xf32>
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
