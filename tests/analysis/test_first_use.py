"""Lifetimes start at the first use: where an alloc sits does not matter.

Moving every static `memref.alloc` to the start of its block and out of the
branch ops around it (what `--buffer-hoisting` or a hoisted `tensor.empty`
does, and further) must not change which buffers conflict, nor the size of
the merged buffers. (With the reference's widening of branch ops, a buffer
allocated outside an `scf.if` and used in one region conflicted with
everything in the other.)
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest
from hypothesis import given, settings
from xdsl.dialects import builtin, func, memref, scf
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS, Program
from merge_alloc.verify.fuzz.run import parse
from merge_alloc.verify.fuzz.shapes import shape_programs
from tests.quiet import pass_warnings_silenced


@pytest.fixture(autouse=True)
def _quiet_pass() -> Iterator[None]:
    with pass_warnings_silenced():
        yield


def _hoist_all(module: builtin.ModuleOp) -> None:
    """Every alloc without operands to the start of its block, and out of
    every `scf.if`/`scf.index_switch` around it (never out of a loop: that
    would change the program), keeping their order."""
    for op in list(module.walk()):
        block = op.parent_block()
        if not isinstance(op, memref.AllocOp) or op.operands or block is None:
            continue
        while isinstance(block.parent_op(), scf.IfOp | scf.IndexSwitchOp):
            parent = block.parent_op()
            assert parent is not None and parent.parent_block() is not None
            block = parent.parent_block()
            assert block is not None
        op.detach()
        first = block.first_op
        while first is not None and isinstance(first, memref.AllocOp):
            first = first.next_op
        point = InsertPoint.before(first) if first else InsertPoint.at_end(block)
        Rewriter.insert_op(op, point)


def _conflicts(module: builtin.ModuleOp) -> set[tuple[str, str]]:
    """Pairs of allocs (by name) whose planned lifetimes overlap."""
    pairs: set[tuple[str, str]] = set()
    options = MergeAllocOptions()
    for function in module.walk():
        if not isinstance(function, func.FuncOp) or not function.body.blocks:
            continue
        trace = collect_ticks(function, BufferAliases(function), options)
        for scope in trace.traces:
            for a, b in combinations(scope.buffers, 2):
                if a.first <= b.last and b.first <= a.last:
                    names = sorted(
                        (a.alloc.memref.name_hint or "", b.alloc.memref.name_hint or "")
                    )
                    pairs.add((names[0], names[1]))
    return pairs


def _total(module: builtin.ModuleOp) -> int:
    report = merge_alloc(module, MergeAllocOptions())
    return sum(scope.schedule.total for scope in report.planned)


@pytest.mark.slow
@settings(
    max_examples=60,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=RELAXED_HEALTH_CHECKS,
)
@given(shape_programs("exec"))
def test_hoisting_allocs_changes_nothing(program: Program) -> None:
    plain = parse(program.text)
    hoisted = parse(program.text)
    _hoist_all(hoisted)
    hoisted.verify()
    assert _conflicts(plain) == _conflicts(hoisted)
    assert _total(plain) == _total(hoisted)
