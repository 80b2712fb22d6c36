"""Random-program fuzzing of merge-alloc in CI (hypothesis).

Why several tests: `test_executed_programs` is the end-to-end net (pass ->
plan checker -> execute before/after -> compare) over every planner;
`test_checker_only_programs` covers what cannot run on a CPU (GPU memory
spaces, vectors, odd bit widths) and is cheap, so it runs more programs;
the remaining tests check the fuzzer itself: its programs are well defined
(the oracle is meaningless otherwise) and it does find planted bugs.

With `CI` set the runs are derandomized (reproducible) and a missing MLIR
toolchain is an error instead of a skip.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from random import Random

import pytest
from hypothesis import Phase, find, given, settings
from hypothesis import strategies as st

from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz import sabotage
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS, Program, programs
from merge_alloc.verify.fuzz.run import WORKERS, run_program
from tests.quiet import pass_warnings_silenced
from tests.tiers import campaign

pytestmark = (
    pytest.mark.slow
)  # fuzzing: hundreds of programs through the pass, checker and oracle

IN_CI = bool(os.environ.get("CI"))
PLANNER_NAMES = sorted(PLANNERS)

REQUIRES_TOOLS = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed (the executed fuzz programs "
    "need them; CI installs them)",
)

FUZZ = settings(
    deadline=None,
    derandomize=IN_CI,
    suppress_health_check=RELAXED_HEALTH_CHECKS,
    print_blob=True,
)

_POOL = ThreadPoolExecutor(WORKERS)
"""Shared by every example: the subprocesses of one program run in parallel."""


@pytest.fixture(autouse=True)
def _quiet_pass() -> Iterator[None]:
    with pass_warnings_silenced():
        yield


def _explain(program: Program, failures: list[str]) -> str:
    return "\n\n".join([*failures, "program:", program.text])


@REQUIRES_TOOLS
@settings(FUZZ, max_examples=campaign(20, deep=60))
@given(programs("exec"))
def test_executed_programs(program: Program) -> None:
    """Every planner: the plan checker accepts the output and the merged
    program prints exactly what the original prints."""
    oracle.require_toolchain()
    results = run_program(program, PLANNER_NAMES, pool=_POOL)
    failures = [r.report() for r in results if not r.ok]
    assert not failures, _explain(program, failures)


@settings(FUZZ, max_examples=campaign(40, deep=120))
@given(programs("check"))
def test_checker_only_programs(program: Program) -> None:
    """Memory spaces, vector/odd-width elements, nested foralls: the pass
    accepts the program and the plan checker finds no violation."""
    results = run_program(program, PLANNER_NAMES, execute=False)
    failures = [r.report() for r in results if not r.ok]
    assert not failures, _explain(program, failures)


@REQUIRES_TOOLS
@settings(FUZZ, max_examples=12)
@given(programs("exec"))
def test_programs_are_deterministic(program: Program) -> None:
    """The same output whatever byte fresh buffers start with: no program
    reads memory it has not written, so only a bad merge changes outputs."""
    first = oracle.run(program.text, perturb=oracle.DEFAULT_PERTURB)
    second = oracle.run(program.text, perturb=90)
    assert first == second, oracle.OracleResult(first, second, 90).diff()
    assert "data =" in first


@settings(max_examples=60, deadline=None, database=None, derandomize=True)
@given(programs("exec"), programs("check"))
def test_programs_are_fresh_text(exec_program: Program, check_program: Program) -> None:
    """Generation is pure: the header names the mode, `@kernel` returns a
    buffer and `@main` prints the checksums."""
    for program, mode in ((exec_program, "exec"), (check_program, "check")):
        assert f"(mode={mode})" in program.text
        assert "func.func @kernel(%n: index, %sink: memref<16xi64>)" in program.text
        assert "call @printMemrefI64(%sink_u)" in program.text
        assert program.alignment in (8, 16, 64, 128)


def test_generation_is_reproducible() -> None:
    """One seed, one sequence of programs (the CLI's `--seed` relies on it)."""

    def sample(seed: int) -> list[str]:
        texts: list[str] = []

        def keep(program: Program) -> bool:
            texts.append(program.text)
            return False

        config = settings(max_examples=5, database=None, phases=[Phase.generate])
        with pytest.raises(Exception, match="No"):
            find(programs("exec"), keep, settings=config, random=Random(seed))
        return texts

    assert sample(3) == sample(3)


@pytest.mark.deep  # 53 s; test_oracle_sees_planted_overlap finds it too
def test_planted_overlap_is_found_and_shrunk() -> None:
    """A lifetime analysis that forgets every use after the first (the shape
    of B1, docs/differences.md) must be caught by the checker, and the
    shrinker must cut the failing program down (bounded to 40 shrink steps)."""
    failing: set[tuple[str, int]] = set()
    first: list[Program] = []
    steps = 0

    def overlaps(program: Program) -> bool:
        nonlocal steps
        if (program.text, program.alignment) in failing:
            return True
        if first:
            steps += 1
            if steps > 40:
                return False
        result = run_program(
            program, ["cost-model"], execute=False, tracer=sabotage.first_tick_only
        )[0]
        hit = result.status == "checker-violation" and "overlap" in result.detail
        if hit:
            failing.add((program.text, program.alignment))
            first.append(program)
        return hit

    config = settings(
        max_examples=100,
        database=None,
        deadline=None,
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    program = find(programs("exec"), overlaps, settings=config, random=Random(7))
    assert len(program.text) < len(first[0].text)
    assert program.text.count("memref.alloc(") <= 6, program.text


def test_planted_thread_slot_bug_is_found() -> None:
    """Hoisted buffers sharing one slot across threads (B2/B3) only show in
    the checker (the oracle runs foralls sequentially)."""

    def broken(program: Program) -> bool:
        result = run_program(
            program, ["cost-model"], execute=False, tracer=sabotage.no_thread_slots
        )[0]
        return result.status == "checker-violation"

    config = settings(
        max_examples=300,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    find(programs("check"), broken, settings=config, random=Random(11))


@REQUIRES_TOOLS
def test_oracle_sees_planted_overlap() -> None:
    """Without the checker, the execution oracle alone must notice the
    planted lifetime bug in some of 40 programs: the checksums are sensitive
    to overwritten buffers."""
    mismatches = 0

    @settings(
        max_examples=40,
        database=None,
        deadline=None,
        derandomize=True,
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    @given(programs("exec"))
    def count(program: Program) -> None:
        nonlocal mismatches
        result = run_program(
            program,
            ["cost-model"],
            pool=_POOL,
            tracer=sabotage.first_tick_only,
            use_checker=False,
        )[0]
        assert result.status in ("ok", "output-mismatch"), result.report()
        mismatches += result.status == "output-mismatch"

    count()
    assert mismatches >= 1


@given(st.data())
@settings(max_examples=1, database=None)
def test_strategy_draws_in_both_modes(data: st.DataObject) -> None:
    """`programs` is an ordinary strategy usable with `st.data()`."""
    program = data.draw(programs(data.draw(st.sampled_from(["exec", "check"]))))
    assert program.ops > 5
