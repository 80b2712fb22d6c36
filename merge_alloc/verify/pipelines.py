"""The upstream MLIR 22 pipelines that turn tensor programs into merge-alloc's input.

merge-alloc runs after bufferization, and what its input looks like depends on
what ran in between: plain one-shot bufferization leaves allocations without
any `memref.dealloc`; the deallocation pipeline adds deallocations (at the end
of the block for straight-line code); `--optimize-allocation-liveness` moves
them to the last use; the hoisting passes move allocations out of nested
regions and loops. This module is the one place where these command lines are
written down, as data (`BUFFERIZATIONS`) and as a function running them
(`bufferize`), so that tests, benchmarks and bug reports use exactly the same
flags. A sixth variant gives every allocation 16-byte alignment, without
which `merge-alloc{alignment=16}` has nothing to place (`ONE_SHOT_ALIGN16`).

Order of the passes (checked with `mlir-opt --help` and `--dump-pass-pipeline`
of MLIR 22):

- `--buffer-deallocation-pipeline` is self-contained: `expand-realloc`,
  `canonicalize`, `ownership-based-buffer-deallocation`, `canonicalize`,
  `buffer-deallocation-simplification`, `bufferization-lower-deallocations`,
  `cse`, `canonicalize`. Nothing needs to run before it but bufferization.
- `ownership-based-buffer-deallocation` requires that the input has no
  deallocation yet, and `--buffer-hoisting` / `--buffer-loop-hoisting` assume
  the same (MLIR's documentation of the hoisting transform says so), so the
  hoisting passes run *before* the deallocation pipeline.
- The deallocation pipeline may leave `bufferization.clone` ops (a buffer
  returned after an `scf.while` is cloned); `--convert-bufferization-to-memref`
  right after it makes them `memref.alloc` + `memref.copy`, as MLIR's own
  sparse-compiler pipeline does. Without it the output does not lower with
  the oracle's passes.
- `--optimize-allocation-liveness` moves existing `memref.dealloc`s, so it
  runs *after* the deallocation pipeline (and the clone conversion, so that it
  also moves the deallocs of the clones' allocations).

`GENERALIZE` (`--linalg-generalize-named-ops`) is not part of any of the five
pipelines. It is appended last, on request, for programs whose bufferized
form contains linalg named ops that xDSL 0.74 cannot parse; appended after
bufferization it also rewrites the ops bufferization itself creates (the
`linalg.map` of `tensor.pad`), which generalizing the tensor program first
would miss.

Command line (prints the bufferized IR, or with `--command` the shell command;
`--list` names the variants)::

    python -m merge_alloc.verify.pipelines --variant dealloc prog.mlir -o out.mlir
    python -m merge_alloc.verify.pipelines --variant dealloc --command prog.mlir
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    check_writable,
    choose,
    read_input,
    run_main,
    write_output,
)
from merge_alloc.verify import oracle

ONE_SHOT = oracle.BUFFERIZE_OPTIONS
"""`--one-shot-bufferize="bufferize-function-boundaries
function-boundary-type-conversion=identity-layout-map"`: identity layouts at
function boundaries and no copies at calls (the oracle's own bufferization)."""

ONE_SHOT_ALIGN16 = ONE_SHOT + " buffer-alignment=16"
"""The same with `alignment = 16` on every allocation instead of one-shot's
default 64. merge-alloc leaves an alloc alone when its own alignment does not
divide the merge alignment, so only this input lets `merge-alloc{alignment=16}`
place the program's real buffers."""

DEALLOCATE = "--buffer-deallocation-pipeline"
TO_MEMREF = "--convert-bufferization-to-memref"
"""Turns the `bufferization.clone` the deallocation pipeline leaves (e.g. for
a buffer returned after an `scf.while`) into `memref.alloc` + `memref.copy`,
so that every allocation merge-alloc could see is a `memref.alloc` and the
output lowers with the oracle's passes."""
OPTIMIZE_LIVENESS = "--optimize-allocation-liveness"
HOIST = "--buffer-hoisting"
LOOP_HOIST = "--buffer-loop-hoisting"

GENERALIZE = "--linalg-generalize-named-ops"
"""Rewrites every linalg named op into `linalg.generic` (xDSL parse workaround)."""

PRINT_GENERIC = "--mlir-print-op-generic"
"""Generic form: stock xDSL parses all of it (see `oracle.bufferize`)."""


@dataclass(frozen=True, slots=True)
class Bufferization:
    """One way of producing merge-alloc's input from a tensor program."""

    name: str
    """Short identifier used in test ids and tables."""
    passes: tuple[str, ...]
    """`mlir-opt` flags, in order."""
    deallocates: bool
    """Whether the output frees its buffers with `memref.dealloc`."""
    summary: str

    def argv(self, *, generalize: bool = False, generic: bool = True) -> list[str]:
        """The `mlir-opt` arguments (without the program name and input)."""
        flags = list(self.passes)
        if generalize:
            flags.append(GENERALIZE)
        if generic:
            flags.append(PRINT_GENERIC)
        return flags

    def command(
        self, source: str, *, generalize: bool = False, generic: bool = True
    ) -> str:
        """A shell command line reproducing this bufferization of `source`."""
        return shlex.join(
            ["mlir-opt", source, *self.argv(generalize=generalize, generic=generic)]
        )


NO_DEALLOC = Bufferization(
    "no-dealloc",
    (ONE_SHOT,),
    deallocates=False,
    summary="one-shot bufferization only; buffers are never freed",
)
DEALLOC = Bufferization(
    "dealloc",
    (ONE_SHOT, DEALLOCATE, TO_MEMREF),
    deallocates=True,
    summary="+ ownership-based deallocation (deallocs at the end of the block)",
)
DEALLOC_LIVENESS = Bufferization(
    "dealloc-liveness",
    (ONE_SHOT, DEALLOCATE, TO_MEMREF, OPTIMIZE_LIVENESS),
    deallocates=True,
    summary="+ deallocation, deallocs moved to the last use",
)
HOIST_DEALLOC = Bufferization(
    "hoist-dealloc",
    (ONE_SHOT, HOIST, DEALLOCATE, TO_MEMREF),
    deallocates=True,
    summary="+ allocations hoisted to common dominators, then deallocation",
)
LOOP_HOIST_DEALLOC = Bufferization(
    "loop-hoist-dealloc",
    (ONE_SHOT, LOOP_HOIST, DEALLOCATE, TO_MEMREF),
    deallocates=True,
    summary="+ allocations hoisted out of loops, then deallocation",
)

NO_DEALLOC_ALIGN16 = Bufferization(
    "no-dealloc-a16",
    (ONE_SHOT_ALIGN16,),
    deallocates=False,
    summary="one-shot bufferization with 16-byte aligned allocations",
)

BUFFERIZATIONS: tuple[Bufferization, ...] = (
    NO_DEALLOC,
    DEALLOC,
    DEALLOC_LIVENESS,
    HOIST_DEALLOC,
    LOOP_HOIST_DEALLOC,
    NO_DEALLOC_ALIGN16,
)
"""The five bufferizations of the project's issue, in its order, and one with
16-byte aligned allocations (see `ONE_SHOT_ALIGN16`)."""

BY_NAME: dict[str, Bufferization] = {b.name: b for b in BUFFERIZATIONS}


def bufferize(
    tensor_ir: str,
    variant: Bufferization,
    *,
    generalize: bool = False,
    generic: bool = True,
    timeout: float = oracle.DEFAULT_TIMEOUT,
) -> str:
    """Run `variant` (and `GENERALIZE` if asked) on a tensor program.

    Raises `oracle.BufferizationError` with `mlir-opt`'s diagnostics when it
    rejects the program, `oracle.ToolchainNotFound` without MLIR 22.
    """
    toolchain = oracle.require_toolchain()
    argv = [
        str(toolchain.mlir_opt),
        *variant.argv(generalize=generalize, generic=generic),
    ]
    command = shlex.join(argv)
    try:
        completed = subprocess.run(
            argv,
            input=tensor_ir,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise oracle.OracleTimeout(
            f"{variant.name} bufferization did not finish within {timeout:g} s",
            command=command,
        ) from exc
    if completed.returncode != 0:
        raise oracle.BufferizationError(
            f"{variant.name} bufferization failed with exit code "
            f"{completed.returncode}",
            stderr=completed.stderr,
            command=command,
        )
    return completed.stdout


def main(argv: Sequence[str] | None = None) -> int:
    """CLI: bufferize one tensor program, or print the command doing it."""
    parser = ArgumentParser(
        prog=PROG,
        description="Bufferize a tensor program the way the end-to-end suite does.",
    )
    parser.add_argument("file", type=Path, nargs="?")
    parser.add_argument("--variant", default=NO_DEALLOC.name, help="see --list")
    parser.add_argument("--list", action="store_true", help="print the variants")
    parser.add_argument(
        "--generalize", action="store_true", help=f"append {GENERALIZE}"
    )
    parser.add_argument(
        "--custom", action="store_true", help="print the custom (readable) form"
    )
    parser.add_argument(
        "--command", action="store_true", help="print the mlir-opt command only"
    )
    parser.add_argument("-o", dest="output", type=Path, help="output file")
    args = parser.parse_args(argv)
    if args.list:
        width = max(len(name) for name in BY_NAME)
        for variant in BUFFERIZATIONS:
            print(f"{variant.name:<{width}}  {variant.summary}")
        return 0
    if args.file is None:
        parser.error("the following arguments are required: file")
    variant = BY_NAME[choose("variant", str(args.variant), BY_NAME)]
    generalize = bool(args.generalize)
    generic = not args.custom
    path: Path = args.file
    output: Path | None = args.output
    if args.command:
        command = variant.command(str(path), generalize=generalize, generic=generic)
        print(command + (f" -o {shlex.quote(str(output))}" if output else ""))
        return 0
    text = read_input(path)
    if output is not None:
        check_writable(output)
    try:
        bufferized = bufferize(text, variant, generalize=generalize, generic=generic)
    except oracle.ToolchainNotFound:
        raise
    except oracle.OracleError as error:
        where, message = oracle.tool_failure(error, path)
        raise UserError(message, location=where) from None
    if output is None:
        sys.stdout.write(bufferized)
    else:
        write_output(output, bufferized)
    return 0


PROG = "python -m merge_alloc.verify.pipelines"


def script() -> int:
    """The `merge-alloc-pipelines` console script (pyproject) and `python -m`:
    `main` on the command line, failing as every tool does
    (`merge_alloc.cli.run_main`)."""
    return run_main(PROG, main)


if __name__ == "__main__":
    sys.exit(script())
