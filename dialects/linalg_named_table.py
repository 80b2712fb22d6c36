"""The table of MLIR 22's OpDSL-defined linalg named ops (`NAMED_OP_SPECS`),
and the scalar functions it is written in (`TypeFn`, `UnaryFn`,
`BinaryFn`, `TernaryFn`).

A data module apart from ``linalg``, which turns every row into an op class
(`define_named_op`) and builds bodies with its `Payload`. The rows' bodies are
written against `BodyBuilder`, the operations a body may use (MLIR's
``RegionBuilderHelper``), which `Payload` implements: this table imports
nothing of ``linalg``, which imports it.

One `NamedOpSpec` row per op, in the notation ``linalg``'s docstring
describes (loops, the loops indexing each operand, the scalar body).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import auto
from typing import Protocol

from xdsl.dialects.builtin import (
    IntegerType,
    f64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.utils.str_enum import StrEnum

# -- OpDSL's scalar functions ---------------------------------------------------


class TypeFn(StrEnum):
    """MLIR's ``linalg::TypeFn``: signed or unsigned numeric conversion."""

    CAST_SIGNED = auto()
    CAST_UNSIGNED = auto()


class UnaryFn(StrEnum):
    """MLIR's ``linalg::UnaryFn``, in the order of ``ElementwiseKind``."""

    EXP = auto()
    LOG = auto()
    ABS = auto()
    CEIL = auto()
    FLOOR = auto()
    NEGF = auto()
    RECIPROCAL = auto()
    ROUND = auto()
    SQRT = auto()
    RSQRT = auto()
    SQUARE = auto()
    TANH = auto()
    ERF = auto()


class BinaryFn(StrEnum):
    """MLIR's ``linalg::BinaryFn``."""

    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DIV_UNSIGNED = auto()
    MAX_SIGNED = auto()
    MIN_SIGNED = auto()
    MAX_UNSIGNED = auto()
    MIN_UNSIGNED = auto()
    POWF = auto()


class TernaryFn(StrEnum):
    """MLIR's ``linalg::TernaryFn``."""

    SELECT = auto()


# -- the notation -------------------------------------------------------------


class BodyBuilder(Protocol):
    """What a row's body may do: read the block's arguments, append MLIR's
    ops for OpDSL's functions and constants, and yield (``linalg.Payload``)."""

    @property
    def args(self) -> tuple[SSAValue, ...]: ...

    def cast(self, to: Attribute, value: SSAValue, fn: TypeFn) -> SSAValue: ...

    def unary(self, fn: UnaryFn, arg: SSAValue) -> SSAValue: ...

    def binary(self, fn: BinaryFn, lhs: SSAValue, rhs: SSAValue) -> SSAValue: ...

    def select(self, condition: SSAValue, lhs: SSAValue, rhs: SSAValue) -> SSAValue: ...

    def float_constant(self, value: float, value_type: Attribute = ...) -> SSAValue: ...

    def integer_constant(self, value: int) -> SSAValue: ...

    def index(self, dim: int) -> SSAValue: ...

    def yield_(self, *values: SSAValue) -> None: ...


PayloadBuilder = Callable[[BodyBuilder, TypeFn], None]
"""Appends an op's body to an empty block; gets the op's ``cast`` function
(``cast_signed`` when the op has no such attribute or it is unset)."""

SIGNED = TypeFn.CAST_SIGNED
UNSIGNED = TypeFn.CAST_UNSIGNED


@dataclass(frozen=True, slots=True)
class NamedOpSpec:
    """One named op: see the module docstring for the notation."""

    name: str
    loops: str | None
    operands: tuple[str, ...]
    payload: PayloadBuilder
    strided: bool = False
    cast: bool = False

    @property
    def op_name(self) -> str:
        return f"linalg.{self.name}"

    @property
    def num_inputs(self) -> int:
        return len(self.operands) - 1


# -- bodies -------------------------------------------------------------------


def multiply_accumulate(p: BodyBuilder, fn: TypeFn) -> None:
    """``acc + cast(lhs) * cast(rhs)``: contractions and convolutions."""
    lhs, rhs, acc = p.args
    product = p.binary(
        BinaryFn.MUL, p.cast(acc.type, lhs, fn), p.cast(acc.type, rhs, fn)
    )
    p.yield_(p.binary(BinaryFn.ADD, acc, product))


def zero_point_multiply_accumulate(p: BodyBuilder, fn: TypeFn) -> None:
    """``acc + (cast(lhs) - cast(lhs_zp)) * (cast(rhs) - cast(rhs_zp))``: the
    quantized (``_q``) variants."""
    lhs, rhs, lhs_zero, rhs_zero, acc = p.args
    u = acc.type
    left = p.binary(BinaryFn.SUB, p.cast(u, lhs, fn), p.cast(u, lhs_zero, fn))
    right = p.binary(BinaryFn.SUB, p.cast(u, rhs, fn), p.cast(u, rhs_zero, fn))
    p.yield_(p.binary(BinaryFn.ADD, acc, p.binary(BinaryFn.MUL, left, right)))


def pooling(reduce: BinaryFn, fn: TypeFn) -> PayloadBuilder:
    """``reduce(acc, fn(input))``; the window operand only gives the shape."""

    def build(p: BodyBuilder, _: TypeFn) -> None:
        value, _window, acc = p.args
        p.yield_(p.binary(reduce, acc, p.cast(acc.type, value, fn)))

    return build


def unary(fn: UnaryFn) -> PayloadBuilder:
    def build(p: BodyBuilder, _: TypeFn) -> None:
        p.yield_(p.unary(fn, p.args[0]))

    return build


def binary(fn: BinaryFn) -> PayloadBuilder:
    def build(p: BodyBuilder, _: TypeFn) -> None:
        lhs, rhs, _out = p.args
        p.yield_(p.binary(fn, lhs, rhs))

    return build


def select(p: BodyBuilder, _: TypeFn) -> None:
    condition, lhs, rhs, _out = p.args
    p.yield_(p.select(condition, lhs, rhs))


def convert(p: BodyBuilder, fn: TypeFn) -> None:
    """``fn(value)`` in the output's element type: ``linalg.copy``."""
    value, out = p.args
    p.yield_(p.cast(out.type, value, fn))


def forward(p: BodyBuilder, _: TypeFn) -> None:
    """The value itself: ``linalg.fill`` (which requires matching types)."""
    p.yield_(p.args[0])


def random_fill(p: BodyBuilder, _: TypeFn) -> None:
    """``linalg.fill_rng_2d``: one linear congruential generator step per
    index, scaled into ``[min, max]``; ops in MLIR's order."""
    low, high, seed, out = p.args
    i32 = IntegerType(32)
    offset = p.cast(f64, p.integer_constant(2147483647), SIGNED)
    column = p.cast(i32, p.index(1), SIGNED)
    row = p.cast(i32, p.index(0), SIGNED)

    def step(index: SSAValue, state: SSAValue) -> SSAValue:
        mixed = p.binary(BinaryFn.ADD, index, state)
        scaled = p.binary(
            BinaryFn.MUL, mixed, p.cast(i32, p.integer_constant(1103515245), SIGNED)
        )
        return p.binary(
            BinaryFn.ADD, scaled, p.cast(i32, p.integer_constant(12345), SIGNED)
        )

    rand1 = step(row, seed)
    rand2 = p.binary(BinaryFn.ADD, column, rand1)
    multiplied = p.binary(
        BinaryFn.MUL, rand2, p.cast(i32, p.integer_constant(1103515245), SIGNED)
    )
    rand2 = p.binary(
        BinaryFn.ADD, multiplied, p.cast(i32, p.integer_constant(12345), SIGNED)
    )
    shifted = p.binary(BinaryFn.ADD, offset, p.cast(f64, rand2, SIGNED))
    scaling = p.binary(
        BinaryFn.MUL,
        p.binary(BinaryFn.SUB, high, low),
        p.float_constant(2.3283064e-10),
    )
    value = p.binary(BinaryFn.ADD, p.binary(BinaryFn.MUL, shifted, scaling), low)
    p.yield_(p.cast(out.type, value, SIGNED))


# -- the table ----------------------------------------------------------------

_MAC = multiply_accumulate
_MAC_Q = zero_point_multiply_accumulate


def _contraction(name: str, loops: str, *operands: str) -> NamedOpSpec:
    return NamedOpSpec(name, loops, operands, _MAC)


def _conv(name: str, loops: str, *operands: str, strided: bool = True) -> NamedOpSpec:
    payload = _MAC_Q if len(operands) == 5 else _MAC
    return NamedOpSpec(name, loops, operands, payload, strided=strided)


def _conv_q(name: str, loops: str, image: str, kernel: str, out: str) -> NamedOpSpec:
    return _conv(name, loops, image, kernel, "", "", out)


_POOLING_BODIES: dict[str, PayloadBuilder] = {
    "sum": pooling(BinaryFn.ADD, SIGNED),
    "max": pooling(BinaryFn.MAX_SIGNED, SIGNED),
    "max_unsigned": pooling(BinaryFn.MAX_UNSIGNED, UNSIGNED),
    "min": pooling(BinaryFn.MIN_SIGNED, SIGNED),
    "min_unsigned": pooling(BinaryFn.MIN_UNSIGNED, UNSIGNED),
}


def _pool(
    layout: str,
    kinds: Sequence[str],
    loops: str,
    image: str,
    window: str,
    out: str,
) -> list[NamedOpSpec]:
    """The pooling ops of one layout: ``pooling_<layout>_<kind>``."""
    return [
        NamedOpSpec(
            f"pooling_{layout}_{kind}",
            loops,
            (image, window, out),
            _POOLING_BODIES[kind],
            strided=True,
        )
        for kind in kinds
    ]


def _elementwise(name: str, arity: int, payload: PayloadBuilder) -> NamedOpSpec:
    return NamedOpSpec(name, None, ("*",) * (arity + 1), payload)


_NHWC = "n oh ow f kh kw c"
_NGCHW = "n g fg oh ow c kh kw"
_NDHWC = "n od oh ow f kd kh kw c"

NAMED_OP_SPECS: tuple[NamedOpSpec, ...] = (
    # contractions
    _contraction("matvec", "m n", "m n", "n", "m"),
    _contraction("vecmat", "n m", "m", "m n", "n"),
    _contraction("batch_matvec", "b m k", "b m k", "b k", "b m"),
    _contraction("batch_vecmat", "b n k", "b k", "b k n", "b n"),
    _contraction("dot", "m", "m", "m", ""),
    _contraction("mmt4d", "m n k m0 n0 k0", "m k m0 k0", "n k n0 k0", "m n m0 n0"),
    _contraction(
        "batch_mmt4d",
        "b m n k m0 n0 k0",
        "b m k m0 k0",
        "b n k n0 k0",
        "b m n m0 n0",
    ),
    NamedOpSpec("quantized_matmul", "m n k", ("m k", "k n", "", "", "m n"), _MAC_Q),
    NamedOpSpec(
        "quantized_batch_matmul",
        "b m n k",
        ("b m k", "b k n", "", "", "b m n"),
        _MAC_Q,
    ),
    # convolutions without channels, strides or dilations
    _conv("conv_1d", "ow kw", "ow+kw", "kw", "ow", strided=False),
    _conv("conv_2d", "oh ow kh kw", "oh+kh ow+kw", "kh kw", "oh ow", strided=False),
    _conv(
        "conv_3d",
        "od oh ow kd kh kw",
        "od+kd oh+kh ow+kw",
        "kd kh kw",
        "od oh ow",
        strided=False,
    ),
    # convolutions
    _conv("conv_1d_nwc_wcf", "n ow f kw c", "n ow+kw c", "kw c f", "n ow f"),
    _conv("conv_1d_ncw_fcw", "n f ow c kw", "n c ow+kw", "f c kw", "n f ow"),
    _conv("conv_2d_nhwc_hwcf", _NHWC, "n oh+kh ow+kw c", "kh kw c f", "n oh ow f"),
    _conv("conv_2d_nhwc_fhwc", _NHWC, "n oh+kh ow+kw c", "f kh kw c", "n oh ow f"),
    _conv_q("conv_2d_nhwc_hwcf_q", _NHWC, "n oh+kh ow+kw c", "kh kw c f", "n oh ow f"),
    _conv_q("conv_2d_nhwc_fhwc_q", _NHWC, "n oh+kh ow+kw c", "f kh kw c", "n oh ow f"),
    _conv(
        "conv_2d_nchw_fchw",
        "n f oh ow c kh kw",
        "n c oh+kh ow+kw",
        "f c kh kw",
        "n f oh ow",
    ),
    _conv_q(
        "conv_2d_nchw_fchw_q",
        "n f oh ow c kh kw",
        "n c oh+kh ow+kw",
        "f c kh kw",
        "n f oh ow",
    ),
    _conv(
        "conv_2d_ngchw_fgchw",
        _NGCHW,
        "n g c oh+kh ow+kw",
        "fg g c kh kw",
        "n g fg oh ow",
    ),
    _conv(
        "conv_2d_ngchw_gfchw",
        _NGCHW,
        "n g c oh+kh ow+kw",
        "g fg c kh kw",
        "n g fg oh ow",
    ),
    _conv_q(
        "conv_2d_ngchw_gfchw_q",
        _NGCHW,
        "n g c oh+kh ow+kw",
        "g fg c kh kw",
        "n g fg oh ow",
    ),
    _conv(
        "conv_2d_nhwgc_gfhwc",
        "n oh ow g fg kh kw c",
        "n oh+kh ow+kw g c",
        "g fg kh kw c",
        "n oh ow g fg",
    ),
    _conv_q(
        "conv_2d_nhwgc_gfhwc_q",
        "n oh ow g fg kh kw c",
        "n oh+kh ow+kw g c",
        "g fg kh kw c",
        "n oh ow g fg",
    ),
    _conv(
        "conv_3d_ndhwc_dhwcf",
        _NDHWC,
        "n od+kd oh+kh ow+kw c",
        "kd kh kw c f",
        "n od oh ow f",
    ),
    _conv_q(
        "conv_3d_ndhwc_dhwcf_q",
        _NDHWC,
        "n od+kd oh+kh ow+kw c",
        "kd kh kw c f",
        "n od oh ow f",
    ),
    _conv(
        "conv_3d_ncdhw_fcdhw",
        "n f od oh ow c kd kh kw",
        "n c od+kd oh+kh ow+kw",
        "f c kd kh kw",
        "n f od oh ow",
    ),
    # depthwise convolutions
    _conv("depthwise_conv_1d_nwc_wc", "n ow ic kw", "n ow+kw ic", "kw ic", "n ow ic"),
    _conv("depthwise_conv_1d_ncw_cw", "n ow ic kw", "n ic ow+kw", "ic kw", "n ic ow"),
    _conv(
        "depthwise_conv_1d_nwc_wcm",
        "n ow ic cm kw",
        "n ow+kw ic",
        "kw ic cm",
        "n ow ic cm",
    ),
    _conv(
        "depthwise_conv_2d_nhwc_hwc",
        "n oh ow ic kh kw",
        "n oh+kh ow+kw ic",
        "kh kw ic",
        "n oh ow ic",
    ),
    _conv(
        "depthwise_conv_2d_nchw_chw",
        "n oh ow ic kh kw",
        "n ic oh+kh ow+kw",
        "ic kh kw",
        "n ic oh ow",
    ),
    _conv_q(
        "depthwise_conv_2d_nhwc_hwc_q",
        "n oh ow ic kh kw",
        "n oh+kh ow+kw ic",
        "kh kw ic",
        "n oh ow ic",
    ),
    _conv(
        "depthwise_conv_2d_nhwc_hwcm",
        "n oh ow ic cm kh kw",
        "n oh+kh ow+kw ic",
        "kh kw ic cm",
        "n oh ow ic cm",
    ),
    _conv_q(
        "depthwise_conv_2d_nhwc_hwcm_q",
        "n oh ow ic cm kh kw",
        "n oh+kh ow+kw ic",
        "kh kw ic cm",
        "n oh ow ic cm",
    ),
    _conv(
        "depthwise_conv_3d_ndhwc_dhwc",
        "n od oh ow kd kh kw ic",
        "n od+kd oh+kh ow+kw ic",
        "kd kh kw ic",
        "n od oh ow ic",
    ),
    _conv(
        "depthwise_conv_3d_ncdhw_cdhw",
        "n od oh ow kd kh kw ic",
        "n ic od+kd oh+kh ow+kw",
        "ic kd kh kw",
        "n ic od oh ow",
    ),
    _conv(
        "depthwise_conv_3d_ndhwc_dhwcm",
        "n od oh ow cm kd kh kw ic",
        "n od+kd oh+kh ow+kw ic",
        "kd kh kw ic cm",
        "n od oh ow ic cm",
    ),
    # poolings
    *_pool(
        "nhwc",
        ("sum", "max", "max_unsigned", "min", "min_unsigned"),
        "n oh ow c kh kw",
        "n oh+kh ow+kw c",
        "kh kw",
        "n oh ow c",
    ),
    *_pool(
        "nchw",
        ("sum", "max"),
        "n c oh ow kh kw",
        "n c oh+kh ow+kw",
        "kh kw",
        "n c oh ow",
    ),
    *_pool(
        "nwc",
        ("sum", "max", "max_unsigned", "min", "min_unsigned"),
        "n ow c kw",
        "n ow+kw c",
        "kw",
        "n ow c",
    ),
    *_pool("ncw", ("sum", "max"), "n c ow kw", "n c ow+kw", "kw", "n c ow"),
    *_pool(
        "ndhwc",
        ("sum", "max", "min"),
        "n od oh ow c kd kh kw",
        "n od+kd oh+kh ow+kw c",
        "kd kh kw",
        "n od oh ow c",
    ),
    # elementwise, rank-polymorphic
    NamedOpSpec("copy", None, ("*", "*"), convert, cast=True),
    NamedOpSpec("fill", None, ("*", "*"), forward),
    *(_elementwise(str(fn), 1, unary(fn)) for fn in UnaryFn),
    _elementwise("add", 2, binary(BinaryFn.ADD)),
    _elementwise("sub", 2, binary(BinaryFn.SUB)),
    _elementwise("mul", 2, binary(BinaryFn.MUL)),
    _elementwise("div", 2, binary(BinaryFn.DIV)),
    _elementwise("div_unsigned", 2, binary(BinaryFn.DIV_UNSIGNED)),
    _elementwise("max", 2, binary(BinaryFn.MAX_SIGNED)),
    _elementwise("min", 2, binary(BinaryFn.MIN_SIGNED)),
    _elementwise("powf", 2, binary(BinaryFn.POWF)),
    _elementwise("select", 3, select),
    NamedOpSpec("fill_rng_2d", "m n", ("", "", "", "m n"), random_fill),
)
"""Every OpDSL-defined named op of MLIR 22."""
