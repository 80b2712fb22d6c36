"""``python -m merge_alloc.verify.check [--index-bitwidth N] [before.mlir] after.mlir``.

Prints one line per violation and exits 1 if there is any; otherwise prints a
one-line summary and exits 0.  ``-`` reads the after-module from stdin, so the
checker can sit at the end of a pipe: ``xdsl-opt -p merge-alloc x.mlir |
python -m merge_alloc.verify.check x.mlir -``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException, ParseError

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    one_line,
    parse_error_line,
    positive_int,
    read_input,
    run_main,
)
from merge_alloc.deep_stack import run_with_deep_stack
from merge_alloc.verify.check import (
    DEFAULT_INDEX_BITWIDTH,
    CheckReport,
    check_module,
    parse_module,
)


def _module(path: str) -> ModuleOp:
    """The module in file `path` (`-`: stdin), read by the checker's own
    parser; a parse error is one located line."""
    name = "<stdin>" if path == "-" else path
    text = read_input(path)
    try:
        return parse_module(text, name)
    except ParseError as error:
        raise parse_error_line(error, name) from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the checker; return the process exit code."""
    parser = ArgumentParser(
        prog=PROG,
        description="Check a merge-alloc plan: overlaps, bounds, alignment.",
    )
    parser.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help="[before.mlir] after.mlir ('-' = stdin)",
    )
    parser.add_argument(
        "--index-bitwidth",
        type=positive_int,
        default=DEFAULT_INDEX_BITWIDTH,
        metavar="N",
        help="bits of an index element, as the pass's index-bitwidth option "
        f"(default {DEFAULT_INDEX_BITWIDTH})",
    )
    args = parser.parse_args(argv)
    files: list[str] = args.files
    if len(files) > 2:
        parser.error("expected at most two files: [before.mlir] after.mlir")

    def check() -> CheckReport:
        before = _module(files[0]) if len(files) == 2 else None
        after = _module(files[-1])
        try:
            return check_module(after, before, index_bitwidth=args.index_bitwidth)
        except DiagnosticException as error:
            message = one_line(str(error.args[0]) if error.args else str(error))
            raise UserError(f"invalid IR: {message}", location=files[-1]) from None

    # Deeply nested IR: xDSL's parser and verifier recurse per nesting level.
    report = run_with_deep_stack(check)
    for violation in report.violations:
        print(violation)
    if report.ok:
        print(report.summary())
        return 0
    print(report.summary(), file=sys.stderr)
    return 1


PROG = "python -m merge_alloc.verify.check"


def script() -> int:
    """The `merge-alloc-check` console script (pyproject) and `python -m`:
    `main` on the command line, failing as every tool does
    (`merge_alloc.cli.run_main`)."""
    return run_main(PROG, main)


if __name__ == "__main__":
    sys.exit(script())
