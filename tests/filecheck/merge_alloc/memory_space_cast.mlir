// `memref.memory_space_cast` in MLIR 22's custom form, which a user writes to
// hand a buffer to code of another memory space (xDSL 0.74 only reads the
// generic form: "Operation memref.memory_space_cast does not have a custom
// format"). The cast is a view: its alloc is merged and stays live as long as
// the cast is used, so %b does not take %a's bytes while %g is still read
// (%c, allocated after the last read of %g, does).
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  %g = memref.memory_space_cast %a : memref<16xf32> to memref<16xf32, #gpu.address_space<global>>
  "test.write"(%g) : (memref<16xf32, #gpu.address_space<global>>) -> ()
  %b = memref.alloc() : memref<16xf32>
  "test.write"(%b) : (memref<16xf32>) -> ()
  "test.read"(%g) : (memref<16xf32, #gpu.address_space<global>>) -> ()
  %c = memref.alloc() : memref<16xf32>
  "test.read"(%b, %c) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @f()
// CHECK:         %merged = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         %a = memref.view %merged[%[[A:off[0-9]+]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    %g = memref.memory_space_cast %a : memref<16xf32> to memref<16xf32, #gpu.address_space<global>>
// CHECK:         %b = memref.view %merged[%[[B:off[0-9]+]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         %c = memref.view %merged[%[[A]]][] : memref<128xi8> to memref<16xf32>
// UPSTREAM: func.func @f

// UNSUPPORTED: fast-tier
