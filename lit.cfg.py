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

Warm tools (on by default; `--param warm=0` or `MERGE_ALLOC_LIT_WARM=0`
runs the console scripts): `xdsl-opt`, `merge-alloc-opt` and `filecheck` in
RUN lines run in a child forked from a server that imported them
(tests/warm_tools.py; lit in `tests/run.sh` 182 -> 136 s of wall time on two
cores, docs/testing.md).

Where mlir-opt is looked up: `merge_alloc.mlir_tools`, the one lookup of the
project (`MLIR_OPT`, `$MLIR_BIN_DIR`, `mlir-opt-22` on PATH, Debian's
`/usr/lib/llvm-22/bin`, `mlir-opt` on PATH; only LLVM 22 counts). Set
`MLIR_OPT=/nonexistent` to see what a machine without MLIR does.

Under `CI=true` a missing (or wrong) mlir-opt is a fatal error: CI installs
MLIR 22, and a suite that passes without it proves nothing.

Tiers: `lit --param tier=fast` (what `bash tests/run.sh --fast` runs) sets
the feature `fast-tier`, and the tests with a last line `UNSUPPORTED:
fast-tier` run only in the whole suite, as pytest's `slow` tests do. A
RUN line cost about 0.4 s of CPU when each tool started cold (an `xdsl-opt`
start, `filecheck`, often `mlir-opt`), so the fast tier keeps a sample that
starts few tools:
the tests of one or two RUN lines (every folder but planners/ has some) and
the README's example, lifetimes, alignment, the reference's bugs and the
two static arenas; the last line (not the first) keeps every checked line
number where it was.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import lit.formats

# The checkout's package, also when lit runs from another Python environment.
sys.path.insert(0, os.path.dirname(__file__))
from merge_alloc import mlir_tools

config.name = "merge-alloc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "Output", "benchmarks", "build", "dist"]

TIER = lit_config.params.get("tier", "full")
if TIER not in ("fast", "full"):
    lit_config.fatal(f"--param tier={TIER}: expected fast or full")
if TIER == "fast":
    config.available_features.add("fast-tier")

for name in ("PATH", "HOME", "PYTHONPATH", "MLIR_BIN_DIR", "MLIR_OPT", "CI"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

# `merge-alloc-opt` (xdsl-opt with merge-alloc's dialects) is a console script
# of the package; an installed copy that predates it runs as a module.
WARM = lit_config.params.get("warm", os.environ.get("MERGE_ALLOC_LIT_WARM", "1"))
if WARM not in ("0", "1"):
    lit_config.fatal(f"--param warm={WARM}: expected 0 or 1")
warm_tools = [tool for tool in ("xdsl-opt", "filecheck") if WARM == "1"]
if shutil.which("merge-alloc-opt", path=os.environ.get("PATH", "")) is None:
    lit_config.note("merge-alloc-opt not on PATH: using python -m merge_alloc.passes")
    config.substitutions.append(
        ("merge-alloc-opt", f"{sys.executable} -m merge_alloc.passes")
    )
elif WARM == "1":
    warm_tools.append("merge-alloc-opt")

# The Python tools of RUN lines start warm (tests/warm_tools.py: a child
# forked from a server that imported them; two thirds of lit's CPU time was
# their imports): the server lives as long as this lit process.
if warm_tools:
    socket_path = os.path.join(tempfile.mkdtemp(prefix="merge-alloc-lit-"), "tools")
    client = os.path.join(os.path.dirname(__file__), "tests", "warm_tools.py")
    subprocess.Popen(
        [sys.executable, client, "--serve", socket_path],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while not os.path.exists(socket_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    config.environment["MERGE_ALLOC_WARM_SOCKET"] = socket_path
    for tool in warm_tools:
        config.substitutions.append(
            (
                rf"(?<![\w/.-]){re.escape(tool)}(?![\w/.-])",
                f"{sys.executable} -S -E {client} {tool}",
            )
        )

REQUIRED_MAJOR = mlir_tools.REQUIRED_MAJOR
IN_CI = bool(os.environ.get("CI"))

lookup = mlir_tools.lookup_tool("mlir-opt")
mlir_opt = lookup.path
problem = None if mlir_opt is not None else lookup.message()
if problem is None and mlir_opt is not None:
    lit_config.note(f"%mlir_verify: {mlir_opt} (MLIR {REQUIRED_MAJOR})")
    config.available_features.add("mlir-opt")
    config.substitutions.append(
        ("%mlir_verify", f"{mlir_opt} --verify-each --allow-unregistered-dialect")
    )
elif IN_CI:
    lit_config.fatal(f"CI=true needs MLIR {REQUIRED_MAJOR}'s mlir-opt: {problem}")
else:
    lit_config.warning(f"{problem}; RUN lines through %mlir_verify are skipped")
    # A RUN line that forgot `%if mlir-opt` fails here instead of passing
    # on `cat`'s output.
    config.substitutions.append(("%mlir_verify", "mlir-opt-22-is-not-installed"))
