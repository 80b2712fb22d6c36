"""Arena size and planning time of every registered planner.

Inputs: the MiniMalloc "challenging" traces A-K of the planning bench
(alignment 1, exactly as published) and random function-like traces of 2,000
and 20,000 buffers (alignment 64). For each trace: buffer count, lower bound
(`peak_live_bytes`), and per planner the arena size, its ratio to the lower
bound and the planning time; then the geometric mean of the ratios over A-K.

The planning-bench README quotes the graph-compiler planner's ratios on A-K;
the last column says whether our ports reproduce them (to the 3 decimals
quoted). Times are CPU seconds of the best of `--repeat` runs, so that other
load on a shared machine distorts them less.

Run: `python benchmarks/planners.py [--bench DIR] [--repeat N]`.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence
from pathlib import Path

from merge_alloc.planning import (
    PLANNERS,
    BufferLifetime,
    PlanningProblem,
    peak_live_bytes,
)
from merge_alloc.planning.synthetic import random_trace
from merge_alloc.planning.trace_csv import read_trace_csv

DEFAULT_BENCH = Path("/work/shared/planning-bench/minimalloc")

README_FIGURES: dict[str, dict[str, float]] = {
    "cost-model": {
        "A": 1.548, "B": 1.540, "C": 1.688, "D": 1.401, "E": 1.515, "F": 1.146,
        "G": 1.156, "H": 1.158, "I": 1.605, "J": 1.710, "K": 1.876,
    },
    "size-first": {
        "A": 1.686, "B": 1.476, "C": 1.688, "D": 1.363, "E": 1.617, "F": 1.132,
        "G": 1.143, "H": 1.108, "I": 1.615, "J": 1.554, "K": 1.844,
    },
}  # fmt: skip
"""graph-compiler static planner, cost-model / size-first, x lower bound."""


def _time_plan(
    name: str, buffers: Sequence[BufferLifetime], alignment: int, repeat: int
) -> tuple[int, float]:
    best = math.inf
    total = 0
    for _ in range(repeat):
        start = time.process_time()
        total = PLANNERS[name](PlanningProblem(buffers, alignment)).total
        best = min(best, time.process_time() - start)
    return total, best


def _geomean(values: Sequence[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    parser.add_argument("--repeat", type=int, default=3, help="best of N timings")
    args = parser.parse_args()
    names = sorted(PLANNERS)

    traces: list[tuple[str, list[BufferLifetime], int]] = [
        (path.name.split(".")[0], read_trace_csv(path), 1)
        for path in sorted((args.bench / "challenging").glob("*.csv"))
    ]
    traces += [
        (f"random-{count}", random_trace(count, seed=1), 64) for count in (2000, 20000)
    ]

    header = "| trace | buffers | LB |"
    rule = "|---|---:|---:|"
    for name in names:
        header += f" {name} total | x LB | CPU ms |"
        rule += "---:|---:|---:|"
    print(header + " matches README |")
    print(rule + "---|")
    ratios: dict[str, list[float]] = {name: [] for name in names}
    reproduced = 0
    compared = 0
    for label, buffers, alignment in traces:
        lower_bound = peak_live_bytes(buffers, alignment)
        row = f"| {label} | {len(buffers)} | {lower_bound} |"
        verdicts: list[str] = []
        for name in names:
            total, seconds = _time_plan(name, buffers, alignment, args.repeat)
            ratio = total / lower_bound
            row += f" {total} | {ratio:.3f} | {seconds * 1000:.1f} |"
            expected = README_FIGURES.get(name, {}).get(label)
            if expected is not None:
                ratios[name].append(ratio)
                compared += 1
                same = round(ratio, 3) == expected
                reproduced += same
                verdicts.append("yes" if same else f"no ({name}: {expected})")
        print(row + f" {', '.join(verdicts) or '-'} |")
    print()
    for name in names:
        if ratios[name]:
            print(
                f"geometric mean x LB over A-K, {name}: {_geomean(ratios[name]):.3f}"
                f" (README {_geomean(list(README_FIGURES[name].values())):.3f})"
            )
    print(f"README figures reproduced: {reproduced} of {compared}")


if __name__ == "__main__":
    main()
