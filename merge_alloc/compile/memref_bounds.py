"""A lower bound of what a variant allocates, read off `mlir-opt`'s output
text before xDSL parses it.

Parsing a variant's bufferized program is most of what a candidate costs
(`darts_cells`: 1.5 to 3 s of each variant's parse and merge, against 0.1 s
for the pass itself), and the bound of `merge_alloc.compile.bounds`, read off
the tensor program, counts only padded copies. Once `mlir-opt` has run, the
allocs themselves are in its output: this module reads their lifetimes from
the text (one line per op, in the order the pass numbers its ticks,
docs/lifetimes.md) and returns the largest sum of bytes of allocs that are
certainly live together, so that `merge_alloc.compile.runs` can leave out a
candidate whose bound is not below a total already measured without parsing
it.

Why the sum is a lower bound of the candidate's total (merged bytes plus
allocs left alone, `merge_alloc.report.totals`):

- an alloc counts only if its shape is static, its element type one of
  `ELEMENT_BYTES`, it has no layout or memory space, and every mention of it
  or of a view of it (`ALIAS_OPS`) is an access the pass sees (`ACCESS_OPS`,
  a call) or one of `NOT_USES` (a dealloc: the pass ignores deallocs).
  Anything else (a return, a loop's `iter_args`, an unknown op) leaves the
  alloc out: it might be returned, which the total does not count; so does
  a call in a function that returns a value (the callee might hand the
  alloc back as its result);
- its lifetime in the pass is at least the range of lines from its first
  access to its last (the pass widens lifetimes over loops, never shortens
  them, and numbers ops in the order they are printed);
- the allocs whose first access is before a line and whose last access is
  after it are all live at that line's op and share at least two ops of
  their lifetimes, so no plan overlaps any two of them: in-place reuse
  needs the donor to die at the op where the reuser is born
  (`merge_alloc.analysis.inplace_acceptance`), and an alloc in another
  scope is in another merged buffer. An alloc the pass leaves alone counts
  whole in the total;
- every buffer of a merged buffer reserves its size rounded up to the
  pass's alignment (`merge_alloc.planning.problem.PlanningProblem.reserved`,
  whose `lower_bound` counts the same); an alloc left alone counts at least
  its size: each alloc counts rounded;
- at an op that cannot reuse in place (rule 1 of
  `merge_alloc.analysis.inplace_candidates`: only an all-parallel linalg op
  can; `NO_INPLACE`), the allocs it accesses are live beside those, and
  beside one another, a convolution's input beside its output;
- each function's allocs are planned in its own scopes, so the bound is the
  sum of the functions' peaks.

What the text does not show for certain, it leaves out: the bound is never
more than the candidate's total, and 0 when nothing is certain (a generic
form output, dynamic shapes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from merge_alloc.planning.problem import aligned

ELEMENT_BYTES = {
    "f16": 2,
    "bf16": 2,
    "f32": 4,
    "f64": 8,
    "i8": 1,
    "i16": 2,
    "i32": 4,
    "i64": 8,
}
"""Element types whose size does not depend on the pass's options (`index`
follows `index-bitwidth`; `i1` and odd widths are left out)."""

ACCESS_OPS = frozenset(
    {
        "memref.copy",
        "memref.load",
        "memref.store",
        "vector.load",
        "vector.store",
        "vector.transfer_read",
        "vector.transfer_write",
    }
)
"""Ops (beside every `linalg.` op) whose memref operands the pass counts as
accesses of the buffers they point into."""

ALIAS_OPS = frozenset(
    {
        "memref.cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.reinterpret_cast",
        "memref.subview",
        "memref.transpose",
        "memref.view",
    }
)
"""Ops whose result is a view of their first operand's buffer."""

NOT_USES = frozenset({"memref.dealloc", "memref.extract_aligned_pointer_as_index"})
"""Ops read as no use at all: the pass ignores deallocs, and an address
taken as an integer (the deallocation pipeline's aliasing checks) either
extends the lifetime or keeps the alloc whole; both only add bytes."""

NO_INPLACE_PREFIXES = (
    "memref.",
    "vector.",
    "linalg.batch_matmul",
    "linalg.conv_",
    "linalg.depthwise_conv_",
    "linalg.dot",
    "linalg.matmul",
    "linalg.matvec",
    "linalg.pooling_",
    "linalg.reduce",
    "linalg.vecmat",
)
"""Access ops that never reuse an input's bytes for an output: not linalg
ops, or linalg ops with a reduction loop (a `linalg.generic` is one when its
`iterator_types` name `reduction`)."""

_FUNCTION = re.compile(r"^\s*func\.func\b")
_OP = re.compile(
    r'^\s*(?:(?P<results>%[^=]*?)\s*=\s*)?"?(?P<op>[a-z_]\w*\.[\w.]+|call|return)\b'
)
_VALUE = re.compile(r"%[\w$.-]+")
_STATIC_ALLOC = re.compile(
    r"memref\.alloc\(\)(?:\s*\{[^}]*\})?\s*:\s*memref<(?P<shape>(?:\d+x)*)(?P<element>\w+)>\s*$"
)


@dataclass(slots=True)
class _Alloc:
    """One static alloc of the function being read."""

    counted: int
    """Its bytes, rounded up to the alignment."""
    first: int = -1
    last: int = -1
    certain: bool = True


@dataclass(slots=True)
class _Function:
    """The allocs of one function and the buffer each value points into."""

    alignment: int
    allocs: dict[str, _Alloc] = field(default_factory=dict[str, _Alloc])
    roots: dict[str, str] = field(default_factory=dict[str, str])
    """Value name -> the alloc it is or views."""
    no_inplace: dict[int, set[str]] = field(default_factory=dict[int, set[str]])
    """Line -> the allocs accessed there, for the lines of `NO_INPLACE` ops."""
    called: set[str] = field(default_factory=set[str])
    """Allocs handed to a call."""
    returns: bool = False
    """Whether the function returns a value."""

    def peak(self) -> int:
        """The largest sum of sizes of certain allocs live together: across
        one line, and at a `NO_INPLACE` line those it accesses too."""
        certain = {
            name: a
            for name, a in self.allocs.items()
            if a.certain and not (self.returns and name in self.called)
        }
        events: dict[int, int] = {}
        for alloc in certain.values():
            if alloc.last - alloc.first < 2:
                continue
            # Live across lines first+1 .. last-1.
            events[alloc.first + 1] = events.get(alloc.first + 1, 0) + alloc.counted
            events[alloc.last] = events.get(alloc.last, 0) - alloc.counted
        at: dict[int, int] = {}
        for line, names in self.no_inplace.items():
            touching = [certain[n] for n in names if n in certain]
            at[line] = sum(a.counted for a in touching if line in (a.first, a.last))
            events.setdefault(line, 0)
        peak = live = 0
        for line in sorted(events):
            live += events[line]
            peak = max(peak, live + at.get(line, 0))
        return peak


def allocated_lower_bound(memref_ir: str, alignment: int = 1) -> int:
    """Bytes that every plan of `memref_ir` (mlir-opt's custom-form output)
    allocates at least: over its functions, the sum of each one's largest
    sum of allocs certainly live together (see the module's docstring),
    for merge-alloc's `alignment`."""
    functions: list[_Function] = []
    for number, line in enumerate(memref_ir.splitlines()):
        if _FUNCTION.match(line):
            functions.append(_Function(alignment))
        elif functions:
            _read_line(functions[-1], number, line)
    return sum(function.peak() for function in functions)


def _read_line(function: _Function, number: int, line: str) -> None:
    match = _OP.match(line)
    values = _VALUE.findall(line)
    if match is None:
        # A block header, a closing brace: any alloc named here is not one
        # the text follows.
        _uncertain(function, values)
        return
    op = match.group("op")
    results = _VALUE.findall(match.group("results") or "")
    operands = values[len(results) :]
    if op == "memref.alloc":
        alloc = _STATIC_ALLOC.search(line)
        if alloc is not None and len(results) == 1 and not operands:
            size = _static_bytes(alloc.group("shape"), alloc.group("element"))
            if size is not None:
                counted = aligned(size, function.alignment)
                function.allocs[results[0]] = _Alloc(counted)
                function.roots[results[0]] = results[0]
        return
    if op in NOT_USES:
        return
    if op == "return":
        function.returns = function.returns or bool(operands)
        _uncertain(function, operands)
        return
    if op in ("call", "func.call"):
        accessed = _access(function, number, operands)
        function.called |= accessed
        if accessed:
            function.no_inplace[number] = accessed
        return
    if op in ALIAS_OPS and len(results) == 1 and operands:
        root = function.roots.get(operands[0])
        if root is not None:
            function.roots[results[0]] = root
        _uncertain(function, operands[1:])
        return
    if op.startswith("linalg.") or op in ACCESS_OPS:
        accessed = _access(function, number, operands)
        if accessed and (
            op.startswith(NO_INPLACE_PREFIXES)
            or (op == "linalg.generic" and '"reduction"' in line)
        ):
            function.no_inplace[number] = accessed
        return
    _uncertain(function, operands)


def _access(function: _Function, number: int, operands: list[str]) -> set[str]:
    """Record an access at line `number` of the allocs `operands` point
    into; those allocs."""
    accessed = {r for v in operands if (r := function.roots.get(v)) is not None}
    for root in accessed:
        alloc = function.allocs[root]
        if alloc.first < 0:
            alloc.first = number
        alloc.last = number
    return accessed


def _uncertain(function: _Function, values: list[str]) -> None:
    for value in values:
        root = function.roots.get(value)
        if root is not None:
            function.allocs[root].certain = False


def _static_bytes(shape: str, element: str) -> int | None:
    size = ELEMENT_BYTES.get(element)
    if size is None:
        return None
    for extent in shape.split("x")[:-1]:
        size *= int(extent)
    return size
