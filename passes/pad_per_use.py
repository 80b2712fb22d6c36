"""The `pad-per-use` xDSL pass: one `tensor.pad` per windowed consumer.

torch-mlir's export (after CSE) pads a tensor once when two convolutions or
poolings read it with the same padding (a DARTS cell's two separable
convolutions of one state). The pad tiling and the layer groups
(docs/layer-groups.md) fuse a pad into its consumer's tile loop only when
the consumer is the pad's one user, so a shared pad stays a whole padded
copy, filled and copied once and live from the first consumer to the last
(DARTS: two 1x8x34x34 copies, 36,992 B each, live across most of a cell).

This pass gives each consumer its own pad, right before it (`split_uses` of
`rematerialize-per-use`): a fused pad computes only the tile its consumer
reads, so the copy is not done twice, and the unpadded source, 4,224 B
smaller here, is what stays live. Only a pad all of whose users read it as
their windowed input (operand 0 of a convolution or pooling) is split.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, tensor
from xdsl.passes import ModulePass

from merge_alloc.passes.rematerialize_per_use import split_uses

WINDOWED = frozenset(
    {
        "linalg.conv_2d_nchw_fchw",
        "linalg.depthwise_conv_2d_nchw_chw",
        "linalg.pooling_nchw_max",
        "linalg.pooling_nchw_sum",
    }
)
"""The consumers whose padded input the pad-tiling scripts and the layer
groups fuse (`merge_alloc.compile.variants.PAD_TILED_OPS`)."""


def splittable(pad: tensor.PadOp) -> bool:
    """A static pad read by at least two windowed consumers, as their
    operand 0, and by nothing else."""
    uses = list(pad.result.uses)
    if len(uses) < 2 or pad.low or pad.high:
        return False
    return all(u.index == 0 and u.operation.name in WINDOWED for u in uses)


@dataclass(frozen=True)
class PadPerUsePass(ModulePass):
    """Give every windowed consumer of a shared `tensor.pad` its own pad."""

    name = "pad-per-use"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        shared = [o for o in op.walk() if isinstance(o, tensor.PadOp)]
        for pad in shared:
            if splittable(pad):
                split_uses(pad)
