"""What the benchmark plans: one `PlanningProblem` per CSV file or `.mlir` scope.

A CSV file is one problem in the planning-bench format (`id,lower,upper,size`,
half-open lifetimes); an optional `alignment` column (MiniMalloc's name, and
what `merge_alloc.report.export_traces` writes) gives each buffer's own alignment.
An `.mlir` file gives one problem per scope and memory space, collected by the
pass's own tracer, so the benchmark plans exactly what the pass would. A
directory is searched recursively for both, in sorted order.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from xdsl.utils.exceptions import DiagnosticException, ParseError

from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import BufferLifetime, PlanningProblem
from merge_alloc.planning.trace_csv import parse_named_trace_csv
from merge_alloc.report.export_traces import parse_program, scope_traces

CSV_ALIGNMENT = 1
"""Default granularity of CSV cases: MiniMalloc's traces are posed unaligned."""

MLIR_ALIGNMENT = 64
"""Default granularity of `.mlir` cases: the pass's default `alignment`."""

SUFFIXES = (".csv", ".mlir")


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
    """A file that could not be read as a case."""

    source: Path
    message: str


def read_csv_case(path: Path, name: str, alignment: int | None) -> BenchCase:
    """The CSV file at `path` as a case with granularity `alignment`
    (`CSV_ALIGNMENT` when None)."""
    text = path.read_text()
    buffers, names = parse_named_trace_csv(text)
    alignments = alignment_column(text)
    if alignments is not None:
        buffers = [
            replace(buffer, alignment=own)
            for buffer, own in zip(buffers, alignments, strict=True)
        ]
    granularity = CSV_ALIGNMENT if alignment is None else alignment
    return BenchCase(name, path, PlanningProblem(buffers, granularity), names)


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
    module = parse_program(path.read_text())
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
                if path.suffix in SUFFIXES and path.is_file()
            )
            named = [
                (path, (Path(root.name) / path.relative_to(root)).with_suffix(""))
                for path in found
            ]
        elif root.exists():
            named = [(root, Path(root.stem))]
        else:
            errors.append(LoadError(root, "no such file or directory"))
            continue
        for path, label in named:
            try:
                if path.suffix == ".mlir":
                    cases.extend(mlir_cases(path, label.as_posix(), alignment))
                else:
                    cases.append(read_csv_case(path, label.as_posix(), alignment))
            except (OSError, ValueError, ParseError, DiagnosticException) as error:
                errors.append(LoadError(path, _message(error)))
    return cases, errors


def _message(error: Exception) -> str:
    if isinstance(error, ParseError):
        return f"{error.span.get_location()}: {error.msg.strip()}"
    return str(error.args[0]) if error.args else str(error)
