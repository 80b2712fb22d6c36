// RUN: merge-alloc-opt %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt %s | %mlir_verify - | filecheck %s %}

// MLIR reads `shared_outs(...) -> T` (a single result type without
// parentheses) as well as `-> (T, U)` (parseOptionalArrowTypeList); the
// upstream test mlir/test/Dialect/SCF/ops.mlir writes it that way.

func.func @bare_result(%in: tensor<100xf32>, %out: tensor<100xf32>) -> tensor<100xf32> {
  %n = arith.constant 100 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> tensor<100xf32> {
    %s = tensor.extract_slice %in[%i] [1] [1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

// CHECK: scf.forall (%{{.*}}) in (%{{.*}}) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<100xf32>) {
// CHECK: tensor.parallel_insert_slice
