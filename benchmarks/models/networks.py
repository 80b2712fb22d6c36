"""The corpus networks written here rather than taken from torchvision.

Each is a small instance (32x32 images, 128 tokens or a 128-step signal, few
channels) of a family the corpus lacked, chosen for what it does to memory:

- issue 27 (whole activations live at once, which tiling across layers
  removes): `MobileNetV3` (inverted residuals with squeeze-and-excitation
  and hardswish), `BertEncoder` (two post-norm encoder layers, erf GELU, at
  128 tokens), `DilatedConvStack` (a WaveNet-style stack of gated, causal,
  dilated 1-D convolutions with residual and skip paths);
- issue 28 (the operation order and the concatenations decide the peak):
  `RandWire` (stages of a Watts-Strogatz random graph generated from a
  seed), `DartsNetwork` (a stack of DARTS cells with the published
  `DARTS_V2` genotype, each cell's output the concatenation of its nodes),
  `DenseNet` (DenseNet-BC blocks, every layer concatenating its output to
  the growing feature map), `Inception` (GoogLeNet-style four-branch blocks
  concatenated), `UNet3` (three poolings and three skip concatenations,
  one level deeper than `export_models.TinyUNet`).

The definitions follow the papers' (and their reference code's) layer
structure at a reduced width; `export_models.MODELS` gives each its input.
Nothing here is random at run time: the random graph is drawn once, when the
network is built, from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import torch
from torch import nn
from torch.nn import functional


def conv_bn(
    inputs: int,
    outputs: int,
    kernel: int,
    stride: int = 1,
    groups: int = 1,
    activation: type[nn.Module] | None = nn.ReLU,
) -> nn.Sequential:
    """A padded convolution without bias, a batch norm and `activation`."""
    layers: list[nn.Module] = [
        nn.Conv2d(
            inputs, outputs, kernel, stride, kernel // 2, groups=groups, bias=False
        ),
        nn.BatchNorm2d(outputs),
    ]
    if activation is not None:
        layers.append(activation())
    return nn.Sequential(*layers)


# --- issue 27 ---------------------------------------------------------------


class SqueezeExcitation(nn.Module):
    """MobileNetV3's SE: global average, 1x1 reduce, ReLU, 1x1 expand,
    hardsigmoid, channel-wise scale of the input."""

    def __init__(self, channels: int, squeezed: int) -> None:
        super().__init__()
        self.fc1 = nn.Conv2d(channels, squeezed, 1)
        self.fc2 = nn.Conv2d(squeezed, channels, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = functional.adaptive_avg_pool2d(x, 1)
        scale = functional.hardsigmoid(self.fc2(functional.relu(self.fc1(scale))))
        return x * scale


class MobileNetV3Block(nn.Module):
    """Expand (1x1), depthwise (k x k, stride), SE, project (1x1, linear);
    a residual when the shape is kept (MobileNetV3's `InvertedResidual`)."""

    def __init__(
        self,
        inputs: int,
        expanded: int,
        outputs: int,
        kernel: int,
        stride: int,
        squeeze: bool,
        activation: type[nn.Module],
    ) -> None:
        super().__init__()
        self.residual = stride == 1 and inputs == outputs
        layers: list[nn.Module] = []
        if expanded != inputs:
            layers.append(conv_bn(inputs, expanded, 1, activation=activation))
        layers.append(conv_bn(expanded, expanded, kernel, stride, expanded, activation))
        if squeeze:
            layers.append(SqueezeExcitation(expanded, _divisible(expanded // 4)))
        layers.append(conv_bn(expanded, outputs, 1, activation=None))
        self.block = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.block(x)
        return x + out if self.residual else out


def _divisible(channels: int, divisor: int = 8) -> int:
    """MobileNet's `_make_divisible`: the nearest multiple of `divisor`, not
    below 90% of `channels`."""
    rounded = max(divisor, (channels + divisor // 2) // divisor * divisor)
    return rounded + divisor if rounded < 0.9 * channels else rounded


MOBILENET_V3_SETTING = (
    # kernel, expanded, outputs, squeeze-and-excitation, hardswish, stride
    (3, 16, 16, True, False, 1),
    (3, 64, 24, False, False, 2),
    (3, 72, 24, False, False, 1),
    (5, 96, 40, True, True, 2),
    (5, 240, 40, True, True, 1),
    (5, 120, 48, True, True, 1),
)
"""The first six blocks of MobileNetV3-Small's table (Howard et al. 2019,
Table 2; the first block's stride 1 here, its input being 16x16 already)."""


class MobileNetV3(nn.Module):
    """A MobileNetV3-Small-style network: a hardswish stem of stride 2, the
    blocks of `MOBILENET_V3_SETTING`, a 1x1 convolution to 288 channels,
    global pooling and a hardswish classifier head."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        layers: list[nn.Module] = [conv_bn(3, 16, 3, 2, activation=nn.Hardswish)]
        channels = 16
        for (
            kernel,
            expanded,
            outputs,
            squeeze,
            hardswish,
            stride,
        ) in MOBILENET_V3_SETTING:
            activation = nn.Hardswish if hardswish else nn.ReLU
            layers.append(
                MobileNetV3Block(
                    channels, expanded, outputs, kernel, stride, squeeze, activation
                )
            )
            channels = outputs
        layers.append(conv_bn(channels, 288, 1, activation=nn.Hardswish))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(
            nn.Linear(288, 256), nn.Hardswish(), nn.Linear(256, num_classes)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pooled = functional.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(torch.flatten(pooled, 1))


class BertLayer(nn.Module):
    """BERT's encoder layer: self-attention, dense, residual, LayerNorm;
    intermediate dense with erf GELU, dense, residual, LayerNorm (post-norm,
    eps 1e-12 as BERT's)."""

    def __init__(self, width: int, heads: int, intermediate: int) -> None:
        super().__init__()
        self.heads = heads
        self.query = nn.Linear(width, width)
        self.key = nn.Linear(width, width)
        self.value = nn.Linear(width, width)
        self.attention_output = nn.Linear(width, width)
        self.attention_norm = nn.LayerNorm(width, eps=1e-12)
        self.intermediate = nn.Linear(width, intermediate)
        self.output = nn.Linear(intermediate, width)
        self.output_norm = nn.LayerNorm(width, eps=1e-12)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, width = x.shape
        head = width // self.heads

        def split(t: torch.Tensor) -> torch.Tensor:
            return t.reshape(batch, tokens, self.heads, head).transpose(1, 2)

        q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
        scores = (q @ k.transpose(-2, -1)) * (1.0 / head**0.5)
        context = (scores.softmax(dim=-1) @ v).transpose(1, 2)
        context = context.reshape(batch, tokens, width)
        x = self.attention_norm(x + self.attention_output(context))
        hidden = functional.gelu(self.intermediate(x))
        return self.output_norm(x + self.output(hidden))


class BertEncoder(nn.Module):
    """BERT's embedding sum and norm (learned positions added to the input
    embeddings, LayerNorm) and `layers` encoder layers; the result is the
    last hidden state."""

    def __init__(
        self,
        tokens: int = 128,
        width: int = 64,
        heads: int = 4,
        intermediate: int = 256,
        layers: int = 2,
    ) -> None:
        super().__init__()
        self.position = nn.Parameter(torch.zeros(1, tokens, width))
        self.embedding_norm = nn.LayerNorm(width, eps=1e-12)
        self.layers = nn.Sequential(
            *(BertLayer(width, heads, intermediate) for _ in range(layers))
        )

    def forward(self, embeddings: torch.Tensor) -> torch.Tensor:
        return self.layers(self.embedding_norm(embeddings + self.position))


class GatedResidualBlock(nn.Module):
    """WaveNet's residual block: a causal dilated convolution (the input
    padded on the left by `dilation * (kernel - 1)`) to twice the channels,
    tanh(filter) * sigmoid(gate), then 1x1 convolutions to the residual and
    to the skip path."""

    def __init__(self, channels: int, skip: int, kernel: int, dilation: int) -> None:
        super().__init__()
        self.padding = dilation * (kernel - 1)
        self.dilated = nn.Conv1d(channels, 2 * channels, kernel, dilation=dilation)
        self.residual = nn.Conv1d(channels, channels, 1)
        self.skip = nn.Conv1d(channels, skip, 1)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        filtered, gate = self.dilated(functional.pad(x, (self.padding, 0))).chunk(
            2, dim=1
        )
        gated = torch.tanh(filtered) * torch.sigmoid(gate)
        return x + self.residual(gated), self.skip(gated)


class DilatedConvStack(nn.Module):
    """A WaveNet/TCN-style stack: a 1x1 input convolution, gated residual
    blocks with dilations 1, 2, ..., 2**(layers - 1) (kernel 2), the skip
    outputs summed, ReLU, 1x1, ReLU, 1x1 to the output channels."""

    def __init__(
        self,
        inputs: int = 8,
        channels: int = 32,
        skip: int = 32,
        outputs: int = 8,
        layers: int = 6,
    ) -> None:
        super().__init__()
        self.start = nn.Conv1d(inputs, channels, 1)
        self.blocks = nn.ModuleList(
            GatedResidualBlock(channels, skip, 2, 2**i) for i in range(layers)
        )
        self.head = nn.Sequential(
            nn.ReLU(), nn.Conv1d(skip, skip, 1), nn.ReLU(), nn.Conv1d(skip, outputs, 1)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.start(x)
        skips: torch.Tensor | None = None
        for block in self.blocks:
            x, skip = block(x)
            skips = skip if skips is None else skips + skip
        assert skips is not None
        return self.head(skips)


# --- issue 28 ---------------------------------------------------------------


def watts_strogatz_dag(
    nodes: int, neighbours: int, rewire: float, seed: int
) -> list[list[int]]:
    """Each node's predecessors in a Watts-Strogatz graph made acyclic as
    RandWire makes it (every edge from the lower to the higher index).

    The ring lattice links each node to its `neighbours // 2` nearest on
    either side; each edge (i, i + j) is rewired with probability `rewire`
    to (i, k) for a k drawn uniformly among the nodes not yet linked to i
    (Watts and Strogatz 1998, networkx's `watts_strogatz_graph`), drawn
    from `random.Random(seed)`, so that the graph is the same wherever the
    network is built."""
    draw = random.Random(seed)
    edges = {
        frozenset((i, (i + j) % nodes))
        for i in range(nodes)
        for j in range(1, neighbours // 2 + 1)
    }
    for j in range(1, neighbours // 2 + 1):
        for i in range(nodes):
            edge = frozenset((i, (i + j) % nodes))
            if draw.random() >= rewire or edge not in edges:
                continue
            linked = {n for e in edges if i in e for n in e}
            choices = [k for k in range(nodes) if k not in linked]
            if choices:
                edges.remove(edge)
                edges.add(frozenset((i, draw.choice(choices))))
    predecessors: list[list[int]] = [[] for _ in range(nodes)]
    for edge in edges:
        low, high = sorted(edge)
        predecessors[high].append(low)
    return [sorted(p) for p in predecessors]


class RandWireNode(nn.Module):
    """RandWire's node: a weighted sum of its inputs (the weights through a
    sigmoid), ReLU, a separable 3x3 convolution (depthwise, then 1x1) and a
    batch norm; stride 2 on the nodes that read the stage's input."""

    def __init__(self, inputs: int, channels_in: int, channels: int, stride: int):
        super().__init__()
        self.weights = nn.Parameter(torch.zeros(inputs))
        self.depthwise = nn.Conv2d(
            channels_in, channels_in, 3, stride, 1, groups=channels_in, bias=False
        )
        self.pointwise = nn.Conv2d(channels_in, channels, 1, bias=False)
        self.norm = nn.BatchNorm2d(channels)

    def forward(self, inputs: Sequence[torch.Tensor]) -> torch.Tensor:
        weights = torch.sigmoid(self.weights)
        total = inputs[0] * weights[0]
        for index in range(1, len(inputs)):
            total = total + inputs[index] * weights[index]
        return self.norm(self.pointwise(self.depthwise(functional.relu(total))))


class RandWireStage(nn.Module):
    """One random-graph stage: the source nodes read the stage's input (at
    stride 2), every other node its predecessors, and the output is the
    average of the sink nodes."""

    def __init__(self, channels_in: int, channels: int, nodes: int, seed: int) -> None:
        super().__init__()
        self.predecessors = watts_strogatz_dag(nodes, 4, 0.75, seed)
        successors = {p for ps in self.predecessors for p in ps}
        self.sinks = [n for n in range(nodes) if n not in successors]
        self.nodes = nn.ModuleList(
            RandWireNode(
                max(1, len(ps)),
                channels if ps else channels_in,
                channels,
                1 if ps else 2,
            )
            for ps in self.predecessors
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        outputs: list[torch.Tensor] = []
        for node, predecessors in zip(self.nodes, self.predecessors, strict=True):
            outputs.append(node([outputs[p] for p in predecessors] or [x]))
        total = outputs[self.sinks[0]]
        for sink in self.sinks[1:]:
            total = total + outputs[sink]
        return total * (1.0 / len(self.sinks))


class RandWire(nn.Module):
    """RandWire-WS (Xie et al. 2019) at a small width: a 3x3 stem, two
    random-graph stages (each halving the resolution, different seeds), a
    1x1 convolution, global pooling and a classifier."""

    def __init__(
        self, channels: int = 16, nodes: int = 12, seed: int = 0, num_classes: int = 10
    ) -> None:
        super().__init__()
        self.stem = conv_bn(3, channels // 2, 3)
        self.stage1 = RandWireStage(channels // 2, channels, nodes, seed)
        self.stage2 = RandWireStage(channels, 2 * channels, nodes, seed + 1)
        self.head = conv_bn(2 * channels, 64, 1)
        self.classifier = nn.Linear(64, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.head(self.stage2(self.stage1(self.stem(x))))
        return self.classifier(torch.flatten(functional.adaptive_avg_pool2d(x, 1), 1))


class ReluConvBn(nn.Sequential):
    """DARTS's `ReLUConvBN` (ReLU, convolution, affine batch norm)."""

    def __init__(self, inputs: int, outputs: int, kernel: int, stride: int) -> None:
        super().__init__(
            nn.ReLU(),
            nn.Conv2d(inputs, outputs, kernel, stride, kernel // 2, bias=False),
            nn.BatchNorm2d(outputs),
        )


class DilatedSeparable(nn.Sequential):
    """DARTS's `DilConv`: ReLU, depthwise (dilated) convolution, 1x1, norm."""

    def __init__(self, channels: int, stride: int, dilation: int) -> None:
        super().__init__(
            nn.ReLU(),
            nn.Conv2d(
                channels,
                channels,
                3,
                stride,
                dilation,
                dilation,
                groups=channels,
                bias=False,
            ),
            nn.Conv2d(channels, channels, 1, bias=False),
            nn.BatchNorm2d(channels),
        )


class FactorizedReduce(nn.Module):
    """DARTS's `FactorizedReduce`: two 1x1 convolutions of stride 2 (the
    second on the input shifted by one pixel), concatenated, normed."""

    def __init__(self, inputs: int, outputs: int) -> None:
        super().__init__()
        self.conv_1 = nn.Conv2d(inputs, outputs // 2, 1, 2, bias=False)
        self.conv_2 = nn.Conv2d(inputs, outputs // 2, 1, 2, bias=False)
        self.norm = nn.BatchNorm2d(outputs)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = functional.relu(x)
        shifted = self.conv_2(x[:, :, 1:, 1:])
        return self.norm(torch.cat([self.conv_1(x), shifted], dim=1))


def darts_operation(name: str, channels: int, stride: int) -> nn.Module:
    """The DARTS operation `name` (those `DARTS_V2` uses)."""
    if name == "sep_conv_3x3":  # DARTS's SepConv: DilConv(dilation 1) twice
        return nn.Sequential(
            DilatedSeparable(channels, stride, 1), DilatedSeparable(channels, 1, 1)
        )
    if name == "dil_conv_3x3":
        return DilatedSeparable(channels, stride, 2)
    if name == "max_pool_3x3":
        return nn.MaxPool2d(3, stride, 1)
    if name == "skip_connect":
        return nn.Identity() if stride == 1 else FactorizedReduce(channels, channels)
    raise ValueError(name)


DARTS_V2_NORMAL = (
    ("sep_conv_3x3", 0),
    ("sep_conv_3x3", 1),
    ("sep_conv_3x3", 0),
    ("sep_conv_3x3", 1),
    ("sep_conv_3x3", 1),
    ("skip_connect", 0),
    ("skip_connect", 0),
    ("dil_conv_3x3", 2),
)
DARTS_V2_REDUCE = (
    ("max_pool_3x3", 0),
    ("max_pool_3x3", 1),
    ("skip_connect", 2),
    ("max_pool_3x3", 1),
    ("max_pool_3x3", 0),
    ("skip_connect", 2),
    ("skip_connect", 2),
    ("max_pool_3x3", 1),
)
"""The genotype DARTS found (Liu et al. 2019, `genotypes.DARTS_V2`): per
intermediate node two (operation, input state) pairs, states 0 and 1 being
the two previous cells' outputs; every cell concatenates nodes 2-5."""


class DartsCell(nn.Module):
    """A DARTS cell: both previous outputs preprocessed to `channels`, four
    nodes each summing two operations of earlier states, the output the
    concatenation of the four nodes."""

    def __init__(
        self,
        before_previous: int,
        previous: int,
        channels: int,
        reduction: bool,
        reduction_previous: bool,
    ) -> None:
        super().__init__()
        self.preprocess0 = (
            FactorizedReduce(before_previous, channels)
            if reduction_previous
            else ReluConvBn(before_previous, channels, 1, 1)
        )
        self.preprocess1 = ReluConvBn(previous, channels, 1, 1)
        genotype = DARTS_V2_REDUCE if reduction else DARTS_V2_NORMAL
        self.inputs = [index for _, index in genotype]
        self.operations = nn.ModuleList(
            darts_operation(name, channels, 2 if reduction and index < 2 else 1)
            for name, index in genotype
        )

    def forward(self, s0: torch.Tensor, s1: torch.Tensor) -> torch.Tensor:
        states = [self.preprocess0(s0), self.preprocess1(s1)]
        for node in range(len(self.inputs) // 2):
            first, second = 2 * node, 2 * node + 1
            states.append(
                self.operations[first](states[self.inputs[first]])
                + self.operations[second](states[self.inputs[second]])
            )
        return torch.cat(states[2:], dim=1)


class DartsNetwork(nn.Module):
    """DARTS's CIFAR network (`NetworkCIFAR`, no auxiliary head) at a small
    width: a 3x3 stem to 3C, cells normal, normal, reduction, normal,
    normal (a reduction doubles C), global pooling and a classifier."""

    def __init__(self, channels: int = 8, num_classes: int = 10) -> None:
        super().__init__()
        stem = 3 * channels
        self.stem = conv_bn(3, stem, 3, activation=None)
        before_previous, previous, current = stem, stem, channels
        cells: list[DartsCell] = []
        reduction_previous = False
        for reduction in (False, False, True, False, False):
            if reduction:
                current *= 2
            cells.append(
                DartsCell(
                    before_previous, previous, current, reduction, reduction_previous
                )
            )
            reduction_previous = reduction
            before_previous, previous = previous, 4 * current
        self.cells = nn.ModuleList(cells)
        self.classifier = nn.Linear(previous, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        s0 = s1 = self.stem(x)
        for cell in self.cells:
            s0, s1 = s1, cell(s0, s1)
        pooled = functional.adaptive_avg_pool2d(s1, 1)
        return self.classifier(torch.flatten(pooled, 1))


class DenseLayer(nn.Module):
    """DenseNet-BC's layer: norm, ReLU, 1x1 to 4k, norm, ReLU, 3x3 to k
    (torchvision's `_DenseLayer`), whose output joins the feature map."""

    def __init__(self, inputs: int, growth: int) -> None:
        super().__init__()
        self.layer = nn.Sequential(
            nn.BatchNorm2d(inputs),
            nn.ReLU(),
            nn.Conv2d(inputs, 4 * growth, 1, bias=False),
            nn.BatchNorm2d(4 * growth),
            nn.ReLU(),
            nn.Conv2d(4 * growth, growth, 3, padding=1, bias=False),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cat([x, self.layer(x)], dim=1)


class DenseNet(nn.Module):
    """DenseNet-BC (Huang et al. 2017) at a small width: a 3x3 stem, dense
    blocks of `layers` layers of growth `growth`, each but the last followed
    by a transition (norm, ReLU, 1x1 halving the channels, 2x2 average
    pooling), a final norm, ReLU, global pooling and a classifier."""

    def __init__(
        self,
        growth: int = 8,
        blocks: tuple[int, ...] = (4, 4, 4),
        stem: int = 16,
        num_classes: int = 10,
    ) -> None:
        super().__init__()
        layers: list[nn.Module] = [nn.Conv2d(3, stem, 3, padding=1, bias=False)]
        channels = stem
        for index, count in enumerate(blocks):
            for _ in range(count):
                layers.append(DenseLayer(channels, growth))
                channels += growth
            if index < len(blocks) - 1:
                layers += [
                    nn.BatchNorm2d(channels),
                    nn.ReLU(),
                    nn.Conv2d(channels, channels // 2, 1, bias=False),
                    nn.AvgPool2d(2),
                ]
                channels //= 2
        layers += [nn.BatchNorm2d(channels), nn.ReLU()]
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Linear(channels, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pooled = functional.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(torch.flatten(pooled, 1))


class InceptionBlock(nn.Module):
    """GoogLeNet's Inception module as torchvision builds it: 1x1; 1x1 then
    3x3; 1x1 then 3x3 (the "5x5" branch); 3x3 max pooling then 1x1; each
    convolution with norm and ReLU; the four branches concatenated."""

    def __init__(
        self,
        inputs: int,
        ones: int,
        reduce3: int,
        threes: int,
        reduce5: int,
        fives: int,
        pool: int,
    ) -> None:
        super().__init__()
        self.branch1 = conv_bn(inputs, ones, 1)
        self.branch2 = nn.Sequential(
            conv_bn(inputs, reduce3, 1), conv_bn(reduce3, threes, 3)
        )
        self.branch3 = nn.Sequential(
            conv_bn(inputs, reduce5, 1), conv_bn(reduce5, fives, 3)
        )
        self.branch4 = nn.Sequential(
            nn.MaxPool2d(3, 1, 1, ceil_mode=True), conv_bn(inputs, pool, 1)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        branches = (self.branch1, self.branch2, self.branch3, self.branch4)
        return torch.cat([branch(x) for branch in branches], dim=1)


class Inception(nn.Module):
    """A GoogLeNet-style network at a quarter of the width: a 3x3 stem,
    blocks 3a and 3b at 32x32, 3x3 max pooling of stride 2, blocks 4a and
    4b at 16x16, global pooling and a classifier."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        self.stem = conv_bn(3, 32, 3)
        self.block3a = InceptionBlock(32, 16, 24, 32, 4, 8, 8)
        self.block3b = InceptionBlock(64, 32, 32, 48, 8, 24, 16)
        self.pool = nn.MaxPool2d(3, 2, 1)
        self.block4a = InceptionBlock(120, 48, 24, 52, 4, 12, 16)
        self.block4b = InceptionBlock(128, 40, 28, 56, 6, 16, 16)
        self.classifier = nn.Linear(128, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.block3b(self.block3a(self.stem(x)))
        x = self.block4b(self.block4a(self.pool(x)))
        pooled = functional.adaptive_avg_pool2d(x, 1)
        return self.classifier(torch.flatten(pooled, 1))


class UNet3(nn.Module):
    """A U-Net (Ronneberger et al. 2015) of three poolings: double 3x3
    convolutions (norm, ReLU) at 8, 16, 32 channels, a 64-channel bottom at
    4x4, transposed convolutions up, each concatenated with the encoder's
    output of its resolution."""

    def __init__(self, channels: int = 8, outputs: int = 2) -> None:
        super().__init__()

        def double(inputs: int, width: int) -> nn.Module:
            return nn.Sequential(conv_bn(inputs, width, 3), conv_bn(width, width, 3))

        c = channels
        self.down1 = double(3, c)
        self.down2 = double(c, 2 * c)
        self.down3 = double(2 * c, 4 * c)
        self.bottom = double(4 * c, 8 * c)
        self.up3 = nn.ConvTranspose2d(8 * c, 4 * c, 2, 2)
        self.dec3 = double(8 * c, 4 * c)
        self.up2 = nn.ConvTranspose2d(4 * c, 2 * c, 2, 2)
        self.dec2 = double(4 * c, 2 * c)
        self.up1 = nn.ConvTranspose2d(2 * c, c, 2, 2)
        self.dec1 = double(2 * c, c)
        self.out = nn.Conv2d(c, outputs, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d1 = self.down1(x)
        d2 = self.down2(functional.max_pool2d(d1, 2))
        d3 = self.down3(functional.max_pool2d(d2, 2))
        b = self.bottom(functional.max_pool2d(d3, 2))
        u3 = self.dec3(torch.cat([self.up3(b), d3], dim=1))
        u2 = self.dec2(torch.cat([self.up2(u3), d2], dim=1))
        u1 = self.dec1(torch.cat([self.up1(u2), d1], dim=1))
        return self.out(u1)


class CausalDecoderBlock(nn.Module):
    """A pre-norm decoder block (GPT-2's layout, Radford et al. 2019):
    causal multi-head self-attention, then a GELU MLP, each with a residual.
    The causal mask is built from the sequence length at run time
    (`ones(T, T).tril()`), so a dynamic-length export computes it for the
    length it is given (issue 32). The GELU is erf's (BERT's): GPT-2's tanh
    form goes through MLIR's approximation of `math.tanh`, and the compiled
    block was 1.3e-5 (relative to the largest output) off PyTorch, which is
    exact to 2e-7 against float64; with erf, 1.3e-6."""

    def __init__(self, width: int, heads: int, intermediate: int) -> None:
        super().__init__()
        self.heads = heads
        self.attention_norm = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.attention_output = nn.Linear(width, width)
        self.mlp_norm = nn.LayerNorm(width)
        self.intermediate = nn.Linear(width, intermediate)
        self.output = nn.Linear(intermediate, width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, width = x.shape
        head = width // self.heads
        q, k, v = self.qkv(self.attention_norm(x)).split(width, dim=2)
        shape = (batch, tokens, self.heads, head)
        q, k, v = (t.reshape(shape).transpose(1, 2) for t in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) * (1.0 / head**0.5)
        future = torch.ones(tokens, tokens, dtype=torch.bool).tril().logical_not()
        weights = scores.masked_fill(future, float("-inf")).softmax(dim=-1)
        context = (weights @ v).transpose(1, 2).reshape(batch, tokens, width)
        x = x + self.attention_output(context)
        hidden = functional.gelu(self.intermediate(self.mlp_norm(x)))
        return x + self.output(hidden)


class CausalDecoder(nn.Module):
    """`layers` causal decoder blocks and a final LayerNorm: the dynamic-length
    decoder of the corpus (d=256, 4 heads, ff=1024, 2 layers, the encoder's
    sizes), exported with `Dim("seq", min=2, max=512)`."""

    def __init__(
        self,
        width: int = 256,
        heads: int = 4,
        intermediate: int = 1024,
        layers: int = 2,
    ) -> None:
        super().__init__()
        self.blocks = nn.Sequential(
            *(CausalDecoderBlock(width, heads, intermediate) for _ in range(layers))
        )
        self.final_norm = nn.LayerNorm(width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.final_norm(self.blocks(x))
