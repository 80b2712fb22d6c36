"""The `split-shared-fill` xDSL pass: one `linalg.fill` per use.

torch-mlir's export (after CSE) computes one zero-filled tensor and hands it
to every layer that accumulates into a fresh output (`linalg.fill` of 0 as
the `outs` of each `conv_2d`, `matmul`, ...), as it shares `tensor.empty`
(see `split-tensor-empty`). Those consumers write their `outs` in place, so
one-shot bufferization gives the shared fill one buffer allocated where the
fill is and copies it into a new buffer for every use but one: the filled
buffer stays live from the first layer to the last (2 GPT-2 blocks: a 8x256
zero tensor live across both blocks; the GRU: an 8x96 and a 1x96 initial
value across layers and time steps) and each use pays a copy.

This pass gives each use its own fill, created right before the user: the
same number of element writes as the copies it replaces, and each filled
buffer lives only as long as its user needs it. Run `split-tensor-empty`
after it so that the clones, which share the original's `tensor.empty`, get
their own. No upstream MLIR 22 pass does this (`--canonicalize` and `--cse`
merge equal fills rather than split them).

    mlir-opt model.mlir --mlir-print-op-generic \
      | xdsl-opt -p split-shared-fill,split-tensor-empty
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, tensor
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.dialects.linalg_effects import destination_operands


def is_initial_value(op: Operation) -> bool:
    """Whether `op` computes a tensor from scalars alone: a linalg op (a
    `linalg.fill`, or a `linalg.generic` of `linalg.index` or constants) with
    no shaped input, whose one output is a `tensor.empty`, so that a clone
    computes the same value without reading any tensor."""
    operands = destination_operands(op)
    if operands is None or len(op.results) != 1:
        return False
    inputs, inits = operands
    if any(isinstance(v.type, builtin.ShapedType) for v in inputs):
        return False
    return len(inits) == 1 and isinstance(inits[0].owner, tensor.EmptyOp)


def split_fill_uses(fill: Operation) -> int:
    """Give each use of `fill`'s tensor result its own clone right before the
    user, then erase `fill`; returns how many clones were made (0 when the
    result has at most one use)."""
    result = fill.results[0]
    uses = list(result.uses)
    if len(uses) < 2:
        return 0
    for use in uses:
        clone = fill.clone()
        Rewriter.insert_op(clone, InsertPoint.before(use.operation))
        use.operation.operands[use.index] = clone.results[0]
    Rewriter.erase_op(fill)
    return len(uses)


@dataclass(frozen=True)
class SplitSharedFillPass(ModulePass):
    """Give every use of a shared initial value (`linalg.fill` and the like,
    see `is_initial_value`) its own copy of the op computing it."""

    name = "split-shared-fill"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        fills = [o for o in op.walk() if is_initial_value(o)]
        for fill in fills:
            split_fill_uses(fill)
