"""The plan checker: `check_module` at the plan's own sizes, `check_sampled` at
sampled dynamic sizes.

Every merged buffer's views are checked against each other.

Two instances of views of one buffer *conflict* when their bytes overlap and
they can be live at the same time.  That happens in exactly two ways, which
are checked by two sweeps so that large functions stay ``O(n log n)``:

(A) *Across threads.*  For every static parallel loop ``P`` inside the
    buffer's scope, instances created by different threads of one execution
    of ``P`` run concurrently, whatever their program order.  So the bytes of
    different threads (same outer threads) must be pairwise disjoint; this
    includes one view's own slots (reference bugs B2-B4 of
    docs/differences.md break this).
(B) *In time.*  Any two instances whose liveness intervals intersect and whose
    bytes overlap.  (If such a pair lies in different threads of a common
    parallel loop, (A) already makes it a conflict; otherwise the intervals
    are the exact test, with loops counted as repeating, bug B1.)

Bounds and alignment are checked per instance.  Whatever cannot be proven is
reported as ``unverifiable``: the checker never passes what it did not check.

Here the steps meet: ``views`` finds the buffers and describes their views,
``module_rules`` pairs them with the input's allocs, ``sweeps`` turns views
into per-thread instances, then runs (A) and (B), and ``violations`` holds
what is reported; ``module_rules`` also reports frees of values that point
into a view, and static arenas a nested activation may overwrite.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    ShapedType,
)
from xdsl.dialects.memref import AllocOp
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue

from merge_alloc.verify.check.module_rules import (
    check_frees,
    check_reentrancy,
    compare_with_input,
    packed_constant_errors,
)
from merge_alloc.verify.check.structure import Numbering, attribute, op_name
from merge_alloc.verify.check.sweeps import (
    PER_VIEW_THREAD_LIMIT,
    TOTAL_INSTANCE_LIMIT,
    InplaceRule,
    check_threads,
    check_time,
    instances_of,
)
from merge_alloc.verify.check.views import (
    DEFAULT_INDEX_BITWIDTH,
    describe_views,
    find_buffers,
)
from merge_alloc.verify.check.violations import (
    FREED,
    KINDS,
    MISALIGNED,
    MISMATCH,
    OUT_OF_BOUNDS,
    OVERLAP,
    REENTRANT,
    UNVERIFIABLE,
    CheckReport,
    Reporter,
    Violation,
)


def check_module(
    after: ModuleOp,
    before: ModuleOp | None = None,
    *,
    index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
) -> CheckReport:
    """Check every merged buffer of ``after``; compare with ``before`` if given.

    ``index_bitwidth`` is the width of ``index`` the plan was made for (the
    pass's ``index-bitwidth`` option).
    """
    if index_bitwidth <= 0:
        raise ValueError(f"index bit width must be positive, got {index_bitwidth}")
    numbering = Numbering.of(after)
    rule = InplaceRule(numbering)
    reporter = Reporter()
    buffers = find_buffers(after)
    for buffer in buffers:
        describe_views(buffer, numbering, index_bitwidth)
    if before is not None:
        compare_with_input(before, after, buffers, reporter)
        for message in packed_constant_errors(before, after, index_bitwidth):
            reporter.add(MISMATCH, message, [])
    check_frees(after, buffers, reporter)
    check_reentrancy(after, reporter, before)
    views = 0
    for buffer in buffers:
        views += len(buffer.views)
        instances = instances_of(buffer, reporter)
        check_threads(buffer, instances, reporter)
        check_time(instances, reporter, rule)
    return CheckReport(reporter.violations, len(buffers), views)


# Checking a plan whose offsets follow the dynamic sizes, at sampled sizes.
#
# With `symbolic-offsets` (docs/dynamic-shapes.md) a merged buffer is
# `memref.alloc(%arena) : memref<?xi8>` and its views' offsets are index
# arithmetic on the dynamic dimensions of the function's arguments. The
# checker proper (`check_module`) needs constant offsets, sizes and a static
# arena, so this module specialises the program at one assignment of those
# dimensions: it evaluates, from the IR alone, every index value the merged
# buffer's size and the views' offsets and sizes are computed from
# (`memref.dim` of an argument is the sample; constants, `arith` integer ops,
# `index_cast`s, `select`, `cmpi`, and `memref.dim` of a value whose shape
# comes from an alloc, a view, an `expand_shape`, a `collapse_shape` or a
# cast), writes them as constants into a copy of the module, makes the merged
# buffer `memref<N x i8>`, and checks that copy.
#
# `sample_sizes` picks the assignments: for every dynamic dimension of an
# entry argument with a `merge_alloc.dim_bounds` entry, 1, the bound, and
# values drawn in between (deterministic for a seed).

DIM_BOUNDS = "merge_alloc.dim_bounds"
"""The function-argument attribute giving each dimension's bound."""

Sample = Mapping[tuple[int, int], int]
"""(argument index, dimension) -> extent, for one function."""


def _truncated(a: int, b: int) -> int:
    """`a / b` rounded toward zero (MLIR's signed division)."""
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b > 0) else -quotient


_BINARY: dict[str, Callable[[int, int], int | None]] = {
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.maxui": max,
    "arith.maxsi": max,
    "arith.minui": min,
    "arith.minsi": min,
    "arith.andi": lambda a, b: a & b,
    "arith.ori": lambda a, b: a | b,
    "arith.divui": lambda a, b: None if b == 0 else a // b,
    "arith.ceildivui": lambda a, b: None if b == 0 else -(-a // b),
    "arith.remui": lambda a, b: None if b == 0 else a % b,
    "arith.divsi": lambda a, b: None if b == 0 else _truncated(a, b),
    "arith.remsi": lambda a, b: None if b == 0 else a - b * _truncated(a, b),
    "arith.floordivsi": lambda a, b: None if b == 0 else a // b,
    "arith.ceildivsi": lambda a, b: None if b == 0 else -(-a // b),
}
_SAME = frozenset(
    {"arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui"}
)
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "eq": operator.eq,
    "ne": operator.ne,
    "slt": operator.lt,
    "sle": operator.le,
    "sgt": operator.gt,
    "sge": operator.ge,
    "ult": operator.lt,
    "ule": operator.le,
    "ugt": operator.gt,
    "uge": operator.ge,
}
"""(Sizes and offsets are non-negative: signed and unsigned agree.)"""
_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


class SampleEvaluator:
    """Index values of one function at one sample (memoised); None where
    the value cannot be read (a loop variable, an unknown op)."""

    def __init__(self, function: Operation, sample: Sample) -> None:
        self._entry = function.regions[0].blocks[0]
        self._sample = sample
        self._known: dict[SSAValue, int | None] = {}

    def value(self, value: SSAValue, depth: int = 0) -> int | None:
        if value in self._known:
            return self._known[value]
        result = None if depth > 200 else self._compute(value, depth + 1)
        self._known[value] = result
        return result

    def _compute(self, value: SSAValue, depth: int) -> int | None:
        if isinstance(value, BlockArgument):
            return None
        owner = value.owner
        assert isinstance(owner, Operation)
        name = op_name(owner)
        if isinstance(owner, ConstantOp):
            attr = owner.value
            return attr.value.data if isinstance(attr, IntegerAttr) else None
        if name in ("memref.dim", "tensor.dim"):
            position = self.value(owner.operands[1], depth)
            if position is None:
                return None
            return self.extent(owner.operands[0], position, depth)
        if name == "arith.select":
            condition = self.value(owner.operands[0], depth)
            if condition is None:
                return None
            return self.value(owner.operands[1 if condition else 2], depth)
        operands = [self.value(o, depth) for o in owner.operands]
        if any(o is None for o in operands):
            return None
        known = [o for o in operands if o is not None]
        if name in _SAME:
            return known[0]
        if name in _BINARY and len(known) == 2:
            return _BINARY[name](known[0], known[1])
        if name == "arith.cmpi":
            predicate = attribute(owner, "predicate")
            if not isinstance(predicate, IntegerAttr):
                return None
            return int(_COMPARE[_PREDICATES[predicate.value.data]](*known))
        return None

    def extent(self, source: SSAValue, position: int, depth: int) -> int | None:
        """Dimension `position` of the shaped value `source` at the sample."""
        kind: Attribute = source.type
        if not isinstance(kind, ShapedType):
            return None
        shape = kind.get_shape()
        if not 0 <= position < len(shape):
            return None
        if shape[position] >= 0:
            return shape[position]
        dynamic = sum(1 for extent in shape[:position] if extent < 0)
        if isinstance(source, BlockArgument):
            if source.block is not self._entry:
                return None
            return self._sample.get((source.index, position))
        owner = source.owner
        assert isinstance(owner, Operation)
        name = op_name(owner)
        if name in ("memref.alloc", "memref.alloca"):
            return self.value(owner.operands[dynamic], depth)
        if name == "memref.view":
            return self.value(owner.operands[2 + dynamic], depth)
        if name == "memref.cast":
            return self.extent(owner.operands[0], position, depth)
        if name == "memref.expand_shape":
            return self.value(owner.operands[1 + dynamic], depth)
        if name == "memref.collapse_shape":
            groups = attribute(owner, "reassociation")
            if groups is None:
                return None
            product = 1
            for dim in groups.data[position].data:  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
                part = self.extent(owner.operands[0], dim.value.data, depth)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
                if part is None:
                    return None
                product *= part
            return product
        return None


def _dynamic_arenas(function: Operation) -> list[Operation]:
    """The function's `memref.alloc(%n) : memref<?xi8>` viewed by views."""
    found: list[Operation] = []
    for op in function.walk():
        if op_name(op) != "memref.alloc" or len(op.operands) != 1:
            continue
        kind: Attribute = op.results[0].type
        if not isinstance(kind, MemRefType):
            continue
        shape = kind.get_shape()
        if len(shape) != 1 or shape[0] >= 0:
            continue
        if kind.get_element_type() != IntegerType(8):
            continue
        if any(op_name(u.operation) == "memref.view" for u in op.results[0].uses):
            found.append(op)
    return found


@dataclass(frozen=True)
class SampledReport:
    """The check of one function at one sample."""

    function: str
    sample: dict[tuple[int, int], int]
    arena: int | None
    """The merged buffer's bytes at the sample (None: not computable)."""
    report: CheckReport


def _constant(value: int) -> ConstantOp:
    return ConstantOp(IntegerAttr(value, IndexType()))


def specialised(
    module: ModuleOp, function_name: str, sample: Sample
) -> tuple[ModuleOp, list[int | None]]:
    """A copy of `module` whose function `function_name` has, at `sample`,
    static merged buffers and constant view offsets and sizes; and each
    dynamic arena's bytes (None where not computable, left dynamic)."""
    copy = module.clone()
    function = next(
        op
        for op in copy.walk()
        if op_name(op) == "func.func" and _symbol(op) == function_name
    )
    evaluator = SampleEvaluator(function, sample)
    arenas: list[int | None] = []
    for arena in _dynamic_arenas(function):
        size = evaluator.value(arena.operands[0])
        arenas.append(size)
        for use in list(arena.results[0].uses):
            view = use.operation
            if op_name(view) != "memref.view":
                continue
            for index in range(1, len(view.operands)):
                known = evaluator.value(view.operands[index])
                if known is not None:
                    constant = _constant(known)
                    block = view.parent_block()
                    assert block is not None
                    block.insert_op_before(constant, view)
                    view.operands[index] = constant.result
        if size is None:
            continue
        old: Attribute = arena.results[0].type
        assert isinstance(old, MemRefType)
        static = MemRefType(IntegerType(8), [size], NoneAttr(), old.memory_space)
        alignment = attribute(arena, "alignment")
        replacement = AllocOp(
            [],
            [],
            static,
            cast(IntegerAttr[IntegerType], alignment)
            if isinstance(alignment, IntegerAttr)
            else None,
        )
        block = arena.parent_block()
        assert block is not None
        block.insert_op_before(replacement, arena)
        arena.results[0].replace_all_uses_with(replacement.results[0])
        block.erase_op(arena)
    return copy, arenas


def _symbol(function: Operation) -> str | None:
    name = attribute(function, "sym_name")
    return getattr(name, "data", None)


def sample_sizes(
    function: Operation, count: int = 4, seed: int = 0
) -> list[dict[tuple[int, int], int]]:
    """Samples of the bounded dynamic dimensions of `function`'s arguments:
    all at 1, all at their bounds, and `count` drawn within (seeded)."""
    bounded: dict[tuple[int, int], int] = {}
    arg_attrs = attribute(function, "arg_attrs")
    entries = getattr(arg_attrs, "data", ())
    for index, attrs in enumerate(entries):
        bounds = getattr(attrs, "data", {}).get(DIM_BOUNDS)
        if not isinstance(bounds, DenseArrayBase):
            continue
        values: list[object] = list(bounds.get_values())  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        for dim, bound in enumerate(values):
            if isinstance(bound, int) and bound > 0:
                bounded[(index, dim)] = bound
    if not bounded:
        return []
    generator = random.Random(seed)
    samples = [
        {key: 1 for key in bounded},
        dict(bounded),
        *(
            {key: generator.randint(1, bound) for key, bound in bounded.items()}
            for _ in range(count)
        ),
    ]
    return samples


def check_sampled(
    after: ModuleOp,
    samples: Mapping[str, Sequence[Sample]] | None = None,
    *,
    index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
) -> list[SampledReport]:
    """Check every function with a dynamic merged buffer at each of its
    samples (`samples` by function name; default: `sample_sizes`)."""
    reports: list[SampledReport] = []
    for function in [op for op in after.walk() if op_name(op) == "func.func"]:
        name = _symbol(function)
        if name is None or not function.regions[0].blocks:
            continue
        if not _dynamic_arenas(function):
            continue
        chosen = (
            list(samples.get(name, ()))
            if samples is not None
            else sample_sizes(function)
        )
        for sample in chosen:
            copy, arenas = specialised(after, name, sample)
            report = check_module(copy, index_bitwidth=index_bitwidth)
            arena = arenas[0] if len(arenas) == 1 else None
            reports.append(SampledReport(name, dict(sample), arena, report))
    return reports


__all__ = [
    "FREED",
    "KINDS",
    "MISALIGNED",
    "MISMATCH",
    "OUT_OF_BOUNDS",
    "OVERLAP",
    "PER_VIEW_THREAD_LIMIT",
    "REENTRANT",
    "TOTAL_INSTANCE_LIMIT",
    "UNVERIFIABLE",
    "CheckReport",
    "Violation",
    "check_module",
    "check_sampled",
    "sample_sizes",
]
