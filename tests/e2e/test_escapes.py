"""Addresses that escape through another function (issue 16), end to end.

Each program of `Inputs/escapes/` fills `%a` with 3.0, lets a callee take its
address and store it where `@main` reads it back later through
`llvm.inttoptr` (an argument slot, a global slot, a slot the callee returns,
a slot handed on to a second function), then fills `%b` with 5.0 and prints
both. Giving `%a` and `%b` the same bytes prints `[5, 5]` instead of
`[3, 5]`. The pass must leave `%a` a real allocation under every planner; the
merged program must print what the original prints; and the plan checker must
reject the wrong plan (the pass's old output: `%a` at `%b`'s offset).
`compared_global` is the harmless case: the stashed address is only
compared to decide a free, so `%a` and `%b` still share bytes.
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

INPUTS = Path(__file__).parent / "Inputs" / "escapes"
ROUTES = ("argument_slot", "global_slot", "returned_slot", "passed_on_slot")


def _read(name: str) -> str:
    return (INPUTS / f"{name}.mlir").read_text()


def _line_of(text: str, name: str) -> str:
    return next(line for line in text.splitlines() if f"{name} = memref." in line)


def wrong_plan(after: str) -> str:
    """`after` with `%a` moved onto `%b`'s bytes, as the pass used to plan."""
    b_line = _line_of(after, "%b")
    view = re.search(r"memref\.view (%\w+)\[(%\w+)\]\[\] : (memref<\d+xi8>)", b_line)
    assert view is not None, b_line
    merged_buffer, offset, buffer_type = view.groups()
    replacement = (
        f"    %a = memref.view {merged_buffer}[{offset}][] : "
        f"{buffer_type} to memref<4xf32>"
    )
    return after.replace(_line_of(after, "%a"), replacement)


@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("planner", planner_names())
def test_escaping_address_keeps_its_buffer(route: str, planner: str) -> None:
    before = _read(route)
    after, _ = merged(before, MergeAllocPass(planner=planner).options())
    assert "%a = memref.alloc()" in after, _line_of(after, "%a")
    assert "%b = memref.view" in after
    report = check_text(after, before)
    assert report.ok, report.summary()


DEPLOYMENTS = (
    {"arena": "global", "call_tree": True, "outputs_in_workspace": True},
    {"arena": "argument", "call_tree": True, "shared_arena": True},
)
"""Whole-module planning moves a callee's returned slot into its workspace
and adds the workspace to the call before the callee's parameter: the rule
must still follow the call (the matrix campaign found it did not)."""


@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("deployment", DEPLOYMENTS)
def test_escaping_address_deployed(route: str, deployment: dict[str, object]) -> None:
    before = _read(route)
    after, _ = merged(before, MergeAllocPass(**deployment).options())  # pyright: ignore[reportArgumentType]
    assert "%a = memref.alloc()" in after, _line_of(after, "%a")
    report = check_text(after, before)
    assert report.ok, report.summary()


@pytest.mark.parametrize("route", ROUTES)
def test_checker_rejects_the_shared_plan(route: str) -> None:
    before = _read(route)
    after, _ = merged(before)
    report = check_text(wrong_plan(after), before)
    assert not report.ok
    reasons = "\n".join(str(violation) for violation in report.violations)
    assert "escapes through a call" in reasons, reasons


@pytest.mark.slow
@REQUIRES_TOOLS
@pytest.mark.parametrize("route", ROUTES)
def test_escaping_address_executes(route: str) -> None:
    before = _read(route)
    after, _ = merged(before)
    assert "[3,  5]" in oracle.run(before)
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
    wrong = oracle.compare(before, wrong_plan(after))
    assert not wrong.equal  # the shared plan really is a miscompile


@pytest.mark.slow
@REQUIRES_TOOLS
def test_compared_address_still_merges() -> None:
    before = _read("compared_global")
    after, _ = merged(before)
    assert "%a = memref.view" in after
    assert _line_of(after, "%a").split("[")[1] == _line_of(after, "%b").split("[")[1]
    assert check_text(after, before).ok
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
