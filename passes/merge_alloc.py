"""The `merge-alloc` xDSL pass."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass

from merge_alloc.deployment_options import check_deployment_options
from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.driver import check_alignment, merge_alloc
from merge_alloc.options import MergeAllocOptions, MergeMutator, TraceCollector
from merge_alloc.planning import DEFAULT_PLANNER, PLANNERS, get_planner
from merge_alloc.planning.problem import MemoryPlanner


@dataclass(frozen=True)
class MergeAllocPass(ModulePass):
    """Merge the mergeable `memref.alloc`s of every function into one `i8`
    buffer per allocation scope and memory space, each alloc becoming a
    `memref.view` at a byte offset planned at compile time.

    CLI: `xdsl-opt -p 'merge-alloc{alignment=64 planner=size-first}'`, or
    `merge-alloc{analysis-only}` to only annotate lifetimes. From Python, the
    three stages can be replaced: `MergeAllocPass(tracer=..., planner=...,
    mutator=...)`, where `planner` is a registered name or any
    `MemoryPlanner` callable.
    """

    name: ClassVar[str] = "merge-alloc"

    alignment: int = 64
    """Byte alignment of merged buffers and of every offset (a power of two)."""

    analysis_only: bool | None = False
    """Only annotate allocs with `__mergealloc_lifetime`; change nothing else.
    A bare `analysis-only` on the command line means true."""

    planner: str | MemoryPlanner = DEFAULT_PLANNER
    """A name from `merge_alloc.planning.PLANNERS`, or a planner callable."""

    planner_options: str | None = None
    """The reference implementation's name for `planner` (`planner-options=
    size-first`); when given, it wins over `planner`."""

    index_bitwidth: int = 64
    """Bit width of `index` when sizing `memref<...xindex>` buffers."""

    strict: bool | None = False
    """Fail on allocs the pass cannot place (dynamic shape, non-identity
    layout, unknown element size, zero size) instead of warning and leaving
    them alone. A bare `strict` on the command line means true."""

    arena: str = "alloc"
    """Where each function's merged buffer lives: `alloc`, `global` (a
    private `memref.global`, no run-time allocation) or `argument` (a trailing
    `memref<Nxi8>` workspace argument). See docs/deployment.md."""

    call_tree: bool | None = False
    """Plan callees' arenas as blocks of their callers' arenas, live only
    during each call (whole-module planning)."""

    shared_arena: bool | None = False
    """Entry points share one arena per workspace, sized to the largest."""

    pools: str = ""
    """Memory pools, e.g. `pools="sram:65536,dram"`: `NAME[:CAPACITY[:ALIGN]]
    [@SPACE]`, comma-separated, fallbacks in order per memory space."""

    outputs_in_workspace: bool | None = False
    """With `arena=global|argument`: returned buffers live in the workspace."""

    inputs_in_workspace: bool | None = False
    """With `arena=global|argument`: an entry point's memref arguments move
    into its workspace, located by generated `@NAME_input_K` accessors."""

    pack_constants: bool | None = False
    """Pack private constant `memref.global`s into one `i8` constant global."""

    constants_alignment: int = 64
    """Byte alignment of each constant in the packed global."""

    tracer: TraceCollector | None = None
    """Python only: replaces the tick-based trace collector."""

    mutator: MergeMutator | None = None
    """Python only: replaces the default IR rewrite."""

    def __post_init__(self) -> None:
        check_alignment(self.alignment)
        if self.index_bitwidth <= 0:
            raise MergeAllocOptionError(
                "index-bitwidth", f"must be positive, got {self.index_bitwidth}"
            )
        option, planner = self._planner_choice()
        if isinstance(planner, str) and planner not in PLANNERS:
            known = ", ".join(sorted(PLANNERS))
            raise MergeAllocOptionError(
                option, f"unknown planner '{planner}' (known: {known})"
            )
        check_deployment_options(self.options())

    def _planner_choice(self) -> tuple[str, str | MemoryPlanner]:
        """The option that names the planner, and its value. The reference's
        empty `planner-options` means its default, `cost-model`."""
        if self.planner_options is not None:
            return "planner-options", self.planner_options or "cost-model"
        return "planner", self.planner

    def options(self) -> MergeAllocOptions:
        _, choice = self._planner_choice()
        planner = get_planner(choice) if isinstance(choice, str) else choice
        return MergeAllocOptions(
            alignment=self.alignment,
            analysis_only=self.analysis_only is not False,
            strict=self.strict is not False,
            index_bitwidth=self.index_bitwidth,
            tracer=self.tracer,
            planner=planner,
            mutator=self.mutator,
            arena=self.arena,
            call_tree=self.call_tree is not False,
            shared_arena=self.shared_arena is not False,
            pools=self.pools,
            outputs_in_workspace=self.outputs_in_workspace is not False,
            inputs_in_workspace=self.inputs_in_workspace is not False,
            pack_constants=self.pack_constants is not False,
            constants_alignment=self.constants_alignment,
        )

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        merge_alloc(op, self.options())
