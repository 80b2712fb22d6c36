// An excerpt of real IREE 3.13.0 (iree-base-compiler, compiler 3.13.0rc20261016)
// output: iree-compile --iree-hal-target-device=local
//   --iree-hal-local-target-device-backends=llvm-cpu --compile-to=stream
//   benchmarks/models/gpt2_2blocks.mlir
// Kept verbatim: lines 1-50 (the module, its globals, the initializer and the
// first dispatch executable), 516-601 (@forward up to its first dispatch),
// 774-786 (its last dispatch, which writes the external result, and the end).
// Cut: the other executables and the dispatches between. For
// tests/bench/test_iree_transient.py.
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_8x8xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c512} => !stream.timepoint
    %0 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %1 = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%0) => with(%result as %arg0: !stream.resource<constant>{%c256}, %result_0 as %arg1: !stream.resource<transient>{%c512}) {
      stream.cmd.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_64_i64 {
        wo %arg1[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_elementwise_64_i64xf32 {
        ro %arg1[%c0 for %c512] : !stream.resource<transient>{%c512},
        wo %arg0[%c0 for %c256] : !stream.resource<constant>{%c256}
      }
    } => !stream.timepoint
    %2 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%1) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
    %3 = stream.timepoint.await sync %2 => %result : !stream.resource<constant>{%c256}
    util.global.store %3, @__hoisted_tensor_8x8xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_64_i64 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_elementwise_broadcast_64_i64(%arg0: !stream.binding {stream.alignment = 64 : index}) {
        %c8 = arith.constant 8 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>
        %1 = tensor.empty() : tensor<64xi64>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%1 : tensor<64xi64>) {
        ^bb0(%out: i64):
          %3 = linalg.index 0 : index
          %4 = arith.remsi %3, %c8 : index
          %5 = arith.divsi %3, %c8 : index
          %6 = arith.index_cast %5 : index to i64
          %7 = arith.index_cast %4 : index to i64
          %8 = arith.subi %7, %6 : i64
          linalg.yield %8 : i64
        } -> tensor<64xi64>
        iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0], sizes = [64], strides = [1] : tensor<64xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>
        return
      }
    }
  }
  util.func public @forward(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.buffer_view, %arg9: !hal.buffer_view, %arg10: !hal.buffer_view, %arg11: !hal.buffer_view, %arg12: !hal.buffer_view, %arg13: !hal.buffer_view, %arg14: !hal.buffer_view, %arg15: !hal.buffer_view, %arg16: !hal.buffer_view, %arg17: !hal.buffer_view, %arg18: !hal.buffer_view, %arg19: !hal.buffer_view, %arg20: !hal.buffer_view, %arg21: !hal.buffer_view, %arg22: !hal.buffer_view, %arg23: !hal.buffer_view, %arg24: !hal.buffer_view, %arg25: !hal.buffer_view, %arg26: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @forward(%input0: tensor<64xf32>, %input1: tensor<64xf32>, %input2: tensor<192x64xf32>, %input3: tensor<192xf32>, %input4: tensor<64x64xf32>, %input5: tensor<64xf32>, %input6: tensor<64xf32>, %input7: tensor<64xf32>, %input8: tensor<256x64xf32>, %input9: tensor<256xf32>, %input10: tensor<64x256xf32>, %input11: tensor<64xf32>, %input12: tensor<64xf32>, %input13: tensor<64xf32>, %input14: tensor<192x64xf32>, %input15: tensor<192xf32>, %input16: tensor<64x64xf32>, %input17: tensor<64xf32>, %input18: tensor<64xf32>, %input19: tensor<64xf32>, %input20: tensor<256x64xf32>, %input21: tensor<256xf32>, %input22: tensor<64x256xf32>, %input23: tensor<64xf32>, %input24: tensor<64xf32>, %input25: tensor<64xf32>, %input26: tensor<1x8x64xf32>) -> (%output0: tensor<1x8x64xf32>)"}} {
    %c12288_i32 = arith.constant 12288 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %c6144_i32 = arith.constant 6144 : i32
    %c10240_i32 = arith.constant 10240 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c2048 = arith.constant 2048 : index
    %c1024 = arith.constant 1024 : index
    %c65536 = arith.constant 65536 : index
    %c16384 = arith.constant 16384 : index
    %c768 = arith.constant 768 : index
    %c49152 = arith.constant 49152 : index
    %c64 = arith.constant 64 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c14336 = arith.constant 14336 : index
    %__hoisted_tensor_8x8xf32 = util.global.load immutable @__hoisted_tensor_8x8xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c192, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<192x64xf32> in !stream.resource<external>{%c49152}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c192]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<192xf32> in !stream.resource<external>{%c768}
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c64, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<64x64xf32> in !stream.resource<external>{%c16384}
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("input5") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg5 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("input6") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg6 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("input7") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg7 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg8 : !hal.buffer_view> message("input8") shape([%c256, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %8 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg8 : !hal.buffer_view -> tensor<256x64xf32> in !stream.resource<external>{%c65536}
    hal.buffer_view.assert<%arg9 : !hal.buffer_view> message("input9") shape([%c256]) type(%element_type_f32) encoding(%dense_row_major)
    %9 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg9 : !hal.buffer_view -> tensor<256xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg10 : !hal.buffer_view> message("input10") shape([%c64, %c256]) type(%element_type_f32) encoding(%dense_row_major)
    %10 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg10 : !hal.buffer_view -> tensor<64x256xf32> in !stream.resource<external>{%c65536}
    hal.buffer_view.assert<%arg11 : !hal.buffer_view> message("input11") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %11 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg11 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg12 : !hal.buffer_view> message("input12") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %12 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg12 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg13 : !hal.buffer_view> message("input13") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %13 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg13 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg14 : !hal.buffer_view> message("input14") shape([%c192, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %14 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg14 : !hal.buffer_view -> tensor<192x64xf32> in !stream.resource<external>{%c49152}
    hal.buffer_view.assert<%arg15 : !hal.buffer_view> message("input15") shape([%c192]) type(%element_type_f32) encoding(%dense_row_major)
    %15 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg15 : !hal.buffer_view -> tensor<192xf32> in !stream.resource<external>{%c768}
    hal.buffer_view.assert<%arg16 : !hal.buffer_view> message("input16") shape([%c64, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %16 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg16 : !hal.buffer_view -> tensor<64x64xf32> in !stream.resource<external>{%c16384}
    hal.buffer_view.assert<%arg17 : !hal.buffer_view> message("input17") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %17 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg17 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg18 : !hal.buffer_view> message("input18") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %18 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg18 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg19 : !hal.buffer_view> message("input19") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %19 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg19 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg20 : !hal.buffer_view> message("input20") shape([%c256, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %20 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg20 : !hal.buffer_view -> tensor<256x64xf32> in !stream.resource<external>{%c65536}
    hal.buffer_view.assert<%arg21 : !hal.buffer_view> message("input21") shape([%c256]) type(%element_type_f32) encoding(%dense_row_major)
    %21 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg21 : !hal.buffer_view -> tensor<256xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg22 : !hal.buffer_view> message("input22") shape([%c64, %c256]) type(%element_type_f32) encoding(%dense_row_major)
    %22 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg22 : !hal.buffer_view -> tensor<64x256xf32> in !stream.resource<external>{%c65536}
    hal.buffer_view.assert<%arg23 : !hal.buffer_view> message("input23") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %23 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg23 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg24 : !hal.buffer_view> message("input24") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %24 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg24 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg25 : !hal.buffer_view> message("input25") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %25 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg25 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg26 : !hal.buffer_view> message("input26") shape([%c1, %c8, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %26 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg26 : !hal.buffer_view -> tensor<1x8x64xf32> in !stream.resource<external>{%c2048}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c2048} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c14336} => !stream.timepoint
    %27 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %28 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%27) => with(%26 as %arg27: !stream.resource<external>{%c2048}, %0 as %arg28: !stream.resource<external>{%c256}, %1 as %arg29: !stream.resource<external>{%c256}, %2 as %arg30: !stream.resource<external>{%c49152}, %3 as %arg31: !stream.resource<external>{%c768}, %__hoisted_tensor_8x8xf32 as %arg32: !stream.resource<constant>{%c256}, %4 as %arg33: !stream.resource<external>{%c16384}, %5 as %arg34: !stream.resource<external>{%c256}, %6 as %arg35: !stream.resource<external>{%c256}, %7 as %arg36: !stream.resource<external>{%c256}, %8 as %arg37: !stream.resource<external>{%c65536}, %9 as %arg38: !stream.resource<external>{%c1024}, %10 as %arg39: !stream.resource<external>{%c65536}, %11 as %arg40: !stream.resource<external>{%c256}, %12 as %arg41: !stream.resource<external>{%c256}, %13 as %arg42: !stream.resource<external>{%c256}, %14 as %arg43: !stream.resource<external>{%c49152}, %15 as %arg44: !stream.resource<external>{%c768}, %16 as %arg45: !stream.resource<external>{%c16384}, %17 as %arg46: !stream.resource<external>{%c256}, %18 as %arg47: !stream.resource<external>{%c256}, %19 as %arg48: !stream.resource<external>{%c256}, %20 as %arg49: !stream.resource<external>{%c65536}, %21 as %arg50: !stream.resource<external>{%c1024}, %22 as %arg51: !stream.resource<external>{%c65536}, %23 as %arg52: !stream.resource<external>{%c256}, %24 as %arg53: !stream.resource<external>{%c256}, %25 as %arg54: !stream.resource<external>{%c256}, %result as %arg55: !stream.resource<external>{%c2048}, %result_0 as %arg56: !stream.resource<transient>{%c14336}) {
      stream.cmd.dispatch @forward_dispatch_0::@forward_dispatch_0_reduction_8x64_f32(%c0_i32, %c0_i32 : i32, i32) {
        ro %arg27[%c0 for %c2048] : !stream.resource<external>{%c2048},
        wo %arg56[%c0 for %c14336] : !stream.resource<transient>{%c14336}
      }
      stream.cmd.dispatch @forward_dispatch_1::@forward_dispatch_1_reduction_8x64_f32(%c0_i32, %c0_i32 : i32, i32) {
        ro %arg56[%c0 for %c14336] : !stream.resource<transient>{%c14336},
        ro %arg53[%c0 for %c256] : !stream.resource<external>{%c256},
        ro %arg54[%c0 for %c256] : !stream.resource<external>{%c256},
        wo %arg55[%c0 for %c2048] : !stream.resource<external>{%c2048}
      }
    } => !stream.timepoint
    %29 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%28) => %result_0 : !stream.resource<transient>{%c14336} => !stream.timepoint
    %30 = stream.timepoint.await %29 => %result : !stream.resource<external>{%c2048}
    %31 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %30 : tensor<1x8x64xf32> in !stream.resource<external>{%c2048} -> !hal.buffer_view
    util.return %31 : !hal.buffer_view
  }
}