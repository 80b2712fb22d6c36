# ruff: noqa: F821  (lit injects `config` and `lit_config`)
"""lit configuration for the FileCheck suite under tests/filecheck.

Run with `lit tests/filecheck -v`. Tests use lit's internal shell (lit 23
rejects external execution here) and the PyPI `filecheck`.

Substitutions and features:
- `%mlir_verify`: `mlir-opt --verify-each --allow-unregistered-dialect` of
  MLIR 22. Every test whose output is IR pipes it through this, so our output
  is checked to parse and verify upstream, and the checks after it read
  mlir-opt's printout (its own value names, `return` rather than
  `func.return`), which `cat` could not produce.
- `merge-alloc-opt`: the package's console script, else `python -m
  merge_alloc.passes` (the same tool).
- feature `mlir-opt`: set when that tool was found. Such RUN lines are written
  `%if mlir-opt %{ ... %}` so that, outside CI, a machine without MLIR still
  runs the xDSL lines (lit warns once that the upstream lines are skipped).

Where mlir-opt is looked up: `$MLIR_BIN_DIR` (default Debian's
`/usr/lib/llvm-22/bin`), then `PATH`. Set `MLIR_BIN_DIR=/nonexistent` and a
`PATH` without mlir-opt to see what a machine without MLIR does. Any other
major version than 22 counts as missing.

Under `CI=true` a missing (or wrong) mlir-opt is a fatal error: CI installs
MLIR 22, and a suite that passes without it proves nothing.
"""

import os
import re
import shutil
import subprocess
import sys

import lit.formats

config.name = "merge-alloc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "Output", "benchmarks", "build", "dist"]

for name in ("PATH", "HOME", "PYTHONPATH", "MLIR_BIN_DIR", "CI"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

# `merge-alloc-opt` (xdsl-opt with merge-alloc's dialects) is a console script
# of the package; an installed copy that predates it runs as a module.
if shutil.which("merge-alloc-opt", path=os.environ.get("PATH", "")) is None:
    lit_config.note("merge-alloc-opt not on PATH: using python -m merge_alloc.passes")
    config.substitutions.append(
        ("merge-alloc-opt", f"{sys.executable} -m merge_alloc.passes")
    )

DEFAULT_MLIR_BIN_DIR = "/usr/lib/llvm-22/bin"
REQUIRED_MAJOR = 22
IN_CI = bool(os.environ.get("CI"))


def _find_mlir_opt() -> str | None:
    """`$MLIR_BIN_DIR/mlir-opt` (Debian's directory by default), else PATH."""
    bin_dir = os.environ.get("MLIR_BIN_DIR") or DEFAULT_MLIR_BIN_DIR
    candidate = os.path.join(bin_dir, "mlir-opt")
    if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
        return candidate
    return shutil.which("mlir-opt", path=os.environ.get("PATH", ""))


def _major_version(tool: str) -> int | None:
    """The LLVM major version `tool --version` reports, None if unreadable."""
    try:
        completed = subprocess.run(
            [tool, "--version"], capture_output=True, text=True, timeout=60
        )
    except OSError:
        return None
    match = re.search(r"LLVM version (\d+)\.", completed.stdout + completed.stderr)
    return int(match.group(1)) if match else None


def _problem(tool: str | None) -> str | None:
    """Why `tool` cannot serve as `%mlir_verify`, None when it can."""
    if tool is None:
        return (
            f"mlir-opt not found (looked in MLIR_BIN_DIR, default "
            f"{DEFAULT_MLIR_BIN_DIR}, then PATH)"
        )
    major = _major_version(tool)
    if major != REQUIRED_MAJOR:
        return f"{tool} is LLVM {major}, not {REQUIRED_MAJOR}"
    return None


mlir_opt = _find_mlir_opt()
problem = _problem(mlir_opt)
if problem is None and mlir_opt is not None:
    lit_config.note(f"%mlir_verify: {mlir_opt} (MLIR {REQUIRED_MAJOR})")
    config.available_features.add("mlir-opt")
    config.substitutions.append(
        ("%mlir_verify", f"{mlir_opt} --verify-each --allow-unregistered-dialect")
    )
elif IN_CI:
    lit_config.fatal(f"CI=true needs MLIR {REQUIRED_MAJOR}'s mlir-opt: {problem}")
else:
    lit_config.warning(
        f"{problem}: RUN lines through %mlir_verify are skipped "
        f"(install mlir-{REQUIRED_MAJOR}-tools or set MLIR_BIN_DIR)"
    )
    # A RUN line that forgot `%if mlir-opt` fails here instead of passing
    # on `cat`'s output.
    config.substitutions.append(("%mlir_verify", "mlir-opt-22-is-not-installed"))
