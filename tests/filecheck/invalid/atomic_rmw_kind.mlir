// A memref.atomic_rmw kind that is none of MLIR 22's 16 (only the generic
// form can spell it): one located error line at the op, as mlir-opt 22
// rejects it too. With verification disabled, the op prints in the generic
// form, which merge-alloc reads back, not as `memref.atomic_rmw(...)`, which
// nothing reads (dialects/memref.py, AtomicRMWWithUnknownKind).
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: merge-alloc-opt --disable-verify %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir --check-prefix=PRINTED
// RUN: merge-alloc-opt --disable-verify %t.mlir | filecheck %s --check-prefix=PRINTED
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}atomic_rmw_kind.mlir:21:3: error: 'memref.atomic_rmw' op %0 invalid atomic_rmw kind 16 (MLIR's kinds are 0 to 15: addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori){{$}}
// CHECK-NOT: {{.}}
// PRINTED:      %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (f32, memref<10xf32>, index) -> f32
// PRINTED-NEXT: %1 = "memref.atomic_rmw"(%v, %m, %i) <{kind = -1 : i64}> : (f32, memref<10xf32>, index) -> f32
// PRINTED-NEXT: %2 = memref.atomic_rmw xori %w, %n[%i] : (i32, memref<10xi32>) -> i32
// UPSTREAM: atomic_rmw_kind.mlir:21:8: error: invalid properties {kind = 16 : i64} for op memref.atomic_rmw

func.func @f(%m: memref<10xf32>, %n: memref<10xi32>, %v: f32, %w: i32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (f32, memref<10xf32>, index) -> f32
  %1 = "memref.atomic_rmw"(%v, %m, %i) <{kind = -1 : i64}> : (f32, memref<10xf32>, index) -> f32
  %2 = "memref.atomic_rmw"(%w, %n, %i) <{kind = 15 : i64}> : (i32, memref<10xi32>, index) -> i32
  return
}

// UNSUPPORTED: fast-tier
