"""`--ownership-based-buffer-deallocation` output through merge-alloc, executed.

MLIR 22's ownership-based deallocation (the first half of
`--buffer-deallocation-pipeline`) frees every buffer with a
`bufferization.dealloc` at the end of the block that owns it, often through
the base buffer of `memref.extract_strided_metadata`, guarded by run-time
ownership flags. merge-alloc reads that op (dialects/bufferization.py)
and leaves every buffer it frees or retains a real allocation: a merged view
handed to it would free the merged buffer, once per view
(docs/lifetimes.md, "Escapes"). Each program is bufferized and deallocated
by `mlir-opt`, merged, then the deallocations are lowered and both versions
run under `mlir-runner`: same output, no double free (glibc aborts on one;
the pass before it knew the op merged these buffers and every program here
died so).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from xdsl.dialects import memref
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.dialects.bufferization import DeallocOp
from merge_alloc.verify import oracle
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context
from tests.e2e.test_lifetimes import merged

PROGRAMS = Path(__file__).parent / "pipelines" / "programs"
OWNERSHIP = Path(__file__).parent / "Inputs" / "ownership"

DEALLOCATE = (
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--ownership-based-buffer-deallocation",
)
"""Bufferization and the first half of the deallocation pipeline."""

LOWER_DEALLOCATIONS = (
    "--bufferization-lower-deallocations",
    "--convert-bufferization-to-memref",
)
"""The second half: `bufferization.dealloc` (and `clone`) to memref ops."""


def _mlir_opt(text: str, *passes: str) -> str:
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


def _root(value: SSAValue) -> SSAValue:
    """The buffer `value` views (through views and base buffers)."""
    while isinstance(value.owner, Operation) and behaviour(value.owner).view_like:
        value = value.owner.operands[0]
    return value


def _freed_views(text: str) -> list[str]:
    """Operands of `bufferization.dealloc` that are views of a merged buffer."""
    parsed = Parser(make_context(), text).parse_module()
    return [
        str(operand)
        for op in parsed.walk()
        if isinstance(op, DeallocOp)
        for operand in (*op.memrefs, *op.retained)
        if isinstance(_root(operand).owner, memref.ViewOp)
    ]


def _same_run(before: str, after: str) -> None:
    lowered = [_mlir_opt(text, *LOWER_DEALLOCATIONS) for text in (before, after)]
    result = oracle.compare(*lowered)
    assert result.equal, result.diff()


@REQUIRES_TOOLS
@pytest.mark.parametrize("program", ["branch", "mlp", "rnn", "while_loop"])
def test_ownership_deallocated_program(program: str) -> None:
    source = (PROGRAMS / f"{program}.mlir").read_text()
    before = _mlir_opt(source, *DEALLOCATE)
    assert "bufferization.dealloc" in before
    after, _ = merged(before)
    _mlir_opt(after)  # MLIR accepts the output
    assert after.count("bufferization.dealloc") == before.count("bufferization.dealloc")
    assert _freed_views(after) == []
    _same_run(before, after)


@REQUIRES_TOOLS
def test_buffers_freed_by_memref_dealloc_still_merge() -> None:
    """Next to a `bufferization.dealloc`, buffers that `memref.dealloc`
    frees are merged as before; the ones the dealloc frees or retains are
    not."""
    before = (OWNERSHIP / "mixed_frees.mlir").read_text()
    after, _ = merged(before)
    for name in ("%a", "%b", "%keep"):
        assert f"{name} = memref.alloc()" in after, name
    for name in ("%c", "%d"):
        assert f"{name} = memref.view" in after, name
    assert _freed_views(after) == []
    _same_run(before, after)
