"""`python -m merge_alloc.compile model.mlir -o merged.mlir`.

Compiles a linalg-on-tensors program (a torch-mlir export, say) to the
merged memref program in one command: the memory-first pipeline variants of
`merge_alloc.compile.variants` are tried, the one giving the smallest arena
is kept and named on stderr. A user's mistake is one line on stderr
(`FILE:LINE:COL: error: ...`), exit status 1, no output.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException

from merge_alloc import oracle
from merge_alloc.compile.pipeline import CompileError, candidate_variants, compile_model
from merge_alloc.compile.variants import VARIANTS
from merge_alloc.options import MergeAllocOptions

PROGRAM = "python -m merge_alloc.compile"


def merge_options(text: str) -> MergeAllocOptions:
    """merge-alloc's options from their pass-pipeline spelling
    (`alignment=16 arena=global inputs-in-workspace`)."""
    from merge_alloc.passes.merge_alloc import MergeAllocPass

    try:
        (spec,) = list(parse_pipeline(f"merge-alloc{{{text}}}"))
        return MergeAllocPass.from_spec(spec).options()
    except (ArgSpecParseError, ValueError, DiagnosticException) as error:
        message = str(error.args[0]) if error.args else str(error)
        raise CompileError(f"{PROGRAM}: error: {message.splitlines()[-1]}") from None


def build_parser() -> argparse.ArgumentParser:
    variants = "\n".join(
        f"  {v.name}: {v.summary}"
        + ("" if v.trades is None else f" [trades: {v.trades}]")
        + ("" if v.candidate else " [not tried by default]")
        for v in VARIANTS
    )
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description=(__doc__ or "").splitlines()[0].strip("`."),
        epilog="variants:\n" + variants,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("input", type=Path, help="linalg-on-tensors .mlir file")
    parser.add_argument("-o", "--output", type=Path, help="default: stdout")
    parser.add_argument(
        "--variant", help="use this pipeline variant only (default: try them all)"
    )
    parser.add_argument(
        "--allow-slower",
        action="store_true",
        help="also try the variants that trade run time for memory",
    )
    parser.add_argument(
        "--merge-options",
        default="",
        metavar="OPTIONS",
        help="merge-alloc pass options, e.g. 'alignment=16 arena=global'",
    )
    parser.add_argument(
        "--jobs", type=int, default=2, help="variants evaluated at once (default 2)"
    )
    parser.add_argument(
        "-q", "--quiet", action="store_true", help="do not name the chosen variant"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    path: Path = args.input
    try:
        try:
            source = path.read_text()
        except (OSError, UnicodeDecodeError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            raise CompileError(
                f"{PROGRAM}: error: cannot read input file '{path}': {reason}"
            ) from None
        options = merge_options(args.merge_options)
        variants = candidate_variants(args.variant, allow_slower=args.allow_slower)
        result = compile_model(
            source,
            name=str(path),
            variants=variants,
            options=options,
            jobs=max(1, args.jobs),
        )
    except CompileError as error:
        message = str(error)
        if message.startswith("error:"):
            message = f"{PROGRAM}: {message}"
        print(message, file=sys.stderr)
        return 1
    except oracle.ToolchainNotFound as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
        return 1
    if not args.quiet:
        print(result.summary(), file=sys.stderr)
    if args.output is None:
        sys.stdout.write(result.text)
        return 0
    try:
        args.output.write_text(result.text)
    except OSError as error:
        print(
            f"{PROGRAM}: error: cannot write output file '{args.output}': "
            f"{error.strerror}",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
