"""The one rewrite a committed model needs before IREE 3.13 compiles it.

IREE 3.13.0 rejects `resnet18` and `mobilenet_v2` (the 32x32 exports): its
`FoldUnitExtentDims` pass (dispatch creation) drops the unit output rows and
columns of a convolution with a 1x1 output and is then left with a
`linalg.generic` whose input is larger than the window it reads, which
fails to verify ("inferred input/output operand #1 has shape's dimension #2
to be 4, but found 3"). Such a convolution is valid MLIR and PyTorch's
output: a stride-2 3x3 window on a padded 4x4 input reads rows and columns
0-2 only (`(out - 1) * stride + (kernel - 1) * dilation + 1` of them).

`trim_unread_convolution_input` slices the input of such convolutions to
the rows and columns they read (`tensor.extract_slice` at offset 0): the
same function, computed from the same values, which IREE accepts.
`benchmarks/models/measure_iree.py` applies it only to a file IREE rejects
and records the figure apart; trimming every convolution of the 224x224
exports the same way leaves IREE's transient figure unchanged, which the
script also records.

The rewrite is on the text, one op a line as torch-mlir prints it (the
committed exports): a line it does not recognise is left alone.
"""

from __future__ import annotations

import re

CONVOLUTION = re.compile(
    r"^(?P<indent>\s*)%[\w.$-]+ = linalg\."
    r"(?:conv_2d_nchw_fchw|depthwise_conv_2d_nchw_chw) "
    r"\{(?P<attributes>[^}]*)\} ins\((?P<input>%[\w.$-]+), (?P<filter>%[\w.$-]+) : "
    r"(?P<input_type>tensor<(?P<input_shape>[\dx]+)x(?P<element>\w+)>), "
    r"tensor<(?P<filter_shape>[\dx]+)x\w+>\) "
    r"outs\(%[\w.$-]+ : tensor<(?P<output_shape>[\dx]+)x\w+>\)"
)
"""An NCHW convolution of the committed exports: the filter's last two
dimensions are the window (`FCHW` and depthwise `CHW` alike)."""


def _pair(attributes: str, name: str) -> tuple[int, int]:
    """The `strides` or `dilations` of a convolution (1, 1 when absent)."""
    splat = re.search(rf"\b{name} = dense<(\d+)>", attributes)
    if splat is not None:
        return int(splat[1]), int(splat[1])
    both = re.search(rf"\b{name} = dense<\[(\d+), (\d+)\]>", attributes)
    if both is not None:
        return int(both[1]), int(both[2])
    return 1, 1


def _dimensions(shape: str) -> list[int]:
    return [int(size) for size in shape.split("x")]


def trim_unread_convolution_input(
    text: str, unit_output_only: bool = True
) -> tuple[str, int]:
    """`text` with the input of every NCHW convolution that reads fewer rows
    or columns than its input has sliced to what it reads, and how many were
    trimmed. With `unit_output_only` (what IREE 3.13 needs) only those with
    a 1x1 output; without, every one (to check that the slice does not move
    IREE's figure)."""
    if "%iree_trimmed_" in text:
        raise ValueError("the program already names values %iree_trimmed_N")
    lines: list[str] = []
    trimmed = 0
    for line in text.splitlines():
        convolution = CONVOLUTION.match(line)
        if convolution is None:
            lines.append(line)
            continue
        batch, channels, height, width = _dimensions(convolution["input_shape"])
        window = _dimensions(convolution["filter_shape"])[-2:]
        output = _dimensions(convolution["output_shape"])[-2:]
        strides = _pair(convolution["attributes"], "strides")
        dilations = _pair(convolution["attributes"], "dilations")
        read = [
            (output[axis] - 1) * strides[axis]
            + (window[axis] - 1) * dilations[axis]
            + 1
            for axis in (0, 1)
        ]
        unread = read[0] < height or read[1] < width
        if not unread or (unit_output_only and output != [1, 1]):
            lines.append(line)
            continue
        trimmed += 1
        name = f"%iree_trimmed_{trimmed}"
        sliced = (
            f"tensor<{batch}x{channels}x{read[0]}x{read[1]}x{convolution['element']}>"
        )
        lines.append(
            f"{convolution['indent']}{name} = tensor.extract_slice "
            f"{convolution['input']}[0, 0, 0, 0] [{batch}, {channels}, {read[0]}, "
            f"{read[1]}] [1, 1, 1, 1] : {convolution['input_type']} to {sliced}"
        )
        operands = f"ins({convolution['input']}, {convolution['filter']} : "
        lines.append(
            line.replace(
                f"{operands}{convolution['input_type']}",
                f"ins({name}, {convolution['filter']} : {sliced}",
                1,
            )
        )
    return "\n".join(lines) + "\n", trimmed
