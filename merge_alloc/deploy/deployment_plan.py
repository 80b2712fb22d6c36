"""The plan of a deployment run: every decision, taken before any rewrite.

`plan_deployment(root, options)` analyses the whole module and returns a
`DeploymentPlan`; `merge_alloc.deploy.deployment_rewrite` applies it. Every
entry of the plan names the IR it is about by the IR objects themselves
(allocs, calls, blocks, functions), never by `id()`.

Functions are analysed callees first (`CallGraph.bottom_up`): a caller's plan
needs the sizes of its callees' workspaces, which are numbers the callees'
plans give. For each function:

1. its role (where its arena lives: `Role`);
2. analysis stand-ins so that the tracer sees what the deployment will make
   of the IR: a block per callee workspace at each call (`call_workspaces`),
   returned buffers and inputs as ordinary buffers (`io_buffers`);
3. the trace; with a static arena, the nested arenas that can be lifted are
   planned, and the function's trace with them lifted is computed on a
   scratch copy of the function (`lifted_trace`, which says why a copy);
4. its function-level traces planned in their memory pools (`pools`);
5. the stand-ins taken out again (`BlockProvider.withdraw`, ...).

Then the placement of every function-level arena (the globals' symbols, the
workspace arguments and the published sizes, shared sizes with
`shared-arena`) and, with `pack-constants`, the constants' layout. Every
error and warning of the run is raised or logged here. The tracer is a
replaceable stage that reads IR, so the stand-ins are IR for the time of the
analysis; the module is left exactly as found (same ops, same objects) when
the analysis returns or raises.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field, replace
from enum import Enum

from xdsl.dialects import builtin, func
from xdsl.ir import Attribute, Operation

from merge_alloc.analysis.alias import BufferAliases, CallSummaries
from merge_alloc.analysis.callgraph import CallGraph, FunctionNode
from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace
from merge_alloc.analysis.walk import walk
from merge_alloc.deploy.arena import symbol_names, unique_symbol
from merge_alloc.deploy.arena_lifting import check_lifted_size, lifting_chain
from merge_alloc.deploy.call_workspaces import BlockProvider, Workspace, said_at_call
from merge_alloc.deploy.constants_pool import ConstantsLayout, plan_constants
from merge_alloc.deploy.deployment_report import ArenaPlacement, DeploymentReport
from merge_alloc.deploy.io_buffers import (
    InputsInWorkspace,
    OutputsInWorkspace,
    freed_results,
    open_inputs,
    open_outputs,
)
from merge_alloc.deploy.lifted_trace import LiftedArena, trace_after_lifting
from merge_alloc.deploy.pools import (
    PooledTrace,
    plan_in_pools,
    pools_of_space,
    space_key,
)
from merge_alloc.diagnostics import MergeAllocError, diagnostic_line
from merge_alloc.options import MergeAllocOptions, Pool, parse_pools
from merge_alloc.planning.problem import MemorySchedule
from merge_alloc.rewrite.merged_buffer import rewrite_scope, rewrite_scope_with
from merge_alloc.rewrite.symbolic_offsets import (
    SymbolicScope,
    arena_at,
    bound_sizes,
    dynamic_dimensions,
    plan_symbolic,
)
from merge_alloc.stages import (
    PlannedScope,
    check_index_width,
    plan_scope,
    report_unsupported,
)

logger = logging.getLogger("merge_alloc")

ARENA_PREFIX = "__merge_alloc_"
"""Prefix of the globals holding arenas (`arena=global`)."""


class Role(Enum):
    """Where a function's own arena lives."""

    ALLOC = "alloc"
    """A run-time `memref.alloc` (the default, or activations the pass cannot see)."""
    GLOBAL = "global"
    ARGUMENT = "argument"
    """A workspace argument its callers in the module provide as a block that
    is theirs for their whole scope (or an outside caller provides)."""
    CALLEE = "callee"
    """A workspace argument, planned as a block of each caller's arena live
    only during the call (whole-module planning)."""

    @property
    def takes_workspace(self) -> bool:
        return self in (Role.ARGUMENT, Role.CALLEE)


def workspace_name(space: Attribute | None, pool: Pool | None) -> str:
    """The pool's name, `workspace` for the default memory space, else
    `workspace_spaceN` for the integer space N or `workspace_NAME` for
    `#gpu.address_space<NAME>` (other characters as `_`)."""
    if pool is not None:
        return pool.name
    key = space_key(space)
    if key is None:
        return "workspace"
    if key.isdigit():
        return f"workspace_space{key}"
    return "workspace_" + re.sub(r"\W", "_", key)


@dataclass(frozen=True, slots=True, eq=False)
class ScopePlan:
    """One trace (or its part in one pool) and its schedule."""

    part: PooledTrace
    at_function: bool
    """The trace is of the function's own block: its merged buffer is the
    function's arena (or one of them)."""
    symbolic: SymbolicScope | None = None
    """Its offsets and arena as expressions of the dynamic sizes
    (`symbolic-offsets`, docs/dynamic-shapes.md): its merged buffer is a
    `memref<?xi8>` and, for a workspace argument, `@NAME_workspace_bytes`
    takes the sizes."""

    @property
    def merged_type(self) -> builtin.MemRefType:
        """The type of the merged buffer the mutator creates."""
        space = self.part.trace.memory_space or builtin.NoneAttr()
        size = builtin.DYNAMIC_INDEX if self.symbolic else self.part.schedule.total
        return builtin.MemRefType(builtin.i8, [size], builtin.NoneAttr(), space)


@dataclass(frozen=True, slots=True)
class ArenaDecision:
    """Where one function-level merged buffer goes."""

    workspace: Workspace
    scope: ScopePlan
    """The scope whose merged buffer it is."""
    kind: str
    """`global`, `argument` or `alloc` (stays a run-time allocation)."""
    arena_type: builtin.MemRefType
    """The global's or the argument's type (maybe larger than the merged
    buffer: an arena shared by several entry points)."""
    alignment: int
    symbol: str | None = None
    """The global (`global`)."""
    new_global: bool = False
    """This decision creates the global (not shared with an earlier one)."""
    published: str | None = None
    """`@NAME` returning the workspace's bytes (`argument`)."""
    size_parameters: tuple[tuple[int, int], ...] = ()
    """With a symbolic arena (`scope.symbolic`): the (argument, dimension)
    each parameter of `@NAME` stands for, every dynamic dimension of the
    function's shaped arguments in argument order, then dimension order."""
    bytes: int = 0
    """The workspace's bytes; with a symbolic arena, the most
    `@NAME(sizes...)` returns (at the bounds)."""


@dataclass(slots=True, eq=False)
class FunctionPlan:
    """Everything decided for one function."""

    node: FunctionNode
    role: Role
    blocks: BlockProvider
    """The callees' workspace blocks of its calls (detached until applied)."""
    inputs: InputsInWorkspace | None
    """Its arguments moved into its workspace (`inputs-in-workspace`)."""
    lifted: list[LiftedArena]
    """Its nested arenas lifted into its own, in rewrite order."""
    scopes: list[ScopePlan]
    """Every other trace, in rewrite order."""
    arenas: list[ArenaDecision] = field(default_factory=list[ArenaDecision])
    """Its function-level arenas, in workspace-argument order."""
    input_symbols: list[str] = field(default_factory=list[str])
    """`@NAME_input_K` per moved argument, in `inputs` order."""


@dataclass(slots=True, eq=False)
class DeploymentPlan:
    """A deployment run's decisions (module docstring)."""

    root: builtin.ModuleOp
    options: MergeAllocOptions
    functions: list[FunctionPlan]
    """Callees first."""
    constants: list[ConstantsLayout]
    traces: list[FunctionTrace]
    """What the analysis found, per function (in the module's order)."""
    planned: list[PlannedScope]
    """Every planned trace with its schedule, in rewrite order."""
    report: DeploymentReport


def mutate(
    options: MergeAllocOptions,
    trace: LifetimeTrace,
    schedule: MemorySchedule,
    symbolic: SymbolicScope | None,
) -> None:
    """Rewrite one trace with the options' mutator; the built-in one writes
    the symbolic layout the plan decided (`ScopePlan.symbolic`), never one
    of its own: a lifted arena or a callee's workspace must stay static."""
    if options.mutator is rewrite_scope:
        rewrite_scope_with(trace, schedule, symbolic)
    else:
        assert options.mutator is not None
        options.mutator(trace, schedule, options)


def plan_deployment(
    root: builtin.ModuleOp, options: MergeAllocOptions
) -> DeploymentPlan:
    """Analyse and plan the deployment of `root` (module docstring)."""
    return _Analysis(root, options).run()


class _Analysis:
    def __init__(self, root: builtin.ModuleOp, options: MergeAllocOptions) -> None:
        assert options.tracer is not None and options.mutator is not None
        self.root = root
        self.options = options
        self.pools = parse_pools(options.pools)
        self.graph = CallGraph(root)
        self.workspaces: dict[FunctionNode, list[Workspace]] = {}
        self.outputs_placed: set[FunctionNode] = set()
        self.traces: dict[FunctionNode, FunctionTrace] = {}
        self.planned: list[PlannedScope] = []
        self.functions: list[FunctionPlan] = []
        self.report = DeploymentReport(
            options.arena, options.call_tree, options.shared_arena, self.pools
        )

    def run(self) -> DeploymentPlan:
        for node in self.graph.bottom_up():
            self.functions.append(self._function(node))
        taken = self._place_arenas()
        constants: list[ConstantsLayout] = []
        if self.options.pack_constants:
            modules = [op for op in walk(self.root) if isinstance(op, builtin.ModuleOp)]
            for module in modules:
                names = taken.get(module)
                layout = plan_constants(
                    module,
                    self.options.constants_alignment,
                    self.options.index_bitwidth,
                    symbol_names(module) if names is None else names,
                )
                if layout is not None:
                    constants.append(layout)
                    self.report.constants.append(layout.area_report())
        traces = [self.traces[node] for node in self.graph.nodes.values()]
        return DeploymentPlan(
            self.root,
            self.options,
            self.functions,
            constants,
            traces,
            self.planned,
            self.report,
        )

    # -- one function ------------------------------------------------------------

    def _role(self, node: FunctionNode) -> tuple[Role, str | None]:
        """The function's role and, when it keeps a run-time arena although
        the options asked for more, why."""
        options = self.options
        reason = node.unknown_activations
        in_tree = options.call_tree and not node.is_entry
        if reason is not None:
            return Role.ALLOC, reason if options.arena != "alloc" or in_tree else None
        if in_tree:
            return Role.CALLEE, None
        if options.arena == "alloc":
            return Role.ALLOC, None
        if options.arena == "global":
            if node.concurrent:
                return Role.ALLOC, (
                    "it may run concurrently with itself (it is called from a "
                    "parallel region)"
                )
            return Role.GLOBAL, None
        return Role.ARGUMENT, None

    def _plan(
        self,
        trace: LifetimeTrace,
        function: func.FuncOp,
        granularity: int,
        provider: BlockProvider | None = None,
        *,
        final: bool = True,
    ) -> MemorySchedule:
        try:
            return plan_scope(
                trace,
                function,
                replace(self.options, alignment=granularity),
                final=final,
            )
        except MergeAllocError as error:
            raise said_at_call(error, provider) from error

    def _check_width(
        self,
        part: PooledTrace,
        function: func.FuncOp,
        provider: BlockProvider,
    ) -> None:
        """A pool's final schedule must fit the index width (its trial plans
        before spilling need not)."""
        try:
            check_index_width(
                part.trace, part.schedule, function, self.options.index_bitwidth
            )
        except MergeAllocError as error:
            raise said_at_call(error, provider) from error

    def _aliases(self, function: func.FuncOp) -> BufferAliases:
        """The aliases in `function`. Calls to functions already planned with
        workspaces are taken conservatively (a result may alias any operand,
        its workspace block included): their plans pass them blocks their
        bodies do not show yet."""
        calls = CallSummaries(self.root, [node.name for node in self.workspaces])
        return BufferAliases(function, calls)

    def _trace(self, function: func.FuncOp, aliases: BufferAliases) -> FunctionTrace:
        assert self.options.tracer is not None
        return self.options.tracer(function, aliases, self.options)

    def _note(self, op: Operation, message: str) -> None:
        """A deployment the pass could not make as asked: an error on `op`
        under `strict`, else a warning line located at `op`."""
        if self.options.strict:
            raise MergeAllocError(op, message)
        self.report.notes.append(message)
        logger.warning("%s", diagnostic_line("warning", op, message))

    def _open_outputs(
        self, node: FunctionNode, role: Role
    ) -> OutputsInWorkspace | None:
        """The returned buffers of `node` planned in its workspace, unless
        it is a callee whose caller may free a result (`freed_results`):
        then they stay real allocations, with a note."""
        freed = freed_results(node) if role is Role.CALLEE else None
        if freed is not None:
            self._note(node.function, freed)
            return None
        return open_outputs(node.function)

    def _provide_blocks(self, node: FunctionNode, provider: BlockProvider) -> None:
        for call in node.calls:
            callee = self.graph.callee(call)
            workspaces = self.workspaces.get(callee)
            if workspaces:
                provider.provide(
                    call,
                    callee.name,
                    workspaces,
                    as_operands=callee in self.outputs_placed,
                )

    def _function(self, node: FunctionNode) -> FunctionPlan:
        options = self.options
        role, _ = self._role(node)
        provider = BlockProvider(per_call=options.call_tree)
        outputs: OutputsInWorkspace | None = None
        inputs: InputsInWorkspace | None = None
        try:
            self._provide_blocks(node, provider)
            if (
                options.outputs_in_workspace
                and role is not Role.ALLOC
                and (node.is_entry or role is Role.CALLEE)
            ):
                outputs = self._open_outputs(node, role)
            if (
                options.inputs_in_workspace
                and role in (Role.GLOBAL, Role.ARGUMENT)
                and node.is_entry
            ):
                inputs = open_inputs(node.function, options.index_bitwidth)
            return self._analyse(node, provider, outputs, inputs)
        finally:
            if inputs is not None:
                inputs.withdraw()
            if outputs is not None:
                outputs.restore()
            provider.withdraw()

    def _analyse(
        self,
        node: FunctionNode,
        provider: BlockProvider,
        outputs: OutputsInWorkspace | None,
        inputs: InputsInWorkspace | None,
    ) -> FunctionPlan:
        options = self.options
        function = node.function
        role, reason = self._role(node)
        pinned = {
            alloc: workspace.pool
            for call_blocks in provider.calls
            for alloc, workspace in zip(
                call_blocks.allocs,
                self.workspaces[self.graph.callee(call_blocks.call)],
                strict=True,
            )
            if workspace.pool is not None
        }
        aliases = self._aliases(function)
        if inputs is not None and inputs.drop_written(aliases):
            aliases = self._aliases(function)
        first = self._trace(function, aliases)
        if inputs is not None:
            inputs.keep_planned(first)
        report_unsupported(self.root, [first], options.strict)
        if outputs is not None:
            returned = outputs.returned_allocs(aliases)
            if any(
                record.rejection is None
                for record in first.records
                if record.alloc in returned
            ):
                self.outputs_placed.add(node)
        entry_block = function.body.blocks[0]
        report_traces: list[LifetimeTrace] = []
        lifted = self._lift_nested(node, first) if role is not Role.ALLOC else []
        for lift in lifted:
            self.planned.append(PlannedScope(lift.trace, lift.schedule))
            report_traces.append(lift.trace)
            self.report.lifted.add(lift.trace)
        final = first.traces
        if any(lift.trace.buffers for lift in lifted):
            assert options.mutator is not None
            final = trace_after_lifting(
                function,
                lifted,
                lambda trace, schedule: mutate(options, trace, schedule, None),
                lambda: self._trace(function, self._aliases(function)),
            )
        scopes: list[ScopePlan] = []
        arenas: list[tuple[Workspace, ScopePlan]] = []
        for trace in final:
            at_function = trace.scope is entry_block
            if at_function:
                pooled = plan_in_pools(
                    trace,
                    pools_of_space(self.pools, trace.memory_space),
                    pinned,
                    lambda part, granularity: self._plan(
                        part, function, granularity, provider, final=False
                    ),
                    options.alignment,
                    function,
                )
            else:
                schedule = self._plan(trace, function, options.alignment, provider)
                pooled = [PooledTrace(None, trace, schedule)]
            for part in pooled:
                if at_function:
                    self._check_width(part, function, provider)
                scope = ScopePlan(
                    part, at_function, self._symbolic(node, role, part, at_function)
                )
                scopes.append(scope)
                self.planned.append(PlannedScope(part.trace, part.schedule))
                report_traces.append(part.trace)
                if part.pool is not None:
                    self.report.trace_pools[part.trace] = part.pool.name
                if not at_function or not part.trace.buffers:
                    continue
                name = workspace_name(trace.memory_space, part.pool)
                self.report.trace_arenas[part.trace] = (node.name, name)
                workspace = Workspace(
                    name,
                    trace.memory_space,
                    part.pool.name if part.pool is not None else None,
                    part.schedule.total,
                    part.trace.alignment,
                )
                arenas.append((workspace, scope))
        if arenas and reason is not None:
            self._note(function, f"@{node.name} keeps a run-time arena: {reason}")
        arenas.sort(key=lambda item: self._workspace_order(item[0]))
        if role.takes_workspace and arenas:
            self.workspaces[node] = [workspace for workspace, _ in arenas]
        self.traces[node] = FunctionTrace(function, first.records, report_traces)
        plan = FunctionPlan(node, role, provider, inputs, lifted, scopes)
        plan.arenas = [
            ArenaDecision(
                workspace, scope, "alloc", workspace.type, workspace.alignment
            )
            for workspace, scope in arenas
        ]
        return plan

    def _symbolic(
        self, node: FunctionNode, role: Role, part: PooledTrace, at_function: bool
    ) -> SymbolicScope | None:
        """The symbolic form of one planned trace, when `symbolic-offsets`
        asks for it and its merged buffer may have a run-time size: a nested
        scope that keeps its run-time arena, a function's run-time arena, or
        an entry point's workspace argument (its caller sizes it with
        `@NAME_workspace_bytes(sizes...)`). A function the module calls
        gets blocks of its callers' arenas, sized in their plans: the plan
        at the bound. Only the built-in mutator writes symbolic offsets."""
        options = self.options
        if not options.symbolic_offsets or options.mutator is not rewrite_scope:
            return None
        if at_function and not (
            role is Role.ALLOC or (role is Role.ARGUMENT and node.is_entry)
        ):
            return None
        return plan_symbolic(part.trace, part.schedule, options)

    def _workspace_order(self, workspace: Workspace) -> tuple[bool, str, int]:
        key = space_key(workspace.memory_space)
        names = [pool.name for pool in self.pools]
        position = names.index(workspace.pool) if workspace.pool in names else -1
        return (key is not None, key or "", position)

    def _lift_nested(
        self, node: FunctionNode, trace: FunctionTrace
    ) -> list[LiftedArena]:
        """The nested arenas that can be lifted, planned; a note for each
        that cannot."""
        function = node.function
        entry_block = function.body.blocks[0]
        lifted: list[LiftedArena] = []
        # Planned at the alignment the function's arena will have, so that
        # every view of the arena sits at a multiple of it (the slots and
        # the block are aligned to it too).
        granularity = max(
            [self.options.alignment]
            + [buffer.alignment for t in trace.traces for buffer in t.buffers]
            + [pool.alignment for pool in self.pools]
        )
        for nested in trace.traces:
            if nested.scope is entry_block:
                continue
            scope_op = nested.scope.parent_op()
            assert scope_op is not None
            chain = lifting_chain(scope_op, function)
            if isinstance(chain, str):
                self._note(
                    scope_op,
                    f"in @{node.name}: its arena stays a run-time allocation: {chain}",
                )
                continue
            loops, outermost = chain
            kind = scope_op.name.rsplit(".", 1)[-1]
            schedule = self._plan(nested, function, granularity)
            width = self.options.index_bitwidth
            check_lifted_size(scope_op, schedule.total, loops, granularity, width)
            lifted.append(
                LiftedArena(
                    nested,
                    schedule,
                    loops,
                    outermost,
                    granularity,
                    f"{kind}_arena",
                )
            )
        return lifted

    # -- after every function ------------------------------------------------------

    def _shared_sizes(self) -> dict[str, tuple[int, int]]:
        """Per workspace name, the (bytes, alignment) an arena shared by every
        entry point needs."""
        shared: dict[str, tuple[int, int]] = {}
        if not self.options.shared_arena:
            return shared
        for plan in self.functions:
            if not plan.node.is_entry or plan.role not in (Role.GLOBAL, Role.ARGUMENT):
                continue
            for arena in plan.arenas:
                workspace = arena.workspace
                size, alignment = shared.get(workspace.name, (0, 1))
                shared[workspace.name] = (
                    max(size, workspace.size),
                    max(alignment, workspace.alignment),
                )
        return shared

    def _place_arenas(self) -> dict[Operation, set[str]]:
        """Decide every function-level arena's place and the symbols the
        run adds; the symbols of each module, those included."""
        shared = self._shared_sizes()
        taken: dict[Operation, set[str]] = {}
        shared_globals: dict[tuple[Operation, str], str] = {}
        for plan in self.functions:
            node, role = plan.node, plan.role
            function = node.function
            module = function.parent_op()
            assert module is not None
            names = taken.setdefault(module, symbol_names(module))
            is_shared = self.options.shared_arena and node.is_entry
            decided: list[ArenaDecision] = []
            for arena in plan.arenas:
                workspace = arena.workspace
                size, alignment = workspace.size, workspace.alignment
                if is_shared and workspace.name in shared:
                    size, alignment = shared[workspace.name]
                arena_type = replace(workspace, size=size).type
                symbolic = arena.scope.symbolic if role.takes_workspace else None
                parameters: tuple[tuple[int, int], ...] = ()
                if symbolic is not None:
                    arena_type = arena.scope.merged_type
                    parameters = dynamic_dimensions(function)
                    bounds = bound_sizes(symbolic)
                    if bounds is not None:
                        size = arena_at(symbolic, bounds)
                # A run-time arena (`alloc`) keeps the merged buffer's size.
                if role is Role.GLOBAL:
                    key = (module, workspace.name)
                    symbol = shared_globals.get(key) if is_shared else None
                    new_global = symbol is None
                    if symbol is None:
                        base = (
                            f"{ARENA_PREFIX}shared_{workspace.name}"
                            if is_shared
                            else f"{ARENA_PREFIX}{node.name}_{workspace.name}"
                        )
                        symbol = unique_symbol(names, base)
                        if is_shared:
                            shared_globals[key] = symbol
                    arena = ArenaDecision(
                        workspace,
                        arena.scope,
                        "global",
                        arena_type,
                        alignment,
                        symbol=symbol,
                        new_global=new_global,
                        bytes=size,
                    )
                elif role.takes_workspace:
                    published = f"{node.name}_{workspace.name}_bytes"
                    self._claim(
                        function,
                        names,
                        published,
                        f"cannot publish the workspace size as @{published}",
                    )
                    arena = ArenaDecision(
                        workspace,
                        arena.scope,
                        "argument",
                        arena_type,
                        alignment,
                        published=published,
                        size_parameters=parameters,
                        bytes=size,
                    )
                decided.append(arena)
                self._record(node, arena)
            plan.arenas = decided
            if plan.inputs is not None:
                for index, _, _ in plan.inputs.inputs:
                    symbol = f"{node.name}_input_{index}"
                    self._claim(
                        function,
                        names,
                        symbol,
                        f"cannot publish where input {index} goes as @{symbol}",
                    )
                    plan.input_symbols.append(symbol)
        return taken

    @staticmethod
    def _claim(function: func.FuncOp, names: set[str], symbol: str, what: str) -> None:
        if symbol in names:
            raise MergeAllocError(function, f"{what}: the symbol exists")
        names.add(symbol)

    def _record(self, node: FunctionNode, arena: ArenaDecision) -> None:
        space = arena.workspace.memory_space
        self.report.arenas.append(
            ArenaPlacement(
                function=node.name,
                workspace=arena.workspace.name,
                memory_space=None if space is None else str(space),
                pool=arena.workspace.pool,
                kind=arena.kind,
                bytes=arena.bytes or arena.arena_type.get_shape()[0],
                alignment=arena.alignment,
                entry=node.is_entry,
                symbol=arena.symbol,
            )
        )
