"""The call graph of a module, as deployment planning needs it.

Whole-module planning (docs/deployment.md) gives a callee its arena as a block
of its caller's, and a static arena (`arena=global`) is shared by every
activation of its function. Both are only sound when the pass sees every
activation: so this module answers, per function with a body, who calls it
directly (`func.call`), whether it can be reached some other way (its symbol
is used by anything but the callee of a `func.call`, e.g. `func.constant` for
an indirect call, or it is referenced from another module), whether it can
be active twice at once through recursion (a cycle of calls), and whether
it may run concurrently with itself (called, directly or transitively, from a
region that is not known to run sequentially, such as `scf.forall`).

A call the pass cannot resolve may reach any function whose address is
taken: `func.call_indirect` (the registry's `calls_unknown`), and any op with
effects (unregistered ones included) that is handed a function value or
names a function other than as a direct callee (docs/deployment.md,
`arena=global`).
Such a call is an edge to every address-taken function, so a cycle through
`func.constant @f` + `func.call_indirect` is recursion like a cycle of
`func.call`s, and a parallel region's indirect call makes what it may reach
concurrent.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects import builtin, func
from xdsl.ir import Attribute, Operation

from merge_alloc.analysis.behaviour_queries import EffectOracle
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import OpRole
from merge_alloc.analysis.walk import walk


@dataclass(slots=True, eq=False)
class FunctionNode:
    """One `func.func` with a body and its place in the call graph."""

    function: func.FuncOp
    calls: list[func.CallOp] = field(default_factory=list[func.CallOp])
    """Direct calls in its body to functions of the same module with a body."""
    callers: list[func.CallOp] = field(default_factory=list[func.CallOp])
    unknown_calls: list[Operation] = field(default_factory=list[Operation])
    """Ops in its body that may call any address-taken function
    (`may_call_unknown`)."""
    address_taken: bool = False
    """Its symbol is used other than as the callee of a `func.call`."""
    recursive: bool = False
    """It lies on a cycle of calls (direct, or through `unknown_calls` to an
    address-taken function)."""
    concurrent: bool = False
    """It may run concurrently with itself: a call to it is nested in a
    region op that is not `OpBehaviour.sequential` (parallel loops,
    `gpu.launch`, linalg bodies, unknown ops)."""

    @property
    def name(self) -> str:
        return self.function.sym_name.data

    @property
    def is_entry(self) -> bool:
        """Not called from the module: only outside callers start it."""
        return not self.callers

    @property
    def unknown_activations(self) -> str | None:
        """Why the pass cannot see every activation of it, or None."""
        if self.recursive:
            return "it is recursive"
        if self.address_taken:
            return "its address is taken (it may be called indirectly)"
        return None


def symbol_refs(attribute: Attribute) -> Iterator[builtin.SymbolRefAttr]:
    """Every symbol reference inside `attribute` (arrays and dictionaries)."""
    if isinstance(attribute, builtin.SymbolRefAttr):
        yield attribute
    elif isinstance(attribute, builtin.ArrayAttr):
        array = cast(builtin.ArrayAttr[Attribute], attribute)
        for element in array.data:
            yield from symbol_refs(element)
    elif isinstance(attribute, builtin.DictionaryAttr):
        for element in attribute.data.values():
            yield from symbol_refs(element)


def _is_concurrent_site(call: Operation, function: func.FuncOp) -> bool:
    op = call.parent_op()
    while op is not None and op is not function:
        if not behaviour(op).sequential:
            return True
        op = op.parent_op()
    return False


def _names_a_function(op: Operation, names: set[str]) -> bool:
    """Whether a symbol reference of `op` may name a function of `names`."""
    for attribute in (*op.properties.values(), *op.attributes.values()):
        for ref in symbol_refs(attribute):
            if ref.root_reference.data in names or any(
                part.data in names for part in ref.nested_references.data
            ):
                return True
    return False


def may_call_unknown(
    op: Operation, function_names: set[str], effects: EffectOracle
) -> bool:
    """Whether `op` may call a function it does not name as a `func.call`
    callee: then any address-taken function may be its callee.

    `func.call_indirect` (`calls_unknown`) may; so may any op with memory
    effects, an unregistered one too, that is handed a function value or
    (other than a `func.call`) names a function in an attribute. An op that
    does neither cannot find a function the module does not give it (callers
    outside the module must not re-enter it: docs/deployment.md), and an
    effect-free op calls nothing that could touch an arena: `func.constant`
    only takes the address. A `func.call` is a direct call; one to a
    declaration leaves the module, and may call back only what it is handed.
    """
    known = behaviour(op)
    if known.calls_unknown:
        return True
    handed_a_function = any(
        isinstance(operand.type, builtin.FunctionType) for operand in op.operands
    )
    if not handed_a_function and (
        known.role is OpRole.CALL or not _names_a_function(op, function_names)
    ):
        return False
    return not effects.is_free(op)


class CallGraph:
    """Calls between the functions of every module under a root: direct
    `func.call`s, and calls the pass cannot resolve, which may reach every
    address-taken function (`may_call_unknown`)."""

    def __init__(self, root: Operation) -> None:
        self.nodes: dict[func.FuncOp, FunctionNode] = {}
        self._callee_of: dict[func.CallOp, FunctionNode] = {}
        tables: dict[Operation | None, dict[str, func.FuncOp]] = {}
        functions = [op for op in walk(root) if isinstance(op, func.FuncOp)]
        for function in functions:
            tables.setdefault(function.parent_op(), {})[function.sym_name.data] = (
                function
            )
            if function.body.blocks:
                self.nodes[function] = FunctionNode(function)
        names = {function.sym_name.data for function in functions}
        effects = EffectOracle()
        for function, node in self.nodes.items():
            table = tables.get(function.parent_op(), {})
            for op in walk(function):
                if op is function:
                    continue
                if may_call_unknown(op, names, effects):
                    node.unknown_calls.append(op)
                if not isinstance(op, func.CallOp):
                    continue
                callee = table.get(op.callee.root_reference.data)
                if op.callee.nested_references.data or callee is None:
                    continue
                callee_node = self.nodes.get(callee)
                if callee_node is None:
                    continue  # a declaration: nothing to plan
                node.calls.append(op)
                callee_node.callers.append(op)
                self._callee_of[op] = callee_node
        self._mark_address_taken(root, tables)
        self._address_taken = [
            node for node in self.nodes.values() if node.address_taken
        ]
        self._mark_recursive()
        self._mark_concurrent()

    def _mark_address_taken(
        self, root: Operation, tables: dict[Operation | None, dict[str, func.FuncOp]]
    ) -> None:
        every_name: dict[str, list[func.FuncOp]] = {}
        for table in tables.values():
            for name, function in table.items():
                every_name.setdefault(name, []).append(function)
        for op in walk(root):
            for key, attribute in (*op.properties.items(), *op.attributes.items()):
                if isinstance(op, func.CallOp) and key == "callee":
                    if not attribute_is_flat(attribute):
                        self._taken(every_name, attribute)
                    continue
                for ref in symbol_refs(attribute):
                    self._taken(every_name, ref)

    def _taken(self, every_name: dict[str, list[func.FuncOp]], ref: Attribute) -> None:
        """Conservatively: any function of that name, in any module."""
        for nested in symbol_refs(ref):
            names = [nested.root_reference.data] + [
                part.data for part in nested.nested_references.data
            ]
            for name in names:
                for function in every_name.get(name, ()):
                    node = self.nodes.get(function)
                    if node is not None:
                        node.address_taken = True

    def successors(self, node: FunctionNode) -> list[FunctionNode]:
        """The functions `node` may call: its direct callees, and every
        address-taken function when it has an unknown call."""
        direct = [self.callee(call) for call in node.calls]
        return direct + self._address_taken if node.unknown_calls else direct

    def _mark_recursive(self) -> None:
        for component in self._components():
            if len(component) > 1:
                for node in component:
                    node.recursive = True
            else:
                node = component[0]
                node.recursive = node in self.successors(node)

    def _mark_concurrent(self) -> None:
        work: list[FunctionNode] = []
        for node in self.nodes.values():
            for call in node.calls:
                if _is_concurrent_site(call, node.function):
                    work.append(self.callee(call))
            if any(_is_concurrent_site(op, node.function) for op in node.unknown_calls):
                work.extend(self._address_taken)
        while work:
            node = work.pop()
            if node.concurrent:
                continue
            node.concurrent = True
            work.extend(self.successors(node))

    def callee(self, call: func.CallOp) -> FunctionNode:
        """The node of a call listed in some node's `calls`."""
        return self._callee_of[call]

    def _components(self) -> list[list[FunctionNode]]:
        """Strongly connected components (Tarjan), callees before callers."""
        index: dict[FunctionNode, int] = {}
        low: dict[FunctionNode, int] = {}
        stack: list[FunctionNode] = []
        on_stack: set[FunctionNode] = set()
        result: list[list[FunctionNode]] = []
        successors = {node: self.successors(node) for node in self.nodes.values()}
        for start in self.nodes.values():
            if start in index:
                continue
            work: list[tuple[FunctionNode, int]] = [(start, 0)]
            index[start] = low[start] = len(index)
            stack.append(start)
            on_stack.add(start)
            while work:
                node, child = work[-1]
                if child < len(successors[node]):
                    work[-1] = (node, child + 1)
                    nxt = successors[node][child]
                    if nxt not in index:
                        index[nxt] = low[nxt] = len(index)
                        stack.append(nxt)
                        on_stack.add(nxt)
                        work.append((nxt, 0))
                    elif nxt in on_stack:
                        low[node] = min(low[node], index[nxt])
                    continue
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component: list[FunctionNode] = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member is node:
                            break
                    result.append(component)
        return result

    def bottom_up(self) -> list[FunctionNode]:
        """Every node, each after all the functions it calls (members of a
        cycle in module order)."""
        order: list[FunctionNode] = []
        position = {node: i for i, node in enumerate(self.nodes.values())}
        for component in self._components():
            order.extend(sorted(component, key=position.__getitem__))
        return order


def attribute_is_flat(attribute: Attribute) -> bool:
    """A `@name` reference without nested parts."""
    return (
        isinstance(attribute, builtin.SymbolRefAttr)
        and not attribute.nested_references.data
    )
