"""The `split-tensor-empty` xDSL pass: one `tensor.empty` per use.

torch-mlir's export (after CSE) reuses one `tensor.empty` as the `outs` of
unrelated ops all over a model. One-shot bufferization allocates a buffer at
the `tensor.empty`, so the buffer of a layer near the end is allocated at the
top of the function, and its lifetime covers the whole model: the arena grows
with the lifetimes, not the live data. Giving every use its own
`tensor.empty`, created right before the user, lets bufferization allocate
each buffer where it is first written. No upstream MLIR 22 pass does this
(`--eliminate-empty-tensors` only folds an empty into an `insert_slice`
destination).

Run it on the tensor program before bufferization::

    mlir-opt model.mlir --mlir-print-op-generic | xdsl-opt -p split-tensor-empty
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, tensor
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.walk import walk
from merge_alloc.passes.clone_site import clone_site


def split_uses(empty: tensor.EmptyOp) -> int:
    """Give each use of a shared `empty` its own clone right before the user
    (`clone_site`), then erase `empty`; returns how many clones were made."""
    uses = list(empty.tensor.uses)
    if len(uses) < 2:
        return 0
    for use in uses:
        clone = empty.clone()
        Rewriter.insert_op(clone, InsertPoint.before(clone_site(use.operation, empty)))
        use.operation.operands[use.index] = clone.tensor
    Rewriter.erase_op(empty)
    return len(uses)


@dataclass(frozen=True)
class SplitTensorEmptyPass(ModulePass):
    """Give every use of a shared `tensor.empty` its own `tensor.empty`."""

    name = "split-tensor-empty"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for empty in [o for o in walk(op) if isinstance(o, tensor.EmptyOp)]:
            split_uses(empty)
