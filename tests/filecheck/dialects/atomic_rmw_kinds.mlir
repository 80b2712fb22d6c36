// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: filecheck %s --input-file=%t.generic.mlir --check-prefix=GENERIC
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC %}
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | merge-alloc-opt | filecheck %s %}
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}

// Every memref.atomic_rmw kind MLIR 22 accepts (the 16 values of
// arith::AtomicRMWKind; dialects/memref.py, ATOMIC_RMW_KINDS), in
// the order of their values: merge-alloc prints each in MLIR's custom form
// and, generically, with MLIR's value (GENERIC also checks mlir-opt's own
// generic printout); its custom and generic printouts and mlir-opt's generic
// form read back to the same text, which mlir-opt accepts and prints alike.
// A kind MLIR rejects is rejected too (invalid/atomic_rmw_kind.mlir).

// CHECK-LABEL: func.func @kinds(
// CHECK-NEXT:    memref.atomic_rmw addf %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw addi %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw andi %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw assign %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw maximumf %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw maxnumf %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw maxs %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw maxu %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw minimumf %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw minnumf %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw mins %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw minu %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw mulf %{{.*}} : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw muli %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw ori %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    memref.atomic_rmw xori %{{.*}} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:    return

// GENERIC-LABEL: "func.func"
// GENERIC:        ^bb0(
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 1 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 2 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 3 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 4 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 5 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 6 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 7 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 8 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 9 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 10 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 11 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 12 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 13 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 14 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32
// GENERIC-NEXT:   "memref.atomic_rmw"(%{{.*}}) <{kind = 15 : i64}> : (i32, memref<3x4xi32>, index, index) -> i32

// UPSTREAM-LABEL: func.func @kinds(
// UPSTREAM-NEXT:  memref.atomic_rmw addf %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw addi %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw andi %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw assign %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw maximumf %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw maxnumf %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw maxs %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw maxu %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw minimumf %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw minnumf %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw mins %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw minu %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw mulf %{{.*}} : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw muli %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw ori %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw xori %{{.*}} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  return

func.func @kinds(%f: memref<10xf32>, %n: memref<3x4xi32>, %v: f32, %w: i32, %i: index) {
  %r0 = memref.atomic_rmw addf %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r1 = memref.atomic_rmw addi %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r2 = memref.atomic_rmw andi %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r3 = memref.atomic_rmw assign %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r4 = memref.atomic_rmw maximumf %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r5 = memref.atomic_rmw maxnumf %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r6 = memref.atomic_rmw maxs %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r7 = memref.atomic_rmw maxu %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r8 = memref.atomic_rmw minimumf %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r9 = memref.atomic_rmw minnumf %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r10 = memref.atomic_rmw mins %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r11 = memref.atomic_rmw minu %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r12 = memref.atomic_rmw mulf %v, %f[%i] : (f32, memref<10xf32>) -> f32
  %r13 = memref.atomic_rmw muli %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r14 = memref.atomic_rmw ori %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  %r15 = memref.atomic_rmw xori %w, %n[%i, %i] : (i32, memref<3x4xi32>) -> i32
  return
}

// UNSUPPORTED: fast-tier
