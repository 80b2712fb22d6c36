"""The plan report: where every merged buffer went, as a JSON document.

A run of the pass answers "how big is the workspace" with one number per
merged buffer; the report answers "why": for each function, scope and memory
space, every buffer placed there (the alloc's SSA name, its source location
when the IR carries one, type, bytes, alignment, first and last tick, byte
offset), the arena size and the lower bound of any arena for that scope, and
the allocs left alone with the reason. `python -m merge_alloc.report` draws
it (`plan_picture`) or converts it for Perfetto (`chrome_trace`).

Built from the driver's `MergeReport` (`plan_report`), or from a CSV trace
and an `id,offset` file (`plan_report_from_csv`) so that any planner's plan of
a planning-bench file can be drawn the same way.

Document layout (`PlanReport.to_json`)::

    {"format": "merge-alloc-plan/1", "source", "planner", "alignment",
     "totals": {"arena", "lower_bound", "buffers", "allocated",
                "allocated_unknown", "left_alone", "returned"},
     "functions": [{"name",
        "scopes": [{"index", "scope", "memory_space", "alignment", "total",
                    "lower_bound", "pool", "arena", "buffers": [{"name",
                    "location", "type", "bytes", "alignment", "first",
                    "last", "offset", "threads"}]}],
        "left_alone": [{"name", "location", "type", "kind", "reason",
                        "bytes", "returned"}]}],
     "deployment": null or {"arena", "call_tree", "shared_arena",
        "pools": [{"name", "capacity", "alignment", "memory_space", "used"}],
        "entry_points": [{"name", "workspaces": {NAME: bytes}}],
        "arenas": [{"function", "workspace", "memory_space", "pool", "kind",
                    "bytes", "alignment", "entry", "symbol"}],
        "constants": [{"symbol", "alignment", "bytes",
                       "constants": [{"name", "type", "offset", "bytes"}]}],
        "inputs": [{"function", "argument", "workspace", "offset", "type",
                    "accessor"}],
        "notes": [...]}}

`pool` and `arena` (where the merged buffer lives: `alloc`, `global @SYM`,
`argument %NAME`, `block of the function's arena`) are null outside a
deployment run (docs/deployment.md).

`totals.arena` is the merged buffers only; `totals.allocated` is every byte
a call allocates: the merged buffers and the allocs left alone, the returned
ones aside (`totals.returned`), with `allocated_unknown` allocs of unknown
size not in it (`merge_alloc.report.totals`, docs/rewrite.md "What the
figures count"). A left-alone alloc's `bytes` is null when unknown;
`returned` marks a function's result (no warning is given for it).

`first`/`last` are inclusive ticks; `bytes` is what the buffer reserves
(all threads' slots for one hoisted out of `scf.forall`, see `threads`).
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import UnknownLoc
from xdsl.ir import Attribute, Block, Operation

from merge_alloc.analysis.trace import LifetimeTrace
from merge_alloc.diagnostics import UNKNOWN_POSITION, op_position
from merge_alloc.driver import MergeReport
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem
from merge_alloc.planning.traces import parse_named_trace_csv
from merge_alloc.report.totals import allocation_totals
from merge_alloc.source import source_site

FORMAT = "merge-alloc-plan/1"


@dataclass(frozen=True, slots=True)
class PlacedBuffer:
    """One merged alloc and where the planner put it."""

    name: str
    location: str | None
    type: str
    bytes: int
    alignment: int
    first: int
    last: int
    offset: int
    threads: int = 1
    """Slots side by side (one per thread of the `scf.forall` ops the alloc was
    hoisted out of); `bytes` covers all of them."""


@dataclass(frozen=True, slots=True)
class LeftAlone:
    """An alloc the pass did not merge."""

    name: str
    location: str | None
    type: str
    kind: str
    reason: str
    bytes: int | None = None
    """Its size (dynamic sizes at their bounds); None when unknown."""
    returned: bool = False
    """A result of its function: allocated for the caller."""


@dataclass(frozen=True, slots=True)
class ScopeReport:
    """One merged buffer: a scope block and memory space of one function."""

    index: int
    scope: str
    """The op owning the scope block, e.g. `func.func @mlp` or `scf.forall`."""
    memory_space: str | None
    alignment: int
    total: int
    lower_bound: int
    buffers: list[PlacedBuffer]
    pool: str | None = None
    """The memory pool of the arena (the `pools` option), if any."""
    arena: str | None = None
    """Where the merged buffer lives, in a deployment run."""


@dataclass(frozen=True, slots=True)
class FunctionReport:
    name: str
    scopes: list[ScopeReport] = field(default_factory=list[ScopeReport])
    left_alone: list[LeftAlone] = field(default_factory=list[LeftAlone])


@dataclass(frozen=True, slots=True)
class PlanReport:
    functions: list[FunctionReport]
    alignment: int
    """The granularity the plan was made with (the pass option `alignment`)."""
    source: str | None = None
    planner: str | None = None
    deployment: dict[str, Any] | None = None
    """`DeploymentReport.to_json()` of a deployment run (module docstring)."""
    merged_bytes: int | None = None
    """Bytes of the merged buffers as `merge_alloc.report.totals` counts them
    (a deployment's arenas); None: the scopes' totals."""
    introduced_dialects: list[str] = field(default_factory=list[str])
    """Dialects the pass added to the program (`MergeReport.introduced_dialects`)."""

    def scopes(self) -> list[tuple[str, ScopeReport]]:
        """Every scope with its function's name, in report order."""
        return [
            (function.name, scope)
            for function in self.functions
            for scope in function.scopes
        ]

    def to_json(self) -> dict[str, Any]:
        scopes = [scope for _, scope in self.scopes()]
        arena = sum(scope.total for scope in scopes)
        merged = arena if self.merged_bytes is None else self.merged_bytes
        kept = [a for f in self.functions for a in f.left_alone if not a.returned]
        returned = [a for f in self.functions for a in f.left_alone if a.returned]
        left_alone = sum(a.bytes or 0 for a in kept)
        return {
            "format": FORMAT,
            "source": self.source,
            "planner": self.planner,
            "alignment": self.alignment,
            "totals": {
                "arena": arena,
                "lower_bound": sum(scope.lower_bound for scope in scopes),
                "buffers": sum(len(scope.buffers) for scope in scopes),
                "allocated": merged + left_alone,
                "allocated_unknown": sum(1 for a in kept if a.bytes is None),
                "left_alone": left_alone,
                "returned": sum(a.bytes or 0 for a in returned),
            },
            "functions": [
                {
                    "name": function.name,
                    "scopes": [_scope_json(scope) for scope in function.scopes],
                    "left_alone": [
                        {
                            "name": alloc.name,
                            "location": alloc.location,
                            "type": alloc.type,
                            "kind": alloc.kind,
                            "reason": alloc.reason,
                            "bytes": alloc.bytes,
                            "returned": alloc.returned,
                        }
                        for alloc in function.left_alone
                    ],
                }
                for function in self.functions
            ],
            "deployment": self.deployment,
            "introduced_dialects": list(self.introduced_dialects),
        }

    @staticmethod
    def from_json(document: dict[str, Any]) -> PlanReport:
        if document.get("format") != FORMAT:
            raise ValueError(
                f"not a merge-alloc plan report (format {document.get('format')!r})"
            )
        functions = [
            FunctionReport(
                str(function["name"]),
                [_scope_from_json(scope) for scope in function["scopes"]],
                [LeftAlone(**alloc) for alloc in function.get("left_alone", [])],
            )
            for function in document["functions"]
        ]
        totals = cast(dict[str, Any], document.get("totals") or {})
        merged = None
        if "allocated" in totals:
            merged = int(totals["allocated"]) - int(totals["left_alone"])
        return PlanReport(
            functions,
            int(document["alignment"]),
            document.get("source"),
            document.get("planner"),
            document.get("deployment"),
            merged,
            [str(name) for name in document.get("introduced_dialects", [])],
        )


def _scope_json(scope: ScopeReport) -> dict[str, Any]:
    return {
        "index": scope.index,
        "scope": scope.scope,
        "memory_space": scope.memory_space,
        "alignment": scope.alignment,
        "total": scope.total,
        "lower_bound": scope.lower_bound,
        "pool": scope.pool,
        "arena": scope.arena,
        "buffers": [
            {
                "name": buffer.name,
                "location": buffer.location,
                "type": buffer.type,
                "bytes": buffer.bytes,
                "alignment": buffer.alignment,
                "first": buffer.first,
                "last": buffer.last,
                "offset": buffer.offset,
                "threads": buffer.threads,
            }
            for buffer in scope.buffers
        ],
    }


def _scope_from_json(scope: dict[str, Any]) -> ScopeReport:
    return ScopeReport(
        int(scope["index"]),
        str(scope["scope"]),
        scope.get("memory_space"),
        int(scope["alignment"]),
        int(scope["total"]),
        int(scope["lower_bound"]),
        [PlacedBuffer(**buffer) for buffer in scope["buffers"]],
        scope.get("pool"),
        scope.get("arena"),
    )


def location_text(op: Operation) -> str | None:
    """`file:line:col` of `op` (from its location attribute or, for IR read by
    the pass's parser, from the input text), another location as MLIR prints
    it, or None when nothing says where the op is."""
    position = op_position(op)
    if position != UNKNOWN_POSITION:
        return position
    if isinstance(op.location, UnknownLoc):
        return None
    return str(op.location)


def alloc_name(alloc: memref.AllocOp, ordinal: int) -> str:
    """The alloc's SSA name as the input spells it (`%alloc_3`), else its
    name hint (`%a0`), or `alloc #N` when the IR gave it none (numbered
    results such as `%0` in generic form): `N` counts the function's
    `memref.alloc` ops in walk order from 0."""
    site = source_site(alloc)
    if site is not None and (spelled := site.first_result_name) is not None:
        return spelled
    hint = alloc.memref.name_hint
    return f"%{hint}" if hint else f"alloc #{ordinal}"


def _scope_owner(block: Block) -> str:
    owner = block.parent_op()
    if owner is None:
        return "<detached block>"
    if isinstance(owner, func.FuncOp):
        return f"func.func @{owner.sym_name.data}"
    return owner.name


def _memory_space(space: Attribute | None) -> str | None:
    return None if space is None else str(space)


def scope_report(
    index: int,
    trace: LifetimeTrace,
    schedule: MemorySchedule,
    alignment: int,
    ordinals: dict[memref.AllocOp, int] | None = None,
    *,
    pool: str | None = None,
    arena: str | None = None,
) -> ScopeReport:
    """One planned trace as a report entry; `alignment` is the granularity,
    `ordinals` numbers the function's allocs for those without a name."""
    problem: PlanningProblem = trace.problem(alignment)
    ordinals = ordinals or {}
    buffers = [
        PlacedBuffer(
            name=alloc_name(traced.alloc, ordinals.get(traced.alloc, -1)),
            location=location_text(traced.alloc),
            type=str(traced.alloc.memref.type),
            bytes=traced.size,
            alignment=traced.alignment,
            first=traced.first,
            last=traced.last,
            offset=schedule.offsets[buffer.id],
            threads=traced.size // traced.slot_size if traced.slot_size else 1,
        )
        for traced, buffer in zip(trace.buffers, problem.buffers, strict=True)
    ]
    return ScopeReport(
        index=index,
        scope=_scope_owner(trace.scope),
        memory_space=_memory_space(trace.memory_space),
        alignment=trace.alignment,
        total=schedule.total,
        lower_bound=problem.lower_bound(),
        buffers=buffers,
        pool=pool,
        arena=arena,
    )


def plan_report(
    report: MergeReport,
    alignment: int,
    *,
    source: str | None = None,
    planner: str | None = None,
) -> PlanReport:
    """The plan report of one run of the pass.

    `alignment` is the pass option the run used (the granularity the lower
    bound is computed with); `source` and `planner` are recorded as given,
    `source` by default the file the module was read from (when read by the
    pass's `SourceParser`, as `xdsl-opt` does with `report=`).
    An analysis-only run has traces but no schedules: its functions list only
    the allocs left alone.
    """
    # Traces compare by identity (`LifetimeTrace` has eq=False): keyed by
    # the planned trace itself.
    schedules = {scope.trace: scope.schedule for scope in report.planned}
    totals = allocation_totals(report)
    functions: list[FunctionReport] = []
    for function_trace in report.functions:
        function = FunctionReport(function_trace.function.sym_name.data)
        ordinals = {
            record.alloc: ordinal
            for ordinal, record in enumerate(function_trace.records)
        }
        for index, trace in enumerate(function_trace.traces):
            schedule = schedules.get(trace)
            if schedule is None:
                continue
            deployment = report.deployment
            function.scopes.append(
                scope_report(
                    index,
                    trace,
                    schedule,
                    alignment,
                    ordinals,
                    pool=None if deployment is None else deployment.pool_of(trace),
                    arena=None if deployment is None else deployment.arena_of(trace),
                )
            )
        kept = totals.functions[len(functions)]
        sizes = {a.record.alloc: a.bytes for a in (*kept.left_alone, *kept.returned)}
        for record in function_trace.records:
            if record.rejection is None:
                continue
            function.left_alone.append(
                LeftAlone(
                    name=alloc_name(record.alloc, ordinals[record.alloc]),
                    location=location_text(record.alloc),
                    type=str(record.alloc.memref.type),
                    kind=record.rejection.kind.value,
                    reason=record.rejection.reason,
                    bytes=sizes[record.alloc],
                    returned=record.rejection.returned,
                )
            )
        functions.append(function)
    deployment = None if report.deployment is None else report.deployment.to_json()
    if source is None:
        source = input_name(report)
    return PlanReport(
        functions,
        alignment,
        source,
        planner,
        deployment,
        totals.merged,
        list(report.introduced_dialects),
    )


def input_name(report: MergeReport) -> str | None:
    """The name of the file the planned functions were parsed from, if a
    `SourceParser` read them (None for `<unknown>` or a built module)."""
    for function_trace in report.functions:
        site = source_site(function_trace.function)
        if site is not None and site.text.input.name != "<unknown>":
            return site.text.input.name
    return None


def plan_report_text(report: PlanReport) -> str:
    """The report as `write_plan_report` writes it (JSON)."""
    return json.dumps(report.to_json(), indent=2) + "\n"


def write_plan_report(path: str | Path, report: PlanReport) -> None:
    Path(path).write_text(plan_report_text(report))


def read_plan_report(path: str | Path) -> PlanReport:
    document = json.loads(Path(path).read_text())
    if not isinstance(document, dict):
        raise ValueError(f"{path}: not a plan report (a JSON object expected)")
    return PlanReport.from_json(cast(dict[str, Any], document))


def read_offsets_csv(text: str) -> dict[str, int]:
    """`id,offset` rows (what `python -m merge_alloc.bench plan --offsets`
    writes) as a mapping from the id as written to the offset."""
    reader = csv.reader(io.StringIO(text))
    no_header: list[str] = []
    header = [cell.strip() for cell in next(reader, no_header)]
    if "id" not in header or "offset" not in header:
        raise ValueError("offsets CSV needs the columns id,offset")
    id_column, offset_column = header.index("id"), header.index("offset")
    offsets: dict[str, int] = {}
    for line_number, row in enumerate(reader, start=2):
        if not row or all(not cell.strip() for cell in row):
            continue
        try:
            offsets[row[id_column].strip()] = int(row[offset_column])
        except (IndexError, ValueError) as error:
            raise ValueError(f"line {line_number}: bad row {row!r}") from error
    return offsets


def plan_report_from_csv(
    trace_text: str,
    offsets_text: str,
    alignment: int = 1,
    *,
    name: str = "trace",
    planner: str | None = None,
) -> PlanReport:
    """A one-scope report of a planning-bench trace planned elsewhere.

    The arena is the highest end of a buffer; buffers are named by their id
    column. Raises `ValueError` when a buffer has no offset.
    """
    buffers, names = parse_named_trace_csv(trace_text)
    offsets = read_offsets_csv(offsets_text)
    missing = [label for label in names if label not in offsets]
    if missing:
        raise ValueError(f"no offset for buffer(s) {', '.join(missing[:5])}")
    placed = [
        PlacedBuffer(
            name=label,
            location=None,
            type="",
            bytes=buffer.size,
            alignment=alignment,
            first=buffer.first,
            last=buffer.last,
            offset=offsets[label],
        )
        for label, buffer in zip(names, buffers, strict=True)
    ]
    scope = ScopeReport(
        index=0,
        scope="trace",
        memory_space=None,
        alignment=alignment,
        total=max((b.offset + b.bytes for b in placed), default=0),
        lower_bound=PlanningProblem(buffers, alignment).lower_bound(),
        buffers=placed,
    )
    return PlanReport([FunctionReport(name, [scope])], alignment, name, planner)
