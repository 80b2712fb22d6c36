"""The checker's rules for who owns a merged buffer's bytes: no op frees a
view of one, and no activation re-enters a static arena.

The checker's rule for frees: no op may free a view of a merged buffer.

A view of a merged buffer (or of a workspace block, or of an arena) is not
an allocation of its own: `memref.dealloc` of it frees the allocation it
views, the whole block, while the block's other views are still in use (and
a second such dealloc frees it twice). The input's deallocs of allocs the
pass turned into views are removed by the pass; any free left on a value
that may point into a view is a miscompile.

Two ways a value reaches a view:

* in the function of the view: the view's aliases (views, casts, values
  carried by region ops, results of calls that may return it, results of
  unknown ops; not a `bufferization.clone`, which copies);
* in a caller, through a call that hands a block to its callee
  (`call-tree`): a call result the callee may return from its workspace
  parameter (a view of the block, as `outputs-in-workspace` makes it), and
  every alias of that result in the caller.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    StringAttr,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue, Use

from merge_alloc.verify.check.liveness import callee_may_return, workspace_parameter
from merge_alloc.verify.check.structure import (
    YIELD_LIKE,
    attribute,
    derived_values,
    is_memref,
    op_name,
    reached_uses,
)
from merge_alloc.verify.check.views import MergedBuffer, arena_globals, function_name
from merge_alloc.verify.check.violations import FREED, REENTRANT, Reporter

FREES = frozenset({"memref.dealloc", "memref.realloc", "bufferization.dealloc"})
"""Ops that (may) free their memref operands (`bufferization.dealloc` under a
condition the checker does not evaluate)."""

FRESH_COPIES = frozenset({"bufferization.clone"})
"""Ops whose memref result is a new allocation, not an alias of the operand."""


def _name(value: SSAValue) -> str:
    return f"%{value.name_hint}" if value.name_hint else "a value"


def _alias_links(use: Use) -> list[SSAValue]:
    """The values through which a use hands on a pointer into the same
    bytes: views and casts, values carried by region ops and their
    terminators, results of calls that may return it, and the memref results
    of any other op but a fresh copy (taken to alias, as liveness does)."""
    user = use.operation
    name = op_name(user)
    if name in FRESH_COPIES or name in FREES:
        return []
    if name == "func.call":
        return [
            result
            for position, result in enumerate(user.results)
            if callee_may_return(user, use.index, position)
        ]
    if name in YIELD_LIKE or user.regions:
        return derived_values(use)
    return list(user.results)


def _frees(use: Use) -> bool:
    """Whether ``use`` frees its operand. `bufferization.dealloc` takes the
    memrefs it frees, then their conditions (``i1``), then the memrefs it
    retains, which it does not free."""
    name = op_name(use.operation)
    if name != "bufferization.dealloc":
        return name in FREES
    operands = use.operation.operands
    return all(is_memref(v) for v in operands[: use.index + 1])


def _frees_of(starts: Iterable[SSAValue]) -> list[Use]:
    """The freeing uses of ``starts`` and of every alias of them."""
    return [use for use in reached_uses(starts, _alias_links) if _frees(use)]


def _callee(call: Operation) -> str:
    callee = attribute(call, "callee")
    if isinstance(callee, SymbolRefAttr):
        return "@" + callee.root_reference.data
    return "its callee"


def _free_message(free: Use, into: str) -> str:
    """One line: the function, the freeing op, the value, what it views."""
    op = free.operation
    return (
        f"{function_name(op)}: '{op_name(op)}' frees "
        f"{_name(op.operands[free.index])}, which may point into {into}: "
        f"freeing a view frees the whole block"
    )


def check_frees(root: Operation, buffers: list[MergedBuffer], report: Reporter) -> None:
    """Report every free of a value that may point into a view of a merged
    buffer (in the view's function) or into a block a call provides (in the
    caller)."""
    for buffer in buffers:
        for view in buffer.views:
            for free in _frees_of(view.op.results):
                into = f"{view.label} of {buffer.label}"
                report.add(FREED, _free_message(free, into), [free.operation, view])
    for call in root.walk():
        if op_name(call) != "func.call":
            continue
        for index, block in enumerate(call.operands):
            if workspace_parameter(call, index) is None:
                continue
            results = [
                result
                for position, result in enumerate(call.results)
                if callee_may_return(call, index, position)
            ]
            for free in _frees_of(results):
                into = (
                    f"{_name(block)}, the block {function_name(call)} gives to "
                    f"{_callee(call)} (through that call's results)"
                )
                report.add(FREED, _free_message(free, into), [free.operation, call])


# The checker's rule for static arenas: no activation may re-enter one.
#
# A static arena (a `memref.get_global` of an uninitialised, non-constant
# global: `arena=global`) is one buffer for every activation of the functions
# reading it. If a function reading it can call, through any chain of calls,
# a function reading the same global (itself included) while its own
# activation is live, the nested activation overwrites the outer one's bytes.
# So the checker builds its own call graph of ``after`` and reports every such
# function (docs/deployment.md, `arena=global`).
#
# Edges, read from the IR alone:
#
# * a `func.call @f` to a function of the module with a body: to ``@f``;
# * any other op that may call a function it is not told statically: a
#   `func.call_indirect`, and any op but `func.call`/`func.constant` that is
#   handed a function value or names a function in an attribute (an
#   unregistered op that names one, for example), and a `func.call` handed a
#   function value: to every *address-taken* function, one whose symbol is
#   used other than as a `func.call` callee (`func.constant` takes the
#   address). A `func.constant` itself only takes the address.
#
# Callers outside the module are not seen: the contract of `arena=global` is
# that they do not re-enter the module.

CALL = "func.call"
ADDRESS_OF = "func.constant"
INDIRECT_CALL = "func.call_indirect"


def _refs(value: Attribute) -> Iterator[SymbolRefAttr]:
    if isinstance(value, SymbolRefAttr):
        yield value
    elif isinstance(value, ArrayAttr):
        for element in cast(ArrayAttr[Attribute], value).data:
            yield from _refs(element)
    elif isinstance(value, DictionaryAttr):
        for element in value.data.values():
            yield from _refs(element)


def _named(op: Operation, skip_callee: bool) -> set[str]:
    """Every symbol name `op`'s attributes mention (for a `func.call`, not
    its flat callee)."""
    names: set[str] = set()
    for key, value in (*op.properties.items(), *op.attributes.items()):
        if (
            skip_callee
            and key == "callee"
            and isinstance(value, SymbolRefAttr)
            and not value.nested_references.data
        ):
            continue
        for ref in _refs(value):
            names.add(ref.root_reference.data)
            names.update(part.data for part in ref.nested_references.data)
    return names


def _function_name(op: Operation) -> str | None:
    symbol = attribute(op, "sym_name")
    return symbol.data if isinstance(symbol, StringAttr) else None


def _defined_functions(root: Operation) -> dict[str, Operation]:
    found: dict[str, Operation] = {}
    for op in root.walk():
        if op_name(op) == "func.func" and op.regions and op.regions[0].blocks:
            name = _function_name(op)
            if name is not None:
                found[name] = op
    return found


class _Graph:
    """Who may call whom, as the checker reads it."""

    def __init__(self, root: Operation) -> None:
        self.functions = _defined_functions(root)
        every_function = {
            name
            for op in root.walk()
            if op_name(op) == "func.func"
            for name in (_function_name(op),)
            if name is not None
        }
        taken: set[str] = set()
        for op in root.walk():
            taken |= _named(op, op_name(op) == CALL) & set(self.functions)
        self.direct: dict[str, list[tuple[str, Operation]]] = {}
        self.unknown: dict[str, Operation] = {}
        for name, function in self.functions.items():
            direct: list[tuple[str, Operation]] = []
            for op in function.walk():
                if op is function:
                    continue
                kind = op_name(op)
                handed = any(isinstance(v.type, FunctionType) for v in op.operands)
                if kind == CALL:
                    callee = attribute(op, "callee")
                    if (
                        isinstance(callee, SymbolRefAttr)
                        and not callee.nested_references.data
                        and callee.root_reference.data in self.functions
                    ):
                        direct.append((callee.root_reference.data, op))
                    unknown = handed
                elif kind == ADDRESS_OF:
                    unknown = False
                else:
                    unknown = (
                        kind == INDIRECT_CALL
                        or handed
                        or bool(_named(op, False) & every_function)
                    )
                if unknown:
                    self.unknown.setdefault(name, op)
            self.direct[name] = direct
        self.taken = sorted(taken)

    def successors(self, name: str) -> list[tuple[str, str]]:
        """(callee, how) pairs: how names the op of the call."""
        found = [(callee, f"func.call @{callee}") for callee, _ in self.direct[name]]
        op = self.unknown.get(name)
        if op is not None:
            found += [(callee, f"{op_name(op)} to @{callee}") for callee in self.taken]
        return found

    def path_to(self, start: str, targets: set[str]) -> list[str] | None:
        """The calls of a shortest chain of one or more calls from `start`
        to a function of `targets`, or None."""
        parent: dict[str, tuple[str, str]] = {}
        frontier = [start]
        seen: set[str] = set()
        while frontier:
            following: list[str] = []
            for name in frontier:
                for callee, how in self.successors(name):
                    if callee in seen:
                        continue
                    seen.add(callee)
                    parent[callee] = (name, how)
                    if callee in targets:
                        steps: list[str] = []
                        at = callee
                        while True:
                            caller, step = parent[at]
                            steps.append(f"@{caller} -> {step}")
                            if caller == start:
                                break
                            at = caller
                        return steps[::-1]
                    following.append(callee)
            frontier = following
        return None


def check_reentrancy(
    after: Operation, reporter: Reporter, before: Operation | None = None
) -> None:
    """Report every function reading a static arena that may be re-entered
    (itself or another reader of the same global) while it runs. With
    ``before``, a global it already had is the program's own state, not an
    arena the pass made, and re-entering its readers is the program's
    business."""
    arenas = arena_globals(after)
    if before is not None:
        for symbol in arena_globals(before):
            arenas.pop(symbol, None)
    if not arenas:
        return
    graph = _Graph(after)
    readers: dict[str, dict[str, Operation]] = {}
    for name, function in graph.functions.items():
        for op in function.walk():
            if op_name(op) != "memref.get_global":
                continue
            symbol = attribute(op, "name")
            if isinstance(symbol, SymbolRefAttr) and symbol.root_reference.data in (
                arenas
            ):
                readers.setdefault(symbol.root_reference.data, {}).setdefault(name, op)
    for symbol, functions in readers.items():
        for name, read in functions.items():
            path = graph.path_to(name, set(functions))
            if path is None:
                continue
            reporter.add(
                REENTRANT,
                f"@{name} reads static arena @{symbol} and may be re-entered "
                f"while it runs ({'; '.join(path)}): nested activations share "
                "its bytes",
                [read],
            )
