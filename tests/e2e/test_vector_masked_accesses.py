"""Vectorized programs whose buffers are read by `vector.gather`,
`vector.expandload` and a `vector.transfer_read` inside `vector.mask`, and
written by `vector.compressstore`, merged by merge-alloc and run under
mlir-runner (Inputs/vector/masked_accesses.mlir and masked_region.mlir say
what would go wrong were the ops' effects not seen)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, run_pass

pytestmark = pytest.mark.slow  # executes programs (mlir-runner)

INPUTS = Path(__file__).parent / "Inputs" / "vector"
PROGRAM = INPUTS / "masked_accesses.mlir"
MASK_REGION = INPUTS / "masked_region.mlir"


def _views(merged: str) -> set[str]:
    return set(re.findall(r"(%\w+) = memref\.view ", merged))


def test_the_accessed_buffers_are_merged() -> None:
    """%a (read by the gather) and %c (written by the compressstore, read by
    the expandload) share the merged buffer with the others: their accesses
    are seen as accesses, not as escapes that would keep them apart."""
    merged = run_pass(PROGRAM.read_text(), "best")
    assert _views(merged) == {"%a", "%b", "%c", "%d", "%e"}


@REQUIRES_TOOLS
def test_merged_program_prints_what_the_original_prints() -> None:
    """g = a[3, 0, 5, 9] + 7, compressed into c[1..3] at lanes 0, 2, 3 and
    expanded back; lane 1 keeps e's 2. Before and after merge-alloc, with
    every buffer poisoned (MALLOC_PERTURB_ byte 165)."""
    before = PROGRAM.read_text()
    after = run_pass(before, "best")
    assert check_text(after, before).ok
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
    assert "[10,  2,  12,  16]" in oracle.run(after)


def test_the_buffer_read_in_a_mask_region_is_merged() -> None:
    """%a, read only inside `vector.mask`, shares the merged buffer (the
    region runs once, in place: the registry's `vector.mask` facts)."""
    merged = run_pass(MASK_REGION.read_text(), "best")
    assert _views(merged) == {"%a", "%b", "%d"}


@REQUIRES_TOOLS
def test_merged_mask_region_program_prints_what_the_original_prints() -> None:
    before = MASK_REGION.read_text()
    after = run_pass(before, "best")
    assert check_text(after, before).ok
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
    assert "[8,  9,  6,  11]" in oracle.run(after)
