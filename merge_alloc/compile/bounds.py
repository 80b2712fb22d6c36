"""What a pipeline variant can give, read off the tensor program before it runs.

Running a variant (one `mlir-opt` run, then xDSL's parse of its output and
merge-alloc) is nearly all of `compile_model`'s time: ResNet-18 at 224x224
takes 0.4 to 1.2 s per variant, of which the parse is two thirds. Two facts of
the tensor program, read in milliseconds from the program `mlir-opt` is
given, spare the runs that cannot change the choice; every other variant is
still chosen by its measured arena.

- `PaddedCopies.matched_entry_points`: which pad-tiling scripts match
  anything. A script that matches nothing leaves the program as it was
  (each action canonicalizes only the loop it made), so a variant whose
  scripts match less than it names computes the program of the variant
  naming only the matching ones, an earlier candidate when there is one
  (`pad-rows` on a transformer is `split`).
- `PaddedCopies.arena_lower_bound`: bytes that any plan of the variant's
  program holds at once, so that a variant whose bound is not below an arena
  already measured cannot win.

The bound counts whole padded copies. A `tensor.pad` that no transformation
of the variant tiles becomes, in one-shot bufferization, a `memref.alloc` of
its full static shape that is filled and then receives a copy of the source
(a `memref.copy` into a subview), and is then read by its consumers:

- while the source is copied in, the source's buffer and the pad's are both
  live; while a consumer reads it, the consumer's output buffer and the
  pad's are both live;
- merge-alloc gives two buffers the same bytes while both are live only by
  in-place reuse (`merge_alloc.analysis.inplace_candidates`), which needs an
  all-parallel linalg op reading the whole of one and writing the whole of
  the other: a copy into a subview is not one, nor is a consumer with a
  reduction loop (a convolution, a pooling);
- the buffers counted are allocations of the function's own scope that
  nothing but linalg ops and pads reads and that are never returned, so
  merge-alloc plans all of them.

A pad that a variant's script tiles is allocated one tile at a time, but
its source, if it is such a buffer, is read whole by the tile loop while the
loop writes its consumer's output whole (the loop's init, allocated before
it): those two count. A pad or a consumer that a layer group fuses
(`merge_alloc.compile.layer_groups`) is a tile: it counts for nothing.

A value counts as such an allocation only when it is certain to be one in
every variant: the result of a linalg op with a non-constant tensor input
(a fill or a computation on constants may be folded away) whose `outs`
chain starts at a `tensor.empty`, every use of it a read (a linalg input or
a pad's source). Elementwise fusion, run after this point, cannot remove such
a value while a pad reads it (a pad is not a linalg op to fuse into), nor a
consumer's result when the consumer has a reduction loop (only all-parallel
producers are fused). What the bound does not see, it leaves out: it is the
largest of these sums, never more than the arena of the program.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import cast

from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue, Use

from merge_alloc.analysis.layout import element_bytes


@dataclass(frozen=True, slots=True)
class PaddedCopies:
    """The `tensor.pad`s of a tensor program, read in one walk."""

    pads: tuple[tensor.PadOp, ...]
    padded_inputs: frozenset[str]
    """Names of the ops whose operand 0 is a `tensor.pad`."""

    @staticmethod
    def of(module: ModuleOp) -> PaddedCopies:
        pads: list[tensor.PadOp] = []
        padded: set[str] = set()
        for op in module.walk():
            if isinstance(op, tensor.PadOp):
                pads.append(op)
            elif op.operands and isinstance(op.operands[0].owner, tensor.PadOp):
                padded.add(op.name)
        return PaddedCopies(tuple(pads), frozenset(padded))

    def matched_entry_points(
        self, entry_points: Iterable[str], tiled: Mapping[str, Collection[str]]
    ) -> tuple[str, ...]:
        """The entry points of `entry_points` whose matcher finds an op: an
        op named in `tiled[entry]` whose operand 0 is a `tensor.pad` (what
        `PAD_TILING`'s matchers ask)."""
        return tuple(
            e for e in entry_points if self.padded_inputs.intersection(tiled[e])
        )

    def arena_lower_bound(
        self, tiled_ops: Collection[str], fused: Collection[Operation] = ()
    ) -> int:
        """Bytes live at once in every plan of the program bufferized, when
        the ops named in `tiled_ops` have their padded input tiled and the
        ops of `fused` are computed one tile at a time in a layer group's
        loop (see the module's docstring); 0 when nothing is certain."""
        return max(
            (_padded_copy_bound(pad, tiled_ops, fused) for pad in self.pads),
            default=0,
        )


def _padded_copy_bound(
    pad: tensor.PadOp, tiled_ops: Collection[str], fused: Collection[Operation]
) -> int:
    if not isinstance(pad.parent_op(), func.FuncOp):
        return 0
    if pad in fused or pad.source.owner in fused:
        return 0  # a tile of it, in a layer group's loop
    if (
        pad.low
        or pad.high
        or not any((*pad.static_low.get_values(), *pad.static_high.get_values()))
    ):
        return 0  # dynamic padding, or none (folded away)
    if isinstance(pad.source.owner, arith.ConstantOp):
        return 0  # a padded constant may be folded into a constant
    uses = list(pad.result.uses)
    if not uses or not all(_reads(use) for use in uses):
        return 0
    if any(use.operation.name in tiled_ops for use in uses):
        return _tiled_pad_bound(pad, uses, fused)
    padded = tensor_bytes(pad.result.type)
    if padded is None:
        return 0
    bound = padded
    source = _fresh_buffer_bytes(pad.source)
    if source is not None:
        bound = max(bound, source + padded)
    return max(bound, _beside_reducing_outputs(padded, uses, fused))


def _tiled_pad_bound(
    pad: tensor.PadOp, uses: list[Use], fused: Collection[Operation]
) -> int:
    """A pad fused into its consumer's tile loop is allocated one tile at a
    time, but the loop reads its source, whole, while it writes the
    consumer's output, whole (the loop's init): both are live through the
    loop, and no all-parallel op reads one and writes the other."""
    source = _fresh_buffer_bytes(pad.source)
    if source is None:
        return 0
    return _beside_reducing_outputs(source, uses, fused)


def _beside_reducing_outputs(
    live: int, uses: list[Use], fused: Collection[Operation]
) -> int:
    """`live` bytes plus the largest fresh output of a reducing linalg
    consumer among `uses` (outside `fused`): the consumer writes that output
    while it reads the `live` value, and merge-alloc never overlaps the two
    (a reduction reads every input before its output is complete); 0 when
    there is no such consumer."""
    bound = 0
    for use in uses:
        consumer = use.operation
        if not isinstance(consumer, LinalgStructuredOperation) or consumer in fused:
            continue
        if IteratorType.REDUCTION not in [
            i.data for i in consumer.get_iterator_types()
        ]:
            continue
        for result in consumer.results:
            output = _fresh_buffer_bytes(result)
            if output is not None:
                bound = max(bound, live + output)
    return bound


def _reads(use: Use) -> bool:
    """`use` only reads the value: a linalg op's input or a pad's source."""
    user = use.operation
    if isinstance(user, LinalgStructuredOperation):
        return use.index < len(user.inputs)
    return isinstance(user, tensor.PadOp) and use.index == 0


def _fresh_buffer_bytes(value: SSAValue) -> int | None:
    """Bytes of `value` if it is certain to be an allocation of its own that
    merge-alloc plans in every variant (see the module's docstring)."""
    producer = value.owner
    if not isinstance(value, OpResult) or not isinstance(
        producer, LinalgStructuredOperation
    ):
        return None
    if not isinstance(producer.parent_op(), func.FuncOp):
        return None
    if not any(
        isinstance(operand.type, TensorType)
        and not isinstance(operand.owner, arith.ConstantOp)
        for operand in producer.inputs
    ):
        return None
    if not all(_reads(use) for use in value.uses):
        return None
    if not _starts_empty(producer.outputs[value.index]):
        return None
    return tensor_bytes(value.type)


def _starts_empty(init: SSAValue) -> bool:
    """The `outs` chain of `init` (each value the result of a linalg op,
    written into its own `outs`) starts at a `tensor.empty`."""
    while isinstance(init, OpResult):
        owner = init.owner
        if isinstance(owner, tensor.EmptyOp):
            return True
        if not isinstance(owner, LinalgStructuredOperation):
            return False
        init = owner.outputs[init.index]
    return False


def tensor_bytes(kind: Attribute) -> int | None:
    """Bytes of a statically shaped tensor type, else None."""
    if not isinstance(kind, TensorType):
        return None
    tensor_type = cast(TensorType[Attribute], kind)
    shape = tensor_type.get_shape()
    size = element_bytes(tensor_type.get_element_type())
    if size is None or any(extent < 0 for extent in shape):
        return None
    for extent in shape:
        size *= extent
    return size
