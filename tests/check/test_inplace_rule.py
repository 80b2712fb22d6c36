"""The checker accepts in-place pairs and no other overlap of live views.

The pass's output of `tests/filecheck/merge_alloc/inplace.mlir` (with
`inplace`) must pass. Then each view the pass did *not* pair is moved onto
the start of the view it would read from: a transpose, a reversed read, a
broadcast, an accumulation into the output, a narrower element type, a
donor read again later, a donor live across a loop. Every one must be an
overlap, as must a paired view moved by a few bytes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import OVERLAP, check_module, parse_module
from merge_alloc.verify.check.structure import make_context
from tests.check.mutate import base_offset, set_base, views_by_name

SOURCE = Path(__file__).parents[1] / "filecheck" / "merge_alloc" / "inplace.mlir"


def _merged() -> tuple[ModuleOp, str]:
    before = parse_module(SOURCE.read_text())
    after = parse_module(SOURCE.read_text())
    MergeAllocPass(inplace=True).apply(make_context(), after)
    return before, str(after)


def test_pass_output_with_pairs_passes() -> None:
    before, after = _merged()
    report = check_module(parse_module(after), before)
    assert report.ok, [str(v) for v in report.violations]


@pytest.mark.parametrize(
    ("moved", "onto"),
    [
        ("t", "a"),  # linalg.transpose
        ("rev", "r"),  # reversed read
        ("bc", "row"),  # broadcast (and larger)
        ("acc", "bc"),  # the body reads the output
        ("half", "acc"),  # narrower elements: other byte offsets
        ("again", "t"),  # the donor is read again later
        ("o", "outside"),  # the donor lives across the loop
    ],
)
def test_overlaps_that_are_not_in_place_are_flagged(moved: str, onto: str) -> None:
    _, after = _merged()
    module = parse_module(after)
    views = views_by_name(module)
    _, _, target = base_offset(views[onto])
    _, _, original = base_offset(views[moved])
    assert target != original
    set_base(views[moved], target)
    assert check_module(module).of_kind(OVERLAP)


def test_a_shifted_pair_is_flagged() -> None:
    """%b and %c of the chain are paired at one offset; %c 64 bytes further
    overlaps %b without starting where it starts: not a pair."""
    _, after = _merged()
    module = parse_module(after)
    views = views_by_name(module)
    _, _, base = base_offset(views["b"])
    set_base(views["c"], base + 64)
    assert check_module(module).of_kind(OVERLAP)
