"""The checker's one alias walk: which memref values may hold the same bytes.

Liveness (`merge_alloc.verify.check.liveness`: every alias of a view, to find
where it is touched) and the address rule
(`merge_alloc.verify.check.escapes`: every value of the module a stored
address may be read back from; whether a callee lets a parameter's address
out) all close a set of memref values under some links. They differ in the
links (which uses lead to which values, and what ends the walk) and share the
walk itself: `AliasWalk` visits each value once, `reached_uses` hands every
use of every reached value to its caller, then follows the links the caller
names for it. The op sets that say what a use does to an address (a new
handle on the same memory, a value carried into a region's parent) live here
too, so both rules read them from one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.ir import Operation, SSAValue, Use

from merge_alloc.verify.check.structure import op_name

VIEW_LIKE = frozenset(
    {
        "memref.view",
        "memref.subview",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.transpose",
        "memref.memory_space_cast",
        "memref.assume_alignment",
        "memref.extract_strided_metadata",
        "memref.reshape",
        "arith.select",
    }
)
"""Ops that only compute a new handle on the same memory: aliases, no access
(except for the operands `VIEW_READS` names)."""

VIEW_READS: dict[str, frozenset[int]] = {"memref.reshape": frozenset({1})}
"""Operands of view-like ops that are read when the op runs, not viewed
(the shape buffer of `memref.reshape`): a use there is an access, and the
result is no alias of it."""

YIELD_LIKE = frozenset(
    {
        "scf.yield",
        "scf.condition",
        "affine.yield",
        "memref.alloca_scope.return",
        "scf.reduce.return",
    }
)
"""Terminators that hand their operands to the enclosing op (its results,
the next iteration's region arguments)."""


def is_memref(value: SSAValue) -> bool:
    """Whether a value is a (ranked or unranked) memref."""
    return isinstance(value.type, MemRefType | UnrankedMemRefType)


def module_of(op: Operation) -> Operation | None:
    """The ``builtin.module`` around ``op``."""
    current = op.parent_op()
    while current is not None and op_name(current) != "builtin.module":
        current = current.parent_op()
    return current


class AliasWalk:
    """A work list of memref values: each is visited once, whatever the
    order in which links reach it. The starting values are taken as they
    are; values added later only when they are memrefs."""

    def __init__(self, starts: Iterable[SSAValue] = ()) -> None:
        self.seen: set[SSAValue] = set()
        self._work: list[SSAValue] = []
        for value in starts:
            if value not in self.seen:
                self.seen.add(value)
                self._work.append(value)

    def add(self, value: SSAValue) -> None:
        """Visit ``value`` later (once) if it is a memref."""
        if value not in self.seen and is_memref(value):
            self.seen.add(value)
            self._work.append(value)

    def add_all(self, values: Iterable[SSAValue]) -> None:
        for value in values:
            self.add(value)

    def __iter__(self) -> Iterator[SSAValue]:
        """The values still to visit, including those added while iterating."""
        while self._work:
            yield self._work.pop()


def reached_uses(
    starts: Iterable[SSAValue], links: Callable[[Use], Iterable[SSAValue]]
) -> Iterator[Use]:
    """Every use of every value reached from ``starts``: each use is yielded
    first (the caller may stop there), then the values ``links(use)`` names
    are reached too."""
    walk = AliasWalk(starts)
    for value in walk:
        for use in list(value.uses):
            yield use
            walk.add_all(links(use))


def derived_values(use: Use) -> list[SSAValue]:
    """What an op may derive from an operand, taken coarsely: its results
    and the arguments of its regions; for a yield-like terminator also the
    results and region arguments of the op it yields to. The structured
    loops are the exception (`loop_carried`): there a value goes only where
    the loop hands it, so that one carried value does not make every other
    argument of the loop an alias of it."""
    carried = loop_carried(use)
    if carried is not None:
        return carried
    user = use.operation
    owners = [user]
    if op_name(user) in YIELD_LIKE and (parent := user.parent_op()) is not None:
        owners.append(parent)
    values: list[SSAValue] = []
    for owner in owners:
        values += owner.results
        values += [
            arg for region in owner.regions for b in region.blocks for arg in b.args
        ]
    return values


def loop_carried(use: Use) -> list[SSAValue] | None:
    """Where an `scf.for` or `scf.while` hands an operand of itself or of its
    terminators (MLIR's RegionBranchOpInterface of both ops), or None for
    any other use:

    * `scf.for` operand `3 + k` (an init value) and the body's `scf.yield`
      operand `k`: iteration argument `k` and result `k`;
    * `scf.while` operand `k` and the after region's `scf.yield` operand `k`:
      argument `k` of the before region;
    * the before region's `scf.condition` operand `1 + k`: argument `k` of
      the after region and result `k`.
    """
    user = use.operation
    name = op_name(user)
    if name == "scf.for" and use.index >= 3:
        return _pick(user.regions[0].blocks[0].args[1:], user.results, use.index - 3)
    if name == "scf.while":
        return _pick(user.regions[0].blocks[0].args, (), use.index)
    parent = user.parent_op()
    if parent is None or name not in ("scf.yield", "scf.condition"):
        return None
    parent_name = op_name(parent)
    if parent_name == "scf.for" and name == "scf.yield":
        return _pick(parent.regions[0].blocks[0].args[1:], parent.results, use.index)
    if parent_name != "scf.while" or len(parent.regions) != 2:
        return None
    if name == "scf.yield" and user.parent_region() is parent.regions[1]:
        return _pick(parent.regions[0].blocks[0].args, (), use.index)
    if name == "scf.condition" and user.parent_region() is parent.regions[0]:
        if use.index == 0:
            return []
        after = parent.regions[1].blocks[0].args
        return _pick(after, parent.results, use.index - 1)
    return None


def _pick(
    arguments: Sequence[SSAValue], results: Sequence[SSAValue], k: int
) -> list[SSAValue]:
    """Argument `k` and result `k`, where they exist."""
    return [values[k] for values in (arguments, results) if k < len(values)]
