"""What `reorder-for-memory` and `concat-in-place` save, per model.

For each model (the committed `benchmarks/models/*.mlir` but the 224x224
ones, and the generated `benchmarks/branchy/*.mlir`): the variant
`merge_alloc.compile` chooses among the variants without the rewrites (B),
then B's `+reorder`, `+concat` and `+order` twins, each compiled alone;
every byte each allocates per call (merged arena and allocs left alone, the
result aside: what compile chooses on), the order's modelled peak (program
order -> chosen, and which candidate won), and the pass's CPU time per
1,000 ordered ops. `benchmarks/models.py` tabulates the same measurement
for the model corpus.

    python benchmarks/branchy/measure.py [NAME ...]

Prints a Markdown table (docs/reorder.md quotes one).
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path

from merge_alloc.compile import compile_model
from merge_alloc.compile.pipeline import (
    candidate_variants,
    dialect_context,
    parse_source,
    tensor_pass,
)
from merge_alloc.compile.variants import (
    BASE_VARIANTS,
    BY_NAME,
    PipelineVariant,
    order_tiled_pads,
)
from merge_alloc.passes.reorder_for_memory import reorder_module

ROOT = Path(__file__).resolve().parents[1]
TWINS = ("+reorder", "+concat", "+order")
"""The suffixes of a variant's twins: the order, the concatenations in
place, both."""


@dataclass(frozen=True)
class OrderFacts:
    """What `reorder-for-memory` finds on a tensor program."""

    program_peak: int
    """The modelled peak of live tensor bytes in the program's order."""
    peak: int
    """... in the order chosen."""
    winners: tuple[str, ...]
    """The candidates that gave a rewritten segment its order (`program`
    when no segment was rewritten)."""
    seconds_per_thousand: float
    """CPU time of the pass per 1,000 ordered ops."""

    def text(self) -> str:
        return f"{self.program_peak:,} -> {self.peak:,} ({', '.join(self.winners)})"


@dataclass(frozen=True)
class RewriteSavings:
    """Every byte variant B and each of its twins allocates per call."""

    base: str
    """B: the variant compile chooses without the rewrites."""
    base_bytes: int
    twin_bytes: dict[str, int]
    """Suffix (`TWINS`) -> every byte of B's twin (absent: B has no such
    twin)."""
    order: OrderFacts
    """The pass on B's tensor program."""

    def saved(self, suffix: str) -> int:
        """Bytes the twin `suffix` saves against B (negative: it costs)."""
        return self.base_bytes - self.twin_bytes[suffix]

    def cell(self, suffix: str) -> str:
        """`bytes (-saved)`, the bytes alone when nothing changes, `-` when
        B has no such twin."""
        if suffix not in self.twin_bytes:
            return "-"
        total, delta = self.twin_bytes[suffix], -self.saved(suffix)
        return f"{total:,} ({delta:+,})" if delta else f"{total:,}"


def order_facts(source: str, name: str, variant: PipelineVariant) -> OrderFacts:
    """`reorder-for-memory` on `source` after the tensor passes of
    `variant`, counting pads as its order twins do (`order_tiled_pads`)."""
    module = parse_source(source, name)
    for spec in variant.tensor_passes:
        tensor_pass(spec).apply(dialect_context(), module)
    # CPU time: the machine the figures were taken on was shared.
    start = time.process_time()
    records = reorder_module(
        module, tiled_pad_readers=frozenset(order_tiled_pads(variant))
    )
    seconds = time.process_time() - start
    ops = sum(r.ops for r in records)
    winners = sorted({r.schedule.winner for r in records if r.rewritten})
    return OrderFacts(
        max((r.schedule.program_peak for r in records), default=0),
        max((r.schedule.peak for r in records), default=0),
        tuple(winners or ["program"]),
        1000 * seconds / ops if ops else 0.0,
    )


def rewrite_savings(source: str, name: str) -> RewriteSavings:
    """Compile `source` with the default variants without the rewrites, then
    with each twin of the one chosen (B), alone."""
    base = [v for v in candidate_variants() if v in BASE_VARIANTS]
    first = compile_model(source, name=name, variants=base, jobs=1)
    variant = first.chosen
    twins: dict[str, int] = {}
    for suffix in TWINS:
        twin = BY_NAME.get(variant.name + suffix)
        if twin is None:  # e.g. layer groups: no `+reorder`/`+concat` twin
            continue
        result = compile_model(source, name=name, variants=[twin], jobs=1)
        twins[suffix] = result.allocated.known
    return RewriteSavings(
        variant.name,
        first.allocated.known,
        twins,
        order_facts(source, name, variant),
    )


def models() -> dict[str, Path]:
    found = {
        p.stem: p
        for p in sorted((ROOT / "models").glob("*.mlir"))
        if not p.stem.endswith("_224")
    }
    found.update({p.stem: p for p in sorted((ROOT / "branchy").glob("*.mlir"))})
    return found


def main(names: list[str]) -> None:
    table = models()
    print(
        "| model | variant B | B | +reorder | +concat | +order | modelled peak "
        "(winner) | reorder CPU s/1,000 ops |"
    )
    print("|---|---|---:|---:|---:|---:|---|---:|")
    for name in names or list(table):
        savings = rewrite_savings(table[name].read_text(), name)
        cells = " | ".join(savings.cell(suffix) for suffix in TWINS)
        print(
            f"| {name} | {savings.base} | {savings.base_bytes:,} | {cells} "
            f"| {savings.order.text()} | "
            f"{savings.order.seconds_per_thousand:.3f} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
