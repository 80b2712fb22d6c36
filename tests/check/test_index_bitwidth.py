"""The checker sizes `index` elements with the plan's index bit width.

`merge-alloc{index-bitwidth=32}` packs `memref<16xindex>` in 64 bytes; a
checker that assumed 8-byte indices would see 128-byte views and report the
pass's correct plan as overlapping and out of bounds.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import OUT_OF_BOUNDS, OVERLAP, check_module, check_text
from merge_alloc.verify.check.structure import make_context, parse_module
from tests.check.mutate import set_base, views_by_name

BEFORE = """
func.func @f(%out: memref<16xindex>) {
  %a = memref.alloc() : memref<16xindex>
  %b = memref.alloc() : memref<16xindex>
  "test.write"(%a) : (memref<16xindex>) -> ()
  "test.write"(%b) : (memref<16xindex>) -> ()
  memref.copy %a, %out : memref<16xindex> to memref<16xindex>
  memref.copy %b, %out : memref<16xindex> to memref<16xindex>
  func.return
}
"""


def _planned(index_bitwidth: int) -> str:
    module = parse_module(BEFORE)
    MergeAllocPass(index_bitwidth=index_bitwidth).apply(make_context(), module)
    return str(module)


def _kinds(text: str, index_bitwidth: int) -> set[str]:
    report = check_text(text, BEFORE, index_bitwidth=index_bitwidth)
    return {v.kind for v in report.violations}


def test_32_bit_plan_packs_indices_in_4_bytes() -> None:
    """The premise: the pass's 32-bit plan is half the size of the 64-bit one."""
    assert "memref<128xi8>" in _planned(32)
    assert "memref<256xi8>" in _planned(64)


@pytest.mark.parametrize("index_bitwidth", [32, 64])
def test_plan_passes_with_its_own_bitwidth(index_bitwidth: int) -> None:
    report = check_text(_planned(index_bitwidth), BEFORE, index_bitwidth=index_bitwidth)
    assert report.ok, [str(v) for v in report.violations]
    assert report.views == 2


def test_32_bit_plan_read_as_64_bit_is_flagged() -> None:
    """Why the option exists: the default width misreads a 32-bit plan."""
    assert _kinds(_planned(32), 64) == {OVERLAP, OUT_OF_BOUNDS}


def test_overlap_still_found_at_32_bits() -> None:
    """At 32 bits %a spans [0, 64): %b moved to byte 32 overlaps it."""
    module = parse_module(_planned(32))
    set_base(views_by_name(module)["b"], 32)
    report = check_module(module, index_bitwidth=32)
    assert OVERLAP in {v.kind for v in report.violations}


def test_bitwidth_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        check_text(_planned(64), index_bitwidth=0)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "merge_alloc.verify.check", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_command_line_flag(tmp_path: Path) -> None:
    before = tmp_path / "before.mlir"
    after = tmp_path / "after.mlir"
    before.write_text(BEFORE)
    after.write_text(_planned(32))
    flagged = _cli(str(before), str(after))
    assert flagged.returncode == 1, flagged.stdout + flagged.stderr
    assert "overlap" in flagged.stdout
    accepted = _cli("--index-bitwidth", "32", str(before), str(after))
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "no conflicts" in accepted.stdout
    refused = _cli("--index-bitwidth", "0", str(after))
    assert refused.returncode == 1
    assert refused.stderr == (
        "python -m merge_alloc.verify.check: error: argument --index-bitwidth: "
        "must be a positive integer, got 0 (see --help)\n"
    )
