"""What installing merge-alloc costs an `xdsl-opt` start.

xDSL imports every installed plugin's universe in every `xdsl-opt` run, so the
plugin's import is paid by runs that never name merge-alloc. Measured here:

* `xdsl-opt` on an empty module, in a fresh interpreter each time, with and
  without merge-alloc's entry point (without: xDSL's entry-point lookup skips
  it, as in `tests/plugin/xdsl_opt_runner.py`), pipelines `cse` and none;
  CPU time of the child process (user + system), minimum and median of the
  repeats, which is steadier than wall time on a shared machine;
* the same for `-p merge-alloc` (what a run naming the pass pays to import it),
  on the empty module and on a small function with two allocs (which plans
  and rewrites), beside `-p cse` on that function;
* the import of the universe module alone, in a process that has already
  imported `xdsl-opt` (what xDSL's plugin discovery pays for it);
* which modules the run naming merge-alloc imports beyond the stock run on
  the small function (numpy and xDSL dialects the input does not use should
  not be among them).

Each child runs with Python's bytecode cache on (in a temporary folder, after
one warm-up run), as an installed package has it, even where the environment
sets `PYTHONDONTWRITEBYTECODE`: compiling the sources again in every run would
be measured otherwise.

    python benchmarks/startup.py [--repeats N]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

DRIVER = r"""
import sys
import importlib.metadata as metadata
if sys.argv[1] == "without":
    found = metadata.entry_points
    def entry_points(**selection):
        return metadata.EntryPoints(
            [p for p in found(**selection) if not p.value.startswith("merge_alloc.")]
        )
    metadata.entry_points = entry_points
sys.argv = ["xdsl-opt", *sys.argv[2:]]
from xdsl.tools.xdsl_opt import main
main()
"""

UNIVERSE_IMPORT = r"""
import time
import xdsl.tools.xdsl_opt
import xdsl.xdsl_opt_main
start = time.process_time()
import merge_alloc.passes.universe
print(time.process_time() - start)
"""

MODULES = r"""
import contextlib, io, json, sys
sys.argv = ["xdsl-opt", *sys.argv[1:]]
from xdsl.tools.xdsl_opt import main
with contextlib.redirect_stdout(io.StringIO()):
    main()
print(json.dumps(sorted(sys.modules)))
"""

SMALL = """\
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  func.return
}
"""


def _row(label: str, times: list[float]) -> str:
    return (
        f"| {label} | {min(times) * 1000:.0f} | {statistics.median(times) * 1000:.0f} |"
    )


class _Children:
    """Runs child processes with a bytecode cache in `cache` and measures
    their CPU time."""

    def __init__(self, cache: Path) -> None:
        self.environment = dict(os.environ)
        self.environment.pop("PYTHONDONTWRITEBYTECODE", None)
        self.environment["PYTHONPYCACHEPREFIX"] = str(cache)

    def cpu(self, argv: list[str]) -> float:
        """CPU seconds (user + system) of running `argv`."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(
            argv, check=True, stdout=subprocess.DEVNULL, env=self.environment
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    def xdsl_opt(self, mode: str, *arguments: str) -> float:
        """CPU seconds of `xdsl-opt ARGUMENTS` with (`mode="with"`) or
        without merge-alloc's entry point."""
        return self.cpu([sys.executable, "-c", DRIVER, mode, *arguments])

    def modules(self, *arguments: str) -> set[str]:
        """The modules `xdsl-opt ARGUMENTS` has imported when it is done."""
        listed = subprocess.run(
            [sys.executable, "-c", MODULES, *arguments],
            check=True,
            capture_output=True,
            text=True,
            env=self.environment,
        ).stdout
        return set(json.loads(listed))

    def universe_import(self) -> float:
        """CPU seconds of importing the universe module after `xdsl-opt`'s."""
        return float(
            subprocess.run(
                [sys.executable, "-c", UNIVERSE_IMPORT],
                check=True,
                capture_output=True,
                text=True,
                env=self.environment,
            ).stdout
        )


def measure(repeats: int) -> str:
    """The Markdown table of the measurements above."""
    with tempfile.TemporaryDirectory() as folder:
        children = _Children(Path(folder) / "pycache")
        empty = Path(folder) / "empty.mlir"
        empty.write_text("builtin.module {}\n")
        small = Path(folder) / "small.mlir"
        small.write_text(SMALL)
        children.xdsl_opt("with", "-p", "merge-alloc", str(small))  # warm-up
        children.xdsl_opt("without", str(empty))
        rows = [
            "| run (CPU ms of the whole process) | min | median |",
            "| --- | ---: | ---: |",
        ]
        deltas: list[str] = []
        for pipeline in (["-p", "cse"], []):
            shown = " ".join(["xdsl-opt", *pipeline, "empty.mlir"])
            times: dict[str, list[float]] = {"without": [], "with": []}
            for _ in range(repeats):
                for mode, measured in times.items():
                    measured.append(children.xdsl_opt(mode, *pipeline, str(empty)))
            rows.append(_row(f"`{shown}` without merge-alloc", times["without"]))
            rows.append(_row(f"`{shown}` with merge-alloc", times["with"]))
            added = min(times["with"]) - min(times["without"])
            deltas.append(f"`{shown}`: {added * 1000:+.0f} ms")
        named = [
            children.xdsl_opt("with", "-p", "merge-alloc", str(empty))
            for _ in range(repeats)
        ]
        rows.append(_row("`xdsl-opt -p merge-alloc empty.mlir`", named))
        # The comparison the goal is about gets twice the repeats: its
        # minima decide, and a shared machine's load makes them noisy.
        small_runs: dict[str, list[float]] = {"cse": [], "merge-alloc": []}
        for _ in range(2 * repeats):
            for pipeline, measured in small_runs.items():
                measured.append(children.xdsl_opt("with", "-p", pipeline, str(small)))
        for pipeline, measured in small_runs.items():
            label = f"`xdsl-opt -p {pipeline} small.mlir` (2 allocs)"
            rows.append(_row(label, measured))
        universe = [children.universe_import() for _ in range(repeats)]
        rows.append(_row("import of the plugin's universe alone", universe))
        extra = children.modules("-p", "merge-alloc", str(small)) - children.modules(
            "-p", "cse", str(small)
        )
    named_cost = min(small_runs["merge-alloc"]) - min(small_runs["cse"])
    ours = sorted(name for name in extra if name.split(".")[0] == "merge_alloc")
    dialects = sorted(name for name in extra if name.startswith("xdsl.dialects."))
    numpy = "numpy" in extra
    return (
        "\n".join(rows)
        + "\n\nPlugin cost on a run that does not name it (difference of the "
        f"minima, {repeats} runs each): "
        + "; ".join(deltas)
        + ". A run that names it, over a stock run on the same small function "
        f"(`-p merge-alloc` minus `-p cse`, {2 * repeats} runs each): "
        f"{named_cost * 1000:+.0f} ms. "
        f"That run imports {len(extra)} modules more than the stock one: "
        f"{len(ours)} of merge-alloc, xDSL's "
        + (", ".join(f"`{name}`" for name in dialects) or "no other dialect")
        + (", and numpy" if numpy else ", not numpy")
        + "."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="the plugin's xdsl-opt start-up cost")
    parser.add_argument("--repeats", type=int, default=10)
    print(measure(parser.parse_args().repeats))


if __name__ == "__main__":
    main()
