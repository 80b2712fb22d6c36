"""Where the upstream MLIR 22 tools are: the one lookup every script uses.

merge-alloc itself needs no LLVM, but bufferization (`merge_alloc.verify.pipelines`),
the execution oracle, the PyTorch example, the benchmarks, the tests and
`lit.cfg.py` run `mlir-opt` and `mlir-runner` of MLIR 22. Users have them
under different names: Debian's `mlir-22-tools` installs `mlir-opt-22` on
`PATH` and `mlir-opt` in `/usr/lib/llvm-22/bin`; an LLVM build or another
distribution puts `mlir-opt` on `PATH`. A tool is looked up, first hit wins:

1. the command-line flag (`--mlir-opt PATH`) or the environment variable
   (`MLIR_OPT`, `MLIR_RUNNER`): an explicit choice, never second-guessed by a
   fallback; an error when it is not an MLIR 22 executable;
2. `$MLIR_BIN_DIR/NAME` when `MLIR_BIN_DIR` is set (it then replaces the
   Debian directory, so a test can hide the installed tools);
3. `NAME-22` on `PATH` (Debian's versioned name);
4. `/usr/lib/llvm-22/bin/NAME` (Debian's LLVM directory);
5. `NAME` on `PATH`.

Every candidate must report LLVM 22 in `NAME --version`: an `mlir-opt` of
another release parses and prints differently, so it counts as missing (and
the error says which version was seen). When nothing is found,
`ToolNotFound` says in one line what was looked for and how to install it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

REQUIRED_MAJOR = 22
"""The MLIR release the pipelines, the oracle and the FileCheck tests target."""

DEBIAN_BIN_DIR = Path(f"/usr/lib/llvm-{REQUIRED_MAJOR}/bin")
"""Where Debian's `mlir-22-tools` puts `mlir-opt` and `mlir-runner`."""

DEBIAN_LIB_DIR = Path(f"/usr/lib/llvm-{REQUIRED_MAJOR}/lib")
"""Where Debian's `libmlir-22` puts the runner support libraries."""

INSTALL_HINT = f"apt-get install mlir-{REQUIRED_MAJOR}-tools"
"""How a Debian or Ubuntu user gets the tools."""

ENVIRONMENT_VARIABLES = {"mlir-opt": "MLIR_OPT", "mlir-runner": "MLIR_RUNNER"}
"""The variable naming each tool explicitly."""

BUFFERIZE_OPTIONS = (
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map"
)
"""One-shot bufferization as in docs/pipeline.md: `memref.alloc` with
identity layouts and no copies at calls, the input shape merge-alloc is
written for."""

RUNNER_LIBS = ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")
"""The runtime libraries an executed `main` needs: `printMemrefF32` and
`memrefCopy`."""

_LOOKUP_ENVIRONMENT = (
    "MLIR_OPT",
    "MLIR_RUNNER",
    "MLIR_BIN_DIR",
    "MLIR_LIB_DIR",
    "PATH",
)
"""The variables a lookup depends on (and is cached by)."""


class ToolNotFound(RuntimeError):
    """No usable MLIR tool; `str` is one line naming what was looked for and
    how to install it."""


@dataclass(frozen=True, slots=True)
class ToolLookup:
    """The outcome of looking for one tool."""

    name: str
    path: Path | None
    """The tool found, None when no candidate is an MLIR 22 executable."""
    looked_for: tuple[str, ...]
    """Every place tried, in order, as the error message names it."""
    rejected: tuple[str, ...]
    """Candidates that exist but cannot serve, with the reason."""

    def message(self) -> str:
        """The one-line error for a failed lookup."""
        variable = ENVIRONMENT_VARIABLES.get(self.name, "MLIR_BIN_DIR")
        seen = f" ({'; '.join(self.rejected)})" if self.rejected else ""
        return (
            f"{self.name} of MLIR {REQUIRED_MAJOR} not found: looked for "
            f"{', '.join(self.looked_for)}{seen}; install it with "
            f"`{INSTALL_HINT}` or set {variable}=/path/to/{self.name}"
        )


def llvm_major_version(tool: Path) -> int | None:
    """The LLVM major version `tool --version` reports, None if unreadable."""
    try:
        completed = subprocess.run(
            [str(tool), "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.search(r"LLVM version (\d+)\.", completed.stdout + completed.stderr)
    return int(match.group(1)) if match else None


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _candidates(name: str, explicit: str | None) -> list[tuple[str, Path | None]]:
    """(how the error names it, the path if it exists) for each place, in
    order; an explicit choice is the only candidate."""
    variable = ENVIRONMENT_VARIABLES.get(name)
    chosen = explicit or (os.environ.get(variable) if variable else None)
    if chosen:
        where = chosen if explicit else f"{variable}={chosen}"
        found = shutil.which(chosen) if os.sep not in chosen else chosen
        return [(where, Path(found) if found and _executable(Path(found)) else None)]
    candidates: list[tuple[str, Path | None]] = []
    bin_dir = os.environ.get("MLIR_BIN_DIR")
    if bin_dir:
        path = Path(bin_dir) / name
        candidates.append(
            (f"$MLIR_BIN_DIR/{name}", path if _executable(path) else None)
        )
    versioned = f"{name}-{REQUIRED_MAJOR}"
    found = shutil.which(versioned)
    candidates.append((f"{versioned} on PATH", Path(found) if found else None))
    if not bin_dir:
        path = DEBIAN_BIN_DIR / name
        candidates.append((str(path), path if _executable(path) else None))
    found = shutil.which(name)
    candidates.append((f"{name} on PATH", Path(found) if found else None))
    return candidates


@lru_cache(maxsize=32)
def _cached_lookup(
    name: str, explicit: str | None, environment: tuple[str | None, ...]
) -> ToolLookup:
    del environment  # only part of the cache key
    looked_for: list[str] = []
    rejected: list[str] = []
    for where, path in _candidates(name, explicit):
        looked_for.append(where)
        if path is None:
            continue
        major = llvm_major_version(path)
        if major == REQUIRED_MAJOR:
            return ToolLookup(name, path, tuple(looked_for), tuple(rejected))
        version = f"LLVM {major}" if major is not None else "no LLVM version"
        rejected.append(f"{path} reports {version}")
    return ToolLookup(name, None, tuple(looked_for), tuple(rejected))


def lookup_tool(name: str, explicit: str | None = None) -> ToolLookup:
    """Look for the MLIR 22 tool `name` (`mlir-opt`, `mlir-runner`) as the
    module docstring says; `explicit` is a command-line flag's value.

    Cached per environment, so tests can switch `PATH` or `MLIR_OPT`."""
    environment = tuple(os.environ.get(key) for key in _LOOKUP_ENVIRONMENT)
    return _cached_lookup(name, explicit, environment)


def find_tool(name: str, explicit: str | None = None) -> Path | None:
    """The tool's path, None when no MLIR 22 `name` is installed."""
    return lookup_tool(name, explicit).path


def require_tool(name: str, explicit: str | None = None) -> Path:
    """The tool's path, or `ToolNotFound` naming what to install."""
    found = lookup_tool(name, explicit)
    if found.path is None:
        raise ToolNotFound(found.message())
    return found.path


def library_dirs(mlir_opt: Path | None) -> list[Path]:
    """Directories searched for the runner libraries, most specific first:
    `$MLIR_LIB_DIR`, the `lib` sibling of the directory holding the real
    `mlir-opt` (an LLVM install tree; Debian's `mlir-opt-22` links into
    `/usr/lib/llvm-22/bin`), Debian's LLVM 22 directory, the system ones."""
    dirs: list[Path] = []
    env_dir = os.environ.get("MLIR_LIB_DIR")
    if env_dir:
        dirs.append(Path(env_dir))
    if mlir_opt is not None:
        dirs.append(mlir_opt.resolve().parent.parent / "lib")
    dirs.append(DEBIAN_LIB_DIR)
    dirs.extend(
        Path(extra) for extra in ("/usr/lib/x86_64-linux-gnu", "/usr/local/lib")
    )
    return dirs


def find_library(name: str, dirs: Sequence[Path]) -> Path | None:
    """`name`, or a versioned `name.N...`: Debian ships only `.so.22.1`
    (`mlir-runner` dlopens the path it is given, so the versioned file serves)."""
    for directory in dirs:
        exact = directory / name
        if exact.is_file():
            return exact
        versioned = sorted(directory.glob(f"{name}.*")) if directory.is_dir() else []
        if versioned:
            return versioned[-1]
    return None


def runner_libraries(mlir_opt: Path | None) -> tuple[Path, Path] | None:
    """The two `RUNNER_LIBS`, None when either is missing."""
    dirs = library_dirs(mlir_opt)
    runner_utils = find_library(RUNNER_LIBS[0], dirs)
    c_runner_utils = find_library(RUNNER_LIBS[1], dirs)
    if runner_utils is None or c_runner_utils is None:
        return None
    return runner_utils, c_runner_utils
