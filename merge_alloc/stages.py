"""The pass's stages: the three replaceable ones by name (tracer, planner,
mutator), and the planning step every run takes with them (`plan_scope`,
below).

The three replaceable stages of the pass, selectable by name.

A pass option can only hold what a command line can spell, so a user's stage
is registered under a name and then named, in Python or on the command line::

    register_mutator("logged", my_mutator)
    MergeAllocPass(mutator="logged")          # or -p 'merge-alloc{mutator=logged}'

Tracers and mutators live here; planners in `merge_alloc.planning` (re-exported
so all three registrations read the same). All three are a
`merge_alloc.planning.Registry`, which checks every registered name
and words the unknown-name error once. The protocols are in
`merge_alloc.options`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.ir import Operation

from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace, RejectionKind
from merge_alloc.diagnostics import MergeAllocError, PrintedNames, diagnostic_line
from merge_alloc.options import MergeAllocOptions, MergeMutator, TraceCollector
from merge_alloc.planning import (
    DEFAULT_PLANNER,
    PLANNERS,
    Registry,
    check_stage_name,
    get_planner,
    register_planner,
)
from merge_alloc.planning.problem import (
    MemorySchedule,
    ScheduleError,
    accepting_inplace,
    integral_schedule,
    largest_index,
    validate_schedule,
)
from merge_alloc.rewrite.merged_buffer import rewrite_scope

TRACERS: Registry[TraceCollector] = Registry("tracer", stages={"ticks": collect_ticks})
"""Every trace collector the pass option `tracer=` can name."""

MUTATORS: Registry[MergeMutator] = Registry("mutator", stages={"views": rewrite_scope})
"""Every IR rewrite the pass option `mutator=` can name."""

DEFAULT_TRACER = "ticks"
"""The tick-based lifetime collector (`merge_alloc.analysis.ticks`)."""

DEFAULT_MUTATOR = "views"
"""One merged `i8` buffer per scope, each alloc a `memref.view` of it
(`merge_alloc.rewrite.merged_buffer`)."""


def register_tracer(name: str, tracer: TraceCollector) -> None:
    """Make `tracer` selectable as `tracer=name` (replacing any of that name)."""
    TRACERS.register(name, tracer)


def register_mutator(name: str, mutator: MergeMutator) -> None:
    """Make `mutator` selectable as `mutator=name` (replacing any of that
    name). The driver snapshots the module before running a mutator other than
    the built-in one and restores it if the mutator raises."""
    MUTATORS.register(name, mutator)


def get_tracer(name: str) -> TraceCollector:
    """The tracer registered as `name`; `KeyError` listing the known names."""
    return TRACERS[name]


def get_mutator(name: str) -> MergeMutator:
    """The mutator registered as `name`; `KeyError` listing the known names."""
    return MUTATORS[name]


# From traces to checked schedules: the planning step of every run.
#
# The driver and a deployment run (`merge_alloc.deploy.deployment`) plan the
# same way: the allocs a trace could not place are reported first (an error
# under `strict`, else a warning each), then every trace goes to the planner and
# its schedule is validated before anything trusts it. Both take this module, so
# neither imports the other.

logger = logging.getLogger("merge_alloc")


@dataclass(frozen=True, slots=True)
class PlannedScope:
    """One scope's trace with the schedule the planner gave it."""

    trace: LifetimeTrace
    schedule: MemorySchedule


def plan_scope(
    trace: LifetimeTrace,
    function: func.FuncOp,
    options: MergeAllocOptions,
    *,
    final: bool = True,
) -> MemorySchedule:
    """Run the planner on one trace and check its answer before trusting it.

    A `final` schedule is the one the rewrite prints, so it must also fit the
    index width (`check_index_width`); a trial plan (a pool's whole trace,
    before the buffers that do not fit it are spilled to the next) need not."""
    assert options.planner is not None
    problem = trace.problem(options.alignment)
    planner = accepting_inplace(options.planner) if problem.inplace else options.planner
    try:
        schedule = integral_schedule(planner(problem))
        validate_schedule(problem, schedule)
    except ScheduleError as error:
        raise MergeAllocError(function, f"invalid memory schedule: {error}") from error
    if final:
        check_index_width(trace, schedule, function, options.index_bitwidth)
    return schedule


def check_index_width(
    trace: LifetimeTrace,
    schedule: MemorySchedule,
    function: func.FuncOp,
    index_bitwidth: int,
) -> None:
    """Refuse a schedule whose offsets or size an `index` of the lowering's
    width cannot hold: the rewrite prints each offset as an `index` constant
    and the merged buffer as `memref<TOTALxi8>`, which would wrap (three
    1.2 GB buffers at `index-bitwidth=32` need an offset of 2400000000). The
    error is on the first buffer, by offset, that ends past the largest
    index, else on the scope's function (only the rounding of the total to
    the alignment is too large); nothing has been rewritten yet."""
    limit = largest_index(index_bitwidth)
    if schedule.total <= limit:
        return
    placed = sorted((schedule.offsets[i], i) for i in range(len(trace.buffers)))
    for offset, i in placed:
        buffer = trace.buffers[i]
        if offset + buffer.size > limit:
            raise MergeAllocError(
                buffer.alloc,
                f"placed at byte {offset} of a merged buffer of "
                f"{schedule.total} bytes, its {buffer.size} bytes end past the "
                f"largest {index_bitwidth}-bit index ({limit})",
            )
    raise MergeAllocError(
        function,
        f"a merged buffer of {schedule.total} bytes does not fit a "
        f"{index_bitwidth}-bit index (at most {limit})",
    )


def report_unsupported(
    root: Operation, functions: list[FunctionTrace], strict: bool
) -> None:
    """Allocs whose type the pass cannot place: an error under `strict`, else
    one warning each on the `merge_alloc` logger, worded like the error
    (`FILE:LINE:COL: warning: 'memref.alloc' op %a left as it is: ...`); they
    stay ordinary allocations. Every other alloc left alone (its address
    escapes, `memref.realloc` or another op frees it, a dealloc may free it
    with a buffer that cannot be merged) gets the same warning, also under
    `strict`: its bytes are not in the merged buffer, and the user should
    know which allocations the program keeps. Two stay quiet, both listed in
    the plan report: a function's result (its caller owns it) and a
    zero-sized alloc (it takes no byte; MLIR's deallocation lowering makes
    them, so every output of the deallocation pipeline would warn).

    A line is only written when the logger shows warnings: naming a value the
    input did not name prints the whole module (`PrintedNames`), which costs
    more than planning a small function, and callers that run the pass on
    many programs silence the logger."""
    quiet = not logger.isEnabledFor(logging.WARNING)
    if quiet and not strict:
        return
    names = PrintedNames(root)
    for function in functions:
        whole = [
            r
            for r in function.records
            if r.rejection is not None
            and r.rejection.kind is RejectionKind.MULTI_BLOCK_FUNCTION
        ]
        if whole or len(function.function.body.blocks) > 1:
            # One line for the function, not one per alloc in it.
            blocks = len(function.function.body.blocks)
            reason = (
                f"@{function.function.sym_name.data} left as it is: its body "
                f"has {blocks} blocks (merge-alloc plans single-block functions)"
            )
            if strict:
                raise MergeAllocError(function.function, reason)
            logger.warning(diagnostic_line("warning", function.function, reason, names))
            continue
        for record in function.records:
            rejection = record.rejection
            if rejection is None or rejection.returned:
                continue
            if rejection.kind is RejectionKind.ZERO_SIZE:
                continue
            if strict and rejection.kind.unsupported:
                raise MergeAllocError(record.alloc, f"cannot be merged: {rejection}")
            if quiet:
                continue
            reason = f"left as it is: {rejection}"
            logger.warning(diagnostic_line("warning", record.alloc, reason, names))


__all__ = [
    "DEFAULT_MUTATOR",
    "DEFAULT_PLANNER",
    "DEFAULT_TRACER",
    "MUTATORS",
    "PLANNERS",
    "TRACERS",
    "PlannedScope",
    "check_index_width",
    "check_stage_name",
    "get_mutator",
    "get_planner",
    "get_tracer",
    "plan_scope",
    "register_mutator",
    "register_planner",
    "register_tracer",
    "report_unsupported",
]
