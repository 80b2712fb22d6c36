"""Deployment options end to end: the zoo and hand-made programs with calls,
loops, branches, constants and returned buffers, merged with each option,
checked by the plan checker and executed before and after with mlir-runner.

`arena=global` must leave no run-time allocation but those the pass left
alone; `arena=argument` is driven as a C caller would (`with_driver`: one
allocation of exactly `@NAME_workspace_bytes()` bytes, two calls).
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import pytest
from deploy_programs import call_tree, constants_program, control_flow_calls
from deploy_support import Deployed, deploy, runtime_allocations, with_driver

from merge_alloc.deploy.deployment_report import ArenaPlacement
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from merge_alloc.verify.zoo import MODELS

IN_CI = bool(os.environ.get("CI"))
pytestmark = [
    pytest.mark.skipif(
        not IN_CI and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    pytest.mark.slow,  # executes programs (mlir-runner)
]

PROGRAMS = {
    **{f"zoo-{name}": generate for name, generate in MODELS.items()},
    "call-tree": call_tree,
    "control-flow-calls": control_flow_calls,
    "constants": constants_program,
}


@dataclass(frozen=True, slots=True)
class Baseline:
    memref_ir: str
    output: str


def _prepare(name: str) -> Baseline:
    memref_ir = oracle.bufferize(PROGRAMS[name](), generic=False)
    return Baseline(memref_ir, oracle.run(memref_ir))


@pytest.fixture(scope="module")
def baselines() -> dict[str, Baseline]:
    names = list(PROGRAMS)
    with ThreadPoolExecutor(2) as pool:
        return dict(zip(names, pool.map(_prepare, names), strict=True))


def _checked(baseline: Baseline, deployed: Deployed) -> None:
    report = check_text(deployed.text, baseline.memref_ir)
    assert report.ok, "\n".join(str(v) for v in report.violations)


@pytest.mark.parametrize("name", list(PROGRAMS))
@pytest.mark.parametrize("call_tree_option", [False, True], ids=["separate", "tree"])
def test_global_arena_allocates_nothing_at_run_time(
    baselines: dict[str, Baseline], name: str, call_tree_option: bool
) -> None:
    baseline = baselines[name]
    deployed = deploy(baseline.memref_ir, arena="global", call_tree=call_tree_option)
    _checked(baseline, deployed)
    llvm_ir = oracle.lower(deployed.text)
    left_alone = deployed.text.count("memref.alloc(")
    assert runtime_allocations(llvm_ir) == left_alone
    assert left_alone == len(deployed.report.left_alone)
    assert oracle.run_lowered(llvm_ir) == baseline.output


@pytest.mark.parametrize("name", list(PROGRAMS))
@pytest.mark.parametrize("call_tree_option", [False, True], ids=["separate", "tree"])
def test_argument_arena_with_a_c_like_driver(
    baselines: dict[str, Baseline], name: str, call_tree_option: bool
) -> None:
    baseline = baselines[name]
    deployed = deploy(baseline.memref_ir, arena="argument", call_tree=call_tree_option)
    _checked(baseline, deployed)
    assert oracle.run(with_driver(deployed)) == baseline.output * 2


@pytest.mark.parametrize("name", ["zoo-mlp", "zoo-tiled", "zoo-branch", "call-tree"])
def test_returned_buffers_in_the_workspace(
    baselines: dict[str, Baseline], name: str
) -> None:
    """With `call-tree`, the model's returned buffer lives in its block of
    @main's workspace: @main reads it there, and nothing but the driver's
    workspace is allocated at run time."""
    baseline = baselines[name]
    deployed = deploy(
        baseline.memref_ir,
        arena="argument",
        call_tree=True,
        outputs_in_workspace=True,
    )
    _checked(baseline, deployed)
    program = with_driver(deployed)
    assert "memref.alloc()" not in deployed.text
    assert runtime_allocations(oracle.lower(program)) == 1
    assert oracle.run(program) == baseline.output * 2


def test_entry_point_output_read_by_the_caller(
    baselines: dict[str, Baseline],
) -> None:
    """An entry point's returned buffer, placed in its workspace, read by an
    outside caller after the call (and after a second call)."""
    baseline = baselines["zoo-mlp"]
    model_only = baseline.memref_ir
    start = model_only.index("func.func @main(")
    end = model_only.index("\n  }\n", start) + len("\n  }\n")
    model_only = model_only[:start] + model_only[end:]
    deployed = deploy(model_only, arena="argument", outputs_in_workspace=True)
    size, alignment = deployed.workspace("model")
    assert "memref.alloc()" not in deployed.text
    n = 128
    matrix = f"memref<{n}x{n}xf32>"

    def driver(with_workspace: bool) -> str:
        workspace = ", %ws" if with_workspace else ""
        workspace_type = f", memref<{size}xi8>" if with_workspace else ""
        lines = [
            "  func.func @main() {",
            "    %one = arith.constant 0.5 : f32",
            "    %small = arith.constant 0.01 : f32",
            f"    %x = memref.alloc() : {matrix}",
            f"    linalg.fill ins(%one : f32) outs(%x : {matrix})",
        ]
        lines += [
            f"    %w{i} = memref.alloc() : {matrix}\n"
            f"    linalg.fill ins(%small : f32) outs(%w{i} : {matrix})"
            for i in range(4)
        ]
        if with_workspace:
            lines.append(
                f"    %ws = memref.alloc() {{alignment = {alignment} : i64}} : "
                f"memref<{size}xi8>"
            )
        args = "%x, %w0, %w1, %w2, %w3" + workspace
        types = ", ".join([matrix] * 5) + workspace_type
        lines += [
            f"    %r = func.call @model({args}) : ({types}) -> {matrix}",
            f"    %u = memref.cast %r : {matrix} to memref<*xf32>",
            "    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
            f"    %s = func.call @model({args}) : ({types}) -> {matrix}",
            f"    %v = memref.cast %s : {matrix} to memref<*xf32>",
            "    func.call @printMemrefF32(%v) : (memref<*xf32>) -> ()",
            "    func.return",
            "  }",
        ]
        return "\n".join(lines) + "\n"

    def with_main(text: str, main: str) -> str:
        end = text.rstrip().rfind("}")
        return text[:end] + main + text[end:]

    expected = oracle.run(with_main(model_only, driver(False)))
    actual = oracle.run(with_main(deployed.text, driver(True)))
    assert actual == expected
    assert expected.count("data =") == 2


@pytest.mark.parametrize(
    ("inplace", "layer", "separate_main", "tree_main"),
    [(False, 8192, 36864, 16384), (True, 4096, 24576, 12288)],
    ids=["no-inplace", "inplace"],
)
def test_call_tree_workspace_is_the_peak_not_the_sum(
    baselines: dict[str, Baseline],
    inplace: bool,
    layer: int,
    separate_main: int,
    tree_main: int,
) -> None:
    """@main calls three layers with two 4 KiB temporaries each (a chain:
    with in-place reuse the second takes the first's bytes). Separate
    workspaces cost @main's own live inputs plus the three layers' blocks;
    one call tree, @main's inputs plus one layer's block."""
    baseline = baselines["call-tree"]
    separate = deploy(baseline.memref_ir, arena="argument", inplace=inplace)
    tree = deploy(baseline.memref_ir, arena="argument", call_tree=True, inplace=inplace)
    layers = [tree.workspace(f"layer{i}")[0] for i in (1, 2, 3)]
    assert layers == [layer] * 3
    assert separate.workspace("main")[0] == separate_main
    assert tree.workspace("main")[0] == tree_main
    report = tree.report.deployment
    assert report is not None
    assert report.entry_workspaces() == {"main": {"workspace": tree_main}}
    for deployed in (separate, tree):
        assert oracle.run(with_driver(deployed)) == baseline.output * 2


@pytest.mark.parametrize("inplace", [False, True], ids=["no-inplace", "inplace"])
def test_pools_spill_to_the_fallback(
    baselines: dict[str, Baseline], inplace: bool
) -> None:
    """A pool smaller than the peak: buffers overflow to the fallback and the
    two pools together hold exactly the single-pool arena (in-place pairs
    kept in one pool still share bytes)."""
    baseline = baselines["call-tree"]
    single = deploy(baseline.memref_ir, arena="global", call_tree=True, inplace=inplace)
    single_total = sum(a.bytes for a in _arenas(single) if a.function == "main")
    capacities = [c for c in (12288, 8192, 4096) if c < single_total]
    assert len(capacities) >= 2
    for capacity in capacities:
        pooled = deploy(
            baseline.memref_ir,
            arena="global",
            call_tree=True,
            pools=f"sram:{capacity},dram",
            inplace=inplace,
        )
        report = pooled.report.deployment
        assert report is not None
        used = report.pool_bytes()
        assert 0 < used["sram"] <= capacity
        assert used["dram"] > 0
        assert used["sram"] + used["dram"] == single_total
        _checked(baseline, pooled)
        assert oracle.run(pooled.text) == baseline.output


def _arenas(deployed: Deployed) -> list[ArenaPlacement]:
    report = deployed.report.deployment
    assert report is not None
    return list(report.arenas)


@pytest.mark.parametrize("arena", ["alloc", "global"])
def test_constants_packed_into_one_global(
    baselines: dict[str, Baseline], arena: str
) -> None:
    baseline = baselines["constants"]
    deployed = deploy(
        baseline.memref_ir, arena=arena, pack_constants=True, constants_alignment=16
    )
    report = deployed.report.deployment
    assert report is not None and len(report.constants) == 1
    area = report.constants[0]
    assert len(area.constants) == 10
    assert deployed.text.count("constant @") == 1
    offsets = [c.offset for c in area.constants]
    assert offsets == sorted(offsets) and len(set(offsets)) == len(offsets)
    assert oracle.run(deployed.text) == baseline.output


def test_inputs_written_where_the_accessors_say(
    baselines: dict[str, Baseline],
) -> None:
    """`inputs-in-workspace` (with outputs): @model takes only its workspace;
    the caller writes each input into the view `@model_input_K` returns
    before each call (other values the second time) and reads the result
    from the workspace."""
    baseline = baselines["zoo-mlp"]
    model_only = baseline.memref_ir
    start = model_only.index("func.func @main(")
    end = model_only.index("\n  }\n", start) + len("\n  }\n")
    model_only = model_only[:start] + model_only[end:]
    deployed = deploy(
        model_only,
        arena="argument",
        inputs_in_workspace=True,
        outputs_in_workspace=True,
    )
    size, alignment = deployed.workspace("model")
    report = deployed.report.deployment
    assert report is not None
    assert [placed.argument for placed in report.inputs] == [0, 1, 2, 3, 4]
    assert "memref.alloc()" not in deployed.text
    matrix = "memref<128x128xf32>"
    values = (("0.5", "0.01"), ("0.25", "0.02"))

    def fills(run: int, targets: list[str]) -> list[str]:
        x_value, w_value = values[run]
        lines = [
            f"    %x_value{run} = arith.constant {x_value} : f32",
            f"    %w_value{run} = arith.constant {w_value} : f32",
        ]
        for k, target in enumerate(targets):
            value = f"%x_value{run}" if k == 0 else f"%w_value{run}"
            lines.append(
                f"    linalg.fill ins({value} : f32) outs({target} : {matrix})"
            )
        return lines

    def printed(run: int, result: str) -> list[str]:
        return [
            f"    %u{run} = memref.cast {result} : {matrix} to memref<*xf32>",
            f"    func.call @printMemrefF32(%u{run}) : (memref<*xf32>) -> ()",
        ]

    original = ["  func.func @main() {"]
    placed = [
        "  func.func @main() {",
        f"    %ws = memref.alloc() {{alignment = {alignment} : i64}} : "
        f"memref<{size}xi8>",
    ]
    for run in range(2):
        buffers = [f"%in{run}_{k}" for k in range(5)]
        original += [f"    {b} = memref.alloc() : {matrix}" for b in buffers]
        original += fills(run, buffers)
        args = ", ".join(buffers)
        original.append(
            f"    %r{run} = func.call @model({args}) : "
            f"({', '.join([matrix] * 5)}) -> {matrix}"
        )
        original += printed(run, f"%r{run}")
        placed += [
            f"    {b} = func.call @model_input_{k}(%ws) : (memref<{size}xi8>) -> "
            f"{matrix}"
            for k, b in enumerate(buffers)
        ]
        placed += fills(run, buffers)
        placed.append(
            f"    %r{run} = func.call @model(%ws) : (memref<{size}xi8>) -> {matrix}"
        )
        placed += printed(run, f"%r{run}")
    original += ["    func.return", "  }"]
    placed += ["    func.return", "  }"]

    def with_main(text: str, main: list[str]) -> str:
        end = text.rstrip().rfind("}")
        return text[:end] + "\n".join(main) + "\n" + text[end:]

    expected = oracle.run(with_main(model_only, original))
    actual = oracle.run(with_main(deployed.text, placed))
    assert actual == expected
    first, second = expected.split("Unranked")[1:]
    assert first != second
