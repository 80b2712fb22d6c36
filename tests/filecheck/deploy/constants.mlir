// pack-constants: the private constant globals of the module become one
// constant i8 global at aligned offsets (each at least `constants-alignment`,
// its own alignment and its element's), and each memref.get_global becomes a
// memref.view of it. Bytes as the lowering stores them: little-endian, i1 as
// one byte 0/1, bf16 as the high half of f32. A public constant, or one whose
// symbol is used by anything but memref.get_global, stays as it is.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{pack-constants constants-alignment=16}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{pack-constants constants-alignment=24}' %s 2>&1 | filecheck %s --check-prefix=ALIGN

// Layout: @f32 [0, 8), @i1 [16, 19), @i16 [32, 36), @bf16 [48, 52), @f64 at
// 64 (its own alignment), 8 bytes: 72 bytes.
// CHECK:      memref.global "private" constant @__merge_alloc_constants : memref<72xi8> = dense<[0, 0, -64, 63, 0, 0, 32, -64, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, 44, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -64, 63, 0, -64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 64]> {alignment = 64 : i64, merge_alloc.generated}
// CHECK-NOT:  @f32
// CHECK:      memref.global constant @public : memref<2xf32>
// CHECK-LABEL: func.func @use()
// CHECK:        %[[A:.*]] = memref.get_global @__merge_alloc_constants : memref<72xi8>
// CHECK-NEXT:   %[[O:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %a = memref.view %[[A]][%[[O]]][] : memref<72xi8> to memref<2xf32>
// CHECK:        %[[O16:.*]] = arith.constant 16 : index
// CHECK-NEXT:   %b = memref.view %{{.*}}[%[[O16]]][] : memref<72xi8> to memref<3xi1>
// CHECK:        %[[O64:.*]] = arith.constant 64 : index
// CHECK-NEXT:   %e = memref.view %{{.*}}[%[[O64]]][] : memref<72xi8> to memref<f64>
// CHECK:        %p = memref.get_global @public : memref<2xf32>

// UPSTREAM: memref.global "private" constant @__merge_alloc_constants : memref<72xi8>

// ALIGN: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'constants-alignment': must be a positive power of two, got 24

memref.global "private" constant @f32 : memref<2xf32> = dense<[1.5, -2.5]>
memref.global "private" constant @i1 : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @i16 : memref<2xi16> = dense<[-1, 300]>
memref.global "private" constant @bf16 : memref<2xbf16> = dense<[1.5, -2.0]>
memref.global "private" constant @f64 : memref<f64> = dense<2.5> {alignment = 64 : i64}
memref.global constant @public : memref<2xf32> = dense<[1.0, 2.0]>

func.func @use() {
  %a = memref.get_global @f32 : memref<2xf32>
  %b = memref.get_global @i1 : memref<3xi1>
  %c = memref.get_global @i16 : memref<2xi16>
  %d = memref.get_global @bf16 : memref<2xbf16>
  %e = memref.get_global @f64 : memref<f64>
  %p = memref.get_global @public : memref<2xf32>
  "test.use"(%a, %b, %c, %d, %e, %p) : (memref<2xf32>, memref<3xi1>, memref<2xi16>, memref<2xbf16>, memref<f64>, memref<2xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
