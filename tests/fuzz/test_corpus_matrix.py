"""The corpus matrix (`python -m merge_alloc.verify.fuzz.corpus_matrix`):
every planner x alignment is drawn, sections are programs of their own, and
a checker objection on a runnable program is executed and classed."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from merge_alloc.planning import PLANNERS
from merge_alloc.verify.fuzz import corpus_matrix
from merge_alloc.verify.fuzz.corpus_matrix import CorpusRun, matrix_points
from merge_alloc.verify.fuzz.matrix import MATRIX_ALIGNMENTS

ROOT = Path(__file__).resolve().parents[2]


def test_every_planner_and_alignment_is_drawn() -> None:
    points = matrix_points(1, seed=3)
    assert len(points) == len(PLANNERS) * len(MATRIX_ALIGNMENTS)
    assert {(p["planner"], p["alignment"]) for p in points} == {
        (p, a) for p in PLANNERS for a in MATRIX_ALIGNMENTS
    }
    assert len({str(sorted(p.items())) for p in points}) == len(points)
    assert points == matrix_points(1, seed=3)  # a fixed seed, a fixed corpus run


def test_sections_are_programs(tmp_path: Path) -> None:
    path = tmp_path / "two.mlir"
    path.write_text("func.func @a() { return }\n// -----\nfunc.func @b() { return }\n")
    names = [name for name, _ in corpus_matrix.programs_of(path, "split")]
    assert names == ["two.mlir#1", "two.mlir#2"]


def test_clean_example_is_ok() -> None:
    lines: list[str] = []
    run = CorpusRun(log=lines.append)
    text = (ROOT / "examples" / "mlp.mlir").read_text()
    with ThreadPoolExecutor(1) as pool:
        run.run("mlp.mlir", text, matrix_points(1, seed=0)[:6], pool)
    assert run.verdicts == {"ok": 6}, run.notes


def test_objection_without_main_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """A checker objection is never swallowed: without @main to execute it
    stays an objection to read."""

    def objecting(
        text: str, options: dict[str, object], parse: object
    ) -> tuple[str, bool, str, int]:
        return text, False, "overlap: planted", 1

    monkeypatch.setattr(corpus_matrix, "static_matrix_case", objecting)
    run = CorpusRun(log=lambda line: None)
    with ThreadPoolExecutor(1) as pool:
        run.run("x.mlir", "func.func @f() { return }", [{"planner": "naive"}], pool)
    assert run.verdicts == {"objection": 1}
    assert "planted" in run.notes[0]
