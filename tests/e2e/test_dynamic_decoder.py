"""The exported decoder with a causal mask and a dynamic sequence length
(`benchmarks/models/decoder_dynamic.mlir`: `networks.CausalDecoder`, 2
pre-norm blocks, d=256, 4 heads, ff=1024, `Dim("seq", min=2, max=512)`;
its input is argument 26), compiled once with `--dim-bound 26:1=512` and
`arena=argument` (docs/dynamic-shapes.md): the workspace is a
`memref<?xi8>` sized by `@forward_workspace_bytes(seq)`.

At 1, 17, 128 and 512 tokens (the bound; both runs 15 s) the unmerged
program's `@main` (the deterministic data of
`tests/e2e/models/model_main.py`) calls the deployed `@forward` with a
workspace of exactly what the size function says
(`sized_workspaces_caller`); under `MALLOC_PERTURB_=165` it prints what the
unmerged program prints, and that is PyTorch's output
(`benchmarks/models/reference/decoder_dynamic_L.txt`) within 1e-5. The
size function, executed, returns at each length, 512 included, the arena
the same export compiled with `arena=alloc` allocates there, and at the
bound no more than the export with a static 512-token input needs."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest
from xdsl.dialects import func

from benchmarks.dynamic_lengths import static_at
from merge_alloc.compile.dim_bounds import DimBound
from merge_alloc.compile.pipeline import (
    CompileResult,
    bufferize_variant,
    candidate_variants,
    compile_model,
)
from merge_alloc.deploy.workspace_driver import (
    published_workspaces,
    sized_workspaces_caller,
)
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify import oracle
from merge_alloc.verify.check.checker import check_sampled
from merge_alloc.verify.check.structure import parse_module
from tests.e2e.e2e_support import REQUIRES_TOOLS
from tests.e2e.test_dynamic_bounds import encoder_at
from tests.e2e.test_dynamic_workspace import size_function_answers

sys.path.insert(0, str(Path(__file__).parent / "models"))
from reference import (
    TOLERANCE,
    printed_values,
    reference_output,
    relative_error,
)

DECODER = Path(__file__).parents[2] / "benchmarks" / "models" / "decoder_dynamic.mlir"
INPUT = 26
BOUND = 512
VARIANT = "fills"


@functools.cache
def deployed() -> CompileResult:
    """The decoder compiled once with its bound and `arena=argument`."""
    return compile_model(
        DECODER.read_text(),
        name=str(DECODER),
        variants=candidate_variants(VARIANT),
        jobs=1,
        dim_bounds=[DimBound(None, INPUT, 1, BOUND)],
        options=MergeAllocOptions(arena="argument"),
    )


@REQUIRES_TOOLS
@pytest.mark.slow  # two compiles and the size function executed
def test_decoder_workspace_size_function_is_exact() -> None:
    text = deployed().text
    assert "%workspace: memref<?xi8>" in text
    assert "func.func @forward_workspace_bytes(%arg26_dim1: index) -> index" in text
    assert deployed().left_alone_allocs == 0, deployed().warnings
    lengths = (1, 17, 128, BOUND)
    allocated = compile_model(
        DECODER.read_text(),
        name=str(DECODER),
        variants=candidate_variants(VARIANT),
        jobs=1,
        dim_bounds=[DimBound(None, INPUT, 1, BOUND)],
    )
    reports = check_sampled(
        parse_module(allocated.text),
        {"forward": [{(INPUT, 1): length} for length in lengths]},
    )
    assert all(not report.report.violations for report in reports)
    expected = [report.arena for report in reports]
    assert size_function_answers(text, "forward_workspace_bytes", lengths) == expected
    # At the bound, the arena is the bound plan's.
    assert expected[-1] == allocated.arena


@REQUIRES_TOOLS
@pytest.mark.slow  # a second compile of the decoder
def test_decoder_at_the_bound_needs_no_more_than_the_static_export() -> None:
    """Issue 32's goal at the bound: the workspace a caller allocates once
    for every length (`bytes`, the size function at the bound) is no larger
    than the arena of the same export with its input static at 512 tokens
    (`benchmarks/dynamic_lengths.py`'s static plan)."""
    (forward,) = [
        op
        for op in parse_module(deployed().text).ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "forward"
    ]
    (workspace,) = published_workspaces(forward)
    static = compile_model(
        static_at(DECODER.read_text(), INPUT, BOUND),
        name=str(DECODER),
        variants=candidate_variants(VARIANT),
        jobs=1,
    )
    assert workspace.bytes <= static.arena


@REQUIRES_TOOLS
@pytest.mark.slow
@pytest.mark.parametrize(
    "length", [1, 17, pytest.param(128, marks=pytest.mark.deep), BOUND]
)
def test_decoder_with_its_workspace_computes_what_pytorch_computes(
    length: int,
) -> None:
    text = encoder_at(DECODER.read_text(), length)
    before = bufferize_variant(text, candidate_variants(VARIANT)[0], name=str(DECODER))
    program = parse_module(before)
    (forward,) = [
        op
        for op in parse_module(deployed().text).ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "forward"
    ]
    sized_workspaces_caller(program, forward)
    outcome = oracle.compare(before, str(program), perturb=165, timeout=300)
    assert f"sizes = [1, {length}, 256]" in outcome.before
    assert outcome.equal, outcome.diff()
    reference = reference_output(f"decoder_dynamic_{length}")
    ours = printed_values(outcome.after)
    assert ours.size == reference.size
    assert relative_error(ours, reference) <= TOLERANCE
