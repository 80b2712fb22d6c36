"""End-to-end: real PyTorch models (`benchmarks/models/*.mlir`) planned.

Each committed torch-mlir export (weights as arguments, no torch needed here)
gets a deterministic `@main` (`model_main`), goes through the documented
pipeline (`model_pipeline`), is merged by the default planner, and must
verify in xDSL, pass the plan checker, lower with `mlir-opt`, and print
exactly what the unmerged program prints under `mlir-runner`. The merged
arena of `@forward` must be smaller than the sum of its allocations.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from model_main import with_main
from model_pipeline import bufferize_model
from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module

MODEL_DIR = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
MODELS = sorted(path.stem for path in MODEL_DIR.glob("*.mlir"))
IN_CI = bool(os.environ.get("CI"))

pytestmark = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed",
)


def test_corpus_has_the_models() -> None:
    assert {"resnet18", "mobilenet_v2", "encoder_layer", "gpt2_2blocks"} <= set(MODELS)
    assert len(MODELS) >= 6


@pytest.mark.parametrize("name", MODELS)
def test_model_merges_and_runs_identically(name: str) -> None:
    source = with_main((MODEL_DIR / f"{name}.mlir").read_text())
    memref_ir = bufferize_model(source)
    context = Context()
    register_dialects(context)
    module = Parser(context, memref_ir).parse_module()
    before = module.clone()
    report = merge_alloc(module, MergeAllocOptions(alignment=64))
    module.verify()
    check = check_module(module, before)
    assert check.ok, check.summary()
    forward = [
        scope
        for scope in report.planned
        if scope.trace.scope.parent_op() is not None
        and getattr(scope.trace.scope.parent_op(), "sym_name", None) is not None
        and scope.trace.scope.parent_op().sym_name.data == "forward"  # type: ignore[union-attr]
    ]
    assert forward, "no planned scope in @forward"
    for scope in forward:
        problem = scope.trace.problem(64)
        allocated = sum(buffer.size for buffer in problem.buffers)
        assert problem.lower_bound() <= scope.schedule.total < allocated
    result = oracle.compare(str(before), str(module))
    assert result.equal, result.diff()
