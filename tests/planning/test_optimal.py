"""`optimal`: CP-SAT finds and proves optimal plans; without OR-Tools, the
canonical search alone, saying so."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from merge_alloc.planning import (
    BufferLifetime,
    PlanningProblem,
    best,
    make_optimal,
    validate_schedule,
)
from merge_alloc.planning.search import CP_SAT_MISSING
from tests.planning.tilings import guillotine_tiling

B = BufferLifetime


def test_optimal_finds_the_perfect_packing() -> None:
    problem = PlanningProblem(guillotine_tiling(22, 40), 64)
    schedule = make_optimal(20.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total == problem.lower_bound() == 32 * 64
    assert schedule.proven_optimal


def test_optimal_proves_an_optimum_above_the_lower_bound() -> None:
    # Five buffers live together whose explicit conflicts form a 5-cycle:
    # any two neighbours fit in 128 bytes (the lower bound), but a 5-cycle
    # needs three "colours", so 192 is optimal, and only the solver knows.
    buffers = [B(i, 64, 0, 9) for i in range(5)]
    conflicts = {i: frozenset({(i + 1) % 5, (i - 1) % 5}) for i in range(5)}
    problem = PlanningProblem(buffers, 64, conflicts)
    assert problem.lower_bound() == 128
    heuristic = best(problem)
    assert heuristic.total == 192
    assert not heuristic.proven_optimal
    schedule = make_optimal(20.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total == 192
    assert schedule.proven_optimal


def test_optimal_respects_per_buffer_alignment() -> None:
    buffers = [B(0, 48, 0, 1, alignment=128), B(1, 80, 0, 1), B(2, 16, 1, 2)]
    problem = PlanningProblem(buffers, 16)
    schedule = make_optimal(20.0)(problem)
    validate_schedule(problem, schedule)
    # 1 at 0 (80 bytes), 0 at 128 (its alignment): 176; or 0 at 0, 1 at 48,
    # 2 at 128: 144. The latter is optimal.
    assert schedule.total == 144
    assert schedule.proven_optimal


def test_optimal_proves_an_aligned_optimum_above_the_lower_bound() -> None:
    # Two 1-byte buffers that need 2-byte alignment: 0 and 2, 3 bytes.
    buffers = [B(0, 1, 0, 0, alignment=2), B(1, 1, 0, 0, alignment=2)]
    problem = PlanningProblem(buffers)
    assert problem.lower_bound() == 2
    schedule = make_optimal(20.0)(problem)
    assert (schedule.total, dict(schedule.offsets)) == (3, {0: 0, 1: 2})
    assert schedule.proven_optimal


def test_probes_honour_alignment_steps() -> None:
    # Large enough for the probes; every buffer needs 128 bytes alignment
    # while sizes are multiples of 64.
    buffers = [
        B(b.id, b.size, b.first, b.last, b.order, alignment=128)
        for b in guillotine_tiling(22, 80)
    ]
    problem = PlanningProblem(buffers, 64)
    schedule = make_optimal(5.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total <= best(problem).total


def test_optimal_is_deterministic() -> None:
    problem = PlanningProblem(guillotine_tiling(26, 40), 64)
    planner = make_optimal(20.0)
    assert planner(problem) == planner(problem)


def test_non_positive_limit_is_rejected() -> None:
    with pytest.raises(ValueError, match="must be positive"):
        make_optimal(0)


NO_ORTOOLS = r"""
import sys


class NoOrTools:  # imports as if OR-Tools were not installed
    def find_spec(self, name, path=None, target=None):
        if name == "ortools" or name.startswith("ortools."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, NoOrTools())
"""
"""A child process's first lines: OR-Tools cannot be imported there."""

PLAN_WITHOUT_ORTOOLS = r"""
import json
import logging
from io import StringIO

from merge_alloc.planning import (
    BufferLifetime as B, PlanningProblem, limited_planners, make_optimal,
    validate_schedule,
)
from tests.planning.tilings import guillotine_tiling

said = StringIO()
logging.getLogger("merge_alloc").addHandler(logging.StreamHandler(said))
cycle = PlanningProblem(
    [B(i, 64, 0, 9) for i in range(5)],
    64,
    {i: frozenset({(i + 1) % 5, (i - 1) % 5}) for i in range(5)},
)
tiling = PlanningProblem(guillotine_tiling(22, 40), 64)
planner = make_optimal(5.0)
plans = []
for problem in (cycle, tiling, cycle):
    schedule = planner(problem)
    validate_schedule(problem, schedule)
    plans.append([schedule.total, schedule.proven_optimal])
print(json.dumps({
    "plans": plans,
    "said": said.getvalue(),
    "limited": limited_planners(),
    "ortools": any(name.split(".")[0] == "ortools" for name in sys.modules),
}))
"""


def _without_ortools(script: str, *argv: str) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[2]
    return subprocess.run(
        [sys.executable, "-c", NO_ORTOOLS + script, *argv],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    )


def test_without_ortools_the_canonical_search_plans_alone() -> None:
    """Without OR-Tools, `optimal` is MiniMalloc's canonical search with the
    whole limit: it still proves both optima (the 5-cycle above the lower
    bound too) and says once that CP-SAT was not available."""
    completed = _without_ortools(PLAN_WITHOUT_ORTOOLS)
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["plans"] == [[192, True], [32 * 64, True], [192, True]]
    assert result["said"] == CP_SAT_MISSING + "\n"
    assert "CP-SAT" in result["limited"]["optimal"]
    assert not result["ortools"]


RUN_XDSL_OPT = r"""
sys.argv = ["xdsl-opt", *sys.argv[1:]]
from xdsl.tools.xdsl_opt import main
main()
"""


def test_without_ortools_the_pass_plans_and_warns(tmp_path: Path) -> None:
    source = tmp_path / "f.mlir"
    source.write_text(
        """
        func.func @f() {
          %a = memref.alloc() : memref<16xf32>
          %b = memref.alloc() : memref<16xf32>
          "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
          func.return
        }
        """
    )
    completed = _without_ortools(
        RUN_XDSL_OPT,
        "--allow-unregistered-dialect",
        "-p",
        "merge-alloc{planner=optimal}",
        str(source),
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stderr == CP_SAT_MISSING + "\n"
    assert completed.stdout.count("memref.view") == 2
