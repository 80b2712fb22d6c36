"""A ResNet-style stack: residual blocks of 3x3 conv + ReLU on NHWC tensors.

Each block computes `relu(conv(relu(conv(x))) + x)`. The skip connection keeps
the block input alive across both convolutions, and zero padding (fill +
`tensor.insert_slice`) adds a short-lived buffer before every convolution: the
planner has to interleave long and short lifetimes.
"""

from __future__ import annotations

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program


def generate(size: int = 12, channels: int = 8, blocks: int = 3) -> str:
    """`blocks` residual blocks on a 1 x size x size x channels input."""
    scale = 1.5 / (9 * channels) ** 0.5

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, *filters = params
        for block in range(blocks):
            first, second = filters[2 * block], filters[2 * block + 1]
            y = fb.relu(fb.conv2d(fb.pad_hw(x, 1), first))
            z = fb.conv2d(fb.pad_hw(y, 1), second)
            x = fb.add_relu(z, x)
        return [x]

    image = ((1, size, size, channels), 1.0)
    kernel = ((3, 3, channels, channels), scale)
    return simple_program(build, [image] + [kernel] * (2 * blocks))
