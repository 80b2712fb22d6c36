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

Each child imports merge-alloc from the tree this script is in (its folder
first on `PYTHONPATH`, the child in a temporary folder), not from wherever
the installed package points (an editable install points at one checkout);
the run checks that and names the tree it measured. `--before TREE` measures
the small function's comparison for another checkout too, in the same run
(interleaved), for a before/after figure on one machine's load.

Each child runs with Python's bytecode cache on (in a temporary folder, after
one warm-up run), as an installed package has it, even where the environment
sets `PYTHONDONTWRITEBYTECODE`: compiling the sources again in every run would
be measured otherwise.

    python benchmarks/startup.py [--repeats N] [--before TREE]
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
import resource
used = resource.getrusage(resource.RUSAGE_SELF)
sys.stderr.write(f"\nCPU before exit: {used.ru_utime + used.ru_stime}\n")
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
import merge_alloc
print(json.dumps({"modules": sorted(sys.modules), "package": merge_alloc.__file__}))
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


TREE = Path(__file__).resolve().parents[1]
"""The checkout this script belongs to: the one it measures."""


def _revision(tree: Path) -> str:
    """The tree's commit (short hash, `+changes` when its files differ from
    it), or `?` outside a git checkout."""
    try:
        head = subprocess.run(
            ["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
        changed = subprocess.run(
            ["git", "-C", str(tree), "status", "--porcelain", "--untracked-files=no"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return head + ("+changes" if changed else "")


class _Children:
    """Runs child processes that import merge-alloc from `tree`, with a
    bytecode cache in `cache`, in the folder `folder`, and measures their
    CPU time."""

    def __init__(self, tree: Path, cache: Path, folder: Path) -> None:
        self.tree = tree
        self.folder = folder
        self.environment = dict(os.environ)
        self.environment.pop("PYTHONDONTWRITEBYTECODE", None)
        self.environment["PYTHONPYCACHEPREFIX"] = str(cache)
        # The tree first: the editable install's finder comes after the path.
        inherited = self.environment.get("PYTHONPATH")
        self.environment["PYTHONPATH"] = os.pathsep.join(
            [str(tree), *([inherited] if inherited else [])]
        )

    def cpu(self, argv: list[str]) -> tuple[float, float]:
        """CPU seconds (user + system) of running `argv`, the whole process
        and up to the line `CPU before exit: SECONDS` it ends its stderr with
        (the rest is the interpreter's exit: freeing what the run built)."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        finished = subprocess.run(
            argv,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env=self.environment,
            cwd=self.folder,
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        whole = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        last = finished.stderr.rstrip().rsplit("\n", 1)[-1]
        return whole, float(last.removeprefix("CPU before exit: "))

    def xdsl_opt(self, mode: str, *arguments: str) -> float:
        """CPU seconds of `xdsl-opt ARGUMENTS` with (`mode="with"`) or
        without merge-alloc's entry point."""
        return self.xdsl_opt_until_exit(mode, *arguments)[0]

    def xdsl_opt_until_exit(self, mode: str, *arguments: str) -> tuple[float, float]:
        """`xdsl_opt`, and the CPU seconds of the process before it exits."""
        return self.cpu([sys.executable, "-c", DRIVER, mode, *arguments])

    def modules(self, *arguments: str) -> set[str]:
        """The modules `xdsl-opt ARGUMENTS` has imported when it is done;
        fails unless merge-alloc was imported from this tree."""
        listed = json.loads(
            subprocess.run(
                [sys.executable, "-c", MODULES, *arguments],
                check=True,
                capture_output=True,
                text=True,
                env=self.environment,
                cwd=self.folder,
            ).stdout
        )
        package = Path(listed["package"]).resolve()
        if not package.is_relative_to(self.tree):
            raise RuntimeError(f"the child imported merge-alloc from {package}")
        return set(listed["modules"])

    def universe_import(self) -> float:
        """CPU seconds of importing the universe module after `xdsl-opt`'s."""
        return float(
            subprocess.run(
                [sys.executable, "-c", UNIVERSE_IMPORT],
                check=True,
                capture_output=True,
                text=True,
                env=self.environment,
                cwd=self.folder,
            ).stdout
        )


def _small_runs(
    children: _Children, small: Path, repeats: int
) -> dict[str, list[float]]:
    """CPU seconds of `-p cse` and `-p merge-alloc` on the small function,
    `repeats` of each, alternating (so both meet the same load); under
    `PIPELINE CPU before exit`, the same runs' CPU before the interpreter's
    exit."""
    runs: dict[str, list[float]] = {name: [] for name in SMALL_RUNS}
    for _ in range(repeats):
        for pipeline in ("cse", "merge-alloc"):
            whole, until_exit = children.xdsl_opt_until_exit(
                "with", "-p", pipeline, str(small)
            )
            runs[pipeline].append(whole)
            runs[f"{pipeline} CPU before exit"].append(until_exit)
    return runs


SMALL_RUNS = (
    "cse",
    "merge-alloc",
    "cse CPU before exit",
    "merge-alloc CPU before exit",
)


def _named_cost(runs: dict[str, list[float]], suffix: str = "") -> str:
    """What naming merge-alloc adds: difference and ratio of the minima."""
    ours, stock = min(runs["merge-alloc" + suffix]), min(runs["cse" + suffix])
    return f"{(ours - stock) * 1000:+.0f} ms (ratio {ours / stock:.2f})"


def _both_costs(runs: dict[str, list[float]]) -> str:
    """`_named_cost` of whole processes and before their exit."""
    return (
        f"{_named_cost(runs)} for the whole process, "
        f"{_named_cost(runs, ' CPU before exit')} before the interpreter's exit"
    )


def _extra_modules(children: _Children, small: Path) -> str:
    """Which modules `-p merge-alloc` imports beyond `-p cse` on `small`."""
    extra = children.modules("-p", "merge-alloc", str(small)) - children.modules(
        "-p", "cse", str(small)
    )
    ours = sorted(name for name in extra if name.split(".")[0] == "merge_alloc")
    dialects = sorted(name for name in extra if name.startswith("xdsl.dialects."))
    return (
        f"{len(extra)} modules more than the stock one: {len(ours)} of "
        "merge-alloc, xDSL's "
        + (", ".join(f"`{name}`" for name in dialects) or "no other dialect")
        + (", and numpy" if "numpy" in extra else ", not numpy")
    )


def measure(repeats: int, before: Path | None = None) -> str:
    """The Markdown table of the measurements above, for this script's tree;
    with `before`, that tree's small-function comparison beside it."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        children = _Children(TREE, folder / "pycache", folder)
        earlier = (
            None
            if before is None
            else _Children(before.resolve(), folder / "pycache-before", folder)
        )
        empty = folder / "empty.mlir"
        empty.write_text("builtin.module {}\n")
        small = folder / "small.mlir"
        small.write_text(SMALL)
        for warmed in (children, earlier):
            if warmed is not None:
                warmed.xdsl_opt("with", "-p", "merge-alloc", str(small))
                warmed.xdsl_opt("without", str(empty))
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
        # minima decide, and a shared machine's load makes them noisy. The
        # trees alternate run by run so that both meet the same load.
        small_runs: dict[str, list[float]] = {name: [] for name in SMALL_RUNS}
        before_runs: dict[str, list[float]] = {name: [] for name in SMALL_RUNS}
        for _ in range(2 * repeats):
            for measured, runs in ((children, small_runs), (earlier, before_runs)):
                if measured is not None:
                    for pipeline, more in _small_runs(measured, small, 1).items():
                        runs[pipeline].extend(more)
        for tree, runs in (("", small_runs), (", tree before", before_runs)):
            if runs is before_runs and earlier is None:
                continue
            for pipeline in SMALL_RUNS:
                name, _, until = pipeline.partition(" ")
                label = f"`xdsl-opt -p {name} small.mlir` (2 allocs){tree}"
                rows.append(
                    _row(label + (f", {until}" if until else ""), runs[pipeline])
                )
        universe = [children.universe_import() for _ in range(repeats)]
        rows.append(_row("import of the plugin's universe alone", universe))
        extra = _extra_modules(children, small)
        before_extra = None if earlier is None else _extra_modules(earlier, small)
    text = (
        f"Measured tree: `{TREE}` (merge-alloc {_revision(TREE)})"
        + (
            ""
            if before is None
            else f"; before: `{before.resolve()}` (merge-alloc {_revision(before)})"
        )
        + ".\n\n"
        + "\n".join(rows)
        + "\n\nPlugin cost on a run that does not name it (difference of the "
        f"minima, {repeats} runs each): "
        + "; ".join(deltas)
        + ". A run that names it, over a stock run on the same small function "
        f"(`-p merge-alloc` minus `-p cse`, {2 * repeats} runs each): "
        f"{_both_costs(small_runs)}. That run imports {extra}."
    )
    if before_extra is not None:
        text += (
            f" Before, in the same run: {_both_costs(before_runs)}; it imported "
            f"{before_extra}."
        )
    return text


def main() -> None:
    parser = argparse.ArgumentParser(description="the plugin's xdsl-opt start-up cost")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument(
        "--before",
        type=Path,
        help="another checkout of merge-alloc to compare with, in the same run",
    )
    arguments = parser.parse_args()
    print(measure(arguments.repeats, arguments.before))


if __name__ == "__main__":
    main()
