"""End-to-end: every zoo model, bufferized by MLIR, merged by every planner,
checked by the independent plan checker and executed before/after.

The first group of tests validates the zoo itself (a model that reads
uninitialised memory would make the oracle meaningless); the second runs the
pass. Expensive shared work (bufferize, reference runs) happens once per model,
on two threads, in a module fixture; a model whose preparation failed fails
its own tests only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from merge_alloc.verify.zoo import MODELS, mlp, mobilenet, resnet, unet
from tests.e2e.e2e_support import (
    REQUIRES_TOOLS,
    allocs_in,
    map_parallel,
    overlap_allocs,
    planner_names,
    run_checker,
    run_pass,
    xdsl_roundtrip,
)

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow, pytest.mark.xdist_group("zoo")]
"""One worker runs the module: its fixture bufferizes the zoo once."""

MODEL_NAMES = list(MODELS)
PLANNERS = planner_names()


@dataclass(frozen=True, slots=True)
class Baseline:
    """A model prepared once: its memref IR and its reference outputs."""

    name: str
    memref_ir: str
    output: str
    """Output under the default perturb byte (165): the oracle's reference."""
    output_alt: str
    """Output under perturb byte 90: must equal `output`."""


Prepared = dict[str, Baseline | Exception]


def _prepare(name: str) -> Baseline | Exception:
    try:
        memref_ir = oracle.bufferize(MODELS[name]())
        return Baseline(
            name,
            memref_ir,
            oracle.run(memref_ir, perturb=oracle.DEFAULT_PERTURB),
            oracle.run(memref_ir, perturb=90),
        )
    except Exception as exc:  # reported by the tests of this model
        return exc


@pytest.fixture(scope="module")
def prepared() -> Prepared:
    return dict(zip(MODEL_NAMES, map_parallel(_prepare, MODEL_NAMES), strict=True))


def baseline(prepared: Prepared, name: str) -> Baseline:
    entry = prepared[name]
    if isinstance(entry, Exception):
        raise entry
    return entry


def count_allocs(ir: str) -> int:
    """`memref.alloc` ops in custom or generic form."""
    return len(re.findall(r'"?memref\.alloc"?[( ]', ir))


# -- the zoo itself -----------------------------------------------------------


def test_registry_is_complete() -> None:
    assert set(MODELS) >= {
        "mlp",
        "resnet",
        "mobilenet",
        "unet",
        "transformer",
        "tiled",
        "loop",
        "branch",
    }


@pytest.mark.parametrize("name", MODEL_NAMES)
def test_model_bufferizes_into_allocs(prepared: Prepared, name: str) -> None:
    ir = baseline(prepared, name).memref_ir
    # Generic form: the model's body lies between its sym_name and main's.
    body = ir.split('sym_name = "main"')[0].split('sym_name = "model"')[-1]
    assert not re.search(r"tensor<[0-9x]*xf32>", body), "tensors left in @model"
    assert count_allocs(body) >= 4


@pytest.mark.parametrize("name", MODEL_NAMES)
def test_model_is_deterministic(prepared: Prepared, name: str) -> None:
    """Identical output when every fresh buffer starts as 0xA5.. or 0x5A..:
    no buffer is read before it is written."""
    model = baseline(prepared, name)
    assert model.output == model.output_alt, oracle.OracleResult(
        model.output, model.output_alt, 90
    ).diff()
    assert "data =" in model.output
    lowered = model.output.lower()
    assert "nan" not in lowered and "inf" not in lowered


@pytest.mark.parametrize("name", MODEL_NAMES)
def test_xdsl_reads_bufferized_model(prepared: Prepared, name: str) -> None:
    """The pass's input must parse in xDSL, and xDSL's printout must run in
    MLIR with the same output (the identity "merge")."""
    model = baseline(prepared, name)
    reprinted = xdsl_roundtrip(model.memref_ir)
    assert oracle.run(reprinted) == model.output


@pytest.mark.parametrize("name", MODEL_NAMES)
def test_xdsl_reads_custom_form(name: str) -> None:
    """The readable (custom) form needs merge-alloc's dialect extensions
    (`scf.forall`, `memref.cast`/`copy` syntax...)."""
    xdsl_roundtrip(oracle.bufferize(MODELS[name](), generic=False))


def test_named_depthwise_matches_generic() -> None:
    """mobilenet spells the depthwise conv as a generic (xDSL 0.74 lacks the
    named op); both spellings must compute the same thing."""
    named = oracle.run(oracle.bufferize(mobilenet(named_depthwise=True)))
    generic = oracle.run(oracle.bufferize(mobilenet()))
    assert named == generic


# -- merge-alloc on the zoo ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Merged:
    """A model merged with one planner, and what the merged program printed."""

    text: str
    output: str | Exception


MergedRuns = dict[tuple[str, str], Merged | Exception]


@pytest.fixture(scope="module")
def merged_runs(prepared: Prepared) -> MergedRuns:
    """Every prepared model merged with every planner (in-process, on this
    thread: xDSL's parser is not thread-safe), and the merged programs run
    in two batches on two threads (`oracle.run_batch`: one lowering and one
    `mlir-runner` a batch instead of one a test). A merge that failed fails
    its own test."""
    texts: dict[tuple[str, str], str | Exception] = {}
    for name in MODEL_NAMES:
        model = prepared[name]
        for planner in PLANNERS:
            if isinstance(model, Exception):
                texts[(name, planner)] = model
                continue
            try:
                texts[(name, planner)] = run_pass(model.memref_ir, planner)
            except Exception as exc:  # reported by its test
                texts[(name, planner)] = exc
    programs = [(key, text) for key, text in texts.items() if isinstance(text, str)]
    half = (len(programs) + 1) // 2
    batches = map_parallel(
        oracle.run_batch,
        [[text for _, text in programs[:half]], [text for _, text in programs[half:]]],
    )
    outputs = [output for batch in batches for output in batch]
    runs: MergedRuns = {
        key: text for key, text in texts.items() if isinstance(text, Exception)
    }
    for (key, text), output in zip(programs, outputs, strict=True):
        runs[key] = Merged(text, output)
    return runs


@pytest.mark.parametrize("planner", PLANNERS)
@pytest.mark.parametrize("name", MODEL_NAMES)
def test_merge_alloc_end_to_end(
    prepared: Prepared, merged_runs: MergedRuns, name: str, planner: str, tmp_path: Path
) -> None:
    """bufferize -> merge-alloc{planner} -> plan checker -> oracle."""
    model = baseline(prepared, name)
    run = merged_runs[(name, planner)]
    if isinstance(run, Exception):
        raise run
    merged = run.text
    (tmp_path / "before.mlir").write_text(model.memref_ir)
    (tmp_path / "after.mlir").write_text(merged)
    assert "memref.view" in merged, "nothing was merged"
    assert count_allocs(merged) < count_allocs(model.memref_ir)
    report = check_text(merged, model.memref_ir)
    assert report.ok, "plan checker rejected the plan:\n" + "\n".join(
        str(v) for v in report.violations
    )
    after = run.output
    if isinstance(after, Exception):
        raise after
    assert after == model.output, oracle.OracleResult(
        model.output, after, oracle.DEFAULT_PERTURB
    ).diff()


VARIANTS: dict[str, Callable[[], str]] = {
    "unet-extract-pool": lambda: unet(extract_pool=True),
    "resnet-deep": lambda: resnet(size=8, channels=4, blocks=6),
}
"""Programs outside the registry: pooling by `tensor.extract` (a buffer read
inside a linalg body) and a deeper stack."""


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_merge_alloc_variants_are_correct(variant: str) -> None:
    before = oracle.bufferize(VARIANTS[variant]())
    merged = run_pass(before, PLANNERS[0])
    assert "memref.view" in merged, "nothing was merged"
    result = oracle.compare(before, merged)
    assert result.equal, result.diff()


def test_checker_and_oracle_agree_on_bad_merge(tmp_path: Path) -> None:
    """The hand-made bad merge of test_oracle: the plan checker (which sees
    only the IR) must reject it too, and accept the good one."""
    before = oracle.bufferize(mlp(n=32, layers=3), generic=False)
    assert len(allocs_in(before)) >= 3
    paths = {
        "before": before,
        "good": overlap_allocs(before, 0, 2),
        "bad": overlap_allocs(before, 1, 2),
    }
    for label, text in paths.items():
        (tmp_path / f"{label}.mlir").write_text(text)
    good_code, good_report = run_checker(
        tmp_path / "before.mlir", tmp_path / "good.mlir"
    )
    bad_code, bad_report = run_checker(tmp_path / "before.mlir", tmp_path / "bad.mlir")
    assert good_code == 0, good_report
    # Exit code 1 is also what a crashing Python gives: require a report.
    assert bad_code == 1 and "Traceback" not in bad_report, bad_report
