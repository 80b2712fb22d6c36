"""Helpers shared by the end-to-end tests (oracle, zoo, pass, plan checker)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle

IN_CI = bool(os.environ.get("CI"))
"""CI installs MLIR 22, so there a missing toolchain must fail the tests (with
`ToolchainNotFound`) instead of silently skipping them."""

REQUIRES_TOOLS = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed",
)
"""Apply to every test that runs `mlir-opt` or `mlir-runner`."""


def planner_names() -> tuple[str, ...]:
    """Every registered planner (read at collection time)."""
    return tuple(PLANNERS)


def make_context() -> Context:
    """An xDSL context with every dialect and merge-alloc's extensions."""
    ctx = Context()
    register_dialects(ctx)
    return ctx


def xdsl_roundtrip(text: str) -> str:
    """Parse and verify `text` with xDSL, return xDSL's printout."""
    ctx = make_context()
    module = Parser(ctx, text).parse_module()
    module.verify()
    return str(module)


def run_pass(memref_ir: str, planner: str) -> str:
    """merge-alloc with `planner` on `memref_ir` (in-process, xDSL API)."""
    ctx = make_context()
    module = Parser(ctx, memref_ir).parse_module()
    MergeAllocPass(planner=planner).apply(ctx, module)
    module.verify()
    return str(module)


def run_checker(before: Path, after: Path, timeout: float = 120.0) -> tuple[int, str]:
    """`python -m merge_alloc.verify.check before after`: (exit code, combined
    output)."""
    completed = subprocess.run(
        [sys.executable, "-m", "merge_alloc.verify.check", str(before), str(after)],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    return completed.returncode, completed.stdout + completed.stderr


# -- hand-made merges for testing the oracle itself ---------------------------

_ALLOC = re.compile(
    r"^(?P<indent>[ \t]*)(?P<name>%[\w$.-]+) = memref\.alloc\(\) "
    r"\{alignment = (?P<align>\d+) : i64\} : memref<(?P<shape>[0-9x]+)xf32>$",
    re.MULTILINE,
)


@dataclass(frozen=True, slots=True)
class AllocLine:
    """One `memref.alloc` of a static f32 shape, as printed by `mlir-opt`."""

    name: str
    shape: tuple[int, ...]
    start: int
    end: int
    indent: str

    @property
    def bytes(self) -> int:
        count = 1
        for extent in self.shape:
            count *= extent
        return 4 * count

    @property
    def type(self) -> str:
        return f"memref<{'x'.join(map(str, self.shape))}xf32>"


def function_span(ir: str, function: str) -> tuple[int, int]:
    """Character range of `func.func @function` up to the next function."""
    start = ir.index(f"func.func @{function}(")
    following = ir.find("func.func ", start + 1)
    return start, len(ir) if following < 0 else following


def allocs_in(ir: str, function: str = "model") -> list[AllocLine]:
    """The static f32 allocs of one function, in program order (custom form)."""
    start, end = function_span(ir, function)
    return [
        AllocLine(
            m.group("name"),
            tuple(int(x) for x in m.group("shape").split("x")),
            m.start(),
            m.end(),
            m.group("indent"),
        )
        for m in _ALLOC.finditer(ir, start, end)
    ]


def overlap_allocs(
    ir: str, first: int, second: int, shift: int = 0, function: str = "model"
) -> str:
    """Merge allocs number `first` and `second` of `function` by hand.

    Both become `memref.view`s of one i8 buffer: `first` at byte 0, `second`
    at byte `shift`. Whether this is a correct merge depends on the lifetimes:
    the tests use it to make known-good and known-bad merges.
    """
    allocs = allocs_in(ir, function)
    a, b = allocs[first], allocs[second]
    if a.start > b.start:
        raise ValueError("`first` must come before `second` in the text")
    arena = max(a.bytes, shift + b.bytes)
    arena_type = f"memref<{arena}xi8>"
    first_text = (
        f"{a.indent}%ovl_arena = memref.alloc() {{alignment = 64 : i64}} : "
        f"{arena_type}\n"
        f"{a.indent}%ovl_zero = arith.constant 0 : index\n"
        f"{a.indent}{a.name} = memref.view %ovl_arena[%ovl_zero][] : "
        f"{arena_type} to {a.type}"
    )
    second_text = (
        f"{b.indent}%ovl_shift = arith.constant {shift} : index\n"
        f"{b.indent}{b.name} = memref.view %ovl_arena[%ovl_shift][] : "
        f"{arena_type} to {b.type}"
    )
    return ir[: a.start] + first_text + ir[a.end : b.start] + second_text + ir[b.end :]


T = TypeVar("T")
R = TypeVar("R")


def map_parallel(fn: Callable[[T], R], items: Sequence[T], workers: int = 2) -> list[R]:
    """`[fn(x) for x in items]` on threads: the work is in subprocesses, so
    two threads keep both cores busy."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(fn, items))
