"""The benchmark's run: every contender (ours and the external planners) on
every case, each plan checked, and the results as a table or JSON.

Plan every case with every contender, check each plan, keep the numbers.

A plan only counts once `validate_schedule` accepts it; a planner that raises
or returns an invalid plan is recorded with the error (and makes the run
fail), never silently dropped or counted with its claimed size.
"""

from __future__ import annotations

import importlib.util
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from merge_alloc.bench.cases import BenchCase
from merge_alloc.planning import PLANNERS
from merge_alloc.planning.problem import (
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
    ScheduleError,
    accepting_inplace,
    validate_schedule,
)

# Planners from outside the project, adapted to our contract for comparison.
#
# The `omnimalloc` package (PyPI, Apache-2.0, C++ backend) packs allocations
# `Allocation(id, size, start, end)` with half-open integer lifetimes, starting
# at tick 0, with positive sizes and no alignment. `omnimalloc_planner` adapts a
# `PlanningProblem` to it: every offset must be a multiple of
# `problem.uniform_alignment`, so sizes are passed in units of that alignment
# (rounded up) and offsets multiplied back; ticks are shifted by one so that the
# never-accessed buffers at tick -1 start at 0; zero-sized buffers, which occupy
# no byte, are not passed and get offset 0. An explicit conflict relation or
# in-place hints are ignored: interval overlap is a superset of the former, so
# the plan stays valid. The result is checked with our own `validate_schedule`
# like every other planner's.
#
# Selectable as `omnimalloc` (its default allocator) or `omnimalloc:NAME` (any
# allocator of its registry, e.g. `omnimalloc:supermalloc`) when installed
# (`pip install 'merge-alloc[bench]'`).

OMNIMALLOC = "omnimalloc"
"""The contender name of omnimalloc's default allocator; `omnimalloc:NAME`
selects another."""


def omnimalloc_installed() -> bool:
    return importlib.util.find_spec("omnimalloc") is not None


def omnimalloc_planner(allocator: str | None = None) -> MemoryPlanner:
    """A planner running omnimalloc's `allocator` (its default when None).

    Raises `ImportError` when omnimalloc is not installed and `KeyError` for an
    allocator name its registry does not know.
    """
    import omnimalloc

    if allocator is not None and allocator not in omnimalloc.available_allocators():
        known = ", ".join(omnimalloc.available_allocators())
        raise KeyError(f"omnimalloc has no allocator {allocator!r}; known: {known}")

    def plan(problem: PlanningProblem) -> MemorySchedule:
        unit = problem.uniform_alignment
        allocations = tuple(
            omnimalloc.Allocation(
                id=buffer.id,
                size=-(-buffer.size // unit),
                start=buffer.first + 1,
                end=buffer.last + 2,
            )
            for buffer in problem.buffers
            if buffer.size > 0
        )
        placed = omnimalloc.allocate(allocations, allocator=allocator)
        offsets = {buffer.id: 0 for buffer in problem.buffers}
        total = 0
        for allocation in placed:
            assert isinstance(allocation.id, int) and allocation.offset is not None
            offset = allocation.offset * unit
            offsets[allocation.id] = offset
            buffer = problem.buffer(allocation.id)
            total = max(total, offset + problem.reserved(buffer))
        return MemorySchedule(total, offsets)

    return plan


@dataclass(frozen=True, slots=True)
class Contender:
    """A planner under a table name."""

    name: str
    planner: MemoryPlanner


OMNIMALLOC_COLUMNS = ("supermalloc", "telamalloc")
"""omnimalloc allocators compared by default beside its default one: its
portfolio branch-and-bound (MiniMalloc-style canonical search with
dominance) and its TelaMalloc port."""


def default_contender_names() -> list[str]:
    """Every registered planner at call time, then omnimalloc (its default
    allocator and `OMNIMALLOC_COLUMNS`) when installed."""
    names = list(PLANNERS)
    if omnimalloc_installed():
        names.append(OMNIMALLOC)
        names += [f"{OMNIMALLOC}:{name}" for name in OMNIMALLOC_COLUMNS]
    return names


def resolve_contender(name: str) -> Contender:
    """The planner called `name`: a registered one, `omnimalloc` or
    `omnimalloc:ALLOCATOR`. `KeyError` saying what is known otherwise."""
    if name in PLANNERS:
        return Contender(name, PLANNERS[name])
    external, _, allocator = name.partition(":")
    if external == OMNIMALLOC:
        if not omnimalloc_installed():
            raise KeyError(
                f"planner {name!r} needs the omnimalloc package "
                "(pip install 'merge-alloc[bench]')"
            )
        return Contender(name, omnimalloc_planner(allocator or None))
    known = ", ".join([*PLANNERS, f"{OMNIMALLOC}[:ALLOCATOR]"])
    raise KeyError(f"unknown planner {name!r}; known planners: {known}")


@dataclass(frozen=True, slots=True)
class PlanOutcome:
    """One contender on one case.

    `schedule` is None when the planner raised or its plan was invalid;
    `error` then says why. `seconds` is the best time of the runs (wall or
    CPU time, as the benchmark was asked).
    """

    schedule: MemorySchedule | None
    seconds: float
    error: str | None = None

    @property
    def total(self) -> int | None:
        return None if self.schedule is None else self.schedule.total


@dataclass(slots=True)
class CaseResult:
    case: BenchCase
    lower_bound: int
    outcomes: dict[str, PlanOutcome] = field(default_factory=dict[str, PlanOutcome])

    def ratio(self, contender: str) -> float | None:
        """The contender's arena over the lower bound (1.0 for an empty case
        planned in zero bytes), or None without a valid plan."""
        total = self.outcomes[contender].total
        if total is None:
            return None
        if self.lower_bound == 0:
            return 1.0 if total == 0 else math.inf
        return total / self.lower_bound

    def time_ratio(self, contender: str) -> float:
        """The contender's time over the fastest contender's on this case
        (1.0 for the fastest; times of failed plans count too, as they were
        spent). Ratios within one run compare planners on a shared machine
        better than times across runs do."""
        fastest = min(outcome.seconds for outcome in self.outcomes.values())
        seconds = self.outcomes[contender].seconds
        if fastest <= 0:
            return 1.0 if seconds <= 0 else math.inf
        return seconds / fastest


@dataclass(frozen=True, slots=True)
class ContenderSummary:
    """One contender over all cases."""

    geomean_ratio: float | None
    """Geometric mean of `ratio` over its valid plans (None without any)."""
    at_lower_bound: int
    valid: int
    failed: int
    seconds: float
    geomean_time_ratio: float
    """Geometric mean of `CaseResult.time_ratio` over every case."""


Clock = Callable[[], float]
"""Seconds from an arbitrary start: `time.perf_counter` (wall time) or
`time.process_time` (CPU time of the process, every thread counted)."""

CLOCKS: dict[str, Clock] = {"wall": time.perf_counter, "cpu": time.process_time}
"""The clocks a benchmark can time plans with, by name."""


def plan_case(
    case: BenchCase,
    contender: Contender,
    repeat: int = 1,
    clock: Clock = time.perf_counter,
) -> PlanOutcome:
    """Run `contender` on `case` `repeat` times (best time on `clock` kept)
    and check the last plan."""
    best = math.inf
    schedule: MemorySchedule | None = None
    # A `.mlir` scope may carry in-place hints; its lower bound counts each
    # pair once, and the pass plans it with the hints accepted
    # (merge_alloc/stages.py), so every contender gets them the same way.
    planner = contender.planner
    if case.problem.inplace:
        planner = accepting_inplace(planner)
    for _ in range(max(1, repeat)):
        start = clock()
        try:
            schedule = planner(case.problem)
        except Exception as error:  # a broken planner is a result, not a crash
            seconds = clock() - start
            return PlanOutcome(None, seconds, f"raised {type(error).__name__}: {error}")
        best = min(best, clock() - start)
    assert schedule is not None
    try:
        validate_schedule(case.problem, schedule)
    except ScheduleError as error:
        return PlanOutcome(None, best, f"invalid plan: {error}")
    return PlanOutcome(schedule, best)


ProgressHook = Callable[[BenchCase, str], None]
"""Called after each (case, contender) pair is planned."""


def run_bench(
    cases: Sequence[BenchCase],
    contenders: Sequence[Contender],
    repeat: int = 1,
    on_planned: ProgressHook | None = None,
    clock: Clock = time.perf_counter,
) -> list[CaseResult]:
    # The planners import numpy only when a problem needs it (a scope that
    # needs none does not pay for it at start-up, docs/performance.md); a
    # benchmark times plans, not the first import, so it happens here.
    import numpy  # noqa: F401  # pyright: ignore[reportUnusedImport]

    results: list[CaseResult] = []
    for case in cases:
        result = CaseResult(case, case.problem.lower_bound())
        for contender in contenders:
            result.outcomes[contender.name] = plan_case(case, contender, repeat, clock)
            if on_planned is not None:
                on_planned(case, contender.name)
        results.append(result)
    return results


def geometric_mean(values: Sequence[float]) -> float:
    """The geometric mean of positive `values` (at least one): how the
    benchmarks average ratios to a lower bound or to another tool."""
    return math.exp(sum(math.log(value) for value in values) / len(values))


def summarize(results: Sequence[CaseResult], contender: str) -> ContenderSummary:
    ratios = [
        ratio for result in results if (ratio := result.ratio(contender)) is not None
    ]
    finite = [ratio for ratio in ratios if math.isfinite(ratio)]
    geomean = geometric_mean(finite) if finite else None
    time_ratios = [
        ratio
        for result in results
        if math.isfinite(ratio := result.time_ratio(contender))
    ]
    return ContenderSummary(
        geomean_ratio=geomean,
        at_lower_bound=sum(1 for ratio in ratios if ratio <= 1.0),
        valid=len(ratios),
        failed=sum(1 for r in results if r.outcomes[contender].error is not None),
        seconds=sum(r.outcomes[contender].seconds for r in results),
        geomean_time_ratio=geometric_mean(time_ratios) if time_ratios else 1.0,
    )


def progress_bar(total: int, enabled: bool) -> tuple[ProgressHook, Callable[[], None]]:
    """A tqdm bar on stderr (shown only after a second, so short runs stay
    quiet) and the function that closes it; a no-op when not `enabled`."""
    if not enabled:
        return (lambda case, contender: None), (lambda: None)
    from tqdm import tqdm

    bar = tqdm(total=total, file=sys.stderr, delay=1.0, unit="plan", leave=False)

    def advance(case: BenchCase, contender: str) -> None:
        bar.set_description(case.name, refresh=False)
        bar.update()

    return advance, bar.close


# The benchmark's results as an aligned text table or as JSON.
#
# Text: one row per case (buffers, lower bound, then per contender its arena
# as a multiple of the lower bound, its time, and in parentheses that time
# over the fastest contender's on the case, `(1.0)` for the fastest), then the
# geometric mean of the multiples, the cases planned at the lower bound, the
# total time and the geometric mean of the time ratios per contender. A failed
# plan shows as `FAILED` in its cell; the reasons follow the table.
#
# JSON (`results_json`): `{"alignment", "contenders", "cases": [{"name",
# "source", "buffers", "lower_bound", "results": {contender: {"total",
# "ratio", "seconds", "time_ratio", "valid", "error"}}}], "summary":
# {contender: {"geomean_ratio", "at_lower_bound", "valid", "failed",
# "seconds", "geomean_time_ratio"}}}`.


def _ms(seconds: float) -> str:
    if seconds >= 10:
        return f"{seconds:.0f}s"
    if seconds >= 1:
        return f"{seconds:.1f}s"
    return f"{seconds * 1000:.1f}ms"


def _cell(result: CaseResult, contender: str) -> str:
    outcome = result.outcomes[contender]
    ratio = result.ratio(contender)
    speed = _time_ratio(result.time_ratio(contender))
    if ratio is None:
        return f"FAILED {_ms(outcome.seconds)} {speed}"
    return f"{ratio:.3f}x {_ms(outcome.seconds)} {speed}"


def _time_ratio(ratio: float) -> str:
    return f"({ratio:.1f})" if ratio < 100 else f"({ratio:.0f})"


def render_table(results: Sequence[CaseResult], contenders: Sequence[str]) -> str:
    header = ["case", "buffers", "lower bound", *contenders]
    lines: list[list[str]] = [header]
    for result in results:
        lines.append(
            [
                result.case.name,
                str(len(result.case.problem.buffers)),
                str(result.lower_bound),
                *(_cell(result, contender) for contender in contenders),
            ]
        )
    summaries = [summarize(results, contender) for contender in contenders]
    footer: list[list[str]] = [
        [
            "geometric mean x LB",
            "",
            "",
            *(
                "-" if s.geomean_ratio is None else f"{s.geomean_ratio:.3f}x"
                for s in summaries
            ),
        ],
        [
            "at lower bound",
            "",
            "",
            *(f"{s.at_lower_bound}/{len(results)}" for s in summaries),
        ],
        ["total time", "", "", *(_ms(s.seconds) for s in summaries)],
        [
            "time / fastest (geomean)",
            "",
            "",
            *(_time_ratio(s.geomean_time_ratio) for s in summaries),
        ],
    ]
    failed = [f"{s.failed} FAILED" if s.failed else "" for s in summaries]
    if any(failed):
        footer.append(["failed plans", "", "", *failed])
    rows = lines + footer
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    right = {1, 2}

    def format_row(row: list[str]) -> str:
        cells = [
            cell.rjust(width) if i in right or i >= 3 else cell.ljust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        return "  ".join(cells).rstrip()

    rule = "  ".join("-" * width for width in widths)
    text = [format_row(header), rule]
    text += [format_row(row) for row in lines[1:]]
    text += [rule]
    text += [format_row(row) for row in footer]
    text.append(
        "(each cell: arena / lower bound, time, and in parentheses the time "
        "over the fastest contender's on that case)"
    )
    return "\n".join(text)


def failures(results: Sequence[CaseResult]) -> list[str]:
    """One line per failed plan: case, contender, reason."""
    return [
        f"error: {contender} on {result.case.name}: {outcome.error}"
        for result in results
        for contender, outcome in result.outcomes.items()
        if outcome.error is not None
    ]


def results_json(
    results: Sequence[CaseResult], contenders: Sequence[str], alignment: int | None
) -> dict[str, Any]:
    cases: list[dict[str, Any]] = []
    for result in results:
        per_contender: dict[str, Any] = {}
        for contender in contenders:
            outcome = result.outcomes[contender]
            ratio = result.ratio(contender)
            per_contender[contender] = {
                "total": outcome.total,
                "ratio": ratio if ratio is None or math.isfinite(ratio) else None,
                "seconds": outcome.seconds,
                "time_ratio": result.time_ratio(contender),
                "valid": outcome.error is None,
                "error": outcome.error,
            }
        cases.append(
            {
                "name": result.case.name,
                "source": str(result.case.source),
                "buffers": len(result.case.problem.buffers),
                "alignment": result.case.problem.alignment,
                "lower_bound": result.lower_bound,
                "results": per_contender,
            }
        )
    summary: dict[str, Any] = {}
    for contender in contenders:
        s = summarize(results, contender)
        summary[contender] = {
            "geomean_ratio": s.geomean_ratio,
            "at_lower_bound": s.at_lower_bound,
            "valid": s.valid,
            "failed": s.failed,
            "seconds": s.seconds,
            "geomean_time_ratio": s.geomean_time_ratio,
        }
    return {
        "alignment": alignment,
        "contenders": list(contenders),
        "cases": cases,
        "summary": summary,
    }
