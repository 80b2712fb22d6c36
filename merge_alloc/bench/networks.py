"""A corpus of planning traces of real network architectures.

`shapes` gives five large shapes; planners also need to be compared across
the families that compilers meet, at their real sizes, from a few dozen
buffers to tens of thousands. Each generator here builds the dataflow graph
of one published architecture op by op, with `shapes.DataflowTrace` (a value
lives from the op that defines it to the last op that reads it, the pass's
rule for a straight-line function), float32 tensors at batch 1
(`convnets` and `sequence_models` hold the generators):

* ResNet-18/34/50/101/152 (conv, batch norm, ReLU as
  separate ops, the block input held for the skip add; every convolution
  with a kernel above 1x1 through a short-lived im2col workspace, here and in
  the other convolutional networks);
* an Inception-v3-like network at 299x299 (parallel branches of unequal
  sizes, concatenated);
* DenseNet-121/169/201/264: each layer reads the concatenation of every
  earlier feature map of its block, materialised as a new buffer (what a
  compiler without in-place concatenation plans);
* MobileNet-v2 and EfficientNet-B0-like inverted residual stacks;
* transformer encoders and decoders with per-head query, key, value, score,
  softmax and context buffers (BERT tiny to large, ViT-Base with its 197
  tokens, CLIP's 77-token text encoder, GPT-2 XL, a 96-layer
  decoder with 25 heads);
* LSTMs unrolled over time (gates as separate ops; stacked, bidirectional,
  the medium and large language models of Zaremba et al. with 650 and 1,500
  units, a sequence-to-sequence model with attention);
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
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from merge_alloc.bench.convnets import (
    EFFICIENTNET_B0,
    MOBILENET_CONVS,
    MOBILENET_V2,
    RESNET18_CONVS,
    UNET_CONVS,
    VGG16,
    densenet,
    inception,
    inverted_residuals,
    nas,
    random_layers,
    resnet,
    tiled_cnn,
    training_cnn,
)
from merge_alloc.bench.sequence_models import (
    fused_lstm,
    lstm,
    seq2seq,
    training_lstm,
    training_transformer,
    transformer,
)
from merge_alloc.bench.shapes import training, unet
from merge_alloc.planning.problem import BufferLifetime
from merge_alloc.planning.traces import format_trace_csv


def training_mlp(
    layers: int, batch: int, widths: tuple[int, ...]
) -> list[BufferLifetime]:
    """One training step of an MLP (see `shapes.training`)."""
    return training(layers, batch, widths)


def unet_steps(repeats: int, levels: int = 4) -> list[BufferLifetime]:
    """A diffusion sampler's U-Net steps (see `shapes.unet`)."""
    return unet(levels=levels, repeats=repeats, width=32, image=128)


CORPUS: dict[str, Callable[[], list[BufferLifetime]]] = {
    "resnet18": lambda: resnet(18),
    "resnet34": lambda: resnet(34),
    "resnet50": lambda: resnet(50),
    "resnet101": lambda: resnet(101),
    "resnet152": lambda: resnet(152),
    "inception-v3": inception,
    "densenet121": lambda: densenet((6, 12, 24, 16)),
    "densenet169": lambda: densenet((6, 12, 32, 32)),
    "densenet201": lambda: densenet((6, 12, 48, 32)),
    "densenet264": lambda: densenet((6, 12, 64, 48)),
    "mobilenet-v2": lambda: inverted_residuals(MOBILENET_V2),
    "efficientnet-b0": lambda: inverted_residuals(EFFICIENTNET_B0),
    "bert-tiny": lambda: transformer(3, 2, 128, 128),
    "clip-text": lambda: transformer(12, 8, 77, 512, causal=True),
    "bert-base": lambda: transformer(12, 12, 128, 768),
    "vit-base": lambda: transformer(12, 12, 197, 768),
    "bert-large": lambda: transformer(24, 16, 512, 1024),
    "gpt2-xl": lambda: transformer(48, 25, 256, 1600, causal=True),
    "decoder-96x25": lambda: transformer(96, 25, 128, 3200, causal=True),
    "lstm-1x16": lambda: lstm(16, 1, 256, 128),
    "lstm-2x35-medium": lambda: lstm(35, 2, 650, 650),
    "lstm-3x200": lambda: lstm(200, 3, 1500, 1500),
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


GENERATED: dict[str, Callable[[], list[BufferLifetime]]] = {
    "lstm-fused-b8-t1000-3l": lambda: fused_lstm(1000, 3, 256, 8),
    "lstm-fused-b1-t1200-3l": lambda: fused_lstm(1200, 3, 512, 1),
    "lstm-t1000-1l": lambda: lstm(1000, 1, 256, 256),
    "tiled-cnn-64tiles-20l-int8": lambda: tiled_cnn(
        random_layers(20, seed=1), 256, 0, tiles_per_side=8, element=1
    ),
    "tiled-cnn-16tiles-40l-int8": lambda: tiled_cnn(
        random_layers(40, seed=2), 256, 0, tiles_per_side=4, element=1
    ),
}
"""Long traces the benchmark generates instead of reading them
(`python -m merge_alloc.bench --generated`; seeded, so every run plans the
same problems, and nothing large is committed): unrolled LSTMs over 1,000
steps and more (10,000-12,000 buffers, millions of conflicting pairs: where
a planner's work must stay bounded by the problem's size) and int8 CNNs
tiled into a fixed number of tiles per layer over seeded random layer
widths (the shape of an accelerator's tiled schedule, where greedy
placements by size or area are strong)."""


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
