"""The real-network trace corpus: reproducible from its generator, within
the sizes it promises, and readable by the benchmark as gzipped CSV."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from merge_alloc.bench.cases import load_cases
from merge_alloc.bench.networks import CORPUS, write_corpus
from merge_alloc.planning import PlanningProblem
from merge_alloc.planning.trace_csv import format_trace_csv

ROOT = Path(__file__).resolve().parent.parent.parent
COMMITTED = ROOT / "benchmarks" / "traces" / "networks"


def test_corpus_spans_families_and_sizes() -> None:
    counts = {name: len(generate()) for name, generate in CORPUS.items()}
    assert len(counts) == 39
    assert min(counts.values()) >= 50
    assert 15_000 <= max(counts.values()) <= 18_000
    for family in ("resnet", "densenet", "bert", "lstm", "nas", "tiled", "training"):
        assert any(name.startswith(family) for name in counts), family


@pytest.mark.parametrize("name", list(CORPUS))
def test_committed_traces_are_reproducible(name: str) -> None:
    committed = COMMITTED / f"{name}.csv.gz"
    text = gzip.decompress(committed.read_bytes()).decode()
    assert text == format_trace_csv(CORPUS[name]())


def test_written_files_are_byte_identical(tmp_path: Path) -> None:
    ((path, count),) = write_corpus(tmp_path, ["bert-tiny"])
    assert count == len(CORPUS["bert-tiny"]())
    assert path.read_bytes() == (COMMITTED / "bert-tiny.csv.gz").read_bytes()


def test_benchmark_reads_gzipped_traces() -> None:
    cases, errors = load_cases([COMMITTED / "bert-tiny.csv.gz", COMMITTED], 64)
    assert not errors
    names = [case.name for case in cases]
    assert names[0] == "bert-tiny"
    assert "networks/resnet50" in names and len(names) == 40
    problem = cases[0].problem
    assert isinstance(problem, PlanningProblem) and problem.alignment == 64
    assert len(problem.buffers) == len(CORPUS["bert-tiny"]())
