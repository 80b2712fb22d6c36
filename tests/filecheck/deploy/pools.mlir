// Memory pools: `pools="sram:CAP,dram"` sends the buffers of the default
// memory space to `sram` while its arena fits in CAP bytes, the rest to `dram`
// (the largest buffer live at the pool's peak moves first). Each pool is its
// own arena (here, globals); the two pools together hold what one pool would
// (12288 bytes). A pool of another memory space (`@1`) only takes that space's
// buffers. Without a fallback, the error names the buffer and the pool.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global pools="sram:8192,dram"}' %s | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global pools="sram:64k,dram"}' %s | filecheck %s --check-prefix=ROOMY
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=argument pools="sram:8192,dram,l1:1k:128@1"}' %s -o %t.arg.mlir
// RUN: filecheck %s --input-file=%t.arg.mlir --check-prefix=ARG
// RUN: %mlir_verify %t.arg.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{arena=global pools="sram:8192"}' %s 2>&1 | filecheck %s --check-prefix=FULL
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{pools="sram:8x"}' %s 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: not xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{pools="sram:4:3"}' %s 2>&1 | filecheck %s --check-prefix=ALIGN

// CHECK-DAG:   memref.global "private" @__merge_alloc_f_sram : memref<8192xi8> = uninitialized
// CHECK-DAG:   memref.global "private" @__merge_alloc_f_dram : memref<4096xi8> = uninitialized
// CHECK-LABEL: func.func @f
// CHECK-DAG:     %[[S:.*]] = memref.get_global @__merge_alloc_f_sram : memref<8192xi8>
// CHECK-DAG:     %[[D:.*]] = memref.get_global @__merge_alloc_f_dram : memref<4096xi8>
// CHECK:         %big = memref.view %[[D]]
// CHECK:         %a = memref.view %[[S]]
// CHECK:         %b = memref.view %[[S]]

// ROOMY:     memref.global "private" @__merge_alloc_f_sram : memref<12288xi8>
// ROOMY-NOT: dram

// ARG-LABEL: func.func @f(%sram: memref<8192xi8>, %dram: memref<4096xi8>, %l1: memref<128xi8, 1 : i64>)
// ARG-SAME:    merge_alloc.workspaces = {sram = {bytes = 8192 : i64, alignment = 64 : i64}, dram = {bytes = 4096 : i64, alignment = 64 : i64}, l1 = {bytes = 128 : i64, alignment = 128 : i64}}
// ARG:         %near = memref.view %l1
// ARG-LABEL: func.func @f_sram_bytes()
// ARG-LABEL: func.func @f_dram_bytes()
// ARG-LABEL: func.func @f_l1_bytes()

// UPSTREAM: func.func @f(%arg0: memref<8192xi8>, %arg1: memref<4096xi8>, %arg2: memref<128xi8, 1>)

// FULL: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'memref.alloc' op %big (4096 bytes) in @f does not fit in pool 'sram' (8192 bytes): the pool needs 12288 bytes and no fallback pool follows it
// SYNTAX: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'pools': cannot read 'sram:8x': expected NAME[:CAPACITY[:ALIGNMENT]][@SPACE], e.g. sram:65536,dram
// ALIGN: xdsl-opt: error: invalid pass pipeline '{{.*}}': merge-alloc option 'pools': pool 'sram': alignment must be a positive power of two, got 3

func.func @f() {
  %big = memref.alloc() : memref<1024xf32>
  %a = memref.alloc() : memref<1024xf32>
  "test.use"(%big, %a) : (memref<1024xf32>, memref<1024xf32>) -> ()
  %b = memref.alloc() : memref<1024xf32>
  "test.use"(%a, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  "test.use"(%big, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  %near = memref.alloc() : memref<16xf32, 1>
  "test.use"(%near) : (memref<16xf32, 1>) -> ()
  return
}

// UNSUPPORTED: fast-tier
