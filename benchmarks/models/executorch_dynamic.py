"""ExecuTorch's plan of the dynamic-length exports: one arena at the bound.

ExecuTorch sizes every tensor of a program exported with a dynamic
dimension at that dimension's upper bound (`ConstraintBasedSymShapeEvalPass`,
which reads the `ValueRange` of each symbol) and plans one arena for them:
the arena a deployment of `encoder_dynamic` or `decoder_dynamic`
(`export_models.py`, `Dim("seq", min=2, max=512)`) gets from it, whatever
the length it runs at. For each, this writes to
`benchmarks/traces/executorch/dynamic_bounds.json` the arena
(`execution_plan[0].non_const_buffer_sizes`, graph input and output planned
in it, ExecuTorch's default) and the arena without them
(`alloc_graph_input=False, alloc_graph_output=False`), which is what
`benchmarks/dynamic_lengths.py` sets beside merge-alloc's (whose arena
holds neither), with the versions used.

Needs torch and executorch (the environment of docs/corpus.md), from the
repository root::

    executorch-env/bin/python benchmarks/models/executorch_dynamic.py
"""

from __future__ import annotations

import json
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Any

import torch
from executorch.exir import (  # type: ignore[import-not-found]
    ExecutorchBackendConfig,
    to_edge,
)
from executorch.exir.passes.memory_planning_pass import (  # type: ignore[import-not-found]
    MemoryPlanningPass,
)
from executorch.exir.passes.sym_shape_eval_pass import (  # type: ignore[import-not-found]
    ConstraintBasedSymShapeEvalPass,
)

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "traces" / "executorch" / "dynamic_bounds.json"
ACTIVATIONS = 1
"""ExecuTorch's `mem_id` of the planned activation arena."""

sys.path.insert(0, str(HERE))
from export_models import DYNAMIC, build  # noqa: E402


def arena(program: Any) -> int:
    sizes = program.executorch_program.execution_plan[0].non_const_buffer_sizes
    return int(sizes[ACTIVATIONS]) if len(sizes) > ACTIVATIONS else 0


def plan(name: str) -> dict[str, int]:
    """ExecuTorch's arena for `name` at its bound, with and without I/O."""
    model, _, sample = build(name)
    dims = {
        position: torch.export.Dim(dim, min=low, max=high)
        for position, (dim, low, high) in DYNAMIC[name].items()
    }
    (bound,) = {high for _, _, high in DYNAMIC[name].values()}
    result: dict[str, int] = {"bound": bound}
    for key, with_io in (("arena", True), ("arena_without_io", False)):
        with torch.no_grad():
            exported = torch.export.export(model, (sample,), dynamic_shapes=(dims,))
        program = to_edge(exported).to_executorch(
            ExecutorchBackendConfig(
                sym_shape_eval_pass=ConstraintBasedSymShapeEvalPass(),
                memory_planning_pass=MemoryPlanningPass(
                    alloc_graph_input=with_io, alloc_graph_output=with_io
                ),
            )
        )
        result[key] = arena(program)
    return result


def main() -> int:
    document: dict[str, Any] = {
        "versions": {package: version(package) for package in ("executorch", "torch")},
        "models": {name: plan(name) for name in DYNAMIC},
    }
    OUT.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    print(json.dumps(document["models"], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
