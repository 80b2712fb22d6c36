"""PyTorch's committed outputs (`benchmarks/models/reference/NAME.txt`,
written by `benchmarks/models/export_references.py` where torch is
installed) and what a compiled model prints, compared without torch."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

REFERENCES = Path(__file__).resolve().parents[3] / "benchmarks" / "models" / "reference"
TOLERANCE = 1e-5
"""Largest error allowed, relative to the largest magnitude of PyTorch's
output (elementwise relative error means nothing for outputs near 0;
`printMemrefF32` prints 6 significant digits, an error of at most 5e-6 of
each value)."""

_NUMBER = re.compile(r"[-+]?(?:nan|inf|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)")


def reference_output(name: str) -> NDArray[np.float32]:
    """The committed PyTorch output of model `name`, in its shape."""
    lines = [
        line
        for line in (REFERENCES / f"{name}.txt").read_text().splitlines()
        if line and not line.startswith("#")
    ]
    shape_line, *values = lines
    shape = [int(extent) for extent in shape_line.removeprefix("shape ").split()]
    return np.array([float(v) for v in values], dtype=np.float32).reshape(shape)


def printed_values(printed: str) -> NDArray[np.float32]:
    """The values a `printMemrefF32` call printed (after `data =`), flat."""
    _, _, data = printed.partition("data =")
    if not data:
        raise ValueError(f"no printMemrefF32 output in {printed[:200]!r}")
    return np.array([float(v) for v in _NUMBER.findall(data)], dtype=np.float32)


def relative_error(ours: NDArray[np.float32], reference: NDArray[np.float32]) -> float:
    """max |ours - reference| / max |reference|."""
    scale = float(np.max(np.abs(reference)))
    difference = np.abs(ours.astype(np.float64) - reference.reshape(-1))
    return float(np.max(difference)) / scale if scale else float(np.max(difference))
