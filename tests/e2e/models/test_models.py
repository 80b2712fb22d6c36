"""End-to-end: real PyTorch models (`benchmarks/models/*.mlir`) compiled.

Each committed torch-mlir export (weights as arguments, no torch needed here)
gets a deterministic `@main` (`model_main`) and goes through
`merge_alloc.compile` as a user runs it (every default variant tried, the
smallest arena kept). The merged program must pass the plan checker against
the chosen variant's unmerged program and print exactly what the unmerged
program prints under `mlir-runner`; the arena of `@forward` must be at least
its lower bound and smaller than the sum of its allocations. On the small
models every variant, the slower ones included, is checked the same way, and
every variant must print what the documented pipeline prints.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from model_main import with_main
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from merge_alloc.compile import VARIANTS, compile_model
from merge_alloc.compile.pipeline import bufferize_variant
from merge_alloc.compile.variants import DOCUMENTED, PipelineVariant
from merge_alloc.dialects import register_dialects
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module

MODEL_DIR = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
MODELS = sorted(path.stem for path in MODEL_DIR.glob("*.mlir"))
SMALL_MODELS = ("encoder_layer", "unet_tiny")
"""Checked with every variant (one has a padded convolution and pooling,
the other transposes); the others with the variant the compiler chooses."""
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


def check_compiled(name: str, variants: list[PipelineVariant] | None) -> str:
    """Compile `name` (with `variants`, default: the compiler's choice), check
    the merged program against the unmerged one; returns what it prints."""
    source = with_main((MODEL_DIR / f"{name}.mlir").read_text())
    result = compile_model(source, name=f"{name}.mlir", variants=variants, jobs=1)
    unmerged = bufferize_variant(source, result.chosen, name=f"{name}.mlir")
    merged = parse(result.text)
    merged.verify()
    check = check_module(merged, parse(unmerged))
    assert check.ok, check.summary()
    forward = [scope for scope in result.scopes if scope.function == "forward"]
    assert forward, "no planned scope in @forward"
    for scope in forward:
        assert scope.lower_bound <= scope.arena < scope.allocated
    outcome = oracle.compare(unmerged, result.text)
    assert outcome.equal, outcome.diff()
    return outcome.after


def test_corpus_has_the_models() -> None:
    assert {"resnet18", "mobilenet_v2", "encoder_layer", "gpt2_2blocks"} <= set(MODELS)
    assert len(MODELS) >= 6


@pytest.mark.parametrize("name", MODELS)
def test_compiled_model_runs_like_unmerged(name: str) -> None:
    check_compiled(name, None)


@pytest.mark.parametrize("name", SMALL_MODELS)
def test_every_variant_runs_like_the_documented_pipeline(name: str) -> None:
    printed = {v.name: check_compiled(name, [v]) for v in VARIANTS}
    for variant, output in printed.items():
        assert output == printed[DOCUMENTED.name], variant
