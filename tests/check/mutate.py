"""Mutating a plan: move one view's offset onto another view's bytes.

Used by the mutation tests: a correct plan must pass, and moving one view into
a view it is live with must always be flagged.
"""

from __future__ import annotations

from xdsl.dialects.arith import AddiOp, ConstantOp
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.verify.check.structure import op_name


def views_by_name(module: ModuleOp) -> dict[str, Operation]:
    """``memref.view`` ops keyed by their result's name."""
    return {
        op.results[0].name_hint: op
        for op in module.walk()
        if op_name(op) == "memref.view" and op.results[0].name_hint
    }


def base_offset(view: Operation) -> tuple[Operation | None, int, int]:
    """(user, operand index, value) of the constant that positions ``view``.

    Either the view's offset is a constant, or it is ``addi(const, per-thread)``
    as the pass builds hoisted offsets, or a per-thread term alone (base 0,
    returned with no user).
    """
    shift = view.operands[1]
    owner = shift.owner
    if isinstance(owner, ConstantOp):
        assert isinstance(owner.value, IntegerAttr)
        return view, 1, owner.value.value.data
    if isinstance(owner, AddiOp):
        for k, operand in enumerate(owner.operands):
            if isinstance(operand.owner, ConstantOp):
                assert isinstance(operand.owner.value, IntegerAttr)
                return owner, k, operand.owner.value.value.data
    return None, 0, 0


def set_base(view: Operation, value: int) -> None:
    """Position ``view`` at base ``value`` with a fresh constant."""
    user, index, _ = base_offset(view)
    constant = ConstantOp(IntegerAttr(value, IndexType()))
    if user is None:
        add = AddiOp(constant, view.operands[1])
        Rewriter.insert_op([constant, add], InsertPoint.before(view))
        view.operands[1] = SSAValue.get(add)
        return
    Rewriter.insert_op(constant, InsertPoint.before(user))
    user.operands[index] = SSAValue.get(constant)
