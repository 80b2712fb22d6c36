"""`python -m merge_alloc.compile model.mlir -o merged.mlir`.

Compiles a linalg-on-tensors program (a torch-mlir export, say) to the
merged memref program in one command: the memory-first pipeline variants of
`merge_alloc.compile.variants` are tried, the one allocating the fewest bytes
per call (merged buffer and allocs left alone, the returned result aside) is
kept and named on stderr, after the pass's warnings on its program. While it
works, a progress bar on stderr (a terminal only; not with `-q`) names the
step and the variants running. `--emit tensor|bufferized` stops earlier and
prints one variant's program at that stage. A user's mistake is one line on
stderr (`FILE:LINE:COL: error: ...`), exit status 1, no output
(`merge_alloc.cli`); `--merge-options help` lists the pass's options.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from tqdm import tqdm
from xdsl.parser import Parser

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    check_writable,
    choose,
    fail,
    positive_int,
    read_input,
    run_main,
    write_output,
)
from merge_alloc.compile.dim_bounds import DimBound
from merge_alloc.compile.pipeline import (
    CompileError,
    CompileResult,
    bufferize_variant,
    candidate_variants,
    compile_model,
    tensor_program,
)
from merge_alloc.compile.runs import Progress
from merge_alloc.compile.steps import dialect_context, print_custom
from merge_alloc.compile.variants import VARIANTS, PipelineVariant
from merge_alloc.deep_stack import run_with_deep_stack
from merge_alloc.diagnostics import MergeAllocOptionError

if TYPE_CHECKING:
    from merge_alloc.passes.merge_alloc import MergeAllocPass

PROG = "python -m merge_alloc.compile"

STAGES = ("tensor", "bufferized", "merged")
"""What `--emit` can print: one variant's program after this project's
tensor passes, after `mlir-opt` (bufferized, before merge-alloc), or the
chosen merged program (the default)."""


def merge_options(text: str) -> MergeAllocPass:
    """The merge-alloc pass of `--merge-options` (`alignment=16 arena=global
    inputs-in-workspace`), read as `xdsl-opt -p 'merge-alloc{...}'` reads its
    options (`MergeAllocPass.from_text`): a bad or repeated one
    raises the pass's own one-line option error, and a `report=` path that
    cannot be written fails now, before any work."""
    from xdsl.utils.exceptions import ArgSpecParseError

    from merge_alloc.passes.merge_alloc import (
        MergeAllocPass,
        OptionHelpRequested,
        check_report_path,
        pipeline_error,
    )

    try:
        merge_pass = MergeAllocPass.from_text(text)
    except MergeAllocOptionError:
        raise
    except OptionHelpRequested as listing:
        sys.stdout.write(str(listing))
        raise SystemExit(0) from None
    except (ArgSpecParseError, ValueError) as error:
        pipeline = f"merge-alloc{{{text}}}"
        raise UserError(
            f"--merge-options: invalid pass pipeline '{pipeline}': "
            f"{pipeline_error(error, pipeline)}"
        ) from None
    if merge_pass.report:
        check_report_path(merge_pass.report)
    return merge_pass


def dim_bound(text: str) -> DimBound:
    """argparse type: a `--dim-bound` spec (`merge_alloc.compile.dim_bounds`)."""
    try:
        return DimBound.parse(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(
            str(error).removeprefix(f"--dim-bound {text!r}: ")
        ) from None


def build_parser() -> ArgumentParser:
    variants = "\n".join(
        f"  {v.name}: {v.summary}"
        + ("" if v.trades is None else f" [trades: {v.trades}]")
        + ("" if v.candidate else " [not tried by default]")
        for v in VARIANTS
    )
    parser = ArgumentParser(
        prog=PROG,
        description="Compile a linalg-on-tensors program to its merged memref "
        "program with the memory-first pipeline variant that allocates the "
        "fewest bytes per call.",
        epilog="variants:\n" + variants,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("input", help="linalg-on-tensors .mlir file ('-': stdin)")
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
        "--run-all",
        action="store_true",
        help="run every candidate, also those whose arena's lower bound shows "
        "they cannot win (the choice is the same, only slower)",
    )
    parser.add_argument(
        "--merge-options",
        default="",
        metavar="OPTIONS",
        help="merge-alloc pass options, e.g. 'alignment=16 arena=global' "
        "('help' lists them)",
    )
    parser.add_argument(
        "--emit",
        choices=STAGES,
        default="merged",
        help="stop after this stage and print its program: 'tensor' (after the "
        "tensor passes) or 'bufferized' (after mlir-opt, before merge-alloc) of "
        "one variant (--variant, default: the first candidate); 'merged' (the "
        "default) compiles",
    )
    parser.add_argument(
        "--mlir-opt",
        metavar="PATH",
        help="MLIR 22's mlir-opt (default: $MLIR_OPT, else found as the README says)",
    )
    parser.add_argument(
        "--jobs",
        type=positive_int,
        default=2,
        help="variants evaluated at once, in forked processes (default 2)",
    )
    parser.add_argument(
        "--dim-bound",
        action="append",
        default=[],
        type=dim_bound,
        metavar="[@FUNC:]ARG:DIM=MAX",
        help="dimension DIM of argument ARG of the entry function (or @FUNC) is "
        "at most MAX, e.g. 0:1=512; repeatable. Every alloc whose size follows "
        "from it is planned at the bound (checked at run time)",
    )
    parser.add_argument(
        "-q", "--quiet", action="store_true", help="do not name the chosen variant"
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="print each stage's wall time (parse, tensor passes, mlir-opt, "
        "merge, print) and each variant's to stderr",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.output is not None:
        check_writable(args.output)
    if args.variant is not None:
        choose("variant", args.variant, [v.name for v in VARIANTS])
    merge_pass = merge_options(args.merge_options)
    source = read_input(args.input)
    candidates = candidate_variants(args.variant, allow_slower=args.allow_slower)
    if args.emit != "merged":
        return emit(args, source, candidates[0], len(candidates) > 1)

    def work() -> CompileResult:
        with progress_bar(len(candidates), quiet=args.quiet) as progress:
            return compile_model(
                source,
                name=str(args.input),
                variants=candidates,
                options=merge_pass.options(),
                jobs=args.jobs,
                report=merge_pass.report or None,
                planner=merge_pass.planner,
                mlir_opt=args.mlir_opt,
                run_all=args.run_all,
                dim_bounds=args.dim_bound,
                progress=progress,
            )

    try:
        # Deeply nested IR: xDSL's parser, printer, verifier and clone
        # recurse per nesting level (merge_alloc/deep_stack.py); the forked
        # workers of the variants inherit the deep stack and the limit.
        result = run_with_deep_stack(work)
    except CompileError as error:
        return fail(error.line(PROG))
    for line in result.warnings:
        print(line, file=sys.stderr)
    if not args.quiet:
        print(result.summary(), file=sys.stderr)
    if args.verbose:
        print("\n".join(result.timings()), file=sys.stderr)
    if args.output is None:
        sys.stdout.write(result.text)
    else:
        write_output(args.output, result.text)
    return 0


@contextmanager
def progress_bar(candidates: int, *, quiet: bool) -> Generator[Progress]:
    """A bar on stderr over the candidate variants, described by the step
    the compile takes (tqdm draws it only on a terminal: a log or a pipe
    gets the summary line alone); left on screen by nothing once done."""
    with tqdm(
        total=candidates,
        desc=PROG.split()[-1],
        unit="variant",
        file=sys.stderr,
        leave=False,
        disable=True if quiet else None,
        dynamic_ncols=True,
    ) as bar:

        def progress(stage: str, settled: int) -> None:
            bar.set_postfix_str(stage, refresh=False)
            bar.update(settled - bar.n)
            if settled == candidates:
                # tqdm skips a draw within 0.1 s of the last: the end is
                # always shown.
                bar.refresh()

        yield progress


def emit(
    args: argparse.Namespace,
    source: str,
    variant: PipelineVariant,
    chose: bool,
) -> int:
    """`--emit tensor|bufferized`: `variant`'s program at that stage on the
    output (naming the variant on stderr when the user did not)."""

    def work() -> str:
        if args.emit == "tensor":
            module = tensor_program(
                source, variant, name=str(args.input), dim_bounds=args.dim_bound
            )
            return print_custom(module)
        memref_ir = bufferize_variant(
            source,
            variant,
            name=str(args.input),
            mlir_opt=args.mlir_opt,
            dim_bounds=args.dim_bound,
        )
        # mlir-opt printed it generic, for xDSL: shown as the merged one is.
        return print_custom(Parser(dialect_context(), memref_ir).parse_module())

    try:
        text = run_with_deep_stack(work)
    except CompileError as error:
        return fail(error.line(PROG))
    if chose and not args.quiet:
        print(
            f"merge-alloc: --emit {args.emit}: variant {variant.name} "
            "(--variant NAME picks another)",
            file=sys.stderr,
        )
    if args.output is None:
        sys.stdout.write(text)
    else:
        write_output(args.output, text)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
