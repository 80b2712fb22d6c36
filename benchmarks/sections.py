"""The sections of `benchmarks/results.md`, in order.

Each section is one function decorated with `@section(...)`: it runs its
measurement (smaller with `quick=True`) and returns the section's Markdown
body. To add one, write the function here; `python -m benchmarks` runs every
registered section and writes them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from benchmarks import layout, models, pass_speed, pipelines, planners, startup, zoo
from merge_alloc.bench.cases import generated_cases, load_cases
from merge_alloc.bench.run import (
    CLOCKS,
    default_contender_names,
    render_table,
    resolve_contender,
    run_bench,
)
from merge_alloc.planning import DEFAULT_PLANNER, PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify import pipelines as bufferizations
from merge_alloc.verify.zoo import MODELS

Body = Callable[[bool], str]
"""`quick -> Markdown body` of one section."""


@dataclass(frozen=True)
class Section:
    """One `## title` of results.md and how to reproduce it by hand."""

    key: str
    title: str
    command: str
    body: Body


SECTIONS: list[Section] = []


def section(key: str, title: str, command: str) -> Callable[[Body], Body]:
    """Register the decorated function as the next section."""

    def register(body: Body) -> Body:
        SECTIONS.append(Section(key, title, command, body))
        return body

    return register


@section("pass-speed", "Pass speed", "python benchmarks/pass_speed.py")
def pass_speed_section(quick: bool) -> str:
    sizes = [200, 2000] if quick else [2000, 20000]
    repeats = 1 if quick else 2
    rows = pass_speed.run(sizes, [DEFAULT_PLANNER, "size-first"], repeats)
    return "\n\n".join(
        [
            "One generated function with N allocs (random sizes, overlapping "
            "lifetimes, a tenth of them in `scf.for` loops; about 5 ops per "
            'alloc). "pass" is analysis + planning + rewrite '
            f"(`merge_alloc.driver.merge_alloc`) with the default planner "
            f"({DEFAULT_PLANNER}) and with size-first (the reference port), parsing "
            "and printing excluded. CPU seconds of the benchmark process, the "
            f"least of {repeats} runs (the machine is shared, so wall-clock time "
            "says more about the other users than about the pass); parse and "
            "pass both without Python's cyclic garbage collector, each pass on "
            "its own clone of the parsed module.",
            pass_speed.markdown(rows),
            pass_speed.goals(rows),
        ]
    )


@section("startup", "Plugin start-up cost", "python benchmarks/startup.py")
def startup_section(quick: bool) -> str:
    return "\n\n".join(
        [
            "`xdsl-opt` imports every installed plugin in every run. CPU time "
            "(user + system) of a fresh `xdsl-opt` process on an empty module, "
            "with and without merge-alloc's entry point.",
            startup.measure(3 if quick else 10),
            "Goal (issue 17): the plugin adds at most 100 ms to an `xdsl-opt` start.",
        ]
    )


@section("planners", "Planners", "python benchmarks/planners.py")
def planners_section(quick: bool) -> str:
    random_sizes = (2000,) if quick else planners.RANDOM_SIZES
    report = planners.run(planners.DEFAULT_BENCH, 1 if quick else 3, random_sizes)
    return "\n\n".join(
        [
            'MiniMalloc "challenging" traces A-K of the planning bench '
            "(alignment 1) and random function-like traces (alignment 64). LB is "
            "the peak of live bytes, the lower bound of any plan. CPU "
            f"milliseconds, best of {1 if quick else 3}.",
            planners.markdown(report),
        ]
    )


@section(
    "optimal",
    "Optimal plans of MiniMalloc A-K",
    f"python benchmarks/planners.py --optimal {planners.OPTIMAL_SECONDS:.0f}",
)
def optimal_section(quick: bool) -> str:
    if not (planners.DEFAULT_BENCH / "challenging").is_dir():
        return "MiniMalloc traces not found."
    seconds = 5.0 if quick else planners.OPTIMAL_SECONDS
    rows = planners.run_optimal(planners.DEFAULT_BENCH, seconds)
    return "\n\n".join(
        [
            f"`make_optimal({seconds:.0f})` on each trace, alignment 1: "
            "`search`'s plan, then MiniMalloc's canonical search "
            "(`canonical_optimise.minimize`, budget in nodes), then OR-Tools "
            "CP-SAT (deterministic time) unless the canonical search proved "
            "the plan optimal. Both budgets are deterministic (the plan does "
            "not depend on the load); the clock only caps them at three times "
            "the limit. CPU and wall seconds of the shared machine (wall "
            "times are several times the CPU times under its load). For D "
            "and J no plan at the lower bound exists or is known; 'proven "
            "optimal' is then 'no'.",
            planners.optimal_markdown(rows, seconds),
        ]
    )


QUICK_MODELS = ("mlp", "tiled")


@section("zoo", "Model zoo", "python benchmarks/zoo.py --verify")
def zoo_section(quick: bool) -> str:
    if not oracle.tools_available():
        return "Not measured: MLIR 22 (`mlir-opt`, `mlir-runner`) is not installed."
    names = list(QUICK_MODELS if quick else MODELS)
    rows = zoo.run(names, verify=True)
    verdict = "" if not zoo.failed(rows) else "\n\n**Some merged program FAILED.**"
    return (
        "\n\n".join(
            [
                "Linalg-on-tensors models bufferized by MLIR 22, merged with each "
                'planner, executed before/after with `mlir-runner` ("ok" = '
                "identical output). bytes = sum of all alloc sizes; merged = allocs "
                "merged and their bytes; bound = peak live bytes of the merged "
                "allocs; planner columns = size of the merged buffers.",
                zoo.markdown(rows, sorted(PLANNERS)),
            ]
        )
        + verdict
    )


REPOSITORY = Path(__file__).resolve().parents[1]
MINIMALLOC = REPOSITORY / "benchmarks" / "traces" / "minimalloc" / "challenging"
TRACES = REPOSITORY / "benchmarks" / "traces"


CORPUS_REPEATS = 2
"""Each plan of the corpus tables is timed this many times and the least CPU
time kept (the machine is shared: one run can land in another job's burst)."""


LONG_CONTENDERS = ("best",)
"""Our planners on the generated long traces (10,000 buffers and more, up to
13.7 million conflicting pairs), beside omnimalloc's: the others walk every
conflicting pair in Python (several seconds a plan there, `docs/planners.md`)."""


def _corpus_table(
    paths: list[Path],
    alignment: int | None,
    quick: bool,
    generated: bool = False,
) -> str:
    cases, errors = load_cases(paths, alignment)
    names = [n for n in default_contender_names() if n not in models.SLOW_PLANNERS]
    if generated:
        cases = generated_cases(alignment)
        names = [n for n in names if n in LONG_CONTENDERS or n.startswith("omni")]
    if quick:
        cases = cases[:3]
    contenders = [resolve_contender(n) for n in names]
    results = run_bench(cases, contenders, CORPUS_REPEATS, clock=CLOCKS["cpu"])
    lines = [f"error: {e.source}: {e.message}" for e in errors]
    return "```\n" + render_table(results, names) + "\n```" + "\n".join(lines)


@section(
    "planner-bench",
    "Planners side by side (python -m merge_alloc.bench)",
    "python -m merge_alloc.bench --cpu --repeat 2 "
    "benchmarks/traces/minimalloc/challenging; "
    "python -m merge_alloc.bench --cpu --repeat 2 --alignment 64 "
    "benchmarks/traces/networks; "
    "python -m merge_alloc.bench --cpu --repeat 2 --alignment 64 "
    "benchmarks/traces/real; "
    "python -m merge_alloc.bench --cpu --repeat 2 benchmarks/traces/generated; "
    "python -m merge_alloc.bench --cpu --repeat 2 --generated "
    "--planners best,omnimalloc,omnimalloc:supermalloc,omnimalloc:telamalloc",
)
def planner_bench_section(quick: bool) -> str:
    parts = [
        "Each cell: arena as a multiple of the lower bound, the CPU time "
        f"of the process for the plan, the least of {CORPUS_REPEATS} runs, "
        "and in parentheses that time over the fastest contender's on the "
        "case "
        "(every thread counted: omnimalloc's "
        "supermalloc runs two). CPU rather than wall time because the "
        "machine is shared: wall times there are two to six times longer. "
        "Every plan validated before it counts.",
    ]
    if MINIMALLOC.is_dir():
        parts += [
            "### MiniMalloc challenging (alignment 1)",
            _corpus_table([MINIMALLOC], 1, quick),
        ]
    else:
        parts.append(f"MiniMalloc traces not found at {MINIMALLOC.name}.")
    parts += [
        "### Real-network corpus (39 traces, alignment 64)",
        "Generated by `python -m merge_alloc.bench.cases --out "
        "benchmarks/traces/networks` (`merge_alloc/bench/cases.py`).",
        _corpus_table([TRACES / "networks"], 64, quick),
        "`lstm-2x35-medium` and `lstm-3x200` have plans at the lower bound: "
        "`benchmarks/plans/` holds them, made by `python -m "
        'merge_alloc.bench.sequence_models` (see "The LSTM traces" in '
        "`docs/planners.md`).",
        "### The pass's own traces (alignment 64)",
        _corpus_table([TRACES / "real"], 64, quick),
        "### Generated large-network shapes (alignment 1)",
        _corpus_table([TRACES / "generated"], 1, quick),
        "### Generated long traces (alignment 1)",
        "Made by the benchmark, seeded (`merge_alloc.bench.cases.GENERATED`): "
        "unrolled LSTMs over 1,000-1,200 steps and int8 CNNs tiled into 64 "
        "and 16 tiles a layer; our planners that walk every conflicting pair "
        "are left out.",
        _corpus_table([], 1, quick, generated=True),
    ]
    return "\n\n".join(parts)


@section(
    "pipelines",
    "Real bufferization pipelines",
    "python benchmarks/pipelines.py --markdown",
)
def pipelines_section(quick: bool) -> str:
    if not oracle.tools_available():
        return "Not measured: MLIR 22 (`mlir-opt`, `mlir-runner`) is not installed."
    names = sorted(p.stem for p in pipelines.PROGRAM_DIR.glob("*.mlir"))
    if quick:
        names = names[:2]
    rows = pipelines.measure_all(names, list(bufferizations.BUFFERIZATIONS), 64, False)
    return (
        pipelines.render(rows, list(PLANNERS), True)
        + "\n\n"
        + pipelines.render_reasons(rows, True)
    )


@section("models", "PyTorch models beside ExecuTorch", "python benchmarks/models.py")
def models_section(quick: bool) -> str:
    names = models.model_names()[:2] if quick else models.model_names()
    parts = [
        "Linalg-on-tensors exports of `benchmarks/models/` (32x32 images and "
        "8 tokens, and rows at 224x224 and 128 tokens; weights are arguments) "
        "compiled by `python -m "
        "merge_alloc.compile` (the memory-first variant allocating the fewest "
        "bytes per call), alignment 64. I/O excluded: every byte `@forward` "
        "allocates per call (merged arena + allocs left alone, shown apart; "
        "its result aside) beside "
        "ExecuTorch's greedy on its own lifetimes without the graph input and "
        "outputs (`best-fit`, our port, on "
        "`benchmarks/traces/executorch/MODEL.csv`; not ExecuTorch run with "
        "`alloc_graph_input=False`). I/O included: `arena=global "
        "inputs-in-workspace outputs-in-workspace` with the weights as "
        "globals (arena + anything left alone), beside ExecuTorch's default "
        "arena (`non_const_buffer_sizes`). "
        "Documented pipeline = every byte of `split+fuse`, the pipeline before "
        "`merge_alloc.compile`; slowdown = CPU time of the chosen variant's "
        "lowered model over the documented pipeline's "
        "(`benchmarks/model_cost.py`); vs PyTorch = max |ours - PyTorch| / "
        "max |PyTorch| of that lowered model against the committed "
        "`benchmarks/models/reference/`; compile s = `compile_model` as the "
        "command runs it (variants that cannot win left out), CPU and wall "
        "time on this shared machine, whose 1-minute load average is given "
        "per row. IREE transient = IREE 3.13's `!stream.resource<transient>` "
        "alloca of `@forward` compiling the same file (`iree-compile "
        "--compile-to=stream`, local CPU): its activations per call, weights, "
        "input and result excluded, as ours with I/O excluded (committed by "
        "`benchmarks/models/measure_iree.py`); ratio = ours / IREE.",
    ]
    if oracle.tools_available():
        rows = [models.measure_model(name, timing=not quick) for name in names]
        parts.append(models.comparison_table(rows))
    else:
        parts.append("Not measured: MLIR 22 (`mlir-opt`) is not installed.")
    parts += [
        "### Every planner on ExecuTorch's own lifetimes",
        "The problem ExecuTorch's memory planning solves for each model "
        "(its tensors' lifetimes and 16-byte aligned sizes, exported by "
        "`benchmarks/models/export_executorch_traces.py`); ExecuTorch greedy "
        "is its own plan's arena. Every plan validated.",
        models.executorch_lifetimes_table(names),
    ]
    return "\n\n".join(parts)


@section("layout", "Layout", "python benchmarks/layout.py --markdown")
def layout_section(quick: bool) -> str:
    del quick  # reading the sources takes a second either way
    return "\n\n".join(
        [
            "What `merge_alloc/` (with `dialects/` and `passes/`) is made of, "
            "read with `ast`: modules, lines, the largest modules, import "
            "edges between the package's modules (type-only imports "
            "included) and modules on an import cycle (docs/architecture.md).",
            layout.report(layout.measure(layout.ROOT), markdown=True),
        ]
    )
