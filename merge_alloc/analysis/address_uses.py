"""Where an address taken with `memref.extract_aligned_pointer_as_index` can
go, across the whole module.

Merging moves buffers: two buffers whose lifetimes do not overlap may end up
at the same address. A program that turns a buffer's address into an integer
could observe that, so pointer extraction normally makes a buffer
unmergeable. MLIR's deallocation pipeline (`--buffer-deallocation-pipeline`)
extracts the address of every buffer whose ownership crosses a branch or a
loop, but only to compare addresses for equality (its generated
`@dealloc_helper` decides which buffers to free and which are retained). Such
comparisons cannot tell a merged program from the original for the buffers
whose deallocations the pass removes (see `docs/lifetimes.md`), so the pass
treats an extraction whose result is only compared as harmless.

Not every comparison is harmless: two buffers that are both allocated compare
unequal under any allocator, and merging can make them equal, so a comparison
whose answer the program can observe (prints it, computes with it) is a use
of both buffers at the comparison (`compared_directly`: the walker makes the
`arith.cmpi` an access of each buffer whose address it compares). A
comparison is harmless only when its answer *decides frees alone*
(`decides_only_frees`): the flag it gives is combined with `arith.andi/ori/
xori`, carried through `scf.if`/`scf.for` results and `scf.yield`, stored in
memories whose every load again decides frees alone, and ends as the
condition of `scf.if`s that only free buffers or update such flags. That is
the deallocation pipeline's idiom, and the frees it decides are those of
buffers the rewrite either leaves real allocations (which a merged buffer
never shares an address with) or merges (whose deallocs it removes).

"Only compared" is decided by following the integer: into `arith.cmpi eq/ne`
whose result decides frees alone, or into a `memref.store` to a *memory*. A
memory is every value of the module that may point to the same bytes as the
stored-to buffer: its aliases in the function, and across functions the buffer
behind a function argument (every call site's operand), behind a returned
value (every call's result), behind a `memref.get_global` (every `get_global`
of that global). The integers stored there are only compared if every use of
every value of that memory, in every function, is a store of an integer, a
shape query, a dealloc, a view, a value-forwarding op, or a load whose integer
is followed again. A memory the module does not own (an argument or a result
of a public function, which code outside the module can read; a public global;
a call of a function without a body; an unknown op's memref) makes the address
escape, as does anything else (arithmetic on the address, `llvm.inttoptr`, an
unknown op).

A callee can also take the address of its *argument*: the caller's buffer
then escapes at the call (`escaping_call_operands`) when the callee, or a
function it passes the argument on to, lets that address escape.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import SymbolTable

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.behaviour_queries import escaping_operands, is_memref
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import OpRole

_EQUALITY = frozenset({"eq", "ne"})


def _is_equality(compare: arith.CmpiOp) -> bool:
    predicate = arith.CMPI_COMPARISON_OPERATIONS[compare.predicate.value.data]
    return predicate in _EQUALITY


def _is_private(op: Operation) -> bool:
    visibility = op.properties.get("sym_visibility") or op.attributes.get(
        "sym_visibility"
    )
    return isinstance(visibility, builtin.StringAttr) and visibility.data == "private"


def _function_of(value: SSAValue) -> func.FuncOp | None:
    """The `func.func` whose body defines `value`."""
    op = value.owner if isinstance(value.owner, Operation) else value.owner.parent_op()
    while op is not None and not isinstance(op, func.FuncOp):
        op = op.parent_op()
    return op


def _entry_argument_of(value: SSAValue, function: func.FuncOp) -> int | None:
    """The position of `value` among `function`'s parameters, or None."""
    if not isinstance(value, BlockArgument) or not function.body.blocks:
        return None
    return value.index if value.owner is function.body.blocks[0] else None


class AddressUses:
    """Answers, for the integers and calls of one module, whether an address
    is only compared (`compared_only`) and which operands of a call the
    callee lets escape (`escaping_call_operands`), with memoisation."""

    def __init__(self, module: Operation | None) -> None:
        self.module = module
        """Where calls, callers and globals are looked up."""
        self._module = module
        self._aliases: dict[func.FuncOp, BufferAliases] = {}
        self._callers: dict[str, list[func.CallOp]] | None = None
        self._global_reads: dict[str, list[memref.GetGlobalOp]] | None = None
        self._settled: dict[SSAValue, bool] = {}
        """Memory values whose stored integers are known to be (not) only
        compared."""
        self._looking: set[SSAValue] = set()
        """Memories being examined, assumed harmless meanwhile (a cycle
        through memory adds no new use)."""
        self._flags_settled: dict[SSAValue, bool] = {}
        """Flags (i1 values) and flag memories known to (not) decide frees
        alone."""
        self._flags_looking: set[SSAValue] = set()
        """Flags and flag memories being examined, assumed harmless meanwhile
        (a loop-carried flag, a flag memory read back)."""
        self._argument_steps: dict[
            tuple[func.FuncOp, int], tuple[bool, list[tuple[func.FuncOp, int]]]
        ] = {}
        self._argument_escapes: dict[tuple[func.FuncOp, int], bool] = {}

    # -- integers ---------------------------------------------------------------

    def compared_only(self, address: SSAValue) -> bool:
        """Whether every use of the integer `address` only compares it for
        equality, to decide frees alone (the deallocation pipeline's idiom):
        then taking the address is neither an access nor an escape."""
        return all(self._harmless_use(use.operation, address) for use in address.uses)

    def compared_directly(self, address: SSAValue) -> list[arith.CmpiOp] | None:
        """The `arith.cmpi eq/ne` ops that are the only uses of `address`, or
        None if it has another use. Each of them is a use of the buffer whose
        address it compares: two live buffers never compare equal, so they
        must not share bytes at the comparison."""
        comparisons: list[arith.CmpiOp] = []
        for use in address.uses:
            user = use.operation
            if not (isinstance(user, arith.CmpiOp) and _is_equality(user)):
                return None
            comparisons.append(user)
        return comparisons

    def _harmless_use(self, user: Operation, address: SSAValue) -> bool:
        if isinstance(user, arith.CmpiOp):
            return _is_equality(user) and self.decides_only_frees(user.result)
        if isinstance(user, memref.StoreOp):
            return user.value is address and self._address_storage(user.memref)
        return False

    # -- flags that only decide frees --------------------------------------------

    def decides_only_frees(self, flag: SSAValue) -> bool:
        """Whether the `i1` value `flag` only decides which buffers are freed
        (see the module docstring); anything else may show its value."""
        known = self._flags_settled.get(flag)
        if known is not None:
            return known
        if flag in self._flags_looking:
            return True
        self._flags_looking.add(flag)
        answer = all(self._flag_use(use.operation, use.index) for use in flag.uses)
        self._flags_looking.discard(flag)
        if not answer or not self._flags_looking:
            self._flags_settled[flag] = answer
        return answer

    def _flag_use(self, user: Operation, operand_index: int) -> bool:
        # Imported here: only a program that compares extracted addresses
        # gets this far, and a plain run does not load xDSL's scf dialect
        # (tests/plugin/test_startup_imports.py).
        from xdsl.dialects import scf

        if isinstance(user, arith.AndIOp | arith.OrIOp | arith.XOrIOp):
            return self.decides_only_frees(user.result)
        if isinstance(user, scf.IfOp):
            # The condition: what runs under it only frees or keeps flags, and
            # what the `scf.if` yields depends on it.
            return self._frees_only(user.true_region) and (
                self._frees_only(user.false_region)
                and all(self.decides_only_frees(r) for r in user.results)
            )
        if isinstance(user, scf.YieldOp):
            parent = user.parent_op()
            if isinstance(parent, scf.IfOp):
                return self.decides_only_frees(parent.results[operand_index])
            if isinstance(parent, scf.ForOp):
                carried = parent.body.block.args[operand_index + 1]
                return self.decides_only_frees(
                    parent.results[operand_index]
                ) and self.decides_only_frees(carried)
            return False
        if isinstance(user, scf.ForOp) and operand_index >= 3:
            # An initial value of a loop-carried flag.
            position = operand_index - 3
            return self.decides_only_frees(
                user.results[position]
            ) and self.decides_only_frees(user.body.block.args[position + 1])
        if isinstance(user, memref.StoreOp):
            return operand_index == 0 and self._flag_storage(user.memref)
        return False

    def _frees_only(self, region: Region) -> bool:
        """Whether running `region` (under a flag) can only free buffers and
        update flags: what a changed flag changes shows nowhere else."""
        from xdsl.dialects import scf  # as in `_flag_use`

        for op in region.walk():
            if isinstance(op, memref.DeallocOp | memref.LoadOp | scf.YieldOp):
                continue
            if isinstance(op, arith.ConstantOp | arith.AndIOp | arith.OrIOp):
                continue
            if isinstance(op, arith.XOrIOp | scf.IfOp):
                continue  # a nested `scf.if` is walked into
            if isinstance(op, memref.StoreOp) and self._flag_storage(op.memref):
                continue
            return False
        return True

    def _flag_storage(self, buffer: SSAValue) -> bool:
        """Whether every flag read from the memory of `buffer`, anywhere in
        the module, only decides frees."""
        known = self._flags_settled.get(buffer)
        if known is not None:
            return known
        if buffer in self._flags_looking:
            return True
        memory = self.memory_of(buffer)
        if memory is None:
            self._flags_settled[buffer] = False
            return False
        self._flags_looking.update(memory)
        answer = all(
            self._flag_storage_use(use.operation, use.index, value)
            for value in memory
            for use in value.uses
        )
        self._flags_looking.difference_update(memory)
        if not answer or not self._flags_looking:
            self._flags_settled.update(dict.fromkeys(memory, answer))
        return answer

    def _flag_storage_use(
        self, user: Operation, operand_index: int, buffer: SSAValue
    ) -> bool:
        if isinstance(user, memref.LoadOp):
            return self.decides_only_frees(user.res)
        if isinstance(user, memref.ExtractAlignedPointerAsIndexOp):
            return self.compared_only(user.aligned_pointer)
        return self._harmless_storage_use(user, operand_index, buffer)

    # -- memories holding integers ----------------------------------------------

    def _address_storage(self, buffer: SSAValue) -> bool:
        """Whether the integers stored in the memory of `buffer` are only
        compared, wherever in the module that memory is read."""
        known = self._settled.get(buffer)
        if known is not None:
            return known
        if buffer in self._looking:
            return True
        memory = self.memory_of(buffer)
        if memory is None:
            self._settled[buffer] = False
            return False
        self._looking.update(memory)
        answer = all(
            self._harmless_storage_use(use.operation, use.index, value)
            for value in memory
            for use in value.uses
        )
        self._looking.difference_update(memory)
        # A "no" holds whatever was assumed; a "yes" only once nothing else is
        # still assumed harmless.
        if not answer or not self._looking:
            self._settled.update(dict.fromkeys(memory, answer))
        return answer

    def _harmless_storage_use(
        self, user: Operation, operand_index: int, buffer: SSAValue
    ) -> bool:
        if isinstance(user, memref.StoreOp):
            return user.memref is buffer and not is_memref(user.value)
        if isinstance(user, memref.LoadOp):
            return self.compared_only(user.res)
        if isinstance(user, memref.ExtractAlignedPointerAsIndexOp):
            # The memory's own address: whoever holds it may read the memory.
            return self.compared_only(user.aligned_pointer)
        known = behaviour(user)
        if known.role is OpRole.DEALLOC or known.shape_query:
            return True
        if known.view_like:
            # A view is part of the memory (alias graph); a view-like op's
            # other memref operands are read (`memref.reshape`'s sizes).
            return operand_index == 0
        if isinstance(user, func.CallOp):
            # `memory_of` has followed the operand into the callee (or
            # refused the memory when the callee has no body).
            return self._callee(user) is not None
        # Ops that only hand a memref on to values the alias graph links to
        # it (a region's arguments, an op's results, a successor's
        # arguments): not a read.
        return known.forwards_operands

    def memory_of(self, buffer: SSAValue) -> set[SSAValue] | None:
        """Every memref value of the module that may point into the same bytes
        as `buffer`, or None if code outside the module may reach them."""
        seen = {buffer}
        order = [buffer]
        for value in order:
            neighbours = self._memory_neighbours(value)
            if neighbours is None:
                return None
            for neighbour in neighbours:
                if neighbour not in seen and is_memref(neighbour):
                    seen.add(neighbour)
                    order.append(neighbour)
        return seen

    def _memory_neighbours(self, value: SSAValue) -> list[SSAValue] | None:
        function = _function_of(value)
        if function is None:
            return None
        aliases = self._aliases_in(function)
        found = [*aliases.successors(value), *aliases.predecessors(value)]
        argument = _entry_argument_of(value, function)
        owner = value.owner
        if argument is not None:
            callers = self._calls_of(function)
            if callers is None:
                return None
            found += [call.operands[argument] for call in callers]
        elif isinstance(owner, memref.GetGlobalOp):
            reads = self._global_reads_of(owner)
            if reads is None:
                return None
            found += [read.memref for read in reads]
        elif isinstance(owner, func.CallOp) and isinstance(value, OpResult):
            callee = self._callee(owner)
            if callee is None:
                return None
            found += [ret.operands[value.index] for ret in self._returns(callee)]
        elif aliases.is_source(value) and not (
            isinstance(owner, Operation) and behaviour(owner).own_memory
        ):
            return None  # memory of unknown origin
        for use in value.uses:
            user = use.operation
            if isinstance(user, func.ReturnOp) and user.parent_op() is function:
                callers = self._calls_of(function)
                if callers is None:
                    return None
                found += [call.results[use.index] for call in callers]
            elif isinstance(user, func.CallOp):
                callee = self._callee(user)
                parameters = callee.body.blocks[0].args if callee else ()
                if use.index >= len(parameters):
                    return None
                found.append(parameters[use.index])
        return found

    # -- calls ------------------------------------------------------------------

    def escaping_call_operands(self, call: func.CallOp) -> list[SSAValue]:
        """The memref operands of `call` whose address the callee (or a
        function it hands them on to) lets escape."""
        callee = self._callee(call)
        if callee is None:
            return []  # no body: taken as an access (docs/lifetimes.md)
        parameters = len(callee.body.blocks[0].args)
        return [
            operand
            for index, operand in enumerate(call.operands[:parameters])
            if is_memref(operand) and self._argument_escapes_in(callee, index)
        ]

    def _argument_escapes_in(self, function: func.FuncOp, index: int) -> bool:
        start = (function, index)
        known = self._argument_escapes.get(start)
        if known is not None:
            return known
        seen = {start}
        order = [start]
        answer = False
        for node in order:
            escapes, passed_on = self._argument_step(*node)
            if escapes:
                answer = True
                break
            for successor in passed_on:
                if successor not in seen:
                    seen.add(successor)
                    order.append(successor)
        if answer:
            self._argument_escapes[start] = True
        else:  # nothing reachable from `start` escapes
            self._argument_escapes.update(dict.fromkeys(seen, False))
        return answer

    def _argument_step(
        self, function: func.FuncOp, index: int
    ) -> tuple[bool, list[tuple[func.FuncOp, int]]]:
        """Whether `function` itself lets its `index`-th argument's address
        escape, and the (callee, parameter) pairs it passes the argument to."""
        key = (function, index)
        known = self._argument_steps.get(key)
        if known is not None:
            return known
        argument = function.body.blocks[0].args[index]
        escapes = False
        passed_on: list[tuple[func.FuncOp, int]] = []
        for value in self._aliases_in(function).aliases_of(argument):
            for use in value.uses:
                user = use.operation
                if isinstance(user, memref.ExtractAlignedPointerAsIndexOp):
                    escapes = escapes or not self.compared_only(user.aligned_pointer)
                elif value in escaping_operands(user):
                    escapes = True
                elif isinstance(user, func.CallOp):
                    callee = self._callee(user)
                    if callee is not None and use.index < len(
                        callee.body.blocks[0].args
                    ):
                        passed_on.append((callee, use.index))
        self._argument_steps[key] = (escapes, passed_on)
        return escapes, passed_on

    # -- the module -------------------------------------------------------------

    def _aliases_in(self, function: func.FuncOp) -> BufferAliases:
        aliases = self._aliases.get(function)
        if aliases is None:
            aliases = BufferAliases(function)
            self._aliases[function] = aliases
        return aliases

    def _callee(self, call: func.CallOp) -> func.FuncOp | None:
        """The module function `call` calls, if it has a body."""
        if self._module is None:
            return None
        callee = SymbolTable.lookup_symbol(self._module, call.callee)
        if not isinstance(callee, func.FuncOp) or not callee.body.blocks:
            return None
        if len(callee.body.blocks[0].args) > len(call.operands):
            return None
        # More operands than parameters: a deployment has added the callee's
        # workspace block to the call before the callee's parameter (the
        # other operands still match the parameters one to one).
        return callee

    def _module_ops(self) -> Iterator[Operation]:
        if self._module is not None:
            yield from self._module.walk()

    def _calls_of(self, function: func.FuncOp) -> list[func.CallOp] | None:
        """Every call of `function` in the module, or None when code outside
        the module may call it too (it is not private)."""
        if not _is_private(function):
            return None
        if self._callers is None:
            self._callers = {}
            for op in self._module_ops():
                if isinstance(op, func.CallOp):
                    name = op.callee.string_value()
                    self._callers.setdefault(name, []).append(op)
        return self._callers.get(function.sym_name.data, [])

    def _global_reads_of(
        self, read: memref.GetGlobalOp
    ) -> list[memref.GetGlobalOp] | None:
        """Every `memref.get_global` of the global `read` reads, or None when
        the global is not a private one of the module."""
        if self._module is None:
            return None
        found = SymbolTable.lookup_symbol(self._module, read.name_)
        if not isinstance(found, memref.GlobalOp) or not _is_private(found):
            return None
        if self._global_reads is None:
            self._global_reads = {}
            for op in self._module_ops():
                if isinstance(op, memref.GetGlobalOp):
                    name = op.name_.string_value()
                    self._global_reads.setdefault(name, []).append(op)
        return self._global_reads.get(read.name_.string_value(), [])

    @staticmethod
    def _returns(function: func.FuncOp) -> list[func.ReturnOp]:
        return [
            op
            for block in function.body.blocks
            if isinstance(op := block.last_op, func.ReturnOp)
        ]


def enclosing_module(op: Operation) -> builtin.ModuleOp | None:
    """The nearest `builtin.module` around `op`, where calls are resolved."""
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, builtin.ModuleOp):
        parent = parent.parent_op()
    return parent
