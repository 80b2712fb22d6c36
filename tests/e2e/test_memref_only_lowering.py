"""A program of memref and func ops only, merged, then lowered with the
short pipeline docs/pipeline.md gives for it ("Lowering after merge-alloc"):
upstream's `print-memref.mlir`-style lowering plus `-convert-arith-to-llvm`,
which the views' `arith.constant` offsets need. Merged output == unmerged
output under `mlir-runner` (`MALLOC_PERTURB_=165`), and the pass says it
added `arith`."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from xdsl.parser import Parser

from merge_alloc.driver import merge_alloc
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context

UPSTREAM = (
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-reconcile-unrealized-casts",
)
"""Upstream's lowering of a memref-only program (`print-memref.mlir`)."""

AFTER_MERGE_ALLOC = (
    "-finalize-memref-to-llvm",
    "-convert-arith-to-llvm",
    "-convert-func-to-llvm",
    "-reconcile-unrealized-casts",
)
"""The same after merge-alloc (docs/pipeline.md)."""

PROGRAM = (Path(__file__).parent / "Inputs" / "memref_only.mlir").read_text()


def _lower(text: str, passes: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    toolchain = oracle.require_toolchain()
    return subprocess.run(
        [str(toolchain.mlir_opt), *passes],
        input=text,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def _merged() -> tuple[str, tuple[str, ...]]:
    module = Parser(make_context(), PROGRAM).parse_module()
    report = merge_alloc(module, MergeAllocPass().options())
    return str(module), report.introduced_dialects


def test_the_pass_says_it_added_arith() -> None:
    text, introduced = _merged()
    assert "arith." not in PROGRAM and "arith.constant" in text
    assert introduced == ("arith",)
    assert text.count("memref.view") == 3


@REQUIRES_TOOLS
@pytest.mark.slow  # runs mlir-opt and mlir-runner
def test_memref_only_program_runs_with_the_documented_lowering() -> None:
    unmerged = _lower(PROGRAM, UPSTREAM)
    assert unmerged.returncode == 0, unmerged.stderr
    expected = oracle.run_lowered(unmerged.stdout)
    assert "[1,  2,  3,  4]" in expected

    text, _ = _merged()
    # Upstream's pipeline leaves the offsets' arith.constant unconverted.
    upstream = _lower(text, UPSTREAM)
    with pytest.raises(oracle.ExecutionError, match="arith"):
        oracle.run_lowered(upstream.stdout)

    lowered = _lower(text, AFTER_MERGE_ALLOC)
    assert lowered.returncode == 0, lowered.stderr
    assert oracle.run_lowered(lowered.stdout) == expected


def test_the_docs_give_the_pipeline() -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "pipeline.md").read_text()
    assert " ".join(AFTER_MERGE_ALLOC[:2]) in docs
    assert " ".join(AFTER_MERGE_ALLOC[2:]) in docs
