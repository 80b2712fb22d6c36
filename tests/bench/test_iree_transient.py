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

from benchmarks.iree_stream import (
    INITIALIZER,
    StreamParseError,
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


def _measured() -> dict[str, Any]:
    return json.loads(MEASURED.read_text())


def test_every_committed_model_was_measured() -> None:
    models = sorted(p.stem for p in (ROOT / "benchmarks" / "models").glob("*.mlir"))
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
        return
    assert isinstance(entry["transient_bytes"], int)
    assert entry["transient_bytes"] > 0
    assert entry["transient_allocas"] >= 1
    assert entry["result_bytes"] > 0
    assert entry["imported_arguments"] >= 1
