// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | merge-alloc-opt | filecheck %s %}
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=STOCK

// Ops MLIR 22 writes that xDSL 0.74 lacks or reads only generically, in
// MLIR's syntax: memref.reshape (dialects/memref.py), memref.rank
// and memref.copy of unranked memrefs (the same module),
// memref.dma_start/dma_wait with MLIR's single operand list and optional
// stride operands (the same; one with discardable attributes prints
// generically: MLIR's parser reads no attributes in its custom form),
// tensor.rank (dialects/tensor.py),
// tensor.gather/scatter (the same module) and
// bufferization.dealloc_tensor (dialects/bufferization.py). The
// custom form, the generic form and mlir-opt's generic form all read back
// to the same text, which mlir-opt accepts. Stock xdsl-opt rejects them.

func.func @reshapes(%m: memref<4x1xf32>, %s1: memref<1xindex>, %s2: memref<2xi32>, %sd: memref<?xi64>, %u: memref<*xf32>, %d: memref<?xf32>) {
  %0 = memref.reshape %m(%s1) : (memref<4x1xf32>, memref<1xindex>) -> memref<4xf32>
  %1 = memref.reshape %m(%s2) {note} : (memref<4x1xf32>, memref<2xi32>) -> memref<2x2xf32>
  %2 = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  %3 = memref.reshape %d(%sd) : (memref<?xf32>, memref<?xi64>) -> memref<*xf32>
  %4 = memref.reshape %u(%sd) : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  return
}

// CHECK-LABEL: @reshapes(
// CHECK-NEXT:  = memref.reshape %{{.*}}(%{{.*}}) : (memref<4x1xf32>, memref<1xindex>) -> memref<4xf32>{{$}}
// CHECK-NEXT:  = memref.reshape %{{.*}}(%{{.*}}) {note} : (memref<4x1xf32>, memref<2xi32>) -> memref<2x2xf32>{{$}}
// CHECK-NEXT:  = memref.reshape %{{.*}}(%{{.*}}) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>{{$}}
// CHECK-NEXT:  = memref.reshape %{{.*}}(%{{.*}}) : (memref<?xf32>, memref<?xi64>) -> memref<*xf32>{{$}}
// CHECK-NEXT:  = memref.reshape %{{.*}}(%{{.*}}) : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>{{$}}
// UPSTREAM-LABEL: @reshapes(
// UPSTREAM-NEXT:  %reshape = memref.reshape %arg0(%arg1) : (memref<4x1xf32>, memref<1xindex>) -> memref<4xf32>{{$}}
// UPSTREAM-NEXT:  %reshape_0 = memref.reshape %arg0(%arg2) {note} : (memref<4x1xf32>, memref<2xi32>) -> memref<2x2xf32>{{$}}
// UPSTREAM-NEXT:  %reshape_1 = memref.reshape %arg4(%arg1) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>{{$}}
// UPSTREAM-NEXT:  %reshape_2 = memref.reshape %arg5(%arg3) : (memref<?xf32>, memref<?xi64>) -> memref<*xf32>{{$}}
// UPSTREAM-NEXT:  %reshape_3 = memref.reshape %arg4(%arg3) : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>{{$}}

func.func @ranks_and_copies(%u: memref<*xf32>, %v: memref<*xf32>, %m: memref<?x?xf32>, %t: tensor<*xf32>, %r: tensor<4x?xf32>) -> (index, index, index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m {note} : memref<?x?xf32>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  memref.copy %m, %u : memref<?x?xf32> to memref<*xf32>
  %2 = tensor.rank %t : tensor<*xf32>
  %3 = tensor.rank %r : tensor<4x?xf32>
  bufferization.dealloc_tensor %t : tensor<*xf32>
  bufferization.dealloc_tensor %r {note} : tensor<4x?xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: @ranks_and_copies(
// CHECK-NEXT:  = memref.rank %{{.*}} : memref<*xf32>{{$}}
// CHECK-NEXT:  = memref.rank %{{.*}} {note} : memref<?x?xf32>{{$}}
// CHECK-NEXT:  memref.copy %{{.*}}, %{{.*}} : memref<*xf32> to memref<*xf32>{{$}}
// CHECK-NEXT:  memref.copy %{{.*}}, %{{.*}} : memref<?x?xf32> to memref<*xf32>{{$}}
// CHECK-NEXT:  = tensor.rank %{{.*}} : tensor<*xf32>{{$}}
// CHECK-NEXT:  = tensor.rank %{{.*}} : tensor<4x?xf32>{{$}}
// CHECK-NEXT:  bufferization.dealloc_tensor %{{.*}} : tensor<*xf32>{{$}}
// CHECK-NEXT:  bufferization.dealloc_tensor %{{.*}} {note} : tensor<4x?xf32>{{$}}
// UPSTREAM-LABEL: @ranks_and_copies(
// UPSTREAM-NEXT:  %0 = memref.rank %arg0 : memref<*xf32>{{$}}
// UPSTREAM-NEXT:  %1 = memref.rank %arg2 {note} : memref<?x?xf32>{{$}}
// UPSTREAM-NEXT:  memref.copy %arg0, %arg1 : memref<*xf32> to memref<*xf32>{{$}}
// UPSTREAM-NEXT:  memref.copy %arg2, %arg0 : memref<?x?xf32> to memref<*xf32>{{$}}
// UPSTREAM-NEXT:  %rank = tensor.rank %arg3 : tensor<*xf32>{{$}}
// UPSTREAM-NEXT:  %rank_0 = tensor.rank %arg4 : tensor<4x?xf32>{{$}}
// UPSTREAM-NEXT:  bufferization.dealloc_tensor %arg3 : tensor<*xf32>{{$}}
// UPSTREAM-NEXT:  bufferization.dealloc_tensor %arg4 {note} : tensor<4x?xf32>{{$}}

func.func @dmas(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %s: memref<f32>, %t: memref<f32, 1>, %tag0: memref<i64>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %s[], %t[], %n, %tag0[] : memref<f32>, memref<f32, 1>, memref<i64>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  memref.dma_wait %tag0[], %n {note} : memref<i64>
  "memref.dma_start"(%s, %t, %n, %tag0) {note} : (memref<f32>, memref<f32, 1>, index, memref<i64>) -> ()
  return
}

// CHECK-LABEL: @dmas(
// CHECK-NEXT:  memref.dma_start %[[A:.*]][%[[I:.*]], %[[I]]], %[[B:.*]][%[[I]], %[[I]]], %[[N:.*]], %[[TAG:.*]][%[[I]]] : memref<40x128xf32>, memref<2x1024xf32, 1 : i64>, memref<1xi32, 2 : i64>{{$}}
// CHECK-NEXT:  memref.dma_start %[[A]][%[[I]], %[[I]]], %[[B]][%[[I]], %[[I]]], %[[N]], %[[TAG]][%[[I]]], %[[N]], %[[I]] : memref<40x128xf32>, memref<2x1024xf32, 1 : i64>, memref<1xi32, 2 : i64>{{$}}
// CHECK-NEXT:  memref.dma_start %{{.*}}[], %{{.*}}[], %[[N]], %{{.*}}[] : memref<f32>, memref<f32, 1 : i64>, memref<i64>{{$}}
// CHECK-NEXT:  memref.dma_wait %[[TAG]][%[[I]]], %[[N]] : memref<1xi32, 2 : i64>{{$}}
// CHECK-NEXT:  memref.dma_wait %{{.*}}[], %[[N]] {note} : memref<i64>{{$}}
// CHECK-NEXT:  "memref.dma_start"(%{{.*}}, %{{.*}}, %[[N]], %{{.*}}) {note} : (memref<f32>, memref<f32, 1 : i64>, index, memref<i64>) -> (){{$}}
// UPSTREAM-LABEL: @dmas(
// UPSTREAM-NEXT:  memref.dma_start %arg0[%arg6, %arg6], %arg1[%arg6, %arg6], %arg7, %arg2[%arg6] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>{{$}}
// UPSTREAM-NEXT:  memref.dma_start %arg0[%arg6, %arg6], %arg1[%arg6, %arg6], %arg7, %arg2[%arg6], %arg7, %arg6 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>{{$}}
// UPSTREAM-NEXT:  memref.dma_start %arg3[], %arg4[], %arg7, %arg5[] : memref<f32>, memref<f32, 1>, memref<i64>{{$}}
// UPSTREAM-NEXT:  memref.dma_wait %arg2[%arg6], %arg7 : memref<1xi32, 2>{{$}}
// UPSTREAM-NEXT:  memref.dma_wait %arg5[], %arg7 {note} : memref<i64>{{$}}
// UPSTREAM-NEXT:  memref.dma_start %arg3[], %arg4[], %arg7, %arg5[] {note} : memref<f32>, memref<f32, 1>, memref<i64>{{$}}

func.func @gathers(%src: tensor<4x5x6xf32>, %i1: tensor<1x2x1xindex>, %i2: tensor<1x2x2xi32>, %dyn: tensor<4x?x6xf32>, %idyn: tensor<?x2x1xindex>) -> tensor<4x5x6xf32> {
  %0 = tensor.gather %src[%i1] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x6xf32>
  %1 = tensor.gather %src[%i2] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xi32>) -> tensor<1x2x1x5x1xf32>
  %2 = tensor.gather %src[%i1] gather_dims([1]) {note} : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>
  %3 = tensor.gather %dyn[%idyn] gather_dims([0]) unique : (tensor<4x?x6xf32>, tensor<?x2x1xindex>) -> tensor<?x2x?x6xf32>
  %4 = tensor.scatter %0 into %src[%i1] scatter_dims([0]) unique : (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  %5 = tensor.scatter %1 into %4[%i2] scatter_dims([0, 2]) unique {note} : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xi32>) -> tensor<4x5x6xf32>
  return %5 : tensor<4x5x6xf32>
}

// CHECK-LABEL: @gathers(
// CHECK-NEXT:  = tensor.gather %{{.*}}[%{{.*}}] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x6xf32>{{$}}
// CHECK-NEXT:  = tensor.gather %{{.*}}[%{{.*}}] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xi32>) -> tensor<1x2x1x5x1xf32>{{$}}
// CHECK-NEXT:  = tensor.gather %{{.*}}[%{{.*}}] gather_dims([1]) {note} : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>{{$}}
// CHECK-NEXT:  = tensor.gather %{{.*}}[%{{.*}}] gather_dims([0]) unique : (tensor<4x?x6xf32>, tensor<?x2x1xindex>) -> tensor<?x2x?x6xf32>{{$}}
// CHECK-NEXT:  = tensor.scatter %{{.*}} into %{{.*}}[%{{.*}}] scatter_dims([0]) unique : (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>{{$}}
// CHECK-NEXT:  = tensor.scatter %{{.*}} into %{{.*}}[%{{.*}}] scatter_dims([0, 2]) unique {note} : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xi32>) -> tensor<4x5x6xf32>{{$}}
// UPSTREAM-LABEL: @gathers(
// UPSTREAM-NEXT:  %gather = tensor.gather %arg0[%arg1] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x6xf32>{{$}}
// UPSTREAM-NEXT:  %gather_0 = tensor.gather %arg0[%arg2] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xi32>) -> tensor<1x2x1x5x1xf32>{{$}}
// UPSTREAM-NEXT:  %gather_1 = tensor.gather %arg0[%arg1] gather_dims([1]) {note} : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>{{$}}
// UPSTREAM-NEXT:  %gather_2 = tensor.gather %arg3[%arg4] gather_dims([0]) unique : (tensor<4x?x6xf32>, tensor<?x2x1xindex>) -> tensor<?x2x?x6xf32>{{$}}
// UPSTREAM-NEXT:  %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([0]) unique : (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>{{$}}
// UPSTREAM-NEXT:  %scatter_3 = tensor.scatter %gather_0 into %scatter[%arg2] scatter_dims([0, 2]) unique {note} : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xi32>) -> tensor<4x5x6xf32>{{$}}

// STOCK: Operation memref.reshape is not registered

// UNSUPPORTED: fast-tier
