"""A transformer encoder layer: self-attention and a feed-forward block.

Attention scores are `Q Kᵀ` (a `linalg.generic` contraction), softmax is spelt
out as reductions (row max, exp of the shifted scores, row sum, division) so
that it needs small 1-D buffers next to the large 2-D ones; both sub-blocks end
in a residual add and a layer norm (mean and variance reductions). Many
short-lived temporaries of two sizes, and the layer input alive across the
whole attention block.
"""

from __future__ import annotations

from collections.abc import Sequence

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program

ROWS = "d0, d1"
ROW = "d0"


def row_reduce(fb: FunctionBuilder, x: Tensor, start: float, combine: str) -> Tensor:
    """Reduce each row of a 2-D tensor with `combine` (an arith op name)."""
    init = fb.filled((x.shape[0],), start)
    return fb.generic(
        [(x, ROWS)],
        init,
        ROW,
        ["parallel", "reduction"],
        lambda ins, out: fb.op(f"{combine} {out}, {ins[0]} : f32"),
    )


def with_row(fb: FunctionBuilder, x: Tensor, row: Tensor, fn: str) -> Tensor:
    """`fn(x[i, j], row[i])` for a binary arith op name `fn`."""
    return fb.generic(
        [(x, ROWS), (row, ROW)],
        fb.empty(x.shape),
        ROWS,
        ["parallel", "parallel"],
        lambda ins, _out: fb.op(f"{fn} {ins[0]}, {ins[1]} : f32"),
    )


def softmax(fb: FunctionBuilder, scores: Tensor, scale: float) -> Tensor:
    """Row softmax of `scale * scores`, stabilised by subtracting the row max."""
    row_max = row_reduce(fb, scores, -3.0e38, "arith.maximumf")

    def shifted_exp(ins: Sequence[str], _out: str) -> str:
        diff = fb.op(f"arith.subf {ins[0]}, {ins[1]} : f32")
        scaled = fb.op(f"arith.mulf {diff}, {fb.f32(scale)} : f32")
        return fb.op(f"math.exp {scaled} : f32")

    exps = fb.generic(
        [(scores, ROWS), (row_max, ROW)],
        fb.empty(scores.shape),
        ROWS,
        ["parallel", "parallel"],
        shifted_exp,
    )
    total = row_reduce(fb, exps, 0.0, "arith.addf")
    return with_row(fb, exps, total, "arith.divf")


def layer_norm(fb: FunctionBuilder, x: Tensor, eps: float = 1e-5) -> Tensor:
    """Normalise each row to zero mean and unit variance."""
    width = x.shape[1]
    mean = fb.map(
        [row_reduce(fb, x, 0.0, "arith.addf")],
        lambda a: fb.op(f"arith.mulf {a[0]}, {fb.f32(1.0 / width)} : f32"),
    )
    centred = with_row(fb, x, mean, "arith.subf")
    squares = fb.generic(
        [(centred, ROWS)],
        fb.zeros((x.shape[0],)),
        ROW,
        ["parallel", "reduction"],
        lambda ins, out: fb.op(
            f"arith.addf {out}, {fb.op(f'arith.mulf {ins[0]}, {ins[0]} : f32')} : f32"
        ),
    )

    def inv_std(a: Sequence[str]) -> str:
        var = fb.op(f"arith.mulf {a[0]}, {fb.f32(1.0 / width)} : f32")
        shifted = fb.op(f"arith.addf {var}, {fb.f32(eps)} : f32")
        root = fb.op(f"math.sqrt {shifted} : f32")
        return fb.op(f"arith.divf {fb.f32(1.0)}, {root} : f32")

    return with_row(fb, centred, fb.map([squares], inv_std), "arith.mulf")


def transpose_product(fb: FunctionBuilder, q: Tensor, k: Tensor) -> Tensor:
    """`q @ k.T` as a generic contraction into a zero-filled result."""
    return fb.generic(
        [(q, "d0, d2"), (k, "d1, d2")],
        fb.zeros((q.shape[0], k.shape[0])),
        ROWS,
        ["parallel", "parallel", "reduction"],
        lambda ins, out: fb.op(
            f"arith.addf {out}, {fb.op(f'arith.mulf {ins[0]}, {ins[1]} : f32')} : f32"
        ),
    )


def generate(seq: int = 16, width: int = 32, hidden: int = 64) -> str:
    """One encoder layer on a seq x width input with a `hidden`-wide FFN."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, wq, wk, wv, wo, w1, w2 = params
        q, k, v = fb.matmul(x, wq), fb.matmul(x, wk), fb.matmul(x, wv)
        probs = softmax(fb, transpose_product(fb, q, k), 1.0 / width**0.5)
        attended = fb.matmul(fb.matmul(probs, v), wo)
        h = layer_norm(fb, fb.add(x, attended))
        ffn = fb.matmul(fb.relu(fb.matmul(h, w1)), w2)
        return [layer_norm(fb, fb.add(h, ffn))]

    square = ((width, width), 1.5 / width**0.5)
    return simple_program(
        build,
        [
            ((seq, width), 1.0),
            square,
            square,
            square,
            square,
            ((width, hidden), 1.5 / width**0.5),
            ((hidden, width), 1.5 / hidden**0.5),
        ],
    )
