"""The committed PyTorch outputs: one per model of the corpus, of the shape
of its `@forward` result, read as `test_models` compares them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from model_main import forward_signature, shape_of, static_exports
from reference import printed_values, reference_output, relative_error

MODEL_DIR = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
MODELS = static_exports(MODEL_DIR)


@pytest.mark.parametrize("name", MODELS)
def test_every_model_has_a_reference_of_its_result_shape(name: str) -> None:
    _, result = forward_signature((MODEL_DIR / f"{name}.mlir").read_text())
    reference = reference_output(name)
    assert list(reference.shape) == shape_of(result)
    assert np.all(np.isfinite(reference))
    assert float(np.max(np.abs(reference))) > 0


def test_printed_values_are_read_back() -> None:
    printed = (
        "Unranked Memref base@ = <address> rank = 2 offset = 0 sizes = [1, 4] "
        "strides = [4, 1] data = \n[[1.62956,   -1.08176e-05,   0.63176,   7]]\n"
    )
    values = printed_values(printed)
    expected = np.array([1.62956, -1.08176e-05, 0.63176, 7.0], np.float32)
    assert np.array_equal(values, expected)
    reference = np.array([[1.6295607, -1.0817e-05, 0.6317596, 7.0]], np.float32)
    assert relative_error(values, reference) < 1e-6
    assert relative_error(values + np.float32(1e-3), reference) > 1e-5
