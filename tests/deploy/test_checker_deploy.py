"""The plan checker on deployment output: it must read views of arena globals
and of workspace arguments, and find planted errors in them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from deploy_support import deploy

from merge_alloc.verify.check import OUT_OF_BOUNDS, OVERLAP, REENTRANT, check_text

CALL_TREE = (
    Path(__file__).parent.parent / "filecheck" / "deploy" / "call_tree.mlir"
).read_text()
NESTED = (
    Path(__file__).parent.parent / "filecheck" / "deploy" / "nested_arenas.mlir"
).read_text()


@pytest.mark.parametrize(
    "options",
    [
        {"arena": "global"},
        {"arena": "argument"},
        {"arena": "global", "call_tree": True},
        {"arena": "argument", "call_tree": True},
        {"arena": "argument", "call_tree": True, "shared_arena": True},
        {"arena": "global", "pools": "sram:8192,dram"},
    ],
)
def test_clean_plans_pass(options: dict[str, object]) -> None:
    for source in (CALL_TREE, NESTED):
        deployed = deploy(source, **options)
        report = check_text(deployed.text, source)
        assert report.ok, report.summary()
        assert report.buffers >= 2 and report.views >= 4


def _moved_onto(text: str, name: str, other: str) -> str:
    """`text` with the view `name` placed at the offset of the view `other`
    (the first of each), whatever offsets the planner chose."""
    pattern = r"%{} = memref.view (%\w+)\[(%\w+)\]"
    found = re.search(pattern.format(name), text)
    target = re.search(pattern.format(other), text)
    assert found is not None and target is not None
    assert found.group(2) != target.group(2), "already at the same offset"
    moved = f"%{name} = memref.view {found.group(1)}[{target.group(2)}]"
    return text[: found.start()] + moved + text[found.end() :]


def test_overlap_in_a_workspace_argument_is_found() -> None:
    deployed = deploy(CALL_TREE, arena="argument", call_tree=True)
    # @layer1's %b moved onto %a while both are live.
    start = deployed.text.index("func.func @layer1(")
    end = deployed.text.index("func.func @layer1_workspace_bytes")
    layer = deployed.text[start:end]
    planted = _moved_onto(layer, "b", "a")
    report = check_text(deployed.text[:start] + planted + deployed.text[end:])
    assert [v.kind for v in report.violations] == [OVERLAP]
    assert "%workspace" in report.violations[0].message


def test_callee_block_over_a_live_buffer_is_found() -> None:
    """The caller's block for @layer2 placed over %out, live across the call."""
    deployed = deploy(CALL_TREE, arena="global", call_tree=True)
    planted = _moved_onto(deployed.text, "layer2_workspace", "out")
    report = check_text(planted)
    assert OVERLAP in {v.kind for v in report.violations}


def test_block_past_the_workspace_is_found() -> None:
    deployed = deploy(CALL_TREE, arena="argument", call_tree=True)
    planted = deployed.text.replace(
        "func.func @main(%workspace: memref<16384xi8>)",
        "func.func @main(%workspace: memref<12288xi8>)",
    ).replace("memref<16384xi8> to", "memref<12288xi8> to")
    report = check_text(planted)
    assert OUT_OF_BOUNDS in {v.kind for v in report.violations}


def test_lifted_thread_slots_that_collide_are_found() -> None:
    """Every thread of the static forall given the same slot of the global."""
    deployed = deploy(NESTED, arena="global")
    planted = deployed.text.replace(
        "arith.constant 128 : index\n      %4 = arith.muli %2, %3",
        "arith.constant 0 : index\n      %4 = arith.muli %2, %3",
    )
    assert planted != deployed.text
    report = check_text(planted)
    assert OVERLAP in {v.kind for v in report.violations}


INPUT_FIRST_USED_LATE = """
func.func @g(%x: memref<16xf32>) {
  %y = memref.alloc() : memref<16xf32>
  "test.use"(%y) : (memref<16xf32>) -> ()
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<16xf32>
  "test.use"(%v) : (f32) -> ()
  return
}
"""


def test_an_input_is_live_from_the_call_start() -> None:
    """The caller wrote the input before the call: %y, dead before the
    input's first use, must still not take its bytes, and the checker must
    see it when it does."""
    deployed = deploy(INPUT_FIRST_USED_LATE, arena="argument", inputs_in_workspace=True)
    assert check_text(deployed.text, INPUT_FIRST_USED_LATE).ok
    assert "%workspace: memref<128xi8>" in deployed.text
    planted = _moved_onto(deployed.text, "y", "x")
    report = check_text(planted)
    assert [v.kind for v in report.violations] == [OVERLAP]


REENTERED_ARENA = """
memref.global "private" @arena : memref<64xi8> = uninitialized {alignment = 64 : i64}
func.func @g(%n: index) {
  %workspace = memref.get_global @arena : memref<64xi8>
  %off = arith.constant 0 : index
  %a = memref.view %workspace[%off][] : memref<64xi8> to memref<4xi32>
  "test.use"(%a) : (memref<4xi32>) -> ()
  %h = func.constant @h : (index) -> ()
  func.call_indirect %h(%n) : (index) -> ()
  "test.use"(%a) : (memref<4xi32>) -> ()
  return
}
func.func @h(%n: index) {
  func.call @g(%n) : (index) -> ()
  return
}
"""
"""A static arena in @g, which re-enters itself through @h's address (the
pass's output before recursion through indirect calls was found)."""


@pytest.mark.parametrize(
    ("text", "path"),
    [
        (
            REENTERED_ARENA,
            "@g -> func.call_indirect to @h; @h -> func.call @g",
        ),
        (
            REENTERED_ARENA.replace(
                "%h = func.constant @h : (index) -> ()\n"
                "  func.call_indirect %h(%n) : (index) -> ()",
                "func.call @h(%n) : (index) -> ()",
            ),
            "@g -> func.call @h; @h -> func.call @g",
        ),
        (
            REENTERED_ARENA.replace(
                "%h = func.constant @h : (index) -> ()\n"
                "  func.call_indirect %h(%n) : (index) -> ()",
                '"test.invoke"(%n) {callee = @h} : (index) -> ()',
            ),
            "@g -> test.invoke to @h; @h -> func.call @g",
        ),
    ],
    ids=["indirect", "direct", "unknown-op"],
)
def test_a_reentered_static_arena_is_found(text: str, path: str) -> None:
    report = check_text(text)
    assert [v.kind for v in report.violations] == [REENTRANT]
    message = report.violations[0].message
    assert "@g reads static arena @arena" in message and path in message


def test_a_static_arena_not_reentered_passes() -> None:
    """@h no longer calls @g: @g's indirect call may reach only @h, which
    calls nothing."""
    text = REENTERED_ARENA.replace("  func.call @g(%n) : (index) -> ()\n", "")
    assert "func.call @g" not in text
    assert check_text(text).ok
