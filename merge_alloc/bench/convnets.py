"""Convolutional networks as planning traces, op by op.

The families of `cases.CORPUS` built from convolutions, with
`shapes.DataflowTrace` (float32 tensors at batch 1): ResNets, an
Inception-v3-like network, DenseNets, inverted residual stacks (MobileNet-v2,
EfficientNet-B0), NAS cells, spatially tiled CNNs and a ResNet training step.
A convolution with a kernel above 1x1 goes through a short-lived im2col
workspace, as compilers that lower convolutions to matmuls allocate it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from merge_alloc.bench.shapes import FLOAT_BYTES, DataflowTrace, Value, tensor
from merge_alloc.planning.problem import BufferLifetime


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

    def conv_bn(
        self,
        x: Map,
        channels: int,
        stride: int = 1,
        relu: bool = True,
        kernel: int = 3,
    ) -> Map:
        """Convolution, batch norm and (optionally) ReLU, one buffer each. A
        convolution with a `kernel` above 1 is lowered through an im2col
        workspace (the patches of every output pixel), which lives only
        from its gathering to the matmul that reads it."""
        side = max(1, x.side // stride)
        if kernel > 1:
            patches = self.op(x, side, x.channels * kernel * kernel)
            y = self.op(patches, side, channels)
        else:
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
                skip = net.conv_bn(x, out, stride, relu=False, kernel=1)
            if bottleneck:
                y = net.conv_bn(x, inner, kernel=1)
                y = net.conv_bn(y, inner, stride)
                y = net.conv_bn(y, out, relu=False, kernel=1)
            else:
                y = net.conv_bn(x, out, stride)
                y = net.conv_bn(y, out, relu=False)
            x = net.op(net.add(y, skip), y.side, out)
    net.head(x)
    return net.buffers()


def inception(image: int = 299) -> list[BufferLifetime]:
    """An Inception-v3-like network: modules of parallel branches (1x1;
    1x1 then 5x5; 1x1 then two 3x3; pooling then 1x1; factorised 1x7 and
    7x1 in the 17x17 modules) whose outputs are concatenated, so that
    branches of unequal sizes are live together."""
    net = Network()
    x = net.conv_bn(net.input(image, 3), 32, 2)
    x = net.pool(net.conv_bn(net.conv_bn(x, 32), 64))
    x = net.pool(net.conv_bn(net.conv_bn(x, 80, kernel=1), 192))

    def branch(x: Map, steps: Sequence[tuple[int, int]]) -> Map:
        for channels, taps in steps:
            if taps > 1:
                patches = net.op(x, x.side, x.channels * taps)
                x = net.op(patches, x.side, channels)
            else:
                x = net.op(x, x.side, channels)
            x = net.op(net.op(x, x.side, channels), x.side, channels)
        return x

    for pool_channels in (32, 64, 64):
        x = net.concat(
            [
                branch(x, [(64, 1)]),
                branch(x, [(48, 1), (64, 25)]),
                branch(x, [(64, 1), (96, 9), (96, 9)]),
                branch(net.op(x, x.side, x.channels), [(pool_channels, 1)]),
            ]
        )
    x = net.concat([net.conv_bn(x, 384, 2), net.pool(x)])
    for inner in (128, 160, 160, 192):
        x = net.concat(
            [
                branch(x, [(192, 1)]),
                branch(x, [(inner, 1), (inner, 7), (192, 7)]),
                branch(x, [(inner, 1), (inner, 7), (inner, 7), (inner, 7), (192, 7)]),
                branch(net.op(x, x.side, x.channels), [(192, 1)]),
            ]
        )
    x = net.concat([net.conv_bn(x, 320, 2), net.conv_bn(x, 192, 2), net.pool(x)])
    for _ in range(2):
        x = net.concat(
            [
                branch(x, [(320, 1)]),
                branch(x, [(384, 1), (384, 3)]),
                branch(x, [(384, 1), (384, 3)]),
                branch(x, [(448, 1), (384, 9), (384, 3)]),
                branch(x, [(448, 1), (384, 9), (384, 3)]),
                branch(net.op(x, x.side, x.channels), [(192, 1)]),
            ]
        )
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
            y = net.conv_bn(y, 4 * growth, kernel=1)
            patches = net.op(y, y.side, y.channels * 9)
            y = net.op(patches, y.side, growth)
            features.append(y)
        x = net.concat(features)
        if index + 1 < len(blocks):
            x = net.conv_bn(x, x.channels // 2, kernel=1)
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
            expanded = x.channels * expansion
            y = net.conv_bn(x, expanded, kernel=1) if expansion > 1 else x
            y = net.conv_bn(y, y.channels, step, kernel=1)  # depthwise
            y = net.conv_bn(y, channels, relu=False, kernel=1)
            x = net.add(y, x) if step == 1 and x.channels == channels else y
    x = net.conv_bn(x, 1280, kernel=1)
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
    layers: Sequence[tuple[int, int]],
    image: int,
    tile: int,
    depthwise: bool = False,
    tiles_per_side: int | None = None,
    element: int = FLOAT_BYTES,
) -> list[BufferLifetime]:
    """Convolution layers `(channels, stride)` tiled spatially: per output
    tile, the input tile with its halo is loaded while the previous tile is
    used (double buffering), the layer's weights are loaded once per layer
    (per tile row for depthwise layers), and the tile's accumulator, bias
    and activation buffers feed the store into the whole layer output, which
    lives until the next layer has read it. Tiles are `tile` wide, or, with
    `tiles_per_side`, each layer's output is cut into that many tiles a side
    (the same tile count at every layer, as an accelerator with a fixed
    number of cores tiles it); `element` is the bytes of one element (1 for
    an int8 network)."""

    def size(*shape: int) -> int:
        return tensor(*shape) // FLOAT_BYTES * element

    graph = DataflowTrace()
    channels = 3
    side = image
    activation = graph.op(size(side, side, channels))
    for out_channels, stride in layers:
        out_side = max(1, side // stride)
        if tiles_per_side is not None:
            tile = max(1, -(-out_side // tiles_per_side))
        output = graph.op(size(out_side, out_side, out_channels))
        weights = graph.op(size(3, 3, 1 if depthwise else channels, out_channels))
        tiles = [
            (row, column)
            for row in range(0, out_side, tile)
            for column in range(0, out_side, tile)
        ]
        pending = graph.op(
            _halo(tiles[0], out_side, tile, stride, channels) // FLOAT_BYTES * element,
            activation,
        )
        for index, (row, column) in enumerate(tiles):
            current = pending
            if index + 1 < len(tiles):
                halo = _halo(tiles[index + 1], out_side, tile, stride, channels)
                pending = graph.op(halo // FLOAT_BYTES * element, activation)
            height = min(tile, out_side - row)
            width = min(tile, out_side - column)
            accumulator = graph.op(size(height, width, out_channels), current, weights)
            biased = graph.op(size(height, width, out_channels), accumulator)
            activated = graph.op(size(height, width, out_channels), biased)
            graph.use(activated, output)
        activation, channels, side = output, out_channels, out_side
    graph.use(activation)
    return graph.buffers()


def random_layers(
    count: int,
    seed: int,
    strided: int = 3,
    widths: Sequence[int] = (16, 32, 64, 128, 256),
) -> list[tuple[int, int]]:
    """`count` convolution layers `(channels, stride)` drawn with `seed`:
    widths from `widths`, growing with depth (one step either way at
    random), and a stride of 2 at `strided` evenly spaced layers (a 256
    image ends at 32 x 32 with the default 3, so 8 tiles a side stay 8)."""
    rng = random.Random(seed)
    every = max(1, count // (strided + 1))
    layers: list[tuple[int, int]] = []
    for index in range(count):
        depth = index * len(widths) // count + rng.choice((-1, 0, 0, 1))
        channels = widths[min(len(widths) - 1, max(0, depth))]
        stride = 2 if index % every == every - 1 and index < every * strided else 1
        layers.append((channels, stride))
    return layers


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
