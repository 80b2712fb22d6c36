"""Planning traces outside the pass: random ones for tests and benchmarks, and
the planning-bench CSV format.

Random planning traces shaped like compiled functions, for tests and benchmarks.

A function's temporaries are mostly short-lived (produced by one op, consumed by
the next few) with a few long-lived ones (weights, accumulators, loop-carried
values). Uniformly random lifetimes would instead make almost every buffer
overlap every other, which is neither realistic nor a test of reuse.
"""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Iterable, Sequence
from pathlib import Path

from merge_alloc.planning.problem import BufferLifetime


def random_trace(
    count: int,
    seed: int = 0,
    *,
    long_lived_fraction: float = 0.02,
    max_size: int = 1 << 20,
) -> list[BufferLifetime]:
    """`count` buffers over about `2 * count` ticks, sizes log-uniform in [1, max_size].

    Each op allocates about one buffer every two ticks; a buffer lives a few
    ticks (geometric, mean about 6), except `long_lived_fraction` of them that
    live for up to a quarter of the function.
    """
    rng = random.Random(seed)
    span = 2 * count
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        first = rng.randrange(span)
        if rng.random() < long_lived_fraction:
            length = rng.randrange(1, max(2, span // 4))
        else:
            length = int(rng.expovariate(1 / 6))
        last = min(span, first + length)
        size = max(1, int(2 ** rng.uniform(0, max_size.bit_length() - 1)))
        buffers.append(BufferLifetime(buffer_id, size, first, last, first))
    return buffers


# Planning traces as CSV, in the planning-bench format (`id,lower,upper,size`).
#
# The bench files (MiniMalloc's format) give each buffer a half-open lifetime
# `[lower, upper)`; a `BufferLifetime` has inclusive ticks, so `first = lower`
# and `last = upper - 1`. Reading and writing the same format lets planners be
# benchmarked on exactly what the pass feeds them, and lets traces recorded from
# real programs be replayed.

HEADER = ("id", "lower", "upper", "size")


def parse_trace_csv(text: str) -> list[BufferLifetime]:
    """Buffers of a CSV text with header `id,lower,upper,size`.

    Columns are found by name, so extra columns (e.g. `alignment`) are ignored.
    `order` is the row's position in the file: rows are listed in creation
    order, the role the alloc tick plays for traces from the collector. (With
    this tie-break the reference port reproduces the graph-compiler figures
    of `benchmarks/traces/minimalloc/README.md` exactly; with `order = lower`
    it does not.)

    MiniMalloc allows any string as id (e.g. `b1`). If some id is not an
    integer, every buffer's id is its row position instead; the original
    names are available from `parse_named_trace_csv`.
    """
    return parse_named_trace_csv(text)[0]


def parse_named_trace_csv(text: str) -> tuple[list[BufferLifetime], list[str]]:
    """`parse_trace_csv`, plus the id column as written, row by row."""
    reader = csv.reader(io.StringIO(text))
    no_header: list[str] = []
    first_row = next(reader, no_header)
    header = [name.strip() for name in first_row]
    missing = [name for name in HEADER if name not in header]
    if missing:
        raise ValueError(f"trace CSV lacks column(s) {', '.join(missing)}")
    column = {name: header.index(name) for name in HEADER}
    rows: list[tuple[str, int, int, int]] = []
    for line_number, row in enumerate(reader, start=2):
        if not row or all(not cell.strip() for cell in row):
            continue
        try:
            name = row[column["id"]].strip()
            lower, upper, size = (int(row[column[key]]) for key in HEADER[1:])
        except (IndexError, ValueError) as error:
            raise ValueError(f"line {line_number}: bad row {row!r}") from error
        if upper <= lower:
            raise ValueError(f"line {line_number}: empty lifetime [{lower}, {upper})")
        rows.append((name, lower, upper, size))
    names = [name for name, _, _, _ in rows]
    ids = [int(name) for name in names] if all(map(_is_int, names)) else None
    buffers = [
        BufferLifetime(
            ids[position] if ids is not None else position,
            size,
            lower,
            upper - 1,
            position,
        )
        for position, (_, lower, upper, size) in enumerate(rows)
    ]
    return buffers, names


def _is_int(text: str) -> bool:
    try:
        int(text)
    except ValueError:
        return False
    return True


def read_trace_csv(path: str | Path) -> list[BufferLifetime]:
    """Buffers of the CSV file at `path`."""
    return parse_trace_csv(Path(path).read_text())


def format_trace_csv(buffers: Iterable[BufferLifetime]) -> str:
    """CSV text for `buffers`: half-open `[first, last + 1)` lifetimes.

    `order` is not part of the format: rows are written sorted by `order` (then
    input position), so that reading the file back gives the same tie-breaks.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    for buffer in sorted(buffers, key=lambda b: b.order):
        writer.writerow((buffer.id, buffer.first, buffer.last + 1, buffer.size))
    return out.getvalue()


def write_trace_csv(path: str | Path, buffers: Sequence[BufferLifetime]) -> None:
    """Write `buffers` to `path` in the planning-bench format."""
    Path(path).write_text(format_trace_csv(buffers))
