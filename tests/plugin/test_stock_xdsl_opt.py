"""With merge-alloc installed, `xdsl-opt` pipelines that do not name
merge-alloc behave exactly as stock xDSL 0.74: same output, same errors, same
exit status, byte for byte. The plugin's dialects, syntaxes and parser fixes
apply only to runs whose pipeline names one of its passes (and to
`merge-alloc-opt`), on a context of their own.

Both sides run through `xdsl_opt_runner.py`, once with the plugin's entry point
and once without it (see there).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pytest

from merge_alloc.verify import oracle

HERE = Path(__file__).parent
INPUTS = HERE / "Inputs"
RUNNER = HERE / "xdsl_opt_runner.py"

pytestmark = [
    pytest.mark.xdist_group("stock-xdsl-opt"),
    pytest.mark.slow,  # stock xdsl-opt in a fresh environment, file by file
]
"""One worker runs the module: both runner sessions happen once."""

PIPELINES = ("canonicalize", "cse", "licm", "convert-scf-to-cf", "canonicalize,cse")
"""Stock passes: two general clean-ups, a loop transformation, a lowering that
creates ops, and a pipeline."""

STOCK_SYNTAX = ("arith_scf.mlir", "memref_func.mlir", "affine_linalg.mlir")
"""Inputs stock xDSL reads and prints in its own custom syntax."""

SYNTAX_GAPS = "syntax_gaps.mlir"
"""Generic-form ops the plugin prints in MLIR's custom syntax (in runs that
name merge-alloc)."""

REPLACED_OPS = "replaced_ops.mlir"
"""Ops the plugin replaces because stock xDSL defines them otherwise than MLIR
(here `linalg.matmul`, whose body xDSL builds with the addition's operands
swapped). In runs naming merge-alloc the plugin prints what `mlir-opt` prints."""

REPOSITORY = HERE.parent.parent

PROJECT_FILES = (
    "tests/filecheck/split_tensor_empty/split.mlir",
    "examples/mlp_tensor.mlir",
    "benchmarks/models/unet_tiny.mlir",
)
"""Tensor programs of the project that stock xDSL reads, where the plugin's
linalg ops (MLIR's memory effects) once leaked into stock pipelines: `cse`
merged their `linalg.fill`s on tensors."""

ERRORS = (
    ["-p", "canonicalize", "verify_error.mlir"],
    ["-p", "cse", "parse_error.mlir"],
    ["-p", "canonicalize", "unregistered.mlir"],
    ["--split-input-file", "-p", "canonicalize", "split_chunks.mlir"],
    ["--verify-diagnostics", "-p", "cse", "verify_error.mlir"],
    ["--parsing-diagnostics", "-p", "cse", "parse_error.mlir"],
    ["-p", "canonicalize", "no_such_file.mlir"],
    ["-p", "canonicalize", "not_by_extension.txt"],
    ["-p", "no-such-pass", "arith_scf.mlir"],
    ["-p", "cse{no-such-option=1}", "arith_scf.mlir"],
    ["-p", "canonicalize{", "arith_scf.mlir"],
    ["-p", "scf-for-loop-unroll{unroll-factor=x}", "arith_scf.mlir"],
    ["arith_scf.mlir", "-p"],
    ["--pa", "cse", "arith_scf.mlir"],
    ["--no-such-flag", "-p", "cse", "arith_scf.mlir"],
)
"""Command lines with a wrong input or pipeline (the `--*-diagnostics` flags
print the error and exit 0); paths are relative to Inputs/."""


def _cases() -> list[list[str]]:
    cases: list[list[str]] = []
    for pipeline in PIPELINES:
        for name in (*STOCK_SYNTAX, SYNTAX_GAPS, REPLACED_OPS, "unregistered.mlir"):
            flags = ["--allow-unregistered-dialect", "-p", pipeline]
            cases.append([*flags, name])
            cases.append([*flags, "--print-op-generic", name])
    for name in PROJECT_FILES:
        cases.append(["-p", "cse", name])
        cases.append(["-p", "canonicalize,cse", "--print-op-generic", name])
    cases.extend(ERRORS)
    cases.append(["--allow-unregistered-dialect", "arith_scf.mlir"])
    cases.append(
        ["--allow-unregistered-dialect", "--print-debuginfo", "arith_scf.mlir"]
    )
    return cases


def _with_paths(argv: Sequence[str]) -> list[str]:
    return [
        str((REPOSITORY if "/" in arg else INPUTS) / arg)
        if arg.endswith((".mlir", ".txt"))
        else arg
        for arg in argv
    ]


@cache
def _results(mode: str) -> tuple[dict[str, object], ...] | str:
    """The results of every case in `mode`, or why the runner failed (kept, so
    that one broken run does not rerun for every test)."""
    cases = [_with_paths(argv) for argv in [*_cases(), *PLUGIN_PROBES]]
    completed = subprocess.run(
        [sys.executable, str(RUNNER), mode],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        env=os.environ.copy(),
        timeout=600,
        check=False,
    )
    if completed.returncode != 0:
        return f"runner {mode} exited with {completed.returncode}:\n{completed.stderr}"
    return tuple(json.loads(completed.stdout))


PLUGIN_PROBES = (
    ["-p", "merge-alloc", "two_buffers.mlir"],
    ["--allow-unregistered-dialect", "-p", "cse,merge-alloc", "forall.mlir"],
    ["--allow-unregistered-dialect", "forall.mlir"],
    [
        "--allow-unregistered-dialect",
        "-p",
        "canonicalize,merge-alloc",
        "--print-op-generic",
        REPLACED_OPS,
    ],
)
"""Command lines that show the runner really loads the plugin on one side and
not on the other, and that a pipeline naming merge-alloc gets its dialects
(and no other does)."""


def _by_case(mode: str) -> dict[str, dict[str, object]]:
    results = _results(mode)
    if isinstance(results, str):
        pytest.fail(results)
    cases = [*_cases(), *PLUGIN_PROBES]
    return {" ".join(argv): result for argv, result in zip(cases, results, strict=True)}


_ADDRESS = re.compile(r"0x[0-9a-f]+")


def _comparable(result: dict[str, object]) -> dict[str, str]:
    """Object addresses differ between any two runs."""
    return {key: _ADDRESS.sub("0x?", str(value)) for key, value in result.items()}


def test_the_runner_loads_the_plugin_on_one_side_only() -> None:
    stock, plugin = _by_case("--without-plugin"), _by_case("--with-plugin")
    merge = " ".join(PLUGIN_PROBES[0])
    assert plugin[merge]["status"] == 0 and "memref.view" in str(
        plugin[merge]["stdout"]
    )
    assert stock[merge]["status"] == 1
    assert "Unrecognized passes: ['merge-alloc']" in str(stock[merge]["stderr"])


def test_only_a_pipeline_naming_merge_alloc_reads_its_dialects() -> None:
    stock, plugin = _by_case("--without-plugin"), _by_case("--with-plugin")
    named, unnamed = (" ".join(argv) for argv in PLUGIN_PROBES[1:3])
    assert plugin[named]["status"] == 0 and "scf.forall" in str(plugin[named]["stdout"])
    assert plugin[unnamed] == stock[unnamed]
    assert stock[unnamed]["status"] == 1


@pytest.mark.parametrize("argv", _cases(), ids=" ".join)
def test_stock_pipelines_behave_as_without_the_plugin(argv: list[str]) -> None:
    stock = _comparable(_by_case("--without-plugin")[" ".join(argv)])
    plugin = _comparable(_by_case("--with-plugin")[" ".join(argv)])
    assert plugin["stderr"] == stock["stderr"]
    assert plugin["stdout"] == stock["stdout"]
    assert plugin["status"] == stock["status"]


def test_project_files_are_read_by_stock_xdsl() -> None:
    """The `cse` comparison of `PROJECT_FILES` means something only if stock
    xDSL reads them (and their tensor `linalg.fill`s are there to merge)."""
    stock = _by_case("--without-plugin")
    for name in PROJECT_FILES:
        result = stock[" ".join(["-p", "cse", name])]
        assert result["status"] == 0, result["stderr"]
        assert "linalg.fill" in str(result["stdout"])


def _mlir_generic(text: str) -> str:
    """`text` as `mlir-opt` prints it generically, with numbered values."""
    toolchain = oracle.find_toolchain()
    if toolchain is None:
        pytest.skip("needs mlir-opt (MLIR 22)")
    completed = subprocess.run(
        [str(toolchain.mlir_opt), "--mlir-print-op-generic", "-"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    return completed.stdout


def test_replaced_ops_are_mlirs() -> None:
    """In a run naming merge-alloc, `linalg.matmul` means what MLIR's does;
    stock xDSL's does not print the same program (why the plugin replaces it,
    and why it must not do so in runs that do not name merge-alloc)."""
    named = " ".join(PLUGIN_PROBES[3])
    stock_case = " ".join(
        [
            "--allow-unregistered-dialect",
            "-p",
            "canonicalize",
            "--print-op-generic",
            REPLACED_OPS,
        ]
    )
    plugin = _by_case("--with-plugin")[named]
    stock = _by_case("--without-plugin")[stock_case]
    source = (INPUTS / REPLACED_OPS).read_text()
    assert _mlir_generic(str(plugin["stdout"])) == _mlir_generic(source)
    assert _mlir_generic(str(stock["stdout"])) != _mlir_generic(source)
