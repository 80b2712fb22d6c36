"""The `distribute-concat` xDSL pass: a convolution over a concatenation of
channels computed as a sum of convolutions over its pieces, so that the
concatenation is never built.

A convolution is linear in its input channels: with `x = concat(a, b)` along
the channels and the filter `W` cut the same way (`W = [Wa | Wb]` along its
input channels),

    conv(x, W, acc) = conv(b, Wb, conv(a, Wa, acc))

(`linalg.conv_2d_nchw_fchw` accumulates into its `outs`). What lies between
the concatenation and the convolution distributes too: an element-wise op
that reads the concatenation and nothing else of its shape (a ReLU:
`relu(concat(a, b)) = concat(relu(a), relu(b))`), a `tensor.pad` of the rows
and columns only, a `tensor.extract_slice` that keeps every channel (DARTS's
factorized reduction reads the input shifted by one pixel).

Why: a concatenation written in place (`concat-in-place`) is one buffer
live from its first input on, and a copied one holds every input beside the
result; either way the whole concatenation is live while its consumer
reads it. U-Net's skip is produced at the top of the network and read at
the bottom, so its buffer spans the encoder (docs/reorder.md). Distributed,
each piece is convolved right after it is produced (each partial
convolution is placed right after the last value it reads), so the skip
lives only until its own partial convolution, and the accumulator, one
output-sized tensor, replaces the concatenation.

The rewrite applies to a `tensor.concat` along dimension 1 of rank-4 static
tensors when every use of it, through the ops above, ends at operand 0 of a
`linalg.conv_2d_nchw_fchw` whose filter is cut along its input channels; any
other reader (a pooling, a normalisation with per-channel parameters) leaves
the concatenation as it is. The summation order changes (the channels of
each piece are summed apart), so results agree to rounding, not bit for bit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, tensor
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Block, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.walk import walk

CHANNELS = 1
"""The concatenated dimension: channels of an NCHW tensor, input channels
of an FCHW filter."""
CONV = "linalg.conv_2d_nchw_fchw"


def _shape(value: SSAValue) -> tuple[int, ...] | None:
    """The static shape of a rank-4 tensor, else None."""
    kind = value.type
    if not isinstance(kind, builtin.TensorType):
        return None
    shape = tuple(kind.get_shape())  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
    if len(shape) != 4 or any(extent < 0 for extent in shape):
        return None
    return shape


def _element(value: SSAValue) -> Attribute:
    kind = value.type
    assert isinstance(kind, builtin.TensorType)
    return kind.get_element_type()  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


def _elementwise_over(op: Operation, value: SSAValue) -> bool:
    """`op` is an all-parallel one-result linalg op reading `value` by the
    identity, writing a tensor of its shape by the identity, whose other
    inputs do not vary along the channels (scalars, broadcasts over rows)."""
    if not isinstance(op, LinalgStructuredOperation) or len(op.results) != 1:
        return False
    if op.name == CONV or len(op.outputs) != 1:
        return False
    if any(i.data != IteratorType.PARALLEL for i in op.get_iterator_types()):
        return False
    maps = [m.data for m in op.get_indexing_maps()]
    identity = AffineMap.identity(4)
    if maps[-1] != identity or op.results[0].type != value.type:
        return False
    if sum(1 for operand in op.inputs if operand is value) != 1:
        return False
    for operand, map_ in zip(op.inputs, maps, strict=False):
        if operand is value:
            if map_ != identity:
                return False
        elif any(CHANNELS in r.used_dims() for r in map_.results):
            return False
    output = op.outputs[0]
    return isinstance(output.owner, tensor.EmptyOp) and output.has_one_use()


def _pads_rows_only(op: tensor.PadOp) -> bool:
    low, high = op.static_low.get_values(), op.static_high.get_values()
    return (
        not op.low
        and not op.high
        and low[:2] == (0, 0)
        and high[:2] == (0, 0)
        and _shape(op.result) is not None
    )


def _keeps_channels(op: tensor.ExtractSliceOp) -> bool:
    source, result = _shape(op.source), _shape(op.result)
    if source is None or result is None:
        return False
    if op.offsets or op.sizes or op.strides:
        return False
    return (
        op.static_offsets.get_values()[CHANNELS] == 0
        and result[CHANNELS] == source[CHANNELS]
        and all(s == 1 for s in op.static_strides.get_values())
    )


def _distributes(value: SSAValue) -> bool:
    """Every use of `value` (concatenated along the channels) ends, through
    ops that distribute, at a convolution's input (see the module's
    docstring)."""
    if not value.uses:
        return False
    for use in value.uses:
        user = use.operation
        if user.name == CONV:
            assert isinstance(user, LinalgStructuredOperation)
            if use.index != 0 or _shape(user.inputs[1]) is None:
                return False
            continue
        if isinstance(user, tensor.PadOp) and use.index == 0:
            if not _pads_rows_only(user):
                return False
        elif isinstance(user, tensor.ExtractSliceOp):
            if not _keeps_channels(user):
                return False
        elif not _elementwise_over(user, value):
            return False
        if not _distributes(user.results[0]):
            return False
    return True


@dataclass
class _Placer:
    """Inserts new ops into one block as early as their operands allow."""

    block: Block
    floor: Operation
    """Ops reading only values from before the block (arguments) go right
    before it (the concatenation): never earlier than the program did."""

    def position(self, op: Operation) -> int:
        return next(i for i, other in enumerate(self.block.ops) if other is op)

    def latest(self, values: Sequence[SSAValue]) -> Operation | None:
        """The op of the block defining the last of `values`."""
        owners = [
            v.owner
            for v in values
            if isinstance(v, OpResult) and v.owner.parent_block() is self.block
        ]
        if not owners:
            return None
        return max(owners, key=self.position)

    def insert(self, op: Operation, anchor: Operation | None) -> None:
        """Insert `op` right after `anchor`, or before the floor (None)."""
        if anchor is None:
            Rewriter.insert_op(op, InsertPoint.before(self.floor))
        else:
            Rewriter.insert_op(op, InsertPoint.after(anchor))


def _rebuilt(
    op: Operation, operands: Sequence[SSAValue], result_type: Attribute
) -> Operation:
    """A copy of one-result `op` on `operands`, of result type `result_type`
    (same properties, attributes and body)."""
    return type(op).create(
        operands=operands,
        result_types=[result_type],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[region.clone() for region in op.regions],
    )


def _piece_of(
    user: Operation, source: SSAValue, piece: SSAValue, channels: int
) -> tuple[Operation, tensor.EmptyOp | None]:
    """The op computing the piece of `user`'s result that `piece` (`channels`
    channels of `source`) gives, and the `tensor.empty` it writes (None: it
    writes none)."""
    shape = _shape(user.results[0])
    assert shape is not None
    piece_shape = list(shape)
    piece_shape[CHANNELS] = channels
    result_type = builtin.TensorType(_element(user.results[0]), piece_shape)
    if isinstance(user, tensor.ExtractSliceOp):
        offsets = list(user.static_offsets.get_values())
        sliced = tensor.ExtractSliceOp.from_static_parameters(
            piece, offsets, piece_shape
        )
        return sliced, None
    if isinstance(user, tensor.PadOp):
        return _rebuilt(user, [piece], result_type), None
    assert isinstance(user, LinalgStructuredOperation)
    empty = tensor.EmptyOp((), result_type)
    operands = [piece if v is source else v for v in user.inputs]
    return _rebuilt(user, [*operands, empty.tensor], result_type), empty


def _reads(op: Operation) -> list[SSAValue]:
    """The operands of `op` and the values its body takes from outside it
    (a constant a ReLU's body compares with)."""
    values = list(op.operands)
    for nested in op.walk():
        if nested is op:
            continue
        for operand in nested.operands:
            holder = operand.owner
            inside = holder if isinstance(holder, Operation) else holder.parent_op()
            while inside is not None and inside is not op:
                inside = inside.parent_op()
            if inside is None:
                values.append(operand)
    return values


def _weight_slice(conv: Operation, at: int, channels: int) -> tensor.ExtractSliceOp:
    weight = conv.operands[1]
    shape = _shape(weight)
    assert shape is not None
    sizes = list(shape)
    sizes[CHANNELS] = channels
    return tensor.ExtractSliceOp.from_static_parameters(weight, [0, at, 0, 0], sizes)


def distribute_concat(concat: tensor.ConcatOp) -> bool:
    """Rewrite the readers of `concat` as in the module's docstring; False
    (and nothing changed) when one of them does not distribute."""
    block = concat.parent_block()
    if block is None or concat.dim.value.data != CHANNELS:
        return False
    if _shape(concat.result) is None or not all(
        _shape(v) is not None for v in concat.operands
    ):
        return False
    if not _distributes(concat.result):
        return False
    placer = _Placer(block, concat)
    offsets: list[int] = []
    along = 0
    for operand in concat.operands:
        shape = _shape(operand)
        assert shape is not None
        offsets.append(along)
        along += shape[CHANNELS]
    position = {op: i for i, op in enumerate(block.ops)}

    def produced(index: int) -> int:
        value = concat.operands[index]
        owner = value.owner
        return position[owner] if isinstance(owner, Operation) else -1

    # The partial convolutions accumulate in the order the pieces are
    # produced, so that the earliest can run first.
    order = sorted(range(len(concat.operands)), key=produced)
    convs: list[tuple[Operation, list[SSAValue], list[int]]] = []
    dead: list[Operation] = []

    def walk_pieces(value: SSAValue, pieces: list[SSAValue]) -> None:
        for use in list(value.uses):
            user = use.operation
            if user.name == CONV:
                convs.append((user, pieces, [offsets[i] for i in order]))
                continue
            results: list[SSAValue] = []
            for i, piece in zip(order, pieces, strict=True):
                shape = _shape(concat.operands[i])
                assert shape is not None
                computed, empty = _piece_of(user, value, piece, shape[CHANNELS])
                reads = [
                    v
                    for v in _reads(computed)
                    if empty is None or v is not empty.tensor
                ]
                placer.insert(computed, placer.latest(reads))
                if empty is not None:
                    Rewriter.insert_op(empty, InsertPoint.before(computed))
                results.append(computed.results[0])
            walk_pieces(user.results[0], results)
            dead.append(user)

    walk_pieces(concat.result, [concat.operands[i] for i in order])
    for conv, pieces, piece_offsets in convs:
        _split_convolution(conv, pieces, piece_offsets, placer)
    for op in dead:  # readers before what they read
        outputs = op.operands[len(op.operands) - len(op.results) :]
        Rewriter.erase_op(op)
        for init in outputs if isinstance(op, LinalgStructuredOperation) else ():
            if isinstance(init.owner, tensor.EmptyOp) and not init.uses:
                Rewriter.erase_op(init.owner)
    Rewriter.erase_op(concat)
    return True


def _split_convolution(
    conv: Operation,
    pieces: list[SSAValue],
    piece_offsets: list[int],
    placer: _Placer,
) -> None:
    """Replace `conv` by one convolution per piece, accumulating in order,
    each placed right after the last value it reads."""
    assert isinstance(conv, LinalgStructuredOperation)
    accumulator = conv.outputs[0]
    _hoist_init(accumulator, pieces[0], placer)
    for piece, at in zip(pieces, piece_offsets, strict=True):
        shape = _shape(piece)
        assert shape is not None
        weight = _weight_slice(conv, at, shape[CHANNELS])
        partial = _rebuilt(
            conv, [piece, weight.result, accumulator], conv.results[0].type
        )
        placer.insert(partial, placer.latest([piece, accumulator, conv.operands[1]]))
        Rewriter.insert_op(weight, InsertPoint.before(partial))
        accumulator = partial.results[0]
    conv.results[0].replace_all_uses_with(accumulator)
    Rewriter.erase_op(conv)


def _hoist_init(init: SSAValue, first: SSAValue, placer: _Placer) -> None:
    """Move the `outs` chain of a convolution (a `linalg.fill` of a
    single-use `tensor.empty`) up to right after the first piece, so that
    the first partial convolution can run there; an init defined earlier
    stays, and one that cannot move keeps the partials where it is."""
    fill = init.owner
    if not isinstance(fill, LinalgStructuredOperation) or fill.name != "linalg.fill":
        return
    if not init.has_one_use():
        return
    empty = fill.outputs[0].owner
    if not isinstance(empty, tensor.EmptyOp) or not fill.outputs[0].has_one_use():
        return
    anchor = placer.latest([first])
    if anchor is None or placer.position(fill) < placer.position(anchor):
        return
    if any(
        isinstance(v, OpResult)
        and v.owner.parent_block() is placer.block
        and placer.position(v.owner) > placer.position(anchor)
        for v in fill.inputs
    ):
        return
    empty.detach()
    fill.detach()
    Rewriter.insert_op(fill, InsertPoint.after(anchor))
    Rewriter.insert_op(empty, InsertPoint.before(fill))


@dataclass(frozen=True)
class DistributeConcatPass(ModulePass):
    """Convolve each piece of a channel concatenation apart and sum, instead
    of building the concatenation (see the module's docstring)."""

    name = "distribute-concat"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for concat in [o for o in walk(op) if isinstance(o, tensor.ConcatOp)]:
            distribute_concat(concat)
