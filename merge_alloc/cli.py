"""How the project's command-line tools fail: like `xdsl-opt` and `mlir-opt`.

A user's mistake (a file that is missing or does not parse, an unknown name,
a number out of range, an output format nobody can write, an optional
dependency not installed) ends every tool the same way: one line on stderr,
exit status 1, nothing written to stdout, no Python traceback. The line names
where the problem is, as `xdsl-opt` does:

    broken.mlir:3:1: error: expected '}' to close the region ..., got end of file
    python -m merge_alloc.report: error: cannot read input file 'x.mlir': ...
    python -m merge_alloc.bench: error: argument --repeat: must be a positive ...

A traceback is left only for what is a bug of ours.

Use: build the parser with `ArgumentParser` (its usage errors are one line and
exit 1), read inputs with `read_input` / `parse_mlir`, raise `UserError` for
anything else the user can fix, and end the module with
`sys.exit(run_main(PROG, main))`, which turns every `UserError` (and the
project's own one-line errors: a pass diagnostic, an invalid pass option, a
missing MLIR tool) into that line.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, NoReturn, TypeVar

from merge_alloc.mlir_tools import ToolNotFound
from merge_alloc.planning.problem import is_power_of_two

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp

EXIT_FAILURE = 1
"""Exit status of every failed run, as `xdsl-opt` and `mlir-opt` use."""


class UserError(Exception):
    """A mistake the user can fix, reported as one line.

    `location` (`FILE` or `FILE:LINE:COL`) is printed first when the problem
    is in an input, in mlir-opt's form; otherwise the line starts with the
    program's name.
    """

    def __init__(self, message: str, *, location: str | None = None) -> None:
        super().__init__(message)
        self.message = one_line(message)
        self.location = location

    def line(self, prog: str) -> str:
        """The whole line printed for program `prog`."""
        where = self.location if self.location is not None else prog
        return f"{where}: error: {self.message}"


def one_line(text: str, limit: int = 400) -> str:
    """`text` with its lines joined, cut to about `limit` characters."""
    joined = " ".join(part.strip() for part in text.splitlines() if part.strip())
    return joined if len(joined) <= limit else joined[: limit - 3] + "..."


class ArgumentParser(argparse.ArgumentParser):
    """`argparse.ArgumentParser` whose usage errors are one line and exit 1
    (`PROG: error: MESSAGE (see --help)`); `--help` is unchanged."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: error: {one_line(message)} (see --help)", file=sys.stderr)
        raise SystemExit(EXIT_FAILURE)


def positive_int(text: str) -> int:
    """argparse type: an integer >= 1."""
    value = _integer(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text}")
    return value


def power_of_two(text: str) -> int:
    """argparse type: a positive power of two (an alignment)."""
    value = _integer(text)
    if not is_power_of_two(value):
        raise argparse.ArgumentTypeError(f"must be a positive power of two, got {text}")
    return value


def positive_float(text: str) -> float:
    """argparse type: a finite number > 0 (minutes, seconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number, got {text!r}") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text}")
    return value


def byte_value(text: str) -> int:
    """argparse type: 0..255."""
    value = _integer(text)
    if not 0 <= value <= 255:
        raise argparse.ArgumentTypeError(f"must be a byte value 0..255, got {text}")
    return value


def _integer(text: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be an integer, got {text!r}") from None


def read_input(path: Path | str) -> str:
    """The text of an input file (`-` is stdin), or a `UserError` worded as
    `xdsl-opt`'s (`cannot read input file 'x.mlir': No such file or
    directory`)."""
    if str(path) == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text()
    except UnicodeDecodeError:
        raise UserError(f"input file '{path}' is not UTF-8 text") from None
    except OSError as error:
        reason = error.strerror or str(error)
        raise UserError(f"cannot read input file '{path}': {reason}") from None


def write_output(path: Path, text: str) -> None:
    """Write `text` to `path`, or a `UserError` naming it."""
    try:
        path.write_text(text)
    except OSError as error:
        reason = error.strerror or str(error)
        raise UserError(f"cannot write output file '{path}': {reason}") from None


def check_writable(path: Path) -> None:
    """Fail now, before any work, when `path` cannot be created (its
    directory is missing or is a file)."""
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise UserError(
            f"cannot write output file '{path}': directory '{parent}' does not exist"
        )


def require_module(module: str, extra: str, purpose: str) -> ModuleType:
    """Import an optional dependency, or a `UserError` with the install line
    (`pip install 'merge-alloc[EXTRA]'`, which adds the extra's packages to
    an installed wheel and to an editable install of a clone alike)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise UserError(
            f"{purpose} needs {module.split('.')[0]}, which is not installed; "
            f"install it with `pip install 'merge-alloc[{extra}]'`"
        ) from None


def choose(kind: str, name: str, known: Iterable[str]) -> str:
    """`name` if it is one of `known`, else a `UserError` listing them."""
    names = sorted(known)
    if name not in names:
        raise UserError(f"unknown {kind} '{name}'; known: {', '.join(names)}")
    return name


def parse_error_line(error: Exception, name: str) -> UserError:
    """A `UserError` located at an xDSL `ParseError` in the input `name`,
    with what was expected where xDSL's own message does not say it."""
    from xdsl.utils.exceptions import ParseError

    if not isinstance(error, ParseError):
        return UserError(f"{name}: {one_line(str(error))}")
    content = error.span.input.content
    text = content if isinstance(content, str) else content.decode(errors="replace")
    line, column = _line_and_column(text, error.span.start)
    message = one_line(error.msg)
    at_end = error.span.start >= len(text.rstrip())
    if message == "in block definition":
        got = "end of file" if at_end else f"'{error.span.text}'"
        message = (
            f"expected '}}' to close the region (or a block label '^bb0:'), got {got}"
        )
    elif at_end and "end of file" not in message:
        message = f"unexpected end of file: {message}"
    return UserError(message, location=f"{name}:{line}:{column}")


def _line_and_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def parse_mlir(text: str, name: str) -> ModuleOp:
    """Parse MLIR text with every dialect merge-alloc knows (unregistered ops
    allowed), remembering positions for diagnostics (`SourceParser`); a parse
    error is a `UserError` at `FILE:LINE:COL`. (xDSL is imported here, not
    at the top, so that the oracle's command line runs without it.)"""
    from xdsl.context import Context
    from xdsl.utils.exceptions import ParseError

    from merge_alloc.dialects import register_dialects
    from merge_alloc.source import SourceParser

    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    try:
        return SourceParser(ctx, text, name).parse_module()
    except ParseError as error:
        raise parse_error_line(error, name) from None


def run_main(
    prog: str,
    main: Callable[[Sequence[str] | None], int],
    argv: Sequence[str] | None = None,
) -> int:
    """Run `main(argv)` (None: `sys.argv`) and turn the user's mistakes
    into one line and exit 1: `UserError`, a merge-alloc diagnostic or option
    error (already one line), a missing MLIR tool. Ctrl-C exits 130 quietly;
    a closed stdout (`| head`) ends the run silently."""
    from merge_alloc.diagnostics import MergeAllocError, MergeAllocOptionError

    try:
        return main(argv)
    except UserError as error:
        return fail(error.line(prog))
    except MergeAllocError as error:
        return fail(one_line(str(error)))
    except MergeAllocOptionError as error:
        return fail(f"{prog}: error: {one_line(str(error))}")
    except ToolNotFound as error:
        return fail(f"{prog}: error: {error}")
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        sys.stderr.close()  # nothing more can be written; exit quietly
        return EXIT_FAILURE


Item = TypeVar("Item")


def progress(
    items: Iterable[Item], total: int | None = None, what: str = ""
) -> Iterable[Item]:
    """`items`, with a tqdm progress bar on stderr while they are consumed:
    for loops that take seconds. Only on a terminal (a log or a pipe gets no
    carriage returns), only after the first second (short runs stay quiet),
    never on stdout, so `--json` output stays clean and still shows progress."""
    if not sys.stderr.isatty():
        return items
    from tqdm import tqdm

    return tqdm(items, total=total, desc=what, file=sys.stderr, delay=1.0, leave=False)


def fail(line: str) -> int:
    """Print `line` on stderr; the exit status of a failed run."""
    sys.stdout.flush()
    print(line, file=sys.stderr)
    return EXIT_FAILURE
