"""`merge_alloc(module, options)`: alias -> collect -> plan -> rewrite.

The run is all-or-nothing. Every function is analysed and every scope planned
(and each schedule checked) before the first IR change, so a diagnostic leaves
the module exactly as it was. A user-supplied mutator cannot be trusted to
be atomic, so with one the module is snapshotted and restored on failure.
"""

from __future__ import annotations

import gc
from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from xdsl.dialects import builtin, func
from xdsl.ir import Operation

from merge_alloc.analysis.address_uses import enclosing_module
from merge_alloc.analysis.alias import BufferAliases, CallSummaries
from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.analysis.trace import AllocRecord, FunctionTrace
from merge_alloc.analysis.walk import walk
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import DEFAULT_PLANNER, get_planner
from merge_alloc.rewrite.annotations import annotate_lifetimes
from merge_alloc.rewrite.merged_buffer import rewrite_scope
from merge_alloc.rewrite.snapshot import restore_regions
from merge_alloc.stages import PlannedScope, plan_scope, report_unsupported

if TYPE_CHECKING:
    from merge_alloc.deploy.deployment_report import DeploymentReport


@dataclass(frozen=True, slots=True)
class MergeReport:
    """What a run found and did; returned to Python callers."""

    functions: list[FunctionTrace]
    planned: list[PlannedScope]
    deployment: DeploymentReport | None = None
    """Arenas, pools and constants of a deployment run (docs/deployment.md)."""
    introduced_dialects: tuple[str, ...] = ()
    """Dialects of ops the run added that the input had none of (`arith`
    for the views' offsets of a memref-only program): a lowering of the
    output must convert them too (docs/pipeline.md, "Lowering after
    merge-alloc")."""

    @property
    def left_alone(self) -> list[AllocRecord]:
        """Allocs that were not merged, each with its reason."""
        return [
            record
            for function in self.functions
            for record in function.records
            if record.rejection is not None
        ]


def resolve_options(options: MergeAllocOptions) -> MergeAllocOptions:
    """`options` with every stage left as None replaced by its default."""
    return replace(
        options,
        tracer=options.tracer or collect_ticks,
        planner=options.planner or get_planner(DEFAULT_PLANNER),
        mutator=options.mutator or rewrite_scope,
    )


def functions_of(root: Operation) -> list[func.FuncOp]:
    """The functions with a body under `root` (or `root` itself)."""
    if isinstance(root, func.FuncOp):
        return [root]
    return [op for op in walk(root) if isinstance(op, func.FuncOp) and op.body.blocks]


def module_of(root: Operation) -> builtin.ModuleOp | None:
    """The module whose functions calls under `root` are resolved in."""
    return root if isinstance(root, builtin.ModuleOp) else enclosing_module(root)


@contextmanager
def cyclic_gc_paused() -> Generator[None]:
    """Pause Python's cyclic garbage collector.

    The pass allocates many small objects while a large IR graph is alive;
    each full collection then walks the whole graph. On 20,000 allocs this
    was a large share of the run; nothing the pass builds needs a cycle
    collected before it returns.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def merge_alloc(root: Operation, options: MergeAllocOptions) -> MergeReport:
    """Plan and merge the allocs of every function under `root`."""
    with cyclic_gc_paused():
        before = None if options.analysis_only else dialects_of(root)
        report = _merge_alloc(root, options)
    if before is None:
        return report
    introduced = tuple(sorted(dialects_of(root) - before))
    return replace(report, introduced_dialects=introduced) if introduced else report


def dialects_of(root: Operation) -> set[str]:
    """The dialect of every op under `root` (`root` included), asked per op
    class (once per op, it costs more than the walk)."""
    return {kind.dialect_name() for kind in {type(op) for op in walk(root)}}


def _merge_alloc(root: Operation, options: MergeAllocOptions) -> MergeReport:
    options = resolve_options(options)
    assert options.tracer is not None and options.mutator is not None
    if options.is_deployment:  # never with analysis_only (RunOptions checks)
        # Deployment (docs/deployment.md) is imported only by the runs that
        # ask for it: a plain run should not pay for it at start-up.
        from merge_alloc.deploy.deployment import deploy

        deployed = deploy(root, options)
        return MergeReport(
            deployed.functions, deployed.planned, deployment=deployed.report
        )
    calls = CallSummaries(module_of(root))
    functions = [
        options.tracer(function, BufferAliases(function, calls), options)
        for function in functions_of(root)
    ]
    report_unsupported(root, functions, options.strict)
    if options.analysis_only:
        annotate_lifetimes(functions)
        return MergeReport(functions, [])
    planned = [
        PlannedScope(trace, plan_scope(trace, function.function, options))
        for function in functions
        for trace in function.traces
    ]
    snapshot = None if options.mutator is rewrite_scope else root.clone()
    try:
        for scope in planned:
            options.mutator(scope.trace, scope.schedule, options)
    except Exception:
        if snapshot is not None:
            restore_regions(root, snapshot)
        raise
    return MergeReport(functions, planned)
