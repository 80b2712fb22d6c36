"""The checker's rule for static arenas: no activation may re-enter one.

A static arena (a `memref.get_global` of an uninitialised, non-constant
global: `arena=global`) is one buffer for every activation of the functions
reading it. If a function reading it can call, through any chain of calls,
a function reading the same global (itself included) while its own
activation is live, the nested activation overwrites the outer one's bytes.
So the checker builds its own call graph of ``after`` and reports every such
function (docs/deployment.md, `arena=global`).

Edges, read from the IR alone:

* a `func.call @f` to a function of the module with a body: to ``@f``;
* any other op that may call a function it is not told statically: a
  `func.call_indirect`, and any op but `func.call`/`func.constant` that is
  handed a function value or names a function in an attribute (an
  unregistered op that names one, for example), and a `func.call` handed a
  function value: to every *address-taken* function, one whose symbol is
  used other than as a `func.call` callee (`func.constant` takes the
  address). A `func.constant` itself only takes the address.

Callers outside the module are not seen: the contract of `arena=global` is
that they do not re-enter the module.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    StringAttr,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Operation

from merge_alloc.verify.check.structure import attribute, op_name
from merge_alloc.verify.check.views import arena_globals
from merge_alloc.verify.check.violations import REENTRANT, Reporter

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
