"""The options of one merge-alloc run, defined and checked once, and the
three replaceable stages.

`RunOptions` holds every option of the run itself; the command line's
others name a stage or the report file (`planner`, `planner-options`,
`plan-seconds`, `tracer`, `mutator`, `report`) and are the pass's own
fields, checked against the stage registries one layer up. The xDSL pass
(`merge_alloc.passes.MergeAllocPass`, whose fields are exactly the CLI
options) and the driver's `MergeAllocOptions` both inherit its fields, and
its checks run whenever either is made, so an invalid value is one
`MergeAllocOptionError` naming the option as the command line spells it,
before any IR is touched.

Each stage is a plain callable, so a user can swap one without subclassing
(register it by name in `merge_alloc.stages` to use it from the pass or the
command line, or hand it to `merge_alloc.driver.merge_alloc` directly):

- `TraceCollector(function, aliases, options) -> FunctionTrace`: which allocs
  are mergeable, their scopes and lifetimes (default: the tick-based collector);
- `MemoryPlanner(buffers, alignment) -> MemorySchedule`: pure, sees no IR
  (default: chosen by name from `merge_alloc.planning.PLANNERS`);
- `MergeMutator(trace, schedule, options) -> None`: the IR rewrite of one scope
  (default: merged `i8` buffer + `memref.view`s).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol, get_args

from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.planning.problem import (
    MemoryPlanner,
    MemorySchedule,
    alignment_problem,
)

if TYPE_CHECKING:
    from xdsl.dialects import func

    from merge_alloc.analysis.alias import BufferAliases
    from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace


class TraceCollector(Protocol):
    def __call__(
        self, function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> FunctionTrace: ...


class MergeMutator(Protocol):
    def __call__(
        self, trace: LifetimeTrace, schedule: MemorySchedule, options: MergeAllocOptions
    ) -> None: ...


Arena = Literal["alloc", "global", "argument"]
"""Where a function's merged buffer lives (docs/deployment.md)."""

ARENAS: tuple[Arena, ...] = get_args(Arena)

INDEX_BITWIDTHS = (8, 16, 32, 64)
"""The `index` widths a target can have; others would size `memref<..xindex>`
buffers unlike any lowering does."""


@dataclass(frozen=True)
class RunOptions:
    """Every option of the run itself, naming no stage and no file
    (docstrings below are the options' documentation; the pass adds the
    stage names and `report`)."""

    alignment: int = 64
    """Byte alignment of the merged buffer and granularity of every offset (a
    power of two)."""
    analysis_only: bool = False
    """Annotate allocs with their lifetimes (`__mergealloc_lifetime`) and stop:
    no planning, no rewrite. A bare `analysis-only` on the command line means
    true."""
    strict: bool = False
    """Fail (instead of warning and leaving it alone) on an alloc whose type the
    pass cannot place: dynamic shape, non-identity layout, element type of
    unknown size, zero size. For deployments that must know every byte. A bare
    `strict` on the command line means true."""
    index_bitwidth: int = 64
    """Bits of `index` when sizing `memref<...xindex>` buffers: 8, 16, 32 or 64."""
    inplace: bool = True
    """In-place reuse: an element-wise op's output may take the bytes of an
    input it reads for the last time (`merge_alloc.analysis.inplace_candidates`).
    A bare `inplace` means true."""
    arena: Arena = "alloc"
    """Where a function's merged buffer lives (docs/deployment.md): `alloc` (a
    `memref.alloc`), `global` (a private, uninitialised `memref.global`, no
    run-time allocation) or `argument` (a trailing `memref<Nxi8>` workspace
    argument the caller provides)."""
    call_tree: bool = False
    """Plan a callee's arena as a block of its caller's, live only during the
    call, so one workspace serves a whole call tree at its true peak
    (whole-module planning)."""
    shared_arena: bool = False
    """Entry points share one arena (per workspace) sized to the largest."""
    pools: str = ""
    """Named memory pools with capacities and fallbacks, e.g.
    `pools="sram:65536,dram"`: `NAME[:CAPACITY[:ALIGN]][@SPACE]`, comma-separated,
    fallbacks in order per memory space (`merge_alloc.deploy.pools`); empty
    means one unbounded pool per space."""
    outputs_in_workspace: bool = False
    """With `arena=global|argument`: returned buffers live in the workspace
    instead of real allocations."""
    inputs_in_workspace: bool = False
    """With `arena=global|argument`: an entry point's memref arguments move
    into its workspace, located by generated `@NAME_input_K` accessors."""
    pack_constants: bool = False
    """Pack the module's private constant `memref.global`s into one `i8`
    constant global."""
    constants_alignment: int = 64
    """Byte alignment of each constant in the packed global."""
    symbolic_offsets: bool = False
    """Offsets and arena of a scope with dynamically sized buffers computed
    at run time from the dynamic sizes (docs/dynamic-shapes.md): planned at
    the bound, then each offset is the largest end of the conflicting
    buffers below it, so a short sequence gets a short arena. Scopes whose
    sizes are not expressions of the function's argument dimensions keep
    the bound plan. Needs `arena=alloc` or `arena=argument` (then
    `@NAME_workspace_bytes` takes the dynamic sizes;
    `symbolic_offsets_problem`). A bare `symbolic-offsets` means true."""

    def __post_init__(self) -> None:
        check_run_options(self)

    @property
    def deployment_options(self) -> tuple[str, ...]:
        """The options of docs/deployment.md that differ from their default,
        spelt as on the command line."""
        given = (
            ("arena", self.arena != "alloc"),
            ("call-tree", self.call_tree),
            ("shared-arena", self.shared_arena),
            ("pools", bool(self.pools.strip())),
            ("outputs-in-workspace", self.outputs_in_workspace),
            ("inputs-in-workspace", self.inputs_in_workspace),
            ("pack-constants", self.pack_constants),
        )
        return tuple(name for name, differs in given if differs)

    @property
    def is_deployment(self) -> bool:
        """Whether any option of docs/deployment.md differs from the default."""
        return bool(self.deployment_options)


def run_option_values(options: RunOptions) -> dict[str, Any]:
    """The `RunOptions` fields of `options` by name (to make one kind of
    options from another without copying them field by field)."""
    return {
        field.name: getattr(options, field.name)
        for field in dataclasses.fields(RunOptions)
    }


def check_run_options(options: RunOptions) -> None:
    """Raise `MergeAllocOptionError` for a value or combination that makes no
    sense; nothing here depends on the IR."""
    if options.index_bitwidth not in INDEX_BITWIDTHS:
        raise MergeAllocOptionError(
            "index-bitwidth", f"must be 8, 16, 32 or 64, got {options.index_bitwidth}"
        )
    for option, alignment in (
        ("alignment", options.alignment),
        ("constants-alignment", options.constants_alignment),
    ):
        problem = alignment_problem(alignment, options.index_bitwidth)
        if problem is not None:
            raise MergeAllocOptionError(option, problem)
    if options.arena not in ARENAS:
        raise MergeAllocOptionError(
            "arena", f"expected one of {', '.join(ARENAS)}, got '{options.arena}'"
        )
    if options.analysis_only and options.is_deployment:
        # analysis-only stops before planning, so a deployment option would be
        # silently ignored (and its report section left empty).
        raise MergeAllocOptionError(
            options.deployment_options[0],
            "has no effect with analysis-only, which stops before planning; "
            "give only one of them",
        )
    for name, wanted in (
        ("shared-arena", options.shared_arena),
        ("outputs-in-workspace", options.outputs_in_workspace),
        ("inputs-in-workspace", options.inputs_in_workspace),
    ):
        if wanted and options.arena == "alloc":
            raise MergeAllocOptionError(
                name, "needs a static arena: arena=global or arena=argument"
            )
    if options.symbolic_offsets:
        problem = symbolic_offsets_problem(options)
        if problem is not None:
            raise MergeAllocOptionError("symbolic-offsets", problem)
    parse_pools(options.pools)


def symbolic_offsets_problem(options: RunOptions) -> str | None:
    """Why `symbolic-offsets` cannot be combined with `options`'
    deployment, or None (docs/dynamic-shapes.md). `arena=argument` takes a
    workspace the caller sizes with `@NAME_workspace_bytes(sizes...)`;
    `pack-constants` is about constants. Everything else sizes an arena at
    compile time."""
    if options.arena == "global":
        return (
            "cannot follow the dynamic sizes with arena=global: a global has "
            "one size, fixed at compile time (without symbolic-offsets it is "
            "the plan at the bound)"
        )
    static = [
        name
        for name in options.deployment_options
        if name not in ("arena", "pack-constants")
    ]
    if static:
        return (
            f"needs arena=alloc or arena=argument without '{static[0]}': a "
            "workspace sized at compile time cannot follow the dynamic sizes"
        )
    return None


_POOL = re.compile(
    r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"(?::(?P<capacity>[0-9]*[kKmM]?)(?::(?P<alignment>[0-9]+))?)?"
    r"(?:@(?P<space>[A-Za-z0-9_]+))?$"
)
_UNITS = {"": 1, "k": 1024, "K": 1024, "m": 1024 * 1024, "M": 1024 * 1024}


@dataclass(frozen=True, slots=True)
class Pool:
    """One named pool of the `pools` option."""

    name: str
    capacity: int | None
    """Bytes the pool can hold; None is unbounded."""
    alignment: int = 1
    """Alignment of the pool's arena and granularity of its offsets (at least
    the pass option `alignment`)."""
    space: str | None = None
    """The memory space it belongs to (`space_key`); None is the default one."""

    def __str__(self) -> str:
        size = "unbounded" if self.capacity is None else f"{self.capacity} bytes"
        return f"pool '{self.name}' ({size})"


def parse_pools(text: str) -> tuple[Pool, ...]:
    """The pools of the option's value, or `MergeAllocOptionError`."""
    if not text.strip():
        return ()
    pools: list[Pool] = []
    for item in text.split(","):
        match = _POOL.match(item.strip())
        if match is None:
            raise MergeAllocOptionError(
                "pools",
                f"cannot read '{item.strip()}': expected "
                "NAME[:CAPACITY[:ALIGNMENT]][@SPACE], e.g. sram:65536,dram",
            )
        capacity_text = match["capacity"] or ""
        capacity: int | None = None
        if capacity_text:
            digits = capacity_text.rstrip("kKmM")
            unit = capacity_text[len(digits) :]
            if not digits:
                raise MergeAllocOptionError(
                    "pools", f"pool '{match['name']}': capacity has no digits"
                )
            capacity = int(digits) * _UNITS[unit]
        alignment = int(match["alignment"]) if match["alignment"] else 1
        if (problem := alignment_problem(alignment)) is not None:
            raise MergeAllocOptionError(
                "pools", f"pool '{match['name']}': alignment {problem}"
            )
        if any(pool.name == match["name"] for pool in pools):
            raise MergeAllocOptionError(
                "pools", f"pool '{match['name']}' is declared twice"
            )
        pools.append(Pool(match["name"], capacity, alignment, match["space"]))
    return tuple(pools)


@dataclass(frozen=True)
class MergeAllocOptions(RunOptions):
    """Everything a stage may need to know about the run: the run options and
    the three stages as callables.

    `tracer`, `planner` and `mutator` left as None mean the defaults; the
    driver fills them in (`merge_alloc.driver.resolve_options`).
    """

    tracer: TraceCollector | None = None
    planner: MemoryPlanner | None = None
    mutator: MergeMutator | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        # A name where a callable belongs (`planner="best-fit"`) would only
        # fail when the first scope is planned, as "'str' object is not
        # callable"; the registries of merge_alloc.stages resolve names.
        stages: tuple[tuple[str, object], ...] = (
            ("tracer", self.tracer),
            ("planner", self.planner),
            ("mutator", self.mutator),
        )
        for option, stage in stages:
            if stage is not None and not callable(stage):
                raise MergeAllocOptionError(
                    option,
                    f"expects a {option} function, got {stage!r}; a registered "
                    f"name is resolved by merge_alloc.stages.get_{option}"
                    f"({stage!r}) or MergeAllocPass({option}={stage!r}).options()",
                )
