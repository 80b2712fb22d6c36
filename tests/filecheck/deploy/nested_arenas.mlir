// A static arena cannot be allocated per run of a nested scope. The arena of a
// static scf.forall body becomes a block of the function's arena with one slot
// per thread (thread id * slot + offset), live over the whole loop; an
// affine.for body's arena gets one slot reused by every iteration. A dynamic
// forall's arena stays a run-time allocation, with a warning (an error under
// `strict`).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global}' %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument}' %s 2>/dev/null | %mlir_verify | filecheck %s --check-prefix=UPSTREAM
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global strict}' %s 2>&1 | filecheck %s --check-prefix=STRICT

// CHECK:       memref.global "private" @__merge_alloc_static_workspace : memref<832xi8> = uninitialized {alignment = 64 : i64, merge_alloc.generated}
// CHECK-LABEL: func.func @static
// CHECK:         %[[A:.*]] = memref.get_global @__merge_alloc_static_workspace : memref<832xi8>
// CHECK-NEXT:    %[[OFF:.*]] = arith.constant 768 : index
// CHECK-NEXT:    %keep = memref.view %[[A]][%[[OFF]]][] : memref<832xi8> to memref<16xf32>
// CHECK:         scf.forall (%i, %j) in (2, 3) {
// CHECK-NEXT:      %[[THREE:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[ROW:.*]] = arith.muli %i, %[[THREE]] : index
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[ROW]], %j : index
// CHECK-NEXT:      %[[SLOT:.*]] = arith.constant 128 : index
// CHECK-NEXT:      %[[SHIFT:.*]] = arith.muli %[[T]], %[[SLOT]] : index
// CHECK-NEXT:      %t = memref.view %[[A]][%[[SHIFT]]][] : memref<832xi8> to memref<32xf32>
// CHECK-NOT:       memref.alloc
// CHECK:         affine.for
// CHECK:           %u = memref.view %[[A]][%{{.*}}][] : memref<832xi8> to memref<8xf32>
// CHECK-NOT:     memref.alloc
// CHECK-LABEL: func.func @dynamic
// CHECK:         scf.forall (%i) in (%n) {
// CHECK-NEXT:      %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:           %t = memref.view %[[M]]

// WARN: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: 'scf.forall' op in @dynamic: its arena stays a run-time allocation: 'scf.forall' has dynamic bounds

// UPSTREAM: func.func @static(%arg0: memref<832xi8>)

// STRICT: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'scf.forall' op in @dynamic: its arena stays a run-time allocation: 'scf.forall' has dynamic bounds
// STRICT-NOT: builtin.module

func.func @static() {
  %keep = memref.alloc() : memref<16xf32>
  "test.use"(%keep) : (memref<16xf32>) -> ()
  scf.forall (%i, %j) in (2, 3) {
    %t = memref.alloc() : memref<32xf32>
    "test.use"(%t, %keep) : (memref<32xf32>, memref<16xf32>) -> ()
  }
  affine.for %k = 0 to 4 {
    %u = memref.alloc() : memref<8xf32>
    "test.use"(%u) : (memref<8xf32>) -> ()
  }
  return
}

func.func @dynamic(%n: index) {
  scf.forall (%i) in (%n) {
    %t = memref.alloc() : memref<32xf32>
    "test.use"(%t) : (memref<32xf32>) -> ()
  }
  return
}

// UNSUPPORTED: fast-tier
