"""The `concat-in-place` xDSL pass: the inputs of a `tensor.concat` computed
straight into their slices of one destination.

One-shot bufferization gives a `tensor.concat` a new buffer and copies every
input into it, so each input's buffer and the result's are live together
(U-Net's skips, DenseNet's growing feature map, Inception's branches). When
an input is produced by a destination-passing op (a linalg op with `outs`)
whose `outs` chain starts at a `tensor.empty`, the producer can write into a
`tensor.extract_slice` of the result instead, and its result be inserted
back with `tensor.insert_slice`: bufferization then makes the slice a subview
of the one buffer and the producer writes there (docs/reorder.md,
"Concatenations in place").

Upstream MLIR 22 has both halves, but not in an order that composes here:
`transform.apply_patterns.tensor.decompose_concat` writes the insertions at
the concatenation, after every producer, so `--eliminate-empty-tensors`
cannot give an earlier producer a slice of a destination defined after it
(measured on unet_tiny: neither skip concatenation changes). This pass
builds the chain in the producers' order instead: the destination's
`tensor.empty` right before the first producer's chain, each producer's
`tensor.empty` replaced by a slice of the destination so far, its insertion
right after the producer. `--eliminate-empty-tensors` still runs after it in
the compile pipeline, for the insertions it can handle by itself.

An input stays a copy (inserted right before where the concatenation was)
when it is a function argument, is not produced by a destination-passing op
with a single-use `outs` chain from a `tensor.empty`, appears twice, or is
read after the concatenation: its buffer would then be the result's slice
for longer than the concatenation needs, or be written by someone else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, tensor
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.walk import walk
from merge_alloc.dialects.linalg import destination_operands


@dataclass(frozen=True, slots=True)
class InPlaceInput:
    """An input of the concatenation that its producer writes in place."""

    index: int
    producer: Operation
    chain: tuple[Operation, ...]
    """The ops from the `tensor.empty`'s user to the producer, in order."""
    empty: tensor.EmptyOp


def _static(value: SSAValue) -> bool:
    kind = value.type
    return isinstance(kind, builtin.TensorType) and all(
        extent >= 0 for extent in kind.get_shape()
    )


def _init_of(op: Operation, result: OpResult) -> SSAValue | None:
    """The `outs` operand tied to `result` of a destination-passing `op`."""
    operands = destination_operands(op)
    if operands is None:
        return None
    inits = operands[1]
    if len(inits) != len(op.results):
        return None
    return inits[result.index]


def other_readers(value: SSAValue, concat: tensor.ConcatOp) -> list[Operation] | None:
    """The ops of the concatenation's block, other than it, that read `value`
    (a nested reader as the op holding it); None when one is outside the
    block."""
    readers: list[Operation] = []
    for use in value.uses:
        user = use.operation
        if user is concat:
            continue
        while user.parent_block() is not concat.parent_block():
            parent = user.parent_op()
            if parent is None:
                return None
            user = parent
        readers.append(user)
    return readers


def in_place_input(
    value: SSAValue,
    index: int,
    concat: tensor.ConcatOp,
    position: dict[Operation, int] | None = None,
) -> InPlaceInput | None:
    """How input `index` can be computed in place, or None (it stays a copy).
    With `position` (each op of the block's index), an input read after the
    concatenation stays a copy; without it the order is not looked at (the
    caller orders the other readers before the concatenation, as
    `reorder-for-memory` does when it plans for this pass)."""
    if not isinstance(value, OpResult) or not _static(value):
        return None
    producer = value.op
    if producer.parent_block() is not concat.parent_block():
        return None
    if sum(1 for operand in concat.operands if operand is value) != 1:
        return None
    readers = other_readers(value, concat)
    if readers is None:
        return None
    if position is not None and any(position[r] > position[concat] for r in readers):
        return None
    chain: list[Operation] = [producer]
    init = _init_of(producer, value)
    while init is not None:
        owner = init.owner
        if sum(1 for _ in init.uses) != 1 or not isinstance(owner, Operation):
            return None
        if owner.parent_block() is not concat.parent_block():
            return None
        if isinstance(owner, tensor.EmptyOp):
            if owner.dynamic_sizes:
                return None
            chain.reverse()
            return InPlaceInput(index, producer, tuple(chain), owner)
        assert isinstance(init, OpResult)
        chain.append(owner)
        init = _init_of(owner, init)
    return None


def _offsets(concat: tensor.ConcatOp) -> list[list[int]]:
    """Each input's offsets in the result."""
    dim = concat.dim.value.data
    offsets: list[list[int]] = []
    along = 0
    for operand in concat.operands:
        kind = operand.type
        assert isinstance(kind, builtin.TensorType)
        shape = kind.get_shape()
        offsets.append([along if d == dim else 0 for d in range(len(shape))])
        along += shape[dim]
    return offsets


def _shape(value: SSAValue) -> Sequence[int]:
    kind = value.type
    assert isinstance(kind, builtin.TensorType)
    return kind.get_shape()


def in_place_inputs(
    concat: tensor.ConcatOp, position: dict[Operation, int] | None = None
) -> list[InPlaceInput]:
    """The inputs of `concat` its rewrite writes in place, in input order
    (`position` as in `in_place_input`); none when a shape is dynamic."""
    if concat.parent_block() is None or not _static(concat.result):
        return []
    if not all(_static(operand) for operand in concat.operands):
        return []
    found = [
        in_place_input(operand, i, concat, position)
        for i, operand in enumerate(concat.operands)
    ]
    return [f for f in found if f is not None]


def concat_in_place(concat: tensor.ConcatOp) -> int:
    """Rewrite `concat` as producers writing into one destination; returns
    how many inputs are written in place (0: left as it was)."""
    block = concat.parent_block()
    if block is None:
        return 0
    position = {op: i for i, op in enumerate(block.ops)}
    in_place = sorted(
        in_place_inputs(concat, position), key=lambda f: position[f.producer]
    )
    if not in_place:
        return 0
    offsets = _offsets(concat)
    destination = tensor.EmptyOp((), concat.result.type)
    current: SSAValue = destination.tensor
    for number, entry in enumerate(in_place):
        # The chain's other ops (fills) move down to the producer: they read
        # only what was defined before them, and only the chain reads them.
        for op in entry.chain[:-1]:
            op.detach()
            Rewriter.insert_op(op, InsertPoint.before(entry.producer))
        first = entry.chain[0]
        if number == 0:
            Rewriter.insert_op(destination, InsertPoint.before(first))
        operand = concat.operands[entry.index]
        sizes = list(_shape(operand))
        piece = tensor.ExtractSliceOp.from_static_parameters(
            current, offsets[entry.index], sizes
        )
        Rewriter.insert_op(piece, InsertPoint.before(first))
        entry.empty.tensor.replace_all_uses_with(piece.result)
        Rewriter.erase_op(entry.empty)
        insert = tensor.InsertSliceOp.from_static_parameters(
            operand, current, offsets[entry.index], sizes
        )
        Rewriter.insert_op(insert, InsertPoint.after(entry.producer))
        current = insert.result
    written = {entry.index for entry in in_place}
    for i, operand in enumerate(concat.operands):
        if i in written:
            continue
        insert = tensor.InsertSliceOp.from_static_parameters(
            operand, current, offsets[i], list(_shape(operand))
        )
        Rewriter.insert_op(insert, InsertPoint.before(concat))
        current = insert.result
    concat.result.replace_all_uses_with(current)
    Rewriter.erase_op(concat)
    return len(in_place)


@dataclass(frozen=True)
class ConcatInPlacePass(ModulePass):
    """Let each `tensor.concat` input's producer write into its slice of the
    result."""

    name = "concat-in-place"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for concat in [o for o in walk(op) if isinstance(o, tensor.ConcatOp)]:
            concat_in_place(concat)
