"""A MobileNet-style stack of depthwise-separable blocks.

Each block is a padded 3x3 depthwise convolution + ReLU followed by a 1x1
(pointwise) convolution + ReLU that changes the channel count; the second block
has stride 2. Buffer sizes therefore vary between blocks (channels grow while
the spatial size shrinks), which exercises best-fit placement.
"""

from __future__ import annotations

from collections.abc import Sequence

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program


def depthwise_generic(fb: FunctionBuilder, x: Tensor, f: Tensor, stride: int) -> Tensor:
    """`linalg.depthwise_conv_2d_nhwc_hwc` spelt as the equivalent generic.

    xDSL 0.74 has no `linalg.depthwise_conv_2d_nhwc_hwc` (not even in generic
    form: the op name is unregistered), so the pass could not parse the
    bufferized program; the generic has the same loops and memory behaviour.
    """
    n, h, w, c = x.shape
    kh, kw, _ = f.shape
    out = (n, (h - kh) // stride + 1, (w - kw) // stride + 1, c)

    def body(ins: Sequence[str], acc: str) -> str:
        product = fb.op(f"arith.mulf {ins[0]}, {ins[1]} : f32")
        return fb.op(f"arith.addf {acc}, {product} : f32")

    return fb.generic(
        [(x, f"d0, d1 * {stride} + d4, d2 * {stride} + d5, d3"), (f, "d4, d5, d3")],
        fb.zeros(out),
        "d0, d1, d2, d3",
        ["parallel"] * 4 + ["reduction"] * 2,
        body,
    )


def generate(
    size: int = 16, channels: int = 8, blocks: int = 3, named_depthwise: bool = False
) -> str:
    """`blocks` depthwise-separable blocks; channels double in block 1 and 2.

    `named_depthwise=True` uses `linalg.depthwise_conv_2d_nhwc_hwc` itself
    (fine for the oracle, unparseable by xDSL 0.74: see `depthwise_generic`).
    """
    widths = [channels * min(2**b, 4) for b in range(blocks + 1)]
    strides = [2 if b == 1 else 1 for b in range(blocks)]

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, *weights = params
        for block in range(blocks):
            depthwise, pointwise = weights[2 * block], weights[2 * block + 1]
            padded = fb.pad_hw(x, 1)
            if named_depthwise:
                conv = fb.depthwise(padded, depthwise, strides[block])
            else:
                conv = depthwise_generic(fb, padded, depthwise, strides[block])
            y = fb.relu(conv)
            x = fb.relu(fb.conv2d(y, pointwise))
        return [x]

    inputs: list[tuple[tuple[int, ...], float]] = [((1, size, size, channels), 1.0)]
    for block in range(blocks):
        c_in, c_out = widths[block], widths[block + 1]
        inputs.append(((3, 3, c_in), 0.5))
        inputs.append(((1, 1, c_in, c_out), 1.5 / c_in**0.5))
    return simple_program(build, inputs)
