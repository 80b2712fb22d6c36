"""Executed tests of `reorder-for-memory` and `concat-in-place` on the
generated branchy networks (`benchmarks/branchy/`): the `+order` variant's
merged program computes what its unmerged program computes (under
`MALLOC_PERTURB_`, `merge_alloc.verify.oracle`) and what the variant without
the rewrites computes, and the rewrites did change the program."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from model_main import with_main

from merge_alloc.compile import compile_model
from merge_alloc.compile.pipeline import bufferize_variant
from merge_alloc.compile.variants import BY_NAME
from merge_alloc.verify import oracle

BRANCHY = Path(__file__).resolve().parents[3] / "benchmarks" / "branchy"

pytestmark = [
    pytest.mark.skipif(
        not os.environ.get("CI") and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    pytest.mark.slow,  # executes programs (mlir-runner)
]


def run(name: str, variant: str) -> tuple[str, str, int]:
    """(unmerged program, merged program's output, arena) of `variant`."""
    source = with_main((BRANCHY / f"{name}.mlir").read_text())
    chosen = BY_NAME[variant]
    result = compile_model(source, name=f"{name}.mlir", variants=[chosen], jobs=1)
    unmerged = bufferize_variant(source, chosen, name=f"{name}.mlir")
    outcome = oracle.compare(unmerged, result.text)
    assert outcome.equal, outcome.diff()
    return unmerged, outcome.after, result.arena


@pytest.mark.parametrize(
    ("name", "rewrite"),
    [
        ("inception", "pad-rows+order"),  # both rewrites
        ("dense_blocks", "pad-rows+concat"),  # a concatenation per layer
        ("randwire", "split+reorder"),  # no concatenation: the order only
    ],
)
def test_rewritten_network_computes_what_the_original_computes(
    name: str, rewrite: str
) -> None:
    base = rewrite.split("+")[0]
    plain, plain_output, plain_arena = run(name, base)
    changed, output, arena = run(name, rewrite)
    assert changed != plain
    assert output == plain_output
    assert arena <= plain_arena
