"""In-place reuse: an element-wise op's output takes the bytes of a dying input.

`linalg.add ins(%a, %x) outs(%b)` computes `b[i] = a[i] + x[i]`, reading
element `i` of `%a` only to write element `i` of `%b`. If that op is the last
use of `%a` and the first of `%b`, the two may start at the same byte: at
every element the read of `a[i]` happens before the write of `b[i]` at the
same address, and no other element of `a` is read after it is overwritten,
in any order or vectorisation of the iterations. Intervals cannot express
that (the two lifetimes share the op's tick), so the collector hands the
planner an `InplaceHint(donor=a, reuser=b)` and the planner may honour it.

A pair (donor `A`, reuser `B`) of an op `O` is proposed when all of these
hold (see `docs/lifetimes.md`):

1. `O` is a linalg structured op on memrefs whose iterators are all
   parallel (`linalg.generic`, the named element-wise ops, `linalg.copy`);
2. an input operand of `O` is the whole of alloc `A` and an output operand
   the whole of alloc `B` (the alloc results, or `memref.cast`s of them),
   with the same shape and element byte size, so element `i` of both sits at
   the same byte offset;
3. the two operands have the same indexing map and it is a permutation (the
   identity or a transposition applied to both): the op writes `B` at
   exactly the position it reads `A` at. A transpose, a broadcast or a
   stencil reads another position than it writes and is never paired;
4. no other operand of `O` may point into `A` or `B`, unless it reads `A`
   through the same map; the body never reads `B`'s old value (the output's
   block argument is unused) and touches neither buffer itself;
5. `O` is the last use of `A` and the first of `B` (after all widening), and
   every loop around `O` inside their scope also holds both allocs: a
   buffer live across iterations is never given away;
6. both are planned in the same scope and memory space with the same
   hoisting (same thread slots).

Each donor gives its bytes to at most one reuser and each reuser takes at
most one donor; a chain `A -> B -> C` is fine (their lifetimes only touch).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import func, memref
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.exclusive import runs_regions_once_in_order
from merge_alloc.analysis.layout import element_bytes
from merge_alloc.analysis.walk import walk_region


@dataclass(frozen=True, slots=True)
class InplaceCandidate:
    """A pair the op's structure allows; lifetimes are checked later."""

    op: Operation
    tick: int
    donor: memref.AllocOp
    reuser: memref.AllocOp
    donor_operand: int
    reuser_operand: int


def whole_alloc(value: SSAValue) -> memref.AllocOp | None:
    """The alloc `value` is all of: its result, or a `memref.cast` chain of it."""
    while True:
        owner = value.owner
        if isinstance(owner, memref.AllocOp):
            return owner
        if isinstance(owner, memref.CastOp):
            value = owner.source
            continue
        return None


def _is_permutation(affine_map: AffineMap) -> bool:
    if affine_map.num_symbols or len(affine_map.results) != affine_map.num_dims:
        return False
    positions: set[int] = set()
    for expr in affine_map.results:
        if not isinstance(expr, AffineDimExpr):
            return False
        positions.add(expr.position)
    return len(positions) == affine_map.num_dims


def _same_layout(donor: memref.AllocOp, reuser: memref.AllocOp, bitwidth: int) -> bool:
    a, b = donor.memref.type, reuser.memref.type
    if a.get_shape() != b.get_shape() or any(d < 0 for d in a.get_shape()):
        return False
    size_a = element_bytes(a.get_element_type(), bitwidth)
    size_b = element_bytes(b.get_element_type(), bitwidth)
    return size_a is not None and size_a == size_b


def _same_read(
    operand: SSAValue, donor: memref.AllocOp, used: AffineMap, paired: AffineMap
) -> bool:
    """Another input reads the donor harmlessly: all of it, at the same map."""
    return whole_alloc(operand) is donor and used == paired


def _touched_in_body(
    op: Operation, allocs: set[memref.AllocOp], aliases: BufferAliases
) -> bool:
    for region in op.regions:
        for inner in walk_region(region):
            for operand in inner.operands:
                if allocs & aliases.allocs_of(operand):
                    return True
    return False


def candidates_of(
    op: Operation, tick: int, aliases: BufferAliases, bitwidth: int
) -> list[InplaceCandidate]:
    """Pairs of the linalg structured op `op` that rules 1-4 allow (at most
    one per donor and reuser). (xDSL's linalg is imported here, by a run
    whose IR has linalg ops, not by every run.)"""
    from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
    from xdsl.dialects.linalg.attrs import IteratorType

    assert isinstance(op, LinalgStructuredOperation)
    if op.res or not op.outputs:
        return []
    if any(
        iterator.data is not IteratorType.PARALLEL
        for iterator in op.get_iterator_types()
    ):
        return []
    maps = [attr.data for attr in op.get_indexing_maps()]
    operands = [*op.inputs, *op.outputs]
    if len(maps) != len(operands):
        return []
    first_output = len(op.inputs)
    body = op.body.blocks[0] if op.body.blocks else None
    pointees = [aliases.allocs_of(operand) for operand in operands]
    found: list[InplaceCandidate] = []
    taken: set[memref.AllocOp] = set()
    for q in range(first_output, len(operands)):
        reuser = whole_alloc(operands[q])
        if reuser is None or reuser in taken:
            continue
        if body is not None and q < len(body.args) and body.args[q].uses:
            continue  # the body reads the output's old value
        if any(reuser in pointees[r] for r in range(len(operands)) if r != q):
            continue
        for p in range(first_output):
            donor = whole_alloc(operands[p])
            if donor is None or donor is reuser or donor in taken:
                continue
            if maps[p] != maps[q] or not _is_permutation(maps[p]):
                continue
            if not _same_layout(donor, reuser, bitwidth):
                continue
            if any(
                donor in pointees[r]
                and not _same_read(operands[r], donor, maps[r], maps[p])
                for r in range(first_output)
                if r != p
            ) or any(donor in pointees[r] for r in range(first_output, len(operands))):
                continue
            if _touched_in_body(op, {donor, reuser}, aliases):
                continue
            found.append(InplaceCandidate(op, tick, donor, reuser, p, q))
            taken.update((donor, reuser))
            break
    return found


def same_iterations(op: Operation, *allocs: memref.AllocOp) -> bool:
    """Rule 5's loop part: the innermost op around `op` that may run it more
    than once (a loop) also holds every one of `allocs`, so each run has
    fresh buffers and nothing is carried from one iteration to the next."""
    current = op.parent_op()
    while current is not None and runs_regions_once_in_order(current):
        current = current.parent_op()
    if current is None or isinstance(current, func.FuncOp):
        return True
    return all(current.is_ancestor(alloc) for alloc in allocs)
