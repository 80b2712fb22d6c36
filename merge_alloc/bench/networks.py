"""A corpus of planning traces of real network architectures.

`shapes` gives five large shapes; planners also need to be compared across
the families that compilers meet, at their real sizes, from a few dozen
buffers to tens of thousands. Each generator here builds the dataflow graph
of one published architecture op by op, with `shapes.DataflowTrace` (a value
lives from the op that defines it to the last op that reads it, the pass's
rule for a straight-line function), float32 tensors at batch 1:

* ResNet-18/34/50/101/152 and a wide ResNet (conv, batch norm, ReLU as
  separate ops, the block input held for the skip add);
* DenseNet-121/169/201/264: each layer reads the concatenation of every
  earlier feature map of its block, materialised as a new buffer (what a
  compiler without in-place concatenation plans);
* MobileNet-v2 and EfficientNet-B0-like inverted residual stacks;
* transformer encoders and decoders with per-head query, key, value, score,
  softmax and context buffers (BERT tiny to large, GPT-2 XL, a 96-layer
  decoder with 25 heads);
* LSTMs unrolled over time (gates as separate ops; stacked, bidirectional,
  a sequence-to-sequence model with attention);
* NAS cells (DARTS/NASNet/AmoebaNet-style: each cell reads the two previous
  cells' outputs, five nodes summing two operations each, seeded wiring);
* tiled CNNs: convolutions split into spatial tiles with double-buffered
  input tiles, weight tiles and per-tile outputs (VGG-16, ResNet-18,
  MobileNet, a U-Net);
* training steps: forward activations kept until the backward pass reads
  them, gradients short-lived, weight gradients consumed by the optimizer
  (MLPs, ResNets, a BERT, an LSTM through time).

`CORPUS` names the 39 traces (50 to about 18,000 buffers) committed under
`benchmarks/traces/networks/`, gzip-compressed:

    python -m merge_alloc.bench.networks --out benchmarks/traces/networks
"""

from __future__ import annotations

import argparse
import gzip
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from merge_alloc.bench.shapes import DataflowTrace, Value, tensor
from merge_alloc.planning.problem import BufferLifetime
from merge_alloc.planning.trace_csv import format_trace_csv


@dataclass(frozen=True, slots=True)
class Map:
    """A feature map: its buffer and its shape (square side, channels)."""

    value: Value
    side: int
    channels: int


class Network:
    """Convolutional building blocks over a `DataflowTrace`."""

    def __init__(self) -> None:
        self.graph = DataflowTrace()

    def input(self, side: int, channels: int) -> Map:
        return Map(self.graph.op(tensor(side, side, channels)), side, channels)

    def op(self, x: Map, side: int, channels: int, *more: Value) -> Map:
        value = self.graph.op(tensor(side, side, channels), x.value, *more)
        return Map(value, side, channels)

    def conv_bn(self, x: Map, channels: int, stride: int = 1, relu: bool = True) -> Map:
        """Convolution, batch norm and (optionally) ReLU, one buffer each."""
        side = max(1, x.side // stride)
        y = self.op(x, side, channels)
        y = self.op(y, side, channels)
        return self.op(y, side, channels) if relu else y

    def add(self, x: Map, skip: Map) -> Map:
        return self.op(x, x.side, x.channels, skip.value)

    def concat(self, maps: Sequence[Map]) -> Map:
        channels = sum(m.channels for m in maps)
        value = self.graph.op(
            tensor(maps[0].side, maps[0].side, channels), *(m.value for m in maps)
        )
        return Map(value, maps[0].side, channels)

    def pool(self, x: Map, stride: int = 2) -> Map:
        return self.op(x, max(1, x.side // stride), x.channels)

    def head(self, x: Map, classes: int = 1000) -> None:
        pooled = self.graph.op(tensor(x.channels), x.value)
        logits = self.graph.op(tensor(classes), pooled)
        self.graph.use(logits)

    def buffers(self) -> list[BufferLifetime]:
        return self.graph.buffers()


def resnet(depth: int, image: int = 224, width: int = 64) -> list[BufferLifetime]:
    """ResNet-`depth` (18 and 34: basic blocks; deeper: bottlenecks);
    `width` multiplies the inner channels (wide ResNets)."""
    stages = {
        18: (2, 2, 2, 2),
        34: (3, 4, 6, 3),
        50: (3, 4, 6, 3),
        101: (3, 4, 23, 3),
        152: (3, 8, 36, 3),
    }[depth]
    bottleneck = depth >= 50
    net = Network()
    x = net.input(image, 3)
    x = net.pool(net.conv_bn(x, 64, 2))
    for stage, blocks in enumerate(stages):
        inner = width << stage
        out = (64 << stage) * (4 if bottleneck else 1)
        for block in range(blocks):
            stride = 2 if block == 0 and stage > 0 else 1
            skip = x
            if block == 0:
                skip = net.conv_bn(x, out, stride, relu=False)
            if bottleneck:
                y = net.conv_bn(x, inner)
                y = net.conv_bn(y, inner, stride)
                y = net.conv_bn(y, out, relu=False)
            else:
                y = net.conv_bn(x, out, stride)
                y = net.conv_bn(y, out, relu=False)
            x = net.op(net.add(y, skip), y.side, out)
    net.head(x)
    return net.buffers()


def densenet(blocks: tuple[int, ...], growth: int = 32) -> list[BufferLifetime]:
    """DenseNet-BC: per layer batch norm, ReLU, 1x1 conv to 4*growth,
    batch norm, ReLU, 3x3 conv to `growth`, on the concatenation of every
    earlier map of the block; transitions halve channels and side."""
    net = Network()
    x = net.pool(net.conv_bn(net.input(224, 3), 2 * growth, 2))
    for index, layers in enumerate(blocks):
        features = [x]
        for _ in range(layers):
            joined = net.concat(features) if len(features) > 1 else features[0]
            y = net.op(joined, joined.side, joined.channels)
            y = net.op(y, y.side, y.channels)
            y = net.conv_bn(y, 4 * growth)
            y = net.op(y, y.side, growth)
            features.append(y)
        x = net.concat(features)
        if index + 1 < len(blocks):
            x = net.conv_bn(x, x.channels // 2)
            x = net.pool(x)
    net.head(x)
    return net.buffers()


def inverted_residuals(
    settings: Sequence[tuple[int, int, int, int]], image: int = 224, stem: int = 32
) -> list[BufferLifetime]:
    """MobileNet-v2-style stages `(expansion, channels, repeats, stride)`:
    expand 1x1, depthwise 3x3, project 1x1, skip add when shapes match."""
    net = Network()
    x = net.conv_bn(net.input(image, 3), stem, 2)
    for expansion, channels, repeats, stride in settings:
        for repeat in range(repeats):
            step = stride if repeat == 0 else 1
            y = net.conv_bn(x, x.channels * expansion) if expansion > 1 else x
            y = net.conv_bn(y, y.channels, step)
            y = net.conv_bn(y, channels, relu=False)
            x = net.add(y, x) if step == 1 and x.channels == channels else y
    x = net.conv_bn(x, 1280)
    net.head(x)
    return net.buffers()


MOBILENET_V2 = (
    (1, 16, 1, 1),
    (6, 24, 2, 2),
    (6, 32, 3, 2),
    (6, 64, 4, 2),
    (6, 96, 3, 1),
    (6, 160, 3, 2),
    (6, 320, 1, 1),
)
EFFICIENTNET_B0 = (
    (1, 16, 1, 1),
    (6, 24, 2, 2),
    (6, 40, 2, 2),
    (6, 80, 3, 2),
    (6, 112, 3, 1),
    (6, 192, 4, 2),
    (6, 320, 1, 1),
)


def transformer(
    layers: int, heads: int, sequence: int, model: int, causal: bool = False
) -> list[BufferLifetime]:
    """A pre-norm transformer; per head q, k, v, scores, (mask,) softmax,
    context; then output projection, residual, norm, 4x MLP, residual."""
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
            if causal:
                scores = graph.op(tensor(sequence, sequence), scores)
            weights = graph.op(tensor(sequence, sequence), scores)
            contexts.append(graph.op(tensor(sequence, head), weights, value))
        joined = graph.op(tensor(sequence, model), *contexts)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), joined)
        )
        normed = graph.op(tensor(sequence, model), x)
        hidden = graph.op(tensor(sequence, 4 * model), normed)
        activated = graph.op(tensor(sequence, 4 * model), hidden)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), activated)
        )
    graph.use(graph.op(tensor(sequence, model), x))
    return graph.buffers()


def _lstm_cell(
    graph: DataflowTrace, x: Value, h: Value, c: Value, hidden: int
) -> tuple[Value, Value]:
    """One LSTM step: input and recurrent projections, their sum, four
    gates, the new cell and hidden state."""
    projected = graph.op(tensor(4 * hidden), x)
    recurrent = graph.op(tensor(4 * hidden), h)
    summed = graph.op(tensor(4 * hidden), projected, recurrent)
    i, f, g, o = (graph.op(tensor(hidden), summed) for _ in range(4))
    kept = graph.op(tensor(hidden), f, c)
    written = graph.op(tensor(hidden), i, g)
    c = graph.op(tensor(hidden), kept, written)
    squashed = graph.op(tensor(hidden), c)
    return graph.op(tensor(hidden), o, squashed), c


def lstm(
    steps: int, layers: int, hidden: int, features: int, bidirectional: bool = False
) -> list[BufferLifetime]:
    """A stacked LSTM unrolled over `steps`; each layer reads the previous
    layer's outputs (both directions' when bidirectional)."""
    graph = DataflowTrace()
    inputs = [graph.op(tensor(features)) for _ in range(steps)]
    for _ in range(layers):
        directions: list[list[Value]] = []
        for reverse in (False, True) if bidirectional else (False,):
            h = graph.op(tensor(hidden))
            c = graph.op(tensor(hidden))
            outputs: list[Value] = [h] * steps
            order = range(steps - 1, -1, -1) if reverse else range(steps)
            for step in order:
                h, c = _lstm_cell(graph, inputs[step], h, c, hidden)
                outputs[step] = h
            directions.append(outputs)
        if bidirectional:
            inputs = [
                graph.op(tensor(2 * hidden), forward, backward)
                for forward, backward in zip(*directions, strict=True)
            ]
        else:
            inputs = directions[0]
    graph.use(*inputs)
    return graph.buffers()


def seq2seq(source: int, target: int, hidden: int) -> list[BufferLifetime]:
    """An LSTM encoder whose outputs all stay live for the decoder's
    attention at every target step."""
    graph = DataflowTrace()
    h = graph.op(tensor(hidden))
    c = graph.op(tensor(hidden))
    encoded: list[Value] = []
    for _ in range(source):
        h, c = _lstm_cell(graph, graph.op(tensor(hidden)), h, c, hidden)
        encoded.append(h)
    memory = graph.op(tensor(source, hidden), *encoded)
    token = graph.op(tensor(hidden))
    for _ in range(target):
        h, c = _lstm_cell(graph, token, h, c, hidden)
        scores = graph.op(tensor(source), memory, h)
        weights = graph.op(tensor(source), scores)
        context = graph.op(tensor(hidden), weights, memory)
        joined = graph.op(tensor(2 * hidden), context, h)
        logits = graph.op(tensor(8 * hidden), joined)
        token = graph.op(tensor(hidden), logits)
    graph.use(token)
    return graph.buffers()


NAS_OPERATIONS = ("sep3", "sep5", "dil3", "max", "avg", "skip")


def nas(cells: int, channels: int, image: int, seed: int) -> list[BufferLifetime]:
    """A NAS network of `cells` cells; reduction cells at 1/3 and 2/3 halve
    the side and double the channels. Each cell reads the outputs of the two
    previous cells and builds five nodes, each the sum of two operations on
    earlier states (wiring drawn from `seed`); separable convolutions are
    ReLU, depthwise, pointwise, batch norm, twice. The cell's output
    concatenates the nodes no other node read."""
    rng = random.Random(seed)
    net = Network()
    stem = net.conv_bn(net.input(image, 3), channels)
    previous, current = stem, stem
    side = image
    for cell in range(cells):
        reduction = cell in (cells // 3, 2 * cells // 3)
        if reduction:
            side, channels = side // 2, channels * 2
        states = [
            net.conv_bn(previous, channels, previous.side // side or 1),
            net.conv_bn(current, channels, current.side // side or 1),
        ]
        read: set[int] = set()
        for _ in range(5):
            branches: list[Map] = []
            for _ in range(2):
                source = rng.randrange(len(states))
                read.add(source)
                branches.append(_nas_operation(net, states[source], side, rng))
            states.append(net.add(branches[0], branches[1]))
        loose = [s for index, s in enumerate(states[2:], 2) if index not in read]
        previous, current = current, net.concat(loose or states[-1:])
    net.head(current)
    return net.buffers()


def _nas_operation(net: Network, x: Map, side: int, rng: random.Random) -> Map:
    kind = NAS_OPERATIONS[rng.randrange(len(NAS_OPERATIONS))]
    stride = x.side // side or 1
    if kind in ("sep3", "sep5"):
        y = x
        for repeat in range(2):
            y = net.op(y, y.side, y.channels)
            y = net.op(y, max(1, y.side // (stride if repeat == 0 else 1)), y.channels)
            y = net.op(y, y.side, y.channels)
            y = net.op(y, y.side, y.channels)
        return y
    if kind == "dil3":
        y = net.op(x, x.side, x.channels)
        y = net.op(y, max(1, y.side // stride), y.channels)
        return net.op(y, y.side, y.channels)
    if kind in ("max", "avg") or stride > 1:
        return net.op(x, max(1, x.side // stride), x.channels)
    return x


def tiled_cnn(
    layers: Sequence[tuple[int, int]], image: int, tile: int, depthwise: bool = False
) -> list[BufferLifetime]:
    """Convolution layers `(channels, stride)` tiled spatially: per output
    tile, the input tile with its halo is loaded while the previous tile is
    used (double buffering), the layer's weights are loaded once per layer
    (per tile row for depthwise layers), and the tile's accumulator, bias
    and activation buffers feed the store into the whole layer output, which
    lives until the next layer has read it."""
    graph = DataflowTrace()
    channels = 3
    side = image
    activation = graph.op(tensor(side, side, channels))
    for out_channels, stride in layers:
        out_side = max(1, side // stride)
        output = graph.op(tensor(out_side, out_side, out_channels))
        weights = graph.op(tensor(3, 3, 1 if depthwise else channels, out_channels))
        tiles = [
            (row, column)
            for row in range(0, out_side, tile)
            for column in range(0, out_side, tile)
        ]
        pending = graph.op(
            _halo(tiles[0], out_side, tile, stride, channels), activation
        )
        for index, (row, column) in enumerate(tiles):
            current = pending
            if index + 1 < len(tiles):
                pending = graph.op(
                    _halo(tiles[index + 1], out_side, tile, stride, channels),
                    activation,
                )
            height = min(tile, out_side - row)
            width = min(tile, out_side - column)
            accumulator = graph.op(
                tensor(height, width, out_channels), current, weights
            )
            biased = graph.op(tensor(height, width, out_channels), accumulator)
            activated = graph.op(tensor(height, width, out_channels), biased)
            graph.use(activated, output)
        activation, channels, side = output, out_channels, out_side
    graph.use(activation)
    return graph.buffers()


def _halo(
    position: tuple[int, int], side: int, tile: int, stride: int, channels: int
) -> int:
    row, column = position
    height = min(tile, side - row) * stride + 2
    width = min(tile, side - column) * stride + 2
    return tensor(height, width, channels)


VGG16 = (
    (64, 1), (64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (256, 1),
    (512, 2), (512, 1), (512, 1), (512, 2), (512, 1), (512, 1),
)  # fmt: skip
RESNET18_CONVS = (
    (64, 2), (64, 2), (64, 1), (64, 1), (64, 1), (128, 2), (128, 1), (128, 1),
    (128, 1), (256, 2), (256, 1), (256, 1), (256, 1), (512, 2), (512, 1),
    (512, 1), (512, 1),
)  # fmt: skip
MOBILENET_CONVS = (
    (32, 2), (64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2),
    (512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (1024, 2), (1024, 1),
)  # fmt: skip
UNET_CONVS = (
    (64, 1), (64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2),
    (512, 1), (256, 1), (256, 1), (128, 1), (128, 1), (64, 1), (64, 1),
)  # fmt: skip


def training_mlp(
    layers: int, batch: int, widths: tuple[int, ...]
) -> list[BufferLifetime]:
    """One training step of an MLP (see `shapes.training`)."""
    from merge_alloc.bench.shapes import training

    return training(layers, batch, widths)


def training_cnn(depth: int, image: int) -> list[BufferLifetime]:
    """One training step of ResNet-`depth` (basic blocks): every
    convolution's input and pre-activation kept for the backward pass, which
    visits the layers in reverse, each producing the input gradient and a
    weight gradient the optimizer consumes at once."""
    stages = {18: (2, 2, 2, 2), 34: (3, 4, 6, 3)}[depth]
    graph = DataflowTrace()
    x = Map(graph.op(tensor(image, image, 3)), image, 3)
    saved: list[tuple[Map, Map, int]] = []

    def layer(x: Map, channels: int, stride: int) -> Map:
        side = max(1, x.side // stride)
        pre = Map(graph.op(tensor(side, side, channels), x.value), side, channels)
        post = Map(graph.op(tensor(side, side, channels), pre.value), side, channels)
        saved.append((x, pre, channels))
        return post

    x = layer(x, 64, 4)
    for stage, blocks in enumerate(stages):
        channels = 64 << stage
        for block in range(blocks):
            stride = 2 if block == 0 and stage > 0 else 1
            y = layer(layer(x, channels, stride), channels, 1)
            skip = (
                x
                if stride == 1 and x.channels == channels
                else layer(x, channels, stride)
            )
            x = Map(
                graph.op(tensor(y.side, y.side, channels), y.value, skip.value),
                y.side,
                channels,
            )
    gradient = graph.op(tensor(x.side, x.side, x.channels), x.value)
    for inputs, pre, channels in reversed(saved):
        delta = graph.op(tensor(pre.side, pre.side, channels), gradient, pre.value)
        weight_gradient = graph.op(
            tensor(3, 3, inputs.channels, channels), inputs.value, delta
        )
        graph.use(weight_gradient)
        gradient = graph.op(tensor(inputs.side, inputs.side, inputs.channels), delta)
    graph.use(gradient)
    return graph.buffers()


def training_transformer(
    layers: int, heads: int, sequence: int, model: int
) -> list[BufferLifetime]:
    """One training step of a transformer encoder with per-head buffers:
    the forward pass keeps every head's q, k, v and softmax output and every
    MLP activation; the backward pass reads them in reverse."""
    graph = DataflowTrace()
    head = model // heads
    x = graph.op(tensor(sequence, model))
    kept: list[list[Value]] = []
    for _ in range(layers):
        normed = graph.op(tensor(sequence, model), x)
        saved = [normed]
        contexts: list[Value] = []
        for _ in range(heads):
            query = graph.op(tensor(sequence, head), normed)
            key = graph.op(tensor(sequence, head), normed)
            value = graph.op(tensor(sequence, head), normed)
            scores = graph.op(tensor(sequence, sequence), query, key)
            weights = graph.op(tensor(sequence, sequence), scores)
            contexts.append(graph.op(tensor(sequence, head), weights, value))
            saved += [query, key, value, weights]
        joined = graph.op(tensor(sequence, model), *contexts)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), joined)
        )
        hidden = graph.op(tensor(sequence, 4 * model), x)
        activated = graph.op(tensor(sequence, 4 * model), hidden)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), activated)
        )
        kept.append([*saved, joined, hidden, activated])
    gradient = graph.op(tensor(sequence, model), x)
    for saved in reversed(kept):
        *attention, joined, hidden, activated = saved
        g_hidden = graph.op(tensor(sequence, 4 * model), gradient, activated, hidden)
        graph.use(graph.op(tensor(model, 4 * model), g_hidden, hidden))
        gradient = graph.op(tensor(sequence, model), gradient, g_hidden)
        g_joined = graph.op(tensor(sequence, model), gradient, joined)
        graph.use(graph.op(tensor(model, model), g_joined, joined))
        normed, rest = attention[0], attention[1:]
        g_inputs: list[Value] = []
        for index in range(heads):
            query, key, value, weights = rest[4 * index : 4 * index + 4]
            g_weights = graph.op(tensor(sequence, sequence), g_joined, value, weights)
            g_value = graph.op(tensor(sequence, head), g_joined, weights)
            g_scores = graph.op(tensor(sequence, sequence), g_weights, weights)
            g_query = graph.op(tensor(sequence, head), g_scores, key)
            g_key = graph.op(tensor(sequence, head), g_scores, query)
            g_inputs.append(
                graph.op(tensor(sequence, model), g_query, g_key, g_value, normed)
            )
        gradient = graph.op(tensor(sequence, model), gradient, *g_inputs)
    graph.use(gradient)
    return graph.buffers()


def training_lstm(steps: int, hidden: int) -> list[BufferLifetime]:
    """Backpropagation through time of one LSTM layer: every step's gates
    and states kept until the backward sweep reaches that step."""
    graph = DataflowTrace()
    h = graph.op(tensor(hidden))
    c = graph.op(tensor(hidden))
    kept: list[tuple[Value, Value, Value]] = []
    for _ in range(steps):
        x = graph.op(tensor(hidden))
        previous = c
        h, c = _lstm_cell(graph, x, h, c, hidden)
        kept.append((x, previous, c))
    g_h = graph.op(tensor(hidden), h)
    g_c = graph.op(tensor(hidden), c)
    for x, previous, state in reversed(kept):
        g_gates = graph.op(tensor(4 * hidden), g_h, g_c, state, previous)
        graph.use(graph.op(tensor(hidden, 4 * hidden), g_gates, x))
        g_c = graph.op(tensor(hidden), g_gates, g_c)
        g_h = graph.op(tensor(hidden), g_gates)
    graph.use(g_h, g_c)
    return graph.buffers()


def unet_steps(repeats: int, levels: int = 4) -> list[BufferLifetime]:
    """A diffusion sampler's U-Net steps (see `shapes.unet`)."""
    from merge_alloc.bench.shapes import unet

    return unet(levels=levels, repeats=repeats, width=32, image=128)


CORPUS: dict[str, Callable[[], list[BufferLifetime]]] = {
    "resnet18": lambda: resnet(18),
    "resnet34": lambda: resnet(34),
    "resnet50": lambda: resnet(50),
    "resnet101": lambda: resnet(101),
    "resnet152": lambda: resnet(152),
    "wide-resnet50": lambda: resnet(50, width=128),
    "densenet121": lambda: densenet((6, 12, 24, 16)),
    "densenet169": lambda: densenet((6, 12, 32, 32)),
    "densenet201": lambda: densenet((6, 12, 48, 32)),
    "densenet264": lambda: densenet((6, 12, 64, 48)),
    "mobilenet-v2": lambda: inverted_residuals(MOBILENET_V2),
    "efficientnet-b0": lambda: inverted_residuals(EFFICIENTNET_B0),
    "bert-tiny": lambda: transformer(3, 2, 128, 128),
    "bert-small": lambda: transformer(4, 8, 128, 512),
    "bert-base": lambda: transformer(12, 12, 128, 768),
    "bert-base-512": lambda: transformer(12, 12, 512, 768),
    "bert-large": lambda: transformer(24, 16, 512, 1024),
    "gpt2-xl": lambda: transformer(48, 25, 256, 1600, causal=True),
    "decoder-96x25": lambda: transformer(96, 25, 128, 3200, causal=True),
    "lstm-1x16": lambda: lstm(16, 1, 256, 128),
    "lstm-2x64": lambda: lstm(64, 2, 512, 256),
    "lstm-3x200": lambda: lstm(200, 3, 1024, 512),
    "bilstm-2x100": lambda: lstm(100, 2, 512, 256, bidirectional=True),
    "seq2seq-attention": lambda: seq2seq(50, 40, 512),
    "nas-8-cells": lambda: nas(8, 16, 32, seed=1),
    "nas-14-cells": lambda: nas(14, 36, 32, seed=2),
    "nas-20-cells": lambda: nas(20, 36, 32, seed=3),
    "amoeba-18-cells": lambda: nas(18, 64, 56, seed=4),
    "tiled-vgg16": lambda: tiled_cnn(VGG16, 224, 32),
    "tiled-resnet18": lambda: tiled_cnn(RESNET18_CONVS, 224, 16),
    "tiled-mobilenet": lambda: tiled_cnn(MOBILENET_CONVS, 224, 28, depthwise=True),
    "tiled-unet": lambda: tiled_cnn(UNET_CONVS, 128, 16),
    "training-mlp-small": lambda: training_mlp(24, 32, (256, 512)),
    "training-mlp-large": lambda: training_mlp(400, 64, (512, 1024, 2048)),
    "training-resnet18": lambda: training_cnn(18, 224),
    "training-resnet34": lambda: training_cnn(34, 224),
    "training-bert-small": lambda: training_transformer(4, 8, 128, 512),
    "training-lstm-100": lambda: training_lstm(100, 512),
    "unet-diffusion-8": lambda: unet_steps(8),
}
"""Every trace of the corpus by file name (without `.csv.gz`)."""


def write_corpus(out: Path, names: Sequence[str]) -> list[tuple[Path, int]]:
    """Write each named trace as `out/NAME.csv.gz` (gzip without a time
    stamp, so the bytes depend only on the trace); the paths and buffer
    counts."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[tuple[Path, int]] = []
    for name in names:
        buffers = CORPUS[name]()
        path = out / f"{name}.csv.gz"
        data = format_trace_csv(buffers).encode()
        path.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        written.append((path, len(buffers)))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.bench.networks",
        description="Write the real-network trace corpus (gzipped CSV).",
    )
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--only", default=",".join(CORPUS), help="comma-separated names"
    )
    args = parser.parse_args(argv)
    names = [name for name in str(args.only).split(",") if name]
    unknown = sorted(set(names) - set(CORPUS))
    if unknown:
        parser.error(f"unknown traces {unknown}; known: {', '.join(CORPUS)}")
    for path, count in write_corpus(args.out, names):
        print(f"{path}: {count} buffers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
