"""The checker's own conservative liveness of a view (independent of the pass).

A view is live from the first to the last program point that touches it,
directly or through an alias.  "Program point" is the structured numbering of
:mod:`merge_alloc.verify.check.structure`; the rules that make this sound on
structured control flow are:

* Each access is lifted to the outermost op that may repeat it (a loop, a
  parallel loop, a multi-block region, any unknown region op) between the
  access and the *view's defining block* (more precisely, the blocks that
  enclose the view), and that op's whole ``[enter, exit]`` range is live.  An
  access inside a loop nest therefore keeps the view live over every
  iteration of every enclosing loop up to the definition (reference bug B1)
  and over the whole of a parallel loop.
* Ops that run each region at most once, in program order (``scf.if``,
  ``scf.index_switch``, ``affine.if``, single-block ``scf.execute_region``
  and ``memref.alloca_scope``) do not lift: along any execution the program
  points visited only increase, so two views live at one moment of one
  execution have intersecting ``[first, last]`` ranges, and views used only in
  different branches of one ``scf.if`` have disjoint ones (exclusive
  branches).
* A value carried around a loop (``scf.yield`` of an ``scf.for`` or
  ``affine.for`` body, the ``scf.condition``/``scf.yield`` of an
  ``scf.while``) keeps the view live over the whole loop, since one
  iteration's value is read by the next, and its results are aliases (live
  up to their last use after the loop). A view *created inside* a loop body
  and handed to the loop's next iteration is a violation: every iteration
  creates an instance at the same offset while the previous one is still
  read.
* Aliases: view-like ops, ``scf`` results, iteration arguments, region
  arguments, ``arith.select``, and any op returning a memref (its memref
  results alias all its memref operands).  View-like ops and region-carrying
  structured ops are not accesses themselves; every other user is.
* Anything that lets the address leave the function or become an integer
  makes liveness unknowable: the view is reported "unverifiable". The one
  exception is an address that is only ever compared for equality (as MLIR's
  deallocation pipeline does to decide ownership): comparing addresses reads
  no byte of the buffer, so it is neither an access nor an escape. Whether an
  address stored into memory is only compared, and whether a callee lets the
  address of its parameter escape, is decided over the whole module by
  :mod:`merge_alloc.verify.check.escapes`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import DictionaryAttr, SymbolRefAttr
from xdsl.ir import Block, Operation, Region, SSAValue, Use

from merge_alloc.verify.check.escapes import ModuleAddresses, module_addresses
from merge_alloc.verify.check.structure import (
    VIEW_LIKE,
    VIEW_READS,
    YIELD_LIKE,
    AliasWalk,
    Numbering,
    attribute,
    block_chain,
    derived_values,
    op_name,
    reached_uses,
)

ESCAPES = frozenset(
    {
        "func.return",
        "memref.extract_aligned_pointer_as_index",
        "builtin.unrealized_conversion_cast",
        "memref.dma_start",
    }
)
"""Ops after which the address is out of sight (returned, made an integer, or
handed to a transfer that runs on until a `memref.dma_wait`)."""

_COUNTED_LOOPS = frozenset({"scf.for", "affine.for"})
"""Loops whose body block is `(induction variable, iter_args...)` and whose
yield hands its operands to the next iteration's iter_args and the results."""

_NON_LOOP_REGION_OPS = frozenset(
    {
        "scf.if",
        "scf.execute_region",
        "scf.index_switch",
        "affine.if",
        "memref.alloca_scope",
    }
)


@dataclass
class Liveness:
    """Where one view may be live, in program points.

    ``interval`` is ``None`` when nothing ever touches the view.  ``escapes``
    lists why the liveness cannot be trusted (non-empty = unverifiable).
    """

    interval: tuple[int, int] | None = None
    escapes: list[str] = field(default_factory=list[str])
    accesses: int = 0
    aliases: set[SSAValue] = field(default_factory=set[SSAValue])
    """Every value that may point into the view (the view itself included)."""
    carried: list[str] = field(default_factory=list[str])
    """Why instances of two iterations share the view's bytes: the view is
    created inside a loop and carried into its next iteration (non-empty =
    a violation)."""
    reason: str = ""
    """Why the view stays live past its last use (an input the function
    writes), for messages."""


class _Collector:
    """Alias closure of one view plus the points where it is accessed."""

    def __init__(
        self, root: Operation, numbering: Numbering, returns_escape: bool = True
    ) -> None:
        self.root = root
        self.numbering = numbering
        self.returns_escape = returns_escape
        self.root_blocks: dict[Block, int] = {
            b: k for k, b in enumerate(block_chain(root))
        }
        self.walk = AliasWalk()
        self.low: int | None = None
        self.high: int | None = None
        self.result = Liveness()
        self._addresses: ModuleAddresses | None = None

    def addresses(self) -> ModuleAddresses:
        """Address questions about the module (built on first need)."""
        if self._addresses is None:
            self._addresses = module_addresses(self.root, self.numbering)
            if self._addresses is None:  # a function outside any module
                self._addresses = ModuleAddresses(self.root)
        return self._addresses

    def alias(self, value: SSAValue) -> None:
        self.walk.add(value)

    def cover(self, low: int, high: int) -> None:
        self.low = low if self.low is None else min(self.low, low)
        self.high = high if self.high is None else max(self.high, high)

    def access(self, op: Operation) -> None:
        """Make the view live over ``op``, lifted to the outermost op between
        it and the view's blocks that may run it more than once."""
        self.result.accesses += 1
        lifted = op
        current: Operation | None = op
        while current is not None:
            block = current.parent_block()
            if block is None or block in self.root_blocks:
                break
            current = block.parent_op()
            if current is not None and not _runs_once_in_order(current):
                lifted = current
        self.cover(*self.numbering.span(lifted))

    def whole_loop(self, loop: Operation) -> None:
        """A loop-carried alias: live across all iterations of ``loop``."""
        self.cover(*self.numbering.span(loop))

    def next_iteration(self, loop: Operation) -> None:
        """An alias handed back to the start of ``loop``'s next iteration:
        if the view itself is created inside ``loop``, each iteration
        creates a new instance at the same offset while the previous one is
        still read, so two instances share one slot."""
        if loop.is_ancestor(self.root):
            why = f"it is carried into the next iteration of {op_name(loop)}"
            if why not in self.result.carried:
                self.result.carried.append(why)

    def through_branch(self, target: Block) -> None:
        """The view handed to ``target``'s arguments by a branch. If the
        view is created in a block on a cycle through ``target`` (a loop
        written with branches), the next pass around the cycle creates a
        new instance at the same offset while ``target``'s argument still
        holds this one."""
        for arg in target.args:
            self.alias(arg)
        region = target.parent
        if region is None:
            return
        home = _block_of(region, self.root)
        if home is not None and _on_common_cycle(region, home, target):
            owner = region.parent_op()
            where = op_name(owner) if owner is not None else "a region"
            why = (
                f"it is carried into the next iteration of a cycle of blocks in {where}"
            )
            if why not in self.result.carried:
                self.result.carried.append(why)

    def run(self) -> Liveness:
        for result in self.root.results:
            self.alias(result)
        for value in self.walk:
            for use in list(value.uses):
                self.visit(use.operation, use.index)
        if self.low is not None and self.high is not None:
            self.result.interval = (self.low, self.high)
        self.result.aliases = self.walk.seen
        return self.result

    def region_args(self, op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    self.alias(arg)

    def visit(self, user: Operation, index: int) -> None:
        name = op_name(user)
        if name == "memref.extract_aligned_pointer_as_index":
            if all(self.addresses().only_compared(result) for result in user.results):
                return
            compared = [
                self.addresses().directly_compared(result) for result in user.results
            ]
            if all(found is not None for found in compared):
                # Live where its address is taken and wherever it is compared.
                self.access(user)
                for found in compared:
                    for compare in found or ():
                        self.access(compare)
                return
        if name == "func.return" and not self.returns_escape:
            # A view of a static arena stays valid after the return: the
            # caller reads it (outputs in the workspace).
            self.access(user)
            return
        if name in _SHAPE_ONLY:
            # Reads the view's descriptor (its sizes), no byte of the
            # buffer: a view only measured is never live (torch-mlir's
            # exports take `memref.dim` of buffers they never fill).
            return
        if name in ESCAPES or name.startswith("llvm."):
            self.result.escapes.append(f"its address escapes through {name}")
            self.access(user)
            return
        if name == "func.call" and _private_workspace(user, index):
            self.access(user)
            return
        if name == "memref.store" and index == 0:
            self.result.escapes.append("it is stored into memory")
            self.access(user)
            return
        if name in VIEW_LIKE:
            if index in VIEW_READS.get(name, ()):
                self.access(user)
                return
            for result in user.results:
                self.alias(result)
            return
        if name in YIELD_LIKE:
            self.through_terminator(user, index)
            return
        if name == "scf.for" and index >= 3:
            k = index - 3
            self.alias(user.regions[0].blocks[0].args[k + 1])
            if k < len(user.results):
                self.alias(user.results[k])
            return
        if name == "scf.while":
            self.alias(user.regions[0].blocks[0].args[index])
            return
        if name == "scf.forall":
            # Only ``shared_outs`` can be memrefs: they alias the region's
            # trailing arguments and the results.
            self.region_args(user)
            for result in user.results:
                self.alias(result)
            return
        if name == "func.call" and (
            why := self.addresses().call_lets_address_escape(user, index)
        ):
            self.result.escapes.append(f"its address escapes through a call: {why}")
            self.access(user)
            return
        if name == "func.call":
            # A call may return (a view of) an argument; a callee of the
            # module whose results never derive from this argument does not.
            self.access(user)
            for position, result in enumerate(user.results):
                if callee_may_return(user, index, position):
                    self.alias(result)
            return
        if user.successors:
            # A branch (`cf.br`, `cf.cond_br`, ...): the operand may become
            # any memref argument of a successor block.
            self.access(user)
            for block in user.successors:
                self.through_branch(block)
            return
        # Any other op: an access over its whole range; memref results and
        # memref region arguments may alias the operand.
        self.access(user)
        for result in user.results:
            self.alias(result)
        self.region_args(user)

    def through_terminator(self, term: Operation, index: int) -> None:
        parent = term.parent_op()
        if parent is None:
            return
        pname = op_name(parent)
        region = term.parent_region()
        if pname in _COUNTED_LOOPS:
            self.whole_loop(parent)
            self.next_iteration(parent)
            self.alias(parent.regions[0].blocks[0].args[index + 1])
            if index < len(parent.results):
                self.alias(parent.results[index])
            return
        if pname == "scf.while":
            self.whole_loop(parent)
            if region is not parent.regions[0]:
                self.next_iteration(parent)  # `after` yields to `before`
            if region is parent.regions[0]:
                if index == 0:
                    return
                k = index - 1
                after = parent.regions[1].blocks[0].args
                if k < len(after):
                    self.alias(after[k])
                if k < len(parent.results):
                    self.alias(parent.results[k])
            else:
                self.alias(parent.regions[0].blocks[0].args[index])
            return
        if pname in _NON_LOOP_REGION_OPS:
            if index < len(parent.results):
                self.alias(parent.results[index])
            return
        # Unknown structure: be conservative.
        self.access(term)
        self.whole_loop(parent)
        for result in parent.results:
            self.alias(result)
        self.region_args(parent)


_ONCE_IN_ORDER = frozenset(
    {
        "scf.if",
        "scf.index_switch",
        "affine.if",
        "scf.execute_region",
        "memref.alloca_scope",
    }
)
"""Region ops that run each of their regions at most once, in program order,
as long as every region has at most one block."""


_SHAPE_ONLY = frozenset({"memref.dim", "memref.rank"})
"""Users of a memref that read only its shape."""


def _runs_once_in_order(op: Operation) -> bool:
    return op_name(op) in _ONCE_IN_ORDER and all(
        len(region.blocks) <= 1 for region in op.regions
    )


def _block_of(region: Region, op: Operation) -> Block | None:
    """The block of ``region`` holding ``op``, directly or nested."""
    current: Operation | None = op
    while current is not None:
        block = current.parent_block()
        if block is None:
            return None
        if block.parent is region:
            return block
        current = block.parent_op()
    return None


def _on_common_cycle(region: Region, a: Block, b: Block) -> bool:
    """Whether control can go from ``a`` to ``b`` and back to ``a`` through
    the branches of ``region`` (``a`` is ``b``: ``a`` is on a cycle)."""

    def reached(start: Block) -> set[Block]:
        seen: set[Block] = set()
        pending = list(start.last_op.successors) if start.last_op else []
        while pending:
            block = pending.pop()
            if block in seen or block.parent is not region:
                continue
            seen.add(block)
            if block.last_op is not None:
                pending.extend(block.last_op.successors)
        return seen

    return b in reached(a) and a in reached(b)


def callee_may_return(call: Operation, operand: int, result: int) -> bool:
    """Whether the ``result``-th result of ``call`` may point into its
    ``operand``-th operand: true unless the callee is a function of the
    module none of whose returned values derives from that parameter (any op
    result is taken to derive from every memref operand of its op, except
    that a call's result derives from an operand only when its callee may
    return it, asked the same way; a recursive call may return anything)."""
    return _may_return(call, operand, result, frozenset())


def _may_return(
    call: Operation, operand: int, result: int, visiting: frozenset[SSAValue]
) -> bool:
    parameter = _callee_parameter(call, operand)
    if parameter is None or parameter in visiting:
        return True
    inside = visiting | {parameter}
    return any(
        op_name(use.operation) == "func.return" and use.index == result
        for use in reached_uses([parameter], lambda use: _returned(use, inside))
    )


def _returned(use: Use, visiting: frozenset[SSAValue]) -> list[SSAValue]:
    """`derived_values`, with a call's results narrowed to those its callee
    may return from this operand (a workspace block given to a callee that
    returns only fresh allocations does not come back)."""
    call = use.operation
    if op_name(call) != "func.call":
        return derived_values(use)
    return [
        value
        for position, value in enumerate(call.results)
        if _may_return(call, use.index, position, visiting)
    ]


def _callee_parameter(call: Operation, index: int) -> SSAValue | None:
    callee = attribute(call, "callee")
    if not isinstance(callee, SymbolRefAttr):
        return None
    module = call.parent_op()
    while module is not None and op_name(module) != "builtin.module":
        module = module.parent_op()
    if module is None:
        return None
    for op in module.regions[0].blocks[0].ops:
        name = attribute(op, "sym_name")
        if op_name(op) == "func.func" and name == callee.root_reference:
            blocks = op.regions[0].blocks
            if not blocks or index >= len(blocks[0].args):
                return None
            return blocks[0].args[index]
    return None


def workspace_parameter(call: Operation, index: int) -> SSAValue | None:
    """The callee's argument for operand ``index`` of ``call`` when it is a
    workspace argument (listed in the callee's ``merge_alloc.workspaces``)."""
    parameter = _callee_parameter(call, index)
    if parameter is None or not isinstance(parameter.owner, Block):
        return None
    function = parameter.owner.parent_op()
    if function is None:
        return None
    listed = attribute(function, "merge_alloc.workspaces")
    if not isinstance(listed, DictionaryAttr):
        return None
    if index < len(parameter.owner.args) - len(listed.data):
        return None
    return parameter


def _private_workspace(call: Operation, index: int) -> bool:
    """Whether operand ``index`` of ``call`` is a workspace argument no
    result of the callee can point into: then the call's results are not
    aliases of it."""
    parameter = workspace_parameter(call, index)
    return parameter is not None and not _reaches_return(parameter)


def _reaches_return(value: SSAValue) -> bool:
    """Whether a value derived from ``value`` (any op result with a memref
    type, block arguments of region ops, results of calls that may return
    it) may be returned."""
    visiting = frozenset({value})
    return any(
        op_name(use.operation) == "func.return"
        for use in reached_uses([value], lambda use: _returned(use, visiting))
    )


def view_liveness(
    view: Operation, numbering: Numbering, returns_escape: bool = True
) -> Liveness:
    """Conservative liveness of the memref produced by ``view``.

    ``returns_escape=False`` for views of a static arena (a global or a
    workspace argument), which outlive the function."""
    return _Collector(view, numbering, returns_escape).run()
