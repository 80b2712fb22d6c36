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

// A shared fill read inside a linalg body (`tensor.extract`): its clone goes
// right before the linalg op, not into the body, where it would be filled
// (and, once bufferized, allocated) once per element.
// FILL-LABEL: func.func @read_in_body(
// FILL:         %[[Z:.*]] = linalg.fill
// FILL-NEXT:    linalg.generic
// FILL-NOT:       linalg.fill
// FILL:           tensor.extract %[[Z]]
// FILL:         linalg.yield
// FILL:         %[[Z2:.*]] = linalg.fill
// FILL-NEXT:    linalg.add ins(%[[Z2]], %{{.*}} : tensor<16xf32>, tensor<16xf32>)
// UPSTREAM-LABEL: func.func @read_in_body(
func.func @read_in_body(%a: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%c : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = arith.constant 3 : index
    %v = tensor.extract %z[%i] : tensor<16xf32>
    %y = arith.addf %x, %v : f32
    linalg.yield %y : f32
  } -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %r2 = linalg.add ins(%z, %a : tensor<16xf32>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  return %r, %r2 : tensor<16xf32>, tensor<16xf32>
}

// A fill made inside a body from the body's own scalar, used twice there:
// its clones stay in the body (they could not be computed outside it).
// FILL-LABEL: func.func @fill_in_body(
// FILL:         linalg.generic
// FILL:           linalg.fill ins(%{{.*}} : f32)
// FILL-NEXT:      tensor.extract
// FILL-NEXT:      linalg.fill ins(%{{.*}} : f32)
// FILL-NEXT:      tensor.extract
// UPSTREAM-LABEL: func.func @fill_in_body(
func.func @fill_in_body(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e2 = tensor.empty() : tensor<16xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %i = arith.constant 1 : index
    %v = tensor.extract %z[%i] : tensor<4xf32>
    %w = tensor.extract %z[%i] : tensor<4xf32>
    %y = arith.addf %v, %w : f32
    linalg.yield %y : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// UNSUPPORTED: fast-tier
