"""Tests of the independent plan checker on hand-written merged IR."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from merge_alloc.verify.check import (
    MISALIGNED,
    MISMATCH,
    OUT_OF_BOUNDS,
    OVERLAP,
    UNVERIFIABLE,
    CheckReport,
    check_module,
    check_text,
    parse_module,
)
from merge_alloc.verify.check.views import memref_bytes
from tests.check.mutate import base_offset, set_base, views_by_name
from tests.check.plans import CORRECT_PLANS, Plan


def kinds(report: CheckReport) -> set[str]:
    return {v.kind for v in report.violations}


@pytest.mark.parametrize("plan", CORRECT_PLANS, ids=lambda p: p.name)
def test_correct_plans_pass(plan: Plan) -> None:
    report = check_text(plan.text)
    assert report.ok, [str(v) for v in report.violations]
    assert report.buffers == 1
    assert "no conflicts" in report.summary()


def _with_body(body: str, size: int = 128, args: str = "") -> str:
    return f"""
func.func @f({args}) {{
  %merged = memref.alloc() {{alignment = 64 : i64}} : memref<{size}xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
{body}
  func.return
}}
"""


def test_overlapping_live_views_flagged() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  "test.write"(%x) : (memref<16xf32>) -> ()
  "test.write"(%y) : (memref<16xf32>) -> ()
  "test.read"(%x) : (memref<16xf32>) -> ()
"""
    )
    report = check_text(text)
    assert kinds(report) == {OVERLAP}
    assert "%x" in report.violations[0].message and "%y" in report.violations[0].message


def test_partial_overlap_through_alias_flagged() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c32][] : memref<128xi8> to memref<16xf32>
  %xs = memref.subview %x[0] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1]>>
  "test.write"(%y) : (memref<16xf32>) -> ()
  "test.read"(%xs) : (memref<4xf32, strided<[1]>>) -> ()
  "test.read"(%y) : (memref<16xf32>) -> ()
"""
    )
    # Offset 32 is below the merged buffer's alignment but meets what the
    # alloc itself needs (f32): each view carries its own alignment.
    assert kinds(check_text(text)) == {OVERLAP}


def test_sequential_reuse_passes() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  "test.write"(%x) : (memref<16xf32>) -> ()
  "test.write"(%y) : (memref<16xf32>) -> ()
"""
    )
    assert check_text(text).ok


def test_out_of_bounds_flagged() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c64][] : memref<128xi8> to memref<32xf32>
  "test.write"(%x) : (memref<32xf32>) -> ()
"""
    )
    report = check_text(text)
    assert kinds(report) == {OUT_OF_BOUNDS}
    assert "[64, 192)" in report.violations[0].message


def test_misaligned_flagged() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c1][] : memref<128xi8> to memref<8xf32>
  "test.write"(%x) : (memref<8xf32>) -> ()
"""
    )
    # Byte 1 is below what an f32 element needs.
    assert kinds(check_text(text)) == {MISALIGNED}


def test_b1_sibling_inner_loops_flagged() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      "test.use"(%x) : (memref<16xf32>) -> ()
    }
    scf.for %j = %c0 to %c64 step %c1 {
      "test.use"(%y) : (memref<16xf32>) -> ()
    }
  }
"""
    )
    assert kinds(check_text(text)) == {OVERLAP}


def test_b1_three_deep_flagged() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      scf.for %k = %c0 to %c64 step %c1 {
        "test.use"(%x) : (memref<16xf32>) -> ()
      }
    }
    "test.use"(%y) : (memref<16xf32>) -> ()
  }
"""
    )
    assert kinds(check_text(text)) == {OVERLAP}


def test_per_iteration_views_inside_loop_pass() -> None:
    text = _with_body(
        """
  scf.for %i = %c0 to %c64 step %c1 {
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.use"(%x) : (memref<16xf32>) -> ()
    %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.use"(%y) : (memref<16xf32>) -> ()
  }
"""
    )
    assert check_text(text).ok


def test_loop_carried_view_flagged() -> None:
    text = _with_body(
        """
  %x0 = memref.view %merged[%c64][] : memref<128xi8> to memref<16xf32>
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %x0) -> (memref<16xf32>) {
    "test.read"(%acc) : (memref<16xf32>) -> ()
    %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.write"(%y) : (memref<16xf32>) -> ()
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.write"(%x) : (memref<16xf32>) -> ()
    scf.yield %x : memref<16xf32>
  }
"""
    )
    assert kinds(check_text(text)) == {OVERLAP}


B2_TEXT = """
func.func @b2() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
  scf.forall (%i) in (4) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = arith.muli %i, %c64 : index
    %o = arith.addi %c0, %t : index
    %a = memref.view %merged[%o][] : memref<512xi8> to memref<16xf32>
    scf.forall (%j) in (4) {
      "test.use"(%a) : (memref<16xf32>) -> ()
    }
    %c128 = arith.constant 128 : index
    %t2 = arith.muli %i, %c128 : index
    %o2 = arith.addi %c0, %t2 : index
    %b = memref.view %merged[%o2][] : memref<512xi8> to memref<32xf32>
    scf.forall (%k) in (4) {
      "test.use"(%b) : (memref<32xf32>) -> ()
    }
  }
  func.return
}
"""


def test_b2_hoisted_siblings_share_bytes_across_threads_flagged() -> None:
    report = check_text(B2_TEXT)
    assert kinds(report) == {OVERLAP}
    assert "concurrent threads" in report.violations[0].message


def test_b2_generic_form_forall_flagged() -> None:
    text = """
func.func @g() {
  %m = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  %c0 = arith.constant 0 : index
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>,
                   staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
                   staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    %v = memref.view %m[%c0][] : memref<256xi8> to memref<16xf32>
    "test.use"(%v) : (memref<16xf32>) -> ()
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> ()
  func.return
}
"""
    report = check_text(text)
    assert kinds(report) == {OVERLAP}
    assert "%i=0" in report.violations[0].message


def test_b3_for_between_foralls_out_of_bounds() -> None:
    # forall(8) > for > forall(4) > alloc used in a forall: size only counts
    # the inner forall (4 x 64 B) but the index uses both foralls.
    text = """
func.func @b3(%n: index) {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (8) {
    scf.for %s = %c0 to %n step %c1 {
      scf.forall (%j) in (4) {
        %c4 = arith.constant 4 : index
        %c64 = arith.constant 64 : index
        %i4 = arith.muli %i, %c4 : index
        %lin = arith.addi %j, %i4 : index
        %t = arith.muli %lin, %c64 : index
        %o = arith.addi %c0, %t : index
        %v = memref.view %merged[%o][] : memref<256xi8> to memref<16xf32>
        scf.forall (%k) in (2) {
          "test.use"(%v) : (memref<16xf32>) -> ()
        }
      }
    }
  }
  func.return
}
"""
    report = check_text(text)
    assert OUT_OF_BOUNDS in kinds(report)
    assert "2047" in "".join(
        v.message for v in report.violations
    ) or "[256, 320)" in "".join(v.message for v in report.violations)


def test_thread_shared_constant_slot_flagged() -> None:
    text = """
func.func @shared() {
  %m = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %v = memref.view %m[%c0][] : memref<256xi8> to memref<16xf32>
    "test.use"(%v) : (memref<16xf32>) -> ()
  }
  func.return
}
"""
    assert kinds(check_text(text)) == {OVERLAP}


def test_slot_stride_smaller_than_slot_flagged() -> None:
    text = """
func.func @stride() {
  %m = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  scf.forall (%i) in (4) {
    %c32 = arith.constant 32 : index
    %o = arith.muli %i, %c32 : index
    %v = memref.view %m[%o][] : memref<256xi8> to memref<16xf32>
    "test.use"(%v) : (memref<16xf32>) -> ()
  }
  func.return
}
"""
    assert OVERLAP in kinds(check_text(text))


def test_buffer_inside_forall_scope_is_per_thread() -> None:
    text = """
func.func @scoped() {
  scf.forall (%i) in (4) {
    %m = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
    %c0 = arith.constant 0 : index
    %v = memref.view %m[%c0][] : memref<64xi8> to memref<16xf32>
    "test.use"(%v) : (memref<16xf32>) -> ()
  }
  func.return
}
"""
    assert check_text(text).ok


def test_dynamic_forall_sharing_flagged() -> None:
    text = _with_body(
        """
  scf.forall (%i) in (%n) {
    %v = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.use"(%v) : (memref<16xf32>) -> ()
  }
""",
        args="%n: index",
    )
    assert kinds(check_text(text)) == {OVERLAP}


def test_unevaluable_offset_is_unverifiable() -> None:
    text = _with_body(
        """
  %x = memref.view %merged[%k][] : memref<128xi8> to memref<16xf32>
  "test.write"(%x) : (memref<16xf32>) -> ()
""",
        args="%k: index",
    )
    report = check_text(text)
    assert kinds(report) == {UNVERIFIABLE}
    assert "cannot evaluate offset" in report.violations[0].message


def test_escaping_view_is_unverifiable() -> None:
    text = """
func.func @esc() -> memref<16xf32> {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %c0 = arith.constant 0 : index
  %x = memref.view %merged[%c0][] : memref<64xi8> to memref<16xf32>
  func.return %x : memref<16xf32>
}
"""
    assert kinds(check_text(text)) == {UNVERIFIABLE}


def test_view_in_a_dma_transfer_is_unverifiable() -> None:
    """A transfer reads its source until the `memref.dma_wait`: the start
    bounds nothing, so a merged view handed to it has no known liveness."""
    text = """
func.func @dma(%far: memref<16xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %c0 = arith.constant 0 : index
  %x = memref.view %merged[%c0][] : memref<64xi8> to memref<16xf32>
  memref.dma_start %x[%c0], %far[%c0], %n, %tag[%c0]
    : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  func.return
}
"""
    report = check_text(text)
    assert kinds(report) == {UNVERIFIABLE}
    assert "memref.dma_start" in str(report.violations[0])


def test_large_thread_space_uses_affine_hull() -> None:
    text = """
func.func @big() {
  %m = memref.alloc() {alignment = 64 : i64} : memref<4194304xi8>
  scf.forall (%i, %j) in (256, 256) {
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %r = arith.muli %i, %c256 : index
    %lin = arith.addi %r, %j : index
    %o = arith.muli %lin, %c64 : index
    %v = memref.view %m[%o][] : memref<4194304xi8> to memref<16xf32>
    "test.use"(%v) : (memref<16xf32>) -> ()
  }
  func.return
}
"""
    assert check_text(text).ok
    # Slots i*64+j collide (i=1,j=0 vs i=0,j=64): not provable, never passed.
    squeezed = check_text(
        text.replace("%r = arith.muli %i, %c256", "%r = arith.muli %i, %c64")
    )
    assert kinds(squeezed) == {UNVERIFIABLE}
    assert "cannot prove the 65536 per-thread slots" in squeezed.violations[0].message
    assert OUT_OF_BOUNDS in kinds(check_text(text.replace("4194304xi8", "4194240xi8")))


BEFORE = """
func.func @f() {
  %x = memref.alloc() {alignment = 128 : i64} : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  "test.write"(%x) : (memref<16xf32>) -> ()
  "test.write"(%y) : (memref<16xf32>) -> ()
  "test.read"(%x, %y) : (memref<16xf32>, memref<16xf32>) -> ()
  func.return
}
"""

AFTER = """
func.func @f() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %x = memref.view %merged[%c64][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  "test.write"(%x) : (memref<16xf32>) -> ()
  "test.write"(%y) : (memref<16xf32>) -> ()
  "test.read"(%x, %y) : (memref<16xf32>, memref<16xf32>) -> ()
  func.return
}
"""


def test_original_alignment_from_before() -> None:
    assert check_text(AFTER).ok
    report = check_text(AFTER, BEFORE)
    assert kinds(report) == {MISALIGNED}
    assert "128" in report.violations[0].message


def test_before_mismatch_reported() -> None:
    before = BEFORE.replace(
        "%y = memref.alloc() : memref<16xf32>", "%y = memref.alloc() : memref<8xf32>"
    )
    before = before.replace(
        '"test.write"(%y) : (memref<16xf32>)', '"test.write"(%y) : (memref<8xf32>)'
    )
    before = before.replace(
        "(memref<16xf32>, memref<16xf32>)", "(memref<16xf32>, memref<8xf32>)"
    )
    report = check_text(AFTER, before)
    assert MISMATCH in kinds(report)


def test_cli(tmp_path: Path) -> None:
    good = tmp_path / "good.mlir"
    good.write_text(CORRECT_PLANS[0].text)
    bad = tmp_path / "bad.mlir"
    bad.write_text(B2_TEXT)
    run = [sys.executable, "-m", "merge_alloc.verify.check"]
    ok = subprocess.run([*run, str(good)], capture_output=True, text=True, check=False)
    assert ok.returncode == 0
    assert ok.stdout.strip() == "1 merged buffers, 4 views checked, no conflicts"
    flagged = subprocess.run(
        [*run, str(bad)], capture_output=True, text=True, check=False
    )
    assert flagged.returncode == 1
    assert flagged.stdout.startswith("overlap: @b2 %merged:")
    before = tmp_path / "before.mlir"
    before.write_text(BEFORE)
    after = tmp_path / "after.mlir"
    after.write_text(AFTER)
    both = subprocess.run(
        [*run, str(before), str(after)], capture_output=True, text=True, check=False
    )
    assert both.returncode == 1 and both.stdout.startswith("misaligned:")


def _mutations(plan: Plan) -> list[tuple[str, str]]:
    return [pair for a, b in plan.live_pairs for pair in ((a, b), (b, a))]


@pytest.mark.parametrize("plan", CORRECT_PLANS, ids=lambda p: p.name)
def test_mutation_into_live_neighbour_always_flagged(plan: Plan) -> None:
    """Exhaustive: every live pair, both directions, every shift that overlaps.

    The moved view's base goes to every 16-byte position where its (thread 0)
    bytes overlap the neighbour's; aligned in-bounds shifts must be reported
    as overlaps, all of them as something.
    """
    assert check_text(plan.text).ok
    tried = 0
    for moved, onto in _mutations(plan):
        views = views_by_name(parse_module(plan.text))
        _, _, target = base_offset(views[onto])
        _, _, original = base_offset(views[moved])
        moved_size = memref_bytes(views[moved].results[0].type)
        onto_size = memref_bytes(views[onto].results[0].type)
        assert moved_size and onto_size
        for new_base in range(target - moved_size + 16, target + onto_size, 16):
            if new_base == original:
                continue
            module = parse_module(plan.text)
            set_base(views_by_name(module)[moved], new_base)
            report = check_module(module)
            tried += 1
            assert not report.ok, (
                f"{plan.name}: moving %{moved} to {new_base} (onto %{onto}) passed"
            )
            if new_base % 64 == 0 and OUT_OF_BOUNDS not in kinds(report):
                assert OVERLAP in kinds(report), (plan.name, moved, onto, new_base)
    assert tried > 0


def test_view_carried_into_next_iteration_flagged() -> None:
    """A view created inside the loop body and yielded to the next
    iteration: each iteration's instance sits at the same offset while the
    previous one is still read (here `%acc` reads the previous `%x` and the
    body writes the new one). One view, no other to overlap with: only the
    carried rule sees it."""
    text = _with_body(
        """
  %x0 = memref.view %merged[%c64][] : memref<128xi8> to memref<16xf32>
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %x0) -> (memref<16xf32>) {
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.update"(%x, %acc) : (memref<16xf32>, memref<16xf32>) -> ()
    scf.yield %x : memref<16xf32>
  }
"""
    )
    report = check_text(text)
    assert kinds(report) == {OVERLAP}
    assert "carried into the next iteration of scf.for" in report.violations[0].message


@pytest.mark.parametrize(
    ("loop", "carried"),
    [
        (
            """
  %r = affine.for %i = 0 to 4 iter_args(%acc = %x0) -> (memref<16xf32>) {
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.update"(%x, %acc) : (memref<16xf32>, memref<16xf32>) -> ()
    affine.yield %x : memref<16xf32>
  }
""",
            True,
        ),
        (
            """
  %r = scf.while (%acc = %x0) : (memref<16xf32>) -> memref<16xf32> {
    %go = "test.cond"(%acc) : (memref<16xf32>) -> i1
    scf.condition(%go) %acc : memref<16xf32>
  } do {
  ^bb0(%a: memref<16xf32>):
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.update"(%x, %a) : (memref<16xf32>, memref<16xf32>) -> ()
    scf.yield %x : memref<16xf32>
  }
""",
            True,
        ),
        (
            # Made in `before`, handed to `after` of the same iteration and to
            # the results: one instance per iteration, never the next's.
            """
  %r = scf.while (%acc = %x0) : (memref<16xf32>) -> memref<16xf32> {
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    %go = "test.cond"(%acc, %x) : (memref<16xf32>, memref<16xf32>) -> i1
    scf.condition(%go) %x : memref<16xf32>
  } do {
  ^bb0(%a: memref<16xf32>):
    "test.use"(%a) : (memref<16xf32>) -> ()
    scf.yield %x0 : memref<16xf32>
  }
""",
            False,
        ),
    ],
    ids=["affine-for", "while-after", "while-condition"],
)
def test_carried_rule_per_loop(loop: str, carried: bool) -> None:
    text = _with_body(
        "  %x0 = memref.view %merged[%c64][] : memref<128xi8> to memref<16xf32>"
        + loop
        + '  "test.read"(%r) : (memref<16xf32>) -> ()\n'
    )
    report = check_text(text)
    assert report.ok is not carried, [str(v) for v in report.violations]


def test_view_carried_around_a_cycle_of_blocks_flagged() -> None:
    """A loop written with `cf` branches: the view made in ^loop goes back
    to ^loop's argument, read after the next instance is written. Before
    the checker followed branch operands, nothing aliased the argument and
    the plan passed."""
    text = _with_body(
        """
  %x0 = memref.view %merged[%c64][] : memref<128xi8> to memref<16xf32>
  scf.execute_region {
    cf.br ^loop(%c0, %x0 : index, memref<16xf32>)
  ^loop(%i: index, %prev: memref<16xf32>):
    %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
    "test.write"(%x) : (memref<16xf32>) -> ()
    "test.read"(%prev) : (memref<16xf32>) -> ()
    %i1 = arith.addi %i, %c1 : index
    %go = arith.cmpi slt, %i1, %c32 : index
    cf.cond_br %go, ^loop(%i1, %x : index, memref<16xf32>), ^exit
  ^exit:
    scf.yield
  }
"""
    )
    report = check_text(text)
    assert kinds(report) == {OVERLAP}, [str(v) for v in report.violations]
    assert "cycle of blocks in scf.execute_region" in report.violations[0].message


def test_a_view_only_measured_is_not_live() -> None:
    """`memref.dim` reads the view's sizes, no byte of it (torch-mlir's
    dynamic exports measure buffers they never fill); a view only measured
    may share bytes with a live one, a view also read may not."""
    measured = _with_body(
        """
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  "test.write"(%x) : (memref<16xf32>) -> ()
  %d = memref.dim %y, %c0 : memref<16xf32>
  "test.read"(%x) : (memref<16xf32>) -> ()
"""
    )
    assert check_text(measured).ok
    read = measured.replace(
        '  "test.read"(%x)',
        '  "test.read"(%y) : (memref<16xf32>) -> ()\n  "test.read"(%x)',
    )
    assert kinds(check_text(read)) == {OVERLAP}
