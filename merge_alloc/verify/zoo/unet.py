"""A U-Net-style encoder/decoder with long skip connections.

The encoder's activations stay alive until the decoder concatenates them back
(long lifetimes spanning the whole function), while pooling, upsampling and
padding buffers live only briefly: the lifetimes nest like parentheses, which
defeats planners that only reuse the most recently freed block.

Pooling (2x2 max with a window operand) and upsampling (nearest, via a
`floordiv` indexing map) are plain `linalg.generic` ops; concatenation along
channels is two `tensor.insert_slice` into one fresh tensor.
"""

from __future__ import annotations

from collections.abc import Sequence

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program


def max_pool(fb: FunctionBuilder, x: Tensor) -> Tensor:
    """2x2 max pooling with stride 2, as `linalg.pooling_nhwc_max` does it.

    A 2x2 window operand supplies the two reduction loops (its values are not
    used; it is filled anyway so that no buffer is ever read unwritten) and
    the result starts at the most negative finite f32.
    """
    n, h, w, c = x.shape
    window = fb.zeros((2, 2))
    return fb.generic(
        [(x, "d0, d1 * 2 + d4, d2 * 2 + d5, d3"), (window, "d4, d5")],
        fb.filled((n, h // 2, w // 2, c), -3.4e38),
        "d0, d1, d2, d3",
        ["parallel"] * 4 + ["reduction"] * 2,
        lambda ins, out: fb.op(f"arith.maximumf {out}, {ins[0]} : f32"),
    )


def max_pool_extract(fb: FunctionBuilder, x: Tensor) -> Tensor:
    """2x2 max pooling that reads `x` with `tensor.extract` in the body.

    After bufferization the generic's region loads from a buffer that is not
    one of its operands: a pattern the alias analysis must follow into
    regions (the first merge-alloc version rejects it with an error).
    """
    n, h, w, c = x.shape
    out = (n, h // 2, w // 2, c)

    def body(_ins: Sequence[str], _out: str) -> str:
        idx = [fb.op(f"linalg.index {d} : index", "i") for d in range(4)]
        row = fb.op(f"arith.muli {idx[1]}, {fb.index(2)} : index")
        col = fb.op(f"arith.muli {idx[2]}, {fb.index(2)} : index")
        row1 = fb.op(f"arith.addi {row}, {fb.index(1)} : index")
        col1 = fb.op(f"arith.addi {col}, {fb.index(1)} : index")
        best = ""
        for r, q in ((row, col), (row, col1), (row1, col), (row1, col1)):
            at = f"[{idx[0]}, {r}, {q}, {idx[3]}]"
            value = fb.op(f"tensor.extract {x.name}{at} : {x.type}")
            best = value if not best else fb.op(f"arith.maximumf {best}, {value} : f32")
        return best

    return fb.generic([], fb.empty(out), "d0, d1, d2, d3", ["parallel"] * 4, body)


def upsample(fb: FunctionBuilder, x: Tensor) -> Tensor:
    """Nearest-neighbour 2x upsampling."""
    n, h, w, c = x.shape
    return fb.generic(
        [(x, "d0, d1 floordiv 2, d2 floordiv 2, d3")],
        fb.empty((n, 2 * h, 2 * w, c)),
        "d0, d1, d2, d3",
        ["parallel"] * 4,
        lambda ins, _out: ins[0],
    )


def concat(fb: FunctionBuilder, a: Tensor, b: Tensor) -> Tensor:
    """Concatenate along channels; the two inserts cover the whole result."""
    n, h, w, ca = a.shape
    cb = b.shape[3]
    both = fb.insert(a, fb.empty((n, h, w, ca + cb)), (0, 0, 0, 0))
    return fb.insert(b, both, (0, 0, 0, ca))


def generate(
    size: int = 16, channels: int = 4, depth: int = 2, extract_pool: bool = False
) -> str:
    """`depth` down/up levels on a 1 x size x size x channels image.

    `extract_pool=True` pools with `max_pool_extract` (loads inside a generic
    body) instead of the window-operand form.
    """
    pool = max_pool_extract if extract_pool else max_pool
    if size % 2**depth:
        raise ValueError(f"size {size} must be divisible by 2**{depth}")
    width = [channels * 2**level for level in range(depth + 1)]

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, *filters = params
        kernels = iter(filters)
        skips: list[Tensor] = []
        for _level in range(depth):
            x = fb.relu(fb.conv2d(fb.pad_hw(x, 1), next(kernels)))
            skips.append(x)
            x = pool(fb, x)
        x = fb.relu(fb.conv2d(fb.pad_hw(x, 1), next(kernels)))
        for skip in reversed(skips):
            merged = concat(fb, upsample(fb, x), skip)
            x = fb.relu(fb.conv2d(fb.pad_hw(merged, 1), next(kernels)))
        return [x]

    inputs: list[tuple[tuple[int, ...], float]] = [((1, size, size, channels), 1.0)]

    def kernel(c_in: int, c_out: int) -> None:
        inputs.append(((3, 3, c_in, c_out), 1.5 / (9 * c_in) ** 0.5))

    c = channels
    for level in range(depth):  # encoder: widths[level] -> widths[level + 1]
        kernel(c, width[level + 1])
        c = width[level + 1]
    kernel(c, c)  # bottleneck
    for level in reversed(range(depth)):  # decoder: upsampled + skip channels
        skip_channels = width[level + 1]
        out_channels = width[level] if level else channels
        kernel(c + skip_channels, out_channels)
        c = out_channels
    return simple_program(build, inputs)
