"""Tighter lifetimes, end to end: merged size, plan checker and execution.

Each program in `Inputs/lifetimes/` is merged by the pass (in process), its
plan checked by the independent checker and the merged program executed
against the original with `mlir-runner`. A deliberately bad plan of the loop
case proves that the checker and the oracle would notice sharing there.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from xdsl.dialects import builtin
from xdsl.parser import Parser

from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from merge_alloc.verify.zoo import MODELS
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context

pytestmark = pytest.mark.slow  # executes programs (mlir-runner)

INPUTS = Path(__file__).parent / "Inputs" / "lifetimes"


def merged(text: str, options: MergeAllocOptions | None = None) -> tuple[str, int]:
    """The pass output and the bytes of the merged buffer of `@kernel`
    (`@model` for zoo programs)."""
    module = Parser(make_context(), text).parse_module()
    report = merge_alloc(module, options or MergeAllocOptions())
    module.verify()
    totals = [
        scope.schedule.total
        for scope in report.planned
        if _function_name(scope.trace.scope) in ("kernel", "model")
    ]
    return str(module), sum(totals)


def _function_name(block: object) -> str:
    op = getattr(block, "parent_op")()  # noqa: B009
    while op is not None and not isinstance(op, builtin.ModuleOp):
        name = op.attributes.get("sym_name") or op.properties.get("sym_name")
        if isinstance(name, builtin.StringAttr):
            return name.data
        op = op.parent_op()
    return ""


@pytest.mark.parametrize(
    ("name", "expected"),
    [("two_branches", 1024), ("index_switch", 1024), ("if_in_for", 2048)],
)
def test_exclusive_branches_size_and_plan(name: str, expected: int) -> None:
    before = (INPUTS / f"{name}.mlir").read_text()
    after, total = merged(before)
    assert total == expected
    report = check_text(after, before)
    assert report.ok, report.summary()


@REQUIRES_TOOLS
@pytest.mark.parametrize("name", ["two_branches", "index_switch", "if_in_for"])
def test_exclusive_branches_execute(name: str) -> None:
    before = (INPUTS / f"{name}.mlir").read_text()
    after, _ = merged(before)
    result = oracle.compare(before, after)
    assert result.equal, result.diff()


@REQUIRES_TOOLS
def test_sharing_across_iterations_is_caught() -> None:
    """The loop case at one offset: both the checker and the oracle object,
    so the 2,048 bytes above are needed, not just allowed."""
    before = (INPUTS / "if_in_for.mlir").read_text()
    after, _ = merged(before)
    lines = after.splitlines()
    offset_of_b = next(line for line in lines if "%b = memref.view" in line)
    offset = offset_of_b.split("[", 1)[1].split("]", 1)[0]
    bad = "\n".join(
        line.replace(line.split("[", 1)[1].split("]", 1)[0], offset, 1)
        if "%a = memref.view" in line
        else line
        for line in lines
    )
    assert bad != after
    assert check_text(bad, before).of_kind("overlap")
    assert not oracle.compare(before, bad).equal


def test_reshape_view_size_and_plan() -> None:
    """`memref.reshape`'s result is a view of its source: %a (1 KiB) stays
    live until the load through the view, after %b (1 KiB) is written, so
    they take 2,048 bytes; %b reuses the bytes of the shape buffer, which the
    reshape read before."""
    before = (INPUTS / "reshape_view.mlir").read_text()
    after, total = merged(before)
    assert total == 2048
    report = check_text(after, before)
    assert report.ok, report.summary()


@REQUIRES_TOOLS
def test_reshape_view_executes() -> None:
    before = (INPUTS / "reshape_view.mlir").read_text()
    after, _ = merged(before)
    result = oracle.compare(before, after)
    assert result.equal, result.diff()


@REQUIRES_TOOLS
def test_reshape_view_sharing_is_caught() -> None:
    """%b at %a's offset: the load through the reshape then reads %b's
    values; both the checker and the oracle object."""
    before = (INPUTS / "reshape_view.mlir").read_text()
    after, _ = merged(before)
    lines = after.splitlines()
    offset_of_a = next(line for line in lines if "%a = memref.view" in line)
    offset = offset_of_a.split("[", 1)[1].split("]", 1)[0]
    bad = "\n".join(
        line.replace(line.split("[", 1)[1].split("]", 1)[0], offset, 1)
        if "%b = memref.view" in line
        else line
        for line in lines
    )
    assert bad != after
    assert check_text(bad, before).of_kind("overlap")
    assert not oracle.compare(before, bad).equal


@REQUIRES_TOOLS
def test_bufferized_tensor_reshape() -> None:
    """`tensor.reshape` bufferized by mlir-opt: `memref.reshape` views of the
    buffers of `%a` (4x8 floats) and `%b` (32 floats). `linalg.mul` reads
    `%a` through its view while writing `%b`, so the two take 256 bytes, not
    128; the merged program prints what the original does, and `%b` moved
    onto `%a` is an overlap for the checker. (Executed, that plan happens to
    print the same: an elementwise product in place reads each element
    before writing it. `test_reshape_view_sharing_is_caught` is the plan
    the oracle catches.)"""
    source = (INPUTS / "tensor_reshape.mlir").read_text()
    before = oracle.bufferize(source, generic=False)
    assert before.count("memref.reshape") == 2
    after, total = merged(before)
    assert total == 256
    assert check_text(after, before).ok
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
    lines = after.splitlines()
    views = [line for line in lines if "memref<256xi8> to" in line]
    assert len(views) == 2
    offset = views[0].split("[", 1)[1].split("]", 1)[0]
    moved = views[1].replace(views[1].split("[", 1)[1].split("]", 1)[0], offset, 1)
    bad = "\n".join(moved if line == views[1] else line for line in lines)
    assert bad != after
    assert check_text(bad, before).of_kind("overlap")


def _hoist(memref_ir: str) -> str:
    toolchain = oracle.require_toolchain()
    completed = subprocess.run(
        [str(toolchain.mlir_opt), "--buffer-hoisting"],
        input=memref_ir,
        capture_output=True,
        text=True,
        check=True,
    )
    return completed.stdout


@REQUIRES_TOOLS
@pytest.mark.parametrize("name", ["branchy", "branch", "mlp", "loop"])
def test_buffer_hoisting_gives_the_same_size(name: str) -> None:
    """Real `mlir-opt` output bufferized with and without `--buffer-hoisting`
    (which moves the allocs the branches yield above the `scf.if`) merges
    into the same number of bytes, and both merged programs compute what the
    original does."""
    source = (
        (INPUTS / "branchy.mlir").read_text() if name == "branchy" else MODELS[name]()
    )
    plain = oracle.bufferize(source, generic=False)
    hoisted = _hoist(plain)
    if name in ("branchy", "branch"):
        assert hoisted != plain  # the pass really moved allocs
    plain_after, plain_total = merged(plain)
    hoisted_after, hoisted_total = merged(hoisted)
    assert plain_total == hoisted_total
    for before, after in ((plain, plain_after), (hoisted, hoisted_after)):
        assert check_text(after, before).ok
        result = oracle.compare(before, after)
        assert result.equal, result.diff()


@pytest.mark.parametrize(("name", "expected"), [("bounded_dynamic", 1024)])
def test_bounded_dynamic_size_and_plan(name: str, expected: int) -> None:
    """`memref.alloc(%m)`, `%m = affine.min(%n, 128)` of f32: a 512-byte slot
    (plus the 512 bytes of a static buffer live with it) and a dynamic view."""
    before = (INPUTS / f"{name}.mlir").read_text()
    after, total = merged(before)
    assert total == expected
    assert "%d = memref.view %merged[%off512][%m] : memref<1024xi8> to" in after
    report = check_text(after, before)
    assert report.ok, report.summary()


@REQUIRES_TOOLS
@pytest.mark.parametrize("name", ["bounded_dynamic", "user_bound"])
def test_bounded_dynamic_execute(name: str) -> None:
    """Several sizes below, at and (for affine.min) above the bound."""
    before = (INPUTS / f"{name}.mlir").read_text()
    after, _ = merged(before)
    assert check_text(after, before).ok
    result = oracle.compare(before, after)
    assert result.equal, result.diff()


@REQUIRES_TOOLS
def test_broken_user_bound_stops_the_program() -> None:
    """A size above the user's `merge_alloc.upper_bound` would write into
    other buffers' bytes: the merged program aborts instead."""
    before = (INPUTS / "user_bound.mlir").read_text()
    after, total = merged(before)
    assert total == 256
    oracle.run(after)
    broken = after.replace("%n64 = arith.constant 64", "%n64 = arith.constant 65")
    assert broken != after
    with pytest.raises(oracle.ExecutionError):
        oracle.run(broken)


@REQUIRES_TOOLS
def test_elementwise_chain_fits_one_buffer_in_place() -> None:
    """Eight element-wise ops over 1 MiB tensors (real one-shot-bufferize
    output): 2 MiB merged without in-place reuse, 1 MiB with it; the plan
    passes the checker and computes the same numbers."""
    source = (INPUTS / "chain8.mlir").read_text()
    before = oracle.bufferize(source, generic=False)
    _, plain = merged(before, MergeAllocOptions(inplace=False))
    after, reused = merged(before, MergeAllocOptions(inplace=True))
    assert (plain, reused) == (2 * 2**20, 2**20)
    report = check_text(after, before)
    assert report.ok, report.summary()
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
