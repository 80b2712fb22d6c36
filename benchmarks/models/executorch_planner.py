"""Every committed model through ExecuTorch, planned by its greedy and by ours.

For each model of `export_models.py` (same constructors and inputs as
`export_executorch_traces.py`) this runs `to_executorch` twice: with
ExecuTorch 1.5.1's default memory planning (`MemoryPlanningAlgorithmSuite`
running `greedy`) and with merge-alloc's `best` as the algorithm
(`merge_alloc.integrations.executorch.merge_alloc_algo`, the same object as
a pass-level algorithm). Each plan is then

* validated: ExecuTorch's own `Verifier.verify_storage_reuse` (which also
  checks `mem_obj_id`), and a pairwise check of every planned spec here (two
  specs live at one node share no byte unless one is stored in the other;
  every offset a multiple of the alignment; every spec inside its memory);
* executed: both `.pte` programs run in ExecuTorch's Python runtime
  (`executorch.runtime`) on the model's input, and their outputs must be
  bit-identical (each is also compared with eager PyTorch);

and the planning algorithm is timed (CPU seconds of the algorithm call
itself, through a wrapper). The result is
`benchmarks/traces/executorch/merge_alloc_planner.json`: per model the
arenas (`non_const_buffer_sizes[1]`), the lower bound of the problem (peak
live bytes), both planning times, and whether the plans were valid and the
outputs identical. Needs ExecuTorch beside merge-alloc (a separate
environment; see `docs/executorch.md`), from the repository root::

    python -m venv et-venv
    et-venv/bin/pip install 'merge-alloc[executorch]'
    et-venv/bin/python benchmarks/models/executorch_planner.py [model ...]
    et-venv/bin/python benchmarks/models/executorch_planner.py --controls gru

The second command adds `controls` to the same file (`controls()` says
what they are).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any

import torch
from executorch.exir import (  # type: ignore[import-not-found]
    ExecutorchBackendConfig,
    memory,
    to_edge,
)
from executorch.exir.memory_planning import Verifier  # type: ignore[import-not-found]
from executorch.exir.passes.memory_planning_pass import (  # type: ignore[import-not-found]
    MemoryPlanningPass,
)
from executorch.exir.tensor import TensorSpec  # type: ignore[import-not-found]
from executorch.runtime import Runtime  # type: ignore[import-not-found]
from torch.utils import _pytree as pytree

from merge_alloc.integrations.executorch import PlannedBuffers, merge_alloc_algo

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "traces" / "executorch" / "merge_alloc_planner.json"
ALIGNMENT = MemoryPlanningPass().alignment

sys.path.insert(0, str(HERE))
from export_models import MODELS, build  # noqa: E402


class Timed:
    """A memory-planning algorithm that adds up the process time its calls
    take (ExecuTorch calls it once per graph and submodule) and keeps what
    they returned."""

    def __init__(self, algorithm: Callable[..., Any]) -> None:
        self.algorithm = algorithm
        self.seconds = 0.0
        self.results: list[Any] = []
        self.__name__ = f"timed_{getattr(algorithm, '__name__', 'algorithm')}"

    def __call__(self, *args: Any) -> Any:
        start = time.process_time()
        result = self.algorithm(*args)
        self.seconds += time.process_time() - start
        self.results.append(result)
        return result


def planned_specs(graph_module: Any) -> tuple[list[Any], list[str]]:
    """Every distinct planned (non-constant) spec of the graph, but those of
    `memory.view` nodes, and what is wrong with those: a view is its
    source's bytes (ExecuTorch plans the source, lifetime extended over the
    view's uses), so its offset must be its source's."""
    seen: dict[int, Any] = {}
    problems: list[str] = []
    for node in graph_module.graph.nodes:
        if node.target is memory.view:
            view, source = node.meta.get("spec"), node.args[0].meta.get("spec")
            if (view.mem_id, view.mem_offset) != (source.mem_id, source.mem_offset):
                problems.append(f"view {node.name} is not at its source's offset")
            continue
        for spec in pytree.tree_leaves(node.meta.get("spec")):
            if (
                isinstance(spec, TensorSpec)
                and not spec.const
                and spec.mem_id is not None
                and spec.mem_offset is not None
                and spec.lifetime[0] is not None
            ):
                seen.setdefault(id(spec), spec)
    return list(seen.values()), problems


def plan_problems(program: Any, sizes: list[int]) -> list[str]:
    """What is wrong with the plan written on the program's specs (empty if
    nothing): ExecuTorch's verifier first, then every pair here."""
    exported = program.exported_program()
    graph_module = exported.graph_module
    problems: list[str] = []
    try:
        Verifier(
            graph_module, True, True, True, exported.graph_signature
        ).verify_storage_reuse()
    except Exception as error:  # ExecuTorch's InternalError and asserts
        problems.append(f"ExecuTorch's verifier: {error}")

    def chain(spec: Any) -> list[Any]:
        found = [spec]
        while found[-1].storage_base is not None:
            found.append(found[-1].storage_base)
        return found

    specs, view_problems = planned_specs(graph_module)
    problems += view_problems
    for spec in specs:
        if spec.mem_offset % ALIGNMENT:
            problems.append(f"offset {spec.mem_offset} is not aligned")
        if spec.mem_offset + spec.allocated_memory > sizes[spec.mem_id]:
            problems.append(f"a spec ends past memory {spec.mem_id}")
    for index, a in enumerate(specs):
        for b in specs[index + 1 :]:
            if a.mem_id != b.mem_id:
                continue
            bytes_meet = (
                a.mem_offset < b.mem_offset + b.allocated_memory
                and b.mem_offset < a.mem_offset + a.allocated_memory
            )
            live = a.lifetime[0] <= b.lifetime[1] and b.lifetime[0] <= a.lifetime[1]
            if bytes_meet and live and a not in chain(b) and b not in chain(a):
                problems.append(f"two live specs share bytes: {a} and {b}")
    return problems


ELEMENTWISE = frozenset({"aten.relu.out", "aten.sigmoid.out", "aten.tanh.out"})
"""Out-variant ops whose result may take its input's bytes when nothing
reads the input afterwards (what a backend marks with
`_share_alloc_with_arg_idx`)."""


class SharingPlanningPass(MemoryPlanningPass):
    """ExecuTorch's memory planning with the result of every op of
    `ELEMENTWISE` whose input (an op's result of the same size) has no other
    user stored in that input (`storage_base`, offset 0), as a backend pass
    would mark it: the planners then see storage-backed specs."""

    marked = 0

    def run(self, graph_module: Any, graph_signature: Any = None) -> Any:
        for node in graph_module.graph.nodes:
            source = node.args[0] if node.args else None
            if (
                str(node.target) in ELEMENTWISE
                and getattr(source, "op", None) == "call_function"
                and len(source.users) == 1
                and source.meta["spec"].nbytes() == node.meta["spec"].nbytes()
            ):
                node.meta["_share_alloc_with_arg_idx"] = 0
                SharingPlanningPass.marked += 1
        return super().run(graph_module, graph_signature)


def lower(
    model: torch.nn.Module,
    sample: torch.Tensor,
    algorithm: Timed,
    planning: type[MemoryPlanningPass] = MemoryPlanningPass,
) -> tuple[Any, list[int]]:
    """The ExecuTorch program of `model` planned by `algorithm` (in a
    `planning` pass), and its buffer sizes per memory id."""
    config = ExecutorchBackendConfig(
        memory_planning_pass=planning(memory_planning_algo=algorithm)
    )
    with torch.no_grad():
        program = to_edge(torch.export.export(model, (sample,))).to_executorch(config)
    plan = program.executorch_program.execution_plan[0]
    return program, [int(size) for size in plan.non_const_buffer_sizes]


def run(program: Any, sample: torch.Tensor) -> list[torch.Tensor]:
    """The outputs of the program's `forward` in ExecuTorch's runtime."""
    method = Runtime.get().load_program(program.buffer).load_method("forward")
    return [output.clone() for output in method.execute([sample])]


def measure(name: str) -> dict[str, Any]:
    from executorch.exir.memory_planning import (  # type: ignore[import-not-found]
        MemoryPlanningAlgorithmSuite,
    )

    model, _, sample = build(name)
    greedy_timer = Timed(MemoryPlanningAlgorithmSuite())
    ours_timer = Timed(merge_alloc_algo())
    greedy_program, greedy_sizes = lower(model, sample, greedy_timer)
    ours_program, ours_sizes = lower(model, sample, ours_timer)
    problems = [
        f"{who}: {problem}"
        for who, program, sizes in (
            ("greedy", greedy_program, greedy_sizes),
            ("merge-alloc", ours_program, ours_sizes),
        )
        for problem in plan_problems(program, sizes)
    ]
    for problem in problems:
        print(f"{name}: {problem}", file=sys.stderr)
    ours_result = ours_timer.results[-1]
    assert isinstance(ours_result, PlannedBuffers)
    greedy_outputs = run(greedy_program, sample)
    ours_outputs = run(ours_program, sample)
    with torch.no_grad():
        eager = model(sample)
    eager_outputs = [eager] if isinstance(eager, torch.Tensor) else list(eager)
    identical = len(greedy_outputs) == len(ours_outputs) and all(
        torch.equal(g, o) for g, o in zip(greedy_outputs, ours_outputs, strict=True)
    )
    deviation = max(
        float((o - e).abs().max() / e.abs().max().clamp_min(1e-30))
        for o, e in zip(ours_outputs, eager_outputs, strict=True)
    )
    return {
        "greedy_arena": greedy_sizes[1],
        "merge_alloc_arena": ours_sizes[1],
        "lower_bound": ours_result.plan.lower_bound(1),
        "greedy_buffer_sizes": greedy_sizes,
        "merge_alloc_buffer_sizes": ours_sizes,
        "planned_specs": len(ours_result.spec_dict),
        "greedy_planning_seconds": round(greedy_timer.seconds, 4),
        "merge_alloc_planning_seconds": round(ours_timer.seconds, 4),
        "plans_valid": not problems,
        "outputs_identical": identical,
        "relative_error_against_eager": deviation,
    }


def controls(name: str) -> dict[str, Any]:
    """On one model, the other ways in and a control that the checks can
    fail: merge-alloc as a member of `MemoryPlanningAlgorithmSuite` beside
    `greedy` (the suite must keep our smaller plan and run identically), a
    pool one alignment too small (`PoolOverflowError`, one line) and one
    exactly large enough, and a deliberately wrong plan (every spec moved to
    offset 0 after planning), which the validation must reject and whose
    outputs must differ."""
    from executorch.exir.memory_planning import (  # type: ignore[import-not-found]
        MemoryPlanningAlgorithmSuite,
        greedy,
    )

    from merge_alloc.integrations.executorch import PoolOverflowError

    model, _, sample = build(name)
    reference, _ = lower(model, sample, Timed(MemoryPlanningAlgorithmSuite()))
    expected = run(reference, sample)

    def same(program: Any) -> bool:
        return all(
            torch.equal(a, b)
            for a, b in zip(expected, run(program, sample), strict=True)
        )

    suite = MemoryPlanningAlgorithmSuite(algo_list=[greedy, merge_alloc_algo()])
    in_suite, suite_sizes = lower(model, sample, Timed(suite))
    _, alone_sizes = lower(model, sample, Timed(merge_alloc_algo()))
    arena = alone_sizes[1]
    try:
        lower(model, sample, Timed(merge_alloc_algo(capacities={1: arena - 16})))
        too_small = "no error"
    except PoolOverflowError as error:
        too_small = str(error)
    _, fitting = lower(model, sample, Timed(merge_alloc_algo(capacities={1: arena})))
    algorithm = merge_alloc_algo()

    def wrong(*args: Any) -> PlannedBuffers:
        result = algorithm(*args)
        for spec in result.spec_dict:
            spec.mem_offset = 0
        return result

    broken, broken_sizes = lower(model, sample, Timed(wrong))

    def two_memories(algorithm: Callable[..., Any]) -> Callable[..., Any]:
        """`algorithm` with every other spec moved to memory 2 first (as a
        pass assigning pools would), so that two memories are planned."""

        def planned(alignment: int, specs: Any, *rest: Any) -> Any:
            for index, spec in enumerate(specs):
                spec.mem_id = 1 + index % 2
            return algorithm(alignment, specs, *rest)

        return planned

    split = {}
    for who, algorithm in (
        ("greedy", MemoryPlanningAlgorithmSuite()),
        ("merge_alloc", merge_alloc_algo()),
    ):
        program, sizes = lower(model, sample, Timed(two_memories(algorithm)))
        split[f"{who}_buffer_sizes"] = sizes
        split[f"{who}_plan_valid"] = not plan_problems(program, sizes)
        split[f"{who}_outputs_identical"] = same(program)
    shared: dict[str, Any] = {}
    for who, algorithm in (
        ("greedy", MemoryPlanningAlgorithmSuite()),
        ("merge_alloc", merge_alloc_algo()),
    ):
        SharingPlanningPass.marked = 0
        program, sizes = lower(model, sample, Timed(algorithm), SharingPlanningPass)
        backed = sum(
            spec.storage_base is not None
            for spec in planned_specs(program.exported_program().graph_module)[0]
        )
        outputs = run(program, sample)
        shared[f"{who}_storage_backed_specs"] = backed
        shared[f"{who}_buffer_sizes"] = sizes
        shared[f"{who}_plan_valid"] = not plan_problems(program, sizes)
        shared[f"{who}_outputs"] = outputs
    shared["outputs_identical"] = all(
        torch.equal(a, b)
        for a, b in zip(
            shared.pop("greedy_outputs"), shared.pop("merge_alloc_outputs"), strict=True
        )
    )
    return {
        "storage_backed": shared,
        "two_memories": split,
        "model": name,
        "suite_arena": suite_sizes[1],
        "suite_plan_valid": not plan_problems(in_suite, suite_sizes),
        "suite_outputs_identical": same(in_suite),
        "pool_one_alignment_too_small": too_small,
        "pool_exactly_enough_arena": fitting[1],
        "wrong_plan_rejected": bool(plan_problems(broken, broken_sizes)),
        "wrong_plan_outputs_differ": not same(broken),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("models", nargs="*", choices=[[], *MODELS], default=[])
    parser.add_argument(
        "--controls",
        choices=list(MODELS),
        help="only run the suite, pool and wrong-plan controls on this model",
    )
    args = parser.parse_args(argv)
    if args.controls:
        document = json.loads(OUT.read_text())
        document["controls"] = result = controls(args.controls)
        OUT.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
        print(result)
        good = result["suite_plan_valid"] and result["suite_outputs_identical"]
        good &= result["wrong_plan_rejected"] and result["wrong_plan_outputs_differ"]
        return 0 if good else 1
    document: dict[str, Any] = json.loads(OUT.read_text()) if OUT.exists() else {}
    document["versions"] = {
        package: version(package)
        for package in ("executorch", "torch", "torchvision", "merge-alloc")
    }
    document["planner"] = "best"
    document["alignment"] = ALIGNMENT
    models = document.setdefault("models", {})
    failed = False
    for name in args.models or list(MODELS):
        models[name] = measure(name)
        row = models[name]
        failed |= not (row["plans_valid"] and row["outputs_identical"])
        failed |= row["merge_alloc_arena"] > row["greedy_arena"]
        print(
            f"{name}: greedy {row['greedy_arena']:,} B "
            f"({row['greedy_planning_seconds']:.3f} s), merge-alloc "
            f"{row['merge_alloc_arena']:,} B "
            f"({row['merge_alloc_planning_seconds']:.3f} s), "
            f"bound {row['lower_bound']:,}, valid {row['plans_valid']}, "
            f"identical {row['outputs_identical']}",
            flush=True,
        )
        OUT.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
