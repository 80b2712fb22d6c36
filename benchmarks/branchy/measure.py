"""What `reorder-for-memory` and `concat-in-place` save, per model.

For each model (the committed `benchmarks/models/*.mlir` but the 224x224
ones, and the generated `benchmarks/branchy/*.mlir`): the variant
`merge_alloc.compile` chooses among the variants without the rewrites (B),
then B's `+reorder`, `+concat` and `+order` twins, each compiled alone; the
arena of each, the order's modelled peak (program order -> chosen, and
which candidate won), and the pass's CPU time per 1,000 ordered ops.

    python benchmarks/branchy/measure.py [NAME ...]

Prints a Markdown table (docs/reorder.md quotes one).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from merge_alloc.compile import compile_model
from merge_alloc.compile.pipeline import (
    TENSOR_PASSES,
    candidate_variants,
    dialect_context,
    parse_source,
)
from merge_alloc.compile.variants import BASE_VARIANTS, BY_NAME
from merge_alloc.passes.reorder_for_memory import reorder_module

ROOT = Path(__file__).resolve().parents[1]


def models() -> dict[str, Path]:
    found = {
        p.stem: p
        for p in sorted((ROOT / "models").glob("*.mlir"))
        if not p.stem.endswith("_224")
    }
    found.update({p.stem: p for p in sorted((ROOT / "branchy").glob("*.mlir"))})
    return found


def order_facts(source: str, name: str, passes: tuple[str, ...]) -> tuple[str, float]:
    """'program peak -> chosen peak (winner)' and seconds per 1,000 ops."""
    module = parse_source(source, name)
    for pass_name in passes:
        TENSOR_PASSES[pass_name]().apply(dialect_context(), module)
    # CPU time: the machine the figures were taken on was shared.
    start = time.process_time()
    records = reorder_module(module)
    seconds = time.process_time() - start
    ops = sum(r.ops for r in records)
    before = max((r.schedule.program_peak for r in records), default=0)
    after = max((r.schedule.peak for r in records), default=0)
    winners = sorted({r.schedule.winner for r in records if r.rewritten}) or ["program"]
    per_thousand = 1000 * seconds / ops if ops else 0.0
    return f"{before:,} -> {after:,} ({', '.join(winners)})", per_thousand


def main(names: list[str]) -> None:
    table = models()
    chosen = names or list(table)
    base = [v for v in candidate_variants() if v in BASE_VARIANTS]
    print(
        "| model | variant B | B | +reorder | +concat | +order | modelled peak "
        "(winner) | reorder CPU s/1,000 ops |"
    )
    print("|---|---|---:|---:|---:|---:|---|---:|")
    for name in chosen:
        source = table[name].read_text()
        first = compile_model(source, name=name, variants=base, jobs=1)
        variant = first.chosen
        arenas: list[str] = []
        for suffix in ("+reorder", "+concat", "+order"):
            twin = BY_NAME[variant.name + suffix]
            result = compile_model(source, name=name, variants=[twin], jobs=1)
            delta = result.arena - first.arena
            arenas.append(
                f"{result.arena:,} ({delta:+,})" if delta else f"{result.arena:,}"
            )
        facts, speed = order_facts(source, name, variant.tensor_passes)
        print(
            f"| {name} | {variant.name} | {first.arena:,} | {' | '.join(arenas)} "
            f"| {facts} | {speed:.3f} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
