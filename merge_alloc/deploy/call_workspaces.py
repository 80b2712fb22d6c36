"""The caller's side of a workspace argument: one block per call.

A function whose arena is a workspace argument needs every caller in the
module to pass it memory. Before the caller is analysed, each such call gets
a `memref<N x i8>` `memref.alloc` per workspace of the callee: from then on it
is an ordinary buffer of the caller, planned with the caller's own buffers and
rewritten into a view of the caller's arena (or, where the caller keeps a
run-time arena, allocated with it). Two placements (docs/deployment.md):

- whole-module planning (`call-tree`): the alloc stands right before the call
  and is live exactly at the call, so callees called one after the other
  share bytes and the entry point's workspace is the true peak of its call
  tree;
- otherwise: one alloc per callee workspace at the start of the call's
  allocation scope block, live over the whole block, so each callee's arena
  is separate from everything its caller does (the "sum of arenas" layout).

While the caller is analysed the block is not yet an operand of the call:
a `func.call` result counts as an alias of every memref operand, and a block
that is never returned would otherwise look like it escapes whenever the
caller returns a call result. Instead, temporary `merge_alloc.workspace_use`
ops just before and after the call (or at both ends of the scope block) make
the block live where it must be. `finish` then passes the block to the call
and removes them. A callee that returns buffers placed in its workspace
(`outputs-in-workspace`) gets its block as a call operand from the start, so
that the caller keeps the block alive for as long as it uses the results.

The blocks and markers are analysis stand-ins (`merge_alloc.deploy.deployment`):
the deployment's analysis inserts them so that the tracer (a replaceable stage
that reads IR) sees the blocks, and `BlockProvider.withdraw` takes them out again
before the analysis returns. The rewrite puts the same block allocs back
(`BlockProvider.apply`), as operands of their calls from the start: the markers
only matter to the analysis.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Attribute, Block, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.diagnostics import MergeAllocError

WorkspaceUse = builtin.UnregisteredOp.with_name("merge_alloc.workspace_use")
"""A temporary access of a workspace block (removed by `finish`)."""


@dataclass(frozen=True, slots=True)
class Workspace:
    """One workspace argument of a function."""

    name: str
    """`workspace` for the default memory space, `workspace_SPACE` for another,
    or the pool's name."""
    memory_space: Attribute | None
    pool: str | None
    size: int
    alignment: int

    @property
    def type(self) -> builtin.MemRefType:
        space = self.memory_space or builtin.NoneAttr()
        return builtin.MemRefType(builtin.i8, [self.size], builtin.NoneAttr(), space)


@dataclass(slots=True)
class CallBlocks:
    """The workspace blocks one call passes, in the callee's argument order."""

    call: func.CallOp
    allocs: list[memref.AllocOp]
    markers: list[Operation] = field(default_factory=list[Operation])
    """The temporary uses; empty when the blocks are call operands already."""

    def withdraw(self) -> None:
        """Undo `BlockProvider.provide` for this call, except the allocs
        themselves (`BlockProvider.withdraw` detaches them)."""
        if self.markers:
            for marker in self.markers:
                Rewriter.erase_op(marker)
            self.markers.clear()
        else:
            self.call.operands = self.call.operands[: -len(self.allocs)]


def _scope_block(op: Operation) -> Block:
    """The block a merged buffer of `op`'s scope lives in (looking past
    `scf.for`, like the collector)."""
    parent = op.parent_op()
    while parent is not None and not behaviour(parent).holds_merged_buffer:
        parent = parent.parent_op()
    assert parent is not None, "a call inside a function has a scope"
    return parent.regions[0].blocks[0]


_NOT_IN_NAMES = re.compile(r"[^A-Za-z0-9_$.-]")
"""Characters an SSA name may not hold; a quoted symbol (`@"my layer"`) may."""


def _workspace_alloc(
    workspace: Workspace, callee_name: str, workspace_name: str
) -> memref.AllocOp:
    """The caller's block for one workspace of a call, named after the callee
    and the workspace (`%layer_workspace`), other characters as `_`."""
    alloc = memref.AllocOp(
        [], [], workspace.type, builtin.IntegerAttr(workspace.alignment, 64)
    )
    hint = _NOT_IN_NAMES.sub("_", f"{callee_name}_{workspace_name}")
    alloc.memref.name_hint = hint if not hint[0].isdigit() else f"_{hint}"
    return alloc


def _use(alloc: memref.AllocOp) -> Operation:
    return WorkspaceUse.create(operands=[alloc.memref])


class BlockProvider:
    """Makes the workspace blocks of the calls of one caller."""

    def __init__(self, *, per_call: bool) -> None:
        self.per_call = per_call
        self._shared: dict[tuple[Block, str, str], memref.AllocOp] = {}
        self._scope_markers: list[Operation] = []
        self.calls: list[CallBlocks] = []
        """Every call given blocks, in the order they were provided."""
        self.placed: list[tuple[memref.AllocOp, func.CallOp | Block]] = []
        """Every block alloc with where it goes, in insertion order: right
        before a call, or at the start of a scope block."""

    def provide(
        self,
        call: func.CallOp,
        callee_name: str,
        workspaces: Sequence[Workspace],
        *,
        as_operands: bool,
    ) -> CallBlocks:
        """Give `call` one block per workspace of its callee (module
        docstring); `as_operands` passes them to the call right away."""
        blocks = self._provide(call, callee_name, workspaces, as_operands=as_operands)
        self.calls.append(blocks)
        return blocks

    def _provide(
        self,
        call: func.CallOp,
        callee_name: str,
        workspaces: Sequence[Workspace],
        *,
        as_operands: bool,
    ) -> CallBlocks:
        if self.per_call:
            allocs = [_workspace_alloc(w, callee_name, w.name) for w in workspaces]
            Rewriter.insert_op(allocs, InsertPoint.before(call))
            self.placed += [(alloc, call) for alloc in allocs]
            if as_operands:
                call.operands = (*call.operands, *(a.memref for a in allocs))
                return CallBlocks(call, allocs)
            before = [_use(a) for a in allocs]
            after = [_use(a) for a in allocs]
            Rewriter.insert_op(before, InsertPoint.before(call))
            Rewriter.insert_op(after, InsertPoint.after(call))
            return CallBlocks(call, allocs, [*before, *after])
        block = _scope_block(call)
        allocs: list[memref.AllocOp] = []
        for workspace in workspaces:
            key = (block, callee_name, workspace.name)
            alloc = self._shared.get(key)
            if alloc is None:
                alloc = _workspace_alloc(workspace, callee_name, workspace.name)
                start, end = _use(alloc), _use(alloc)
                Rewriter.insert_op([alloc, start], InsertPoint.at_start(block))
                terminator = block.last_op
                assert terminator is not None
                Rewriter.insert_op(end, InsertPoint.before(terminator))
                self._shared[key] = alloc
                self.placed.append((alloc, block))
                self._scope_markers.extend((start, end))
            allocs.append(alloc)
        # A use at the call keeps each block's current value at hand for
        # `CallBlocks.finish` (the rewrite replaces the alloc by a view).
        markers = [_use(alloc) for alloc in allocs]
        Rewriter.insert_op(markers, InsertPoint.before(call))
        return CallBlocks(call, allocs, markers)

    def withdraw(self) -> None:
        """Take every block and marker out of the IR again (the end of the
        analysis); the block allocs stay, detached, for `apply`."""
        for blocks in self.calls:
            blocks.withdraw()
        for marker in self._scope_markers:
            Rewriter.erase_op(marker)
        self._scope_markers.clear()
        for alloc, _ in self.placed:
            alloc.detach()

    def stand_in_site(self, op: Operation) -> Operation | None:
        """The call (or, for a block shared by a scope, the op holding the
        scope) that the workspace alloc `op` stands in for, or None if `op`
        is none of this provider's allocs: a diagnostic about a block belongs
        where the user can see it."""
        for alloc, anchor in self.placed:
            if alloc is op:
                return anchor.parent_op() if isinstance(anchor, Block) else anchor
        return None

    def apply(self) -> None:
        """Put the block allocs back where the analysis saw them, each an
        operand of its call (the rewrite)."""
        for alloc, anchor in self.placed:
            where = (
                InsertPoint.at_start(anchor)
                if isinstance(anchor, Block)
                else InsertPoint.before(anchor)
            )
            Rewriter.insert_op(alloc, where)
        for blocks in self.calls:
            blocks.call.operands = (
                *blocks.call.operands,
                *(alloc.memref for alloc in blocks.allocs),
            )


def said_at_call(
    error: MergeAllocError, provider: BlockProvider | None
) -> MergeAllocError:
    """`error`, or the same said at the call when it is about the block of a
    callee's workspace (an alloc of the analysis only, with no place in the
    user's file)."""
    site = None if provider is None else provider.stand_in_site(error.op)
    if site is None:
        return error
    hint = error.op.results[0].name_hint if error.op.results else None
    name = f"%{hint}" if hint else "block"
    return MergeAllocError(site, f"the callee's workspace {name} {error.reason}")
