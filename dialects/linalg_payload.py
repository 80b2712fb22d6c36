"""The scalar bodies MLIR materialises for linalg named ops.

A named op such as ``linalg.matvec`` is printed without a body, but MLIR
builds one when it parses the op (its "region builder") and prints it in the
generic form; lowering (``--convert-linalg-to-loops``) runs exactly that body.
So the body xDSL attaches must be MLIR's, op for op: the generic form xDSL
prints is then what ``mlir-opt`` would print, it executes the same arithmetic,
and merge-alloc numbers the same ops (each body op takes a tick).

`Payload` appends ops to a body block the way MLIR's ``RegionBuilderHelper``
does: `cast` follows ``convertScalarToDtype`` (no op when the types agree),
`binary`/`unary` pick the float or integer arith/math op from the operand
types. Anything MLIR cannot build raises `PayloadError`, which the parsers
turn into a parse error, as ``mlir-opt`` reports it.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    TensorType,
    f64,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.utils.hints import isa

from .linalg_attrs import BinaryFn, TypeFn, UnaryFn
from .linalg_body_ops import IndexOp, YieldOp


class PayloadError(ValueError):
    """The body of a named op cannot be built for these element types."""


def element_type(value_type: Attribute) -> Attribute:
    """The block argument type of an operand: its element type when shaped,
    the operand's own type when it is a scalar."""
    if isa(value_type, MemRefType | TensorType):
        return value_type.get_element_type()
    return value_type


def body_block(operand_types: Sequence[Attribute]) -> Block:
    """An empty body block with one argument per operand."""
    return Block(arg_types=[element_type(t) for t in operand_types])


def _is_float(value: SSAValue) -> bool:
    return isinstance(value.type, AnyFloat)


def _is_integer(value: SSAValue) -> bool:
    return isinstance(value.type, IntegerType)


def _is_bool(value: SSAValue) -> bool:
    value_type = value.type
    return isinstance(value_type, IntegerType) and value_type.bitwidth == 1


class Payload:
    """Appends the ops of a named op's body to `block`."""

    def __init__(self, block: Block) -> None:
        self.block = block

    @property
    def args(self) -> tuple[SSAValue, ...]:
        return tuple(self.block.args)

    def _add(self, op: Operation) -> SSAValue:
        self.block.add_op(op)
        return op.results[0]

    # -- conversions ----------------------------------------------------------

    def _convert(
        self, op_type: type[IRDLOperation], value: SSAValue, to: Attribute
    ) -> SSAValue:
        return self._add(op_type.create(operands=[value], result_types=[to]))

    def cast(self, to: Attribute, value: SSAValue, fn: TypeFn) -> SSAValue:
        """MLIR's ``convertScalarToDtype``: the op converting `value` to `to`,
        or `value` itself when no conversion applies."""
        unsigned = fn == TypeFn.CAST_UNSIGNED
        source = value.type
        target: Attribute = to
        if source == to:
            return value
        if isinstance(to, IntegerType):
            if isinstance(source, AnyFloat):
                op = arith.FPToUIOp if unsigned else arith.FPToSIOp
                return self._convert(op, value, target)
            if isinstance(source, IndexType):
                return self._convert(arith.IndexCastOp, value, target)
            if isinstance(source, IntegerType):
                if to.bitwidth > source.bitwidth:
                    ext = arith.ExtUIOp if unsigned else arith.ExtSIOp
                    return self._convert(ext, value, target)
                if to.bitwidth < source.bitwidth:
                    return self._convert(arith.TruncIOp, value, target)
                return value
        elif isinstance(to, AnyFloat):
            if isinstance(source, IntegerType):
                op = arith.UIToFPOp if unsigned else arith.SIToFPOp
                return self._convert(op, value, target)
            if isinstance(source, AnyFloat):
                if to.bitwidth > source.bitwidth:
                    return self._convert(arith.ExtFOp, value, target)
                if to.bitwidth < source.bitwidth:
                    return self._convert(arith.TruncFOp, value, target)
                return value
        elif isinstance(to, IndexType) and isinstance(source, IntegerType):
            return self._convert(arith.IndexCastOp, value, target)
        return value

    # -- arithmetic -----------------------------------------------------------

    def unary(self, fn: UnaryFn, arg: SSAValue) -> SSAValue:
        if not _is_float(arg):
            raise PayloadError("unsupported non numeric type")
        match fn:
            case UnaryFn.EXP:
                return self._add(math.ExpOp(arg))
            case UnaryFn.LOG:
                return self._add(math.LogOp(arg))
            case UnaryFn.ABS:
                return self._add(math.AbsFOp(arg))
            case UnaryFn.CEIL:
                return self._add(math.CeilOp(arg))
            case UnaryFn.FLOOR:
                return self._add(math.FloorOp(arg))
            case UnaryFn.NEGF:
                return self._add(arith.NegfOp(arg))
            case UnaryFn.RECIPROCAL:
                one = self.float_constant(1.0, arg.type)
                return self._add(arith.DivfOp(one, arg))
            case UnaryFn.ROUND:
                return self._add(math.RoundOp(arg))
            case UnaryFn.SQRT:
                return self._add(math.SqrtOp(arg))
            case UnaryFn.RSQRT:
                return self._add(math.RsqrtOp(arg))
            case UnaryFn.SQUARE:
                return self._add(arith.MulfOp(arg, arg))
            case UnaryFn.TANH:
                return self._add(math.TanhOp(arg))
            case UnaryFn.ERF:
                return self._add(math.ErfOp(arg))

    def binary(self, fn: BinaryFn, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        floats = _is_float(lhs) and _is_float(rhs)
        integers = _is_integer(lhs) and _is_integer(rhs)
        bools = integers and _is_bool(lhs) and _is_bool(rhs)
        if not floats and not integers:
            raise PayloadError("unsupported non numeric type")
        match fn:
            case BinaryFn.ADD:
                if floats:
                    return self._add(arith.AddfOp(lhs, rhs))
                if bools:
                    return self._add(arith.OrIOp(lhs, rhs))
                return self._add(arith.AddiOp(lhs, rhs))
            case BinaryFn.SUB:
                if floats:
                    return self._add(arith.SubfOp(lhs, rhs))
                if bools:
                    raise PayloadError("unsupported operation: sub with bools")
                return self._add(arith.SubiOp(lhs, rhs))
            case BinaryFn.MUL:
                if floats:
                    return self._add(arith.MulfOp(lhs, rhs))
                if bools:
                    return self._add(arith.AndIOp(lhs, rhs))
                return self._add(arith.MuliOp(lhs, rhs))
            case BinaryFn.DIV:
                if floats:
                    return self._add(arith.DivfOp(lhs, rhs))
                if bools:
                    raise PayloadError("unsupported operation: div with bools")
                return self._add(arith.DivSIOp(lhs, rhs))
            case BinaryFn.DIV_UNSIGNED:
                if not integers or bools:
                    raise PayloadError(
                        "unsupported operation: unsigned div not on uint"
                    )
                return self._add(arith.DivUIOp(lhs, rhs))
            case BinaryFn.MAX_SIGNED:
                if floats:
                    return self._add(arith.MaximumfOp(lhs, rhs))
                return self._add(arith.MaxSIOp(lhs, rhs))
            case BinaryFn.MIN_SIGNED:
                if floats:
                    return self._add(arith.MinimumfOp(lhs, rhs))
                return self._add(arith.MinSIOp(lhs, rhs))
            case BinaryFn.MAX_UNSIGNED:
                if floats:
                    return self._add(arith.MaximumfOp(lhs, rhs))
                return self._add(arith.MaxUIOp(lhs, rhs))
            case BinaryFn.MIN_UNSIGNED:
                if floats:
                    return self._add(arith.MinimumfOp(lhs, rhs))
                return self._add(arith.MinUIOp(lhs, rhs))
            case BinaryFn.POWF:
                if not floats:
                    raise PayloadError("unsupported operation: powf on integers")
                return self._add(math.PowFOp(lhs, rhs))

    def select(self, condition: SSAValue, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self._add(arith.SelectOp(condition, lhs, rhs))

    # -- leaves ---------------------------------------------------------------

    def float_constant(self, value: float, value_type: Attribute = f64) -> SSAValue:
        assert isinstance(value_type, AnyFloat)
        return self._add(arith.ConstantOp(FloatAttr(value, value_type)))

    def integer_constant(self, value: int) -> SSAValue:
        """An ``i64`` constant, the type MLIR's OpDSL gives integer literals."""
        return self._add(arith.ConstantOp(IntegerAttr(value, i64)))

    def index(self, dim: int) -> SSAValue:
        return self._add(IndexOp(dim))

    def yield_(self, *values: SSAValue) -> None:
        self.block.add_op(YieldOp(*values))
