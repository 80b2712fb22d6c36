"""The real-network trace corpus: reproducible from its generator, within
the sizes it promises, and readable by the benchmark as gzipped CSV."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from merge_alloc.bench.cases import (
    CORPUS,
    GENERATED,
    generated_cases,
    load_cases,
    write_corpus,
)
from merge_alloc.planning import PlanningProblem
from merge_alloc.planning.traces import format_trace_csv

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


def test_generated_corpus_is_long_and_seeded() -> None:
    """The generated traces are the same on every call (seeded), the LSTMs
    beyond 10,000 buffers and the tiled CNNs int8 with a fixed tile count."""
    cases = generated_cases()
    again = generated_cases()
    assert [case.name for case in cases] == [
        f"generated-long/{name}" for name in GENERATED
    ]
    for case, same in zip(cases, again, strict=True):
        assert case.problem.buffers == same.problem.buffers
    sizes = {case.name.split("/")[1]: case.problem for case in cases}
    assert all(
        len(problem.buffers) >= 10_000
        for name, problem in sizes.items()
        if name.startswith("lstm")
    )
    tiled = sizes["tiled-cnn-64tiles-20l-int8"]
    # int8: the input image is 256 x 256 x 3 bytes; 64 tiles a layer, each
    # with its double-buffered input, accumulator, bias and activation.
    assert tiled.buffers[0].size == 256 * 256 * 3
    assert len(tiled.buffers) == 1 + 20 * (2 + 64 * 4)


def test_generated_cases_in_the_bench(capsys: pytest.CaptureFixture[str]) -> None:
    """`--generated` plans them beside the named files; each cell has its
    time over the fastest contender's on the case."""
    from merge_alloc.bench.__main__ import main

    code = main(
        [
            str(ROOT / "benchmarks" / "traces" / "generated" / "unet.csv"),
            "--generated",
            "--planners",
            "naive",
            "--no-progress",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "generated-long/tiled-cnn-16tiles-40l-int8" in out
    assert out.count("(1.0)") >= 1 + len(GENERATED)
