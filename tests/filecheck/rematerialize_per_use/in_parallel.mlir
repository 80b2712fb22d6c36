// A shared value used by a `tensor.parallel_insert_slice`, whose block
// (`scf.forall.in_parallel`) may hold no other op: the clone for that use goes
// right before `scf.forall.in_parallel`, inside the loop body. Both passes used
// to put it inside, which MLIR refuses ("expected only
// ParallelCombiningOpInterface ops").
// RUN: xdsl-opt -p rematerialize-per-use %s -o %t.fill.mlir
// RUN: filecheck %s --input-file=%t.fill.mlir --check-prefix=FILL
// RUN: xdsl-opt -p split-tensor-empty %s -o %t.empty.mlir
// RUN: filecheck %s --input-file=%t.empty.mlir --check-prefix=EMPTY
// RUN: %if mlir-opt %{ %mlir_verify %t.fill.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.empty.mlir | filecheck %s --check-prefix=UPSTREAM %}

// FILL-LABEL: func.func @shared_fill(
// FILL:         scf.forall
// FILL-NEXT:      %[[Z:.*]] = linalg.fill
// FILL-NEXT:      scf.forall.in_parallel {
// FILL-NEXT:        tensor.parallel_insert_slice %[[Z]] into
// FILL-NEXT:      }
// FILL:         %[[Z2:.*]] = linalg.fill
// FILL-NEXT:    func.return %{{.*}}, %[[Z2]]
// UPSTREAM-LABEL: func.func @shared_fill(
func.func @shared_fill(%t: tensor<64xf32>) -> (tensor<64xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = scf.forall (%i) = (0) to (64) step (16) shared_outs(%o = %t) -> (tensor<64xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %z into %o[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r, %z : tensor<64xf32>, tensor<16xf32>
}

// EMPTY-LABEL: func.func @shared_empty(
// EMPTY:         scf.forall
// EMPTY-NEXT:      %[[E:.*]] = tensor.empty() : tensor<16xf32>
// EMPTY-NEXT:      scf.forall.in_parallel {
// EMPTY-NEXT:        tensor.parallel_insert_slice %[[E]] into
// EMPTY-NEXT:      }
// EMPTY:         %[[E2:.*]] = tensor.empty() : tensor<16xf32>
// EMPTY-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[E2]] : tensor<16xf32>)
// UPSTREAM-LABEL: func.func @shared_empty(
func.func @shared_empty(%t: tensor<64xf32>) -> (tensor<64xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.forall (%i) = (0) to (64) step (16) shared_outs(%o = %t) -> (tensor<64xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %r, %z : tensor<64xf32>, tensor<16xf32>
}
