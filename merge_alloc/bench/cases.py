"""What the benchmark plans: one `PlanningProblem` per CSV file or `.mlir` scope.

A CSV file is one problem in the planning-bench format (`id,lower,upper,size`,
half-open lifetimes); an optional `alignment` column (MiniMalloc's name, and
what `merge_alloc.report.export_traces` writes) gives each buffer's own alignment.
An `.mlir` file gives one problem per scope and memory space, collected by the
pass's own tracer, so the benchmark plans exactly what the pass would. A
directory is searched recursively for both, in sorted order. The long
traces of `networks.GENERATED` are generated, not read (`generated_cases`).
"""

from __future__ import annotations

import csv
import gzip
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from xdsl.utils.exceptions import DiagnosticException, ParseError

from merge_alloc.bench.networks import GENERATED
from merge_alloc.cli import one_line, parse_error_line
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import BufferLifetime, PlanningProblem
from merge_alloc.planning.traces import parse_named_trace_csv
from merge_alloc.report.export_traces import parse_program, scope_traces

CSV_ALIGNMENT = 1
"""Default granularity of CSV cases: MiniMalloc's traces are posed unaligned."""

MLIR_ALIGNMENT = 64
"""Default granularity of `.mlir` cases: the pass's default `alignment`."""

SUFFIXES = (".csv", ".csv.gz", ".mlir")
"""What a directory is searched for; `.csv.gz` is a gzip-compressed CSV (the
larger committed corpora)."""


@dataclass(frozen=True)
class BenchCase:
    """One problem to plan, named for the table.

    `names` are the buffer ids as the source spells them (MiniMalloc allows
    `b1`), in the order of `problem.buffers`.
    """

    name: str
    source: Path
    problem: PlanningProblem
    names: Sequence[str] = field(default=())


@dataclass(frozen=True, slots=True)
class LoadError:
    """A file that could not be read as a case: `location` is the file, or
    `FILE:LINE:COL` of a parse error in it."""

    source: Path
    message: str
    location: str

    def line(self) -> str:
        """The one-line error, in mlir-opt's form."""
        return f"{self.location}: error: {self.message}"


def read_csv_case(path: Path, name: str, alignment: int | None) -> BenchCase:
    """The CSV file at `path` as a case with granularity `alignment`
    (`CSV_ALIGNMENT` when None)."""
    text = read_text(path)
    buffers, names = parse_named_trace_csv(text)
    alignments = alignment_column(text)
    if alignments is not None:
        buffers = [
            replace(buffer, alignment=own)
            for buffer, own in zip(buffers, alignments, strict=True)
        ]
    granularity = CSV_ALIGNMENT if alignment is None else alignment
    return BenchCase(name, path, PlanningProblem(buffers, granularity), names)


def read_text(path: Path) -> str:
    """The text of `path`, decompressed when it ends in `.gz`."""
    if path.name.endswith(".gz"):
        with gzip.open(path, "rt") as stream:
            return stream.read()
    return path.read_text()


def _suffix(path: Path) -> str:
    """`path`'s suffix as `SUFFIXES` spells it (`.csv.gz` is one)."""
    return ".csv.gz" if path.name.endswith(".csv.gz") else path.suffix


def _label(path: Path) -> Path:
    """`path` without its suffix (both parts of `.csv.gz`)."""
    return path.with_name(path.name[: len(path.name) - len(_suffix(path))])


def alignment_column(text: str) -> list[int] | None:
    """The `alignment` column of a trace CSV row by row (blank rows skipped, as
    `parse_named_trace_csv` does), or None without one. An empty cell is 1."""
    reader = csv.reader(io.StringIO(text))
    no_header: list[str] = []
    header = [cell.strip() for cell in next(reader, no_header)]
    if "alignment" not in header:
        return None
    column = header.index("alignment")
    values: list[int] = []
    for line_number, row in enumerate(reader, start=2):
        if not row or all(not cell.strip() for cell in row):
            continue
        cell = row[column].strip() if column < len(row) else ""
        try:
            values.append(int(cell) if cell else 1)
        except ValueError as error:
            raise ValueError(f"line {line_number}: bad alignment {cell!r}") from error
    return values


def mlir_cases(path: Path, name: str, alignment: int | None) -> list[BenchCase]:
    """One case per scope trace of the program at `path`, as the pass collects
    them with `alignment` (`MLIR_ALIGNMENT` when None)."""
    granularity = MLIR_ALIGNMENT if alignment is None else alignment
    module = parse_program(path.read_text(), str(path))
    options = MergeAllocOptions(alignment=granularity)
    cases: list[BenchCase] = []
    for scope in scope_traces(module, options):
        buffers: list[BufferLifetime] = scope.trace.lifetimes()
        names = [
            traced.alloc.memref.name_hint or str(buffer.id)
            for traced, buffer in zip(scope.trace.buffers, buffers, strict=True)
        ]
        problem = scope.trace.problem(granularity)
        cases.append(BenchCase(f"{name}:{scope.name}", path, problem, names))
    return cases


def load_cases(
    paths: Iterable[Path], alignment: int | None = None
) -> tuple[list[BenchCase], list[LoadError]]:
    """Every case under `paths` (files or directories), and the files that
    could not be read. A case is named after its path relative to the
    argument it was found under (a directory keeps its own name), without
    the suffix."""
    cases: list[BenchCase] = []
    errors: list[LoadError] = []
    for root in paths:
        if root.is_dir():
            found = sorted(
                path
                for path in root.rglob("*")
                if _suffix(path) in SUFFIXES and path.is_file()
            )
            named = [
                (path, _label(Path(root.name) / path.relative_to(root)))
                for path in found
            ]
        elif root.exists():
            named = [(root, _label(Path(root.name)))]
        else:
            errors.append(LoadError(root, "no such file or directory", str(root)))
            continue
        for path, label in named:
            try:
                if path.suffix == ".mlir":
                    cases.extend(mlir_cases(path, label.as_posix(), alignment))
                else:
                    cases.append(read_csv_case(path, label.as_posix(), alignment))
            except ParseError as error:
                located = parse_error_line(error, str(path))
                errors.append(LoadError(path, located.message, located.location or ""))
            except OSError as error:
                reason = error.strerror or str(error)
                errors.append(LoadError(path, f"cannot read: {reason}", str(path)))
            except MergeAllocError as error:
                where, _, message = str(error).partition(": error: ")
                errors.append(LoadError(path, message, where))
            except (ValueError, DiagnosticException) as error:
                message = one_line(str(error.args[0]) if error.args else str(error))
                errors.append(LoadError(path, message, str(path)))
    return cases, errors


GENERATED_PREFIX = "generated-long"
"""The corpus name of the generated cases in the table (`generated-long/NAME`)."""


def generated_cases(alignment: int | None = None) -> list[BenchCase]:
    """The long traces of `networks.GENERATED` as cases with granularity
    `alignment` (`CSV_ALIGNMENT` when None, as if read from their CSV)."""
    granularity = CSV_ALIGNMENT if alignment is None else alignment
    return [
        BenchCase(
            f"{GENERATED_PREFIX}/{name}",
            Path(f"<{GENERATED_PREFIX}/{name}>"),
            PlanningProblem(make(), granularity),
        )
        for name, make in GENERATED.items()
    ]
