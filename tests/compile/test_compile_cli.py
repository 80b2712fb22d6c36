"""`python -m merge_alloc.compile` as a command: its progress, `--emit`,
`--merge-options help`; `report=` in
`--merge-options` writes the chosen variant's plan report, as `xdsl-opt -p
'merge-alloc{report=...}'` would on that variant's memref program; and
1,000 nested `scf.for` / `scf.if` around linalg ops on tensors compile (the
run has a deep stack, `merge_alloc/deep_stack.py`). Bad options and report
paths are one line each: `tests/cli/failure_cases.py`."""

from __future__ import annotations

import dataclasses
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from merge_alloc.compile.pipeline import bufferize_variant, candidate_variants
from merge_alloc.compile.variants import VARIANTS
from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from tests.conftest import IN_CI

needs_mlir = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(), reason="mlir-opt 22 not installed"
)
ROOT = Path(__file__).resolve().parents[2]
MLP = ROOT / "examples" / "mlp_tensor.mlir"


def _compile(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "merge_alloc.compile", *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        check=False,
        timeout=600,
    )


@needs_mlir
def test_report_is_the_chosen_variants_plan(tmp_path: Path) -> None:
    """The report compile writes is the one the pass writes on the chosen
    variant's memref program (`source` names the user's file)."""
    from merge_alloc.compile.__main__ import main

    (split,) = [v for v in VARIANTS if v.name == "split"]
    written = tmp_path / "plan.json"
    options = f'alignment=16 planner=size-first report="{written}"'
    output = tmp_path / "merged.mlir"
    argv = [str(MLP), "-o", str(output), "-q", "--variant", "split"]
    assert main([*argv, "--merge-options", options]) == 0
    compiled = json.loads(written.read_text())
    assert compiled["source"] == str(MLP)
    assert compiled["planner"] == "size-first" and compiled["alignment"] == 16

    memref_ir = bufferize_variant(MLP.read_text(), split, name=str(MLP))
    by_pass = tmp_path / "by-pass.json"
    subprocess.run(
        [
            "xdsl-opt",
            "-p",
            f'merge-alloc{{alignment=16 planner=size-first report="{by_pass}"}}',
        ],
        input=memref_ir,
        capture_output=True,
        text=True,
        check=True,
    )
    expected = json.loads(by_pass.read_text())
    assert compiled["totals"]["arena"] > 0
    assert compiled["totals"] == expected["totals"]

    def placed(report: dict[str, Any]) -> list[tuple[int, int, int, int]]:
        # compile merges mlir-opt's output printed without locations (its
        # fast path), so the buffers have no source location and the
        # printer's names: compare what was planned.
        return [
            (b["bytes"], b["first"], b["last"], b["offset"])
            for function in report["functions"]
            for scope in function["scopes"]
            for b in scope["buffers"]
        ]

    assert placed(compiled) == placed(expected) and len(placed(compiled)) == 3


def test_the_pass_checks_the_report_path_before_the_work(tmp_path: Path) -> None:
    """A report= the pass cannot write fails before the module is touched."""
    from merge_alloc.compile.pipeline import parse_source
    from merge_alloc.dialects import extended_context

    module = parse_source(
        "func.func @f() {\n"
        "  %a = memref.alloc() : memref<4xf32>\n"
        "  memref.dealloc %a : memref<4xf32>\n"
        "  return\n}\n",
        "f.mlir",
    )
    before = str(module)
    with pytest.raises(MergeAllocOptionError, match="Is a directory"):
        MergeAllocPass(report=str(tmp_path)).apply(extended_context(), module)
    assert str(module) == before


def nest(depth: int, kind: str) -> str:
    """`depth` nested `scf.for` (carrying an f32) or `scf.if` (yielding a
    tensor) around two linalg ops on tensors."""
    lines = [
        "func.func @main(%x: tensor<4xf32>, %c: i1) -> "
        + ("f32 {" if kind == "for" else "tensor<4xf32> {"),
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c2 = arith.constant 2 : index",
        "  %zero = arith.constant 0.0 : f32",
    ]
    carried = "%zero"
    for level in range(depth):
        if kind == "for":
            lines.append(
                f"%r{level} = scf.for %i{level} = %c0 to %c2 step %c1 "
                f"iter_args(%a{level} = {carried}) -> (f32) {{"
            )
            carried = f"%a{level}"
        else:
            lines.append(f"%r{level} = scf.if %c -> (tensor<4xf32>) {{")
    lines += [
        "%e = tensor.empty() : tensor<4xf32>",
        "%t = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) "
        "outs(%e : tensor<4xf32>) -> tensor<4xf32>",
        "%e2 = tensor.empty() : tensor<4xf32>",
        "%u = linalg.mul ins(%t, %x : tensor<4xf32>, tensor<4xf32>) "
        "outs(%e2 : tensor<4xf32>) -> tensor<4xf32>",
    ]
    if kind == "for":
        lines += ["%s = tensor.extract %u[%c1] : tensor<4xf32>"]
        lines += [f"%m = arith.addf %s, {carried} : f32"]
        result, result_type = "%m", "f32"
    else:
        result, result_type = "%u", "tensor<4xf32>"
    for level in reversed(range(depth)):
        lines.append(f"scf.yield {result} : {result_type}")
        if kind == "if":
            lines += ["} else {", f"scf.yield %x : {result_type}"]
        lines.append("}")
        result = f"%r{level}"
    lines += [f"return {result} : {result_type}", "}"]
    return "\n".join(lines) + "\n"


@needs_mlir
@pytest.mark.slow  # xDSL's parse and verify of 1,000 levels: about 10-20 s
@pytest.mark.parametrize(
    ("kind", "depth"),
    # MLIR 22's one-shot bufferization takes about 15 s on 1,000 nested
    # scf.if (quadratic); 300 levels are still far past Python's default
    # limit (120 levels end in a RecursionError without the deep stack).
    [("for", 1000), ("if", 300)],
)
def test_a_deep_nest_compiles(tmp_path: Path, kind: str, depth: int) -> None:
    source = tmp_path / "nest.mlir"
    source.write_text(nest(depth, kind))
    result = _compile(
        str(source), "--variant", "split", "-q", "-o", "merged.mlir", cwd=tmp_path
    )
    assert (result.returncode, result.stderr) == (0, "")
    merged = (tmp_path / "merged.mlir").read_text()
    # The deallocation pipeline's canonicalization folds the scf.if nest
    # (each branch only forwards a value); the loops stay.
    if kind == "for":
        assert merged.count("scf.for") == depth
    # %t becomes a view of the merged buffer, and so does %u in the loop
    # nest.
    assert merged.count("memref.view") == (2 if kind == "for" else 1)


class _Terminal(io.StringIO):
    """A stderr that says it is a terminal, as tqdm asks before drawing."""

    def isatty(self) -> bool:
        return True


@needs_mlir
def test_progress_is_told_every_step_and_drawn_on_a_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`compile_model` tells its hook each step, the settled count never
    going back and ending at every candidate; the command draws it as a bar
    on a terminal's stderr and prints the summary after it."""
    from merge_alloc.compile.__main__ import main
    from merge_alloc.compile.pipeline import candidate_variants, compile_model

    told: list[tuple[str, int]] = []
    candidates = candidate_variants()[:3]
    result = compile_model(
        MLP.read_text(),
        variants=candidates,
        jobs=1,
        progress=lambda stage, settled: told.append((stage, settled)),
    )
    # What was merged comes with the merged program (the model tests check
    # and execute the two).
    assert "memref.alloc" in result.unmerged and "memref.view" not in result.unmerged
    assert [stage for stage, _ in told[:3]] == ["parse", "tensor passes", "bounds"]
    assert told[-1] == ("done", len(candidates))
    settled = [count for _, count in told]
    assert settled == sorted(settled)
    ran = {name for stage, _ in told[3:-1] for name in stage.split(", ")}
    assert ran <= {v.name for v in candidates} and ran

    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    argv = [str(MLP), "-o", str(tmp_path / "merged.mlir"), "--variant", "split"]
    assert main(argv) == 0
    drawn = terminal.getvalue()
    assert "1/1" in drawn and "variant" in drawn
    assert drawn.rstrip().splitlines()[-1].startswith("merge-alloc: variant split:")


@pytest.mark.parametrize("stage", ["tensor", "bufferized"])
def test_emit_stops_at_the_stage(
    stage: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--emit tensor` prints the program after the tensor passes (no
    memref), `--emit bufferized` mlir-opt's memref program before merging
    (allocs, no views); without `--variant` stderr names the variant."""
    from merge_alloc.compile.__main__ import main

    if stage == "bufferized" and not IN_CI and not oracle.tools_available():
        pytest.skip("mlir-opt 22 not installed")
    assert main([str(MLP), "--emit", stage]) == 0
    captured = capsys.readouterr()
    if stage == "tensor":
        assert "tensor.empty" in captured.out and "memref" not in captured.out
    else:
        assert "memref.alloc" in captured.out and "memref.view" not in captured.out
    first = candidate_variants()[0].name
    assert f"--emit {stage}: variant {first}" in captured.err


def test_merge_options_help_lists_every_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from merge_alloc.compile.__main__ import main

    with pytest.raises(SystemExit) as exited:
        main([str(MLP), "--merge-options", "help"])
    assert exited.value.code == 0
    listed = capsys.readouterr().out
    for field in dataclasses.fields(MergeAllocPass):
        assert f"\n  {field.name.replace('_', '-')} (default: " in listed


@needs_mlir
def test_verbose_prints_each_stage(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`-v` gives each stage's wall time and each variant that ran, in the
    order the stages run."""
    from merge_alloc.compile.__main__ import main

    output = tmp_path / "merged.mlir"
    assert main([str(MLP), "-o", str(output), "-q", "-v", "--variant", "split"]) == 0
    lines = capsys.readouterr().err.splitlines()
    stages = [line.split(": ")[1] for line in lines if line.count(": ") == 2]
    assert stages[:8] == [
        "parse",
        "tensor passes",
        "bounds",
        "print input",
        "mlir-opt",
        "parse and merge",
        "print",
        "total of the stages",
    ]
    assert any(
        line.startswith("merge-alloc: variant split: parse and merge") for line in lines
    )
