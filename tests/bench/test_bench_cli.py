"""`python -m merge_alloc.bench`: cases from CSV/.mlir/directories, every
registered planner, validated plans, table and JSON, the `plan` subcommand."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

import pytest

import merge_alloc.bench.__main__ as bench_cli
from merge_alloc.bench.__main__ import PROG, main
from merge_alloc.bench.cases import alignment_column, load_cases
from merge_alloc.cli import run_main
from merge_alloc.planning import PLANNERS, make_optimal, size_first
from merge_alloc.planning.problem import (
    MemorySchedule,
    PlanningProblem,
    validate_schedule,
)
from merge_alloc.planning.search import CP_SAT_MISSING
from merge_alloc.planning.traces import parse_named_trace_csv

ROOT = Path(__file__).resolve().parent.parent.parent
MLP = ROOT / "examples" / "mlp.mlir"

CHAIN = "id,lower,upper,size\n0,0,2,10\n1,1,3,20\n2,2,4,10\n"
"""Peak live: 30 at ticks 1 and 2 (half-open lifetimes)."""

NAMED = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\n"
"""MiniMalloc's string ids; peak live 8."""


@pytest.fixture
def traces(tmp_path: Path) -> Path:
    directory = tmp_path / "traces"
    (directory / "nested").mkdir(parents=True)
    (directory / "chain.csv").write_text(CHAIN)
    (directory / "nested" / "named.csv").write_text(NAMED)
    (directory / "notes.txt").write_text("not a trace")
    return directory


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main([*argv, "--json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def test_json_shape_and_numbers(
    traces: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, document, err = run_json(capsys, str(traces), "--planners", "size-first")
    assert code == 0 and err == ""
    assert document["contenders"] == ["size-first"]
    cases = {case["name"]: case for case in document["cases"]}
    assert set(cases) == {"traces/chain", "traces/nested/named"}
    chain = cases["traces/chain"]
    assert chain["buffers"] == 3 and chain["lower_bound"] == 30
    outcome = chain["results"]["size-first"]
    assert outcome["valid"] and outcome["error"] is None
    assert outcome["total"] >= 30
    assert abs(outcome["ratio"] - outcome["total"] / 30) < 1e-12
    assert cases["traces/nested/named"]["lower_bound"] == 8
    summary = document["summary"]["size-first"]
    assert set(summary) == {
        "geomean_ratio",
        "at_lower_bound",
        "valid",
        "failed",
        "seconds",
        "geomean_time_ratio",
    }
    assert summary["valid"] == 2 and summary["failed"] == 0
    assert summary["geomean_ratio"] >= 1.0


def test_every_registered_planner_by_default(
    traces: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Planners registered after import (as new ones will be) are picked up."""
    monkeypatch.setitem(PLANNERS, "late-arrival", size_first)
    code, document, _ = run_json(capsys, str(traces / "chain.csv"))
    assert code == 0
    assert set(PLANNERS) <= set(document["contenders"])
    assert document["cases"][0]["results"]["late-arrival"]["valid"]


def test_text_table(traces: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main([str(traces), "--planners", "size-first,cost-model"])
    out = capsys.readouterr().out
    assert code == 0
    header = out.splitlines()[0].split()
    assert header[:4] == ["case", "buffers", "lower", "bound"]
    assert header[4:] == ["size-first", "cost-model"]
    assert "traces/nested/named" in out
    assert "geometric mean x LB" in out and "at lower bound" in out


def test_mlir_cases_are_the_pass_traces(capsys: pytest.CaptureFixture[str]) -> None:
    code, document, _ = run_json(capsys, str(MLP), "--planners", "size-first")
    assert code == 0
    (case,) = document["cases"]
    assert case["name"] == "mlp:mlp.0"
    assert case["buffers"] == 3
    assert case["alignment"] == 64
    assert case["lower_bound"] == 2 * 65536
    assert case["results"]["size-first"]["total"] == 2 * 65536


def _overlapping(problem: PlanningProblem) -> MemorySchedule:
    """Everything at offset 0: invalid as soon as two buffers are live together."""
    size = max((buffer.size for buffer in problem.buffers), default=0)
    return MemorySchedule(size, {buffer.id: 0 for buffer in problem.buffers})


def _raising(problem: PlanningProblem) -> MemorySchedule:
    raise RuntimeError("planner bug")


def test_invalid_plan_is_loud(
    traces: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(PLANNERS, "overlapping", _overlapping)
    monkeypatch.setitem(PLANNERS, "raising", _raising)
    code, document, err = run_json(
        capsys,
        str(traces / "chain.csv"),
        "--planners",
        "overlapping,raising,size-first",
    )
    assert code == 1
    results = document["cases"][0]["results"]
    assert not results["overlapping"]["valid"]
    assert results["overlapping"]["total"] is None
    assert "invalid plan" in results["overlapping"]["error"]
    assert "RuntimeError: planner bug" in results["raising"]["error"]
    assert results["size-first"]["valid"]
    assert "error: overlapping on chain: invalid plan" in err
    assert "error: raising on chain" in err
    assert document["summary"]["overlapping"]["failed"] == 1


def test_invalid_plan_in_table(
    traces: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(PLANNERS, "overlapping", _overlapping)
    code = main([str(traces / "chain.csv"), "--planners", "overlapping"])
    captured = capsys.readouterr()
    assert code == 1
    assert "FAILED" in captured.out
    assert "invalid plan" in captured.err


def test_bad_arguments(traces: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One line and exit 1, as xdsl-opt (tests/cli has every mistake)."""
    assert run_main(PROG, main, [str(traces), "--planners", "no-such-planner"]) == 1
    assert capsys.readouterr().err.startswith(
        f"{PROG}: error: unknown planner 'no-such-planner'"
    )
    with pytest.raises(SystemExit) as exit_info:
        main([str(traces), "--alignment", "3"])
    assert exit_info.value.code == 1


def test_unreadable_input_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every unreadable file is named, one line each, and nothing is planned."""
    (tmp_path / "bad.csv").write_text("id,lower,upper,size\n0,5,5,3\n")
    (tmp_path / "good.csv").write_text(CHAIN)
    argv = [str(tmp_path), str(tmp_path / "missing.csv"), "--planners", "size-first"]
    code = run_main(PROG, main, argv)
    captured = capsys.readouterr()
    assert code == 1
    assert captured.err.splitlines() == [
        f"{tmp_path / 'bad.csv'}: error: line 2: empty lifetime [5, 5)",
        f"{tmp_path / 'missing.csv'}: error: no such file or directory",
    ]
    assert captured.out == ""


def test_no_progress_bar_without_a_terminal(
    traces: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(traces), "--planners", "size-first"]) == 0
    assert capsys.readouterr().err == ""


def test_alignment_column() -> None:
    text = "id,lower,upper,size,alignment\n0,0,2,10,64\n\n1,1,3,20,\n"
    assert alignment_column(text) == [64, 1]
    assert alignment_column(CHAIN) is None


def test_csv_alignment_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "aligned.csv"
    path.write_text("id,lower,upper,size,alignment\n0,0,2,10,64\n1,1,3,20,16\n")
    (case,), errors = load_cases([path])
    assert errors == []
    assert [b.alignment for b in case.problem.buffers] == [64, 16]
    assert case.problem.alignment == 1
    schedule = size_first(case.problem)
    validate_schedule(case.problem, schedule)
    assert schedule.offsets[0] % 64 == 0 and schedule.offsets[1] % 16 == 0


def test_plan_subcommand_writes_offsets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    trace = tmp_path / "named.csv"
    trace.write_text(NAMED)
    offsets = tmp_path / "offsets.csv"
    code = main(
        ["plan", str(trace), "--planner", "size-first", "--offsets", str(offsets)]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "named: size-first: total 8 bytes, lower bound 8 (1.000x)" in out
    rows = offsets.read_text().splitlines()
    assert rows[0] == "id,offset"
    placed = {
        name: int(offset) for name, offset in (row.split(",") for row in rows[1:])
    }
    assert set(placed) == {"b1", "b2", "b3"}
    buffers, names = parse_named_trace_csv(NAMED)
    schedule = MemorySchedule(
        8, {b.id: placed[n] for b, n in zip(buffers, names, strict=True)}
    )
    validate_schedule(PlanningProblem(buffers), schedule)


def test_plan_subcommand_refuses_an_invalid_plan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(PLANNERS, "overlapping", _overlapping)
    trace = tmp_path / "chain.csv"
    trace.write_text(CHAIN)
    offsets = tmp_path / "offsets.csv"
    code = run_main(
        PROG,
        main,
        ["plan", str(trace), "--planner", "overlapping", "--offsets", str(offsets)],
    )
    assert code == 1
    assert "invalid plan" in capsys.readouterr().err
    assert not offsets.exists()


def test_without_ortools_optimal_runs_and_says_so(
    traces: Path,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without OR-Tools, `optimal` stays in the default set (the canonical
    search alone) and says once, on the `merge_alloc` logger, that CP-SAT
    was not available."""
    for module in ("ortools", "ortools.sat", "ortools.sat.python"):
        monkeypatch.setitem(sys.modules, module, None)
    monkeypatch.setitem(PLANNERS, "optimal", make_optimal())  # not warned yet
    code, document, _ = run_json(capsys, str(traces))
    assert code == 0
    assert {"best", "optimal"} <= set(document["contenders"])
    said = [r.getMessage() for r in caplog.records if r.name == "merge_alloc"]
    assert said == [CP_SAT_MISSING]


def test_progress_also_with_json(
    traces: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a terminal the progress bar shows on stderr with --json too (only
    --no-progress turns it off); stdout stays the JSON document."""
    asked: list[bool] = []
    real = bench_cli.progress_bar

    def recording(total: int, enabled: bool) -> Any:
        asked.append(enabled)
        return real(total, False)

    monkeypatch.setattr(bench_cli, "progress_bar", recording)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    run_json(capsys, str(traces), "--planners", "size-first")
    main([str(traces), "--planners", "size-first", "--json", "--no-progress"])
    assert asked == [True, False]


INPLACE = """
func.func @f(%x: memref<128xf32>) -> memref<128xf32> {
  %a = memref.alloc() : memref<128xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%x : memref<128xf32>) outs(%a : memref<128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    linalg.yield %s : f32
  }
  %b = memref.alloc() : memref<128xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%a : memref<128xf32>) outs(%b : memref<128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  }
  %c = memref.alloc() : memref<128xf32>
  memref.copy %b, %c : memref<128xf32> to memref<128xf32>
  return %c : memref<128xf32>
}
"""
"""%b may take %a's bytes in place (the op reading %a for the last time
writes %b element by element): the pass plans 512 bytes, the lower bound."""


def test_mlir_case_with_inplace_pair_planned_as_the_pass_plans_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The benchmark gave `.mlir` scopes a lower bound counting an in-place
    pair once but ran the planners without the hints (2.000x for a scope
    the pass plans at the bound); it now plans them as the pass does."""
    program = tmp_path / "inplace.mlir"
    program.write_text(INPLACE)
    code, document, _ = run_json(
        capsys, str(program), "--planners", "best,best-fit,naive"
    )
    assert code == 0
    (case,) = document["cases"]
    assert case["lower_bound"] == 512
    for planner in ("best", "best-fit", "naive"):
        assert case["results"][planner]["total"] == 512, planner


def test_time_ratio_to_the_fastest(
    traces: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Per case, each contender's time over the fastest contender's: 1.0 for
    the fastest, never below it."""
    code, document, _ = run_json(
        capsys, str(traces), "--planners", "naive,size-first", "--cpu"
    )
    assert code == 0
    for case in document["cases"]:
        ratios = [result["time_ratio"] for result in case["results"].values()]
        assert min(ratios) == 1.0
        for result in case["results"].values():
            fastest = min(r["seconds"] for r in case["results"].values())
            if fastest > 0:
                assert math.isclose(
                    result["time_ratio"], result["seconds"] / fastest, rel_tol=1e-6
                )
    for summary in document["summary"].values():
        assert summary["geomean_time_ratio"] >= 1.0


def test_no_path_and_no_generated_is_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run_main(PROG, main, []) == 1
    assert "name a PATH or --generated" in capsys.readouterr().err
