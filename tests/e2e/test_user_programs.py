"""Programs written as a user writes them, bufferized as users do, merged
under deployment options, checked and executed.

`Inputs/user/` holds linalg-on-tensors programs (an `scf.while` carrying a
tensor with calls inside and an `scf.if` after it, slices inserted in a loop
then collapsed and expanded, dynamic shapes and an `affine.min`-tiled loop,
`scf.forall` bodies with temporaries and with calls, a diamond of calls in
loops and branches, `bufferization.alloc_tensor` in memory spaces 1 and 2,
a transform-dialect tiled and fused matmul + relu, an `scf.while` whose body
may hand its argument back) and memref programs (`scf.if`/`scf.index_switch`/
`scf.execute_region` returning buffers, `memref.transpose`, `memref.cast`,
collapse/expand, `memref.alloca` in a loop, `affine.for`,
`memref.alloca_scope`, `scf.parallel`, an alloc with `alignment = 256`,
constant and mutable globals, `memref.memory_space_cast`,
`memref.reinterpret_cast`, vector transfers). Each `@main` prints what it
computed. A tensor program is bufferized by MLIR 22 with and without the
deallocation pipeline (`allow-return-allocs-from-loops`, which loops
returning fresh tensors need); every version is merged under three option
sets, passes the plan checker against its input and prints what the input
prints under `mlir-runner`.

These programs found the checker's two false alarms of
`tests/check/test_precise_aliases.py` (here: the `scf.while` and the calls
programs after the deallocation pipeline fail without their fix) and the
`memref.memory_space_cast` syntax (the globals program;
`tests/filecheck/merge_alloc/memory_space_cast.mlir`).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from xdsl.parser import Parser

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow]

USER = Path(__file__).parent / "Inputs" / "user"
MEMREF_PROGRAMS = ("memref_mix", "regions", "globals")
"""Written in memrefs: merged as they are."""
TENSOR_PROGRAMS = tuple(
    sorted(p.stem for p in USER.glob("*.mlir") if p.stem not in MEMREF_PROGRAMS)
)

BUFFERIZE = (
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-return-allocs-from-loops",
)
PIPELINES = {
    "bufferized": BUFFERIZE,
    "deallocated": (
        *BUFFERIZE,
        "--buffer-deallocation-pipeline",
        "--convert-bufferization-to-memref",
    ),
}
OPTION_SETS: dict[str, dict[str, object]] = {
    "default": {},
    "global-call-tree-outputs": {
        "arena": "global",
        "call_tree": True,
        "outputs_in_workspace": True,
    },
    "pools": {"arena": "global", "pools": "sram:1k,dram", "planner": "best-fit"},
}


def _bufferized(text: str, passes: tuple[str, ...]) -> str:
    tool = oracle.require_toolchain().mlir_opt
    completed = subprocess.run(
        [str(tool), "--verify-each", *passes],
        input=text,
        capture_output=True,
        text=True,
        timeout=oracle.DEFAULT_TIMEOUT,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    return completed.stdout


def _merged(text: str, options: dict[str, object]) -> str:
    module = Parser(make_context(), text).parse_module()
    MergeAllocPass(**options).apply(make_context(), module)  # pyright: ignore[reportArgumentType]
    module.verify()
    return str(module)


NO_DEALLOCATION = ("mspace",)
"""MLIR 22 cannot lower a `memref.dealloc` in memory space 1 to LLVM
(`'llvm.call' op operand type mismatch ... '!llvm.ptr<1>'`), so these run
without the deallocation pipeline only."""


def _cases() -> list[object]:
    cases: list[object] = []
    for name in TENSOR_PROGRAMS:
        cases += [
            pytest.param(name, pipeline, id=f"{name}-{pipeline}")
            for pipeline in PIPELINES
            if pipeline == "bufferized" or name not in NO_DEALLOCATION
        ]
    cases += [pytest.param(name, None, id=name) for name in MEMREF_PROGRAMS]
    return cases


def test_the_corpus_has_both_kinds() -> None:
    assert len(TENSOR_PROGRAMS) >= 9
    assert all((USER / f"{name}.mlir").exists() for name in MEMREF_PROGRAMS)


@pytest.mark.parametrize(("name", "pipeline"), _cases())
def test_user_program_runs_as_before_under_every_option_set(
    name: str, pipeline: str | None
) -> None:
    source = (USER / f"{name}.mlir").read_text()
    before = source if pipeline is None else _bufferized(source, PIPELINES[pipeline])
    expected = oracle.run(before)
    assert expected.strip(), "the program prints nothing"
    for label, options in OPTION_SETS.items():
        after = _merged(before, options)
        assert "memref.view" in after, label
        report = check_text(after, before)
        assert report.ok, f"{label}: {report.violations}"
        assert oracle.run(after) == expected, label
