// `report=PATH` writes the plan report (JSON) beside the rewritten IR: each
// placed buffer with its SSA name, location, type, bytes, alignment, ticks and
// offset, the scope's total and lower bound, and the allocs left alone.
// RUN: rm -f %t.json
// RUN: xdsl-opt -p 'merge-alloc{report="%t.json"}' %s | filecheck %s --check-prefix=MERGED
// RUN: filecheck %s --input-file=%t.json
// The report alone, without a rewrite:
// RUN: xdsl-opt -p 'merge-alloc{analysis-only report="%t.analysis.json"}' %s > /dev/null
// RUN: filecheck %s --input-file=%t.analysis.json --check-prefix=ANALYSIS

// MERGED: %merged = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>

// CHECK:      "format": "merge-alloc-plan/1",
// CHECK:      "planner": "best",
// CHECK-NEXT: "alignment": 64,
// CHECK-NEXT: "totals": {
// CHECK-NEXT:   "arena": 1024,
// CHECK-NEXT:   "lower_bound": 1024,
// CHECK-NEXT:   "buffers": 2
// CHECK:      "name": "two_phases",
// CHECK:      "scope": "func.func @two_phases",
// CHECK:      "total": 1024,
// CHECK-NEXT: "lower_bound": 1024,
// CHECK:      "name": "%first",
// CHECK-NEXT: "location": "{{.*}}report.mlir:[[# @LINE + 23]]:3",
// CHECK-NEXT: "type": "memref<256xf32>",
// CHECK-NEXT: "bytes": 1024,
// CHECK-NEXT: "alignment": 64,
// CHECK-NEXT: "first": [[FIRST:[0-9]+]],
// CHECK-NEXT: "last": [[LAST:[0-9]+]],
// CHECK-NEXT: "offset": 0,
// CHECK:      "name": "%second",
// CHECK:      "offset": 0,
// CHECK:      "left_alone": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "name": "%sized",
// CHECK-NEXT:     "location": "{{.*}}report.mlir:[[# @LINE + 15]]:3",
// CHECK-NEXT:     "type": "memref<?xf32>",
// CHECK-NEXT:     "kind": "dynamic-shape",

// ANALYSIS:      "totals": {
// ANALYSIS-NEXT:   "arena": 0,
// ANALYSIS:      "scopes": [],
// ANALYSIS:      "name": "%sized",

func.func @two_phases(%n: index) {
  %one = arith.constant 1.0 : f32
  %first = memref.alloc() : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%first : memref<256xf32>)
  %second = memref.alloc() : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%second : memref<256xf32>)
  %sized = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%sized : memref<?xf32>)
  memref.dealloc %sized : memref<?xf32>
  return
}

// UNSUPPORTED: fast-tier
