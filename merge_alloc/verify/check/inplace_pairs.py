"""In-place pairs: the one overlap of live views the checker accepts.

merge-alloc may give the output of an element-wise op the bytes of an input
that op reads for the last time (`inplace` option). Two views then share
bytes while both are live -- during that one op. The checker accepts such a
pair only if it can see for itself, from the IR, that it is safe:

* the donor's liveness ends exactly where an op ``O`` ends and the reuser's
  starts exactly where ``O`` starts, and both start at the same byte with the
  reuser no larger (checked on the instances by the caller);
* ``O`` is ``linalg.generic`` with only parallel iterators,
  ``linalg.elementwise`` (parallel by definition; its ``indexing_maps``,
  the identity when absent), or a named element-wise op (identity maps);
* ``O`` reads the whole donor through an input (the view, or
  ``memref.cast``s of it) and writes the whole reuser through an output, with
  the same indexing map, a permutation, and the same shape and element size:
  every element is read at the address it is then written at;
* no other operand of ``O`` reaches the donor except whole at the same map,
  none reaches the reuser, the body does not read the output's old value and
  touches neither view.

Anything else that overlaps stays an overlap.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    MemRefType,
    StringAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap

from merge_alloc.verify.check.structure import Numbering, attribute, op_name
from merge_alloc.verify.check.views import element_bytes

ELEMENTWISE_NAMED = frozenset(
    {
        "linalg.add",
        "linalg.sub",
        "linalg.mul",
        "linalg.div",
        "linalg.div_unsigned",
        "linalg.max",
        "linalg.min",
        "linalg.exp",
        "linalg.log",
        "linalg.sqrt",
        "linalg.rsqrt",
        "linalg.abs",
        "linalg.ceil",
        "linalg.floor",
        "linalg.negf",
        "linalg.reciprocal",
        "linalg.round",
        "linalg.square",
        "linalg.tanh",
        "linalg.erf",
        "linalg.powf",
        "linalg.copy",
        "linalg.select",
    }
)
"""Named linalg ops whose operands all use the identity indexing map."""


def _split(op: Operation) -> tuple[list[SSAValue], list[SSAValue]] | None:
    """Inputs and outputs of a linalg op (from ``operandSegmentSizes``)."""
    sizes = attribute(op, "operandSegmentSizes")
    if not isinstance(sizes, DenseArrayBase):
        return None
    counts = [int(v) for v in sizes.get_values()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if len(counts) != 2 or sum(counts) != len(op.operands):
        return None
    operands = list(op.operands)
    return operands[: counts[0]], operands[counts[0] :]


def _maps(op: Operation, count: int, rank: int) -> list[AffineMap] | None:
    """Indexing maps per operand: read for ``linalg.generic``, identity for
    the named element-wise ops."""
    name = op_name(op)
    if name in ELEMENTWISE_NAMED:
        return [AffineMap.identity(rank)] * count
    if name == "linalg.elementwise":
        # Every iterator is parallel by definition; the maps are the
        # identity unless `indexing_maps` says otherwise.
        if attribute(op, "indexing_maps") is None:
            return [AffineMap.identity(rank)] * count
        return _listed_maps(op, count)
    if name != "linalg.generic":
        return None
    iterators = attribute(op, "iterator_types")
    if not isinstance(iterators, ArrayAttr):
        return None
    entries: tuple[Attribute, ...] = cast(ArrayAttr[Attribute], iterators).data
    for iterator in entries:
        text = iterator.data if isinstance(iterator, StringAttr) else str(iterator)
        if "parallel" not in text:
            return None
    return _listed_maps(op, count)


def _listed_maps(op: Operation, count: int) -> list[AffineMap] | None:
    """The op's ``indexing_maps``, one per operand."""
    maps = attribute(op, "indexing_maps")
    if not isinstance(maps, ArrayAttr):
        return None
    listed: tuple[Attribute, ...] = cast(ArrayAttr[Attribute], maps).data
    found = [m.data for m in listed if isinstance(m, AffineMapAttr)]
    return found if len(found) == count else None


def _is_permutation(affine_map: AffineMap) -> bool:
    results = affine_map.results
    if affine_map.num_symbols or len(results) != affine_map.num_dims:
        return False
    dims = {r.position for r in results if isinstance(r, AffineDimExpr)}
    return len(dims) == affine_map.num_dims == len(results)


def _shape_and_element(memref: Attribute) -> tuple[tuple[int, ...], int] | None:
    """Shape and element byte size of a memref type: two views with equal
    ones hold element ``i`` at the same byte offset."""
    if not isinstance(memref, MemRefType):
        return None
    typed = cast(MemRefType[Attribute], memref)
    size = element_bytes(typed.get_element_type())
    if size is None:
        return None
    return tuple(typed.get_shape()), size


def _whole(value: SSAValue, view: Operation) -> bool:
    """``value`` is the view's result or ``memref.cast``s of it."""
    while True:
        if value is view.results[0]:
            return True
        owner = value.owner
        if not isinstance(owner, Operation) or op_name(owner) != "memref.cast":
            return False
        value = owner.operands[0]


def _touches(op: Operation, values: set[SSAValue]) -> bool:
    for region in op.regions:
        for inner in region.walk():
            if any(operand in values for operand in inner.operands):
                return True
    return False


class InplaceRule:
    """Answers ``allowed(donor, reuser)`` for the views of one module."""

    def __init__(self, numbering: Numbering) -> None:
        self.numbering = numbering
        self._at: dict[int, Operation] | None = None

    def _op_entered_at(self, point: int) -> Operation | None:
        if self._at is None:
            self._at = {k: op for op, k in self.numbering.enter.items()}
        return self._at.get(point)

    def allowed(
        self,
        donor: Operation,
        donor_live: tuple[int, int],
        donor_aliases: set[SSAValue],
        reuser: Operation,
        reuser_live: tuple[int, int],
        reuser_aliases: set[SSAValue],
    ) -> bool:
        op = self._op_entered_at(reuser_live[0])
        if op is None or self.numbering.exit[op] != donor_live[1]:
            return False
        split = _split(op)
        shape = _shape_and_element(donor.results[0].type)
        if (
            split is None
            or shape is None
            or shape != _shape_and_element(reuser.results[0].type)
        ):
            return False
        inputs, outputs = split
        operands = [*inputs, *outputs]
        maps = _maps(op, len(operands), len(shape[0]))
        if maps is None:
            return False
        reads = [k for k, v in enumerate(inputs) if v in donor_aliases]
        writes = [k for k, v in enumerate(outputs) if v in reuser_aliases]
        if not reads or len(writes) != 1:
            return False
        q = len(inputs) + writes[0]
        if not _whole(operands[q], reuser) or not _is_permutation(maps[q]):
            return False
        if any(v in donor_aliases for v in outputs):
            return False
        if any(v in reuser_aliases for v in inputs):
            return False
        for p in reads:
            if not _whole(operands[p], donor) or maps[p] != maps[q]:
                return False
        body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
        if body is not None and q < len(body.args) and body.args[q].uses:
            return False
        return not _touches(op, donor_aliases | reuser_aliases)
