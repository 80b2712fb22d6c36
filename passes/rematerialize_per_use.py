"""The `rematerialize-per-use` xDSL pass: one `linalg.fill` (or copy of a
weight, or `tensor.from_elements`) per use.

torch-mlir's export (after CSE) computes one zero-filled tensor and hands it
to every layer that accumulates into a fresh output (`linalg.fill` of 0 as
the `outs` of each `conv_2d`, `matmul`, ...), as it shares `tensor.empty`
(see `split-tensor-empty`). Those consumers write their `outs` in place, so
one-shot bufferization gives the shared fill one buffer allocated where the
fill is and copies it into a new buffer for every use but one: the filled
buffer stays live from the first layer to the last (2 GPT-2 blocks: a 8x256
zero tensor live across both blocks; the GRU: an 8x96 and a 1x96 initial
value across layers and time steps) and each use pays a copy.

The same holds for copies of function arguments (weights) that the export
materialises once and uses many times: a transposed recurrent weight of the
GRU (32x96, live across all eight time steps), a broadcast bias, and
broadcasts of tensor constants: with a dynamic sequence length torch-mlir
materialises `torch.where(mask, 0, scores)`'s zero as a `linalg.generic`
broadcasting `dense<0.0> : tensor<f32>` to the 4xSxS scores, which CSE then
shares between the layers (the 2-layer encoder at 512 tokens: a 4 MiB
buffer live from the first layer's softmax to the second's, 1.44x the
arena of the static export; once per use, elementwise fusion folds it into
the select).

The same export gives `tensor.reshape` its target shape as a
`tensor.from_elements` of the length (`tensor<4xi64>` to split the heads,
`tensor<3xi64>` to merge them back), one value that every layer's reshape
reads: two small buffers live from the first layer to the last, 64 B above
the static export's plan at the bound (docs/dynamic-shapes.md). Its operands
are scalars that dominate every use, so a clone per use computes the same
shape.

This pass gives each use its own fill (or copy), created right before the
user: for a fill the same number of element writes as the copies it
replaces, and each filled buffer lives only as long as its user needs it; a
copy becomes single-use, so `--linalg-fuse-elementwise-ops` can fold it into
its consumer (after `--linalg-generalize-named-ops`), or else it is repeated
per use, traded for its buffer's lifetime. Run `split-tensor-empty`
after it so that the clones, which share the original's `tensor.empty`, get
their own. No upstream MLIR 22 pass does this (`--canonicalize` and `--cse`
merge equal fills rather than split them).

    mlir-opt model.mlir --mlir-print-op-generic \
      | xdsl-opt -p rematerialize-per-use,split-tensor-empty
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, tensor
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.dialects.linalg import destination_operands
from merge_alloc.passes.clone_site import clone_site


def _always_available(value: SSAValue) -> bool:
    """A scalar, a function argument (alive for the whole call) or a tensor
    constant (`arith.constant dense<...>`: it dominates every use of the op
    reading it, and costs no buffer of the program's)."""
    if not isinstance(value.type, builtin.ShapedType):
        return True
    if isinstance(value.owner, arith.ConstantOp):
        return True
    return isinstance(value, BlockArgument) and isinstance(
        value.owner.parent_op(), func.FuncOp
    )


def is_rematerializable(op: Operation) -> bool:
    """Whether a clone of `op` anywhere in its function computes the same
    tensor: a linalg op (`linalg.fill`, `linalg.transpose`, a broadcasting
    `linalg.generic`, ...) reading only scalars and function arguments, whose
    one output is a `tensor.empty` (so it reads no other tensor), or a
    `tensor.from_elements` (it reads only scalars, which dominate each use of
    its result)."""
    if isinstance(op, tensor.FromElementsOp):
        return True
    operands = destination_operands(op)
    if operands is None or len(op.results) != 1:
        return False
    inputs, inits = operands
    if not all(_always_available(v) for v in inputs):
        return False
    return len(inits) == 1 and isinstance(inits[0].owner, tensor.EmptyOp)


def split_uses(op: Operation) -> int:
    """Give each use of `op`'s tensor result its own clone right before the
    user (`clone_site`), then erase `op`; returns how many clones were made
    (0 when the result has at most one use)."""
    result = op.results[0]
    uses = list(result.uses)
    if len(uses) < 2:
        return 0
    for use in uses:
        clone = op.clone()
        Rewriter.insert_op(clone, InsertPoint.before(clone_site(use.operation, op)))
        use.operation.operands[use.index] = clone.results[0]
    Rewriter.erase_op(op)
    return len(uses)


@dataclass(frozen=True)
class RematerializePerUsePass(ModulePass):
    """Give every use of a shared fill, copy of weights or
    `tensor.from_elements` (see `is_rematerializable`) its own op computing
    it."""

    name = "rematerialize-per-use"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        shared = [o for o in op.walk() if is_rematerializable(o)]
        for value in shared:
            split_uses(value)
