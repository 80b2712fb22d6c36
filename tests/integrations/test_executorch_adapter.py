"""merge-alloc as an ExecuTorch memory-planning algorithm, without ExecuTorch.

`merge_alloc.integrations.executorch` reads and writes ExecuTorch's
`TensorSpec`s only through their attributes, so these tests drive it with
stand-ins (`fake_specs.FakeSpec`) and check every placement pair by pair:
on ExecuTorch's own planning problems of the committed models
(`benchmarks/traces/executorch/`, never larger than ExecuTorch 1.5.1's
greedy), and on small cases for alignment, storage-backed specs, memory
ids, pools and the submodules' reserved bytes. The run inside ExecuTorch
itself is `benchmarks/models/executorch_planner.py`, whose committed results
`test_committed_executorch_results_are_consistent` checks.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from merge_alloc.integrations.executorch import (
    PoolOverflowError,
    SpecPlanningError,
    merge_alloc_algo,
)
from merge_alloc.planning import MemorySchedule, PlanningProblem, naive
from tests.integrations.fake_specs import FakeGraphModule, FakeSpec, placement_errors

EXPORT = Path(__file__).parents[2] / "benchmarks" / "traces" / "executorch"
ARENAS: dict[str, dict[str, int]] = json.loads((EXPORT / "arenas.json").read_text())[
    "models"
]
BELOW_GREEDY = (
    "bert_encoder_128",
    "darts_cells",
    "densenet_blocks",
    "dilated_conv1d",
    "gpt2_2blocks",
    "gru",
    "mobilenet_v3_se",
    "randwire_ws",
    "vit_tiny_contiguous",
)
"""Models where ExecuTorch's greedy is above the lower bound (peak live
bytes) of its own problem; the default planner is at it on every model."""


def _model_specs(model: str) -> list[FakeSpec]:
    rows = csv.DictReader(io.StringIO((EXPORT / f"{model}.csv").read_text()))
    return [
        FakeSpec(int(row["size"]), [int(row["lower"]), int(row["upper"]) - 1])
        for row in rows
    ]


def test_the_module_imports_without_executorch_or_torch() -> None:
    """Importing and calling the algorithm touches neither package: a fresh
    interpreter that refuses to import them plans a spec."""
    script = """
import sys
from importlib.abc import MetaPathFinder

class Refuse(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("executorch", "torch"):
            raise ImportError(f"refused: {name}")
        return None

sys.meta_path.insert(0, Refuse())
from merge_alloc.integrations.executorch import merge_alloc_algo
from tests.integrations.fake_specs import FakeSpec
print(merge_alloc_algo()(16, [FakeSpec(40, [0, 1])], None, None, 0))
"""
    root = Path(__file__).parents[2]
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[0, 48]"


@pytest.mark.parametrize("model", sorted(ARENAS))
def test_never_larger_than_executorch_greedy_on_its_problems(model: str) -> None:
    specs = _model_specs(model)
    alignment = ARENAS[model]["alignment"]
    result = merge_alloc_algo()(alignment, specs, None, None, 0)
    assert placement_errors(specs, result) == []
    assert len(result) == 2 and result[0] == 0
    assert result.bufsizes == list(result)
    assert result[1] <= ARENAS[model]["arena"]
    assert result[1] == result.plan.lower_bound(1)
    assert (result[1] < ARENAS[model]["arena"]) == (model in BELOW_GREEDY)


def test_placements_are_written_and_reported_alike() -> None:
    specs = _model_specs("gru")
    result = merge_alloc_algo("greedy-by-size")(16, specs, None, None, 0)
    assert set(result.spec_dict) == set(specs)
    for spec, placement in result.spec_dict.items():
        assert (spec.mem_id, spec.mem_offset, spec.mem_obj_id) == (
            placement.mem_id,
            placement.mem_offset,
            placement.mem_obj_id,
        )


def test_alignment_rounds_sizes_and_offsets_and_padding_is_added() -> None:
    specs = [
        FakeSpec(40, [0, 2]),
        FakeSpec(8, [1, 3]),
        FakeSpec(100, [2, 4]),
        FakeSpec(1, [5, 5]),
    ]
    result = merge_alloc_algo()(64, specs, None, None, 32)
    assert [spec.alignment for spec in specs] == [64] * 4
    assert [spec.allocated_memory for spec in specs] == [64, 64, 128, 64]
    assert all(
        spec.mem_offset is not None and spec.mem_offset % 64 == 0 for spec in specs
    )
    assert placement_errors(specs, result) == []
    # Peak: 64 + 64 + 128 live at node 2; ExecuTorch adds the padding after.
    assert result == [0, 256 + 32]


def test_submodule_bytes_are_kept_free_at_the_start() -> None:
    specs = [FakeSpec(64, [0, 1]), FakeSpec(64, [1, 2]), FakeSpec(32, [0, 0], 2)]
    module = FakeGraphModule([0, 100, 48])
    result = merge_alloc_algo()(16, specs, module, None, 0)
    assert placement_errors(specs, result) == []
    assert min(s.mem_offset or 0 for s in specs[:2]) == 112  # 100 rounded up
    assert specs[2].mem_offset == 48
    assert result == [0, 112 + 128, 48 + 32]


def test_each_memory_id_is_planned_alone() -> None:
    specs = [
        FakeSpec(256, [0, 4]),
        FakeSpec(256, [0, 4], mem_id=2),
        FakeSpec(128, [0, 4], mem_id=3),
        FakeSpec(128, [5, 6], mem_id=3),
    ]
    result = merge_alloc_algo()(16, specs, None, None, 0)
    assert result == [0, 256, 256, 128]
    assert [spec.mem_id for spec in specs] == [1, 2, 3, 3]
    assert specs[2].mem_offset == specs[3].mem_offset == 0
    assert placement_errors(specs, result) == []


def test_a_storage_backed_spec_lives_in_its_base() -> None:
    base = FakeSpec(256, [0, 3], mem_id=2)
    inner = FakeSpec(128, [2, 6], storage_base=base, storage_base_offset=64)
    innermost = FakeSpec(32, [6, 8], storage_base=inner, storage_base_offset=32)
    later = FakeSpec(256, [5, 9], mem_id=2)
    specs = [innermost, later, inner, base]
    result = merge_alloc_algo()(16, specs, None, None, 0)
    assert base.mem_offset is not None
    assert inner.mem_offset == base.mem_offset + 64
    assert innermost.mem_offset == base.mem_offset + 96
    assert inner.mem_id == innermost.mem_id == 2
    assert inner.mem_obj_id == innermost.mem_obj_id == base.mem_obj_id
    # `later` is live with `inner` and `innermost`, so it may not take the
    # base's bytes although the base's own lifetime ends before it starts.
    assert placement_errors(specs, result) == []
    assert result == [0, 0, 512]


@pytest.mark.parametrize(
    ("offset", "nbytes", "message"),
    [
        (8, 64, "not a multiple of the alignment 16"),
        (192, 128, "do not fit in its base of 256 bytes"),
        (-16, 64, "is negative"),
    ],
)
def test_a_storage_backed_spec_must_fit_its_base_aligned(
    offset: int, nbytes: int, message: str
) -> None:
    base = FakeSpec(256, [0, 3])
    inner = FakeSpec(nbytes, [1, 2], storage_base=base, storage_base_offset=offset)
    with pytest.raises(SpecPlanningError, match=message):
        merge_alloc_algo()(16, [base, inner], None, None, 0)


def test_a_base_outside_the_specs_is_an_error() -> None:
    base = FakeSpec(256, [0, 3])
    inner = FakeSpec(64, [1, 2], storage_base=base)
    with pytest.raises(SpecPlanningError, match="leaves the specs given"):
        merge_alloc_algo()(16, [inner], None, None, 0)


def test_pools_are_respected() -> None:
    specs = [FakeSpec(1024, [0, 1]), FakeSpec(1024, [1, 2]), FakeSpec(64, [0, 2], 2)]
    result = merge_alloc_algo(capacities={1: 2048, 2: 64})(16, specs, None, None, 0)
    assert result == [0, 2048, 64]
    with pytest.raises(PoolOverflowError) as raised:
        merge_alloc_algo(capacities={1: 2000})(16, specs, None, None, 0)
    assert str(raised.value) == "mem_id 1 needs 2048 bytes but its pool holds 2000"


def test_a_planner_by_name_or_callable_and_its_mistakes() -> None:
    specs = [FakeSpec(64, [0, 1]), FakeSpec(64, [2, 3])]
    assert merge_alloc_algo(naive)(16, specs, None, None, 0) == [0, 128]
    assert (
        merge_alloc_algo("search", plan_seconds=0.05).__name__ == "merge_alloc_search"
    )
    with pytest.raises(SpecPlanningError, match="unknown planner 'nope'"):
        merge_alloc_algo("nope")
    with pytest.raises(SpecPlanningError, match="takes no time budget"):
        merge_alloc_algo("best", plan_seconds=1.0)

    def overlapping(problem: PlanningProblem) -> MemorySchedule:
        return MemorySchedule(64, {buffer.id: 0 for buffer in problem.buffers})

    overlap = [FakeSpec(64, [0, 2]), FakeSpec(64, [1, 3])]
    with pytest.raises(SpecPlanningError, match="the planner's plan is invalid"):
        merge_alloc_algo(overlapping)(16, overlap, None, None, 0)


def test_a_spec_without_lifetime_is_an_error() -> None:
    with pytest.raises(SpecPlanningError, match="has no lifetime"):
        merge_alloc_algo()(16, [FakeSpec(64, [None, None])], None, None, 0)


def test_no_specs_gives_greedy_s_two_empty_buffers() -> None:
    assert merge_alloc_algo()(16, [], None, None, 0) == [0, 0]


def test_committed_executorch_results_are_consistent() -> None:
    """`executorch_planner.py` ran every committed model through ExecuTorch
    1.5.1 with its greedy and with merge-alloc's `best`: ours is never
    larger, both programs gave identical outputs, and greedy's arena is the
    one `export_executorch_traces.py` recorded."""
    document = json.loads((EXPORT / "merge_alloc_planner.json").read_text())
    results: dict[str, dict[str, object]] = document["models"]
    assert sorted(results) == sorted(ARENAS)
    for model, row in results.items():
        greedy, ours, bound = (
            row["greedy_arena"],
            row["merge_alloc_arena"],
            row["lower_bound"],
        )
        assert isinstance(greedy, int) and isinstance(ours, int)
        assert isinstance(bound, int)
        assert bound <= ours <= greedy, model
        assert greedy == ARENAS[model]["arena"], model
        assert row["outputs_identical"] is True, model
        assert row["plans_valid"] is True, model
    # The controls: the suite keeps our plan, pools are enforced, and a
    # wrong plan is caught both by the validation and by the outputs.
    controls = document["controls"]
    model = controls["model"]
    assert controls["suite_arena"] == results[model]["merge_alloc_arena"]
    assert controls["suite_plan_valid"] is True
    assert controls["suite_outputs_identical"] is True
    assert controls["pool_one_alignment_too_small"].startswith("mem_id 1 needs ")
    assert controls["pool_exactly_enough_arena"] == controls["suite_arena"]
    assert controls["wrong_plan_rejected"] is True
    assert controls["wrong_plan_outputs_differ"] is True
    # Every other spec moved to memory 2: both memories planned, each never
    # larger than greedy's, and the program still computes the same.
    split = controls["two_memories"]
    ours, greedy = split["merge_alloc_buffer_sizes"], split["greedy_buffer_sizes"]
    assert len(ours) == len(greedy) == 3
    pairs = zip(ours[1:], greedy[1:], strict=True)
    assert all(0 < mine <= theirs for mine, theirs in pairs)
    for who in ("greedy", "merge_alloc"):
        assert split[f"{who}_plan_valid"] is True
        assert split[f"{who}_outputs_identical"] is True
    # Elementwise results stored in their inputs (storage_base), as a backend
    # marks them: both planners placed the same storage-backed specs, both
    # plans are valid, and the two programs compute the same.
    shared = controls["storage_backed"]
    assert shared["merge_alloc_storage_backed_specs"] > 0
    assert (
        shared["merge_alloc_storage_backed_specs"]
        == shared["greedy_storage_backed_specs"]
    )
    assert shared["greedy_plan_valid"] is True
    assert shared["merge_alloc_plan_valid"] is True
    assert shared["outputs_identical"] is True
    assert shared["merge_alloc_buffer_sizes"][1] <= shared["greedy_buffer_sizes"][1]
