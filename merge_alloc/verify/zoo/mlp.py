"""The seed MLP: a chain of matmul + ReLU layers (default: 4 x 128x128 f32).

Every matmul accumulates into a freshly zero-filled tensor (the seed's own
example omitted the fill and read uninitialised memory once buffers were
reused). Each layer leaves two buffers (matmul result, ReLU result) whose
lifetimes are short and chained: the textbook case where merging halves the
footprint.
"""

from __future__ import annotations

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program


def generate(n: int = 128, layers: int = 4) -> str:
    """`x @ W0 -> relu -> ... @ W{layers-1}` on n x n matrices."""
    scale = 1.0 / n**0.5

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        h, *weights = params
        for i, w in enumerate(weights):
            h = fb.matmul(h, w)
            if i + 1 < len(weights):
                h = fb.relu(h)
        return [h]

    inputs = [((n, n), 1.0)] + [((n, n), scale * 2.0)] * layers
    return simple_program(build, inputs)
