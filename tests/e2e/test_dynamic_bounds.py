"""A dynamic-length program compiled with `--dim-bound`: every dynamic alloc
of the function is planned at the bound, and the merged program prints what
the unmerged one prints at lengths 1, 17 and the bound (128), each run under
`MALLOC_PERTURB_=165` with every alloc filled with that byte
(`merge_alloc.verify.oracle`).

The input `Inputs/dynamic_rows.mlir` is linalg on tensors: `@forward` takes
`tensor<?x16xf32>` (matmuls, a ReLU, a residual add), and `@main` calls it
at each length with a deterministic input."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from merge_alloc.compile.__main__ import main as compile_main
from merge_alloc.compile.dim_bounds import DimBound
from merge_alloc.compile.pipeline import (
    CompileError,
    bufferize_variant,
    candidate_variants,
    compile_model,
)
from merge_alloc.verify import oracle
from merge_alloc.verify.check.checker import check_sampled
from merge_alloc.verify.check.structure import parse_module
from tests.e2e.e2e_support import REQUIRES_TOOLS, function_span
from tests.e2e.models.model_main import with_main

PROGRAM = Path(__file__).parent / "Inputs" / "dynamic_rows.mlir"
VARIANT = "generalize-first"
BOUND = DimBound.parse("@forward:0:0=128")


@REQUIRES_TOOLS
@pytest.mark.slow
def test_dynamic_rows_planned_at_the_bound_and_equal_at_every_length() -> None:
    source = PROGRAM.read_text()
    variants = candidate_variants(VARIANT)
    result = compile_model(
        source, name=str(PROGRAM), variants=variants, jobs=1, dim_bounds=[BOUND]
    )
    start, end = function_span(result.text, "forward")
    forward = result.text[start:end]
    # Every dynamic alloc of @forward but the returned one is a view now (of
    # a merged buffer sized by the rows: symbolic offsets).
    dynamic_allocs = re.findall(r"(?<!%merged = )memref\.alloc\(%\w+\)", forward)
    assert len(dynamic_allocs) == 1, forward
    assert len(re.findall(r"memref\.view %merged", forward)) >= 2
    assert not [w for w in result.warnings if "@forward" in w or "dynamic" in w]
    before = bufferize_variant(source, variants[0], name=str(PROGRAM))
    outcome = oracle.compare(before, result.text, perturb=165)
    assert outcome.before.count("sizes = [") == 3
    for rows in (1, 17, 128):
        assert f"sizes = [{rows}, 16]" in outcome.before
    assert outcome.equal, outcome.diff()


def test_dim_bound_specs() -> None:
    assert DimBound.parse("0:1=512") == DimBound(None, 0, 1, 512)
    assert DimBound.parse("@forward:2:0=7") == DimBound("forward", 2, 0, 7)
    for bad in ("0:1", "a:1=3", "0:1=0", "@:0:1=3", "0:1=-4"):
        with pytest.raises(ValueError, match="--dim-bound"):
            DimBound.parse(bad)


def test_a_bad_dim_bound_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        compile_main([str(PROGRAM), "--dim-bound", "0=512"])
    assert exit_info.value.code != 0
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "expected [@FUNC:]ARG:DIM=MAX" in lines[0], lines


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("0:0=8", "the module has 2 public functions with a body (@forward, @main)"),
        ("@nothing:0:0=8", "no function @nothing"),
        ("@forward:5:0=8", "@forward has 2 arguments"),
        ("@forward:0:1=8", "dimension 1 of argument #0 (tensor<?x16xf32>) is static"),
        ("@forward:0:2=8", "has rank 2"),
    ],
)
def test_a_dim_bound_on_what_does_not_exist_is_an_error(
    spec: str, message: str
) -> None:
    with pytest.raises(CompileError, match=re.escape(message)) as error:
        compile_model(
            PROGRAM.read_text(),
            name=str(PROGRAM),
            variants=candidate_variants(VARIANT),
            jobs=1,
            dim_bounds=[DimBound.parse(spec)],
        )
    assert "\n" not in str(error.value)


@REQUIRES_TOOLS
@pytest.mark.slow
def test_warnings_without_a_bound_are_located_once_per_alloc() -> None:
    """Without the bound the allocs bufferization made are left alone; each
    warning is printed once, at the line of the tensor op it came from (the
    fast path alone would say `<unknown>:0`)."""
    result = compile_model(
        PROGRAM.read_text(), name=str(PROGRAM), variants=candidate_variants(), jobs=1
    )
    dynamic = [w for w in result.warnings if "dynamic shape" in w]
    assert len(dynamic) == 2, result.warnings
    assert len(set(dynamic)) == len(dynamic)
    lines = sorted(int(w.split(":")[1]) for w in dynamic)
    source = PROGRAM.read_text().splitlines()
    for warning, line in zip(dynamic, lines, strict=True):
        assert warning.startswith(f"{PROGRAM}:"), warning
        assert "tensor.empty" in source[line - 1], (line, source[line - 1])


ENCODER = Path(__file__).parents[2] / "benchmarks" / "models" / "encoder_dynamic.mlir"


@REQUIRES_TOOLS
@pytest.mark.slow
def test_exported_dynamic_encoder_is_planned_with_a_bound() -> None:
    """torch-mlir's export of a 2-layer encoder with `Dim("seq", max=512)`:
    with `--dim-bound 24:1=512` (the input follows 24 weights) no alloc is
    left alone and nothing warns; without it the allocs are left alone."""
    source = ENCODER.read_text()
    variants = candidate_variants("fills")
    bounded = compile_model(
        source,
        name=str(ENCODER),
        variants=variants,
        jobs=1,
        dim_bounds=[DimBound.parse("24:1=512")],
    )
    assert bounded.left_alone_allocs == 0, bounded.warnings
    assert bounded.warnings == ()
    # Only the returned result is still a dynamic alloc (beside the merged
    # buffer, sized by the length).
    assert len(re.findall(r"(?<!%merged = )memref\.alloc\(%", bounded.text)) == 1
    unbounded = compile_model(source, name=str(ENCODER), variants=variants, jobs=1)
    assert unbounded.left_alone_allocs > 50


_DYNAMIC_INPUT = "tensor<1x?x256xf32>"

ENCODER_ARENAS = {1: 1_054_720, 17: 1_153_024, 128: 1_835_008, 512: 9_447_424}
"""`@forward`'s arena at each length: what the plan made for exactly that
length needs, and the static export's plan at that length
(`python benchmarks/dynamic_lengths.py`)."""


def encoder_at(model: str, length: int) -> str:
    """The dynamic encoder with a `@main` that runs it at `length` tokens:
    `with_main`'s deterministic weights and input (its `@main` is built for
    a static signature), the input cast to `?` for the call and the result
    back."""
    static = f"tensor<1x{length}x256xf32>"
    head = model.index("func.func @forward(")
    signature_end = model.index("{", model.index(") ->", head))
    faked = (
        model[:head]
        + model[head:signature_end].replace(_DYNAMIC_INPUT, static)
        + model[signature_end:]
    )
    full = with_main(faked)
    main = full[full.index("  func.func @main()") :]
    call = re.search(
        r"    %r = func\.call @forward\((.*)\) : \((.*)\) -> " + re.escape(static), main
    )
    assert call is not None
    arguments = call.group(1).split(", ")
    last = arguments[-1]
    arguments[-1] = "%input_dyn"
    types = call.group(2).rsplit(", ", 1)[0] + ", " + _DYNAMIC_INPUT
    replacement = (
        f"    %input_dyn = tensor.cast {last} : {static} to {_DYNAMIC_INPUT}\n"
        f"    %r_dyn = func.call @forward({', '.join(arguments)}) : ({types}) -> "
        f"{_DYNAMIC_INPUT}\n"
        f"    %r = tensor.cast %r_dyn : {_DYNAMIC_INPUT} to {static}"
    )
    end = model.rstrip().rfind("}")
    return model[:end] + main.replace(call.group(0), replacement)


@REQUIRES_TOOLS
@pytest.mark.slow
@pytest.mark.parametrize(
    "length", [1, 17, pytest.param(128, marks=pytest.mark.deep), 512]
)
def test_exported_dynamic_encoder_equal_at_lengths(length: int) -> None:
    """The encoder compiled with its bound prints what the unmerged program
    prints at 1, 17, 128 and 512 (the bound) tokens, `MALLOC_PERTURB_=165`;
    every activation of `@forward` is planned (only its result is an alloc)
    in one arena whose size and offsets follow the length (symbolic
    offsets, docs/dynamic-shapes.md), which the plan checker finds clean at
    that length."""
    text = encoder_at(ENCODER.read_text(), length)
    variants = candidate_variants("fills")
    merged = compile_model(
        text,
        name=str(ENCODER),
        variants=variants,
        jobs=1,
        dim_bounds=[DimBound.parse("@forward:24:1=512")],
    )
    start, end = function_span(merged.text, "forward")
    forward = merged.text[start:end]
    assert len(re.findall(r"(?<!%merged = )memref\.alloc\(%", forward)) == 1
    assert re.search(r"%merged = memref\.alloc\(%\w+\) .*: memref<\?xi8>", forward)
    (checked,) = check_sampled(
        parse_module(merged.text), {"forward": [{(24, 1): length}]}
    )
    assert checked.report.violations == []
    assert checked.arena == ENCODER_ARENAS[length]
    before = bufferize_variant(text, variants[0], name=str(ENCODER))
    # 512 tokens through unvectorised loops: a minute when the machine is
    # shared, so more than the oracle's default.
    outcome = oracle.compare(before, merged.text, perturb=165, timeout=300)
    assert f"sizes = [1, {length}, 256]" in outcome.before
    assert outcome.equal, outcome.diff()
