// Ops that free their memref operands other than memref.dealloc:
// `bufferization.dealloc` (what --ownership-based-buffer-deallocation leaves
// before --bufferization-lower-deallocations) and `memref.realloc` (before
// --expand-realloc), here in MLIR's generic form, as --allow-unregistered-
// dialect users wrote them when xDSL lacked both: merge-alloc now defines
// them (dialects/bufferization.py, dialects/memref.py), so
// they are read as those ops, with a free effect on the operands they free.
// Such an op frees the buffers it is handed: a merged buffer's view freed
// there would free the merged buffer (once per view: a double free). So
// every alloc such an op may free, through any alias (here the base buffer
// of extract_strided_metadata), is left a real allocation, like an alloc
// whose address escapes (docs/lifetimes.md); the other allocs are merged as
// usual. (The unregistered form itself, read where merge-alloc's dialects
// are not registered: tests/analysis/test_op_behaviour.py.)
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-LABEL: func.func @ownership(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.view %[[M]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
// CHECK-NOT:     memref.view
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%{{.*}}, %{{.*}})
// CHECK-NEXT:    memref.dealloc %[[M]] : memref<64xi8>
// CHECK-NEXT:    func.return
// UPSTREAM-LABEL: func.func @ownership(
// UPSTREAM-COUNT-3: memref.alloc()
// UPSTREAM-NOT:   memref.alloc()
// UPSTREAM:       return
func.func @ownership(%x: memref<16xf32>) {
  %true = arith.constant true
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %x, %a : memref<16xf32> to memref<16xf32>
  memref.copy %a, %x : memref<16xf32> to memref<16xf32>
  memref.copy %x, %b : memref<16xf32> to memref<16xf32>
  memref.copy %b, %x : memref<16xf32> to memref<16xf32>
  memref.copy %x, %c : memref<16xf32> to memref<16xf32>
  memref.copy %c, %x : memref<16xf32> to memref<16xf32>
  %base_a, %off_a, %size_a, %stride_a = memref.extract_strided_metadata %a : memref<16xf32> -> memref<f32>, index, index, index
  %base_b, %off_b, %size_b, %stride_b = memref.extract_strided_metadata %b : memref<16xf32> -> memref<f32>, index, index, index
  "bufferization.dealloc"(%base_a, %base_b, %true, %true) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<f32>, memref<f32>, i1, i1) -> ()
  memref.dealloc %c : memref<16xf32>
  return
}

// CHECK-LABEL: func.func @grow(
// CHECK:         %[[S:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         memref.realloc %[[S]] : memref<8xf32> to memref<16xf32>
// UPSTREAM-LABEL: func.func @grow(
func.func @grow(%x: memref<8xf32>, %y: memref<16xf32>) {
  %s = memref.alloc() : memref<8xf32>
  %t = memref.alloc() : memref<8xf32>
  memref.copy %x, %s : memref<8xf32> to memref<8xf32>
  memref.copy %x, %t : memref<8xf32> to memref<8xf32>
  memref.copy %t, %x : memref<8xf32> to memref<8xf32>
  %g = "memref.realloc"(%s) : (memref<8xf32>) -> memref<16xf32>
  memref.copy %g, %y : memref<16xf32> to memref<16xf32>
  return
}

// UNSUPPORTED: fast-tier
