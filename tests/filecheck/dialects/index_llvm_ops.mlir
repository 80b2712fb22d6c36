// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | merge-alloc-opt | %mlir_verify | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=STOCK

// MLIR 22's index dialect (dialects/index.py: every op; the
// bounds checks `mlir-opt -generate-runtime-verification` writes for linalg
// ops use add, sub, mins, maxs and cmp) and the llvm ops lowered vector
// programs contain (dialects/llvm.py), none of which xDSL 0.74 has.
// Our custom, generic and mlir-opt's generic form read back to the same
// text, which mlir-opt prints exactly as it prints this file. (mlir-opt
// names the results `%idx42`, `%true`: value names are not compared.)
func.func @index_ops(%a: index, %b: index, %i: i64, %j: i32) -> (index, i1) {
  %c = index.constant 42
  %n = index.constant -1
  %z = index.constant {tag} 0
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {tag}
  %20 = index.cmp eq(%a, %b)
  %21 = index.cmp ne(%a, %b)
  %22 = index.cmp slt(%a, %b)
  %23 = index.cmp sle(%a, %b)
  %24 = index.cmp sgt(%a, %b)
  %25 = index.cmp sge(%a, %b) {tag}
  %26 = index.cmp ult(%a, %b)
  %27 = index.cmp ule(%a, %b)
  %28 = index.cmp ugt(%a, %b)
  %29 = index.cmp uge(%a, %b)
  %30 = index.casts %a : index to i64
  %31 = index.casts %j : i32 to index
  %32 = index.castu %i : i64 to index
  %33 = index.castu %a : index to i32
  %34 = index.sizeof
  return %0, %20 : index, i1
}

func.func @llvm_ops(%v: vector<6xf32>, %w: vector<6xf32>) -> vector<6xf32> {
  %0 = llvm.mlir.poison : vector<4xf32>
  %1 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %2 = llvm.mlir.poison {tag} : i32
  %3 = llvm.intr.matrix.transpose %v {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> into vector<6xf32>
  %4 = llvm.intr.matrix.multiply %v, %w {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
  return %3 : vector<6xf32>
}

// CHECK-LABEL: func.func @index_ops(
// CHECK-NEXT:    %c = index.constant 42
// CHECK-NEXT:    %n = index.constant -1
// CHECK-NEXT:    %z = index.constant {tag} 0
// CHECK-NEXT:    %t = index.bool.constant true
// CHECK-NEXT:    %f = index.bool.constant false
// CHECK-NEXT:    %0 = index.add %a, %b
// CHECK-NEXT:    %1 = index.sub %a, %b
// CHECK-NEXT:    %2 = index.mul %a, %b
// CHECK-NEXT:    %3 = index.divs %a, %b
// CHECK-NEXT:    %4 = index.divu %a, %b
// CHECK-NEXT:    %5 = index.ceildivs %a, %b
// CHECK-NEXT:    %6 = index.ceildivu %a, %b
// CHECK-NEXT:    %7 = index.floordivs %a, %b
// CHECK-NEXT:    %8 = index.rems %a, %b
// CHECK-NEXT:    %9 = index.remu %a, %b
// CHECK-NEXT:    %10 = index.maxs %a, %b
// CHECK-NEXT:    %11 = index.maxu %a, %b
// CHECK-NEXT:    %12 = index.mins %a, %b
// CHECK-NEXT:    %13 = index.minu %a, %b
// CHECK-NEXT:    %14 = index.shl %a, %b
// CHECK-NEXT:    %15 = index.shrs %a, %b
// CHECK-NEXT:    %16 = index.shru %a, %b
// CHECK-NEXT:    %17 = index.and %a, %b
// CHECK-NEXT:    %18 = index.or %a, %b
// CHECK-NEXT:    %19 = index.xor %a, %b {tag}
// CHECK-NEXT:    %20 = index.cmp eq(%a, %b)
// CHECK-NEXT:    %21 = index.cmp ne(%a, %b)
// CHECK-NEXT:    %22 = index.cmp slt(%a, %b)
// CHECK-NEXT:    %23 = index.cmp sle(%a, %b)
// CHECK-NEXT:    %24 = index.cmp sgt(%a, %b)
// CHECK-NEXT:    %25 = index.cmp sge(%a, %b) {tag}
// CHECK-NEXT:    %26 = index.cmp ult(%a, %b)
// CHECK-NEXT:    %27 = index.cmp ule(%a, %b)
// CHECK-NEXT:    %28 = index.cmp ugt(%a, %b)
// CHECK-NEXT:    %29 = index.cmp uge(%a, %b)
// CHECK-NEXT:    %30 = index.casts %a : index to i64
// CHECK-NEXT:    %31 = index.casts %j : i32 to index
// CHECK-NEXT:    %32 = index.castu %i : i64 to index
// CHECK-NEXT:    %33 = index.castu %a : index to i32
// CHECK-NEXT:    %34 = index.sizeof
// CHECK-NEXT:    func.return %0, %20 : index, i1
// CHECK-LABEL: func.func @llvm_ops(
// CHECK-NEXT:    %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:    %1 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT:    %2 = llvm.mlir.poison {tag} : i32
// CHECK-NEXT:    %3 = llvm.intr.matrix.transpose %v {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> into vector<6xf32>
// CHECK-NEXT:    %4 = llvm.intr.matrix.multiply %v, %w {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// CHECK-NEXT:    func.return %3 : vector<6xf32>

// UPSTREAM-LABEL: func.func @index_ops(
// UPSTREAM-NEXT:    %idx42 = index.constant 42
// UPSTREAM-NEXT:    %idx-1 = index.constant -1
// UPSTREAM-NEXT:    %idx0 = index.constant {tag} 0
// UPSTREAM-NEXT:    %true = index.bool.constant true
// UPSTREAM-NEXT:    %false = index.bool.constant false
// UPSTREAM-NEXT:    %0 = index.add %arg0, %arg1
// UPSTREAM-NEXT:    %1 = index.sub %arg0, %arg1
// UPSTREAM-NEXT:    %2 = index.mul %arg0, %arg1
// UPSTREAM-NEXT:    %3 = index.divs %arg0, %arg1
// UPSTREAM-NEXT:    %4 = index.divu %arg0, %arg1
// UPSTREAM-NEXT:    %5 = index.ceildivs %arg0, %arg1
// UPSTREAM-NEXT:    %6 = index.ceildivu %arg0, %arg1
// UPSTREAM-NEXT:    %7 = index.floordivs %arg0, %arg1
// UPSTREAM-NEXT:    %8 = index.rems %arg0, %arg1
// UPSTREAM-NEXT:    %9 = index.remu %arg0, %arg1
// UPSTREAM-NEXT:    %10 = index.maxs %arg0, %arg1
// UPSTREAM-NEXT:    %11 = index.maxu %arg0, %arg1
// UPSTREAM-NEXT:    %12 = index.mins %arg0, %arg1
// UPSTREAM-NEXT:    %13 = index.minu %arg0, %arg1
// UPSTREAM-NEXT:    %14 = index.shl %arg0, %arg1
// UPSTREAM-NEXT:    %15 = index.shrs %arg0, %arg1
// UPSTREAM-NEXT:    %16 = index.shru %arg0, %arg1
// UPSTREAM-NEXT:    %17 = index.and %arg0, %arg1
// UPSTREAM-NEXT:    %18 = index.or %arg0, %arg1
// UPSTREAM-NEXT:    %19 = index.xor %arg0, %arg1 {tag}
// UPSTREAM-NEXT:    %20 = index.cmp eq(%arg0, %arg1)
// UPSTREAM-NEXT:    %21 = index.cmp ne(%arg0, %arg1)
// UPSTREAM-NEXT:    %22 = index.cmp slt(%arg0, %arg1)
// UPSTREAM-NEXT:    %23 = index.cmp sle(%arg0, %arg1)
// UPSTREAM-NEXT:    %24 = index.cmp sgt(%arg0, %arg1)
// UPSTREAM-NEXT:    %25 = index.cmp sge(%arg0, %arg1) {tag}
// UPSTREAM-NEXT:    %26 = index.cmp ult(%arg0, %arg1)
// UPSTREAM-NEXT:    %27 = index.cmp ule(%arg0, %arg1)
// UPSTREAM-NEXT:    %28 = index.cmp ugt(%arg0, %arg1)
// UPSTREAM-NEXT:    %29 = index.cmp uge(%arg0, %arg1)
// UPSTREAM-NEXT:    %30 = index.casts %arg0 : index to i64
// UPSTREAM-NEXT:    %31 = index.casts %arg3 : i32 to index
// UPSTREAM-NEXT:    %32 = index.castu %arg2 : i64 to index
// UPSTREAM-NEXT:    %33 = index.castu %arg0 : index to i32
// UPSTREAM-NEXT:    %34 = index.sizeof
// UPSTREAM-NEXT:    return %0, %20 : index, i1
// UPSTREAM-LABEL: func.func @llvm_ops(
// UPSTREAM-NEXT:    %0 = llvm.mlir.poison : vector<4xf32>
// UPSTREAM-NEXT:    %1 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// UPSTREAM-NEXT:    %2 = llvm.mlir.poison {tag} : i32
// UPSTREAM-NEXT:    %3 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
// UPSTREAM-NEXT:    %4 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// UPSTREAM-NEXT:    return %3 : vector<6xf32>

// STOCK: Operation index.constant is not registered

// UNSUPPORTED: fast-tier
