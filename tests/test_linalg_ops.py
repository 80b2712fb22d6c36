"""Every linalg op of MLIR 22, checked against ``mlir-opt`` 22 itself.

For each op there are cases (on buffers and, where MLIR allows, on tensors)
that ``mlir-opt`` accepts. Each case must

* parse in xDSL into our op class (not an unregistered op) and verify;
* print in the custom syntax and the generic form, both parsing back to the
  same custom text;
* be accepted by ``mlir-opt --verify-each`` in both printed forms;
* have the body MLIR builds, op for op: ``mlir-opt --mlir-print-op-generic``
  of the original text and of xDSL's generic output are identical;
* have MLIR's indexing maps and iterator types, read from
  ``mlir-opt --linalg-generalize-named-ops``.

The ``mlir-opt`` runs are batched (``--split-input-file``): a handful of
processes for a few hundred cases.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from io import StringIO

import pytest
from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import (
    DenseArrayBase,
    MemRefType,
    ModuleOp,
    UnregisteredOp,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects

from merge_alloc.dialects import register_dialects
from merge_alloc.dialects.linalg import (
    NAMED_OP_SPECS,
    BroadcastOp,
    MapOp,
    NamedOpSpec,
    destination_operands,
    window_count,
)
from merge_alloc.dialects.linalg import OPS as LINALG_OPS
from merge_alloc.passes import MergeAllocPass
from merge_alloc.rewrite.annotations import LIFETIME_ATTR
from merge_alloc.verify import oracle
from merge_alloc.verify.zoo.builder import (
    FunctionBuilder,
    Shape,
    Tensor,
    simple_program,
)

IN_CI = bool(os.environ.get("CI"))
REQUIRES_MLIR = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt 22 not installed",
)

MLIR_22_LINALG_OPS = frozenset(
    [
        "abs",
        "add",
        "batch_matmul",
        "batch_matvec",
        "batch_mmt4d",
        "batch_reduce_matmul",
        "batch_vecmat",
        "broadcast",
        "ceil",
        "contract",
        "conv_1d",
        "conv_1d_ncw_fcw",
        "conv_1d_nwc_wcf",
        "conv_2d",
        "conv_2d_nchw_fchw",
        "conv_2d_nchw_fchw_q",
        "conv_2d_ngchw_fgchw",
        "conv_2d_ngchw_gfchw",
        "conv_2d_ngchw_gfchw_q",
        "conv_2d_nhwc_fhwc",
        "conv_2d_nhwc_fhwc_q",
        "conv_2d_nhwc_hwcf",
        "conv_2d_nhwc_hwcf_q",
        "conv_2d_nhwgc_gfhwc",
        "conv_2d_nhwgc_gfhwc_q",
        "conv_3d",
        "conv_3d_ncdhw_fcdhw",
        "conv_3d_ndhwc_dhwcf",
        "conv_3d_ndhwc_dhwcf_q",
        "copy",
        "depthwise_conv_1d_ncw_cw",
        "depthwise_conv_1d_nwc_wc",
        "depthwise_conv_1d_nwc_wcm",
        "depthwise_conv_2d_nchw_chw",
        "depthwise_conv_2d_nhwc_hwc",
        "depthwise_conv_2d_nhwc_hwc_q",
        "depthwise_conv_2d_nhwc_hwcm",
        "depthwise_conv_2d_nhwc_hwcm_q",
        "depthwise_conv_3d_ncdhw_cdhw",
        "depthwise_conv_3d_ndhwc_dhwc",
        "depthwise_conv_3d_ndhwc_dhwcm",
        "div",
        "div_unsigned",
        "dot",
        "elementwise",
        "erf",
        "exp",
        "fill",
        "fill_rng_2d",
        "floor",
        "generic",
        "index",
        "log",
        "map",
        "matmul",
        "matvec",
        "max",
        "min",
        "mmt4d",
        "mul",
        "negf",
        "pack",
        "pooling_nchw_max",
        "pooling_nchw_sum",
        "pooling_ncw_max",
        "pooling_ncw_sum",
        "pooling_ndhwc_max",
        "pooling_ndhwc_min",
        "pooling_ndhwc_sum",
        "pooling_nhwc_max",
        "pooling_nhwc_max_unsigned",
        "pooling_nhwc_min",
        "pooling_nhwc_min_unsigned",
        "pooling_nhwc_sum",
        "pooling_nwc_max",
        "pooling_nwc_max_unsigned",
        "pooling_nwc_min",
        "pooling_nwc_min_unsigned",
        "pooling_nwc_sum",
        "powf",
        "quantized_batch_matmul",
        "quantized_matmul",
        "reciprocal",
        "reduce",
        "round",
        "rsqrt",
        "select",
        "softmax",
        "sqrt",
        "square",
        "sub",
        "tanh",
        "transpose",
        "unpack",
        "vecmat",
        "winograd_filter_transform",
        "winograd_input_transform",
        "winograd_output_transform",
        "yield",
    ]
)
"""The op names ``libMLIR.so.22.1`` registers in the linalg dialect (its
``linalg.*`` strings minus attribute names), each accepted by ``mlir-opt``."""

XDSL_074_LINALG_OPS = frozenset(
    [
        "generic",
        "yield",
        "index",
        "add",
        "exp",
        "log",
        "sub",
        "sqrt",
        "select",
        "fill",
        "copy",
        "max",
        "min",
        "mul",
        "transpose",
        "matmul",
        "quantized_matmul",
        "pooling_nchw_max",
        "conv_2d_nchw_fchw",
        "conv_2d_nhwgc_gfhwc",
        "conv_2d_nhwc_hwcf",
        "conv_2d_ngchw_gfchw",
        "conv_2d_ngchw_fgchw",
        "conv_2d_nhwc_fhwc",
        "broadcast",
        "reduce",
    ]
)
"""The linalg ops stock xDSL 0.74 defines."""


# -- cases --------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One op in one function that ``mlir-opt`` 22 accepts."""

    op: str
    id: str
    text: str
    structured: bool = True
    """Whether ``--linalg-generalize-named-ops`` turns it into linalg.generic."""


def _type(shape: Sequence[int], element: str, tensor: bool) -> str:
    kind = "tensor" if tensor else "memref"
    dims = "".join(f"{d}x" for d in shape)
    return f"{kind}<{dims}{element}>"


def _function(
    name: str, arg_types: Sequence[str], body: str, results: Sequence[str] = ()
) -> str:
    args = ", ".join(f"%a{k}: {t}" for k, t in enumerate(arg_types))
    returned = f" -> ({', '.join(results)})" if results else ""
    return f"func.func @{name}({args}){returned} {{\n{body}\n}}\n"


def _element_types(spec: NamedOpSpec) -> list[str]:
    """Element (or scalar) types exercising the op's casts where it has any."""
    name, count = spec.name, len(spec.operands)
    if name.endswith("_q") or name.startswith("quantized"):
        return ["i8", "i8", "i32", "i32", "i32"]
    if name == "fill_rng_2d":
        return ["f64", "f64", "i32", "f32"]
    if name == "fill":
        return ["f32", "f32"]
    if name == "copy":
        return ["i8", "f32"]
    if name == "select":
        return ["i1", "f32", "f32", "f32"]
    if name == "div_unsigned":
        return ["i32"] * count
    if name.endswith("_unsigned") or name.endswith("_sum"):
        return ["i8", "f32", "i32"]
    if name.endswith("_min") or name.startswith("depthwise"):
        return ["f16", "f16", "f32"][-count:] if count == 3 else ["f16"] * count
    if name in ("dot", "mmt4d", "batch_mmt4d", "vecmat"):
        return ["i8", "i8", "i32"]
    return ["f32"] * count


def _loop_sizes(spec: NamedOpSpec) -> dict[str, int]:
    assert spec.loops is not None
    return {name: 2 + k % 3 for k, name in enumerate(spec.loops.split())}


def _window_steps(spec: NamedOpSpec) -> tuple[list[int], list[int]]:
    count = window_count(spec)
    if not spec.strided:
        return [1] * count, [1] * count
    return [2] * count, [1 + k % 2 for k in range(count)]


def _shapes(spec: NamedOpSpec) -> list[list[int] | None]:
    """Operand shapes (None for a scalar input) consistent with the maps."""
    if spec.loops is None:
        scalar_first = spec.name == "fill"
        return [
            None if scalar_first and k == 0 else [4, 8]
            for k in range(len(spec.operands))
        ]
    sizes = _loop_sizes(spec)
    strides, dilations = _window_steps(spec)
    window = 0
    shapes: list[list[int] | None] = []
    for position, text in enumerate(spec.operands):
        words = text.split()
        is_output = position == len(spec.operands) - 1
        if not words and not is_output:
            shapes.append(None)
            continue
        shape: list[int] = []
        for word in words:
            if "+" in word:
                outer, inner = word.split("+")
                shape.append(
                    (sizes[outer] - 1) * strides[window]
                    + (sizes[inner] - 1) * dilations[window]
                    + 1
                )
                window += 1
            else:
                shape.append(sizes[word])
        shapes.append(shape)
    return shapes


def _dense(values: Sequence[int]) -> str:
    return f"dense<[{', '.join(map(str, values))}]> : tensor<{len(values)}xi64>"


def table_case(spec: NamedOpSpec, tensor: bool) -> Case:
    elements = _element_types(spec)
    shapes = _shapes(spec)
    types = [
        element if shape is None else _type(shape, element, tensor)
        for shape, element in zip(shapes, elements, strict=True)
    ]
    attrs = ""
    if spec.strided:
        strides, dilations = _window_steps(spec)
        attrs = f" {{dilations = {_dense(dilations)}, strides = {_dense(strides)}}}"
    ins = ", ".join(f"%a{k}" for k in range(spec.num_inputs))
    out = f"%a{spec.num_inputs}"
    ins_types = ", ".join(types[:-1])
    op = f"linalg.{spec.name}{attrs} ins({ins} : {ins_types}) outs({out} : {types[-1]})"
    kind = "tensor" if tensor else "memref"
    if tensor:
        body = f"  %r = {op} -> {types[-1]}\n  return %r : {types[-1]}"
        text = _function(f"{spec.name}_{kind}", types, body, [types[-1]])
    else:
        text = _function(f"{spec.name}_{kind}", types, f"  {op}\n  return")
    return Case(spec.name, f"{spec.name}-{kind}", text)


def _handwritten(
    op: str, label: str, arg_types: Sequence[str], body: str, **kwargs: bool
) -> Case:
    results: list[str] = []
    if "\n  return " in body:
        results = [t.strip() for t in body.rsplit(" : ", 1)[1].split(",")]
    name = f"{op}_{label}".replace("-", "_")
    return Case(
        op, f"{op}-{label}", _function(name, arg_types, body, results), **kwargs
    )


M48 = "memref<4x8xf32>"
T48 = "tensor<4x8xf32>"

HANDWRITTEN: tuple[Case, ...] = (
    _handwritten(
        "matmul",
        "default",
        [M48, "memref<8x3xf32>", "memref<4x3xf32>"],
        "  linalg.matmul ins(%a0, %a1 : memref<4x8xf32>, memref<8x3xf32>) "
        "outs(%a2 : memref<4x3xf32>)\n  return",
    ),
    _handwritten(
        "matmul",
        "transposed-unsigned",
        ["memref<4x8xi8>", "memref<3x8xi8>", "memref<4x3xi32>"],
        "  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
        "affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] "
        "{cast = #linalg.type_fn<cast_unsigned>} ins(%a0, %a1 : memref<4x8xi8>, "
        "memref<3x8xi8>) outs(%a2 : memref<4x3xi32>)\n  return",
    ),
    _handwritten(
        "matmul",
        "tensor",
        [T48, "tensor<8x3xf32>", "tensor<4x3xf32>"],
        "  %r = linalg.matmul ins(%a0, %a1 : tensor<4x8xf32>, tensor<8x3xf32>) "
        "outs(%a2 : tensor<4x3xf32>) -> tensor<4x3xf32>\n"
        "  return %r : tensor<4x3xf32>",
    ),
    _handwritten(
        "batch_matmul",
        "default",
        ["memref<2x4x8xf16>", "memref<2x8x3xf16>", "memref<2x4x3xf32>"],
        "  linalg.batch_matmul ins(%a0, %a1 : memref<2x4x8xf16>, memref<2x8x3xf16>)"
        " outs(%a2 : memref<2x4x3xf32>)\n  return",
    ),
    _handwritten(
        "batch_matmul",
        "broadcast-lhs",
        ["memref<4x8xf32>", "memref<2x8x3xf32>", "memref<2x4x3xf32>"],
        "  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, k)>,"
        " affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> "
        "(b, m, n)>] ins(%a0, %a1 : memref<4x8xf32>, memref<2x8x3xf32>) "
        "outs(%a2 : memref<2x4x3xf32>)\n  return",
    ),
    _handwritten(
        "batch_reduce_matmul",
        "default",
        ["memref<2x4x8xi8>", "memref<2x8x3xi8>", "memref<4x3xi32>"],
        "  linalg.batch_reduce_matmul ins(%a0, %a1 : memref<2x4x8xi8>, "
        "memref<2x8x3xi8>) outs(%a2 : memref<4x3xi32>)\n  return",
    ),
    _handwritten(
        "batch_reduce_matmul",
        "tensor",
        ["tensor<2x4x8xf32>", "tensor<2x8x3xf32>", "tensor<4x3xf32>"],
        "  %r = linalg.batch_reduce_matmul ins(%a0, %a1 : tensor<2x4x8xf32>, "
        "tensor<2x8x3xf32>) outs(%a2 : tensor<4x3xf32>) -> tensor<4x3xf32>\n"
        "  return %r : tensor<4x3xf32>",
    ),
    _handwritten(
        "contract",
        "matmul",
        [M48, "memref<8x3xf32>", "memref<4x3xf32>"],
        "  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
        "affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] "
        "ins(%a0, %a1 : memref<4x8xf32>, memref<8x3xf32>) "
        "outs(%a2 : memref<4x3xf32>)\n  return",
    ),
    _handwritten(
        "contract",
        "matvec-unsigned",
        ["memref<4x3xi8>", "memref<3xi8>", "memref<4xi32>"],
        "  linalg.contract indexing_maps = [affine_map<(m, k) -> (m, k)>, "
        "affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>] "
        "ins(%a0, %a1 : memref<4x3xi8>, memref<3xi8>) outs(%a2 : memref<4xi32>) "
        "{cast = #linalg.type_fn<cast_unsigned>}\n  return",
    ),
    _handwritten(
        "elementwise",
        "exp",
        [M48, M48],
        "  linalg.elementwise kind=#linalg.elementwise_kind<exp> "
        "ins(%a0 : memref<4x8xf32>) outs(%a1 : memref<4x8xf32>)\n  return",
    ),
    _handwritten(
        "elementwise",
        "add-broadcast",
        ["memref<4xf32>", M48, M48],
        "  linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = "
        "[affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, "
        "affine_map<(d0, d1) -> (d0, d1)>] ins(%a0, %a1 : memref<4xf32>, "
        "memref<4x8xf32>) outs(%a2 : memref<4x8xf32>)\n  return",
    ),
    _handwritten(
        "elementwise",
        "select-tensor",
        ["tensor<4x8xi1>", T48, T48, T48],
        "  %r = linalg.elementwise kind=#linalg.elementwise_kind<select> "
        "{note = 1 : i64} ins(%a0, %a1, %a2 : tensor<4x8xi1>, tensor<4x8xf32>, "
        "tensor<4x8xf32>) outs(%a3 : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
        "  return %r : tensor<4x8xf32>",
    ),
    _handwritten(
        "elementwise",
        "max-unsigned",
        ["memref<4x8xi32>"] * 3,
        "  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> "
        "ins(%a0, %a1 : memref<4x8xi32>, memref<4x8xi32>) "
        "outs(%a2 : memref<4x8xi32>)\n  return",
    ),
    _handwritten(
        "map",
        "short",
        [M48, M48, M48],
        "  linalg.map { arith.addf } ins(%a0, %a1 : memref<4x8xf32>, "
        "memref<4x8xf32>) outs(%a2 : memref<4x8xf32>)\n  return",
    ),
    _handwritten(
        "map",
        "short-attrs",
        ["memref<4x8xi32>"] * 2,
        "  linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } "
        "ins(%a0, %a0 : memref<4x8xi32>, memref<4x8xi32>) "
        "outs(%a1 : memref<4x8xi32>) {note}\n  return",
    ),
    _handwritten(
        "map",
        "region-index",
        [M48, M48],
        "  linalg.map ins(%a0 : memref<4x8xf32>) outs(%a1 : memref<4x8xf32>)\n"
        "    (%in: f32, %init: f32) {\n"
        "      %i = linalg.index 1 : index\n"
        "      %c = arith.index_cast %i : index to i32\n"
        "      %f = arith.sitofp %c : i32 to f32\n"
        "      %s = arith.addf %in, %f : f32\n"
        "      %t = arith.addf %s, %init : f32\n"
        "      linalg.yield %t : f32\n"
        "    }\n  return",
    ),
    _handwritten(
        "map",
        "no-inputs-tensor",
        [T48],
        "  %r = linalg.map outs(%a0 : tensor<4x8xf32>) (%init: f32) {\n"
        "    %z = arith.constant 0.0 : f32\n"
        "    linalg.yield %z : f32\n"
        "  }\n  return %r : tensor<4x8xf32>",
    ),
    _handwritten(
        "reduce",
        "short",
        [M48, "memref<4xf32>"],
        "  linalg.reduce { arith.addf } ins(%a0 : memref<4x8xf32>) "
        "outs(%a1 : memref<4xf32>) dimensions = [1]\n  return",
    ),
    _handwritten(
        "reduce",
        "region",
        [M48, "memref<8xf32>"],
        "  linalg.reduce ins(%a0 : memref<4x8xf32>) outs(%a1 : memref<8xf32>) "
        "dimensions = [0] {note}\n"
        "    (%in: f32, %init: f32) {\n"
        "      %m = arith.maximumf %in, %init : f32\n"
        "      linalg.yield %m : f32\n"
        "    }\n  return",
    ),
    _handwritten(
        "reduce",
        "two-inputs-tensor",
        [T48, "tensor<4x8xi32>", "tensor<f32>", "tensor<i32>"],
        "  %r:2 = linalg.reduce ins(%a0, %a1 : tensor<4x8xf32>, tensor<4x8xi32>) "
        "outs(%a2, %a3 : tensor<f32>, tensor<i32>) dimensions = [0, 1]\n"
        "    (%x: f32, %y: i32, %sx: f32, %sy: i32) {\n"
        "      %u = arith.addf %x, %sx : f32\n"
        "      %v = arith.addi %y, %sy : i32\n"
        "      linalg.yield %u, %v : f32, i32\n"
        "    }\n  return %r#0, %r#1 : tensor<f32>, tensor<i32>",
    ),
    _handwritten(
        "transpose",
        "memref",
        [M48, "memref<8x4xf32>"],
        "  linalg.transpose ins(%a0 : memref<4x8xf32>) outs(%a1 : memref<8x4xf32>) "
        "permutation = [1, 0] {note}\n  return",
    ),
    _handwritten(
        "transpose",
        "tensor",
        ["tensor<2x4x8xf32>", "tensor<8x2x4xf32>"],
        "  %r = linalg.transpose ins(%a0 : tensor<2x4x8xf32>) "
        "outs(%a1 : tensor<8x2x4xf32>) permutation = [2, 0, 1]\n"
        "  return %r : tensor<8x2x4xf32>",
    ),
    _handwritten(
        "broadcast",
        "memref",
        ["memref<4xf32>", M48],
        "  linalg.broadcast ins(%a0 : memref<4xf32>) outs(%a1 : memref<4x8xf32>) "
        "dimensions = [1] {note}\n  return",
    ),
    _handwritten(
        "broadcast",
        "tensor",
        ["tensor<8xf32>", T48],
        "  %r = linalg.broadcast ins(%a0 : tensor<8xf32>) "
        "outs(%a1 : tensor<4x8xf32>) dimensions = [0]\n"
        "  return %r : tensor<4x8xf32>",
    ),
    _handwritten(
        "softmax",
        "memref",
        [M48, M48],
        "  linalg.softmax dimension(1) ins(%a0 : memref<4x8xf32>) "
        "outs(%a1 : memref<4x8xf32>)\n  return",
        structured=False,
    ),
    _handwritten(
        "softmax",
        "tensor",
        [T48, T48],
        "  %r = linalg.softmax {note} dimension(0) ins(%a0 : tensor<4x8xf32>) "
        "outs(%a1 : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
        "  return %r : tensor<4x8xf32>",
        structured=False,
    ),
    _handwritten(
        "pack",
        "padded",
        ["tensor<13x15xf32>", "tensor<4x2x8x4xf32>", "f32"],
        "  %r = linalg.pack %a0 padding_value(%a2 : f32) outer_dims_perm = [1, 0] "
        "inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %a1 "
        ": tensor<13x15xf32> -> tensor<4x2x8x4xf32>\n"
        "  return %r : tensor<4x2x8x4xf32>",
        structured=False,
    ),
    _handwritten(
        "pack",
        "dynamic-tile",
        ["tensor<16x64xf32>", "tensor<16x8x?xf32>", "index"],
        "  %r = linalg.pack %a0 inner_dims_pos = [1] inner_tiles = [%a2] into %a1 "
        "{note} : tensor<16x64xf32> -> tensor<16x8x?xf32>\n"
        "  return %r : tensor<16x8x?xf32>",
        structured=False,
    ),
    _handwritten(
        "unpack",
        "default",
        ["tensor<2x8x8x8xf32>", "tensor<16x64xf32>"],
        "  %r = linalg.unpack %a0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] "
        "into %a1 : tensor<2x8x8x8xf32> -> tensor<16x64xf32>\n"
        "  return %r : tensor<16x64xf32>",
        structured=False,
    ),
    _handwritten(
        "unpack",
        "permuted",
        ["tensor<8x2x8x8xf32>", "tensor<16x64xf32>"],
        "  %r = linalg.unpack %a0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] "
        "inner_tiles = [8, 8] into %a1 : tensor<8x2x8x8xf32> -> tensor<16x64xf32>\n"
        "  return %r : tensor<16x64xf32>",
        structured=False,
    ),
    _handwritten(
        "winograd_filter_transform",
        "f43",
        ["tensor<2x3x3x5xf32>", "tensor<6x6x5x2xf32>"],
        "  %r = linalg.winograd_filter_transform fmr(F_4_3) "
        "ins(%a0 : tensor<2x3x3x5xf32>) outs(%a1 : tensor<6x6x5x2xf32>) "
        "-> tensor<6x6x5x2xf32>\n  return %r : tensor<6x6x5x2xf32>",
        structured=False,
    ),
    _handwritten(
        "winograd_input_transform",
        "f43",
        ["tensor<2x6x6x5xf32>", "tensor<6x6x1x1x2x5xf32>"],
        "  %r = linalg.winograd_input_transform fmr(F_4_3) "
        "ins(%a0 : tensor<2x6x6x5xf32>) outs(%a1 : tensor<6x6x1x1x2x5xf32>) "
        "-> tensor<6x6x1x1x2x5xf32>\n  return %r : tensor<6x6x1x1x2x5xf32>",
        structured=False,
    ),
    _handwritten(
        "winograd_output_transform",
        "f23",
        ["tensor<4x4x1x1x2x2xf32>", "tensor<2x2x2x2xf32>"],
        "  %r = linalg.winograd_output_transform {note} fmr(F_2_3) "
        "ins(%a0 : tensor<4x4x1x1x2x2xf32>) outs(%a1 : tensor<2x2x2x2xf32>) "
        "-> tensor<2x2x2x2xf32>\n  return %r : tensor<2x2x2x2xf32>",
        structured=False,
    ),
    _handwritten(
        "fill",
        "index",
        ["index", "memref<4xindex>"],
        "  linalg.fill ins(%a0 : index) outs(%a1 : memref<4xindex>)\n  return",
    ),
)

CASES: tuple[Case, ...] = (
    *(table_case(spec, tensor) for spec in NAMED_OP_SPECS for tensor in (False, True)),
    *HANDWRITTEN,
)


# -- xDSL side ----------------------------------------------------------------


def make_context() -> Context:
    ctx = Context()
    register_dialects(ctx)
    return ctx


def parse(text: str) -> ModuleOp:
    module = Parser(make_context(), text).parse_module()
    module.verify()
    return module


def to_text(op: Operation, generic: bool = False) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(op)
    return stream.getvalue()


def linalg_op(module: ModuleOp) -> Operation:
    ops = [
        op
        for op in module.walk()
        if op.name.startswith("linalg.")
        and op.name not in ("linalg.yield",)
        and op.parent_op() is not None
        and not op.parent_op().name.startswith("linalg.")  # type: ignore[union-attr]
    ]
    assert len(ops) == 1, [op.name for op in ops]
    return ops[0]


@dataclass
class XdslOutput:
    custom: str = ""
    generic: str = ""
    error: str = ""


@cache
def xdsl_output(case: Case) -> XdslOutput:
    try:
        module = parse(case.text)
        return XdslOutput(to_text(module), to_text(module, generic=True))
    except Exception as error:  # reported by the test of this case
        return XdslOutput(error=f"{type(error).__name__}: {error}")


# -- mlir-opt side (batched) --------------------------------------------------

SEPARATOR = "\n// -----\n"


def mlir_opt_split(args: Sequence[str], chunks: Sequence[str]) -> list[str]:
    """Run ``mlir-opt --split-input-file args`` once over all `chunks`; the
    output of each chunk, empty where it failed."""
    toolchain = oracle.require_toolchain()
    completed = subprocess.run(
        [str(toolchain.mlir_opt), "--split-input-file", *args],
        input=SEPARATOR.join(chunk or "module {}" for chunk in chunks),
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    pieces = completed.stdout.split("// -----\n")
    assert len(pieces) == len(chunks), completed.stderr[-2000:]
    return [p.strip() for p in pieces]


@dataclass
class Upstream:
    """``mlir-opt``'s view of every case and of xDSL's output for it."""

    accepted: dict[str, str] = field(default_factory=dict[str, str])
    generic_of_case: dict[str, str] = field(default_factory=dict[str, str])
    generic_of_xdsl: dict[str, str] = field(default_factory=dict[str, str])
    verified_custom: dict[str, str] = field(default_factory=dict[str, str])
    generalized: dict[str, str] = field(default_factory=dict[str, str])


@cache
def upstream() -> Upstream:
    ids = [c.id for c in CASES]
    texts = [c.text for c in CASES]
    outputs = [xdsl_output(c) for c in CASES]
    result = Upstream()
    generic = ["--mlir-print-op-generic"]
    verify = ["--verify-each"]
    for key, args, chunks in (
        ("generic_of_case", generic, texts),
        ("generic_of_xdsl", [*verify, *generic], [o.generic for o in outputs]),
        ("verified_custom", verify, [o.custom for o in outputs]),
        ("generalized", ["--linalg-generalize-named-ops"], texts),
    ):
        setattr(result, key, dict(zip(ids, mlir_opt_split(args, chunks), strict=True)))
    result.accepted = result.generic_of_case
    return result


def _functions(text: str) -> str:
    """The generic text of the module's function, read back through xDSL so
    that both sides are printed the same way."""
    return to_text(Parser(make_context(), text).parse_module(), generic=True)


# -- tests --------------------------------------------------------------------


def test_every_mlir_22_op_is_defined_and_has_a_case() -> None:
    ours = {op.name.removeprefix("linalg.") for op in LINALG_OPS}
    assert ours == MLIR_22_LINALG_OPS
    assert {case.op for case in CASES} | {"generic", "yield", "index"} == (
        MLIR_22_LINALG_OPS
    )


def test_added_ops_list() -> None:
    """The ops xDSL 0.74 lacked, which this project adds (for the record)."""
    added = MLIR_22_LINALG_OPS - XDSL_074_LINALG_OPS
    assert len(added) == 73
    ours = {op.name.removeprefix("linalg.") for op in LINALG_OPS}
    assert added <= ours


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_xdsl_round_trip(case: Case) -> None:
    output = xdsl_output(case)
    assert not output.error, output.error
    module = parse(case.text)
    op = linalg_op(module)
    assert not isinstance(op, UnregisteredOp)
    assert op.name == f"linalg.{case.op}"
    assert type(op) in LINALG_OPS or issubclass(type(op), tuple(LINALG_OPS))
    assert to_text(parse(output.custom)) == output.custom
    assert to_text(parse(output.generic)) == output.custom


@REQUIRES_MLIR
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_mlir_accepts_xdsl_output(case: Case) -> None:
    results = upstream()
    assert results.accepted[case.id], "the case itself is rejected by mlir-opt"
    assert results.verified_custom[case.id], xdsl_output(case).custom
    assert results.generic_of_xdsl[case.id], xdsl_output(case).generic


@REQUIRES_MLIR
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_body_is_mlirs(case: Case) -> None:
    """The body xDSL materialises is MLIR's, op for op."""
    results = upstream()
    expected = _functions(results.generic_of_case[case.id])
    actual = _functions(results.generic_of_xdsl[case.id])
    assert actual == expected


@REQUIRES_MLIR
@pytest.mark.parametrize("case", [c for c in CASES if c.structured], ids=lambda c: c.id)
def test_maps_and_iterators_are_mlirs(case: Case) -> None:
    generalized = Parser(make_context(), upstream().generalized[case.id])
    generic_ops = [
        op for op in generalized.parse_module().walk() if isinstance(op, GenericOp)
    ]
    assert len(generic_ops) == 1
    expected = generic_ops[0]
    op = linalg_op(parse(case.text))
    assert isinstance(op, LinalgStructuredOperation | MapOp | BroadcastOp)
    assert op.get_indexing_maps() == expected.indexing_maps
    assert op.get_iterator_types() == expected.iterator_types


# -- memory effects -----------------------------------------------------------


@pytest.mark.parametrize(
    "case", [c for c in CASES if "memref" in c.text], ids=lambda c: c.id
)
def test_memory_effects_on_buffers(case: Case) -> None:
    """Inputs read, inits written (and read when the body uses them), as MLIR's
    ``getGenericEffectsImpl`` states."""
    op = linalg_op(parse(case.text))
    operands = destination_operands(op)
    assert operands is not None
    inputs, inits = operands
    effects = get_effects(op)
    assert effects is not None
    for value in inputs:
        if isinstance(value.type, MemRefType):
            assert EffectInstance(MemoryEffectKind.READ, value) in effects
    for value in inits:
        assert EffectInstance(MemoryEffectKind.WRITE, value) in effects


def _init_and_effects(name: str) -> tuple[SSAValue, set[EffectInstance]]:
    op = linalg_op(parse(table_case(_spec(name), tensor=False).text))
    operands = destination_operands(op)
    effects = get_effects(op)
    assert operands is not None and effects is not None
    (init,) = operands[1]
    return init, set(effects)


def test_memory_effects_follow_the_body() -> None:
    """``linalg.copy`` overwrites its init without reading it;
    ``linalg.matvec`` accumulates into it, so it reads it too."""
    init, effects = _init_and_effects("copy")
    assert EffectInstance(MemoryEffectKind.WRITE, init) in effects
    assert EffectInstance(MemoryEffectKind.READ, init) not in effects
    init, effects = _init_and_effects("matvec")
    assert EffectInstance(MemoryEffectKind.WRITE, init) in effects
    assert EffectInstance(MemoryEffectKind.READ, init) in effects


@pytest.mark.parametrize(
    "case", [c for c in CASES if "memref" not in c.text], ids=lambda c: c.id
)
def test_no_memory_effects_on_tensors(case: Case) -> None:
    assert get_effects(linalg_op(parse(case.text))) == set()


def _spec(name: str) -> NamedOpSpec:
    return next(s for s in NAMED_OP_SPECS if s.name == name)


# -- lifetimes ----------------------------------------------------------------

LIFETIME = """
func.func @f(%v: memref<8xf32>, %out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<4x8xf32>)
  %a = memref.alloc() : memref<4x8xf32>
  linalg.matvec ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%out : memref<4xf32>)
  linalg.exp ins(%b : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  return
}
"""


def _lifetimes(module: ModuleOp) -> dict[str, tuple[int, int]]:
    """``__mergealloc_lifetime`` of each alloc, by name: (first, last)."""
    lifetimes: dict[str, tuple[int, int]] = {}
    for op in module.walk():
        if isinstance(op, memref.AllocOp):
            attr = op.attributes[LIFETIME_ATTR]
            assert isinstance(attr, DenseArrayBase)
            _scope, first, last = attr.get_values()
            lifetimes[op.memref.name_hint or ""] = (int(first), int(last))
    return lifetimes


def test_buffer_read_only_by_matvec_lives_at_it() -> None:
    """`%a` is only an ``ins`` operand of ``linalg.matvec``: it must be live at
    the matvec (and nowhere else), inside `%b`'s lifetime, so the two
    cannot share bytes. Ticks number the ops of a pre-order walk from the
    function (tick 1); a named op's body ops take ticks too."""
    module = parse(LIFETIME)
    MergeAllocPass(analysis_only=True).apply(make_context(), module)
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    ticks = {op.name: k for k, op in enumerate(function.walk(), start=1)}
    lifetimes = _lifetimes(module)
    matvec = ticks["linalg.matvec"]
    assert lifetimes["a"] == (matvec, matvec)
    first_b, last_b = lifetimes["b"]
    assert first_b < matvec < last_b
    assert last_b == ticks["linalg.exp"]


# -- real programs: bufferized by mlir-opt, merged, executed ------------------------


def _named(
    fb: FunctionBuilder,
    op: str,
    ins: Sequence[Tensor],
    shape: Shape,
    init_value: float,
    prefix: str = "",
) -> Tensor:
    """``linalg.<op><prefix> ins(...) outs(<filled init>)`` on tensors."""
    init = fb.filled(shape, init_value)
    names = ", ".join(t.name for t in ins)
    types = ", ".join(t.type for t in ins)
    result = fb.op(
        f"linalg.{op}{prefix} ins({names} : {types}) "
        f"outs({init.name} : {init.type}) -> {init.type}",
        op.split("_")[0],
    )
    return Tensor(result, shape)


def _structural(fb: FunctionBuilder, text: str, shape: Shape) -> Tensor:
    return Tensor(fb.op(text, "s"), shape)


LOWEST = -3.0e38
"""The init of max poolings (below every input value)."""


def conv_pool_vector_program() -> str:
    """conv -> max/sum pooling -> transpose -> matvec/dot -> broadcast -> map
    -> reduce -> exp, and a ``tensor.pad`` (which bufferizes into a
    ``linalg.map`` whose body reads ``linalg.index``)."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, f, v, m = params
        conv = fb.conv2d(x, f)  # 1x8x8x4
        window = fb.zeros((2, 2))
        strided = " {strides = dense<2> : tensor<2xi64>}"
        top = _named(
            fb, "pooling_nhwc_max", [conv, window], (1, 4, 4, 4), LOWEST, strided
        )
        total = _named(fb, "pooling_nhwc_sum", [conv, window], (1, 7, 7, 4), 0.0)
        flat = _structural(
            fb,
            f"tensor.collapse_shape {top.name} [[0, 1, 2], [3]] : {top.type} "
            "into tensor<16x4xf32>",
            (16, 4),
        )
        empty = fb.empty((4, 16))
        rows = _structural(
            fb,
            f"linalg.transpose ins({flat.name} : {flat.type}) outs({empty.name} : "
            f"{empty.type}) permutation = [1, 0]",
            (4, 16),
        )
        column = _named(fb, "matvec", [rows, v], (4,), 0.0)
        norm = _named(fb, "dot", [v, v], (), 0.0)
        empty = fb.empty((4, 16))
        spread = _structural(
            fb,
            f"linalg.broadcast ins({column.name} : {column.type}) outs({empty.name} "
            f": {empty.type}) dimensions = [1]",
            (4, 16),
        )
        empty = fb.empty((4, 16))
        scaled = _structural(
            fb,
            f"linalg.map {{ arith.mulf }} ins({spread.name}, {m.name} : "
            f"{spread.type}, {m.type}) outs({empty.name} : {empty.type})",
            (4, 16),
        )
        init = fb.zeros((16,))
        summed = _structural(
            fb,
            f"linalg.reduce {{ arith.addf }} ins({scaled.name} : {scaled.type}) "
            f"outs({init.name} : {init.type}) dimensions = [0]",
            (16,),
        )
        padded = _structural(
            fb,
            f"tensor.pad {total.name} low[0, 1, 1, 0] high[0, 1, 1, 0] {{\n"
            "    ^bb0(%p0: index, %p1: index, %p2: index, %p3: index):\n"
            f"      tensor.yield {fb.f32(0.5)} : f32\n"
            f"    }} : {total.type} to tensor<1x9x9x4xf32>",
            (1, 9, 9, 4),
        )
        exponent = _named(fb, "exp", [summed], (16,), 0.0)
        return [summed, norm, padded, exponent]

    return simple_program(
        build,
        [((1, 10, 10, 3), 1.0), ((3, 3, 3, 4), 0.5), ((16,), 1.0), ((4, 16), 1.0)],
    )


def contraction_program() -> str:
    """NCHW conv and pooling, depthwise conv, batch matmuls, a transposed
    matmul, vecmat, linalg.elementwise, linalg.contract, linalg.square."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, f, a, b = params
        conv = _named(fb, "conv_2d_nchw_fchw", [x, f], (1, 4, 6, 6), 0.0)
        strided = " {strides = dense<3> : tensor<2xi64>}"
        top = _named(
            fb,
            "pooling_nchw_max",
            [conv, fb.zeros((3, 3))],
            (1, 4, 2, 2),
            LOWEST,
            strided,
        )
        empty = fb.empty((1, 6, 6, 4))
        nhwc = _structural(
            fb,
            f"linalg.transpose ins({conv.name} : {conv.type}) outs({empty.name} : "
            f"{empty.type}) permutation = [0, 2, 3, 1]",
            (1, 6, 6, 4),
        )
        depthwise = fb.depthwise(nhwc, fb.filled((3, 3, 4), 0.25))
        batched = _named(fb, "batch_matmul", [a, b], (2, 4, 5), 0.0)
        reduced = _named(fb, "batch_reduce_matmul", [a, b], (4, 5), 0.0)
        transposed_rhs = (
            " indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
            "affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]"
        )
        gram = _named(fb, "matmul", [reduced, reduced], (4, 4), 0.0, transposed_rhs)
        row = _structural(
            fb,
            f"tensor.extract_slice {reduced.name}[0, 0] [1, 4] [1, 1] : "
            f"{reduced.type} to tensor<4xf32>",
            (4,),
        )
        weighted = _named(fb, "vecmat", [row, reduced], (5,), 0.0)
        largest = _named(
            fb,
            "elementwise",
            [weighted, weighted],
            (5,),
            0.0,
            " kind=#linalg.elementwise_kind<max_signed>",
        )
        contracted = _named(
            fb,
            "contract",
            [batched, weighted],
            (2, 4),
            0.0,
            " indexing_maps = [affine_map<(b, m, k) -> (b, m, k)>, "
            "affine_map<(b, m, k) -> (k)>, affine_map<(b, m, k) -> (b, m)>]",
        )
        squared = _named(fb, "square", [contracted], (2, 4), 0.0)
        return [top, depthwise, gram, largest, squared]

    return simple_program(
        build,
        [((1, 3, 8, 8), 1.0), ((4, 3, 3, 3), 0.5), ((2, 4, 6), 1.0), ((2, 6, 5), 1.0)],
    )


@dataclass(frozen=True)
class Program:
    id: str
    source: Callable[[], str]
    generic: bool
    """Bufferize into MLIR's generic form (else its custom syntax)."""
    ops: frozenset[str]
    """Linalg ops the bufferized program must contain."""


PROGRAMS = (
    Program(
        "conv-pool-vector",
        conv_pool_vector_program,
        generic=False,
        ops=frozenset(
            [
                "conv_2d_nhwc_hwcf",
                "pooling_nhwc_max",
                "pooling_nhwc_sum",
                "transpose",
                "matvec",
                "dot",
                "broadcast",
                "map",
                "reduce",
                "exp",
                "index",
            ]
        ),
    ),
    Program(
        "conv-pool-vector-generic",
        conv_pool_vector_program,
        generic=True,
        ops=frozenset(["matvec", "dot", "map", "reduce"]),
    ),
    Program(
        "contractions",
        contraction_program,
        generic=False,
        ops=frozenset(
            [
                "conv_2d_nchw_fchw",
                "pooling_nchw_max",
                "depthwise_conv_2d_nhwc_hwc",
                "batch_matmul",
                "batch_reduce_matmul",
                "matmul",
                "vecmat",
                "elementwise",
                "contract",
                "square",
            ]
        ),
    ),
)


def _merged(memref_ir: str) -> ModuleOp:
    ctx = make_context()
    module = Parser(ctx, memref_ir).parse_module()
    MergeAllocPass().apply(ctx, module)
    module.verify()
    return module


@pytest.mark.slow
@REQUIRES_MLIR
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.id)
def test_merged_program_runs_like_the_original(program: Program) -> None:
    """The bufferized program, merged by the pass, prints exactly what the
    original prints; so does the merged program in xDSL's generic form,
    whose linalg bodies are the ones xDSL built."""
    before = oracle.bufferize(program.source(), generic=program.generic)
    present = {
        op.name.removeprefix("linalg.")
        for op in parse(before).walk()
        if op.name.startswith("linalg.")
    }
    assert program.ops <= present
    merged = _merged(before)
    views = [op for op in merged.walk() if isinstance(op, memref.ViewOp)]
    assert len(views) >= 5, "the pass merged (almost) nothing"
    expected = oracle.run(before)
    assert oracle.run(str(merged)) == expected
    assert oracle.run(to_text(merged, generic=True)) == expected
