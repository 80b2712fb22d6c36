"""`vector.shape_cast`'s verifier refuses what mlir-opt 22 refuses
(dialects/vector.py); tests/filecheck/dialects/vector_shape_cast.mlir
has the round trip, tests/filecheck/invalid/vector_shape_cast.mlir mlir-opt's
messages for the same three inputs."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, VectorType, f32
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from merge_alloc.dialects import register_dialects
from merge_alloc.dialects.vector import ShapeCastOp


def parse(text: str) -> ModuleOp:
    ctx = Context()
    register_dialects(ctx)
    return Parser(ctx, text).parse_module()


def shape_cast(source: str, result: str) -> str:
    return (
        f"func.func @f(%v: {source}) {{\n"
        f"  %0 = vector.shape_cast %v : {source} to {result}\n"
        "  func.return\n}"
    )


@pytest.mark.parametrize(
    ("source", "result", "message"),
    [
        ("vector<4x4xf32>", "vector<16xi32>", "different source and result element"),
        (
            "vector<4x4xf32>",
            "vector<12xf32>",
            r"different number of elements at source \(16\) and result \(12\)",
        ),
        (
            "vector<2x[4]xf32>",
            "vector<8xf32>",
            r"different number of scalable dims at source \(1\) and result \(0\)",
        ),
    ],
)
def test_verifier_refuses(source: str, result: str, message: str) -> None:
    module = parse(shape_cast(source, result))
    with pytest.raises(VerifyException, match=message):
        module.verify()


@pytest.mark.parametrize(
    ("source", "result"),
    [
        ("vector<4x4xf32>", "vector<16xf32>"),
        ("vector<f32>", "vector<1x1xf32>"),
        ("vector<2x[4]xi8>", "vector<[8]xi8>"),
    ],
)
def test_verifier_accepts(source: str, result: str) -> None:
    module = parse(shape_cast(source, result))
    module.verify()
    (op,) = [op for op in module.walk() if isinstance(op, ShapeCastOp)]
    assert str(op.result.type) == result


def test_builder() -> None:
    source = parse("func.func @f(%v: vector<2x2xf32>) {\n  func.return\n}")
    function = source.body.block.first_op
    assert function is not None
    argument = function.regions[0].block.args[0]
    op = ShapeCastOp(argument, VectorType(f32, [4]))
    op.verify()
    assert str(op) == "%0 = vector.shape_cast %v : vector<2x2xf32> to vector<4xf32>"
