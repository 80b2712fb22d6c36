"""The execution oracle: one program run before and after merge-alloc
(`run`, `compare`), or many programs in one lowering and one `mlir-runner`
process (`run_batch`, below).

Execution oracle: run a program before and after merge-alloc, compare outputs.

A plan that lets two simultaneously live buffers share bytes corrupts data, and
the only check independent of our own liveness analysis is to *execute* the
program. xDSL's interpreter cannot serve (it lacks `memref.view`, `scf.forall`,
NHWC convolutions, and zero-fills allocations, which hides uninitialised reads;
see docs/testing.md), so this module drives upstream MLIR 22: `mlir-opt` lowers
the memref IR to the LLVM dialect and `mlir-runner` JIT-executes `main`.

Every `memref.alloc` buffer starts filled with a chosen byte (the "perturb"
byte; the process also runs under glibc's `MALLOC_PERTURB_` with that byte,
but glibc does not perturb blocks served from its thread cache, hence the
explicit fill, see `POISON_ALLOCATOR`): a program that reads a buffer before
writing it prints different numbers under two bytes, and a bad merge (two
live buffers overlapping) shows up as a difference between the original and
the merged run.

The module is pure standard library plus subprocess, so that it can be
imported (and the tests skipped cleanly) where neither xDSL nor MLIR is usable.

Command line::

    python -m merge_alloc.verify.oracle before.mlir after.mlir   # exit 0 iff equal
    python -m merge_alloc.verify.oracle --run prog.mlir          # print the output
"""

from __future__ import annotations

import difflib
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from merge_alloc import mlir_tools

RUNNER_LIBS = mlir_tools.RUNNER_LIBS
"""The runtime libraries `main` needs: `printMemrefF32` and `memrefCopy`."""

DEFAULT_TIMEOUT = 60.0
"""Seconds allowed to each subprocess; a zoo model takes well under one."""

DEFAULT_PERTURB = 165
"""`MALLOC_PERTURB_` byte (0xA5) used unless the caller asks for another."""

BUFFERIZE_OPTIONS = mlir_tools.BUFFERIZE_OPTIONS
"""One-shot bufferization as in docs/pipeline.md (defined in `mlir_tools`)."""

LOWERING_PASSES: tuple[str, ...] = (
    "--convert-linalg-to-loops",
    "--lower-vector-mask",
    "--convert-vector-to-scf",
    "--scf-forall-to-parallel",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm=use-generic-functions=true",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)
"""The lowering of docs/pipeline.md (the oracle's input is memref IR
already), except that `memref.alloc` calls `_mlir_memref_to_llvm_alloc`
instead of `malloc` so that `run_lowered` can poison every buffer (see
`POISON_ALLOCATOR`). `--lower-vector-mask` turns `vector.mask` regions
(masked vectorization) into the masked ops they wrap, which the vector
lowerings know (tests/e2e/test_vector_masked_accesses.py);
`--convert-math-to-libm` turns the math ops `--convert-math-to-llvm` has no
LLVM intrinsic for (`math.erf`, the exact GELU of BERT-style encoders) into
calls of libm's (`erff`), which `mlir-runner` resolves in its own process;
`--convert-vector-to-scf` turns the vector transfers
`--convert-vector-to-llvm` cannot lower directly (2-D ones) into loops of
1-D transfers, which `--convert-vector-to-llvm` then lowers with the other
vector ops (tests/e2e/test_oracle_vector.py). `--scf-forall-to-parallel`
runs the forall sequentially, so a per-thread placement race cannot show
here: that is the plan checker's job."""

LOWERING_CLEANUP: tuple[str, ...] = ("--canonicalize", "--cse")
"""Run after `LOWERING_PASSES` by `lower`: upstream's folding of the LLVM
dialect the lowering leaves (a memref descriptor built by `insertvalue`s and
read back by `extractvalue`s at every use, duplicated constants). It changes
no load, store or call, so what the program reads and writes is the same,
and `mlir-runner`'s JIT compiles far less: the merged DARTS cells 4.2 MB ->
1.7 MB of LLVM dialect, about a third less JIT time."""

JIT_FLAGS: tuple[str, ...] = ("-regalloc=fast",)
"""`mlir-runner` flags of `run_lowered`. The runner's JIT generates code at
LLVM's default level whatever `-O` says, and for the oracle's programs (one
large function of naive loops) most of a run is that code generation, not
the execution; LLVM's fast register allocator takes about a fifth of the
JIT time off (DARTS cells, measured). Only speed differs: a register
allocator does not change what the program computes. (`benchmarks/model_cost.py`,
which times the execution, runs without them.)"""

_GENERIC_ALLOC_DECL = re.compile(
    r"^[ \t]*llvm\.func @_mlir_memref_to_llvm_alloc\(i64\) -> !llvm\.ptr[^\n{]*$",
    re.MULTILINE,
)
_GENERIC_FREE_DECL = re.compile(
    r"^[ \t]*llvm\.func @_mlir_memref_to_llvm_free\(!llvm\.ptr\)[^\n{]*$",
    re.MULTILINE,
)

POISON_ALLOCATOR = """\
  llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
    %ptr = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    %byte = llvm.mlir.constant(BYTE : i8) : i8
    "llvm.intr.memset"(%ptr, %byte, %size) <{isVolatile = false}>
        : (!llvm.ptr, i8, i64) -> ()
    llvm.return %ptr : !llvm.ptr
  }"""
"""The allocator every `memref.alloc` calls: malloc, then fill with a byte.

Why not rely on `MALLOC_PERTURB_` alone: glibc serves small blocks from its
thread cache without perturbing them, so a small buffer read before being
written returns whatever `mlir-runner`'s own compiler freed there (a
nondeterministic pointer, often zeros); and LLVM may fold a load of fresh
`malloc` memory to `undef`. Filling every buffer with the perturb byte makes
an uninitialised read print the same garbage on every run and different
garbage under another byte. `BYTE` is replaced by the (signed) byte."""

POISON_FREE = """\
  llvm.func @_mlir_memref_to_llvm_free(%ptr: !llvm.ptr) {
    llvm.call @free(%ptr) : (!llvm.ptr) -> ()
    llvm.return
  }"""

_ADDRESS = re.compile(r"base@ = 0x[0-9a-fA-F]+")
"""`printMemrefF32` prints the heap address of the buffer: it differs between
runs and between the original and the merged program, so it is masked."""


class OracleError(RuntimeError):
    """A tool failed. `stderr` holds the tool's own diagnostics verbatim."""

    def __init__(self, message: str, *, stderr: str = "", command: str = "") -> None:
        details = f"{message}\ncommand: {command}" if command else message
        if stderr:
            details += f"\n--- stderr ---\n{stderr.rstrip()}"
        super().__init__(details)
        self.stderr = stderr
        self.command = command


class ToolchainNotFound(OracleError, mlir_tools.ToolNotFound):
    """`mlir-opt`, `mlir-runner` or a runner library could not be located."""


class BufferizationError(OracleError):
    """`mlir-opt --one-shot-bufferize` rejected the tensor program."""


class LoweringError(OracleError):
    """`mlir-opt` could not lower the memref program to the LLVM dialect."""


class ExecutionError(OracleError):
    """`mlir-runner` failed (crash, missing symbol, non-zero exit)."""


class OracleTimeout(OracleError):
    """A tool ran longer than its timeout."""


@dataclass(frozen=True, slots=True)
class Toolchain:
    """Absolute paths of everything the oracle runs or loads."""

    mlir_opt: Path
    mlir_runner: Path
    runner_utils: Path
    c_runner_utils: Path

    @property
    def shared_libs(self) -> str:
        """The `-shared-libs=` value for `mlir-runner`."""
        return f"{self.runner_utils},{self.c_runner_utils}"


def _lookup() -> Toolchain | str:
    """The toolchain, or the one-line reason it cannot be had."""
    for name in ("mlir-opt", "mlir-runner"):
        found = mlir_tools.lookup_tool(name)
        if found.path is None:
            return found.message()
    mlir_opt = mlir_tools.require_tool("mlir-opt")
    libraries = mlir_tools.runner_libraries(mlir_opt)
    if libraries is None:
        return (
            f"the runner libraries ({', '.join(mlir_tools.RUNNER_LIBS)}) of MLIR "
            f"{mlir_tools.REQUIRED_MAJOR} not found next to {mlir_opt} nor in "
            f"{mlir_tools.DEBIAN_LIB_DIR}; install them with "
            f"`apt-get install libmlir-{mlir_tools.REQUIRED_MAJOR}` or set MLIR_LIB_DIR"
        )
    return Toolchain(mlir_opt, mlir_tools.require_tool("mlir-runner"), *libraries)


def find_toolchain() -> Toolchain | None:
    """The MLIR tools and runner libraries, or None when any is missing
    (looked up by `merge_alloc.mlir_tools`, cached per environment)."""
    found = _lookup()
    return found if isinstance(found, Toolchain) else None


def tools_available() -> bool:
    """True when the oracle can run (used by tests' `skipif`)."""
    return find_toolchain() is not None


def require_toolchain() -> Toolchain:
    """The toolchain, or `ToolchainNotFound` naming what to install."""
    found = _lookup()
    if isinstance(found, str):
        raise ToolchainNotFound(found)
    return found


def _invoke(
    argv: Sequence[str],
    stdin: str,
    *,
    timeout: float,
    error: type[OracleError],
    what: str,
    env: dict[str, str] | None = None,
) -> str:
    """Run one tool on `stdin`; raise `error` (with its stderr) on failure."""
    command = " ".join(argv)
    try:
        completed = subprocess.run(
            list(argv),
            input=stdin,
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        stderr = exc.stderr
        text = stderr.decode(errors="replace") if isinstance(stderr, bytes) else ""
        raise OracleTimeout(
            f"{what} did not finish within {timeout:g} s", stderr=text, command=command
        ) from exc
    if completed.returncode != 0:
        raise error(
            f"{what} failed with exit code {completed.returncode}",
            stderr=completed.stderr,
            command=command,
        )
    return completed.stdout


def bufferize(
    tensor_ir: str, *, generic: bool = True, timeout: float = DEFAULT_TIMEOUT
) -> str:
    """One-shot-bufferize a linalg-on-tensors program into memref IR.

    `generic=True` (the default) prints every op in MLIR's generic form, which
    stock xDSL 0.74 parses completely. The custom form contains syntax xDSL
    lacks (`memref.cast`, `memref.copy`, `scf.forall`, see docs/testing.md) until
    `merge_alloc.dialects` supplies it; pass `generic=False` for readable IR.
    """
    toolchain = require_toolchain()
    argv = [str(toolchain.mlir_opt), BUFFERIZE_OPTIONS]
    if generic:
        argv.append("--mlir-print-op-generic")
    return _invoke(
        argv, tensor_ir, timeout=timeout, error=BufferizationError, what="bufferize"
    )


def lower(memref_ir: str, *, timeout: float = DEFAULT_TIMEOUT) -> str:
    """Lower memref IR (original or merged) to the LLVM dialect.

    Allocations call `_mlir_memref_to_llvm_alloc`, which `run_lowered` defines.
    """
    toolchain = require_toolchain()
    argv = [str(toolchain.mlir_opt), *LOWERING_PASSES, *LOWERING_CLEANUP]
    return _invoke(
        argv, memref_ir, timeout=timeout, error=LoweringError, what="lowering"
    )


def normalize_output(output: str) -> str:
    """Mask the heap addresses `printMemrefF32` prints (they differ per run)."""
    return _ADDRESS.sub("base@ = <address>", output)


def _declares(llvm_ir: str, symbol: str) -> bool:
    return re.search(rf"llvm\.func @{symbol}\(", llvm_ir) is not None


def poison_allocations(llvm_ir: str, byte: int) -> str:
    """Define the generic allocation functions of `lower`'s output so that
    every buffer starts filled with `byte` (see `POISON_ALLOCATOR`)."""
    signed = byte - 256 if byte > 127 else byte
    allocator = POISON_ALLOCATOR.replace("BYTE", str(signed))
    definitions: list[str] = []
    if _GENERIC_ALLOC_DECL.search(llvm_ir):
        llvm_ir = _GENERIC_ALLOC_DECL.sub(lambda _: allocator, llvm_ir, count=1)
        if not _declares(llvm_ir, "malloc"):
            definitions.append("  llvm.func @malloc(i64) -> !llvm.ptr")
    if _GENERIC_FREE_DECL.search(llvm_ir):
        llvm_ir = _GENERIC_FREE_DECL.sub(lambda _: POISON_FREE, llvm_ir, count=1)
        if not _declares(llvm_ir, "free"):
            definitions.append("  llvm.func @free(!llvm.ptr)")
    if not definitions:
        return llvm_ir
    # The module's closing brace is its last non-blank character.
    end = llvm_ir.rstrip().rfind("}")
    return llvm_ir[:end] + "\n".join(definitions) + "\n" + llvm_ir[end:]


def run_lowered(
    llvm_ir: str, *, perturb: int = DEFAULT_PERTURB, timeout: float = DEFAULT_TIMEOUT
) -> str:
    """JIT-execute `main` of an LLVM-dialect module.

    Every `memref.alloc` buffer starts filled with the byte `perturb`, and
    the process runs under `MALLOC_PERTURB_=perturb` (for any other heap
    memory). Returns stdout with the heap addresses masked.
    """
    if not 0 <= perturb <= 255:
        raise ValueError(f"MALLOC_PERTURB_ is a byte value, got {perturb}")
    llvm_ir = poison_allocations(llvm_ir, perturb)
    toolchain = require_toolchain()
    argv = [
        str(toolchain.mlir_runner),
        "-e",
        "main",
        "-entry-point-result=void",
        f"-shared-libs={toolchain.shared_libs}",
        *JIT_FLAGS,
    ]
    env = dict(os.environ)
    env["MALLOC_PERTURB_"] = str(perturb)
    output = _invoke(
        argv,
        llvm_ir,
        timeout=timeout,
        error=ExecutionError,
        what="mlir-runner",
        env=env,
    )
    return normalize_output(output)


def run(
    memref_ir: str, *, perturb: int = DEFAULT_PERTURB, timeout: float = DEFAULT_TIMEOUT
) -> str:
    """Lower and execute `main`; the printed output with addresses masked."""
    return run_lowered(
        lower(memref_ir, timeout=timeout), perturb=perturb, timeout=timeout
    )


@dataclass(frozen=True, slots=True)
class OracleResult:
    """The outcome of running the original and the merged program."""

    before: str
    after: str
    perturb: int

    @property
    def equal(self) -> bool:
        """True iff both programs printed exactly the same thing."""
        return self.before == self.after

    def diff(self, context: int = 3, limit: int = 80) -> str:
        """A unified diff of the outputs, cut at `limit` lines."""
        lines = list(
            difflib.unified_diff(
                self.before.splitlines(),
                self.after.splitlines(),
                "before",
                "after",
                n=context,
                lineterm="",
            )
        )
        if len(lines) > limit:
            lines = [*lines[:limit], f"... ({len(lines) - limit} more diff lines)"]
        return "\n".join(lines)

    def __bool__(self) -> bool:
        return self.equal


def compare(
    before: str,
    after: str,
    *,
    perturb: int = DEFAULT_PERTURB,
    timeout: float = DEFAULT_TIMEOUT,
) -> OracleResult:
    """Run the original and the merged memref program; report equal outputs.

    Both run under the same `MALLOC_PERTURB_` byte so that the only thing that
    can differ is the memory plan.
    """
    return OracleResult(
        before=run(before, perturb=perturb, timeout=timeout),
        after=run(after, perturb=perturb, timeout=timeout),
        perturb=perturb,
    )


def tool_failure(error: OracleError, path: Path) -> tuple[str, str]:
    """(location, message) of a tool's failure on the user's program `path`:
    the tool's first diagnostic, located in the file when the tool read it
    from stdin (`<stdin>:3:5: error: ...` becomes `prog.mlir:3:5: ...`)."""
    first = next((line for line in error.stderr.splitlines() if line.strip()), "")
    if first.startswith("<stdin>:") and ": error: " in first:
        where, _, message = first.partition(": error: ")
        return f"{path}{where[len('<stdin>') :]}", message
    summary = str(error.args[0]).splitlines()[0] if error.args else str(error)
    detail = f": {first.strip()}" if first.strip() else ""
    return str(path), f"{summary}{detail}"


def main(argv: Sequence[str] | None = None) -> int:
    """CLI: compare two memref programs, or run one (`--run`)."""
    from merge_alloc.cli import (
        ArgumentParser,
        UserError,
        byte_value,
        positive_float,
        read_input,
    )

    parser = ArgumentParser(
        prog=PROG,
        description="Run memref programs with mlir-runner and compare outputs.",
    )
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--run", action="store_true", help="run one program")
    parser.add_argument("--perturb", type=byte_value, default=DEFAULT_PERTURB)
    parser.add_argument("--timeout", type=positive_float, default=DEFAULT_TIMEOUT)
    args = parser.parse_args(argv)
    files: list[Path] = args.files
    expected = 1 if args.run else 2
    if len(files) != expected:
        parser.error(
            "--run takes one file" if args.run else "expected before.mlir after.mlir"
        )
    texts = [read_input(path) for path in files]
    require_toolchain()  # a missing tool is one line before anything runs
    outputs: list[str] = []
    for path, text in zip(files, texts, strict=True):
        try:
            outputs.append(run(text, perturb=args.perturb, timeout=args.timeout))
        except OracleError as error:
            where, message = tool_failure(error, path)
            raise UserError(message, location=where) from None
    if args.run:
        sys.stdout.write(outputs[0])
        return 0
    result = OracleResult(outputs[0], outputs[1], args.perturb)
    if result.equal:
        print("oracle: outputs identical")
        return 0
    print("oracle: outputs DIFFER\n" + result.diff())
    return 1


PROG = "python -m merge_alloc.verify.oracle"


# Many memref programs in one lowering and one `mlir-runner` process.
#
# Why: a generated program lowers and runs in a few milliseconds of CPU, but
# each `mlir-opt` and `mlir-runner` process spends about 0.2 s loading MLIR
# and LLVM (measured on the 2-core development machine: 0.22 s of wall time
# for `mlir-opt` on an empty module, 0.23 s for `mlir-runner` on an empty
# `main`), so the matrix campaign spent most of its execution time starting
# processes (docs/testing.md, "Campaign over the option matrix").
#
# How: every program's module body is inlined into one module. Each symbol a
# program defines (functions, `memref.global`s, LLVM functions and globals)
# gets the program's own prefix (`b3_`), so two programs never share state;
# bodiless declarations (`func.func private @printMemrefF32(...)`) are shared.
# A new `@main` prints a marker line before calling each program's `main`, and
# the output is cut at the markers. The combined module is lowered and run
# exactly as `run` runs one program (same passes, same poisoned
# allocator, same `MALLOC_PERTURB_`).
#
# A batch that fails as a whole (a lowering error, a crash, a timeout, missing
# markers) is run again one program at a time, so every program gets the
# output or the error `run` gives it alone, and a failure is always
# attributed to its own program. A program that cannot be inlined (a named
# module, module attributes, generic-form symbols, a `main` with arguments, a
# declaration that disagrees with another program's) runs alone.
#
# Pure standard library, like `oracle`.

Output = str | OracleError
"""What `run` gives one program: its output, or the tool's failure."""

_MODULE_HEADER = re.compile(r"^[ \t]*(?:builtin\.)?module[ \t]*\{[ \t]*$", re.MULTILINE)
_SYMBOL_DEFINITION = re.compile(
    r"^[ \t]*(?:func\.func|llvm\.func|memref\.global|llvm\.mlir\.global)\b"
    r"[^@\n]*@(?P<name>[\w$.]+)",
    re.MULTILINE,
)
_DECLARATION = re.compile(
    r"^[ \t]*(?:func\.func[ \t]+private|llvm\.func)[ \t]+@(?P<name>[\w$.]+)"
    r"[ \t]*\([^\n{]*$",
    re.MULTILINE,
)
_SYMBOL_USE = re.compile(r"@(?P<name>[\w$.]+)")
_ENTRY = re.compile(r"^[ \t]*func\.func[ \t]+@main\(\)[ \t]*\{[ \t]*$", re.MULTILINE)
_EMPTY_RESULTS = re.compile(r"[ \t]*->[ \t]*\([ \t]*\)[ \t]*$")


def _marker(index: int) -> str:
    return f"@@merge-alloc-batch {index}@@\n"


_MARKERS = re.compile(r"@@merge-alloc-batch (?P<index>\d+|end)@@\n")


@dataclass(frozen=True)
class Inlined:
    """One program ready to be inlined: its body with its symbols renamed,
    and the declarations it shares with the others (name -> line)."""

    body: str
    declarations: dict[str, str]
    entry: str


def inline(text: str, prefix: str) -> Inlined | None:
    """`text`'s module body with every symbol it defines prefixed, or None
    when the program cannot share a module (see the module doc)."""
    header = _MODULE_HEADER.search(text)
    end = text.rstrip().rfind("}")
    if header is None or end < header.end() or not _ENTRY.search(text):
        return None
    if 'sym_name = "' in text or '@"' in text:  # generic form, quoted names
        return None
    body = text[header.end() : end]
    declarations: dict[str, str] = {}
    for match in _DECLARATION.finditer(body):
        line = _EMPTY_RESULTS.sub("", match.group(0).strip())
        declarations[match.group("name")] = line
    defined = {
        match.group("name")
        for match in _SYMBOL_DEFINITION.finditer(body)
        if match.group("name") not in declarations
    }
    body = _DECLARATION.sub("", body)

    def rename(match: re.Match[str]) -> str:
        name = match.group("name")
        return f"@{prefix}{name}" if name in defined else match.group(0)

    return Inlined(_SYMBOL_USE.sub(rename, body), declarations, f"{prefix}main")


def combine(programs: Sequence[Inlined]) -> str:
    """One module running `programs` in order, a marker line before each."""
    declarations: dict[str, str] = {}
    for program in programs:
        declarations.update(program.declarations)
    lines = ["module {", *(f"  {line}" for line in declarations.values())]
    lines += [program.body for program in programs]
    lines.append("  func.func @main() {")
    for index, program in enumerate(programs):
        lines.append(f'    vector.print str "{_marker(index)[:-1]}\\n"')
        lines.append(f"    func.call @{program.entry}() : () -> ()")
    lines += [
        '    vector.print str "@@merge-alloc-batch end@@\\n"',
        "    return",
        "  }",
    ]
    lines.append("}")
    return "\n".join(lines) + "\n"


def split_output(output: str, count: int) -> list[str] | None:
    """Each program's part of a batch's output, or None unless every marker
    is there once and in order (a program that stopped the process)."""
    pieces = _MARKERS.split(output)
    # [before, "0", out0, "1", out1, ..., "end", after]
    if len(pieces) != 2 * count + 3 or pieces[0] or pieces[-1]:
        return None
    indices = pieces[1::2]
    if indices != [*(str(i) for i in range(count)), "end"]:
        return None
    return pieces[2:-1:2]


def _run_alone(text: str, perturb: int, timeout: float) -> Output:
    try:
        return run(text, perturb=perturb, timeout=timeout)
    except OracleError as exc:
        return exc


def run_batch(
    texts: Sequence[str],
    *,
    perturb: int = DEFAULT_PERTURB,
    timeout: float = DEFAULT_TIMEOUT,
    alone_timeout: float | None = None,
) -> list[Output]:
    """The output (or error) of each of `texts`, as `run` gives it,
    from one lowering and one `mlir-runner` process where they can share one.

    `timeout` bounds each tool on the whole batch; `alone_timeout` (default
    `timeout`) each tool on a program run alone."""
    alone_timeout = timeout if alone_timeout is None else alone_timeout
    outputs: dict[int, Output] = {}
    members: list[int] = []
    inlined: list[Inlined] = []
    shared: dict[str, str] = {}
    for index, text in enumerate(texts):
        program = inline(text, f"b{index}_")
        if program is None or any(
            shared.get(name, line) != line
            for name, line in program.declarations.items()
        ):
            outputs[index] = _run_alone(text, perturb, alone_timeout)
            continue
        members.append(index)
        inlined.append(program)
        shared.update(program.declarations)
    pieces: list[str] | None = None
    if len(members) > 1:
        combined = _run_alone(combine(inlined), perturb, timeout)
        if isinstance(combined, str):
            pieces = split_output(combined, len(members))
    for position, index in enumerate(members):
        if pieces is not None:
            outputs[index] = pieces[position]
        else:
            outputs[index] = _run_alone(texts[index], perturb, alone_timeout)
    return [outputs[index] for index in range(len(texts))]


def script() -> int:
    """The `merge-alloc-oracle` console script (pyproject) and `python -m`:
    `main` on the command line, failing as every tool does
    (`merge_alloc.cli.run_main`). The command-line helpers are imported on
    use, as in `main`: a program that only runs the oracle loads none."""
    from merge_alloc.cli import run_main

    return run_main(PROG, main)


if __name__ == "__main__":
    sys.exit(script())
