"""IREE's transient memory, the second anchor of the model comparison.

`benchmarks/iree_stream.py` reads IREE's per-call memory out of
`iree-compile --compile-to=stream` output; `benchmarks/models/measure_iree.py`
runs IREE 3.13 on every committed model and commits the figures in
`benchmarks/traces/iree/transient.json`, which `benchmarks/models.py`
tabulates. IREE is not needed here: the reader is tested on a committed
excerpt of real output (`Inputs/gpt2_2blocks.stream.mlir`), the JSON on its
shape.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.iree_inputs import trim_unread_convolution_input
from benchmarks.iree_stream import (
    INITIALIZER,
    StreamParseError,
    cumulative_statistics_bytes,
    stream_functions,
    transient_memory,
)

ROOT = Path(__file__).parents[2]
EXCERPT = (Path(__file__).parent / "Inputs" / "gpt2_2blocks.stream.mlir").read_text()
TRANSIENT_ALLOCA = "!stream.resource<transient>{%c14336} => !stream.timepoint"
MEASURED = ROOT / "benchmarks" / "traces" / "iree" / "transient.json"


def test_reads_the_transient_alloca_of_forward() -> None:
    memory = transient_memory(EXCERPT)
    assert memory.transient_bytes == 14336
    assert memory.transient_allocas == 1
    assert memory.result_bytes == 2048  # 1x8x64xf32, outside the transient
    assert memory.imports == 27  # the weights and the input, all imported
    assert memory.initializer_transient_bytes == 512  # once, at load
    # and IREE's statistics ("Submissions: 2, using cumulative 17152 B" for
    # this program) count all of them plus the initializer's constant
    assert memory.all_bytes == 14336 + 2048 + 512 + 256


def test_reads_the_cumulative_bytes_of_the_statistics() -> None:
    line = "// Submissions: 2, using cumulative 17152 B (0.02 MiB)"
    assert cumulative_statistics_bytes(f"//\n{line}\n//   DMA Fills: 0\n") == 17152
    with pytest.raises(StreamParseError, match="cumulative"):
        cumulative_statistics_bytes("// Dispatches: 38\n")


def test_dispatch_functions_are_not_module_functions() -> None:
    # the excerpt's first executable holds a func.func indented inside it,
    # with index constants of its own
    assert sorted(stream_functions(EXCERPT)) == [INITIALIZER, "forward"]


def test_several_transient_allocas_are_summed() -> None:
    line = next(line for line in EXCERPT.splitlines() if TRANSIENT_ALLOCA in line)
    twice = EXCERPT.replace(line, f"{line}\n{line.replace('%result_0', '%again')}")
    memory = transient_memory(twice)
    assert (memory.transient_bytes, memory.transient_allocas) == (2 * 14336, 2)


def test_a_size_that_is_not_a_constant_is_refused() -> None:
    dynamic = EXCERPT.replace(
        TRANSIENT_ALLOCA, "!stream.resource<transient>{%size} => !stream.timepoint"
    )
    with pytest.raises(StreamParseError, match=r"%size .* @forward"):
        transient_memory(dynamic)


def test_a_missing_entry_point_is_refused() -> None:
    with pytest.raises(StreamParseError, match=r"no function @main .*forward"):
        transient_memory(EXCERPT, "main")


def test_an_unclosed_function_is_refused() -> None:
    cut = EXCERPT[: EXCERPT.index("util.return %31")]
    with pytest.raises(StreamParseError, match="@forward is never closed"):
        transient_memory(cut)


MODELS = ROOT / "benchmarks" / "models"


@pytest.mark.parametrize(
    ("model", "unit_output", "every"),
    [("resnet18", 2, 7), ("mobilenet_v2", 1, 5), ("resnet18_224", 0, 7)],
)
def test_trims_the_convolutions_that_read_less_than_their_input(
    model: str, unit_output: int, every: int
) -> None:
    source = (MODELS / f"{model}.mlir").read_text()
    assert trim_unread_convolution_input(source)[1] == unit_output
    assert trim_unread_convolution_input(source, unit_output_only=False)[1] == every


def test_the_trim_slices_what_the_window_reads() -> None:
    # resnet18's first convolution of its last stage: 3x3 window, stride 2,
    # on a padded 4x4 input, 1x1 output: rows and columns 0-2 are read
    line = next(
        line
        for line in (MODELS / "resnet18.mlir").read_text().splitlines()
        if "ins(%padded_74, %arg45" in line
    )
    trimmed, count = trim_unread_convolution_input(line)
    assert count == 1
    slice_line, convolution = trimmed.splitlines()
    assert slice_line.split(" = ", 1)[1] == (
        "tensor.extract_slice %padded_74[0, 0, 0, 0] [1, 256, 3, 3] [1, 1, 1, 1] "
        ": tensor<1x256x4x4xf32> to tensor<1x256x3x3xf32>"
    )
    assert "ins(%iree_trimmed_1, %arg45 : tensor<1x256x3x3xf32>, " in convolution
    with pytest.raises(ValueError, match="iree_trimmed_"):
        trim_unread_convolution_input(trimmed)


def _measured() -> dict[str, Any]:
    return json.loads(MEASURED.read_text())


def test_every_committed_model_was_measured() -> None:
    """Every export of the model table (those ExecuTorch's figures exist for;
    `encoder_dynamic`, with its dynamic sequence length, is not in it)."""
    arenas = ROOT / "benchmarks" / "traces" / "executorch" / "arenas.json"
    table = json.loads(arenas.read_text())["models"]
    models = sorted(
        p.stem
        for p in (ROOT / "benchmarks" / "models").glob("*.mlir")
        if p.stem in table
    )
    assert len(models) == len(table)
    assert sorted(_measured()["models"]) == models


def test_measurements_have_their_provenance() -> None:
    document = _measured()
    assert document["iree"]["package"] == "3.13.0"
    assert document["iree"]["compiler"].startswith("3.13.0")
    assert "--compile-to=stream" in document["command"]
    assert "--iree-hal-local-target-device-backends=llvm-cpu" in document["command"]
    assert document["entry"] == "forward"
    assert document["date"].endswith("UTC")


@pytest.mark.parametrize("model", sorted(_measured()["models"]))
def test_each_model_has_bytes_or_the_reason_it_has_none(model: str) -> None:
    entry = _measured()["models"][model]
    assert isinstance(entry["compile_cpu_s"], float) and entry["compile_cpu_s"] > 0
    if entry["transient_bytes"] is None:
        assert "error:" in entry["error"]
        entry = entry["trimmed"]
        assert entry["convolutions"] >= 1
    assert isinstance(entry["transient_bytes"], int)
    assert entry["transient_bytes"] > 0
    assert entry["transient_allocas"] >= 1
    assert entry["result_bytes"] > 0
    assert entry["imported_arguments"] >= 1
    assert entry["all_alloca_bytes"] >= entry["transient_bytes"] + entry["result_bytes"]


@pytest.mark.parametrize(
    "model",
    [m for m, e in _measured()["models"].items() if "all_trimmed_transient_bytes" in e],
)
def test_trimming_leaves_the_figure_of_a_compiled_model_alone(model: str) -> None:
    entry = _measured()["models"][model]
    if entry["transient_bytes"] is None:
        assert (
            entry["all_trimmed_transient_bytes"] == entry["trimmed"]["transient_bytes"]
        )
    else:
        assert entry["all_trimmed_transient_bytes"] == entry["transient_bytes"]


def test_the_corpus_table_reads_the_committed_figures() -> None:
    from benchmarks import models

    figures = models.iree_transient()
    assert figures.release == "3.13"
    assert sorted(figures.models) == sorted(_measured()["models"])
    gru = _measured()["models"]["gru"]["transient_bytes"]
    assert models.iree_cells("gru", gru // 2) == (f"{gru:,}", "0.500")
    resnet18 = _measured()["models"]["resnet18"]["trimmed"]["transient_bytes"]
    assert models.iree_cells("resnet18", resnet18) == (f"{resnet18:,}\u2020", "1.000")
