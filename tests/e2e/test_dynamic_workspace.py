"""`arena=argument` with symbolic offsets (docs/dynamic-shapes.md): the
workspace argument is a `memref<?xi8>` and `@forward_workspace_bytes` takes
the function's dynamic sizes.

`Inputs/dynamic_rows.mlir`'s `@forward` (rows of `?x16` through matmuls) is
compiled alone with `--dim-bound 0:0=128` and `arena=argument`, then put in
place of the unmerged program's `@forward`, whose `@main` calls it at 1, 17
and 128 rows, each call sizing its workspace with the size function
(`sized_workspaces_caller`, what a C caller does). Both programs print the
same under `MALLOC_PERTURB_=165`, and the size function, executed, returns
at each length the arena the same function compiled with `arena=alloc`
allocates there (the plan checker's reading of that program,
`check_sampled`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.dialects import func

from merge_alloc.compile.dim_bounds import DimBound
from merge_alloc.compile.pipeline import (
    bufferize_variant,
    candidate_variants,
    compile_model,
)
from merge_alloc.deploy.workspace_driver import sized_workspaces_caller
from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify import oracle
from merge_alloc.verify.check.checker import check_sampled
from merge_alloc.verify.check.structure import parse_module
from tests.e2e.e2e_support import REQUIRES_TOOLS
from tests.e2e.test_dynamic_bounds import ENCODER, ENCODER_ARENAS

PROGRAM = Path(__file__).parent / "Inputs" / "dynamic_rows.mlir"
VARIANT = "generalize-first"
LENGTHS = (1, 17, 128)


def forward_only(source: str) -> str:
    """The module with `@forward` alone: compiled with its callers, it would
    be a function the module calls, whose workspace is a block of its
    callers' arena at the bound (docs/dynamic-shapes.md)."""
    return source[: source.index("  func.func private @printMemrefF32")] + "}\n"


def size_function_answers(
    deployed: str, name: str, lengths: tuple[int, ...]
) -> list[int]:
    """What `@name` (one `index` parameter) returns at each length, executed
    by `mlir-runner` (`vector.print`)."""
    (function,) = re.findall(
        rf"  func\.func @{name}\(.*?\n  \}}\n", deployed, flags=re.DOTALL
    )
    calls = "".join(
        f"    %n{i} = arith.constant {length} : index\n"
        f"    %b{i} = func.call @{name}(%n{i}) : (index) -> index\n"
        f"    vector.print %b{i} : index\n"
        for i, length in enumerate(lengths)
    )
    program = (
        "builtin.module {\n"
        + function
        + "  func.func @main() {\n"
        + calls
        + "    func.return\n  }\n}\n"
    )
    return [int(line) for line in oracle.run(program).split()]


@REQUIRES_TOOLS
def test_workspace_argument_follows_the_rows_and_is_sized_exactly() -> None:
    source = PROGRAM.read_text()
    variants = candidate_variants(VARIANT)
    bound = [DimBound.parse("0:0=128")]
    deployed = compile_model(
        forward_only(source),
        name=str(PROGRAM),
        variants=variants,
        jobs=1,
        dim_bounds=bound,
        options=MergeAllocOptions(arena="argument"),
    )
    assert "%workspace: memref<?xi8>" in deployed.text, deployed.text
    assert "func.func @forward_workspace_bytes(%arg0_dim0: index) -> index" in (
        deployed.text
    )
    assert "dynamic_sizes = [array<i64: 0, 0>]" in deployed.text
    # No merged alloc left: the caller's workspace is the arena.
    assert "%merged" not in deployed.text

    before = bufferize_variant(source, variants[0], name=str(PROGRAM))
    program = parse_module(before)
    (function,) = [
        op
        for op in parse_module(deployed.text).ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "forward"
    ]
    sized_workspaces_caller(program, function)
    after = str(program)
    assert after.count("func.call @forward_workspace_bytes") == 1
    outcome = oracle.compare(before, after, perturb=165)
    for rows in LENGTHS:
        assert f"sizes = [{rows}, 16]" in outcome.before
    assert outcome.equal, outcome.diff()

    allocated = compile_model(
        forward_only(source),
        name=str(PROGRAM),
        variants=variants,
        jobs=1,
        dim_bounds=bound,
    )
    planned = check_sampled(
        parse_module(allocated.text),
        {"forward": [{(0, 0): rows} for rows in LENGTHS]},
    )
    expected = [report.arena for report in planned]
    answers = size_function_answers(deployed.text, "forward_workspace_bytes", LENGTHS)
    assert answers == expected == [64 * 2 * rows for rows in LENGTHS]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"arena": "global"}, "a global has one size, fixed at compile time"),
        (
            {"arena": "argument", "call_tree": True},
            "needs arena=alloc or arena=argument without 'call-tree'",
        ),
        (
            {"arena": "argument", "shared_arena": True},
            "without 'shared-arena'",
        ),
    ],
)
def test_symbolic_offsets_refuse_a_workspace_sized_at_compile_time(
    options: dict[str, object], message: str
) -> None:
    with pytest.raises(MergeAllocOptionError, match=re.escape(message)) as error:
        MergeAllocOptions(symbolic_offsets=True, **options)  # pyright: ignore[reportArgumentType]
    assert "\n" not in str(error.value)


def test_pack_constants_and_argument_are_allowed() -> None:
    options = MergeAllocOptions(
        symbolic_offsets=True, arena="argument", pack_constants=True
    )
    assert options.symbolic_offsets


@REQUIRES_TOOLS
def test_encoder_workspace_size_function_is_the_arena_at_each_length() -> None:
    """The exported encoder with `arena=argument`: its size function,
    executed, returns the arena the `arena=alloc` compile allocates at 1, 17,
    128 and 512 tokens (`ENCODER_ARENAS`, the plan checker's reading), and
    publishes the one at the bound as `bytes`."""
    deployed = compile_model(
        ENCODER.read_text(),
        name=str(ENCODER),
        variants=candidate_variants("fills"),
        jobs=1,
        dim_bounds=[DimBound.parse("24:1=512")],
        options=MergeAllocOptions(arena="argument"),
    )
    lengths = tuple(ENCODER_ARENAS)
    answers = size_function_answers(deployed.text, "forward_workspace_bytes", lengths)
    assert answers == [ENCODER_ARENAS[length] for length in lengths]
    assert (
        f"workspace = {{bytes = {ENCODER_ARENAS[512]} : i64, alignment = 64 : i64, "
        "dynamic_sizes = [array<i64: 24, 1>]}"
    ) in deployed.text
