// MLIR 22's deallocation pipeline: what `mlir-opt --one-shot-bufferize=
// "bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// --buffer-deallocation-pipeline` prints for three tensor programs (inputs
// unchanged). A dealloc is not a use: lifetimes end at the last real use, so
// the buffers are reused as without deallocations; deallocs of merged buffers
// (conditional ones included) are removed and the merged buffer is freed once.
// Addresses taken only for the pipeline's ownership comparisons do not escape.
// RUN: xdsl-opt -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir --check-prefixes=CHECK,INPLACE
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: grep -c warning %t.err | filecheck %s --check-prefix=WARNINGS
// RUN: xdsl-opt -p 'merge-alloc{inplace=false}' %s | filecheck %s --check-prefixes=CHECK,SLOTS
// Every alloc left alone but the results and the zero-sized ones the
// pipeline's lowering makes is named once, with its reason (the three of
// @loop_carried), and nothing else is:
// WARNINGS: {{^}}3{{$}}
// WARN: dealloc_pipeline.mlir:{{[0-9]+}}:5: warning: 'memref.alloc' op %alloc left as it is: 'memref.dealloc' may also free %alloc, which stays a real allocation
// WARN-NEXT: dealloc_pipeline.mlir:{{[0-9]+}}:7: warning: 'memref.alloc' op %alloc_16 left as it is: 'memref.dealloc' may also free %alloc, which stays a real allocation
// WARN-NEXT: dealloc_pipeline.mlir:{{[0-9]+}}:7: warning: 'memref.alloc' op %alloc_16 left as it is: it is carried into the next iteration of 'scf.for'
// WARN-NOT: warning

// UPSTREAM-LABEL: func.func @chain
// UPSTREAM: memref.alloc() {alignment = 64 : i64} : memref<1024xi8>

// A chain of five elementwise ops, the result returned. In-place reuse (the
// default): each op writes over the input it reads for the last time, so one
// slot serves the four merged buffers. Without it two slots alternate.
// CHECK-LABEL: func.func @chain(
// INPLACE-NEXT:  %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
// INPLACE:       memref.view %[[M]][%[[P:.*]]][] : memref<1024xi8> to memref<256xf32>
// INPLACE-COUNT-3: memref.view %[[M]][%[[P]]][] : memref<1024xi8> to memref<256xf32>
// SLOTS-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
// SLOTS:         memref.view %[[M]][%[[P:.*]]][] : memref<2048xi8> to memref<256xf32>
// SLOTS:         memref.view %[[M]][%[[Q:.*]]][] : memref<2048xi8> to memref<256xf32>
// SLOTS:         memref.view %[[M]][%[[P]]][] : memref<2048xi8> to memref<256xf32>
// SLOTS:         memref.view %[[M]][%[[Q]]][] : memref<2048xi8> to memref<256xf32>
// CHECK:         %[[R:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
// CHECK-NOT:     memref.dealloc %alloc
// INPLACE:       memref.dealloc %[[M]] : memref<1024xi8>
// SLOTS:         memref.dealloc %[[M]] : memref<2048xi8>
// CHECK-NEXT:    func.return %[[R]]
  func.func @chain(%arg0: memref<256xf32>) -> memref<256xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    linalg.add ins(%arg0, %arg0 : memref<256xf32>, memref<256xf32>) outs(%alloc : memref<256xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    linalg.mul ins(%alloc, %alloc : memref<256xf32>, memref<256xf32>) outs(%alloc_0 : memref<256xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    linalg.add ins(%alloc_0, %arg0 : memref<256xf32>, memref<256xf32>) outs(%alloc_1 : memref<256xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    linalg.mul ins(%alloc_1, %alloc_1 : memref<256xf32>, memref<256xf32>) outs(%alloc_2 : memref<256xf32>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    linalg.add ins(%alloc_2, %arg0 : memref<256xf32>, memref<256xf32>) outs(%alloc_3 : memref<256xf32>)
    memref.dealloc %alloc : memref<256xf32>
    memref.dealloc %alloc_0 : memref<256xf32>
    memref.dealloc %alloc_1 : memref<256xf32>
    memref.dealloc %alloc_2 : memref<256xf32>
    return %alloc_3 : memref<256xf32>
  }

// A buffer yielded by an scf.if: the pipeline frees it through the base
// buffer of the scf.if result, after comparing addresses in @dealloc_helper.
// Both branch buffers and the pipeline's own bookkeeping arrays are merged,
// the conditional deallocs are emptied, the zero-sized arrays stay.
// CHECK-LABEL: func.func @branchy(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<768xi8>
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<64xf32>
// CHECK:         scf.if
// CHECK-NEXT:      memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<64xf32>
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<64xf32>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<2xindex>
// CHECK:         memref.alloc() : memref<0xindex>
// CHECK:         memref.extract_aligned_pointer_as_index
// CHECK:         func.call @dealloc_helper
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:    }
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:    }
// CHECK:         memref.dealloc %[[M]] : memref<768xi8>
// CHECK-NEXT:    func.return
  func.func @branchy(%arg0: memref<64xf32>, %arg1: i1) -> memref<64xf32> {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.add ins(%arg0, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc : memref<64xf32>)
    %0 = scf.if %arg1 -> (memref<64xf32>) {
      %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.mul ins(%alloc, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_12 : memref<64xf32>)
      scf.yield %alloc_12 : memref<64xf32>
    } else {
      scf.yield %alloc : memref<64xf32>
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.add ins(%0, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc_0 : memref<64xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.mul ins(%alloc_0, %alloc_0 : memref<64xf32>, memref<64xf32>) outs(%alloc_1 : memref<64xf32>)
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<64xf32> -> memref<f32>, index, index, index
    memref.dealloc %alloc_0 : memref<64xf32>
    %alloc_2 = memref.alloc() : memref<2xindex>
    %alloc_3 = memref.alloc() : memref<2xi1>
    %alloc_4 = memref.alloc() : memref<0xindex>
    %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<64xf32> -> index
    memref.store %intptr, %alloc_2[%c0] : memref<2xindex>
    %intptr_5 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
    memref.store %intptr_5, %alloc_2[%c1] : memref<2xindex>
    memref.store %true, %alloc_3[%c0] : memref<2xi1>
    memref.store %arg1, %alloc_3[%c1] : memref<2xi1>
    %cast = memref.cast %alloc_2 : memref<2xindex> to memref<?xindex>
    %cast_6 = memref.cast %alloc_3 : memref<2xi1> to memref<?xi1>
    %cast_7 = memref.cast %alloc_4 : memref<0xindex> to memref<?xindex>
    %alloc_8 = memref.alloc() : memref<2xi1>
    %alloc_9 = memref.alloc() : memref<0xi1>
    %cast_10 = memref.cast %alloc_8 : memref<2xi1> to memref<?xi1>
    %cast_11 = memref.cast %alloc_9 : memref<0xi1> to memref<?xi1>
    call @dealloc_helper(%cast, %cast_7, %cast_6, %cast_10, %cast_11) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
    %1 = memref.load %alloc_8[%c0] : memref<2xi1>
    scf.if %1 {
      memref.dealloc %alloc : memref<64xf32>
    }
    %2 = memref.load %alloc_8[%c1] : memref<2xi1>
    scf.if %2 {
      memref.dealloc %base_buffer : memref<f32>
    }
    memref.dealloc %alloc_2 : memref<2xindex>
    memref.dealloc %alloc_4 : memref<0xindex>
    memref.dealloc %alloc_3 : memref<2xi1>
    memref.dealloc %alloc_8 : memref<2xi1>
    memref.dealloc %alloc_9 : memref<0xi1>
    return %alloc_1 : memref<64xf32>
  }
  func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %false = arith.constant false
    %dim = memref.dim %arg0, %c0 : memref<?xindex>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
    scf.for %arg5 = %c0 to %dim_0 step %c1 {
      memref.store %false, %arg4[%arg5] : memref<?xi1>
    }
    scf.for %arg5 = %c0 to %dim step %c1 {
      %0 = memref.load %arg0[%arg5] : memref<?xindex>
      %1 = memref.load %arg2[%arg5] : memref<?xi1>
      %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
        %5 = memref.load %arg1[%arg6] : memref<?xindex>
        %6 = arith.cmpi eq, %5, %0 : index
        scf.if %6 {
          %9 = memref.load %arg4[%arg6] : memref<?xi1>
          %10 = arith.ori %9, %1 : i1
          memref.store %10, %arg4[%arg6] : memref<?xi1>
        }
        %7 = arith.cmpi ne, %5, %0 : index
        %8 = arith.andi %arg7, %7 : i1
        scf.yield %8 : i1
      }
      %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
        %5 = memref.load %arg0[%arg6] : memref<?xindex>
        %6 = arith.cmpi ne, %5, %0 : index
        %7 = arith.andi %arg7, %6 : i1
        scf.yield %7 : i1
      }
      %4 = arith.andi %3, %1 : i1
      memref.store %4, %arg3[%arg5] : memref<?xi1>
    }
    return
  }

// A buffer carried around a loop escapes the analysis (it is yielded to the
// next iteration); the loop's dealloc may free it or the two buffers that
// flow into the loop, so all three stay real allocations, with their deallocs.
// CHECK-LABEL: func.func @loop_carried(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK:         scf.if
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK:           memref.dealloc %{{.*}} : memref<f32>
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<192xi8> to memref<3xindex>
// CHECK:         memref.dealloc %{{.*}} : memref<64xf32>
// CHECK:         memref.dealloc %{{.*}} : memref<f32>
// CHECK:         memref.dealloc %{{.*}} : memref<f32>
// CHECK:         memref.dealloc %[[M]] : memref<192xi8>

  func.func @loop_carried(%arg0: memref<64xf32>, %arg1: i1, %arg2: index) -> memref<64xf32> {
    %c2 = arith.constant 2 : index
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.add ins(%arg0, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc : memref<64xf32>)
    %0 = scf.if %arg1 -> (memref<64xf32>) {
      %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.mul ins(%alloc, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_16 : memref<64xf32>)
      scf.yield %alloc_16 : memref<64xf32>
    } else {
      scf.yield %alloc : memref<64xf32>
    }
    %1:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %0, %arg5 = %false) -> (memref<64xf32>, i1) {
      %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.add ins(%arg4, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc_16 : memref<64xf32>)
      %base_buffer_17, %offset_18, %sizes_19, %strides_20 = memref.extract_strided_metadata %arg4 : memref<64xf32> -> memref<f32>, index, index, index
      scf.if %arg5 {
        memref.dealloc %base_buffer_17 : memref<f32>
      }
      scf.yield %alloc_16, %true : memref<64xf32>, i1
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.add ins(%1#0, %1#0 : memref<64xf32>, memref<64xf32>) outs(%alloc_0 : memref<64xf32>)
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<64xf32> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1#0 : memref<64xf32> -> memref<f32>, index, index, index
    %alloc_5 = memref.alloc() : memref<3xindex>
    %alloc_6 = memref.alloc() : memref<3xi1>
    %alloc_7 = memref.alloc() : memref<0xindex>
    %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<64xf32> -> index
    memref.store %intptr, %alloc_5[%c0] : memref<3xindex>
    %intptr_8 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
    memref.store %intptr_8, %alloc_5[%c1] : memref<3xindex>
    %intptr_9 = memref.extract_aligned_pointer_as_index %base_buffer_1 : memref<f32> -> index
    memref.store %intptr_9, %alloc_5[%c2] : memref<3xindex>
    memref.store %true, %alloc_6[%c0] : memref<3xi1>
    memref.store %arg1, %alloc_6[%c1] : memref<3xi1>
    memref.store %1#1, %alloc_6[%c2] : memref<3xi1>
    %cast = memref.cast %alloc_5 : memref<3xindex> to memref<?xindex>
    %cast_10 = memref.cast %alloc_6 : memref<3xi1> to memref<?xi1>
    %cast_11 = memref.cast %alloc_7 : memref<0xindex> to memref<?xindex>
    %alloc_12 = memref.alloc() : memref<3xi1>
    %alloc_13 = memref.alloc() : memref<0xi1>
    %cast_14 = memref.cast %alloc_12 : memref<3xi1> to memref<?xi1>
    %cast_15 = memref.cast %alloc_13 : memref<0xi1> to memref<?xi1>
    call @dealloc_helper(%cast, %cast_11, %cast_10, %cast_14, %cast_15) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
    %2 = memref.load %alloc_12[%c0] : memref<3xi1>
    scf.if %2 {
      memref.dealloc %alloc : memref<64xf32>
    }
    %3 = memref.load %alloc_12[%c1] : memref<3xi1>
    scf.if %3 {
      memref.dealloc %base_buffer : memref<f32>
    }
    %4 = memref.load %alloc_12[%c2] : memref<3xi1>
    scf.if %4 {
      memref.dealloc %base_buffer_1 : memref<f32>
    }
    memref.dealloc %alloc_5 : memref<3xindex>
    memref.dealloc %alloc_7 : memref<0xindex>
    memref.dealloc %alloc_6 : memref<3xi1>
    memref.dealloc %alloc_12 : memref<3xi1>
    memref.dealloc %alloc_13 : memref<0xi1>
    return %alloc_0 : memref<64xf32>
  }

// UNSUPPORTED: fast-tier
