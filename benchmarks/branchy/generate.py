"""Branchy test networks as linalg-on-tensors MLIR, generated from a seed.

The committed models (`benchmarks/models/`) are exported from PyTorch and are
mostly chains; the operation order and the concatenations cost memory on
branchy networks (docs/reorder.md). torch-mlir is not installed here, so these
four are written directly in the dialects torch-mlir's export uses
(`linalg.conv_2d_nchw_fchw` on a `linalg.fill`, `tensor.pad`, elementwise
`linalg.generic`, `tensor.concat`), weights and the image as `@forward`'s
arguments, as `benchmarks/models/*.mlir` have them:

- `randwire`: a random DAG (each node sums 1-3 earlier nodes, then a 1x1
  convolution and a ReLU; the sinks are summed), RandWire-style;
- `nas_cells`: a stack of DARTS-style cells, each node adding two ReLU'd 3x3
  convolutions of earlier states, the cell's output the concatenation of its
  nodes reduced by a 1x1 convolution;
- `dense_blocks`: DenseNet-style blocks, every layer concatenating its 3x3
  convolution's output to the growing feature map;
- `inception`: Inception-style blocks of four branches (1x1; 1x1 then 3x3;
  3x3 then 3x3; ReLU then 1x1) concatenated.

    python benchmarks/branchy/generate.py   # rewrites benchmarks/branchy/*.mlir
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent


def tensor(channels: int, size: int) -> str:
    return f"tensor<1x{channels}x{size}x{size}xf32>"


@dataclass
class Emitter:
    """SSA names, `@forward`'s arguments and body lines of one network."""

    size: int
    arguments: list[str] = field(default_factory=list[str])
    lines: list[str] = field(default_factory=list[str])
    counter: int = 0

    def name(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def argument(self, kind: str) -> str:
        self.arguments.append(kind)
        return f"%arg{len(self.arguments) - 1}"

    def conv(self, x: str, c_in: int, c_out: int, kernel: int) -> str:
        """A `kernel`x`kernel` convolution, padded to keep the size."""
        s = self.size
        weight = self.argument(f"tensor<{c_out}x{c_in}x{kernel}x{kernel}xf32>")
        source = x
        if kernel > 1:
            pad = kernel // 2
            padded = self.name()
            self.lines += [
                f"    {padded} = tensor.pad {x} low[0, 0, {pad}, {pad}] "
                f"high[0, 0, {pad}, {pad}] {{",
                "    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):",
                "      tensor.yield %zero : f32",
                f"    }} : {tensor(c_in, s)} to {tensor(c_in, s + 2 * pad)}",
            ]
            source = padded
            source_type = tensor(c_in, s + 2 * pad)
        else:
            source_type = tensor(c_in, s)
        empty, fill, out = self.name(), self.name(), self.name()
        kind = tensor(c_out, s)
        self.lines += [
            f"    {empty} = tensor.empty() : {kind}",
            f"    {fill} = linalg.fill ins(%zero : f32) outs({empty} : {kind}) "
            f"-> {kind}",
            f"    {out} = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : "
            f"vector<2xi64>, strides = dense<1> : vector<2xi64>}} ins({source}, "
            f"{weight} : {source_type}, tensor<{c_out}x{c_in}x{kernel}x{kernel}xf32>) "
            f"outs({fill} : {kind}) -> {kind}",
        ]
        return out

    def elementwise(self, inputs: list[str], channels: int, body: list[str]) -> str:
        """A `linalg.generic` over `inputs` (body reads %a, %b, ...; yields %r)."""
        kind = tensor(channels, self.size)
        empty, out = self.name(), self.name()
        maps = ", ".join(["#id"] * (len(inputs) + 1))
        names = ", ".join(f"%{chr(97 + i)}: f32" for i in range(len(inputs)))
        self.lines += [
            f"    {empty} = tensor.empty() : {kind}",
            f"    {out} = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
            '["parallel", "parallel", "parallel", "parallel"]} '
            f"ins({', '.join(inputs)} : {', '.join([kind] * len(inputs))}) "
            f"outs({empty} : {kind}) {{",
            f"    ^bb0({names}, %o: f32):",
            *(f"      {line}" for line in body),
            "      linalg.yield %r : f32",
            f"    }} -> {kind}",
        ]
        return out

    def relu(self, x: str, channels: int) -> str:
        return self.elementwise([x], channels, ["%r = arith.maximumf %a, %zero : f32"])

    def add(self, inputs: list[str], channels: int) -> str:
        if len(inputs) == 1:
            return inputs[0]
        if len(inputs) > 8:  # block arguments are named %a to %h
            return self.add(
                [
                    self.add(inputs[i : i + 8], channels)
                    for i in range(0, len(inputs), 8)
                ],
                channels,
            )
        body: list[str] = []
        previous = "%a"
        for i in range(1, len(inputs)):
            target = "%r" if i == len(inputs) - 1 else f"%s{i}"
            body.append(f"{target} = arith.addf {previous}, %{chr(97 + i)} : f32")
            previous = target
        return self.elementwise(inputs, channels, body)

    def concat(self, inputs: list[tuple[str, int]]) -> str:
        out = self.name()
        total = sum(c for _, c in inputs)
        types = ", ".join(tensor(c, self.size) for _, c in inputs)
        values = ", ".join(v for v, _ in inputs)
        self.lines.append(
            f"    {out} = tensor.concat dim(1) {values} : ({types}) -> "
            f"{tensor(total, self.size)}"
        )
        return out

    def module(self, result: str, channels: int) -> str:
        kind = tensor(channels, self.size)
        arguments = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(self.arguments))
        return "\n".join(
            [
                "#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>",
                "module {",
                f"  func.func @forward({arguments}) -> {kind} {{",
                "    %zero = arith.constant 0.000000e+00 : f32",
                *self.lines,
                f"    return {result} : {kind}",
                "  }",
                "}",
                "",
            ]
        )


def randwire(seed: int = 0, nodes: int = 16, channels: int = 8, size: int = 16) -> str:
    rng = random.Random(seed)
    e = Emitter(size)
    image = e.argument(tensor(3, size))
    stem = e.relu(e.conv(image, 3, channels, 3), channels)
    outputs = [stem]
    used = [False]
    for i in range(nodes):
        k = min(len(outputs), rng.randint(1, 3))
        chosen = sorted(rng.sample(range(len(outputs)), k))
        for j in chosen:
            used[j] = True
        summed = e.add([outputs[j] for j in chosen], channels)
        width = channels * (2 if i % 3 == 0 else 1)
        wide = e.relu(e.conv(summed, channels, width, 1), width)
        outputs.append(e.conv(wide, width, channels, 1) if width != channels else wide)
        used.append(False)
    sinks = [v for v, u in zip(outputs, used, strict=True) if not u]
    return e.module(e.add(sinks, channels), channels)


def nas_cells(
    seed: int = 1, cells: int = 4, nodes: int = 4, channels: int = 8, size: int = 16
) -> str:
    rng = random.Random(seed)
    e = Emitter(size)
    image = e.argument(tensor(3, size))
    previous = [e.conv(image, 3, channels, 3)] * 2
    for _ in range(cells):
        states = list(previous)
        for _ in range(nodes):
            a, b = rng.sample(range(len(states)), 2)
            branches = [
                e.conv(e.relu(states[x], channels), channels, channels, 3)
                for x in (a, b)
            ]
            states.append(e.add(branches, channels))
        joined = e.concat([(s, channels) for s in states[2:]])
        cell = e.conv(joined, channels * nodes, channels, 1)
        previous = [previous[1], cell]
    return e.module(previous[1], channels)


def dense_blocks(
    blocks: int = 2, layers: int = 5, growth: int = 4, channels: int = 8, size: int = 16
) -> str:
    e = Emitter(size)
    image = e.argument(tensor(3, size))
    x, width = e.conv(image, 3, channels, 3), channels
    for _ in range(blocks):
        for _ in range(layers):
            new = e.conv(e.relu(x, width), width, growth, 3)
            x = e.concat([(x, width), (new, growth)])
            width += growth
        x, width = e.conv(e.relu(x, width), width, channels, 1), channels
    return e.module(x, width)


def inception(blocks: int = 3, channels: int = 8, size: int = 16) -> str:
    e = Emitter(size)
    image = e.argument(tensor(3, size))
    x = e.conv(image, 3, channels, 3)
    for _ in range(blocks):
        half = channels // 2
        one = e.relu(e.conv(x, channels, half, 1), half)
        two = e.relu(
            e.conv(e.relu(e.conv(x, channels, half, 1), half), half, half, 3), half
        )
        three = e.conv(
            e.relu(e.conv(x, channels, channels, 3), channels), channels, half, 3
        )
        four = e.conv(e.relu(x, channels), channels, half, 1)
        joined = e.concat([(one, half), (two, half), (three, half), (four, half)])
        x = e.conv(joined, 2 * channels, channels, 1)
    return e.module(x, channels)


NETWORKS: dict[str, Callable[[], str]] = {
    "randwire": randwire,
    "nas_cells": nas_cells,
    "dense_blocks": dense_blocks,
    "inception": inception,
}


def main() -> None:
    for name, make in NETWORKS.items():
        (HERE / f"{name}.mlir").write_text(make())


if __name__ == "__main__":
    main()
