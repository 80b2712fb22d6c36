"""The program as the checker reads it: parsing, numbering, the alias walk.

Parsing and the structured program-point numbering the checker reasons on.

The checker must not trust the pass, so it parses the text itself and numbers
the IR itself: every op gets an ``enter`` number (pre-order) and an ``exit``
number (after everything nested in it).  Nested ops therefore lie inside the
``[enter, exit]`` range of every ancestor, which is what makes "live across the
whole loop" a simple interval widening.

Op names are read through :func:`op_name` so that ops parsed as unregistered
(``"scf.forall"(...)`` in generic form before ``merge_alloc.dialects`` exists)
are recognised exactly like registered ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    UnrankedMemRefType,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue, Use
from xdsl.parser import Parser

DYNAMIC = -(2**63)
"""MLIR's ``ShapedType::kDynamic`` placeholder in static bound arrays."""

PARALLEL_LOOPS = frozenset({"scf.forall", "scf.parallel"})
"""Loops whose iterations may run concurrently."""

SEQUENTIAL_LOOPS = frozenset({"scf.for", "scf.while", "affine.for"})
"""Loops whose iterations run one after the other (each may repeat)."""


def op_name(op: Operation) -> str:
    """The op's name, also for ops the context did not know (generic form)."""
    if isinstance(op, UnregisteredOp):
        return op.op_name.data
    return op.name


def make_context() -> Context:
    """A context knowing every xDSL dialect, plus ours when installed.

    Unregistered ops are allowed: test programs use ``"test.use"``-like ops and
    the checker must be able to read IR written before ``scf.forall`` existed
    in xDSL (generic form).
    """
    ctx = Context(allow_unregistered=True)
    try:
        from merge_alloc.dialects import (  # pyright: ignore[reportMissingImports]
            register_dialects,  # pyright: ignore[reportUnknownVariableType]
        )
    except ImportError:
        pass
    else:
        register_dialects(ctx)
    for name, factory in get_all_dialects().items():
        if name not in ctx.registered_dialect_names:
            ctx.register_dialect(name, factory)
    return ctx


def parse_module(text: str, name: str = "<input>") -> ModuleOp:
    """Parse MLIR text (custom or generic form) into a module."""
    return Parser(make_context(), text, name).parse_module()


def constant_int(value: SSAValue) -> int | None:
    """The integer an ``arith.constant`` defines, or ``None``."""
    owner = value.owner
    if isinstance(owner, ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


def attribute(op: Operation, name: str) -> Attribute | None:
    """A property or attribute of ``op`` (the generic form may put it in
    either)."""
    if name in op.properties:
        return op.properties[name]
    return op.attributes.get(name)


def _segments(op: Operation) -> list[Sequence[SSAValue]] | None:
    """Operand groups of an op with ``operandSegmentSizes``."""
    sizes_attr = attribute(op, "operandSegmentSizes")
    if not isinstance(sizes_attr, DenseArrayBase):
        return None
    sizes = [int(s) for s in sizes_attr.get_values()]
    groups: list[Sequence[SSAValue]] = []
    start = 0
    for size in sizes:
        groups.append(op.operands[start : start + size])
        start += size
    return groups


@dataclass(frozen=True)
class LoopDim:
    """One induction variable of a loop with its static range, if known.

    ``trip`` is ``None`` for a dynamic range.  The induction variable takes the
    values ``lower + step * t`` for ``t`` in ``range(trip)``.
    """

    loop: Operation
    index: int
    iv: BlockArgument
    lower: int | None
    step: int | None
    trip: int | None


def _trip(lower: int | None, upper: int | None, step: int | None) -> int | None:
    if lower is None or upper is None or step is None or step <= 0:
        return None
    return max(0, -(-(upper - lower) // step))


def _forall_bounds(op: Operation) -> list[tuple[int | None, int | None, int | None]]:
    """Per-dimension (lower, upper, step) of an ``scf.forall`` (None = dynamic)."""
    arrays: list[list[int]] = []
    for prop in ("staticLowerBound", "staticUpperBound", "staticStep"):
        attr = attribute(op, prop)
        if not isinstance(attr, DenseArrayBase):
            return []
        arrays.append([int(v) for v in attr.get_values()])  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
    groups = _segments(op)
    if groups is None:
        dyn: list[Sequence[SSAValue]] = [
            getattr(op, "dynamicLowerBound", ()),
            getattr(op, "dynamicUpperBound", ()),
            getattr(op, "dynamicStep", ()),
        ]
    else:
        dyn = groups[:3]
    resolved: list[list[int | None]] = []
    for static, dynamic in zip(arrays, dyn, strict=False):
        values: list[int | None] = []
        next_dynamic = iter(dynamic)
        for v in static:
            if v == DYNAMIC:
                operand = next(next_dynamic, None)
                values.append(None if operand is None else constant_int(operand))
            else:
                values.append(v)
        resolved.append(values)
    return list(zip(resolved[0], resolved[1], resolved[2], strict=False))


def loop_dims(op: Operation) -> list[LoopDim]:
    """The induction variables of a loop op (empty for ``scf.while``)."""
    name = op_name(op)
    if not op.regions or not op.regions[0].blocks:
        return []
    args = op.regions[0].blocks[0].args
    bounds: list[tuple[int | None, int | None, int | None]]
    if name == "scf.forall":
        bounds = _forall_bounds(op)
    elif name == "scf.parallel":
        groups = _segments(op)
        if groups is None:
            groups = [
                getattr(op, "lowerBound", ()),
                getattr(op, "upperBound", ()),
                getattr(op, "step", ()),
            ]
        bounds = [
            (constant_int(lb), constant_int(ub), constant_int(st))
            for lb, ub, st in zip(groups[0], groups[1], groups[2], strict=False)
        ]
    elif name == "scf.for" and len(op.operands) >= 3:
        lb, ub, st = op.operands[0], op.operands[1], op.operands[2]
        bounds = [(constant_int(lb), constant_int(ub), constant_int(st))]
    else:
        return []
    return [
        LoopDim(op, k, args[k], lo, st, _trip(lo, hi, st))
        for k, (lo, hi, st) in enumerate(bounds)
        if k < len(args)
    ]


@dataclass
class Numbering:
    """Pre-order ``enter`` and post-order ``exit`` numbers of every op.

    ``exit(op) >= enter(x)`` for every ``x`` nested in ``op``; an op without
    regions has ``exit == enter``.
    """

    enter: dict[Operation, int] = field(default_factory=dict[Operation, int])
    exit: dict[Operation, int] = field(default_factory=dict[Operation, int])

    @staticmethod
    def of(root: Operation) -> Numbering:
        """Number ``root`` and everything nested in it, iteratively."""
        numbering = Numbering()
        counter = 0
        stack: list[tuple[Operation, bool]] = [(root, False)]
        while stack:
            op, done = stack.pop()
            if done:
                numbering.exit[op] = counter
                continue
            counter += 1
            numbering.enter[op] = counter
            stack.append((op, True))
            children = [
                child
                for region in op.regions
                for block in region.blocks
                for child in block.ops
            ]
            stack.extend((child, False) for child in reversed(children))
        return numbering

    def span(self, op: Operation) -> tuple[int, int]:
        """The closed range of program points ``op`` covers."""
        return self.enter[op], self.exit[op]


def ancestors(op: Operation) -> Iterator[Operation]:
    """``op`` itself, then each enclosing op outward."""
    current: Operation | None = op
    while current is not None:
        yield current
        current = current.parent_op()


def block_chain(op: Operation) -> list[Block]:
    """Blocks enclosing ``op``, innermost first."""
    chain: list[Block] = []
    current: Operation | None = op
    while current is not None:
        block = current.parent_block()
        if block is None:
            break
        chain.append(block)
        current = block.parent_op()
    return chain


# The checker's one alias walk: which memref values may hold the same bytes.
#
# Liveness (`merge_alloc.verify.check.liveness`: every alias of a view, to find
# where it is touched) and the address rule
# (`merge_alloc.verify.check.escapes`: every value of the module a stored
# address may be read back from; whether a callee lets a parameter's address
# out) all close a set of memref values under some links. They differ in the
# links (which uses lead to which values, and what ends the walk) and share the
# walk itself: `AliasWalk` visits each value once, `reached_uses` hands every
# use of every reached value to its caller, then follows the links the caller
# names for it. The op sets that say what a use does to an address (a new
# handle on the same memory, a value carried into a region's parent) live here
# too, so both rules read them from one place.

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
