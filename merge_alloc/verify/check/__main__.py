"""``python -m merge_alloc.check [--index-bitwidth N] [before.mlir] after.mlir``.

Prints one line per violation and exits 1 if there is any; otherwise prints a
one-line summary and exits 0.  ``-`` reads the after-module from stdin, so the
checker can sit at the end of a pipe: ``xdsl-opt -p merge-alloc x.mlir |
python -m merge_alloc.check x.mlir -``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from merge_alloc.verify.check import DEFAULT_INDEX_BITWIDTH, check_text


def _positive(text: str) -> int:
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the checker; return the process exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.check",
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
        type=_positive,
        default=DEFAULT_INDEX_BITWIDTH,
        metavar="N",
        help="bits of an index element, as the pass's index-bitwidth option "
        f"(default {DEFAULT_INDEX_BITWIDTH})",
    )
    args = parser.parse_args(argv)
    files: list[str] = args.files
    if len(files) > 2:
        parser.error("expected at most two files: [before.mlir] after.mlir")

    def read(path: str) -> str:
        if path == "-":
            return sys.stdin.read()
        with open(path) as handle:
            return handle.read()

    after = read(files[-1])
    before = read(files[0]) if len(files) == 2 else None
    try:
        report = check_text(after, before, index_bitwidth=args.index_bitwidth)
    except Exception as error:  # parse or verification failure of the input
        print(f"error: cannot read input: {error}", file=sys.stderr)
        return 2
    for violation in report.violations:
        print(violation)
    if report.ok:
        print(report.summary())
        return 0
    print(report.summary(), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
