"""The checker's rules for what a use does to a buffer: write it, or let its
address out.

Both are judged per use and read the alias walk of `structure`: first which
uses may write (below), then which uses turn an address into an integer and
where it may go.

The checker's own rule for which uses may write a buffer (independent of
the pass's `merge_alloc.analysis.writes`).

An argument that `inputs-in-workspace` moved into the workspace (a view
marked ``merge_alloc.input``) is written by the caller before the call. If
the function writes it, it is an output parameter: the caller reads it after
the call, so its bytes must stay untouched to the function's end. Liveness
from its uses alone would end at the last write, and a later buffer sharing
its bytes would overwrite the result (docs/deployment.md, inputs in the
workspace).

A use writes unless the checker knows it only reads: loads and reads of
vectors, shape queries, the source of ``memref.copy``, the ``ins`` of a
linalg op, and ops whose declared effects only read that operand. View-like
ops, terminators and region ops hand the value on; the liveness walk already
reached the aliases they make, whose own uses are judged here. An op with
unknown effects (a call, an unregistered op) may write.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import IntegerAttr, StringAttr, SymbolRefAttr
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue, Use
from xdsl.traits import MemoryEffectKind, get_effects

from merge_alloc.verify.check.structure import (
    VIEW_LIKE,
    YIELD_LIKE,
    AliasWalk,
    attribute,
    is_memref,
    module_of,
    op_name,
    reached_uses,
)

READS_ONLY = frozenset(
    {
        "memref.load",
        "affine.load",
        "vector.load",
        "vector.maskedload",
        "vector.transfer_read",
        "vector.gather",
        "memref.dim",
        "memref.rank",
        "memref.extract_aligned_pointer_as_index",
        "func.return",
    }
)
"""Ops that read their memref operands and write none."""


def _linalg_outputs(op: Operation) -> list[SSAValue] | None:
    """The ``outs`` of a linalg op (the last operand group), or None."""
    if not op_name(op).startswith("linalg."):
        return None
    outputs = getattr(op, "outputs", None)
    if isinstance(outputs, tuple | list):
        return [v for v in outputs if isinstance(v, SSAValue)]  # pyright: ignore[reportUnknownVariableType]
    return None


def may_write(use: Use) -> bool:
    """Whether the op of ``use`` may write its operand."""
    op = use.operation
    name = op_name(op)
    if name in READS_ONLY or name in VIEW_LIKE or name in YIELD_LIKE:
        return False
    if name == "memref.copy":
        return use.index == 1
    outputs = _linalg_outputs(op)
    if outputs is not None:
        return op.operands[use.index] in outputs
    if op.regions:
        return False  # hands it to its regions, where the uses are judged
    effects = get_effects(op)
    if effects is None:
        return True
    value = op.operands[use.index]
    return any(
        effect.kind is not MemoryEffectKind.READ
        and (effect.value is None or effect.value is value)
        for effect in effects
    )


def first_write(aliases: Iterable[SSAValue]) -> Operation | None:
    """An op that may write one of ``aliases`` (the aliases of one view),
    or None."""
    for value in aliases:
        if not is_memref(value):
            continue
        for use in value.uses:
            if may_write(use):
                return use.operation
    return None


# The checker's own rule for addresses turned into integers (independent of
# the pass).
#
# Comparing two addresses for equality reads no byte of either buffer, but two
# buffers that are both allocated never compare equal, and a plan that gives
# them the same bytes makes them equal. So a comparison is a use of each buffer
# whose address it compares (``directly_compared`` lists them), unless its
# answer only decides what is freed (``flag_only_frees``): the flag is combined
# with ``arith.andi``/``ori``/``xori``, carried by ``scf.if`` and ``scf.for``
# results, kept in memories whose loads again only decide frees, and ends as the
# condition of ``scf.if``s whose bodies only free buffers or update such flags
# (MLIR's deallocation pipeline compares addresses so to decide ownership). An
# address that only ever meets such a comparison is neither an access nor an
# escape. An address written to memory is only compared if every reader of that
# memory only compares it, and a memory is not just the buffer written to: it is
# every value of the *module* that may hold the same bytes. Starting from the
# buffer the address is stored into, the memory grows through
#
# * views and casts (``memref.subview``, ``memref.cast``, ...) in both
#   directions, ``arith.select``, values carried by ``scf`` region ops; a
#   ``memref.view`` only forwards (a view of a byte buffer is a buffer of its
#   own: the views of a merged buffer or arena are separate buffers, and their
#   overlap while live is what the rest of the checker verifies);
# * a function parameter to the operand of every call (only for private
#   functions: a public one may be called from outside the module, and its
#   caller may read the memory), a call operand to the callee's parameter;
# * a returned value to every call's result (private functions only), a call
#   result to the callee's returned values;
# * ``memref.get_global`` to every ``get_global`` of the same private global (a
#   public global may be read outside the module).
#
# Any other producer of the memory (an unknown op, a function without a body)
# makes the address escape.  Every use of every value of the memory must be a
# store of an integer, a load whose integer is followed again, a shape query, a
# dealloc, or one of the links above.
#
# A callee can also take the address of its *parameter*: the caller's view
# escapes at the call when the callee, or a function it hands the parameter
# on to, lets the address escape (``call_lets_address_escape``).

_CARRIERS = frozenset(
    {
        "scf.for",
        "scf.while",
        "scf.if",
        "scf.execute_region",
        "scf.index_switch",
        "scf.forall",
        "scf.parallel",
        "affine.for",
        "affine.if",
        "memref.alloca_scope",
    }
)
"""Region ops whose memref operands, results and region arguments carry the
same memory (taken all together: coarse, never unsound)."""
_TERMINATORS = YIELD_LIKE | {"scf.forall.in_parallel"}
_READS_INTEGER = frozenset({"memref.load", "memref.extract_aligned_pointer_as_index"})
"""Uses of a memory that produce an integer to follow: a stored address, or
the memory's own address."""
_FRESH = frozenset({"memref.alloc", "memref.alloca"})
_HARMLESS = frozenset({"memref.dim", "memref.rank", "memref.dealloc"})


_FLAG_LOGIC = frozenset({"arith.andi", "arith.ori", "arith.xori"})
"""Ops that combine flags: their result decides what the operands decided."""
_UNDER_FLAG = _FLAG_LOGIC | {
    "memref.dealloc",
    "memref.load",
    "arith.constant",
    "scf.if",
    "scf.yield",
}
"""Ops that may run under a flag that only decides frees (with stores into
memories of such flags): the deallocation pipeline's bodies."""


def _equality(compare: Operation) -> bool:
    """``arith.cmpi eq`` (0) or ``ne`` (1)."""
    return attribute(compare, "predicate") in (IntegerAttr(0, 64), IntegerAttr(1, 64))


def _private(op: Operation) -> bool:
    visibility = attribute(op, "sym_visibility")
    return isinstance(visibility, StringAttr) and visibility.data == "private"


def _symbol(op: Operation, name: str) -> str | None:
    found = attribute(op, name)
    if isinstance(found, SymbolRefAttr):
        return found.root_reference.data
    if isinstance(found, StringAttr):
        return found.data
    return None


class ModuleAddresses:
    """Address questions about one module, answered on demand."""

    def __init__(self, module: Operation) -> None:
        self.module = module
        self.functions: dict[str, Operation] = {}
        self.globals: dict[str, Operation] = {}
        self.calls: dict[str, list[Operation]] = {}
        self.global_reads: dict[str, list[Operation]] = {}
        self._frees_only: set[SSAValue] = set()
        """Flags (and memories of flags) proven to only decide frees."""
        self._compared_only: set[SSAValue] = set()
        """Memories of addresses proven to be only compared."""
        self._compared: dict[SSAValue, bool] = {}
        """`only_compared`'s answer per integer asked with nothing in
        progress."""
        for op in module.walk():
            name = op_name(op)
            if name == "func.func" and (symbol := _symbol(op, "sym_name")):
                self.functions[symbol] = op
            elif name == "memref.global" and (symbol := _symbol(op, "sym_name")):
                self.globals[symbol] = op
            elif name == "func.call" and (symbol := _symbol(op, "callee")):
                self.calls.setdefault(symbol, []).append(op)
            elif name == "memref.get_global" and (symbol := _symbol(op, "name")):
                self.global_reads.setdefault(symbol, []).append(op)

    # -- integers ---------------------------------------------------------------

    # Both questions below are answered as greatest fixpoints: a value met
    # again while it is being answered (in ``seen``) is assumed to pass, and
    # when the first question asked returns True every value it met passed
    # under that assumption alone. Such a set stays true in any later
    # question, so it is remembered (``_frees_only``, ``_compared_only``):
    # without it, a chain of ownership flags (one per buffer that
    # bufferization's deallocation guards) is walked again from every
    # buffer, quadratic in the program.

    def only_compared(
        self, integer: SSAValue, seen: set[SSAValue] | None = None
    ) -> bool:
        """Whether ``integer`` only meets ``arith.cmpi eq/ne``, possibly after
        round trips through memories whose every reader only compares it.
        ``seen``: the memories being answered (None: a new question)."""
        if seen is None:
            if integer not in self._compared:
                fresh: set[SSAValue] = set()
                answer = self._only_compared(integer, fresh)
                if answer:
                    self._compared_only |= fresh
                self._compared[integer] = answer
            return self._compared[integer]
        return self._only_compared(integer, seen)

    def _only_compared(self, integer: SSAValue, seen: set[SSAValue]) -> bool:
        for use in integer.uses:
            user = use.operation
            name = op_name(user)
            if name == "arith.cmpi":
                if not _equality(user) or not self.flag_only_frees(user.results[0]):
                    return False
                continue
            if name == "memref.store" and use.index == 0:
                if not self._memory_only_compares(user.operands[1], seen):
                    return False
                continue
            return False
        return True

    def directly_compared(self, integer: SSAValue) -> list[Operation] | None:
        """The ``arith.cmpi eq/ne`` that are every use of ``integer``, or None.
        Each is a use of the buffer the address is of: two live buffers
        compare unequal, so the plan must keep them apart there."""
        found: list[Operation] = []
        for use in integer.uses:
            if op_name(use.operation) != "arith.cmpi" or not _equality(use.operation):
                return None
            found.append(use.operation)
        return found

    def flag_only_frees(
        self, flag: SSAValue, seen: set[SSAValue] | None = None
    ) -> bool:
        """Whether the ``i1`` ``flag`` can only change which buffers are
        freed: nothing the program computes or shows depends on it.
        ``seen``: the flags and memories being answered (None: a new
        question)."""
        if seen is None:
            fresh: set[SSAValue] = set()
            answer = self.flag_only_frees(flag, fresh)
            if answer:
                self._frees_only |= fresh
            return answer
        if flag in seen or flag in self._frees_only:
            return True
        seen.add(flag)
        for use in flag.uses:
            user = use.operation
            name = op_name(user)
            followed: list[SSAValue]
            if name in _FLAG_LOGIC:
                followed = list(user.results)
            elif name == "scf.if" and use.index == 0:
                if not all(
                    self._under_flag(op, seen)
                    for region in user.regions
                    for op in region.walk()
                ):
                    return False
                followed = list(user.results)
            elif name == "scf.yield":
                parent = user.parent_op()
                parent_name = "" if parent is None else op_name(parent)
                if parent is None or parent_name not in ("scf.if", "scf.for"):
                    return False
                followed = [parent.results[use.index]]
                if parent_name == "scf.for":
                    followed.append(parent.regions[0].blocks[0].args[use.index + 1])
            elif name == "scf.for" and use.index >= 3:
                carried = use.index - 3
                followed = [
                    user.results[carried],
                    user.regions[0].blocks[0].args[carried + 1],
                ]
            elif name == "memref.store" and use.index == 0:
                if not self._flag_memory(user.operands[1], seen):
                    return False
                continue
            else:
                return False
            if not all(self.flag_only_frees(value, seen) for value in followed):
                return False
        return True

    def _under_flag(self, op: Operation, seen: set[SSAValue]) -> bool:
        """Whether ``op``, run or not as a flag says, only frees or keeps
        flags."""
        name = op_name(op)
        if name == "memref.store":
            return self._flag_memory(op.operands[1], seen)
        return name in _UNDER_FLAG

    def _flag_memory(self, buffer: SSAValue, seen: set[SSAValue]) -> bool:
        """Whether every flag loaded from the memory of ``buffer`` only
        decides frees."""
        if buffer in seen or buffer in self._frees_only:
            return True
        memory = self.memory(buffer)
        if memory is None:
            return False
        seen.update(memory)
        for value in memory:
            for use in value.uses:
                user = use.operation
                name = op_name(user)
                if name == "memref.load":
                    if not self.flag_only_frees(user.results[0], seen):
                        return False
                elif name == "memref.store":
                    if use.index != 1 or is_memref(user.operands[0]):
                        return False
                elif name == "memref.extract_aligned_pointer_as_index":
                    if not self.only_compared(user.results[0]):
                        return False
                elif not (
                    name in _HARMLESS
                    or name in VIEW_LIKE
                    or name in _CARRIERS
                    or name in _TERMINATORS
                    or name in ("func.call", "func.return")
                ):
                    return False
        return True

    def _memory_only_compares(self, buffer: SSAValue, seen: set[SSAValue]) -> bool:
        if buffer in seen or buffer in self._compared_only:
            return True
        memory = self.memory(buffer)
        if memory is None:
            return False
        seen.update(memory)
        for value in memory:
            for use in value.uses:
                user = use.operation
                name = op_name(user)
                if name == "memref.store":
                    if use.index != 1 or is_memref(user.operands[0]):
                        return False
                elif name in _READS_INTEGER:
                    if not self.only_compared(user.results[0], seen):
                        return False
                elif not (
                    name in _HARMLESS
                    or name in VIEW_LIKE
                    or name in _CARRIERS
                    or name in _TERMINATORS
                    or name in ("func.call", "func.return")
                ):
                    return False
        return True

    # -- memories ---------------------------------------------------------------

    def memory(self, buffer: SSAValue) -> set[SSAValue] | None:
        """Every memref value of the module that may hold the bytes of
        ``buffer``, or None when code outside the module may reach them."""
        walk = AliasWalk([buffer])
        for value in walk:
            linked = self._links(value)
            if linked is None:
                return None
            walk.add_all(linked)
        return walk.seen

    def _links(self, value: SSAValue) -> list[SSAValue] | None:
        linked = self._producers(value)
        if linked is None:
            return None
        for use in value.uses:
            user = use.operation
            name = op_name(user)
            if name == "memref.view":
                linked += user.results  # a buffer of its own (see `_producers`)
            elif name in VIEW_LIKE or name in _CARRIERS:
                linked += self._carried(user)
            elif name in _TERMINATORS:
                parent = user.parent_op()
                if parent is None:
                    return None
                linked += self._carried(parent)
            elif name == "func.call":
                parameter = self._parameter(user, use.index)
                if parameter is None:
                    return None
                linked.append(parameter)
            elif name == "func.return":
                function = user.parent_op()
                results = self._call_results(function, use.index)
                if results is None:
                    return None
                linked += results
        return linked

    def _producers(self, value: SSAValue) -> list[SSAValue] | None:
        """Values ``value`` is derived from (None: memory from outside)."""
        if isinstance(value, BlockArgument):
            block = value.owner
            assert isinstance(block, Block)
            parent = block.parent_op()
            if parent is None:
                return None
            pname = op_name(parent)
            if pname == "func.func":
                if not _private(parent) or block is not parent.regions[0].blocks[0]:
                    return None
                symbol = _symbol(parent, "sym_name") or ""
                return [
                    call.operands[value.index]
                    for call in self.calls.get(symbol, [])
                    if value.index < len(call.operands)
                ]
            if pname in _CARRIERS:
                return self._carried(parent)
            return None
        assert isinstance(value, OpResult)
        producer = value.owner
        name = op_name(producer)
        if name in _FRESH or name == "memref.view":
            # A `memref.view` carves a buffer out of a byte buffer: the views
            # of one merged buffer or arena are separate buffers, and whether
            # two of them share bytes while live is what the checker verifies.
            return []
        if name in VIEW_LIKE or name in _CARRIERS:
            return self._carried(producer)
        if name == "memref.get_global":
            symbol = _symbol(producer, "name")
            known = self.globals.get(symbol or "")
            if known is None or not _private(known):
                return None
            return [read.results[0] for read in self.global_reads.get(symbol or "", [])]
        if name == "func.call":
            callee = self._callee(producer)
            if callee is None:
                return None
            return [
                ret.operands[value.index]
                for ret in callee.walk()
                if op_name(ret) == "func.return"
                and ret.parent_op() is callee
                and value.index < len(ret.operands)
            ]
        return None

    def _carried(self, op: Operation) -> list[SSAValue]:
        """Every memref operand, result, region argument and terminator
        operand of ``op``: what a view or an ``scf`` op may tie together."""
        values: list[SSAValue] = [*op.operands, *op.results]
        for region in op.regions:
            for block in region.blocks:
                values += block.args
                last = block.last_op
                if last is not None and op_name(last) in _TERMINATORS:
                    values += last.operands
        return [v for v in values if is_memref(v)]

    def _call_results(
        self, function: Operation | None, index: int
    ) -> list[SSAValue] | None:
        if function is None or op_name(function) != "func.func":
            return None
        if not _private(function):
            return None
        symbol = _symbol(function, "sym_name") or ""
        return [
            call.results[index]
            for call in self.calls.get(symbol, [])
            if index < len(call.results)
        ]

    def _callee(self, call: Operation) -> Operation | None:
        callee = self.functions.get(_symbol(call, "callee") or "")
        if callee is None or not callee.regions or not callee.regions[0].blocks:
            return None
        return callee

    def _parameter(self, call: Operation, index: int) -> SSAValue | None:
        callee = self._callee(call)
        if callee is None:
            return None
        arguments = callee.regions[0].blocks[0].args
        return arguments[index] if index < len(arguments) else None

    # -- calls ------------------------------------------------------------------

    def call_lets_address_escape(self, call: Operation, index: int) -> str | None:
        """Why the callee of ``call`` (or a function it hands its parameter
        to) lets the address of operand ``index`` escape, or None."""
        start = self._parameter(call, index)
        if start is None:
            return None  # no body: the call is an access (as for printMemref)
        function = _symbol(call, "callee")
        for use in reached_uses([start], self._passed_on):
            user = use.operation
            name = op_name(user)
            if name == "memref.extract_aligned_pointer_as_index":
                address = user.results[0]
                # Compared (only to decide frees, or with an answer the
                # program shows) within the callee: a use while the call
                # runs, and the call is an access of the operand already.
                if not self.only_compared(address) and (
                    self.directly_compared(address) is None
                ):
                    return f"@{function} lets its address escape"
                continue
            stored = name == "memref.store" and use.index == 0
            if (
                stored
                or name == "builtin.unrealized_conversion_cast"
                or name.startswith("llvm.")
            ):
                return f"@{function} lets it escape through {name}"
            # func.return: the caller sees the result as an alias
        return None

    def _passed_on(self, use: Use) -> list[SSAValue]:
        """Where a callee's parameter goes on from ``use``: into the callee of
        a call, along views and region ops, into any op's memref results (a
        returned value the caller sees as an alias of its operand)."""
        user = use.operation
        name = op_name(user)
        if name == "func.call":
            parameter = self._parameter(user, use.index)
            return [] if parameter is None else [parameter]
        if name in VIEW_LIKE or name in _CARRIERS:
            return self._carried(user)
        if name in _TERMINATORS:
            parent = user.parent_op()
            return [] if parent is None else self._carried(parent)
        return [r for r in user.results if is_memref(r)]


_CACHE: dict[str, tuple[Operation, object, ModuleAddresses]] = {}


def module_addresses(op: Operation, run: object) -> ModuleAddresses | None:
    """The address questions of the module around ``op``, built once per
    checker ``run`` (any object that lives exactly as long as one check, such
    as its numbering: a module checked again later is indexed again)."""
    module = module_of(op)
    if module is None:
        return None
    known = _CACHE.get("last")
    if known is not None and known[0] is module and known[1] is run:
        return known[2]
    answers = ModuleAddresses(module)
    _CACHE["last"] = (module, run, answers)
    return answers
