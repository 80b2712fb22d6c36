"""The pipeline turning an exported PyTorch model into merge-alloc's input.

The same steps as `examples/pytorch/plan_model.py` and the README section
"PyTorch models"::

    mlir-opt model.mlir --mlir-print-op-generic \
      | xdsl-opt -p split-tensor-empty \
      | mlir-opt --linalg-fuse-elementwise-ops --math-expand-ops \
      --one-shot-bufferize="bufferize-function-boundaries \
        function-boundary-type-conversion=identity-layout-map" \
      --linalg-generalize-named-ops --mlir-print-op-generic

`split-tensor-empty` (this project's pass) gives each use of the
`tensor.empty` torch-mlir shares across layers its own, so that each buffer
is allocated where it is first written; elementwise fusion removes the
intermediate tensors of chains of elementwise ops (both shrink the arena,
see `benchmarks/models.py`). `--math-expand-ops` rewrites `math.tanh` and
`math.erf` (GELU) into ops the oracle's lowering handles;
`--linalg-generalize-named-ops` after
bufferization makes every linalg op a `linalg.generic` xDSL parses.
"""

from __future__ import annotations

import subprocess

from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.passes.split_tensor_empty import SplitTensorEmptyPass
from merge_alloc.verify import oracle

PREPARE: tuple[str, ...] = ("--linalg-fuse-elementwise-ops",)
"""Tensor-level upstream passes run after `split-tensor-empty`."""

MODEL_PIPELINE: tuple[str, ...] = (
    "--math-expand-ops",
    oracle.BUFFERIZE_OPTIONS,
    "--linalg-generalize-named-ops",
    "--mlir-print-op-generic",
)


def split_tensor_empty(tensor_ir: str) -> str:
    """Run the `split-tensor-empty` pass in-process on a tensor program."""
    toolchain = oracle.require_toolchain()
    generic = subprocess.run(
        [str(toolchain.mlir_opt), "--mlir-print-op-generic"],
        input=tensor_ir,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    context = Context()
    register_dialects(context)
    module = Parser(context, generic).parse_module()
    SplitTensorEmptyPass().apply(context, module)
    return str(module)


def bufferize_model(tensor_ir: str, *, split: bool = True) -> str:
    """Run the documented pipeline on a linalg-on-tensors model (`split=False`
    skips `split-tensor-empty` and elementwise fusion, for comparison)."""
    toolchain = oracle.require_toolchain()
    prepare: tuple[str, ...] = ()
    if split:
        tensor_ir = split_tensor_empty(tensor_ir)
        prepare = PREPARE
    completed = subprocess.run(
        [str(toolchain.mlir_opt), *prepare, *MODEL_PIPELINE],
        input=tensor_ir,
        capture_output=True,
        text=True,
        timeout=oracle.DEFAULT_TIMEOUT,
        check=False,
    )
    if completed.returncode != 0:
        raise oracle.BufferizationError(
            "model bufferization failed",
            stderr=completed.stderr,
            command=" ".join(MODEL_PIPELINE),
        )
    return completed.stdout
