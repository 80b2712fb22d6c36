"""The pipeline that turns an exported PyTorch model into merge-alloc's input.

The same flags as `examples/pytorch/plan_model.py` and the README section
"PyTorch models"::

    mlir-opt model.mlir --math-expand-ops \
      --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
      --linalg-generalize-named-ops --mlir-print-op-generic

`--math-expand-ops` rewrites `math.tanh`/`math.erf` (GELU) into ops the
oracle's lowering handles; `--linalg-generalize-named-ops` after
bufferization makes every linalg op a `linalg.generic` xDSL parses.
"""

from __future__ import annotations

import subprocess

from merge_alloc import oracle

MODEL_PIPELINE: tuple[str, ...] = (
    "--math-expand-ops",
    oracle.BUFFERIZE_OPTIONS,
    "--linalg-generalize-named-ops",
    "--mlir-print-op-generic",
)


def bufferize_model(tensor_ir: str) -> str:
    """Run `MODEL_PIPELINE` on a linalg-on-tensors model."""
    toolchain = oracle.require_toolchain()
    completed = subprocess.run(
        [str(toolchain.mlir_opt), *MODEL_PIPELINE],
        input=tensor_ir,
        capture_output=True,
        text=True,
        timeout=oracle.DEFAULT_TIMEOUT,
        check=False,
    )
    if completed.returncode != 0:
        raise oracle.BufferizationError(
            "model bufferization failed", stderr=completed.stderr, command=" ".join(MODEL_PIPELINE)
        )
    return completed.stdout
