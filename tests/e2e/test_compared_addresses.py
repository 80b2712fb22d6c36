"""Compared addresses are a use of both buffers, end to end.

`%a` and `%b` are never freed; their addresses are taken with
`memref.extract_aligned_pointer_as_index` and compared with `arith.cmpi eq`,
directly (`compared.mlir`) or after a round trip through memory
(`compared_through_memory.mlir`), and the answer is printed. Two live
allocations compare unequal under any allocator, so the program prints 0;
the pass used to give both the same bytes (their contents' lifetimes do not
overlap) and the merged program printed 1. Under every planner the merged
program must print what the original prints, and the plan checker, with its
own rule (merge_alloc/verify/check/escapes.py), must reject the old plan.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from merge_alloc.options import Arena
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, planner_names
from tests.e2e.test_lifetimes import merged

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow]  # executes programs

INPUTS = Path(__file__).parent / "Inputs" / "compared"
PROGRAMS = ("compared", "compared_through_memory")


@pytest.mark.parametrize("program", PROGRAMS)
def test_compared_buffers_keep_apart(program: str) -> None:
    before = (INPUTS / f"{program}.mlir").read_text()
    assert oracle.run(before).splitlines()[-1].strip() == "0"
    outputs = {
        planner: merged(before, MergeAllocPass(planner=planner).options())[0]
        for planner in planner_names()
    }
    for planner, after in outputs.items():
        report = check_text(after, before)
        assert report.ok, f"{planner}: {report.summary()}"
    for after in sorted(set(outputs.values())):
        result = oracle.compare(before, after)
        assert result.equal, result.diff()


def test_the_direct_comparison_still_merges() -> None:
    """Compared directly, the buffers are live at the comparison, not
    escaped: both are views, at different offsets."""
    before = (INPUTS / "compared.mlir").read_text()
    after, _ = merged(before)
    offsets = {
        name: re.search(rf"{name} = memref\.view %\w+\[(%\w+)\]", after)
        for name in ("%a", "%b")
    }
    found = {name: m.group(1) for name, m in offsets.items() if m is not None}
    assert len(found) == 2, after
    assert found["%a"] != found["%b"]


@pytest.mark.parametrize("program", PROGRAMS)
def test_checker_rejects_sharing_compared_buffers(program: str) -> None:
    """The pass's old plan: `%a` and `%b` as views at one offset."""
    before = (INPUTS / f"{program}.mlir").read_text()
    after, _ = merged(before, MergeAllocPass(planner="size-first").options())
    lines = after.splitlines()
    first = next(i for i, line in enumerate(lines) if "memref.view" in line)
    buffer = re.search(r"memref\.view (%\w+)\[", lines[first])
    assert buffer is not None
    lines.insert(first, "    %shared_at = arith.constant 64 : index")
    lines.insert(
        first, "    %shared = memref.alloc() {alignment = 64 : i64} : memref<128xi8>"
    )
    text = "\n".join(lines)
    bad_lines: list[str] = []
    for line in text.splitlines():
        for name in ("%a", "%b"):
            if re.match(rf"\s*{name} = memref\.(alloc|view)", line):
                line = (
                    f"    {name} = memref.view %shared[%shared_at][] : "
                    "memref<128xi8> to memref<16xf32>"
                )
        bad_lines.append(line)
    bad = "\n".join(bad_lines)
    report = check_text(bad, before)
    assert not report.ok, report.summary()
    result = oracle.compare(before, bad)
    assert not result.equal


@pytest.mark.parametrize("arena", ["global", "argument"])
def test_compared_in_the_callee_is_no_escape(arena: Arena) -> None:
    """`@kernel` compares the address of its result, which `call-tree` and
    `outputs-in-workspace` make a view of the caller's workspace: the
    checker called the workspace's liveness unknown ("@kernel lets its
    address escape", a false alarm of the matrix campaign, docs/testing.md).
    A comparison inside the callee is a use during the call."""
    before = (INPUTS / "compared_in_callee.mlir").read_text()
    options = MergeAllocPass(
        arena=arena, outputs_in_workspace=True, call_tree=True
    ).options()
    after, _ = merged(before, options)
    assert "merge_alloc.workspaces" in after  # the result is in the workspace
    report = check_text(after, before)
    assert report.ok, report.summary()
    if arena == "global":  # (an argument arena needs the workspace driver)
        result = oracle.compare(before, after)
        assert result.equal, result.diff()
