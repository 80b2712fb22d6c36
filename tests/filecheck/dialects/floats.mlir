// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect --print-op-generic %s | merge-alloc-opt --allow-unregistered-dialect | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// Float constants keep their exact bits through xDSL, and print as mlir-opt 22
// prints them (hexadecimal for inf/NaN, six digits when they read back, else
// APFloat's round-trip form).

memref.global "private" constant @ninf : memref<f32> = dense<0xFF800000>
memref.global "private" constant @pair : memref<2xf32> = dense<[0xFF800000, 0x7FC00000]>
memref.global "private" constant @half : memref<2x2xf16> = dense<[[0x7C00, 0x7E01], [0x0001, 65504.0]]>
memref.global "private" constant @brain : memref<3xbf16> = dense<[0xFF80, 0x7FC1, 0x7F81]>
memref.global "private" constant @double : memref<2xf64> = dense<[0xFFF0000000000000, 0x7FF0000000000001]>
memref.global "private" constant @zeros : memref<2xf32> = dense<[0.0, -0.0]>

// CHECK:      memref.global "private" constant @ninf : memref<f32> = dense<0xFF800000>
// CHECK-NEXT: memref.global "private" constant @pair : memref<2xf32> = dense<[0xFF800000, 0x7FC00000]>
// CHECK-NEXT: memref.global "private" constant @half : memref<2x2xf16> = dense<{{\[\[}}0x7C00, 0x7E01], [5.960460e-08, 6.550400e+04]]>
// CHECK-NEXT: memref.global "private" constant @brain : memref<3xbf16> = dense<[0xFF80, 0x7FC1, 0x7F81]>
// CHECK-NEXT: memref.global "private" constant @double : memref<2xf64> = dense<[0xFFF0000000000000, 0x7FF0000000000001]>
// CHECK-NEXT: memref.global "private" constant @zeros : memref<2xf32> = dense<[0.000000e+00, -0.000000e+00]>

// UPSTREAM: memref.global "private" constant @ninf : memref<f32> = dense<0xFF800000>
// UPSTREAM: memref.global "private" constant @half : memref<2x2xf16> = dense<{{\[\[}}0x7C00, 0x7E01], [5.960460e-08, 6.550400e+04]]>
// UPSTREAM: memref.global "private" constant @brain : memref<3xbf16> = dense<[0xFF80, 0x7FC1, 0x7F81]>
// UPSTREAM: memref.global "private" constant @zeros : memref<2xf32> = dense<[0.000000e+00, -0.000000e+00]>

func.func @scalars() {
  %ninf = arith.constant 0xFF800000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %payload = arith.constant 0x7FC00001 : f32
  %hnan = arith.constant 0x7E01 : f16
  %hinf = arith.constant 0x7C00 : f16
  %bnan = arith.constant 0x7FC1 : bf16
  %dnan = arith.constant 0x7FF8000000000001 : f64
  %nzero = arith.constant -0.0 : f32
  %denormal = arith.constant 0x00000001 : f32
  %max = arith.constant 3.40282347E+38 : f32
  %tenth = arith.constant 0.1 : f32
  %rounded = arith.constant 1.0e-40 : f32
  %big = arith.constant 123456789.0 : f64
  %overflow = arith.constant 65520.0 : f16
  "test.use"(%ninf, %snan, %payload, %hnan, %hinf, %bnan, %dnan, %nzero, %denormal, %max, %tenth, %rounded, %big, %overflow) : (f32, f32, f32, f16, f16, bf16, f64, f32, f32, f32, f32, f32, f64, f16) -> ()
  func.return
}

// CHECK-LABEL: func.func @scalars
// CHECK-NEXT:  %ninf = arith.constant 0xFF800000 : f32
// CHECK-NEXT:  %snan = arith.constant 0x7F800001 : f32
// CHECK-NEXT:  %payload = arith.constant 0x7FC00001 : f32
// CHECK-NEXT:  %hnan = arith.constant 0x7E01 : f16
// CHECK-NEXT:  %hinf = arith.constant 0x7C00 : f16
// CHECK-NEXT:  %bnan = arith.constant 0x7FC1 : bf16
// CHECK-NEXT:  %dnan = arith.constant 0x7FF8000000000001 : f64
// CHECK-NEXT:  %nzero = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %denormal = arith.constant 1.401300e-45 : f32
// CHECK-NEXT:  %max = arith.constant 3.40282347E+38 : f32
// CHECK-NEXT:  %tenth = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:  %rounded = arith.constant 9.999940e-41 : f32
// CHECK-NEXT:  %big = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT:  %overflow = arith.constant 0x7C00 : f16

// UPSTREAM-LABEL: func.func @scalars
// UPSTREAM:  arith.constant 0xFF800000 : f32
// UPSTREAM:  arith.constant 0x7F800001 : f32
// UPSTREAM:  arith.constant 0x7FC00001 : f32
// UPSTREAM:  arith.constant 0x7E01 : f16
// UPSTREAM:  arith.constant 0x7C00 : f16
// UPSTREAM:  arith.constant 0x7FC1 : bf16
// UPSTREAM:  arith.constant 0x7FF8000000000001 : f64
// UPSTREAM:  arith.constant -0.000000e+00 : f32
// UPSTREAM:  arith.constant 1.401300e-45 : f32
// UPSTREAM:  arith.constant 3.40282347E+38 : f32
// UPSTREAM:  arith.constant 1.000000e-01 : f32
// UPSTREAM:  arith.constant 9.999940e-41 : f32
// UPSTREAM:  arith.constant 0x419D6F3454000000 : f64
// UPSTREAM:  arith.constant 0x7C00 : f16

func.func @shaped() {
  %splat = arith.constant dense<0x7FC00000> : tensor<4xf32>
  %nan_list = arith.constant dense<[0x7FC00000, 0x7FC00000]> : vector<2xf32>
  %nested = arith.constant dense<[[[1.5]], [[0xFFF0000000000000]]]> : tensor<2x1x1xf64>
  %hex_string = arith.constant dense<"0x0100807F0000C07F"> : tensor<2xf32>
  "test.use"(%splat, %nan_list, %nested, %hex_string) {arr = array<f32: 0x7FC00001, -0.0, 1.5>} : (tensor<4xf32>, vector<2xf32>, tensor<2x1x1xf64>, tensor<2xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @shaped
// CHECK-NEXT:  %splat = arith.constant dense<0x7FC00000> : tensor<4xf32>
// CHECK-NEXT:  %nan_list = arith.constant dense<0x7FC00000> : vector<2xf32>
// CHECK-NEXT:  %nested = arith.constant dense<{{\[\[\[}}1.500000e+00]], {{\[\[}}0xFFF0000000000000]]]> : tensor<2x1x1xf64>
// CHECK-NEXT:  %hex_string = arith.constant dense<[0x7F800001, 0x7FC00000]> : tensor<2xf32>
// CHECK-NEXT:  "test.use"(%splat, %nan_list, %nested, %hex_string) {arr = array<f32: 0x7FC00001, -0.000000e+00, 1.500000e+00>}

// UPSTREAM-LABEL: func.func @shaped
// UPSTREAM:  arith.constant dense<0x7FC00000> : tensor<4xf32>
// UPSTREAM:  arith.constant dense<0x7FC00000> : vector<2xf32>
// UPSTREAM:  arith.constant dense<{{\[\[\[}}1.500000e+00]], {{\[\[}}0xFFF0000000000000]]]> : tensor<2x1x1xf64>
// UPSTREAM:  arith.constant dense<[0x7F800001, 0x7FC00000]> : tensor<2xf32>
// UPSTREAM:  {arr = array<f32: 0x7FC00001, -0.000000e+00, 1.500000e+00>}

// UNSUPPORTED: fast-tier
