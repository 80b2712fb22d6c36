"""RangeAnalysis and size_bounds: constant upper bounds of dynamic sizes."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects import arith, builtin, memref, test
from xdsl.ir import Block, Operation, Region, SSAValue

from merge_alloc.analysis import interfaces
from merge_alloc.analysis.interfaces import register
from merge_alloc.analysis.op_behaviour import LoopBound
from merge_alloc.analysis.upper_bounds import RangeAnalysis, size_bounds

Parse = Callable[[str], builtin.ModuleOp]


def _values(module: builtin.ModuleOp) -> dict[str, SSAValue]:
    values: dict[str, SSAValue] = {}
    for op in module.walk():
        for result in op.results:
            if result.name_hint:
                values[result.name_hint] = result
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if arg.name_hint:
                        values[arg.name_hint] = arg
    return values


PROGRAM = """
func.func @f(%n: index, %k: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  %am = affine.min affine_map<(d0) -> (d0, 128)>(%n)
  %am2 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0 * 2)>(%am)[%c8]
  %ap = affine.apply affine_map<(d0) -> (d0 floordiv 2 + 1)>(%am)
  %mu = arith.minui %n, %c100 : index
  %ms = arith.minsi %k, %c8 : index
  %sum = arith.addi %mu, %am : index
  %diff = arith.subi %mu, %c3 : index
  %prod = arith.muli %mu, %c3 : index
  %quot = arith.divui %mu, %c3 : index
  %rem = arith.remui %n, %c8 : index
  %sel = arith.select %c, %mu, %c8 : index
  %unbounded = arith.addi %n, %c3 : index
  scf.for %i = %c0 to %c100 step %c3 {
    %use_i = arith.addi %i, %c0 : index
  }
  scf.for %j = %c0 to %am step %c3 {
    %use_j = arith.addi %j, %c0 : index
  }
  affine.for %t = 0 to 10 {
    %use_t = arith.addi %t, %c0 : index
  }
  return
}
"""


@pytest.mark.parametrize(
    ("name", "hi"),
    [
        ("c100", 100),
        ("am", 128),
        ("am2", 16),
        ("ap", 65),
        ("mu", 100),
        ("ms", 8),
        ("sum", 228),
        ("diff", 97),
        ("prod", 300),
        ("quot", 33),
        ("rem", 7),
        ("sel", 100),
        ("i", 99),
        ("j", 127),
        ("t", 9),
        ("unbounded", None),
        ("n", None),
    ],
)
def test_upper_bounds(parse: Parse, name: str, hi: int | None) -> None:
    values = _values(parse(PROGRAM))
    assert RangeAnalysis().range_of(values[name]).hi == hi


def test_missing_bound_says_why(parse: Parse) -> None:
    values = _values(parse(PROGRAM))
    found = RangeAnalysis().range_of(values["unbounded"])
    assert found.hi is None
    assert found.why == "%n is an argument of 'func.func'"


def test_user_bound_and_proof_take_the_smaller(parse: Parse) -> None:
    module = parse(
        """
func.func @f(%n: index) {
  %c16 = arith.constant 16 : index
  %m = arith.minui %n, %c16 : index
  %proved = memref.alloc(%m) {merge_alloc.upper_bound = array<i64: 64>}
    : memref<?xf32>
  %promised = memref.alloc(%n) {merge_alloc.upper_bound = array<i64: 64>}
    : memref<?xf32>
  %none = memref.alloc(%n, %m) {merge_alloc.upper_bound = array<i64: -1, 4>}
    : memref<?x?xf32>
  return
}
"""
    )
    allocs = {
        op.memref.name_hint: op
        for op in module.walk()
        if isinstance(op, memref.AllocOp)
    }
    analysis = RangeAnalysis()
    proved = size_bounds(allocs["proved"], analysis)
    assert proved.bounds == (16,) and proved.from_user == (False,)
    promised = size_bounds(allocs["promised"], analysis)
    assert promised.bounds == (64,) and promised.from_user == (True,)
    none = size_bounds(allocs["none"], analysis)
    assert none.bounds is None
    assert "size #0 (%n)" in none.missing


BOUNDS = {
    name: hi
    for name, hi in (
        ("am", 128),
        ("am2", 16),
        ("ap", 65),
        ("mu", 100),
        ("ms", 8),
        ("sum", 228),
        ("diff", 97),
        ("prod", 300),
        ("quot", 33),
        ("rem", 7),
        ("sel", 100),
    )
}


@given(n=st.integers(-(2**40), 2**40), k=st.integers(-(2**40), 2**40), c=st.booleans())
def test_bounds_hold_for_concrete_values(n: int, k: int, c: bool) -> None:
    """The program evaluated on concrete inputs never exceeds the bounds the
    analysis found (`test_upper_bounds` pins those), negative inputs
    included: `%mu` is then the unsigned minimum, i.e. 100."""
    unsigned_n = n % 2**64
    am = min(n, 128)
    mu = min(unsigned_n, 100)
    concrete = {
        "am": am,
        "am2": min(am + 4, 16),
        "ap": am // 2 + 1,
        "mu": mu,
        "ms": min(k, 8),
        "sum": mu + am,
        "diff": mu - 3,
        "prod": mu * 3,
        "quot": mu // 3,
        "rem": unsigned_n % 8,
        "sel": mu if c else 8,
    }
    for name, value in concrete.items():
        assert value <= BOUNDS[name], name


def test_narrowing_casts_keep_only_fitting_ranges(parse: Parse) -> None:
    module = parse(
        """
func.func @f(%n: index, %w: i32) {
  %c100 = arith.constant 100 : index
  %m = arith.minui %n, %c100 : index
  %small = arith.index_cast %m : index to i8
  %wide = arith.index_cast %m : index to i32
  %back = arith.index_cast %wide : i32 to index
  %big = arith.index_cast %n : index to i16
  return
}
"""
    )
    values = _values(module)
    analysis = RangeAnalysis()
    assert analysis.range_of(values["small"]).hi == 100
    assert analysis.range_of(values["back"]).hi == 100
    assert analysis.range_of(values["big"]).hi is None


@pytest.fixture
def restore_registry() -> Iterator[None]:
    saved = {k: dict(v) for k, v in interfaces._REGISTERED.items()}  # pyright: ignore[reportPrivateUsage]
    yield
    interfaces._REGISTERED.clear()  # pyright: ignore[reportPrivateUsage]
    interfaces._REGISTERED.update(saved)  # pyright: ignore[reportPrivateUsage]
    interfaces._BEHAVIOURS.clear()  # pyright: ignore[reportPrivateUsage]


def _first_two(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
    return (op.operands[0], op.operands[1]) if index == 0 else None


def test_loop_bounds_come_from_the_op_registry(restore_registry: None) -> None:
    """A loop op the pass does not know is taught its induction variable's
    bounds once, in the registry (`induction_bounds`), like every other fact:
    the range analysis keeps no list of loop classes."""
    index = builtin.IndexType()
    low = arith.ConstantOp(builtin.IntegerAttr(2, index))
    high = arith.ConstantOp(builtin.IntegerAttr(7, index))
    body = Block(arg_types=[index])
    loop = test.TestOp.create(
        operands=[low.result, high.result], regions=[Region(body)]
    )
    assert loop.regions[0].blocks[0] is body
    found = RangeAnalysis().range_of(body.args[0])
    assert found.hi is None
    assert "is an argument of 'test.op'" in found.why
    register(test.TestOp, induction_bounds=_first_two)
    bounded = RangeAnalysis().range_of(body.args[0])
    assert (bounded.lo, bounded.hi) == (2, 6)
