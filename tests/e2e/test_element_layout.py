"""Memrefs of n-D vectors, merged with the bytes LLVM gives them, end to end.

`memref<2xvector<5x3xT>>` is two arrays of five `vector<3xT>` rows, each row
padded to a power of two bytes (16 for f32, 4 for i8): 160 and 40 bytes, where
the pass used to plan 128 and 32. With `size-first` the next buffer, `%b`,
then landed on `%a`'s second element and a printed `( 7, 7, 7 )` became
`( 2, 2, 2 )` (docs/differences.md, B7/B8). Each program must print under
every planner what it prints unmerged, and the plan checker, which sizes
views with its own table, must reject the old plan (`%b` moved back onto
`%a`'s last row).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, planner_names
from tests.e2e.test_lifetimes import merged

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow]  # executes programs

INPUTS = Path(__file__).parent / "Inputs" / "layout"
PROGRAMS = {"vector_5x3xf32": (160, 128), "vector_5x3xi8": (40, 32)}
"""Program -> (bytes `%a` takes, bytes the pass used to plan for it)."""


def _view_offset(text: str, name: str) -> str:
    line = next(line for line in text.splitlines() if f"{name} = memref.view" in line)
    found = re.search(r"\[(%\w+)\]\[\]", line)
    assert found is not None, line
    return found.group(1)


@pytest.mark.parametrize("program", PROGRAMS)
def test_merged_vector_program_prints_as_before(program: str) -> None:
    before = (INPUTS / f"{program}.mlir").read_text()
    outputs = {
        planner: merged(
            before, MergeAllocPass(planner=planner, alignment=16).options()
        )[0]
        for planner in planner_names()
    }
    for planner, after in outputs.items():
        assert "%a = memref.view" in after, planner
        report = check_text(after, before)
        assert report.ok, f"{planner}: {report.summary()}"
    for after in sorted(set(outputs.values())):
        result = oracle.compare(before, after)
        assert result.equal, result.diff()


@pytest.mark.parametrize("program", PROGRAMS)
def test_checker_rejects_the_undersized_plan(program: str) -> None:
    """`%a` at 0 and `%b` right after the bytes the old size gave `%a`:
    the checker reports the overlap and the oracle sees `%b`'s twos."""
    before = (INPUTS / f"{program}.mlir").read_text()
    after, _ = merged(
        before, MergeAllocPass(planner="size-first", alignment=16).options()
    )
    _, old_size = PROGRAMS[program]
    lines = after.splitlines()
    first = next(i for i, line in enumerate(lines) if "memref.view" in line)
    lines.insert(first, "    %zero_at = arith.constant 0 : index")
    lines.insert(first, f"    %old_end = arith.constant {old_size} : index")
    text = "\n".join(lines)
    bad = text
    for name, offset in (("%a", "%zero_at"), ("%b", "%old_end")):
        line = next(
            line for line in bad.splitlines() if f"{name} = memref.view" in line
        )
        bad = bad.replace(line, line.replace(_view_offset(bad, name), offset, 1))
    assert check_text(bad, before).of_kind("overlap")
    result = oracle.compare(before, bad)
    assert not result.equal
    assert "( 2, 2, 2 )" in result.diff()
