"""Whether an address taken with `memref.extract_aligned_pointer_as_index`
is only ever compared.

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

"Only compared" is decided by following the integer: into `arith.cmpi eq/ne`
(harmless), into `memref.store` to a buffer that is in turn only stored to,
shape-queried, deallocated, viewed, loaded from (the loaded integer followed
again) or passed to a function of the module whose argument obeys the same
rules. Anything else (a call to a function without a body, arithmetic on the
address, an unknown op) counts as the address escaping.
"""

from __future__ import annotations

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.traits import SymbolTable

from merge_alloc.analysis.interfaces import OpRole, behaviour, is_memref

_EQUALITY = frozenset({"eq", "ne"})


class AddressUses:
    """Answers `compared_only(address)` for the integers of one module, with
    memoisation (a buffer of addresses is examined once)."""

    def __init__(self, module: Operation | None) -> None:
        self._module = module
        self._storage: dict[SSAValue, bool] = {}

    def compared_only(self, address: SSAValue) -> bool:
        """Whether every use of the integer `address` only compares it."""
        return all(self._harmless_use(use.operation, address) for use in address.uses)

    def _harmless_use(self, user: Operation, address: SSAValue) -> bool:
        if isinstance(user, arith.CmpiOp):
            predicate = arith.CMPI_COMPARISON_OPERATIONS[user.predicate.value.data]
            return predicate in _EQUALITY
        if isinstance(user, memref.StoreOp):
            return user.value is address and self._address_storage(user.memref)
        return False

    def _address_storage(self, buffer: SSAValue) -> bool:
        """Whether the integers stored in `buffer` are only compared."""
        known = self._storage.get(buffer)
        if known is not None:
            return known
        # Assume yes while looking (a cycle through calls adds no new use).
        self._storage[buffer] = True
        answer = all(
            self._harmless_storage_use(use.operation, use.index, buffer)
            for use in buffer.uses
        )
        self._storage[buffer] = answer
        return answer

    def _harmless_storage_use(
        self, user: Operation, operand_index: int, buffer: SSAValue
    ) -> bool:
        if isinstance(user, memref.StoreOp):
            return user.memref is buffer and (
                not is_memref(user.value) and user.value is not buffer
            )
        if isinstance(user, memref.LoadOp):
            return self.compared_only(user.res)
        known = behaviour(user)
        if known.role is OpRole.DEALLOC or known.shape_query:
            return True
        if known.view_like:
            return all(
                self._address_storage(result)
                for result in user.results
                if is_memref(result)
            )
        if isinstance(user, func.CallOp):
            argument = self._callee_argument(user, operand_index)
            return argument is not None and self._address_storage(argument)
        return False

    def _callee_argument(
        self, call: func.CallOp, operand_index: int
    ) -> BlockArgument | None:
        """The entry-block argument of the module function `call` binds its
        operand `operand_index` to, or None (no body, no module, not found)."""
        if self._module is None:
            return None
        callee = SymbolTable.lookup_symbol(self._module, call.callee)
        if not isinstance(callee, func.FuncOp) or not callee.body.blocks:
            return None
        arguments = callee.body.blocks[0].args
        if operand_index >= len(arguments):
            return None
        return arguments[operand_index]


def enclosing_module(op: Operation) -> builtin.ModuleOp | None:
    """The nearest `builtin.module` around `op`, where calls are resolved."""
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, builtin.ModuleOp):
        parent = parent.parent_op()
    return parent
