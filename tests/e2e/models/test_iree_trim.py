"""The trim IREE 3.13 needs computes what the untrimmed program computes.

`benchmarks/iree_inputs.py` slices the unread input rows and columns of the
1x1-output convolutions of `resnet18` and `mobilenet_v2` (32x32) so that
IREE compiles them (`benchmarks/models/measure_iree.py` reports IREE's
figure of the trimmed file). That figure is comparable only if the trimmed
file is the same function: here a program with the three convolutions the
two models have (a 3x3 window at stride 2 on a 4x4 input, the same
depthwise, a 1x1 window at stride 2 on a 2x2 input), bufferized by the
documented pipeline with the models' deterministic `@main`, must print the
same result trimmed and untrimmed under `mlir-runner`.
"""

from __future__ import annotations

import os

import pytest
from model_main import with_main

from benchmarks.iree_inputs import trim_unread_convolution_input
from merge_alloc.compile.pipeline import bufferize_variant
from merge_alloc.compile.variants import DOCUMENTED
from merge_alloc.verify import oracle

pytestmark = [
    pytest.mark.skipif(
        not os.environ.get("CI") and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    pytest.mark.slow,  # executes programs
]

ATTRIBUTES = (
    "{dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}"
)
OUT = "tensor<1x4x1x1xf32>"
UNIT_OUTPUT_CONVOLUTIONS = f"""\
module {{
  func.func @forward(%w: tensor<4x4x3x3xf32>, %dw: tensor<4x3x3xf32>, \
%w1: tensor<4x4x1x1xf32>, %x: tensor<1x4x4x4xf32>, %y: tensor<1x4x2x2xf32>) -> {OUT} {{
    %zero = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : {OUT}
    %1 = linalg.fill ins(%zero : f32) outs(%0 : {OUT}) -> {OUT}
    %2 = linalg.conv_2d_nchw_fchw {ATTRIBUTES} ins(%x, %w : tensor<1x4x4x4xf32>, \
tensor<4x4x3x3xf32>) outs(%1 : {OUT}) -> {OUT}
    %3 = linalg.depthwise_conv_2d_nchw_chw {ATTRIBUTES} ins(%x, %dw : \
tensor<1x4x4x4xf32>, tensor<4x3x3xf32>) outs(%2 : {OUT}) -> {OUT}
    %4 = linalg.conv_2d_nchw_fchw {ATTRIBUTES} ins(%y, %w1 : tensor<1x4x2x2xf32>, \
tensor<4x4x1x1xf32>) outs(%3 : {OUT}) -> {OUT}
    return %4 : {OUT}
  }}
}}
"""


def test_trimmed_convolutions_print_what_the_untrimmed_print() -> None:
    trimmed, count = trim_unread_convolution_input(UNIT_OUTPUT_CONVOLUTIONS)
    assert count == 3
    assert trimmed.count("tensor.extract_slice") == 3
    programs = [
        bufferize_variant(with_main(text), DOCUMENTED, name="convolutions.mlir")
        for text in (UNIT_OUTPUT_CONVOLUTIONS, trimmed)
    ]
    outcome = oracle.compare(*programs)
    assert outcome.equal, outcome.diff()
