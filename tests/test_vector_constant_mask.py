"""`vector.constant_mask`'s verifier refuses what mlir-opt 22 refuses, with
its messages (dialects/vector.py);
tests/filecheck/dialects/vector_constant_mask.mlir has the round trip."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import IntegerType, ModuleOp, VectorType
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from merge_alloc.dialects import register_dialects
from merge_alloc.dialects.vector import ConstantMaskOp


def parse(op: str) -> ModuleOp:
    ctx = Context()
    register_dialects(ctx)
    text = f"func.func @f() {{\n  %0 = {op}\n  func.return\n}}"
    return Parser(ctx, text).parse_module()


@pytest.mark.parametrize(
    ("op", "message"),
    [
        ("vector.constant_mask [3] : vector<4x3xi1>", "size equal vector result rank"),
        ("vector.constant_mask [5, 2] : vector<4x3xi1>", "out of bounds"),
        ("vector.constant_mask [-1, 2] : vector<4x3xi1>", "out of bounds"),
        (
            "vector.constant_mask [0, 2] : vector<4x3xi1>",
            "all mask dim sizes to be zeros",
        ),
        ("vector.constant_mask [2, 2] : vector<4x[4]xi1>", "'all set' scalable"),
        ("vector.constant_mask [2] : vector<i1>", "either 0 or 1 for 0-D vectors"),
        ("vector.constant_mask [] : vector<i1>", "length 1 for 0-D vectors"),
        ("vector.constant_mask [2] : vector<4xi8>", "vector of 1-bit signless"),
        (
            '"vector.constant_mask"() <{mask_dim_sizes = array<i32: 2>}>'
            " : () -> vector<4xi1>",
            "i64 dense array attribute",
        ),
    ],
)
def test_verifier_refuses(op: str, message: str) -> None:
    module = parse(op)
    with pytest.raises(VerifyException, match=message):
        module.verify()


@pytest.mark.parametrize(
    "op",
    [
        "vector.constant_mask [3, 2] : vector<4x3xi1>",
        "vector.constant_mask [0, 0] : vector<4x3xi1>",
        "vector.constant_mask [4, 3] : vector<4x3xi1>",
        "vector.constant_mask [0] : vector<i1>",
        "vector.constant_mask [2, 4] : vector<4x[4]xi1>",
        "vector.constant_mask [0, 0] : vector<4x[4]xi1>",
    ],
)
def test_verifier_accepts(op: str) -> None:
    parse(op).verify()


def test_builder() -> None:
    op = ConstantMaskOp([2, 1], VectorType(IntegerType(1), [4, 2]))
    op.verify()
    assert str(op) == "%0 = vector.constant_mask [2, 1] : vector<4x2xi1>"
