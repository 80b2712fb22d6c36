"""A deterministic `@main` for an exported model (weights as arguments).

The exported `@forward` takes every weight and the input as tensor
arguments. `with_main` appends a `@main` that fills each argument with a
hash of its flat element index (no random numbers, no files), calls
`@forward` and prints the result with `printMemrefF32`, so that the original
and the merged program can be compared by their printed output.
Matrices get values in +-1/sqrt(fan-in) so activations stay finite through
deep networks; vectors (biases, norm scales, running variances) get values in
[0.5, 1.5), positive so that a variance under a square root stays real.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

_FORWARD = re.compile(
    r"func\.func @forward\((?P<args>[^)]*)\)\s*->\s*(?P<result>tensor<[^>]*>)"
)
_ARG_TYPE = re.compile(r"%\w+:\s*(tensor<[^>]*>)")


def shape_of(tensor_type: str) -> list[int]:
    """`tensor<1x3x32x32xf32>` -> [1, 3, 32, 32]."""
    body = tensor_type.removeprefix("tensor<").removesuffix(">")
    return [int(dim) for dim in body.split("x")[:-1]]


def forward_signature(model_ir: str) -> tuple[list[str], str]:
    """The argument types and the result type of `@forward`."""
    match = _FORWARD.search(model_ir)
    if match is None:
        raise ValueError("no `func.func @forward(...) -> tensor<...>` in the model")
    return _ARG_TYPE.findall(match.group("args")), match.group("result")


HASH_MULTIPLIER = 40503
HASH_MODULUS = 1021


@dataclass(frozen=True)
class Fill:
    """How argument `index` of shape `shape` is filled: element `i` (flat,
    row-major) is `((h * unit) + offset) * scale` in f32, each operation
    rounded to f32, with `h = (i * HASH_MULTIPLIER + seed) % HASH_MODULUS`."""

    seed: int
    unit: str
    offset: str
    scale: str
    """The f32 constants as `@main` spells them (9 significant digits)."""

    @staticmethod
    def of(index: int, shape: list[int]) -> Fill:
        if len(shape) >= 2:
            offset, scale = -0.5, 2.0 / math.sqrt(math.prod(shape[1:]))
        else:
            offset, scale = 0.5, 1.0
        return Fill(
            97 * index + 13,
            f"{1.0 / HASH_MODULUS:.9e}",
            f"{offset:.9e}",
            f"{scale:.9e}",
        )

    def values(self, shape: list[int]) -> NDArray[np.float32]:
        """The tensor `@main` builds, computed as it computes it."""
        flat = np.arange(math.prod(shape), dtype=np.int64)
        hashed = (flat * HASH_MULTIPLIER + self.seed) % HASH_MODULUS
        f32 = np.float32
        values = hashed.astype(f32) * f32(self.unit)
        values = (values + f32(self.offset)) * f32(self.scale)
        return values.astype(f32).reshape(shape)


def static_exports(model_dir: Path) -> list[str]:
    """The committed exports whose `@forward` has static shapes only, by
    name: the ones with PyTorch references and ExecuTorch figures. The
    export with a dynamic sequence length (`encoder_dynamic`) needs its
    bound and its own inputs (`tests/e2e/test_dynamic_bounds.py`)."""
    names: list[str] = []
    for path in sorted(model_dir.glob("*.mlir")):
        arguments, result = forward_signature(path.read_text())
        if all("?" not in t for t in (*arguments, result)):
            names.append(path.stem)
    return names


def forward_inputs(model_ir: str) -> list[NDArray[np.float32]]:
    """Every argument `@main` hands `@forward` (weights, then the input)."""
    arguments, _ = forward_signature(model_ir)
    shapes = [shape_of(t) for t in arguments]
    return [Fill.of(i, shape).values(shape) for i, shape in enumerate(shapes)]


FILL_FUNCTION = f"""\
  func.func private @main_fill(%n: index, %seed: index, %unit: f32, %offset: f32,
      %scale: f32) -> tensor<?xf32> {{
    %empty = tensor.empty(%n) : tensor<?xf32>
    %filled = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>],
        iterator_types = ["parallel"]}} outs(%empty : tensor<?xf32>) {{
    ^bb0(%out: f32):
      %flat = linalg.index 0 : index
      %mul = arith.constant {HASH_MULTIPLIER} : index
      %prime = arith.constant {HASH_MODULUS} : index
      %h0 = arith.muli %flat, %mul : index
      %h1 = arith.addi %h0, %seed : index
      %h = arith.remui %h1, %prime : index
      %hi = arith.index_cast %h : index to i64
      %hf = arith.sitofp %hi : i64 to f32
      %u = arith.mulf %hf, %unit : f32
      %c = arith.addf %u, %offset : f32
      %v = arith.mulf %c, %scale : f32
      linalg.yield %v : f32
    }} -> tensor<?xf32>
    return %filled : tensor<?xf32>
  }}"""
"""The one function `@main` fills every argument with (`Fill`, over the
flat row-major index), so that `@main` is a call, a cast and a reshape per
argument: a model has a few hundred arguments, and a fill written out per
argument tripled the program every test compiles, merges, parses and
JIT-compiles (DARTS cells 217 kB -> 626 kB)."""


def fill_lines(index: int, tensor_type: str) -> list[str]:
    """The lines of `@main` that build argument `index` as `%w{index}`
    (with `FILL_FUNCTION` in the module)."""
    shape = shape_of(tensor_type)
    count = math.prod(shape)
    fill = Fill.of(index, shape)
    flat_type = f"tensor<{count}xf32>"
    lines = [
        f"    %n{index} = arith.constant {count} : index",
        f"    %seed{index} = arith.constant {fill.seed} : index",
        f"    %unit{index} = arith.constant {fill.unit} : f32",
        f"    %offset{index} = arith.constant {fill.offset} : f32",
        f"    %scale{index} = arith.constant {fill.scale} : f32",
        f"    %d{index} = func.call @main_fill(%n{index}, %seed{index}, "
        f"%unit{index}, %offset{index}, %scale{index}) "
        ": (index, index, f32, f32, f32) -> tensor<?xf32>",
    ]
    flat = f"%f{index}" if len(shape) != 1 else f"%w{index}"
    lines.append(f"    {flat} = tensor.cast %d{index} : tensor<?xf32> to {flat_type}")
    if len(shape) == 0:
        lines.append(
            f"    %w{index} = tensor.collapse_shape {flat} [] "
            f": {flat_type} into {tensor_type}"
        )
    elif len(shape) > 1:
        dims = ", ".join(str(d) for d in range(len(shape)))
        sizes = ", ".join(str(size) for size in shape)
        lines.append(
            f"    %w{index} = tensor.expand_shape {flat} [[{dims}]] "
            f"output_shape [{sizes}] : {flat_type} into {tensor_type}"
        )
    return lines


def inline_fill_lines(index: int, tensor_type: str) -> list[str]:
    """`fill_lines` written out: a `linalg.generic` of its own computing
    argument `index` (over its multi-dimensional index), so that the weights
    are allocs of `@main`, which merge-alloc places in `@main`'s arena. The
    timing `@main` (`timed_calls`) fills so: every slowdown of
    benchmarks/models.md was measured with the weights placed there, and
    the placement alone moves a small model's time (dilated_conv1d's `split`
    variant, a 10 ms call: 0.96x the documented pipeline with the weights in
    the arena, 1.31x with each weight malloc'd by `@main_fill`, the same
    `@forward`)."""
    shape = shape_of(tensor_type)
    rank = len(shape)
    dims = ", ".join(f"d{d}" for d in range(rank))
    strides = [math.prod(shape[d + 1 :]) for d in range(rank)]
    fill = Fill.of(index, shape)
    iterators = ", ".join(['"parallel"'] * rank)
    lines = [
        f"    %e{index} = tensor.empty() : {tensor_type}",
        f"    %w{index} = linalg.generic "
        f"{{indexing_maps = [affine_map<({dims}) -> ({dims})>], "
        f"iterator_types = [{iterators}]}} outs(%e{index} : {tensor_type}) {{",
        "    ^bb0(%out: f32):",
        "      %flat0 = arith.constant 0 : index",
    ]
    for d, stride in enumerate(strides):
        lines += [
            f"      %i{d} = linalg.index {d} : index",
            f"      %s{d} = arith.constant {stride} : index",
            f"      %p{d} = arith.muli %i{d}, %s{d} : index",
            f"      %flat{d + 1} = arith.addi %flat{d}, %p{d} : index",
        ]
    lines += [
        f"      %mul = arith.constant {HASH_MULTIPLIER} : index",
        f"      %seed = arith.constant {fill.seed} : index",
        f"      %prime = arith.constant {HASH_MODULUS} : index",
        f"      %h0 = arith.muli %flat{rank}, %mul : index",
        "      %h1 = arith.addi %h0, %seed : index",
        "      %h = arith.remui %h1, %prime : index",
        "      %hi = arith.index_cast %h : index to i64",
        "      %hf = arith.sitofp %hi : i64 to f32",
        f"      %unit = arith.constant {fill.unit} : f32",
        f"      %offset = arith.constant {fill.offset} : f32",
        f"      %scale = arith.constant {fill.scale} : f32",
        "      %u = arith.mulf %hf, %unit : f32",
        "      %c = arith.addf %u, %offset : f32",
        "      %v = arith.mulf %c, %scale : f32",
        "      linalg.yield %v : f32",
        f"    }} -> {tensor_type}",
    ]
    return lines


def with_main(model_ir: str, *, timed_calls: int = 0) -> str:
    """`model_ir` with a `@main` that runs `@forward` on deterministic data.

    With `timed_calls` > 0, `@main` first calls `@forward` that many times,
    timing each call in CPU time (libc's `clock`, which the JIT resolves in
    the runner's process: unlike wall time it does not count the time other
    processes of a loaded machine take), and prints the fastest call's
    seconds (`printF64`, one line) before the result, and builds each
    weight with `inline_fill_lines` (see there why); otherwise with
    `fill_lines`.
    """
    arguments, result = forward_signature(model_ir)
    shape = shape_of(result)
    memref_type = "memref<" + "x".join([*map(str, shape), "f32"]) + ">"
    lines = ["  func.func @main() {"]
    fill = inline_fill_lines if timed_calls > 0 else fill_lines
    for index, tensor_type in enumerate(arguments):
        lines += fill(index, tensor_type)
    names = ", ".join(f"%w{i}" for i in range(len(arguments)))
    call = f"func.call @forward({names}) : ({', '.join(arguments)}) -> {result}"
    declarations = ["  func.func private @printMemrefF32(memref<*xf32>)"]
    if timed_calls == 0:
        declarations.insert(0, FILL_FUNCTION)
    if timed_calls > 0:
        lines += [
            "    %t_lo = arith.constant 0 : index",
            "    %t_one = arith.constant 1 : index",
            f"    %t_hi = arith.constant {timed_calls} : index",
            "    %t_inf = arith.constant 1.0e30 : f64",
            "    %fastest = scf.for %t_i = %t_lo to %t_hi step %t_one "
            "iter_args(%t_best = %t_inf) -> (f64) {",
            "      %t_start = func.call @clock() : () -> i64",
            f"      %t_r = {call}",
            "      %t_end = func.call @clock() : () -> i64",
            "      %t_ticks = arith.subi %t_end, %t_start : i64",
            "      %t_float = arith.sitofp %t_ticks : i64 to f64",
            "      %t_per_second = arith.constant 1.0e6 : f64",
            "      %t_took = arith.divf %t_float, %t_per_second : f64",
            "      %t_min = arith.minimumf %t_best, %t_took : f64",
            "      scf.yield %t_min : f64",
            "    }",
            "    func.call @printF64(%fastest) : (f64) -> ()",
            "    func.call @printNewline() : () -> ()",
        ]
        declarations += [
            "  func.func private @clock() -> i64",
            "  func.func private @printF64(f64)",
            "  func.func private @printNewline()",
        ]
    lines += [
        f"    %r = {call}",
        f"    %buf = bufferization.to_buffer %r : {result} to {memref_type}",
        f"    %unranked = memref.cast %buf : {memref_type} to memref<*xf32>",
        "    func.call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()",
        "    return",
        "  }",
        *declarations,
    ]
    end = model_ir.rstrip().rfind("}")
    return model_ir[:end] + "\n".join(lines) + "\n}\n"
