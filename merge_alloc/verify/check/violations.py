"""What the plan checker reports: violation kinds, the report, and the
collector that keeps one violation per (kind, views) combination."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.ir import Operation

from merge_alloc.verify.check.views import Instance, ViewRecord

OVERLAP = "overlap"
OUT_OF_BOUNDS = "out-of-bounds"
MISALIGNED = "misaligned"
UNVERIFIABLE = "unverifiable"
MISMATCH = "mismatch"
FREED = "freed-view"
REENTRANT = "reentrant"
KINDS = (OVERLAP, OUT_OF_BOUNDS, MISALIGNED, UNVERIFIABLE, MISMATCH, FREED, REENTRANT)


@dataclass(frozen=True)
class Violation:
    """One problem found in the plan.

    ``kind`` is one of ``overlap``, ``out-of-bounds``, ``misaligned``,
    ``unverifiable`` (the checker could not prove the plan safe),
    ``mismatch`` (``before`` and ``after`` disagree), ``freed-view`` (an
    op frees a value that may point into a view of a merged buffer or block:
    `merge_alloc.verify.check.module_rules`) and ``reentrant`` (a function reading
    a static arena may be re-entered while it runs:
    `merge_alloc.verify.check.module_rules`).
    """

    kind: str
    message: str
    ops: tuple[Operation, ...] = ()

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"


@dataclass
class CheckReport:
    """The checker's answer for one module."""

    violations: list[Violation] = field(default_factory=list[Violation])
    buffers: int = 0
    views: int = 0

    @property
    def ok(self) -> bool:
        """True when no violation was found."""
        return not self.violations

    def of_kind(self, kind: str) -> list[Violation]:
        """The violations of one kind."""
        return [v for v in self.violations if v.kind == kind]

    def summary(self) -> str:
        """One line: what was checked and whether it is clean."""
        head = f"{self.buffers} merged buffers, {self.views} views checked"
        if self.ok:
            return head + ", no conflicts"
        counts = Counter(v.kind for v in self.violations)
        detail = ", ".join(f"{counts[k]} {k}" for k in KINDS if counts[k])
        return f"{head}, {len(self.violations)} violations ({detail})"


class Reporter:
    """Collects violations, at most one per (kind, views) combination."""

    def __init__(self) -> None:
        self.violations: list[Violation] = []
        self.keys: set[tuple[object, ...]] = set()

    def add(
        self, kind: str, message: str, views: Sequence[ViewRecord | Operation]
    ) -> None:
        ops = tuple(v.op if isinstance(v, ViewRecord) else v for v in views)
        key = (kind, *sorted(id(o) for o in ops))
        if key in self.keys:
            return
        self.keys.add(key)
        self.violations.append(Violation(kind, message, ops))


def view_where(view: ViewRecord) -> str:
    return f"{view.buffer.label}: {view.label}"


def pair_message(a: Instance, b: Instance, why: str) -> str:
    va, vb = a.view, b.view
    if va is vb:
        return (
            f"{view_where(va)}: threads {va.thread_text(a.coords)} and "
            f"{vb.thread_text(b.coords)} "
            f"share bytes [{max(a.low, b.low)}, {min(a.high, b.high)}) ({why})"
        )
    return (
        f"{va.buffer.label}: {va.label} {va.thread_text(a.coords)} bytes [{a.low}, "
        f"{a.high}) and "
        f"{vb.label} {vb.thread_text(b.coords)} bytes [{b.low}, {b.high}) overlap "
        f"({why})"
    )
