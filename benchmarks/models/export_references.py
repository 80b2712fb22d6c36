"""PyTorch's outputs of the committed models, for CI to compare against.

For each model of `export_models.py`, the PyTorch module is called with the
data `tests/e2e/models/model_main.py`'s `@main` hands the committed export's
`@forward` (every weight and the input filled from a hash of the element's
flat index, computed here exactly as the MLIR computes it, in f32), through
the same `torch.func.functional_call` as the export, and its output is
written to `reference/NAME.txt` (the shape, then one value a line, 9
significant digits). `tests/e2e/models` compiles each export with
`merge_alloc.compile`, runs it with `mlir-runner` and compares what it
prints with that file, without torch.

The torchvision models (ResNet-18, MobileNetV2) are built from
`vision_models.py`, torchvision's layers without torchvision; a model whose
parameters and buffers do not have, in order, the shapes of its export's
arguments is refused. Needs torch (not the default test dependencies)::

    python benchmarks/models/export_references.py            # every model
    python benchmarks/models/export_references.py resnet18   # one
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import torch
from numpy.typing import NDArray
from torch import nn

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "tests" / "e2e" / "models"))

from export_models import DYNAMIC, MODELS, WeightsAsArguments  # noqa: E402
from model_main import forward_inputs  # noqa: E402
from vision_models import MobileNetV2, ResNet18  # noqa: E402

REFERENCES = HERE / "reference"

WITHOUT_TORCHVISION: dict[str, Callable[[], nn.Module]] = {
    "resnet18": ResNet18,
    "resnet18_224": ResNet18,
    "mobilenet_v2": MobileNetV2,
    "mobilenet_v2_224": MobileNetV2,
}
"""The torchvision models, built without torchvision."""


def weights_of(model: nn.Module) -> dict[str, torch.Tensor]:
    """The floating-point parameters and buffers, in the export's order."""
    state = dict(model.named_parameters()) | dict(model.named_buffers())
    return {k: v for k, v in state.items() if v.dtype.is_floating_point}


DYNAMIC_LENGTHS: dict[str, tuple[int, ...]] = {"decoder_dynamic": (1, 17, 128, 512)}
"""The lengths a dynamic-length export's references are written at
(`reference/NAME_L.txt`; `tests/e2e/test_dynamic_decoder.py`)."""


def at_length(model_ir: str, length: int) -> str:
    """`model_ir` with `@forward`'s signature at `length` tokens (its `?`
    read as `length`): the signature `forward_inputs` fills, as the test's
    `@main` does for a call at that length."""
    head = model_ir.index("func.func @forward(")
    end = model_ir.index("{", model_ir.index(") ->", head))
    return (
        model_ir[:head] + model_ir[head:end].replace("?", str(length)) + model_ir[end:]
    )


def reference_output(name: str, length: int | None = None) -> NDArray[np.float32]:
    """What PyTorch computes for `name` on the end-to-end tests' data (at
    `length` tokens for a dynamic-length export)."""
    constructor = WITHOUT_TORCHVISION.get(name, MODELS[name][0])
    model = constructor().eval()
    weights = weights_of(model)
    text = (HERE / f"{name}.mlir").read_text()
    data = forward_inputs(text if length is None else at_length(text, length))
    inputs = len(data) - len(weights)
    if inputs < 1:
        raise SystemExit(f"{name}: {len(weights)} weights, {len(data)} arguments")
    for (key, tensor), array in zip(weights.items(), data, strict=False):
        if tuple(tensor.shape) != array.shape:
            raise SystemExit(
                f"{name}: {key} has shape {tuple(tensor.shape)}, the export's "
                f"argument {array.shape}: not the exported model"
            )
    arguments = [torch.tensor(array) for array in data]
    with torch.no_grad():
        output = WeightsAsArguments(model, list(weights))(*arguments)
    return output.numpy().astype(np.float32)


def reference_text(name: str, output: NDArray[np.float32]) -> str:
    lines = [
        f"# {name}: PyTorch {torch.__version__} output of @forward on the data of "
        "tests/e2e/models/model_main.py (benchmarks/models/export_references.py)",
        "shape " + " ".join(str(extent) for extent in output.shape),
        *(f"{value:.9e}" for value in output.reshape(-1).tolist()),
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("models", nargs="*", choices=[[], *MODELS], default=[])
    args = parser.parse_args(argv)
    REFERENCES.mkdir(exist_ok=True)
    for name in args.models or list(MODELS):
        if name in DYNAMIC and name not in DYNAMIC_LENGTHS:
            continue  # (encoder_dynamic: compared with the unmerged program only)
        for length in DYNAMIC_LENGTHS.get(name, (None,)):
            output = reference_output(name, length)
            stem = name if length is None else f"{name}_{length}"
            path = REFERENCES / f"{stem}.txt"
            path.write_text(reference_text(stem, output))
            print(f"{path.name}: shape {list(output.shape)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
