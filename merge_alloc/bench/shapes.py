"""Planning traces shaped like large networks, generated deterministically.

The model zoo's programs are small enough to execute in tests; planners also
need the shapes of large networks, with thousands of buffers, to be compared
where it matters. Each generator here builds the dataflow graph of one
network family op by op (`DataflowTrace`): an op defines at most one value,
and a value is live from the op that defines it to the last op that reads
it, the same rule the pass's tick collector applies to a straight-line
function. Sizes are bytes of float32 tensors at batch 1.

* `residual_chain`: a deep ResNet-style chain of bottleneck blocks in four
  stages; every block's input stays live across the block for the skip add.
* `attention`: a BERT-style encoder; per head q, k, v projections, a
  sequence-squared score matrix, softmax and context, then the output
  projection, residual adds, layer norms and the 4x MLP.
* `training`: a deep MLP trained one step: every activation is kept from the
  forward pass until the backward pass reads it, gradients are short-lived.
* `tiled_loop`: tiled matmul layers, unrolled, with double-buffered input
  tiles (the next tile is loaded while the current one is used), an
  accumulator live across the reduction loop, an epilogue per output tile,
  and each layer's whole output live until the next layer has read it.
* `unet`: encoder-decoder with skip connections held across the bottleneck.

    python -m merge_alloc.bench.shapes --out benchmarks/traces/generated

writes one CSV per shape (`SHAPES`), in the planning-bench format.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from merge_alloc.planning.problem import BufferLifetime
from merge_alloc.planning.traces import write_trace_csv

FLOAT_BYTES = 4


@dataclass(slots=True)
class Value:
    """A tensor: defined at `first`, last read at `last` (ticks)."""

    id: int
    size: int
    first: int
    last: int


class DataflowTrace:
    """Ops in execution order; each op reads values and defines at most one."""

    def __init__(self) -> None:
        self.tick = 0
        self.values: list[Value] = []

    def op(self, size: int, *reads: Value) -> Value:
        """An op reading `reads` and defining a value of `size` bytes."""
        for value in reads:
            value.last = max(value.last, self.tick)
        value = Value(len(self.values), size, self.tick, self.tick)
        self.values.append(value)
        self.tick += 1
        return value

    def use(self, *reads: Value) -> None:
        """An op that only reads (a store, an optimizer update in place)."""
        for value in reads:
            value.last = max(value.last, self.tick)
        self.tick += 1

    def buffers(self) -> list[BufferLifetime]:
        return [
            BufferLifetime(value.id, value.size, value.first, value.last, value.first)
            for value in self.values
        ]


def tensor(*shape: int) -> int:
    """Bytes of a float32 tensor of `shape`."""
    count = FLOAT_BYTES
    for extent in shape:
        count *= extent
    return count


def residual_chain(
    blocks: tuple[int, ...] = (30, 80, 150, 40), width: int = 64, image: int = 56
) -> list[BufferLifetime]:
    """Bottleneck residual blocks (`blocks` per stage); each stage halves the
    image and doubles the width, its first block projects the skip path."""
    graph = DataflowTrace()
    x = graph.op(tensor(image, image, width * 4))
    for stage, count in enumerate(blocks):
        side = image >> stage
        inner = width << stage
        for block in range(count):
            skip = x
            if block == 0 and stage > 0:
                skip = graph.op(tensor(side, side, inner * 4), x)
            t = graph.op(tensor(side, side, inner), x)
            t = graph.op(tensor(side, side, inner), t)
            t = graph.op(tensor(side, side, inner), t)
            t = graph.op(tensor(side, side, inner), t)
            t = graph.op(tensor(side, side, inner * 4), t)
            t = graph.op(tensor(side, side, inner * 4), t, skip)
            x = graph.op(tensor(side, side, inner * 4), t)
    graph.use(x)
    return graph.buffers()


def attention(
    layers: int = 24, heads: int = 16, sequence: int = 384, model: int = 1024
) -> list[BufferLifetime]:
    """A transformer encoder: multi-head attention and MLP per layer."""
    graph = DataflowTrace()
    head = model // heads
    x = graph.op(tensor(sequence, model))
    for _ in range(layers):
        normed = graph.op(tensor(sequence, model), x)
        contexts: list[Value] = []
        for _ in range(heads):
            query = graph.op(tensor(sequence, head), normed)
            key = graph.op(tensor(sequence, head), normed)
            value = graph.op(tensor(sequence, head), normed)
            scores = graph.op(tensor(sequence, sequence), query, key)
            weights = graph.op(tensor(sequence, sequence), scores)
            contexts.append(graph.op(tensor(sequence, head), weights, value))
        joined = graph.op(tensor(sequence, model), *contexts)
        projected = graph.op(tensor(sequence, model), joined)
        x = graph.op(tensor(sequence, model), x, projected)
        normed = graph.op(tensor(sequence, model), x)
        hidden = graph.op(tensor(sequence, 4 * model), normed)
        activated = graph.op(tensor(sequence, 4 * model), hidden)
        out = graph.op(tensor(sequence, model), activated)
        x = graph.op(tensor(sequence, model), x, out)
    graph.use(x)
    return graph.buffers()


def training(
    layers: int = 400, batch: int = 64, widths: tuple[int, ...] = (512, 1024, 2048)
) -> list[BufferLifetime]:
    """One training step of a deep MLP whose width cycles through `widths`:
    forward (pre-activation and activation kept), loss, backward (activation
    gradient, weight gradient consumed by the optimizer at once)."""
    graph = DataflowTrace()
    width = [widths[i % len(widths)] for i in range(layers + 1)]
    activation = graph.op(tensor(batch, width[0]))
    kept: list[tuple[Value, Value]] = []
    for i in range(layers):
        pre = graph.op(tensor(batch, width[i + 1]), activation)
        post = graph.op(tensor(batch, width[i + 1]), pre)
        kept.append((activation, pre))
        activation = post
    gradient = graph.op(tensor(batch, width[layers]), activation)
    for i in reversed(range(layers)):
        inputs, pre = kept[i]
        delta = graph.op(tensor(batch, width[i + 1]), gradient, pre)
        weight_gradient = graph.op(tensor(width[i], width[i + 1]), inputs, delta)
        graph.use(weight_gradient)
        gradient = graph.op(tensor(batch, width[i]), delta)
    graph.use(gradient)
    return graph.buffers()


def tiled_loop(
    layers: tuple[tuple[int, int, int], ...] = (
        (384, 1000, 768),
        (384, 3000, 1000),
        (384, 1000, 3000),
        (384, 250, 1000),
    ),
    tiles: tuple[tuple[int, int, int], ...] = (
        (128, 128, 64),
        (64, 256, 128),
        (128, 64, 256),
        (96, 96, 96),
    ),
) -> list[BufferLifetime]:
    """Matmul layers `(M, N, K)` tiled by `(tm, tn, tk)` and unrolled: each
    layer's output is allocated before its loops and read by the next layer;
    for each output tile, a reduction over K with the next A and B tiles
    loaded before the current ones are used (double buffering) into an
    accumulator, then bias and activation, then the store. Edge tiles are
    smaller when a tile size does not divide the dimension."""
    graph = DataflowTrace()
    activation = graph.op(tensor(layers[0][0], layers[0][2]))
    for (m, n, k), (tm, tn, tk) in zip(layers, tiles, strict=True):
        output = graph.op(tensor(m, n))
        for row in range(0, m, tm):
            height = min(tm, m - row)
            for column in range(0, n, tn):
                width = min(tn, n - column)
                steps = [min(tk, k - start) for start in range(0, k, tk)]
                accumulator = graph.op(tensor(height, width))
                a_tile = graph.op(tensor(height, steps[0]), activation)
                b_tile = graph.op(tensor(steps[0], width))
                for step in range(len(steps)):
                    upcoming: tuple[Value, Value] | None = None
                    if step + 1 < len(steps):
                        upcoming = (
                            graph.op(tensor(height, steps[step + 1]), activation),
                            graph.op(tensor(steps[step + 1], width)),
                        )
                    graph.use(accumulator, a_tile, b_tile)
                    if upcoming is not None:
                        a_tile, b_tile = upcoming
                biased = graph.op(tensor(height, width), accumulator)
                activated = graph.op(tensor(height, width), biased)
                graph.use(activated, output)
        activation = output
    graph.use(activation)
    return graph.buffers()


def unet(
    levels: int = 5, repeats: int = 40, width: int = 32, image: int = 256
) -> list[BufferLifetime]:
    """`repeats` U-Nets in sequence (as in a diffusion sampler's steps): an
    encoder whose outputs are held as skips across the bottleneck and a
    decoder that reads them back."""
    graph = DataflowTrace()
    x = graph.op(tensor(image, image, 3))
    for _ in range(repeats):
        skips: list[Value] = []
        for level in range(levels):
            side, channels = image >> level, width << level
            x = graph.op(tensor(side, side, channels), x)
            x = graph.op(tensor(side, side, channels), x)
            skips.append(x)
            x = graph.op(tensor(side // 2, side // 2, channels), x)
        for level in reversed(range(levels)):
            side, channels = image >> level, width << level
            up = graph.op(tensor(side, side, channels), x)
            joined = graph.op(tensor(side, side, 2 * channels), up, skips[level])
            x = graph.op(tensor(side, side, channels), joined)
            x = graph.op(tensor(side, side, channels), x)
        x = graph.op(tensor(image, image, 3), x)
    graph.use(x)
    return graph.buffers()


SHAPES: dict[str, Callable[[], list[BufferLifetime]]] = {
    "residual-chain": residual_chain,
    "attention": attention,
    "training": training,
    "tiled-loop": tiled_loop,
    "unet": unet,
}
"""Every generated shape by file name, at the sizes committed under
`benchmarks/traces/generated/`."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.bench.shapes",
        description="Write traces shaped like large networks as planning-bench CSV.",
    )
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--shapes", default=",".join(SHAPES), help="comma-separated names"
    )
    args = parser.parse_args(argv)
    names = [name for name in str(args.shapes).split(",") if name]
    unknown = sorted(set(names) - set(SHAPES))
    if unknown:
        parser.error(f"unknown shapes {unknown}; known: {', '.join(SHAPES)}")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in names:
        buffers = SHAPES[name]()
        path = args.out / f"{name}.csv"
        write_trace_csv(path, buffers)
        print(f"{path}: {len(buffers)} buffers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
