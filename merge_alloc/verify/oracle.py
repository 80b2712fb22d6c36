"""Execution oracle: run a program before and after merge-alloc, compare outputs.

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

    python -m merge_alloc.oracle before.mlir after.mlir   # exit 0 iff equal
    python -m merge_alloc.oracle --run prog.mlir          # print the output
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DEFAULT_BIN_DIR = Path("/usr/lib/llvm-22/bin")
"""Where Debian's `mlir-22-tools` puts `mlir-opt` and `mlir-runner`."""

DEFAULT_LIB_DIR = Path("/usr/lib/llvm-22/lib")
"""Where Debian's `libmlir-22` puts the runner support libraries."""

RUNNER_LIBS = ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")
"""The runtime libraries `main` needs: `printMemrefF32` and `memrefCopy`."""

DEFAULT_TIMEOUT = 60.0
"""Seconds allowed to each subprocess; a zoo model takes well under one."""

DEFAULT_PERTURB = 165
"""`MALLOC_PERTURB_` byte (0xA5) used unless the caller asks for another."""

BUFFERIZE_OPTIONS = (
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map"
)
"""One-shot bufferization as in docs/pipeline.md: `memref.alloc` with
identity layouts and no copies at calls, the input shape merge-alloc is
written for."""

LOWERING_PASSES: tuple[str, ...] = (
    "--convert-linalg-to-loops",
    "--scf-forall-to-parallel",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm=use-generic-functions=true",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)
"""The lowering of docs/pipeline.md (the oracle's input is memref IR
already), except that `memref.alloc` calls `_mlir_memref_to_llvm_alloc`
instead of `malloc` so that `run_lowered` can poison every buffer (see
`POISON_ALLOCATOR`). `--scf-forall-to-parallel` runs the forall sequentially,
so a per-thread placement race cannot show here: that is the plan checker's
job."""

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


class ToolchainNotFound(OracleError):
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


def _find_binary(name: str) -> Path | None:
    """`$MLIR_BIN_DIR` (Debian's LLVM 22 directory when unset), then `PATH`.

    A set `MLIR_BIN_DIR` replaces the default instead of adding to it, so that
    a test can hide the installed tools (`MLIR_BIN_DIR=/nonexistent`).
    """
    candidate = Path(os.environ.get("MLIR_BIN_DIR") or DEFAULT_BIN_DIR) / name
    if candidate.is_file() and os.access(candidate, os.X_OK):
        return candidate
    found = shutil.which(name)
    return Path(found) if found else None


def _library_dirs(mlir_opt: Path | None) -> list[Path]:
    """Directories searched for the runner libraries, most specific first.

    `MLIR_LIB_DIR` wins; then the `lib` sibling of the directory holding
    `mlir-opt` (an LLVM install tree); then Debian's LLVM 22 directory.
    """
    dirs: list[Path] = []
    env_dir = os.environ.get("MLIR_LIB_DIR")
    if env_dir:
        dirs.append(Path(env_dir))
    if mlir_opt is not None:
        dirs.append(mlir_opt.resolve().parent.parent / "lib")
    dirs.append(DEFAULT_LIB_DIR)
    for extra in ("/usr/lib/x86_64-linux-gnu", "/usr/local/lib"):
        dirs.append(Path(extra))
    return dirs


def _find_library(name: str, dirs: Sequence[Path]) -> Path | None:
    """`name`, or a versioned `name.N...`: Debian ships only `.so.22.1`.

    `mlir-runner` dlopens the path it is given, so the versioned file serves.
    """
    for directory in dirs:
        exact = directory / name
        if exact.is_file():
            return exact
        versioned = sorted(directory.glob(f"{name}.*")) if directory.is_dir() else []
        if versioned:
            return versioned[-1]
    return None


@lru_cache(maxsize=1)
def _cached_toolchain(key: tuple[str | None, str | None, str]) -> Toolchain | None:
    del key  # only part of the cache key: the environment the lookup saw
    mlir_opt = _find_binary("mlir-opt")
    mlir_runner = _find_binary("mlir-runner")
    if mlir_opt is None or mlir_runner is None:
        return None
    dirs = _library_dirs(mlir_opt)
    runner_utils = _find_library(RUNNER_LIBS[0], dirs)
    c_runner_utils = _find_library(RUNNER_LIBS[1], dirs)
    if runner_utils is None or c_runner_utils is None:
        return None
    return Toolchain(mlir_opt, mlir_runner, runner_utils, c_runner_utils)


def find_toolchain() -> Toolchain | None:
    """The MLIR tools and runner libraries, or None when any is missing.

    Cached per (`MLIR_BIN_DIR`, `MLIR_LIB_DIR`, `PATH`), so tests can switch
    the environment.
    """
    key = (
        os.environ.get("MLIR_BIN_DIR"),
        os.environ.get("MLIR_LIB_DIR"),
        os.environ.get("PATH", ""),
    )
    return _cached_toolchain(key)


def tools_available() -> bool:
    """True when the oracle can run (used by tests' `skipif`)."""
    return find_toolchain() is not None


def require_toolchain() -> Toolchain:
    """The toolchain, or `ToolchainNotFound` naming what to install."""
    toolchain = find_toolchain()
    if toolchain is None:
        raise ToolchainNotFound(
            "mlir-opt/mlir-runner 22 and the runner libraries "
            f"({', '.join(RUNNER_LIBS)}) were not found; install Debian's "
            "mlir-22-tools and libmlir-22, or set MLIR_BIN_DIR/MLIR_LIB_DIR"
        )
    return toolchain


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
    argv = [str(toolchain.mlir_opt), *LOWERING_PASSES]
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


def main(argv: Sequence[str] | None = None) -> int:
    """CLI: compare two memref programs, or run one (`--run`)."""
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.oracle",
        description="Run memref programs with mlir-runner and compare outputs.",
    )
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--run", action="store_true", help="run one program")
    parser.add_argument("--perturb", type=int, default=DEFAULT_PERTURB)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT)
    args = parser.parse_args(argv)
    files: list[Path] = args.files
    try:
        if args.run:
            if len(files) != 1:
                parser.error("--run takes one file")
            sys.stdout.write(
                run(files[0].read_text(), perturb=args.perturb, timeout=args.timeout)
            )
            return 0
        if len(files) != 2:
            parser.error("expected before.mlir after.mlir")
        result = compare(
            files[0].read_text(),
            files[1].read_text(),
            perturb=args.perturb,
            timeout=args.timeout,
        )
    except OracleError as exc:
        print(exc, file=sys.stderr)
        return 2
    if result.equal:
        print("oracle: outputs identical")
        return 0
    print("oracle: outputs DIFFER\n" + result.diff())
    return 1


if __name__ == "__main__":
    sys.exit(main())
