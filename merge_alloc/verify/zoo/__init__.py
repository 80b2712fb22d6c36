"""The model zoo: well-defined linalg-on-tensors programs for end-to-end tests.

Each model is MLIR text with a `@model` function (the network; after
one-shot bufferization its intermediate tensors are the `memref.alloc` ops
merge-alloc plans) and a `@main` that builds the inputs deterministically,
calls `@model` and prints every result with `printMemrefF32`. Every buffer is
written before it is read, so the printed output does not depend on what
`malloc` returns: any difference after merge-alloc is the plan's fault.

`MODELS` maps a name to a zero-argument generator with small default sizes
(each model runs in well under a second); the modules' `generate` functions
take the sizes as keyword arguments.
"""

from __future__ import annotations

from collections.abc import Callable

from merge_alloc.verify.zoo import (
    branch,
    loop,
    mlp,
    mobilenet,
    resnet,
    tiled,
    transformer,
    unet,
)

MODELS: dict[str, Callable[[], str]] = {
    "mlp": mlp.generate,
    "resnet": resnet.generate,
    "mobilenet": mobilenet.generate,
    "unet": unet.generate,
    "transformer": transformer.generate,
    "tiled": tiled.generate,
    "loop": loop.generate,
    "branch": branch.generate,
}
"""Every zoo model by name, in a stable order (simple to structured)."""

__all__ = ["MODELS"]
