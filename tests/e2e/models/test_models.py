"""End-to-end: real PyTorch models (`benchmarks/models/*.mlir`) compiled.

Each committed torch-mlir export (weights as arguments, no torch needed here)
gets a deterministic `@main` (`model_main`) and goes through
`merge_alloc.compile` as a user runs it (every default variant tried, the
smallest arena kept). The merged program must pass the plan checker against
the chosen variant's unmerged program and print exactly what the unmerged
program prints under `mlir-runner`; the arena of `@forward` must be at least
its lower bound and smaller than the sum of its allocations. On the small
models every variant, the slower ones included, is checked the same way, and
every variant must print what the documented pipeline prints. What the
chosen variant prints must be PyTorch's output within 1e-5 relative (the
committed references of `benchmarks/models/reference/`, written where torch
is installed by `benchmarks/models/export_references.py`).
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pytest
from model_main import static_exports, with_main
from reference import TOLERANCE, printed_values, reference_output, relative_error
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from merge_alloc.compile import VARIANTS, compile_model
from merge_alloc.compile.variants import BASE_VARIANTS, DOCUMENTED, PipelineVariant
from merge_alloc.dialects import register_dialects
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module

MODEL_DIR = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
MODELS = static_exports(MODEL_DIR)
SMALL_MODELS = ("encoder_layer", "unet_tiny")
"""Checked with every variant (one has a padded convolution and pooling,
the other transposes); the others with the variant the compiler chooses."""
LARGE_MODELS = frozenset(name for name in MODELS if name.endswith("_224"))
"""224x224 images: compiled and checked by the plan checker, not executed
(one naive-loop run takes tens of seconds, beyond the suite's budget; the
same networks run at 32x32)."""
IN_CI = bool(os.environ.get("CI"))

pytestmark = [
    pytest.mark.skipif(
        not IN_CI and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    pytest.mark.slow,  # executes programs (mlir-runner)
]


def parse(text: str) -> ModuleOp:
    context = Context()
    register_dialects(context)
    return Parser(context, text).parse_module()


@functools.cache
def printed(program: str) -> str:
    """What `program` prints under `mlir-runner`, once per program text and
    worker (variants that bufferize alike share the unmerged run)."""
    return oracle.run(program)


@functools.cache
def checked(unmerged: str, merged_text: str) -> None:
    """The merged program verifies and passes the plan checker against the
    unmerged one it was merged from; once per pair (variants that compile
    alike are checked once)."""
    merged = parse(merged_text)
    merged.verify()
    check = check_module(merged, parse(unmerged))
    assert check.ok, check.summary()


def check_compiled(
    name: str, variants: list[PipelineVariant] | None, *, execute: bool = True
) -> str:
    """Compile `name` (with `variants`, default: the compiler's choice), check
    the merged program against the unmerged one it was merged from (the
    compile's own `mlir-opt` output); returns what it prints (nothing
    without `execute`)."""
    source = with_main((MODEL_DIR / f"{name}.mlir").read_text())
    result = compile_model(source, name=f"{name}.mlir", variants=variants, jobs=1)
    assert result.unmerged, "the compile kept no unmerged program"
    checked(result.unmerged, result.text)
    forward = [scope for scope in result.scopes if scope.function == "forward"]
    assert forward, "no planned scope in @forward"
    for scope in forward:
        assert scope.lower_bound <= scope.arena < scope.allocated
    if not execute:
        return ""
    before, after = printed(result.unmerged), printed(result.text)
    outcome = oracle.OracleResult(before, after, oracle.DEFAULT_PERTURB)
    assert outcome.equal, outcome.diff()
    return after


def test_corpus_has_the_models() -> None:
    assert {"resnet18", "mobilenet_v2", "encoder_layer", "gpt2_2blocks"} <= set(MODELS)
    assert len(MODELS) >= 6


@functools.cache
def compiled_output(name: str) -> str:
    """`check_compiled(name, None)`, once per model and worker."""
    return check_compiled(name, None, execute=name not in LARGE_MODELS)


def per_model(names: list[str]) -> list[object]:
    """`names` as parameters grouped per model, so that one xdist worker
    compiles and runs each model once for every test that needs it."""
    return [pytest.param(n, marks=pytest.mark.xdist_group(f"model-{n}")) for n in names]


@pytest.mark.parametrize("name", per_model(MODELS))
def test_compiled_model_runs_like_unmerged(name: str) -> None:
    compiled_output(name)


@pytest.mark.parametrize(
    "name", per_model([n for n in MODELS if n not in LARGE_MODELS])
)
def test_compiled_model_computes_what_pytorch_computes(name: str) -> None:
    """The memory-first pipeline's merged program prints PyTorch's output
    (`benchmarks/models/reference/`) within `TOLERANCE`."""
    reference = reference_output(name)
    ours = printed_values(compiled_output(name))
    assert ours.size == reference.size
    error = relative_error(ours, reference)
    assert error <= TOLERANCE, f"{name}: relative error {error:.2e}"


@pytest.mark.parametrize("name", SMALL_MODELS)
def test_every_variant_runs_like_the_documented_pipeline(name: str) -> None:
    # The base variants and their +order twins (the +reorder and +concat
    # twins run one rewrite of +order each).
    # A variant that distributes a convolution over a concatenation sums
    # each piece's channels apart (`distribute-concat`): its output agrees
    # to rounding, within the tolerance against PyTorch.
    tried = [v for v in VARIANTS if v in BASE_VARIANTS or v.candidate]
    printed = {v: check_compiled(name, [v]) for v in tried}
    documented = printed[DOCUMENTED]
    for variant, output in printed.items():
        if variant.reassociates:
            error = relative_error(printed_values(output), printed_values(documented))
            assert error <= TOLERANCE, f"{variant.name}: relative error {error:.2e}"
        else:
            assert output == documented, variant.name
