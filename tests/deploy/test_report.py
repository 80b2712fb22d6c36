"""The plan report and picture of a deployment run: pools, arenas per entry
point, the constants area."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from deploy_support import deploy

from merge_alloc.compile.steps import arena_bytes
from merge_alloc.report.plan_picture import deployment_rows
from merge_alloc.report.plan_report import PlanReport, plan_report

FILECHECK = Path(__file__).parent.parent / "filecheck" / "deploy"


def test_report_of_a_pooled_call_tree() -> None:
    source = (FILECHECK / "call_tree.mlir").read_text()
    deployed = deploy(source, arena="global", call_tree=True, pools="sram:12k,dram")
    document = plan_report(deployed.report, 64).to_json()
    deployment = document["deployment"]
    assert deployment["arena"] == "global" and deployment["call_tree"]
    assert deployment["entry_points"] == [
        {"name": "main", "workspaces": {"sram": 12288, "dram": 4096}}
    ]
    assert [(p["name"], p["capacity"], p["used"]) for p in deployment["pools"]] == [
        ("sram", 12288, 12288),
        ("dram", None, 4096),
    ]
    scopes = {
        (function["name"], scope["pool"]): scope["arena"]
        for function in document["functions"]
        for scope in function["scopes"]
    }
    assert scopes[("main", "sram")] == "global @__merge_alloc_main_sram"
    assert scopes[("main", "dram")] == "global @__merge_alloc_main_dram"
    assert scopes[("layer1", "sram")] == "argument %sram"
    again = PlanReport.from_json(json.loads(json.dumps(document)))
    assert again.to_json() == document
    rows = deployment_rows(deployment)
    assert [label for label, _ in rows] == [
        "@main workspaces",
        "pool sram",
        "pool dram",
    ]


def test_report_of_constants_and_lifted_arenas() -> None:
    source = (FILECHECK / "constants.mlir").read_text()
    deployed = deploy(source, pack_constants=True, constants_alignment=16)
    deployment = plan_report(deployed.report, 64).to_json()["deployment"]
    (area,) = deployment["constants"]
    assert area["symbol"] == "__merge_alloc_constants" and area["bytes"] == 72
    assert [(c["name"], c["offset"], c["bytes"]) for c in area["constants"]] == [
        ("@f32", 0, 8),
        ("@i1", 16, 3),
        ("@i16", 32, 4),
        ("@bf16", 48, 4),
        ("@f64", 64, 8),
    ]
    nested = deploy((FILECHECK / "nested_arenas.mlir").read_text(), arena="global")
    arenas = [
        scope["arena"]
        for function in plan_report(nested.report, 64).to_json()["functions"]
        for scope in function["scopes"]
    ]
    assert arenas.count("block of the function's arena") == 2
    assert "global @__merge_alloc_static_workspace" in arenas


@pytest.mark.slow
def test_picture_has_a_deployment_panel(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from merge_alloc.report.plan_picture import draw_plan

    source = (FILECHECK / "call_tree.mlir").read_text()
    deployed = deploy(source, arena="argument", call_tree=True, pools="sram:8k,dram")
    out = tmp_path / "plan.png"
    drawn = draw_plan(plan_report(deployed.report, 64), out)
    assert out.stat().st_size > 0
    assert len(drawn) == len(deployed.report.planned)


def test_pool_bytes_count_every_global_and_each_block_once() -> None:
    """Without `call-tree`, `arena=global` gives each layer a global of its
    own (4 x 8 KiB in sram): a pool's `used` is all of them, not only the
    entry point's. With `call-tree` a layer's workspace is a block of
    @main's arena, counted once with it (`merge_alloc.compile`'s arena is
    the same sum)."""
    source = (FILECHECK / "call_tree.mlir").read_text()
    separate = deploy(source, arena="global", pools="sram:12k,dram")
    report = separate.report.deployment
    assert report is not None
    assert sorted(a.symbol or "" for a in report.arenas) == [
        "__merge_alloc_layer1_sram",
        "__merge_alloc_layer2_sram",
        "__merge_alloc_layer3_sram",
        "__merge_alloc_main_sram",
    ]
    assert report.pool_bytes() == {"sram": 4 * 8192, "dram": 0}
    assert arena_bytes(separate.report) == 4 * 8192
    tree = deploy(source, arena="global", call_tree=True, pools="sram:12k,dram")
    assert arena_bytes(tree.report) == 12288 + 4096
    blocks = deploy(source, arena="argument")
    assert arena_bytes(blocks.report) == 32768


def test_shared_argument_arena_is_one_buffer() -> None:
    """`shared-arena` with `arena=argument`: every entry point publishes the
    largest size and the caller allocates one buffer for all of them."""
    small = """
func.func @small() {
  %t = memref.alloc() : memref<64xf32>
  %u = memref.alloc() : memref<64xf32>
  "test.use"(%t, %u) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}
"""
    source = (FILECHECK / "call_tree.mlir").read_text() + small
    deployed = deploy(source, arena="argument", shared_arena=True)
    report = deployed.report.deployment
    assert report is not None
    entries = sorted((a.function, a.bytes) for a in report.arenas if a.entry)
    assert entries == [("main", 32768), ("small", 32768)]
    assert report.static_bytes() == 32768
    assert arena_bytes(deployed.report) == 32768
