"""Regenerate the committed trace corpus under `benchmarks/traces/`.

    python benchmarks/export_real_traces.py [--out benchmarks/traces]

`real/`: the traces the pass plans (default options, alignment 64), one CSV
per function and scope (`<program>/<function>.<scope>.csv`, columns
`id,lower,upper,size,alignment`, see `merge_alloc.report.export_traces`):

- `real/zoo/<model>/`: every model-zoo program (`merge_alloc.verify.zoo`),
  bufferized with MLIR 22's one-shot-bufferize as `benchmarks/zoo.py` and
  the end-to-end tests do (needs `mlir-opt`);
- `real/zoo-large/<model>/`: the same programs at network sizes
  (`LARGE_MODELS`);
- `real/filecheck/<test>/`, `real/examples/<example>/`,
  `real/regressions/<case>/`: the memref programs of the FileCheck tests,
  the examples and the regression cases (inputs the pass rejects, such as
  the `invalid/` tests, have no trace and are skipped).

`generated/`: the large-network shapes of `merge_alloc.bench.shapes`.

Both directories are deleted and rewritten, so the result only depends on
the code.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from xdsl.utils.exceptions import DiagnosticException, ParseError

from merge_alloc.bench.shapes import SHAPES
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.traces import write_trace_csv
from merge_alloc.report.export_traces import export_traces
from merge_alloc.verify import oracle
from merge_alloc.verify.zoo import MODELS

ROOT = Path(__file__).resolve().parent.parent

PROGRAM_DIRECTORIES = {
    "filecheck": ROOT / "tests" / "filecheck" / "merge_alloc",
    "examples": ROOT / "examples",
    "regressions": ROOT / "tests" / "regressions",
}
"""Corpus directory -> where its memref programs are."""


def export_programs(out: Path, options: MergeAllocOptions) -> int:
    """Every program of `PROGRAM_DIRECTORIES`; the number of CSV files."""
    written = 0
    for name, directory in PROGRAM_DIRECTORIES.items():
        for source in sorted(directory.glob("*.mlir")):
            try:
                paths = export_traces(
                    source.read_text(), out / name / source.stem, options
                )
            except (ParseError, DiagnosticException):
                print(f"skipped {source.relative_to(ROOT)}: rejected", file=sys.stderr)
                continue
            written += len(paths)
    return written


LARGE_MODELS: dict[str, dict[str, int]] = {
    "mlp": {"n": 1024, "layers": 24},
    "resnet": {"size": 56, "channels": 64, "blocks": 16},
    "mobilenet": {"size": 112, "channels": 32, "blocks": 8},
    "unet": {"size": 128, "channels": 32, "depth": 4},
    "transformer": {"seq": 384, "width": 768, "hidden": 3072},
    "tiled": {"n": 512, "tile": 64},
    "loop": {"n": 512, "layers": 12},
}
"""Zoo models at network sizes (`real/zoo-large/`): the same programs with
real layer counts and tensor shapes; only bufferized, never executed."""


def export_zoo(out: Path, options: MergeAllocOptions) -> int:
    written = 0
    for name, generate in MODELS.items():
        memref_ir = oracle.bufferize(generate())
        written += len(export_traces(memref_ir, out / "zoo" / name, options))
    for name, sizes in LARGE_MODELS.items():
        memref_ir = oracle.bufferize(MODELS[name](**sizes))
        written += len(export_traces(memref_ir, out / "zoo-large" / name, options))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "traces")
    args = parser.parse_args(argv)
    out: Path = args.out
    options = MergeAllocOptions()
    for part in ("real", "generated"):
        shutil.rmtree(out / part, ignore_errors=True)
    real = out / "real"
    count = export_zoo(real, options) + export_programs(real, options)
    print(f"real: {count} traces")
    generated = out / "generated"
    generated.mkdir(parents=True)
    for name, shape in SHAPES.items():
        buffers = shape()
        write_trace_csv(generated / f"{name}.csv", buffers)
        print(f"generated/{name}.csv: {len(buffers)} buffers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
