"""Measure IREE's transient memory per call for every committed model.

A second anchor beside ExecuTorch for `benchmarks/models.py`: IREE compiles
the very file merge-alloc's pipeline reads (`benchmarks/models/MODEL.mlir`,
linalg on tensors, `@forward` taking the weights and then the input as
arguments and returning the result), for the local CPU, up to the end of its
stream phase, where its memory plan is in the IR::

    iree-compile --iree-hal-target-device=local \\
        --iree-hal-local-target-device-backends=llvm-cpu \\
        --compile-to=stream MODEL.mlir

(plus the flags that dump IREE's statistics, a cross-check below). No
`--iree-stream-resource-*` or other tuning flag is given: the figure is
IREE's default plan (its offset alignment for this target behaves as 64,
merge-alloc's: passing `--iree-stream-resource-min-offset-alignment=64`
left every model's figure unchanged on 2026-12-01). The transient memory
of a call is the size of the
`stream.resource.alloca` of `!stream.resource<transient>` in `@forward`
(summed if there are several; `transient_allocas` says how many). The
arguments are imported buffers and the result an external alloca of its
own, so neither is in it: it counts the same bytes as merge-alloc's arena of
`@forward` with I/O excluded. `benchmarks/iree_stream.py` reads the IR and
says why the alloca and not IREE's statistics; the statistics' cumulative
bytes must equal the sum of every alloca read (`all_alloca_bytes`), or the
run fails. Per model this also records the result's bytes, the number of
imported arguments, the transient bytes of the initializers (run once at
load), and the CPU (this process's children) and wall time of the stream
compile and of a full compile to a `.vmfb` (`--no-full-compile` skips it).

A model IREE fails to compile is recorded with IREE's first error line
instead of bytes, and measured again under `trimmed` with the inputs of its
1x1-output convolutions sliced to the rows and columns they read
(`benchmarks/iree_inputs.py` says why IREE 3.13 needs it): the same
function. Where a model has convolutions that read less than their input,
`all_trimmed_transient_bytes` is IREE's figure with every one trimmed, to
show on the models IREE does compile that the trim leaves its plan alone.

IREE is an optional extra, installed beside merge-alloc in an environment of
its own so it never meets the test environment::

    python -m venv iree-venv && iree-venv/bin/pip install iree-base-compiler==3.13.0
    python benchmarks/models/measure_iree.py --iree-compile iree-venv/bin/iree-compile

(or with `iree-compile` on PATH), which writes
`benchmarks/traces/iree/transient.json`. Naming models measures only those
and keeps the other entries of the file (`MODEL ...`, same IREE build).
"""

from __future__ import annotations

import datetime
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.iree_inputs import trim_unread_convolution_input  # noqa: E402
from benchmarks.iree_stream import (  # noqa: E402
    StreamParseError,
    TransientMemory,
    cumulative_statistics_bytes,
    transient_memory,
)
from merge_alloc.cli import (  # noqa: E402
    ArgumentParser,
    UserError,
    choose,
    one_line,
    run_main,
)

OUTPUT = ROOT / "benchmarks" / "traces" / "iree" / "transient.json"
TARGET = (
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
)
"""The local CPU through LLVM, IREE's default CPU code generator."""
ENTRY = "forward"
COUNTS = (
    "transient_bytes: the sum of the stream.resource.alloca of "
    "!stream.resource<transient> in @forward after --compile-to=stream "
    "(IREE's activations of one call; the weights and the input are imported "
    "arguments and the result an external alloca of its own, none of them in "
    "it; initializers are not per call)"
)


def find_compiler(explicit: str | None) -> Path:
    """`--iree-compile PATH`, else `iree-compile` on PATH."""
    found = explicit if explicit is not None else shutil.which("iree-compile")
    if found is None or not Path(found).is_file():
        raise UserError(
            "iree-compile not found: install the `iree` extra in an "
            "environment of its own (`pip install iree-base-compiler==3.13.0`) "
            "and pass --iree-compile PATH or put it on PATH"
        )
    return Path(found)


def compiler_version(compiler: Path) -> str:
    """The version line of `iree-compile --version` (`3.13.0rc... @ hash`)."""
    output = subprocess.run(
        [str(compiler), "--version"], capture_output=True, text=True, check=True
    ).stdout
    for line in output.splitlines():
        marker = "IREE compiler version"
        if marker in line:
            return line.split(marker, 1)[1].strip()
    raise UserError(f"{compiler} --version printed no IREE compiler version")


def package_version(compiler: Path) -> str | None:
    """The `iree-base-compiler` distribution beside `compiler` (the Python of
    its environment), None when `compiler` is not a pip install."""
    python = compiler.parent / "python"
    if not python.is_file():
        return None
    done = subprocess.run(
        [
            str(python),
            "-c",
            "import importlib.metadata as m; print(m.version('iree-base-compiler'))",
        ],
        capture_output=True,
        text=True,
    )
    return done.stdout.strip() if done.returncode == 0 else None


def children_cpu() -> float:
    """CPU seconds of this process's waited-for children (the compilers)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@dataclass(frozen=True)
class Run:
    returncode: int
    stderr: str
    wall: float
    cpu: float


def timed(command: Sequence[str]) -> Run:
    cpu = children_cpu()
    start = time.perf_counter()
    done = subprocess.run(list(command), capture_output=True, text=True)
    wall = time.perf_counter() - start
    return Run(done.returncode, done.stderr, wall, children_cpu() - cpu)


def first_error(stderr: str) -> str:
    """IREE's first `error:` line, the path made relative to the
    repository, or the last line of its output."""
    lines = [line for line in stderr.splitlines() if line.strip()]
    chosen = next((line for line in lines if "error:" in line), None)
    if chosen is None:
        chosen = lines[-1] if lines else "no output"
    return one_line(chosen.replace(f"{ROOT}/", ""))


STATISTICS = "--iree-scheduling-dump-statistics-format=pretty"
"""IREE's statistics, whose cumulative bytes must equal every alloca read
(`benchmarks/iree_stream.py`): a check, not the figure."""


def stream_command(
    compiler: str, source: str, output: str, statistics: str
) -> list[str]:
    return [
        compiler,
        *TARGET,
        "--compile-to=stream",
        STATISTICS,
        f"--iree-scheduling-dump-statistics-file={statistics}",
        source,
        "-o",
        output,
    ]


def full_command(compiler: str, source: str, output: str) -> list[str]:
    return [compiler, *TARGET, source, "-o", output]


@dataclass(frozen=True)
class StreamResult:
    """One stream compile: its cost, and IREE's memory or its error."""

    run: Run
    memory: TransientMemory | None
    error: str | None

    def fields(self) -> dict[str, Any]:
        """This compile's entries of `transient.json`."""
        times = {
            "compile_cpu_s": round(self.run.cpu, 3),
            "compile_wall_s": round(self.run.wall, 3),
        }
        if self.memory is None:
            return {"transient_bytes": None, "error": self.error, **times}
        return {
            "transient_bytes": self.memory.transient_bytes,
            "transient_allocas": self.memory.transient_allocas,
            "result_bytes": self.memory.result_bytes,
            "imported_arguments": self.memory.imports,
            "initializer_transient_bytes": self.memory.initializer_transient_bytes,
            "all_alloca_bytes": self.memory.all_bytes,
            **times,
        }


def compile_to_stream(
    compiler: Path, name: str, source: Path, scratch: Path
) -> StreamResult:
    """IREE's stream IR of `source`, read; IREE's statistics must agree."""
    stream_ir = scratch / f"{source.stem}.stream.mlir"
    statistics = scratch / f"{source.stem}.statistics.txt"
    run = timed(
        stream_command(str(compiler), str(source), str(stream_ir), str(statistics))
    )
    if run.returncode != 0:
        return StreamResult(run, None, first_error(run.stderr))
    try:
        memory = transient_memory(stream_ir.read_text(), ENTRY)
        cumulative = cumulative_statistics_bytes(statistics.read_text())
    except StreamParseError as error:
        raise UserError(f"{name}: {error}") from error
    if cumulative != memory.all_bytes:
        raise UserError(
            f"{name}: IREE's statistics count {cumulative} bytes, the allocas "
            f"read {memory.all_bytes}: the stream IR reader missed some"
        )
    return StreamResult(run, memory, None)


def full_compile(compiler: Path, source: Path, scratch: Path) -> dict[str, Any]:
    run = timed(
        full_command(str(compiler), str(source), str(scratch / f"{source.stem}.vmfb"))
    )
    fields: dict[str, Any] = {
        "full_compile_cpu_s": round(run.cpu, 3),
        "full_compile_wall_s": round(run.wall, 3),
    }
    if run.returncode != 0:
        fields["full_compile_error"] = first_error(run.stderr)
    return fields


def measure(compiler: Path, name: str, full: bool) -> dict[str, Any]:
    """One model's entry of `transient.json`: the committed file as it is;
    where IREE rejects it, also the file with the inputs of its 1x1-output
    convolutions trimmed (`benchmarks/iree_inputs.py`) under `trimmed`; and
    where any convolution reads less than its input, IREE's figure with all
    of them trimmed (`all_trimmed_transient_bytes`, to show that the trim
    does not move the figure)."""
    source = HERE / f"{name}.mlir"
    text = source.read_text()
    with tempfile.TemporaryDirectory() as directory:
        scratch = Path(directory)
        plain = compile_to_stream(compiler, name, source, scratch)
        entry = plain.fields()
        if plain.memory is None:
            trimmed_text, convolutions = trim_unread_convolution_input(text)
            trimmed_source = scratch / f"{name}.trimmed.mlir"
            trimmed_source.write_text(trimmed_text)
            trimmed = compile_to_stream(compiler, name, trimmed_source, scratch)
            entry["trimmed"] = {"convolutions": convolutions, **trimmed.fields()}
            if full and trimmed.memory is not None:
                entry["trimmed"].update(full_compile(compiler, trimmed_source, scratch))
        elif full:
            entry.update(full_compile(compiler, source, scratch))
        all_text, convolutions = trim_unread_convolution_input(
            text, unit_output_only=False
        )
        if convolutions:
            all_source = scratch / f"{name}.all-trimmed.mlir"
            all_source.write_text(all_text)
            everything = compile_to_stream(compiler, name, all_source, scratch)
            entry["all_trimmed_convolutions"] = convolutions
            entry["all_trimmed_transient_bytes"] = everything.fields()[
                "transient_bytes"
            ]
    return entry


def kept_models(output: Path, iree: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The entries of an earlier run in `output`, kept when only some models
    are measured again: every entry then carries the `date` and `load` of
    the run that measured it (the document's are those of the last run). A
    file written by another IREE build is refused rather than mixed."""
    if not output.exists():
        return {}
    document = json.loads(output.read_text())
    if document["iree"] != iree:
        raise UserError(
            f"{output} was measured with IREE {document['iree']['compiler']}, "
            f"not {iree['compiler']}: measure every model again"
        )
    stamp = {"date": document["date"], "load": document["load"]}
    return {name: stamp | entry for name, entry in document["models"].items()}


def model_names() -> list[str]:
    return sorted(p.stem for p in HERE.glob("*.mlir"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog="python benchmarks/models/measure_iree.py",
        description=(__doc__ or "").splitlines()[0],
    )
    parser.add_argument("models", nargs="*", default=[])
    parser.add_argument("--iree-compile", help="the iree-compile to run")
    parser.add_argument(
        "--no-full-compile",
        action="store_true",
        help="do not time a full compile to a .vmfb",
    )
    parser.add_argument("--output", type=Path, default=OUTPUT, help=f"default {OUTPUT}")
    args = parser.parse_args(argv)
    names = [choose("model", n, model_names()) for n in args.models]
    names = names or model_names()
    compiler = find_compiler(args.iree_compile)
    iree = {
        "compiler": compiler_version(compiler),
        "package": package_version(compiler),
    }
    models = kept_models(args.output, iree) if args.models else {}
    date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    for name in names:
        models[name] = measure(compiler, name, not args.no_full_compile)
        if args.models:
            models[name] |= {"date": date, "load": round(os.getloadavg()[0], 1)}
        print(name, json.dumps(models[name]), flush=True)
    document = {
        "iree": iree,
        "date": date,
        "load": round(os.getloadavg()[0], 1),
        "command": " ".join(
            stream_command(
                "iree-compile",
                "benchmarks/models/MODEL.mlir",
                "MODEL.stream.mlir",
                "MODEL.statistics.txt",
            )
        ),
        "full_command": " ".join(
            full_command("iree-compile", "benchmarks/models/MODEL.mlir", "MODEL.vmfb")
        ),
        "entry": ENTRY,
        "counts": COUNTS,
        "models": models,
    }
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/models/measure_iree.py", main))
