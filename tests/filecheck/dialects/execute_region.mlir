// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect -p canonicalize %s | filecheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}

// scf.execute_region prints every terminator (xDSL 0.74 drops them when the
// op has no results, which MLIR cannot read back), reads and prints MLIR's
// `no_inline`, and canonicalization keeps `no_inline` regions.

// CHECK-LABEL: func.func @no_results(
// CHECK:         scf.execute_region {
// CHECK-NEXT:      "test.source"() : () -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CANON-LABEL: func.func @no_results(
// CANON-NEXT:    "test.source"() : () -> ()
// CANON-NEXT:    func.return
// VERIFY-LABEL: func.func @no_results(
// VERIFY:         scf.execute_region {
// VERIFY-NEXT:      "test.source"() : () -> ()
// VERIFY-NEXT:      scf.yield
func.func @no_results() {
  scf.execute_region {
    "test.source"() : () -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @kept(
// CHECK:         scf.execute_region no_inline {
// CHECK-NEXT:      "test.source"() : () -> ()
// CHECK-NEXT:      scf.yield
// CANON-LABEL: func.func @kept(
// CANON-NEXT:    scf.execute_region no_inline {
// VERIFY-LABEL: func.func @kept(
// VERIFY:         scf.execute_region no_inline {
func.func @kept() {
  scf.execute_region no_inline {
    "test.source"() : () -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @blocks(
// CHECK:         %{{.*}}, %{{.*}} = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:      %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      cf.br ^[[B:.*]]
// CHECK-NEXT:    ^[[B]]:
// CHECK-NEXT:      scf.yield %[[C]], %[[C]] : i32, i32
// CHECK:         %{{.*}} = scf.execute_region -> (i32) {
// VERIFY-LABEL: func.func @blocks(
// VERIFY:         scf.execute_region -> (i32, i32) {
// VERIFY:         scf.execute_region -> i32 {
func.func @blocks() -> (i32, i32) {
  %a:2 = scf.execute_region -> (i32, i32) {
    %c = arith.constant 1 : i32
    cf.br ^bb1
  ^bb1:
    scf.yield %c, %c : i32, i32
  }
  %b = scf.execute_region -> (i32) {
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  return %a#0, %b : i32, i32
}

// UNSUPPORTED: fast-tier
