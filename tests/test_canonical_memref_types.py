"""Memref types read as MLIR builds them (`dialects/xdsl_patch.py`,
docs/upstream.md entry 14): an identity layout and a memory space of 0 are
dropped, everything else is kept, and a type built in Python with an identity
layout is still placed through a cast of its view
(`merge_alloc/rewrite/typed_view.py`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin, func, memref, test
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap

from merge_alloc.passes import MergeAllocPass

Parse = Callable[[str], builtin.ModuleOp]


def _result_type(parse: Parse, spelled: str) -> str:
    module = parse(f'"test.op"() : () -> {spelled}')
    return str(next(iter(module.ops)).results[0].type)


@pytest.mark.parametrize(
    "spelled, canonical",
    [
        ("memref<256xf32, affine_map<(d0) -> (d0)>, 0>", "memref<256xf32>"),
        ("memref<256xf32, affine_map<(d0) -> (d0)>>", "memref<256xf32>"),
        ("memref<256 x f32, affine_map<(d0) -> (d0)>, 1>", "memref<256xf32, 1 : i64>"),
        ("memref<f32, affine_map<() -> ()>>", "memref<f32>"),
        (
            "memref<4x?xf32, affine_map<(d0, d1) -> (d0, d1)>, 0 : i32>",
            "memref<4x?xf32>",
        ),
        ("memref<4xf32, 0 : index>", "memref<4xf32>"),
        ("memref<*xf32, 0>", "memref<*xf32>"),
    ],
)
def test_identity_layout_and_memory_space_zero_are_dropped(
    parse: Parse, spelled: str, canonical: str
) -> None:
    assert _result_type(parse, spelled) == canonical


@pytest.mark.parametrize(
    "kept",
    [
        "memref<4xf32, strided<[1]>>",
        "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
        "memref<4xf32, affine_map<(d0)[s0] -> (d0)>>",
        "memref<4xf32, 1 : i64>",
        "memref<4xf32, #gpu.address_space<global>>",
        "memref<*xf32, 2 : i64>",
    ],
)
def test_other_layouts_and_memory_spaces_stay(parse: Parse, kept: str) -> None:
    assert _result_type(parse, kept) == kept


def test_defined_and_used_types_are_one_type(parse: Parse) -> None:
    module = parse(
        """
        func.func @f(%n: index) {
          %c0 = arith.constant 0 : index
          %a = memref.alloc() : memref<256xf32, affine_map<(d0) -> (d0)>, 0>
          memref.dma_wait %a[%c0], %n : memref<256xf32>
          return
        }
        """
    )
    module.verify()


def test_python_built_identity_layout_is_placed_through_a_cast() -> None:
    identity = builtin.AffineMapAttr(AffineMap.identity(1))
    spelled: builtin.MemRefType[Attribute] = builtin.MemRefType(
        builtin.f32, [16], identity
    )
    plain: builtin.MemRefType[Attribute] = builtin.MemRefType(builtin.f32, [16])
    first = memref.AllocOp([], [], spelled)
    second = memref.AllocOp([], [], plain)
    use = test.TestOp((first.memref, second.memref))
    function = func.FuncOp("f", ((), ()))
    function.body.block.add_ops([first, second, use, func.ReturnOp()])
    module = builtin.ModuleOp([function])

    MergeAllocPass().apply(Context(), module)
    module.verify()

    spelled_use, plain_use = use.operands
    assert isinstance(spelled_use.owner, memref.CastOp)
    assert spelled_use.type == spelled
    assert isinstance(spelled_use.owner.source.owner, memref.ViewOp)
    assert spelled_use.owner.source.type == plain
    assert isinstance(plain_use.owner, memref.ViewOp)
