"""The adversarial user's shapes (`merge_alloc.verify.fuzz.hazards`).

Each shape must be drawn when asked for, with the pass options it needs;
its programs must be well defined (the same output whatever byte fresh
memory holds); and a bug planted where the user found one
(`merge_alloc.verify.fuzz.sabotage`) must be exposed within a bounded
number of programs: by the plan checker (or the index-range check) where it
can see the bug, by executing the programs where only the output shows it.

`test_pass_survives_hazards` runs today's pass on them: it fails until the
fixes of the five bugs land (docs/testing.md, "Shapes of the adversarial
programs"), hence `xfail(strict=False)`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest
from hypothesis import Phase, find, settings

from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz import sabotage
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS, Mode, Program
from merge_alloc.verify.fuzz.run import run_program, verified_program
from merge_alloc.verify.fuzz.shapes import (
    HAZARDS,
    Focus,
    draw_programs,
    shape_programs,
)
from tests.quiet import pass_warnings_silenced

pytestmark = pytest.mark.slow  # programs through the pass, checker and oracle

IN_CI = bool(os.environ.get("CI"))

REQUIRES_TOOLS = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed",
)

OPTIONS: dict[Focus, tuple[tuple[str, Any], ...]] = {
    "recursion": (("arena", "global"),),
    "huge": (("index_bitwidth", 32),),
}
"""The pass options a shape's programs ask for (`Program.options`)."""


@pytest.fixture(autouse=True)
def _quiet_pass() -> Iterator[None]:
    with pass_warnings_silenced():
        yield


def _mode(hazard: Focus) -> Mode:
    """`huge` programs are checker-only: gigabyte buffers are not executed."""
    return "check" if hazard == "huge" else "exec"


@pytest.mark.parametrize("hazard", HAZARDS)
def test_every_program_has_its_hazard(hazard: Focus) -> None:
    programs = draw_programs(_mode(hazard), hazard, 6, 1)
    assert len(programs) == 6
    for program in programs:
        assert hazard in program.features, program.text
        assert program.options == OPTIONS.get(hazard, ()), program.options
        assert not isinstance(verified_program(program.text), str)


@REQUIRES_TOOLS
@pytest.mark.parametrize("hazard", [h for h in HAZARDS if h != "huge"])
def test_hazard_programs_are_deterministic(hazard: Focus) -> None:
    for program in draw_programs("exec", hazard, 3, 2):
        first = oracle.run(program.text)
        assert first == oracle.run(program.text, perturb=90), program.text


def _found(
    hazard: Focus, budget: int, execute: bool, **planted: Any
) -> tuple[bool, int]:
    """Whether some of `budget` programs of the shape expose the planted bug
    (checker or index-range violation; output mismatch when executed), and
    after how many."""
    tried = [0]

    def broken(program: Program) -> bool:
        tried[0] += 1
        result = run_program(
            program, ["size-first"], execute=execute, use_checker=not execute, **planted
        )[0]
        return result.status in ("checker-violation", "output-mismatch")

    config = settings(
        max_examples=budget,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    try:
        find(
            shape_programs(_mode(hazard), hazard),
            broken,
            settings=config,
            random=Random(3),
        )
    except Exception as exc:  # hypothesis's NoSuchExample
        assert "No" in type(exc).__name__, exc
        return False, tried[0]
    return True, tried[0]


@pytest.mark.parametrize(
    ("hazard", "planted"),
    [
        ("vector-nd", {"tracer": sabotage.nd_vectors_packed}),
        ("cfg-loop", {"tracer": sabotage.cfg_back_edges_ignored}),
        ("huge", {"driver": sabotage.offsets_unchecked}),
    ],
)
def test_checker_finds_planted_hazard_bugs(
    hazard: Focus, planted: dict[str, Any]
) -> None:
    found, tried = _found(hazard, 40, execute=False, **planted)
    assert found, f"no program of {tried} exposed the planted bug"


@REQUIRES_TOOLS
@pytest.mark.parametrize(
    ("hazard", "planted"),
    [
        ("cfg-loop", {"tracer": sabotage.cfg_back_edges_ignored}),
        ("address-compare", {"tracer": sabotage.comparisons_not_uses}),
        ("recursion", {"driver": sabotage.indirect_calls_ignored}),
    ],
)
def test_oracle_finds_planted_hazard_bugs(
    hazard: Focus, planted: dict[str, Any]
) -> None:
    """Compared addresses and recursion change only what the program prints
    (the plan checker sees one activation and no comparison)."""
    found, tried = _found(hazard, 40, execute=True, **planted)
    assert found, f"no program of {tried} exposed the planted bug"


@REQUIRES_TOOLS
@pytest.mark.parametrize("hazard", HAZARDS)
def test_pass_survives_hazards(hazard: Focus) -> None:
    """The five bugs the shapes were made for are fixed: every program of
    each shape is planned right, or (`huge`) refused in one line where an
    index of its width cannot hold the plan."""
    count = 12 if hazard == "huge" else 6  # (huge: checker only, cheap)
    for program in draw_programs(_mode(hazard), hazard, count, 4):
        results = run_program(program, ["best"])
        failures = [r.report() for r in results if not r.ok]
        assert not failures, "\n".join([*failures, program.text])
