"""The checker's own bounds of `affine.apply` / `affine.min` sizes, semi-affine
maps included (`ceildiv`, `floordiv`, `mod`, products): a bound only where
the divisor is proven positive, so a plan is never accepted on a size the
checker merely guessed."""

from __future__ import annotations

import pytest
from xdsl.ir import Operation

from merge_alloc.verify.check.offsets import lower_bound, upper_bound
from merge_alloc.verify.check.structure import op_name, parse_module

PROGRAM = """
func.func @f(%s: index, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %pos = arith.maxsi %s, %c1 : index
  %two = arith.maxsi %s, %c2 : index
  %nonneg = arith.maxsi %s, %c0 : index
  scf.for %i = %c0 to %c100 step %c1 {{
    %x = affine.apply affine_map<{map}>({dims})[{symbols}]
    "test.use"(%x) : (index) -> ()
  }}
  return
}}
"""


def _bounds(map_: str, dims: str, symbols: str) -> tuple[int | None, int | None]:
    module = parse_module(PROGRAM.format(map=map_, dims=dims, symbols=symbols))
    use = next(op for op in module.walk() if op_name(op) == "test.use")
    assert isinstance(use, Operation)
    value = use.operands[0]
    return lower_bound(value, use), upper_bound(value, use)


@pytest.mark.parametrize(
    ("map_", "dims", "symbols", "expected"),
    [
        ("(d0)[s0] -> (d0 ceildiv s0)", "%c64", "%pos", (1, 64)),
        ("(d0)[s0] -> (d0 floordiv s0)", "%c64", "%two", (0, 32)),
        ("(d0)[s0] -> (d0 * s0)", "%c64", "%c64", (4096, 4096)),
        ("(d0)[s0] -> (d0 mod s0)", "%n", "%c64", (0, 63)),
        ("(d0)[s0] -> (d0 floordiv 4 + s0)", "%i", "%c2", (2, 26)),
        ("(d0)[s0] -> ((d0 - 50) ceildiv s0)", "%i", "%two", (-25, 25)),
        ("(d0)[s0] -> (d0 mod s0)", "%i", "%pos", (0, 99)),
    ],
)
def test_bounded(map_: str, dims: str, symbols: str, expected: tuple[int, int]) -> None:
    assert _bounds(map_, dims, symbols) == expected


@pytest.mark.parametrize(
    ("map_", "dims", "symbols"),
    [
        ("(d0)[s0] -> (d0 ceildiv s0)", "%c64", "%s"),  # s may be 0 or negative
        ("(d0)[s0] -> (d0 floordiv s0)", "%c64", "%nonneg"),  # may be 0
        ("(d0)[s0] -> (d0 * s0)", "%c64", "%s"),
        ("(d0)[s0] -> (d0 * s0)", "%c64", "%pos"),  # no upper bound of s
        ("(d0)[s0] -> (d0 ceildiv s0)", "%n", "%pos"),  # no bound of n
    ],
)
def test_unbounded(map_: str, dims: str, symbols: str) -> None:
    assert _bounds(map_, dims, symbols)[1] is None
