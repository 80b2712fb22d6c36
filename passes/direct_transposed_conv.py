"""The `direct-transposed-conv` xDSL pass: transposed convolution without
zero insertion.

torch-mlir lowers `ConvTranspose2d(kernel=k, stride=k)` (the up-sampling of a
U-Net) to a convolution with stride 1 over a zero-inserted input: a zero
fill of 1 x C x ((H-1)k + 1 + 2(k-1)) x ..., the input written into it every
k-th element (`tensor.insert_slice` with strides k), and the flipped kernel.
Bufferization materialises that mostly-zero tensor (U-Net at 32x32: a
1x16x33x33 buffer, 69,696 B, live beside the convolution's output), which
ExecuTorch's kernel never builds.

With kernel size equal to stride, each output element (k*i + a, k*j + b)
receives exactly one input element (i, j) per channel, through kernel tap
(k-1-a, k-1-b) of the flipped kernel. This pass rewrites the convolution
into that direct form: a `linalg.generic` over (n, f, i, a, j, b, c) writing
the output viewed as N x F x H x k x W x k (`tensor.expand_shape`, then
`tensor.collapse_shape` back), reading the input and the flipped kernel
directly. The non-zero products are added in the same order as the
convolution adds them, so the result is the same to the bit; the
zero-inserted tensor and its fill disappear. Other shapes (kernel larger
than the stride, padding) are left alone.

    mlir-opt model.mlir --mlir-print-op-generic | xdsl-opt -p direct-transposed-conv
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith, builtin, tensor
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp, YieldOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.dialects.linalg import destination_operands

CONVOLUTION = "linalg.conv_2d_nchw_fchw"


def _ints(attribute: Attribute | None, default: list[int]) -> list[int]:
    if attribute is None:
        return default
    if isinstance(attribute, DenseArrayBase):
        return [int(v) for v in attribute.get_values()]  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
    if isinstance(attribute, DenseIntOrFPElementsAttr):
        return [int(v) for v in attribute.get_values()]
    return []


def _is_zero_fill(value: SSAValue) -> bool:
    """`value` is a `linalg.fill` of the constant 0.0."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner.name != "linalg.fill":
        return False
    operands = destination_operands(owner)
    if operands is None or len(operands[0]) != 1:
        return False
    constant = operands[0][0].owner
    return (
        isinstance(constant, arith.ConstantOp)
        and isinstance(constant.value, FloatAttr)
        and constant.value.value.data == 0.0
    )


@dataclass(frozen=True)
class ZeroInsertedConv:
    """A match: `conv` reads `source` zero-inserted with stride = kernel."""

    conv: Operation
    inserted: tensor.InsertSliceOp
    source: SSAValue
    kernel: SSAValue
    init: SSAValue
    strides: tuple[int, int]


def match_zero_inserted(conv: Operation) -> ZeroInsertedConv | None:
    """The transposed convolution `conv` computes, if it is one this pass
    rewrites (see the module docstring)."""
    if conv.name != CONVOLUTION or len(conv.results) != 1:
        return None
    operands = destination_operands(conv)
    if operands is None or len(operands[0]) != 2 or len(operands[1]) != 1:
        return None
    (padded, kernel), (init,) = operands
    if _ints(conv.properties.get("strides"), [1, 1]) != [1, 1]:
        return None
    if _ints(conv.properties.get("dilations"), [1, 1]) != [1, 1]:
        return None
    inserted = padded.owner
    if not isinstance(inserted, tensor.InsertSliceOp):
        return None
    if inserted.offsets or inserted.sizes or inserted.strides:
        return None
    if not _is_zero_fill(inserted.dest):
        return None
    shapes = [_shape(v) for v in (inserted.source, padded, kernel, init)]
    source_shape, padded_shape, kernel_shape, init_shape = shapes
    if any(len(s) != 4 or min(s) <= 0 for s in shapes):
        return None
    n, c, h, w = source_shape
    f, kc, kh, kw = kernel_shape
    strides = _ints(inserted.static_strides, [])
    offsets = _ints(inserted.static_offsets, [])
    if strides != [1, 1, kh, kw] or offsets != [0, 0, kh - 1, kw - 1] or kc != c:
        return None
    if kh < 2 or kw < 2:
        return None
    expected_padded = [
        n,
        c,
        (h - 1) * kh + 1 + 2 * (kh - 1),
        (w - 1) * kw + 1 + 2 * (kw - 1),
    ]
    if padded_shape != expected_padded or init_shape != [n, f, h * kh, w * kw]:
        return None
    if not _one_float_type(inserted.source, kernel, init):
        return None
    return ZeroInsertedConv(conv, inserted, inserted.source, kernel, init, (kh, kw))


def _one_float_type(*values: SSAValue) -> bool:
    """Whether input, kernel and output share one float element type (a zero
    fill is a float fill, `_is_zero_fill`). With mixed types (f16 operands
    accumulated in f32) the convolution converts each operand first, which
    the direct form does not model: such a convolution is left alone (the
    direct form used to be built on the output's type whatever the operands',
    which xDSL's verifier refused)."""
    elements = {cast(TensorType[Attribute], v.type).element_type for v in values}
    return len(elements) == 1 and isinstance(next(iter(elements)), AnyFloat)


def _shape(value: SSAValue) -> list[int]:
    """The static shape of a tensor value ([] for anything else)."""
    value_type = value.type
    if not isinstance(value_type, TensorType):
        return []
    return [int(d) for d in cast(TensorType[Attribute], value_type).get_shape()]


def _reassociation() -> ArrayAttr[ArrayAttr[IntegerAttr]]:
    groups = [[0], [1], [2, 3], [4, 5]]
    return ArrayAttr([ArrayAttr([IntegerAttr(d, i64) for d in g]) for g in groups])


def rewrite_direct(match: ZeroInsertedConv) -> None:
    """Replace the convolution of `match` by the direct form; erase the
    zero-inserted tensor if nothing else reads it."""
    init_type = cast(TensorType[Attribute], match.init.type)
    element = init_type.element_type
    n, f, oh, ow = _shape(match.init)
    kh, kw = match.strides
    split_shape = [n, f, oh // kh, kh, ow // kw, kw]
    split_type = TensorType(element, split_shape)
    expand = tensor.ExpandShapeOp(
        match.init, [], _reassociation(), split_shape, split_type
    )
    d = [AffineExpr.dimension(i) for i in range(7)]  # n f i a j b c
    maps = [
        AffineMap(7, 0, (d[0], d[6], d[2], d[4])),
        AffineMap(
            7,
            0,
            (
                d[1],
                d[6],
                AffineExpr.constant(kh - 1) - d[3],
                AffineExpr.constant(kw - 1) - d[5],
            ),
        ),
        AffineMap(7, 0, tuple(d[:6])),
    ]
    body = Block(arg_types=[element, element, element])
    product = arith.MulfOp(body.args[0], body.args[1])
    total = arith.AddfOp(body.args[2], product.result)
    body.add_ops([product, total, YieldOp(total.result)])
    parallel = IteratorTypeAttr.parallel()
    generic = GenericOp(
        [match.source, match.kernel],
        [expand.result],
        Region(body),
        [AffineMapAttr(m) for m in maps],
        [parallel] * 6 + [IteratorTypeAttr.reduction()],
        [split_type],
    )
    collapse = tensor.CollapseShapeOp.build(
        operands=[generic.results[0]],
        result_types=[init_type],
        properties={"reassociation": _reassociation()},
    )
    Rewriter.insert_op([expand, generic, collapse], InsertPoint.before(match.conv))
    match.conv.results[0].replace_all_uses_with(collapse.results[0])
    Rewriter.erase_op(match.conv)
    dead: Operation | None = match.inserted
    while dead is not None and not any(r.uses for r in dead.results):
        inputs = [o.owner for o in dead.operands]
        Rewriter.erase_op(dead)
        dead = next(
            (
                o
                for o in inputs
                if isinstance(o, Operation)
                and o.name in ("linalg.fill", "tensor.empty")
            ),
            None,
        )


@dataclass(frozen=True)
class DirectTransposedConvPass(ModulePass):
    """Rewrite stride = kernel transposed convolutions without zero insertion."""

    name = "direct-transposed-conv"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        matches = [m for o in op.walk() if (m := match_zero_inserted(o)) is not None]
        for match in matches:
            rewrite_direct(match)
