"""The fuzzer's coverage report (`merge_alloc.verify.fuzz.campaign`).

The report must come from the registry (a fact an op has shows as
exercised, a registered one no op had as a gap), and a small run of the
generator must exercise every behaviour fact and element type it claims
(`CLAIMED_FACTS`, `CLAIMED_ELEMENTS`): a shape that stops drawing one shows
here before a user's program finds the gap.
"""

from __future__ import annotations

import pytest

from merge_alloc.verify.fuzz.campaign import (
    CLAIMED_ELEMENTS,
    CLAIMED_FACTS,
    Coverage,
    known_facts,
)
from merge_alloc.verify.fuzz.generate import Mode
from merge_alloc.verify.fuzz.shapes import FOCUSES, draw_programs

PROGRAM = """
func.func @f(%n: index) -> index {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  func.return %d : index
}
"""


def test_report_comes_from_the_registry() -> None:
    coverage = Coverage()
    coverage.add(PROGRAM)
    assert coverage.programs == 1
    for fact in ("shape_query", "role:alloc", "role:dealloc", "return_like"):
        assert coverage.facts[fact] == 1, coverage.facts
    assert coverage.elements == {"f32": 1}
    missing = coverage.missing_facts()
    assert "shape_query" not in missing
    assert "region_flow:loop" in missing
    assert {"scf.for", "scf.while"} <= missing["region_flow:loop"]
    assert set(missing) == set(known_facts()) - set(coverage.facts)
    assert "memref.dim" not in coverage.missing_classes()
    assert "scf.for" in coverage.missing_classes()
    report = coverage.report()
    assert "never generated: " in report
    assert "region_flow:loop (" in report


def test_unparsable_programs_are_counted() -> None:
    coverage = Coverage()
    coverage.add("this is not MLIR")
    assert (coverage.programs, coverage.unparsed) == (0, 1)


@pytest.mark.slow
def test_small_run_covers_what_the_generator_claims() -> None:
    """Two programs per focus, ten unfocused executed and 40 checker-only
    ones (their element table is longer) and a dozen with n-D vectors: a few
    seconds of generation, no pass runs."""
    coverage = Coverage()
    for focus in FOCUSES:
        mode: Mode = "check" if focus == "huge" else "exec"
        coverage.add_all(p.text for p in draw_programs(mode, focus, 2, 1))
    coverage.add_all(p.text for p in draw_programs("exec", None, 10, 1))
    coverage.add_all(p.text for p in draw_programs("check", None, 40, 1))
    coverage.add_all(p.text for p in draw_programs("exec", "vector-nd", 12, 2))
    assert coverage.unparsed == 0
    assert CLAIMED_FACTS - set(coverage.facts) == set(), coverage.report()
    assert CLAIMED_ELEMENTS - set(coverage.elements) == set(), coverage.report()
