// RUN: merge-alloc-opt %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt %s | %mlir_verify - | filecheck %s %}
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s
// RUN: not xdsl-opt -p merge-alloc %S/../invalid/Inputs/to_buffer_shape_mismatch.mlir 2>&1 | filecheck %s --check-prefix=SHAPE

// bufferization.to_buffer and materialize_in_destination with a buffer whose
// layout or memory space the tensor does not carry: what
// `mlir-opt --one-shot-bufferize` writes for tensor function arguments
// (`memref<100xf32, strided<[?], offset: ?>>`), and the upstream test
// mlir/test/Dialect/Bufferization/ops.mlir.

func.func @to_buffer_layouts(%t: tensor<100xf32>, %u: tensor<*xi64>, %i: index) -> f32 {
  %0 = bufferization.to_buffer %t : tensor<100xf32> to memref<100xf32, strided<[?], offset: ?>>
  %1 = bufferization.to_buffer %u read_only : tensor<*xi64> to memref<*xi64, 1>
  %2 = bufferization.to_buffer %t : tensor<100xf32> to memref<100xf32, affine_map<(d0) -> (d0 + 7)>>
  %v = memref.load %0[%i] : memref<100xf32, strided<[?], offset: ?>>
  %a = memref.alloc() : memref<5xf32, 1>
  %3 = bufferization.to_tensor %a restrict writable : memref<5xf32, 1> to tensor<5xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @to_buffer_layouts
// CHECK:         bufferization.to_buffer %{{.*}} : tensor<100xf32> to memref<100xf32, strided<[?], offset: ?>>
// CHECK:         bufferization.to_buffer %{{.*}} read_only : tensor<*xi64> to memref<*xi64, 1{{( : i64)?}}>
// CHECK:         bufferization.to_buffer %{{.*}} : tensor<100xf32> to memref<100xf32, {{#map|affine_map<\(d0\) -> \(\(?d0 \+ 7\)?\)>}}>

func.func @materialize_memory_space(%t: tensor<?xf32>, %m: memref<?xf32, 3>, %d: tensor<?xf32>, %s: tensor<5xf32>) -> tensor<?xf32> {
  %f = bufferization.materialize_in_destination %t in %s : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<?xf32, 3>) -> ()
  %r = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// CHECK:         bufferization.to_tensor %{{.*}} restrict writable : memref<5xf32, 1{{( : i64)?}}> to tensor<5xf32>

// CHECK-LABEL: func.func @materialize_memory_space
// CHECK:         bufferization.materialize_in_destination %{{.*}} in %{{.*}} : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK:         bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<?xf32>, memref<?xf32, 3{{( : i64)?}}>) -> ()
// CHECK:         bufferization.materialize_in_destination %{{.*}} in %{{.*}} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>

// SHAPE: to_buffer_shape_mismatch.mlir:2:3: error: 'bufferization.to_buffer' op %0 shapes do not match{{$}}
// SHAPE-NOT: {{.}}

// UNSUPPORTED: fast-tier
