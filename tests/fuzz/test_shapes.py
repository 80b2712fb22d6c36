"""The fuzzer's shapes for tighter lifetimes (`merge_alloc.verify.fuzz.shapes`).

Each focus draws programs of one rule's shape: they must be well defined
(same output whatever byte fresh memory holds), pass the pass, the plan
checker and the oracle, and expose a bug planted in that rule.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from random import Random

import pytest
from hypothesis import Phase, find, given, settings

from merge_alloc.options import TraceCollector
from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz import sabotage
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS, Program
from merge_alloc.verify.fuzz.run import run_program
from merge_alloc.verify.fuzz.shapes import (
    FOCUSES,
    HAZARDS,
    Focus,
    draw_programs,
    shape_programs,
)
from tests.quiet import pass_warnings_silenced
from tests.tiers import campaign

pytestmark = pytest.mark.slow  # fuzzing: programs through the pass, checker and oracle

IN_CI = bool(os.environ.get("CI"))

RULES: tuple[Focus, ...] = tuple(f for f in FOCUSES if f not in HAZARDS)
"""The lifetime rules' shapes (the adversarial user's are
`tests/fuzz/test_hazards.py`'s)."""

REQUIRES_TOOLS = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed",
)

FEATURE: dict[Focus, str] = {
    "exclusive": "exclusive-branch",
    "hoisted": "hoisted-alloc",
    "chain": "elementwise-chain",
    "bounded": "bounded-dynamic",
    "stash": "stash",
    "deep": "deep",
}


@pytest.fixture(autouse=True)
def _quiet_pass() -> Iterator[None]:
    with pass_warnings_silenced():
        yield


def _sample(focus: Focus, count: int, seed: int) -> list[Program]:
    return draw_programs("exec", focus, count, seed)


@pytest.mark.parametrize("focus", RULES)
def test_every_program_has_its_shape(focus: Focus) -> None:
    programs = _sample(focus, 20, 1)
    missing = [p for p in programs if FEATURE[focus] not in p.features]
    # Hoisting moves each alloc with some probability only.
    assert len(missing) <= (len(programs) // 2 if focus == "hoisted" else 0)


@REQUIRES_TOOLS
@pytest.mark.parametrize("focus", RULES)
def test_shape_programs_pass(focus: Focus) -> None:
    """Every planner (with in-place reuse for chains): no checker violation,
    same output; and the program itself does not read unwritten memory."""
    for program in _sample(focus, campaign(3, deep=6), 2):
        assert oracle.run(program.text) == oracle.run(program.text, perturb=90)
        results = run_program(program, sorted(PLANNERS), inplace=focus == "chain")
        failures = [r.report() for r in results if not r.ok]
        assert not failures, "\n".join([*failures, program.text])


def _planned(program: Program, focus: Focus, tracer: TraceCollector | None) -> str:
    """The pass's output on `program` (with `tracer`, default: the honest
    one), neither checked nor executed."""
    (result,) = run_program(
        program,
        ["size-first"],
        execute=False,
        tracer=tracer,
        inplace=focus == "chain",
        use_checker=False,
    )
    return result.after or result.status


def _exposes(focus: Focus, tracer: TraceCollector, execute: bool, budget: int) -> bool:
    def broken(program: Program) -> bool:
        if execute and _planned(program, focus, tracer) == _planned(
            program, focus, None
        ):
            # The planted bug plans this program as the honest collector
            # does, so running it cannot expose the bug: two mlir-runner
            # runs saved, the search order and the program found unchanged.
            return False
        result = run_program(
            program,
            ["size-first"],
            execute=execute,
            tracer=tracer,
            inplace=focus == "chain",
            use_checker=not execute,
        )[0]
        return result.status in ("checker-violation", "output-mismatch")

    config = settings(
        max_examples=budget,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    find(shape_programs("exec", focus), broken, settings=config, random=Random(3))
    return True


@pytest.mark.parametrize(
    ("focus", "tracer"),
    [
        ("exclusive", sabotage.loops_as_branches),
        ("bounded", sabotage.halved_bounds),
        ("chain", sabotage.inplace_any_last_use),
        ("stash", sabotage.callee_escapes_ignored),
    ],
)
def test_checker_finds_planted_bugs(focus: Focus, tracer: TraceCollector) -> None:
    assert _exposes(focus, tracer, execute=False, budget=200)


@REQUIRES_TOOLS
@pytest.mark.parametrize(
    ("focus", "tracer"),
    [
        # The oracle needs about 150 s (two cores) to draw an executed
        # program that exposes this bug; the checker test above finds it at
        # once, so the executed search runs in the deep tier only.
        pytest.param("exclusive", sabotage.loops_as_branches, marks=pytest.mark.deep),
        ("bounded", sabotage.halved_bounds),
        ("chain", sabotage.inplace_any_last_use),
        ("stash", sabotage.callee_escapes_ignored),
    ],
)
def test_oracle_finds_planted_bugs(focus: Focus, tracer: TraceCollector) -> None:
    """Without the checker, executing the programs exposes each bug."""
    assert _exposes(focus, tracer, execute=True, budget=200)


@settings(max_examples=10, deadline=None, database=None, derandomize=True)
@given(shape_programs("check", "bounded"))
def test_checker_only_bounded_programs(program: Program) -> None:
    """Checker-only programs (vectors, odd widths, memory spaces) with
    bounded dynamic sizes."""
    results = run_program(program, sorted(PLANNERS), execute=False)
    failures = [r.report() for r in results if not r.ok]
    assert not failures, "\n".join([*failures, program.text])
