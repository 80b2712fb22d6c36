"""The vector, index and llvm ops of dialects/vector.py, index.py
and llvm.py: their verifiers refuse what mlir-opt 22 refuses, in its
words (every chunk of tests/filecheck/invalid/vector_ops.mlir; the FileCheck
test sees only the first, merge-alloc-opt stops there), and the analyses see
the masked accesses' memory effects on their base memref and nothing else
(tests/e2e/test_vector_masked_accesses.py runs a merged program using them).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from xdsl.dialects import builtin, func
from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffectKind, get_effects
from xdsl.utils.exceptions import ParseError, VerifyException

from merge_alloc.analysis.behaviour_queries import EffectOracle, escaping_operands
from merge_alloc.analysis.writes import written_operands

Parse = Callable[[str], builtin.ModuleOp]

INVALID = Path(__file__).parent / "filecheck" / "invalid" / "vector_ops.mlir"


def _invalid_chunks() -> list[tuple[str, str]]:
    """(chunk, mlir-opt's message) for each chunk of the invalid file, the
    messages taken from its UPSTREAM lines (in chunk order)."""
    text = INVALID.read_text()
    messages = re.findall(r"^// UPSTREAM: .*?error: (.*)$", text, re.MULTILINE)
    chunks = text.split("// -----\n")
    assert len(chunks) == len(messages) == 18
    return list(zip(chunks, messages, strict=True))


@pytest.mark.parametrize(("chunk", "message"), _invalid_chunks())
def test_verifier_refuses_as_mlir_opt_does(
    parse: Parse, chunk: str, message: str
) -> None:
    """The op's own message, without MLIR's `'<op>' op ` or `custom op
    '<op>' ` prefix (xDSL's diagnostics add theirs). Two chunks fail while
    parsing: from_elements in MLIR's words, the outerproduct at the
    accumulator's type in xDSL's words for the same error."""
    expected = re.sub(r"^(custom op '[\w.]+' |'[\w.]+' op )", "", message)
    with pytest.raises((VerifyException, ParseError)) as raised:
        parse(chunk).verify()
    if "expects different type than prior uses" in expected:
        assert raised.type is ParseError
        assert "previously used or defined with type vector<2x3xf32>" in str(
            raised.value
        )
    elif raised.type is ParseError:
        assert expected in str(raised.value)
    else:
        assert str(raised.value) == expected


PROGRAM = """
func.func @f(%m: memref<16xf32>, %n: memref<16xf32>, %o: memref<16xf32>,
             %p: memref<16xf32>, %t: tensor<16xf32>, %idx: vector<4xi32>,
             %mask: vector<4xi1>, %v: vector<4xf32>, %i: index,
             %a: vector<2x3xf32>, %x: vector<2xf32>, %y: vector<4xf32>) {
  %g = vector.gather %m[%i] [%idx], %mask, %v
      : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %n[%i] [%idx], %mask, %v
      : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %o[%i], %mask, %v
      : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %p[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %tg = vector.gather %t[%i] [%idx], %mask, %v
      : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %ts = vector.scatter %t[%i] [%idx], %mask, %v
      : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %tr = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %op = vector.outerproduct %x, %y : vector<2xf32>, vector<4xf32>
  %c = index.constant 3
  %s = index.add %i, %c
  %q = index.cmp slt(%s, %i)
  %z = llvm.mlir.poison : vector<4xf32>
  return
}
"""


def _ops(parse: Parse) -> tuple[list[Operation], dict[str, SSAValue]]:
    module = parse(PROGRAM)
    module.verify()
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    args = function.body.block.args
    names = ("m", "n", "o", "p", "t")
    return list(function.body.block.ops)[:-1], dict(
        zip(names, args[: len(names)], strict=True)
    )


def test_masked_accesses_touch_their_base_only(parse: Parse) -> None:
    """MLIR's effects: gather and expandload read the base memref, scatter
    and compressstore write it; the index, mask and pass-through vectors are
    values. The memref is accessed, not escaped."""
    ops, v = _ops(parse)
    expected = [
        (MemoryEffectKind.READ, v["m"]),
        (MemoryEffectKind.WRITE, v["n"]),
        (MemoryEffectKind.READ, v["o"]),
        (MemoryEffectKind.WRITE, v["p"]),
    ]
    for op, (kind, base) in zip(ops[:4], expected, strict=True):
        effects = get_effects(op)
        assert effects is not None, op.name
        assert {(e.kind, e.value) for e in effects} == {(kind, base)}, op.name
        assert escaping_operands(op) == [], op.name
        assert written_operands(op) == (
            [base] if kind is MemoryEffectKind.WRITE else []
        )


def test_tensor_accesses_and_computations_are_effect_free(parse: Parse) -> None:
    """A tensor base is a value: gather/scatter on it touch no memory, like
    the pure vector, index and llvm ops."""
    ops, _ = _ops(parse)
    oracle = EffectOracle()
    assert [op.name for op in ops[4:]] == [
        "vector.gather",
        "vector.scatter",
        "vector.transpose",
        "vector.outerproduct",
        "index.constant",
        "index.add",
        "index.cmp",
        "llvm.mlir.poison",
    ]
    for op in ops[4:]:
        assert oracle.is_free(op), op.name
    for op in ops[:4]:
        assert not oracle.is_free(op), op.name


def test_mask_runs_its_region_once_with_the_masked_ops_effects(parse: Parse) -> None:
    """`vector.mask`: RegionBranchOpInterface (the region runs once and
    yields the results) and RecursiveMemoryEffects (the masked read is the
    mask's effect); without these facts the pass stops at the op
    ("expecting RegionBranchOpInterface")."""
    from merge_alloc.analysis.interfaces import behaviour
    from merge_alloc.analysis.op_behaviour import RegionFlow
    from merge_alloc.dialects.vector import MaskOp, YieldOp

    module = parse(
        "func.func @f(%m: memref<16xf32>, %k: vector<4xi1>, %i: index, %s: f32)"
        " -> vector<4xf32> {\n"
        "  %0 = vector.mask %k { vector.transfer_read %m[%i], %s"
        " : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>\n"
        "  return %0 : vector<4xf32>\n}"
    )
    module.verify()
    (mask,) = [op for op in module.walk() if isinstance(op, MaskOp)]
    facts = behaviour(mask)
    assert facts.region_flow is RegionFlow.ONCE
    assert facts.region_branch
    assert facts.recursive_effects
    yield_op = mask.mask_region.block.last_op
    assert isinstance(yield_op, YieldOp)
    assert behaviour(yield_op).return_like
    read = mask.masked_op()
    assert read is not None
    assert tuple(yield_op.values) == tuple(read.results)
    assert not EffectOracle().is_free(mask)
