"""Export ExecuTorch's own memory-planning problem for every corpus model.

ExecuTorch plans a model's activations from the lifetimes of its
`TensorSpec`s (graph node indices, inclusive) and their aligned byte sizes.
Giving our planners exactly that problem separates the two questions the
model benchmark mixes: how good the lifetimes are (pipeline and
bufferization) and how good the planner is. For each model of
`export_models.py` (same constructors, same inputs) this writes

* `benchmarks/traces/executorch/MODEL.csv`: `id,lower,upper,size,offset`,
  one row per memory-planned tensor of the activation arena (`mem_id` 1);
  lifetimes half-open (`upper = last + 1`), `size` the bytes ExecuTorch
  reserves (`allocated_memory`, already aligned), `offset` where its greedy
  planner put it;
* `benchmarks/traces/executorch/arenas.json`: per model the arena
  (`execution_plan[0].non_const_buffer_sizes`; ExecuTorch's default plans
  the graph input and outputs in it), the arena planned again with
  `alloc_graph_input=False, alloc_graph_output=False` (`arena_without_io`),
  the alignment, the tensor count, and the versions used.

Tensors sharing one `TensorSpec` (in-place ops, views ExecuTorch aliases)
are one row; a spec stored inside another (`storage_base`) is part of its
base, whose lifetime ExecuTorch already extended over it. The offsets are
checked to be a valid plan of the written lifetimes, and their highest end
to equal the arena.

Needs torch, torchvision and executorch beside merge-alloc (a separate
environment, not the test one), from the repository root::

    python -m venv executorch-env
    executorch-env/bin/pip install -e . executorch==1.5.1 \
        torch==2.15.0 torchvision==0.29.2
    executorch-env/bin/python benchmarks/models/export_executorch_traces.py
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Any

import torch
from executorch.exir import (  # type: ignore[import-not-found]
    ExecutorchBackendConfig,
    memory,
    to_edge,
)
from executorch.exir.passes.memory_planning_pass import (  # type: ignore[import-not-found]
    MemoryPlanningPass,
)
from executorch.exir.tensor import TensorSpec  # type: ignore[import-not-found]
from torch.utils import _pytree as pytree

from merge_alloc.planning import (
    BufferLifetime,
    MemorySchedule,
    PlanningProblem,
    validate_schedule,
)

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "traces" / "executorch"
ACTIVATIONS = 1
"""ExecuTorch's `mem_id` of the planned activation arena (0 is reserved)."""
ALIGNMENT = MemoryPlanningPass().alignment  # type: ignore[attr-defined]
"""The alignment of ExecuTorch's default memory planning."""

sys.path.insert(0, str(HERE))
from export_models import MODELS, build  # noqa: E402


def planned_buffers(program: Any) -> list[tuple[int, int, int, int]]:
    """`(first, last + 1, bytes, offset)` of every buffer ExecuTorch placed in
    the activation arena, in graph order.

    A `memory.view` node gets a spec of its own that shares its input's
    bytes; it is folded into the input's buffer (lifetimes joined), as is a
    spec stored inside another (`storage_base`, whose lifetime ExecuTorch
    already extended over it)."""
    base_of: dict[int, TensorSpec] = {}
    buffers: dict[int, list[int]] = {}
    for node in program.exported_program().graph_module.graph.nodes:
        specs = [
            spec
            for spec in pytree.tree_leaves(node.meta.get("spec"))
            if isinstance(spec, TensorSpec)
            and spec.mem_id == ACTIVATIONS
            and spec.lifetime[0] is not None
            and getattr(spec, "storage_base", None) is None
        ]
        if node.target is memory.view and specs:
            source = node.args[0].meta.get("spec")  # type: ignore[union-attr]
            (spec,) = specs
            base_of[id(spec)] = base_of.get(id(source), source)
        for spec in specs:
            base = base_of.get(id(spec), spec)
            first, last = int(spec.lifetime[0]), int(spec.lifetime[1])
            row = buffers.setdefault(
                id(base),
                [first, last + 1, int(base.allocated_memory), int(base.mem_offset)],
            )
            row[0], row[1] = min(row[0], first), max(row[1], last + 1)
    return [(row[0], row[1], row[2], row[3]) for row in buffers.values()]


def check_plan(rows: list[tuple[int, int, int, int]], arena: int) -> None:
    """ExecuTorch's offsets must be a valid plan of the written lifetimes
    (the project's own schedule check) and end exactly at its arena."""
    buffers = [
        BufferLifetime(index, size, lower, upper - 1, index)
        for index, (lower, upper, size, _) in enumerate(rows)
    ]
    offsets = {index: row[3] for index, row in enumerate(rows)}
    problem = PlanningProblem(buffers, ALIGNMENT)
    validate_schedule(problem, MemorySchedule(arena, offsets))
    end = max((offset + size for _, _, size, offset in rows), default=0)
    if end != arena:
        raise SystemExit(f"offsets end at {end}, ExecuTorch reports {arena}")


def export(name: str) -> dict[str, int]:
    model, _, sample = build(name)
    with torch.no_grad():
        program = to_edge(torch.export.export(model, (sample,))).to_executorch()
    sizes = program.executorch_program.execution_plan[0].non_const_buffer_sizes
    arena = int(sizes[ACTIVATIONS]) if len(sizes) > ACTIVATIONS else 0
    rows = planned_buffers(program)
    check_plan(rows, arena)
    lines = ["id,lower,upper,size,offset"]
    lines += [f"{i},{lo},{up},{n},{at}" for i, (lo, up, n, at) in enumerate(rows)]
    (OUT / f"{name}.csv").write_text("\n".join(lines) + "\n")
    without_io = to_edge(torch.export.export(model, (sample,))).to_executorch(
        ExecutorchBackendConfig(
            memory_planning_pass=MemoryPlanningPass(
                alloc_graph_input=False, alloc_graph_output=False
            )
        )
    )
    sizes = without_io.executorch_program.execution_plan[0].non_const_buffer_sizes
    arena_without_io = int(sizes[ACTIVATIONS]) if len(sizes) > ACTIVATIONS else 0
    return {
        "arena": arena,
        "arena_without_io": arena_without_io,
        "buffers": len(rows),
        "alignment": ALIGNMENT,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("models", nargs="*", choices=[[], *MODELS], default=[])
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    index = OUT / "arenas.json"
    document: dict[str, Any] = json.loads(index.read_text()) if index.exists() else {}
    document["versions"] = {
        package: version(package) for package in ("executorch", "torch", "torchvision")
    }
    models = document.setdefault("models", {})
    for name in args.models or list(MODELS):
        models[name] = export(name)
        print(name, models[name])
    index.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
