"""The plan report (JSON), its picture and its Chrome/Perfetto trace."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from merge_alloc.bench.__main__ import main as bench_main
from merge_alloc.cli import run_main
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import get_planner
from merge_alloc.report.__main__ import main as report_main
from merge_alloc.report.export_traces import parse_program
from merge_alloc.report.plan_picture import chrome_trace
from merge_alloc.report.plan_report import (
    PlanReport,
    plan_report,
    plan_report_from_csv,
    read_plan_report,
    write_plan_report,
)
from merge_alloc.source import SourceParser
from tests.ir import make_context, parse

ROOT = Path(__file__).resolve().parent.parent.parent
MLP = ROOT / "examples" / "mlp.mlir"

LOCATED = """
func.func @located() {
  %a = memref.alloc() : memref<16xf32> loc("net.py":3:4)
  "test.use"(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  %0 = memref.alloc() : memref<16xf32>
  "test.use"(%0) : (memref<16xf32>) -> ()
  return
}
"""


def mlp_report() -> PlanReport:
    """What `python -m merge_alloc.report MLP --planner size-first` reports."""
    module = parse_program(MLP.read_text(), str(MLP))
    options = MergeAllocOptions(alignment=64, planner=get_planner("size-first"))
    return plan_report(
        merge_alloc(module, options), 64, source=str(MLP), planner="size-first"
    )


def test_mlp_report_content(tmp_path: Path) -> None:
    path = tmp_path / "plan.json"
    write_plan_report(path, mlp_report())
    document = json.loads(path.read_text())
    assert document["format"] == "merge-alloc-plan/1"
    assert document["planner"] == "size-first" and document["alignment"] == 64
    assert document["totals"] == {
        "arena": 131072,
        "lower_bound": 131072,
        "buffers": 3,
        # Every byte of a call: the merged buffer, nothing left alone; the
        # returned %d0 (128x128xf32) apart.
        "allocated": 131072,
        "allocated_unknown": 0,
        "left_alone": 0,
        "returned": 65536,
    }
    (function,) = document["functions"]
    assert function["name"] == "mlp"
    (scope,) = function["scopes"]
    assert scope["scope"] == "func.func @mlp"
    assert scope["memory_space"] is None
    assert (scope["total"], scope["lower_bound"]) == (131072, 131072)
    rows = [
        (
            b["name"],
            b["type"],
            b["bytes"],
            b["alignment"],
            b["first"],
            b["last"],
            b["offset"],
        )
        for b in scope["buffers"]
    ]
    assert rows == [
        ("%a0", "memref<128x128xf32>", 65536, 64, 4, 13, 0),
        ("%b0", "memref<128x128xf32>", 65536, 64, 11, 20, 65536),
        ("%c0", "memref<128x128xf32>", 65536, 64, 18, 27, 0),
    ]
    assert [b["location"] for b in scope["buffers"]] == [
        f"{MLP}:7:5",
        f"{MLP}:10:5",
        f"{MLP}:13:5",
    ]
    assert all(b["threads"] == 1 for b in scope["buffers"])
    assert document["source"] == str(MLP)
    (left,) = function["left_alone"]
    assert left["name"] == "%d0" and left["kind"] == "escapes"
    assert (left["bytes"], left["returned"]) == (65536, True)
    assert read_plan_report(path) == mlp_report()


def test_source_locations_and_unnamed_allocs() -> None:
    """An explicit `loc(...)` wins over the position in the input; ops of a
    module built without positions have none."""
    module = parse_program(LOCATED, "located.mlir")
    report = plan_report(merge_alloc(module, MergeAllocOptions()), 64)
    ((_, scope),) = report.scopes()
    assert [(b.name, b.location) for b in scope.buffers] == [
        ("%a", "net.py:3:4"),
        ("%b", "located.mlir:5:3"),
        ("%0", "located.mlir:7:3"),
    ]
    unplaced = parse(LOCATED)
    report = plan_report(merge_alloc(unplaced, MergeAllocOptions()), 64)
    ((_, scope),) = report.scopes()
    assert [(b.name, b.location) for b in scope.buffers] == [
        ("%a", "net.py:3:4"),
        ("%b", None),
        ("alloc #2", None),
    ]


def test_report_from_csv_and_offsets() -> None:
    trace = "id,lower,upper,size\nx,0,2,10\ny,1,3,20\n"
    report = plan_report_from_csv(trace, "id,offset\nx,20\ny,0\n", name="toy")
    ((function, scope),) = report.scopes()
    assert function == "toy"
    assert [(b.name, b.offset, b.first, b.last) for b in scope.buffers] == [
        ("x", 20, 0, 1),
        ("y", 0, 1, 2),
    ]
    assert (scope.total, scope.lower_bound) == (30, 30)
    with pytest.raises(ValueError, match="no offset for buffer"):
        plan_report_from_csv(trace, "id,offset\nx,0\n")


def test_picture_is_written(tmp_path: Path) -> None:
    png, svg = tmp_path / "plan.png", tmp_path / "plan.svg"
    report_json = tmp_path / "plan.json"
    assert report_main([str(MLP), "--out", str(png), "--json", str(report_json)]) == 0
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert png.stat().st_size > 10_000
    assert report_main([str(report_json), "--out", str(svg)]) == 0
    text = svg.read_text()
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    assert "%b0" in text and "lower bound 131,072 B" in text


def test_picture_of_a_csv_plan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A plan made by `bench plan` is drawn from the trace and its offsets."""
    trace = tmp_path / "trace.csv"
    trace.write_text("id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\n")
    offsets = tmp_path / "offsets.csv"
    assert bench_main(["plan", str(trace), "--offsets", str(offsets)]) == 0
    out = tmp_path / "plan.svg"
    assert report_main([str(trace), "--offsets", str(offsets), "--out", str(out)]) == 0
    assert "b3" in out.read_text()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    assert run_main("report", report_main, [str(bad), "--out", str(out)]) == 1
    assert capsys.readouterr().err.startswith(
        f"{bad}: error: not a merge-alloc plan report"
    )


def events_of(document: dict[str, Any], phase: str) -> list[dict[str, Any]]:
    return [event for event in document["traceEvents"] if event["ph"] == phase]


def test_chrome_trace(tmp_path: Path) -> None:
    path = tmp_path / "trace.json"
    assert (
        report_main([str(MLP), "--chrome-trace", str(path), "--planner", "size-first"])
        == 0
    )
    document = json.loads(path.read_text())
    assert document == chrome_trace(mlp_report()) | {"otherData": document["otherData"]}
    slices = events_of(document, "X")
    assert sorted(event["name"] for event in slices) == ["%a0", "%b0", "%c0"]
    a0 = next(event for event in slices if event["name"] == "%a0")
    assert (a0["ts"], a0["dur"]) == (5, 10)  # ticks 4..13, shifted by one
    assert a0["args"]["offset"] == 0 and a0["args"]["bytes"] == 65536
    names = {
        (event["pid"], event["tid"]): event["args"]["name"]
        for event in events_of(document, "M")
        if event["name"] == "thread_name"
    }
    assert sorted(names.values()) == ["+0x0", "+0x10000"]
    # One track per start address, and no two slices of a track overlap.
    for track in names:
        spans = sorted(
            (event["ts"], event["ts"] + event["dur"])
            for event in slices
            if (event["pid"], event["tid"]) == track
        )
        assert all(end <= start for (_, end), (start, _) in itertools.pairwise(spans))
    live = [event["args"]["live bytes"] for event in events_of(document, "C")]
    assert max(live) == 131072 and live[-1] == 0
    assert {event["pid"] for event in document["traceEvents"]} == {1}


def test_pass_report_names_its_source(tmp_path: Path) -> None:
    """`merge-alloc{report=...}` records the input file and each buffer's
    position in it (as `xdsl-opt` reads the file with `SourceParser`)."""
    path = tmp_path / "plan.json"
    ctx = make_context()
    module = SourceParser(ctx, MLP.read_text(), "mlp.mlir").parse_module()
    MergeAllocPass(report=str(path)).apply(ctx, module)
    document = json.loads(path.read_text())
    assert document["source"] == "mlp.mlir"
    (scope,) = document["functions"][0]["scopes"]
    assert scope["buffers"][0]["location"] == "mlp.mlir:7:5"


def test_pass_options_alignment_and_planner_are_the_plan_drawn(
    tmp_path: Path,
) -> None:
    """`--pass-options 'alignment=32 planner=naive'` was overridden by the
    command's own `--alignment`/`--planner` defaults (64, best): the report
    showed a plan the pass with those options never makes. It now reports
    what `merge-alloc{alignment=32 planner=naive report=...}` writes."""
    from_command = tmp_path / "command.json"
    options = "alignment=32 planner=naive"
    code = report_main(
        [str(MLP), "--json", str(from_command), "--pass-options", options]
    )
    assert code == 0
    from_pass = tmp_path / "pass.json"
    module = parse_program(MLP.read_text(), str(MLP))
    MergeAllocPass(alignment=32, planner="naive", report=str(from_pass)).apply(
        make_context(), module
    )
    command_document = json.loads(from_command.read_text())
    assert command_document["alignment"] == 32
    assert command_document["planner"] == "naive"
    assert command_document == json.loads(from_pass.read_text())
    flags = tmp_path / "flags.json"
    assert (
        report_main(
            [str(MLP), "--json", str(flags), "--alignment", "32", "--planner", "naive"]
        )
        == 0
    )
    assert json.loads(flags.read_text()) == command_document
