// Memory-first tiling of padded pooling and depthwise convolutions.
//
// torch-mlir lowers the padding of a max-pool or a depthwise convolution to
// a `tensor.pad` that bufferization materialises as a whole padded copy of
// the input, live beside the op's output (ResNet-18's stem max-pool: a
// 1x64x18x18 copy at 32x32). Channels of these ops are independent, so
// tiling the op over channels (one scf.for iteration per channel) and fusing
// the pad into the loop leaves only one padded channel live at a time.
//
// Convolutions (`linalg.conv_2d_nchw_fchw`) need every input channel for
// each output, so they are tiled over output rows instead: each iteration
// pads only the input rows one output row reads.
//
// Each action canonicalizes the loop it made, and nothing else, so that a
// program with nothing to match comes out unchanged.
//
// Run by `mlir-opt --transform-preload-library=transform-library-paths=THIS
// --transform-interpreter=entry-point=pad_tiling_channels` (and/or
// `entry-point=pad_tiling_rows`); merge_alloc.compile does this for the
// variants that name them.
module attributes {transform.with_named_sequence} {
  // Matches an NCHW pooling or depthwise convolution whose input is a pad.
  transform.named_sequence @match_padded_channelwise(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op [
      "linalg.pooling_nchw_max", "linalg.pooling_nchw_sum",
      "linalg.depthwise_conv_2d_nchw_chw"] : !transform.any_op
    %pad = transform.get_producer_of_operand %op[0]
      : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %pad ["tensor.pad"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  // Tiles the channel loop (dimension 1 of both ops) by 1 and fuses the pad.
  transform.named_sequence @tile_channels_fuse_pad(
      %op: !transform.any_op {transform.consumed}) {
    %pad = transform.get_producer_of_operand %op[0]
      : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_for %op tile_sizes [0, 1]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %containing = transform.structured.fuse_into_containing_op %pad into %loop
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %containing {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }

  transform.named_sequence @pad_tiling_channels(
      %root: !transform.any_op {transform.consumed}) {
    %done = transform.foreach_match in %root
        @match_padded_channelwise -> @tile_channels_fuse_pad
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // Matches an NCHW convolution whose input is a pad.
  transform.named_sequence @match_padded_conv(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.conv_2d_nchw_fchw"] : !transform.any_op
    %pad = transform.get_producer_of_operand %op[0]
      : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %pad ["tensor.pad"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  // Tiles the output-row loop (dimension 2) by 1 and fuses the pad.
  transform.named_sequence @tile_rows_fuse_pad(
      %op: !transform.any_op {transform.consumed}) {
    %pad = transform.get_producer_of_operand %op[0]
      : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_for %op tile_sizes [0, 0, 1]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %containing = transform.structured.fuse_into_containing_op %pad into %loop
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %containing {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }

  transform.named_sequence @pad_tiling_rows(
      %root: !transform.any_op {transform.consumed}) {
    %done = transform.foreach_match in %root
        @match_padded_conv -> @tile_rows_fuse_pad
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
