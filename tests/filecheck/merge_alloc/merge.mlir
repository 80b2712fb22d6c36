// Merged sizes and offsets with the reference planner (planner=cost-model,
// alignment=64); `size-first` gives the same.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=size-first}' %s | filecheck %s

// mlir-opt's printout (its own value names, `module`, `return`): the same
// plan, parsed and verified upstream.
// UPSTREAM:        {{^}}module {
// UPSTREAM-LABEL:  func.func @basic() -> memref<8x64xf32> {
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C2048:.*]] = arith.constant 2048 : index
// UPSTREAM-NEXT:     %[[B:.*]] = memref.alloc() : memref<8x64xf32>
// UPSTREAM:          %[[C:.*]] = memref.view %[[M]][%[[C0]]][] : memref<4096xi8> to memref<8x64xf32>
// UPSTREAM:          %[[D:.*]] = memref.view %[[M]][%[[C2048]]][] : memref<4096xi8> to memref<8x64xf32>
// UPSTREAM-NEXT:     "test.source"(%[[D]])
// UPSTREAM-NEXT:     "test.source"(%[[C]])
// UPSTREAM-NEXT:     %[[E:.*]] = memref.view %[[M]][%[[C0]]][] : memref<4096xi8> to memref<8x64xf32>
// UPSTREAM-NEXT:     "test.source"(%[[E]])
// UPSTREAM-NEXT:     {{^    }}return %[[B]] : memref<8x64xf32>
// CHECK-LABEL: func.func @basic() -> memref<8x64xf32> {
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2048:.*]] = arith.constant 2048 : index
// b is returned: left alone.
// CHECK:         %b = memref.alloc() : memref<8x64xf32>
// CHECK:         %c = memref.view %[[M]][%[[C0]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:         %d = memref.view %[[M]][%[[C2048]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:         %e = memref.view %[[M]][%[[C0]]][] : memref<4096xi8> to memref<8x64xf32>
func.func @basic() -> memref<8x64xf32> {
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b) : (memref<8x64xf32>) -> ()
  %c = memref.alloc() : memref<8x64xf32>
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  %d = memref.alloc() : memref<8x64xf32>
  "test.source"(%d) : (memref<8x64xf32>) -> ()
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  %e = memref.alloc() : memref<8x64xf32>
  "test.source"(%e) : (memref<8x64xf32>) -> ()
  return %b : memref<8x64xf32>
}

// UPSTREAM-LABEL:  func.func @different_size_and_dtype()
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3072xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C2048:.*]] = arith.constant 2048 : index
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<3072xi8> to memref<8x64xf32>
// UPSTREAM:          %{{.*}} = memref.view %[[M]][%[[C2048]]][] : memref<3072xi8> to memref<64xf32>
// UPSTREAM:          %{{.*}} = memref.view %[[M]][%[[C2048]]][] : memref<3072xi8> to memref<2x2x32xf64>
// UPSTREAM:          %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<3072xi8> to memref<2x4x32xf64>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @different_size_and_dtype()
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3072xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2048:.*]] = arith.constant 2048 : index
// CHECK:         %c = memref.view %[[M]][%[[C0]]][] : memref<3072xi8> to memref<8x64xf32>
// CHECK:         %d = memref.view %[[M]][%[[C2048]]][] : memref<3072xi8> to memref<64xf32>
// CHECK:         %e = memref.view %[[M]][%[[C2048]]][] : memref<3072xi8> to memref<2x2x32xf64>
// CHECK:         %f = memref.view %[[M]][%[[C0]]][] : memref<3072xi8> to memref<2x4x32xf64>
func.func @different_size_and_dtype() {
  %c = memref.alloc() : memref<8x64xf32>
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  %d = memref.alloc() : memref<64xf32>
  "test.source"(%d) : (memref<64xf32>) -> ()
  %e = memref.alloc() : memref<2x2x32xf64>
  "test.source"(%e) : (memref<2x2x32xf64>) -> ()
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  %f = memref.alloc() : memref<2x4x32xf64>
  "test.source"(%f) : (memref<2x4x32xf64>) -> ()
  return
}

// f and g are live over the whole loop; h and j are local to one iteration.
// UPSTREAM-LABEL:  func.func @withloop()
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6144xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C2048:.*]] = arith.constant 2048 : index
// UPSTREAM-NEXT:     %[[C4096:.*]] = arith.constant 4096 : index
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<6144xi8> to memref<8x64xf32>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C2048]]][] : memref<6144xi8> to memref<8x64xf32>
// UPSTREAM:          scf.for
// UPSTREAM:            %{{.*}} = memref.view %[[M]][%[[C4096]]][] : memref<6144xi8> to memref<8x64xf32>
// UPSTREAM:            %{{.*}} = memref.view %[[M]][%[[C4096]]][] : memref<6144xi8> to memref<8x64xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @withloop()
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6144xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2048:.*]] = arith.constant 2048 : index
// CHECK-DAG:     %[[C4096:.*]] = arith.constant 4096 : index
// CHECK:         %f = memref.view %[[M]][%[[C0]]][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:         %g = memref.view %[[M]][%[[C2048]]][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:         scf.for
// CHECK:           %h = memref.view %[[M]][%[[C4096]]][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:           %j = memref.view %[[M]][%[[C4096]]][] : memref<6144xi8> to memref<8x64xf32>
func.func @withloop() {
  %f = memref.alloc() : memref<8x64xf32>
  %g = memref.alloc() : memref<8x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    "test.source"(%f) : (memref<8x64xf32>) -> ()
    "test.source"(%g) : (memref<8x64xf32>) -> ()
    %h = memref.alloc() : memref<8x64xf32>
    "test.source"(%h) : (memref<8x64xf32>) -> ()
    %j = memref.alloc() : memref<8x64xf32>
    "test.source"(%j) : (memref<8x64xf32>) -> ()
  }
  return
}

// One merged buffer per memory space, in the reference's textual order.
// UPSTREAM-LABEL:  func.func @different_mem_space()
// UPSTREAM-NEXT:     %[[MD:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// UPSTREAM-DAG:      %[[D0:.*]] = arith.constant 0 : index
// UPSTREAM-DAG:      %[[D2048:.*]] = arith.constant 2048 : index
// UPSTREAM:          %[[MW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3584xi8, #gpu.address_space<workgroup>>
// UPSTREAM-DAG:      %[[W0:.*]] = arith.constant 0 : index
// UPSTREAM-DAG:      %[[W1536:.*]] = arith.constant 1536 : index
// UPSTREAM:          %[[MP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1280xi8, #gpu.address_space<private>>
// UPSTREAM-DAG:      %[[P0:.*]] = arith.constant 0 : index
// UPSTREAM-DAG:      %[[P1024:.*]] = arith.constant 1024 : index
// UPSTREAM:          %{{.*}} = memref.view %[[MD]][%[[D0]]][] : memref<4096xi8> to memref<8x64xf32>
// UPSTREAM:          %{{.*}} = memref.view %[[MP]][%[[P0]]][] : memref<1280xi8, #gpu.address_space<private>> to memref<4x64xf32, #gpu.address_space<private>>
// UPSTREAM:          %{{.*}} = memref.view %[[MP]][%[[P1024]]][] : memref<1280xi8, #gpu.address_space<private>> to memref<64xf32, #gpu.address_space<private>>
// UPSTREAM:          %{{.*}} = memref.view %[[MW]][%[[W1536]]][] : memref<3584xi8, #gpu.address_space<workgroup>> to memref<8x64xf32, #gpu.address_space<workgroup>>
// UPSTREAM:          %{{.*}} = memref.view %[[MW]][%[[W0]]][] : memref<3584xi8, #gpu.address_space<workgroup>> to memref<6x64xf32, #gpu.address_space<workgroup>>
// UPSTREAM:          %{{.*}} = memref.view %[[MD]][%[[D2048]]][] : memref<4096xi8> to memref<8x64xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @different_mem_space()
// CHECK-NEXT:    %[[MD:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK-DAG:     %[[D0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[D2048:.*]] = arith.constant 2048 : index
// CHECK:         %[[MW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3584xi8, #gpu.address_space<workgroup>>
// CHECK-DAG:     %[[W0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[W1536:.*]] = arith.constant 1536 : index
// CHECK:         %[[MP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1280xi8, #gpu.address_space<private>>
// CHECK-DAG:     %[[P0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[P1024:.*]] = arith.constant 1024 : index
// CHECK:         %dv = memref.view %[[MD]][%[[D0]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:         %p = memref.view %[[MP]][%[[P0]]][] : memref<1280xi8, #gpu.address_space<private>> to memref<4x64xf32, #gpu.address_space<private>>
// CHECK:         %p2 = memref.view %[[MP]][%[[P1024]]][] : memref<1280xi8, #gpu.address_space<private>> to memref<64xf32, #gpu.address_space<private>>
// CHECK:         %s = memref.view %[[MW]][%[[W1536]]][] : memref<3584xi8, #gpu.address_space<workgroup>> to memref<8x64xf32, #gpu.address_space<workgroup>>
// CHECK:         %s2 = memref.view %[[MW]][%[[W0]]][] : memref<3584xi8, #gpu.address_space<workgroup>> to memref<6x64xf32, #gpu.address_space<workgroup>>
// CHECK:         %dv2 = memref.view %[[MD]][%[[D2048]]][] : memref<4096xi8> to memref<8x64xf32>
func.func @different_mem_space() {
  %dv = memref.alloc() : memref<8x64xf32>
  "test.source"(%dv) : (memref<8x64xf32>) -> ()
  %p = memref.alloc() : memref<4x64xf32, #gpu.address_space<private>>
  %p2 = memref.alloc() : memref<64xf32, #gpu.address_space<private>>
  "test.source"(%p) : (memref<4x64xf32, #gpu.address_space<private>>) -> ()
  %s = memref.alloc() : memref<8x64xf32, #gpu.address_space<workgroup>>
  "test.source"(%p2) : (memref<64xf32, #gpu.address_space<private>>) -> ()
  "test.source"(%p) : (memref<4x64xf32, #gpu.address_space<private>>) -> ()
  %s2 = memref.alloc() : memref<6x64xf32, #gpu.address_space<workgroup>>
  %dv2 = memref.alloc() : memref<8x64xf32>
  "test.source"(%s2) : (memref<6x64xf32, #gpu.address_space<workgroup>>) -> ()
  "test.source"(%s) : (memref<8x64xf32, #gpu.address_space<workgroup>>) -> ()
  "test.source"(%s2) : (memref<6x64xf32, #gpu.address_space<workgroup>>) -> ()
  "test.source"(%dv2) : (memref<8x64xf32>) -> ()
  "test.source"(%dv) : (memref<8x64xf32>) -> ()
  return
}

// The 4-matmul MLP as one-shot-bufferize leaves it (each matmul is 4 ticks).
// UPSTREAM-LABEL:  func.func @mlp(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C65536:.*]] = arith.constant 65536 : index
// UPSTREAM-NEXT:     %[[A:.*]] = memref.view %[[M]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// UPSTREAM-NEXT:     linalg.matmul ins(%arg0, %arg1 : {{.*}}) outs(%[[A]] : memref<128x128xf32>)
// UPSTREAM-NEXT:     %[[B:.*]] = memref.view %[[M]][%[[C65536]]][] : memref<131072xi8> to memref<128x128xf32>
// UPSTREAM-NEXT:     linalg.matmul ins(%[[A]], %arg1 : {{.*}}) outs(%[[B]] : memref<128x128xf32>)
// UPSTREAM-NEXT:     %[[C:.*]] = memref.view %[[M]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// UPSTREAM-NEXT:     linalg.matmul ins(%[[B]], %arg1 : {{.*}}) outs(%[[C]] : memref<128x128xf32>)
// UPSTREAM-NEXT:     %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// UPSTREAM-NEXT:     linalg.matmul ins(%[[C]], %arg1 : {{.*}}) outs(%[[D]] : memref<128x128xf32>)
// UPSTREAM-NEXT:     {{^    }}return %[[D]] : memref<128x128xf32>
// CHECK-LABEL: func.func @mlp(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C65536:.*]] = arith.constant 65536 : index
// CHECK:         %a0 = memref.view %[[M]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:         %b0 = memref.view %[[M]][%[[C65536]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:         %{{c0.*}} = memref.view %[[M]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:         %d0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
func.func @mlp(%x : memref<128x128xf32>, %y : memref<128x128xf32>) -> memref<128x128xf32> {
  %a0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
  linalg.matmul ins(%x, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%a0 : memref<128x128xf32>)
  %b0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
  linalg.matmul ins(%a0, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%b0 : memref<128x128xf32>)
  %c0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
  linalg.matmul ins(%b0, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%c0 : memref<128x128xf32>)
  %d0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
  linalg.matmul ins(%c0, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%d0 : memref<128x128xf32>)
  return %d0 : memref<128x128xf32>
}

// UNSUPPORTED: fast-tier
