"""What the benchmark plans: its cases, and the corpus of real-network traces
(`python -m merge_alloc.bench.cases --out DIR` writes it).

What the benchmark plans: one `PlanningProblem` per CSV file or `.mlir` scope.

A CSV file is one problem in the planning-bench format (`id,lower,upper,size`,
half-open lifetimes); an optional `alignment` column (MiniMalloc's name, and
what `merge_alloc.report.export_traces` writes) gives each buffer's own alignment.
An `.mlir` file gives one problem per scope and memory space, collected by the
pass's own tracer, so the benchmark plans exactly what the pass would. A
directory is searched recursively for both, in sorted order. The long
traces of `networks.GENERATED` are generated, not read (`generated_cases`).
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from xdsl.utils.exceptions import DiagnosticException, ParseError

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
from merge_alloc.cli import one_line, parse_error_line
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import BufferLifetime, PlanningProblem
from merge_alloc.planning.traces import format_trace_csv, parse_named_trace_csv
from merge_alloc.report.export_traces import parse_program, scope_traces

# A corpus of planning traces of real network architectures.
#
# `shapes` gives five large shapes; planners also need to be compared across
# the families that compilers meet, at their real sizes, from a few dozen
# buffers to tens of thousands. Each generator here builds the dataflow graph
# of one published architecture op by op, with `shapes.DataflowTrace` (a value
# lives from the op that defines it to the last op that reads it, the pass's
# rule for a straight-line function), float32 tensors at batch 1
# (`convnets` and `sequence_models` hold the generators):
#
# * ResNet-18/34/50/101/152 (conv, batch norm, ReLU as
#   separate ops, the block input held for the skip add; every convolution
#   with a kernel above 1x1 through a short-lived im2col workspace, here and in
#   the other convolutional networks);
# * an Inception-v3-like network at 299x299 (parallel branches of unequal
#   sizes, concatenated);
# * DenseNet-121/169/201/264: each layer reads the concatenation of every
#   earlier feature map of its block, materialised as a new buffer (what a
#   compiler without in-place concatenation plans);
# * MobileNet-v2 and EfficientNet-B0-like inverted residual stacks;
# * transformer encoders and decoders with per-head query, key, value, score,
#   softmax and context buffers (BERT tiny to large, ViT-Base with its 197
#   tokens, CLIP's 77-token text encoder, GPT-2 XL, a 96-layer
#   decoder with 25 heads);
# * LSTMs unrolled over time (gates as separate ops; stacked, bidirectional,
#   the medium and large language models of Zaremba et al. with 650 and 1,500
#   units, a sequence-to-sequence model with attention);
# * NAS cells (DARTS/NASNet/AmoebaNet-style: each cell reads the two previous
#   cells' outputs, five nodes summing two operations each, seeded wiring);
# * tiled CNNs: convolutions split into spatial tiles with double-buffered
#   input tiles, weight tiles and per-tile outputs (VGG-16, ResNet-18,
#   MobileNet, a U-Net);
# * training steps: forward activations kept until the backward pass reads
#   them, gradients short-lived, weight gradients consumed by the optimizer
#   (MLPs, ResNets, a BERT, an LSTM through time).
#
# `CORPUS` names the 39 traces (50 to about 18,000 buffers) committed under
# `benchmarks/traces/networks/`, gzip-compressed:
#
#     python -m merge_alloc.bench.cases --out benchmarks/traces/networks


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
        prog="python -m merge_alloc.bench.cases",
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


CSV_ALIGNMENT = 1
"""Default granularity of CSV cases: MiniMalloc's traces are posed unaligned."""

MLIR_ALIGNMENT = 64
"""Default granularity of `.mlir` cases: the pass's default `alignment`."""

SUFFIXES = (".csv", ".csv.gz", ".mlir")
"""What a directory is searched for; `.csv.gz` is a gzip-compressed CSV (the
larger committed corpora)."""


@dataclass(frozen=True)
class BenchCase:
    """One problem to plan, named for the table.

    `names` are the buffer ids as the source spells them (MiniMalloc allows
    `b1`), in the order of `problem.buffers`.
    """

    name: str
    source: Path
    problem: PlanningProblem
    names: Sequence[str] = field(default=())


@dataclass(frozen=True, slots=True)
class LoadError:
    """A file that could not be read as a case: `location` is the file, or
    `FILE:LINE:COL` of a parse error in it."""

    source: Path
    message: str
    location: str

    def line(self) -> str:
        """The one-line error, in mlir-opt's form."""
        return f"{self.location}: error: {self.message}"


def read_csv_case(path: Path, name: str, alignment: int | None) -> BenchCase:
    """The CSV file at `path` as a case with granularity `alignment`
    (`CSV_ALIGNMENT` when None)."""
    text = read_text(path)
    buffers, names = parse_named_trace_csv(text)
    alignments = alignment_column(text)
    if alignments is not None:
        buffers = [
            replace(buffer, alignment=own)
            for buffer, own in zip(buffers, alignments, strict=True)
        ]
    granularity = CSV_ALIGNMENT if alignment is None else alignment
    return BenchCase(name, path, PlanningProblem(buffers, granularity), names)


def read_text(path: Path) -> str:
    """The text of `path`, decompressed when it ends in `.gz`."""
    if path.name.endswith(".gz"):
        with gzip.open(path, "rt") as stream:
            return stream.read()
    return path.read_text()


def _suffix(path: Path) -> str:
    """`path`'s suffix as `SUFFIXES` spells it (`.csv.gz` is one)."""
    return ".csv.gz" if path.name.endswith(".csv.gz") else path.suffix


def _label(path: Path) -> Path:
    """`path` without its suffix (both parts of `.csv.gz`)."""
    return path.with_name(path.name[: len(path.name) - len(_suffix(path))])


def alignment_column(text: str) -> list[int] | None:
    """The `alignment` column of a trace CSV row by row (blank rows skipped, as
    `parse_named_trace_csv` does), or None without one. An empty cell is 1."""
    reader = csv.reader(io.StringIO(text))
    no_header: list[str] = []
    header = [cell.strip() for cell in next(reader, no_header)]
    if "alignment" not in header:
        return None
    column = header.index("alignment")
    values: list[int] = []
    for line_number, row in enumerate(reader, start=2):
        if not row or all(not cell.strip() for cell in row):
            continue
        cell = row[column].strip() if column < len(row) else ""
        try:
            values.append(int(cell) if cell else 1)
        except ValueError as error:
            raise ValueError(f"line {line_number}: bad alignment {cell!r}") from error
    return values


def mlir_cases(path: Path, name: str, alignment: int | None) -> list[BenchCase]:
    """One case per scope trace of the program at `path`, as the pass collects
    them with `alignment` (`MLIR_ALIGNMENT` when None)."""
    granularity = MLIR_ALIGNMENT if alignment is None else alignment
    module = parse_program(path.read_text(), str(path))
    options = MergeAllocOptions(alignment=granularity)
    cases: list[BenchCase] = []
    for scope in scope_traces(module, options):
        buffers: list[BufferLifetime] = scope.trace.lifetimes()
        names = [
            traced.alloc.memref.name_hint or str(buffer.id)
            for traced, buffer in zip(scope.trace.buffers, buffers, strict=True)
        ]
        problem = scope.trace.problem(granularity)
        cases.append(BenchCase(f"{name}:{scope.name}", path, problem, names))
    return cases


def load_cases(
    paths: Iterable[Path], alignment: int | None = None
) -> tuple[list[BenchCase], list[LoadError]]:
    """Every case under `paths` (files or directories), and the files that
    could not be read. A case is named after its path relative to the
    argument it was found under (a directory keeps its own name), without
    the suffix."""
    cases: list[BenchCase] = []
    errors: list[LoadError] = []
    for root in paths:
        if root.is_dir():
            found = sorted(
                path
                for path in root.rglob("*")
                if _suffix(path) in SUFFIXES and path.is_file()
            )
            named = [
                (path, _label(Path(root.name) / path.relative_to(root)))
                for path in found
            ]
        elif root.exists():
            named = [(root, _label(Path(root.name)))]
        else:
            errors.append(LoadError(root, "no such file or directory", str(root)))
            continue
        for path, label in named:
            try:
                if path.suffix == ".mlir":
                    cases.extend(mlir_cases(path, label.as_posix(), alignment))
                else:
                    cases.append(read_csv_case(path, label.as_posix(), alignment))
            except ParseError as error:
                located = parse_error_line(error, str(path))
                errors.append(LoadError(path, located.message, located.location or ""))
            except OSError as error:
                reason = error.strerror or str(error)
                errors.append(LoadError(path, f"cannot read: {reason}", str(path)))
            except MergeAllocError as error:
                where, _, message = str(error).partition(": error: ")
                errors.append(LoadError(path, message, where))
            except (ValueError, DiagnosticException) as error:
                message = one_line(str(error.args[0]) if error.args else str(error))
                errors.append(LoadError(path, message, str(path)))
    return cases, errors


GENERATED_PREFIX = "generated-long"
"""The corpus name of the generated cases in the table (`generated-long/NAME`)."""


def generated_cases(alignment: int | None = None) -> list[BenchCase]:
    """The long traces of `networks.GENERATED` as cases with granularity
    `alignment` (`CSV_ALIGNMENT` when None, as if read from their CSV)."""
    granularity = CSV_ALIGNMENT if alignment is None else alignment
    return [
        BenchCase(
            f"{GENERATED_PREFIX}/{name}",
            Path(f"<{GENERATED_PREFIX}/{name}>"),
            PlanningProblem(make(), granularity),
        )
        for name, make in GENERATED.items()
    ]


if __name__ == "__main__":
    sys.exit(main())
