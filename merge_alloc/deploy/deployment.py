"""A deployment run: static arenas, whole-module planning, pools, constants.

`deploy(root, options)` replaces the driver's flow when any option of
docs/deployment.md is set. Functions are processed callees first
(`CallGraph.bottom_up`), because a caller's plan needs the sizes of its
callees' workspaces. For each function:

1. every call to a function whose arena is a workspace argument gets its
   blocks (`call_workspaces`);
2. with `outputs-in-workspace`, its returned buffers become plannable
   (`io_buffers`);
3. it is analysed; with a static arena, its nested arenas are planned,
   rewritten and lifted into blocks of the function's arena (`lifting`),
   and the function is analysed again;
4. its function-level traces are planned in their memory pools (`pools`) and
   everything is rewritten by the mutator;
5. the temporary IR of steps 1-2 is removed.

When every function is done, the function-level merged buffers move to their
globals or workspace arguments (`arena`), the workspace sizes are published,
and with `pack-constants` the constants are packed (`constants`).

Unlike the driver's flow, planning a caller needs its callees rewritten
first, so the module is snapshotted and restored if anything fails: a
diagnostic still leaves the module exactly as it was.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from enum import Enum

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Attribute, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.alias import BufferAliases, CallSummaries
from merge_alloc.analysis.callgraph import CallGraph, FunctionNode
from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace
from merge_alloc.deploy.arena import (
    INPUT_ATTR,
    WORKSPACES_ATTR,
    append_arguments,
    arena_global,
    input_accessor,
    new_merged_buffer,
    read_argument,
    read_global,
    symbol_names,
    unique_symbol,
    workspace_bytes_function,
)
from merge_alloc.deploy.arena_lifting import flatten_views, lift_arena, lifting_chain
from merge_alloc.deploy.call_workspaces import BlockProvider, CallBlocks, Workspace
from merge_alloc.deploy.constants_pool import pack_constants
from merge_alloc.deploy.deployment_report import (
    ArenaPlacement,
    DeploymentReport,
    PlacedInput,
)
from merge_alloc.deploy.io_buffers import InputsInWorkspace, open_inputs, open_outputs
from merge_alloc.deploy.pools import (
    PooledTrace,
    plan_in_pools,
    pools_of_space,
    space_key,
)
from merge_alloc.diagnostics import MergeAllocError, diagnostic_line
from merge_alloc.dialects import constant_index_value
from merge_alloc.options import MergeAllocOptions, Pool, parse_pools
from merge_alloc.planning.problem import MemorySchedule
from merge_alloc.rewrite.snapshot import restore_regions
from merge_alloc.schedules import PlannedScope, plan_scope, report_unsupported

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


@dataclass(slots=True)
class _Placement:
    """The function-level merged buffers of one function, to be placed."""

    node: FunctionNode
    role: Role
    arenas: list[tuple[Workspace, memref.AllocOp]]
    inputs: InputsInWorkspace | None = None


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


@dataclass(frozen=True, slots=True)
class Deployed:
    """What a deployment run found and did (the driver's `MergeReport` is
    built from it)."""

    functions: list[FunctionTrace]
    planned: list[PlannedScope]
    report: DeploymentReport


def deploy(root: Operation, options: MergeAllocOptions) -> Deployed:
    """Plan and merge every function under `root` (a module) as a deployment."""
    if not isinstance(root, builtin.ModuleOp):
        raise MergeAllocError(root, "deployment options need a whole module")
    snapshot = root.clone()
    try:
        return _Deployment(root, options).run()
    except Exception:
        restore_regions(root, snapshot)
        raise


class _Deployment:
    def __init__(self, root: builtin.ModuleOp, options: MergeAllocOptions) -> None:
        assert options.tracer is not None and options.mutator is not None
        self.root = root
        self.options = options
        self.pools = parse_pools(options.pools)
        self.graph = CallGraph(root)
        self.workspaces: dict[FunctionNode, list[Workspace]] = {}
        self.outputs_placed: set[FunctionNode] = set()
        self.functions: dict[FunctionNode, FunctionTrace] = {}
        self.planned: list[PlannedScope] = []
        self.placements: list[_Placement] = []
        self.report = DeploymentReport(
            options.arena, options.call_tree, options.shared_arena, self.pools
        )

    def run(self) -> Deployed:
        for node in self.graph.bottom_up():
            self._process(node)
        self._place_arenas()
        if self.options.pack_constants:
            modules = [
                op for op in self.root.walk() if isinstance(op, builtin.ModuleOp)
            ]
            for module in modules:
                area = pack_constants(
                    module,
                    self.options.constants_alignment,
                    self.options.index_bitwidth,
                )
                if area is not None:
                    self.report.constants.append(area)
        functions = [self.functions[node] for node in self.graph.nodes.values()]
        return Deployed(functions, self.planned, self.report)

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
        self, trace: LifetimeTrace, function: func.FuncOp, granularity: int
    ) -> MemorySchedule:
        return plan_scope(trace, function, replace(self.options, alignment=granularity))

    def _mutate(
        self, trace: LifetimeTrace, schedule: MemorySchedule, want_buffer: bool
    ) -> memref.AllocOp | None:
        """Rewrite one trace; the merged buffer it created when asked for."""
        assert self.options.mutator is not None
        known = set(trace.scope.ops) if want_buffer else set[Operation]()
        self.options.mutator(trace, schedule, self.options)
        self.planned.append(PlannedScope(trace, schedule))
        if not want_buffer or not trace.buffers:
            return None
        space = trace.memory_space or builtin.NoneAttr()
        merged_type = builtin.MemRefType(
            builtin.i8, [schedule.total], builtin.NoneAttr(), space
        )
        return new_merged_buffer(trace.scope, known, merged_type)

    def _call_summaries(self) -> CallSummaries:
        """Calls to functions already deployed are taken conservatively (a
        result may alias any operand, its workspace block included): their
        bodies do not show yet what they will return."""
        return CallSummaries(self.root, [node.name for node in self.workspaces])

    def _note(self, op: Operation, message: str) -> None:
        """A deployment the pass could not make as asked: an error on `op`
        under `strict`, else a warning line located at `op`."""
        if self.options.strict:
            raise MergeAllocError(op, message)
        self.report.notes.append(message)
        logger.warning("%s", diagnostic_line("warning", op, message))

    def _provide_blocks(
        self, node: FunctionNode
    ) -> tuple[BlockProvider, list[CallBlocks]]:
        provider = BlockProvider(per_call=self.options.call_tree)
        blocks: list[CallBlocks] = []
        for call in node.calls:
            callee = self.graph.callee(call)
            workspaces = self.workspaces.get(callee)
            if workspaces:
                blocks.append(
                    provider.provide(
                        call,
                        callee.name,
                        workspaces,
                        as_operands=callee in self.outputs_placed,
                    )
                )
        return provider, blocks

    def _process(self, node: FunctionNode) -> None:
        options = self.options
        assert options.tracer is not None
        function = node.function
        role, reason = self._role(node)
        provider, blocks = self._provide_blocks(node)
        pinned: dict[memref.AllocOp, str] = {}
        for call_blocks in blocks:
            callee = self.graph.callee(call_blocks.call)
            for alloc, workspace in zip(
                call_blocks.allocs, self.workspaces[callee], strict=True
            ):
                if workspace.pool is not None:
                    pinned[alloc] = workspace.pool
        outputs = None
        if (
            options.outputs_in_workspace
            and role is not Role.ALLOC
            and (node.is_entry or role is Role.CALLEE)
        ):
            outputs = open_outputs(function)
        inputs = None
        if (
            options.inputs_in_workspace
            and role in (Role.GLOBAL, Role.ARGUMENT)
            and node.is_entry
        ):
            inputs = open_inputs(function, options.index_bitwidth)
        aliases = BufferAliases(function, self._call_summaries())
        first = options.tracer(function, aliases, options)
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
        final = first
        probes: list[Operation] = []
        if role is not Role.ALLOC:
            probes = self._lift_nested(node, first, report_traces)
            if probes:
                final = options.tracer(
                    function, BufferAliases(function, self._call_summaries()), options
                )
        arenas: list[tuple[Workspace, memref.AllocOp]] = []
        for trace in final.traces:
            at_function = trace.scope is entry_block
            if at_function:
                pooled = plan_in_pools(
                    trace,
                    pools_of_space(self.pools, trace.memory_space),
                    pinned,
                    lambda part, granularity: self._plan(part, function, granularity),
                    options.alignment,
                    function,
                )
            else:
                schedule = self._plan(trace, function, options.alignment)
                pooled = [PooledTrace(None, trace, schedule)]
            for part in pooled:
                merged = self._mutate(part.trace, part.schedule, at_function)
                report_traces.append(part.trace)
                if part.pool is not None:
                    self.report.trace_pools[part.trace] = part.pool.name
                if merged is None:
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
                arenas.append((workspace, merged))
        for probe in probes:
            flatten_views(probe.operands[0])
        if arenas and reason is not None:
            self._note(function, f"@{node.name} keeps a run-time arena: {reason}")
        arenas.sort(key=lambda item: self._workspace_order(item[0]))
        if role.takes_workspace and arenas:
            self.workspaces[node] = [workspace for workspace, _ in arenas]
        self.placements.append(_Placement(node, role, arenas, inputs))
        self.functions[node] = FunctionTrace(function, first.records, report_traces)
        for call_blocks in blocks:
            call_blocks.finish()
        provider.finish()
        if outputs is not None:
            outputs.restore()

    def _workspace_order(self, workspace: Workspace) -> tuple[bool, str, int]:
        key = space_key(workspace.memory_space)
        names = [pool.name for pool in self.pools]
        position = names.index(workspace.pool) if workspace.pool in names else -1
        return (key is not None, key or "", position)

    def _lift_nested(
        self,
        node: FunctionNode,
        trace: FunctionTrace,
        report_traces: list[LifetimeTrace],
    ) -> list[Operation]:
        """Plan, rewrite and lift the nested arenas that can be lifted; one
        view of each lifted buffer (to find it again after the rewrite)."""
        function = node.function
        entry_block = function.body.blocks[0]
        probes: list[Operation] = []
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
            schedule = self._plan(nested, function, granularity)
            merged = self._mutate(nested, schedule, True)
            report_traces.append(nested)
            self.report.lifted.add(nested)
            if merged is None:
                continue
            loops, outermost = chain
            kind = scope_op.name.rsplit(".", 1)[-1]
            lifted = lift_arena(merged, loops, outermost, granularity, f"{kind}_arena")
            probes.append(next(iter(lifted.memref.uses)).operation)
        return probes

    # -- after every function ------------------------------------------------------

    def _shared_sizes(self) -> dict[str, tuple[int, int]]:
        """Per workspace name, the (bytes, alignment) an arena shared by every
        entry point needs."""
        shared: dict[str, tuple[int, int]] = {}
        if not self.options.shared_arena:
            return shared
        for placement in self.placements:
            if not placement.node.is_entry or placement.role not in (
                Role.GLOBAL,
                Role.ARGUMENT,
            ):
                continue
            for workspace, _ in placement.arenas:
                size, alignment = shared.get(workspace.name, (0, 1))
                shared[workspace.name] = (
                    max(size, workspace.size),
                    max(alignment, workspace.alignment),
                )
        return shared

    def _place_arenas(self) -> None:
        shared = self._shared_sizes()
        taken: dict[Operation, set[str]] = {}
        shared_globals: dict[tuple[Operation, str], str] = {}
        for placement in self.placements:
            node, role = placement.node, placement.role
            function = node.function
            module = function.parent_op()
            assert module is not None
            names = taken.setdefault(module, symbol_names(module))
            is_shared = self.options.shared_arena and node.is_entry
            sizes: list[tuple[builtin.MemRefType, int]] = []
            for workspace, _ in placement.arenas:
                size, alignment = workspace.size, workspace.alignment
                if is_shared and workspace.name in shared:
                    size, alignment = shared[workspace.name]
                sizes.append((replace(workspace, size=size).type, alignment))
            if role is Role.GLOBAL:
                for (workspace, merged), (global_type, alignment) in zip(
                    placement.arenas, sizes, strict=True
                ):
                    key = (module, workspace.name)
                    symbol = shared_globals.get(key) if is_shared else None
                    if symbol is None:
                        base = (
                            f"{ARENA_PREFIX}shared_{workspace.name}"
                            if is_shared
                            else f"{ARENA_PREFIX}{node.name}_{workspace.name}"
                        )
                        symbol = unique_symbol(names, base)
                        Rewriter.insert_op(
                            arena_global(symbol, global_type, alignment),
                            InsertPoint.before(function),
                        )
                        if is_shared:
                            shared_globals[key] = symbol
                    read_global(merged, symbol, global_type, workspace.name)
                    self._record(
                        placement, workspace, "global", global_type, alignment, symbol
                    )
            elif role.takes_workspace and placement.arenas:
                arguments = append_arguments(
                    function, [t for t, _ in sizes], "workspace"
                )
                published: dict[str, Attribute] = {}
                anchor: Operation = function
                for (workspace, merged), argument, (arg_type, alignment) in zip(
                    placement.arenas, arguments, sizes, strict=True
                ):
                    argument.name_hint = workspace.name
                    read_argument(merged, argument)
                    size = arg_type.get_shape()[0]
                    published[workspace.name] = builtin.DictionaryAttr(
                        {
                            "bytes": builtin.IntegerAttr(size, 64),
                            "alignment": builtin.IntegerAttr(alignment, 64),
                        }
                    )
                    anchor = self._publish(
                        anchor, names, f"{node.name}_{workspace.name}_bytes", size
                    )
                    self._record(
                        placement, workspace, "argument", arg_type, alignment, None
                    )
                function.attributes[WORKSPACES_ATTR] = builtin.DictionaryAttr(published)
            else:
                for workspace, merged in placement.arenas:
                    merged_type = merged.memref.type
                    assert isinstance(merged_type, builtin.MemRefType)
                    self._record(
                        placement,
                        workspace,
                        "alloc",
                        merged_type,
                        workspace.alignment,
                        None,
                    )
            if placement.inputs is not None:
                self._publish_inputs(function, names, placement.inputs)

    def _publish_inputs(
        self, function: func.FuncOp, names: set[str], inputs: InputsInWorkspace
    ) -> None:
        """Remove the moved arguments; `@NAME_input_K` for each."""
        anchor: Operation = function
        for index, view in inputs.finish():
            symbol = f"{function.sym_name.data}_input_{index}"
            if symbol in names:
                raise MergeAllocError(
                    function,
                    f"cannot publish where input {index} goes as @{symbol}: the "
                    "symbol exists",
                )
            names.add(symbol)
            view.attributes[INPUT_ATTR] = builtin.IntegerAttr(index, 64)
            accessor = input_accessor(symbol, view)
            Rewriter.insert_op(accessor, InsertPoint.after(anchor))
            anchor = accessor
            offset = constant_index_value(view.byte_shift)
            self.report.inputs.append(
                PlacedInput(
                    function.sym_name.data,
                    index,
                    view.source.name_hint or "",
                    -1 if offset is None else offset,
                    str(view.result.type),
                    symbol,
                )
            )

    def _publish(
        self, anchor: Operation, names: set[str], symbol: str, size: int
    ) -> Operation:
        """`@symbol() -> index` returning `size`, right after `anchor`."""
        if symbol in names:
            raise MergeAllocError(
                anchor,
                f"cannot publish the workspace size as @{symbol}: the symbol exists",
            )
        names.add(symbol)
        published = workspace_bytes_function(symbol, size)
        Rewriter.insert_op(published, InsertPoint.after(anchor))
        return published

    def _record(
        self,
        placement: _Placement,
        workspace: Workspace,
        kind: str,
        arena_type: builtin.MemRefType,
        alignment: int,
        symbol: str | None,
    ) -> None:
        space = workspace.memory_space
        self.report.arenas.append(
            ArenaPlacement(
                function=placement.node.name,
                workspace=workspace.name,
                memory_space=None if space is None else str(space),
                pool=workspace.pool,
                kind=kind,
                bytes=arena_type.get_shape()[0],
                alignment=alignment,
                entry=placement.node.is_entry,
                symbol=symbol,
            )
        )
