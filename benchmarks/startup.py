"""What installing merge-alloc costs an `xdsl-opt` start.

xDSL imports every installed plugin's universe in every `xdsl-opt` run, so the
plugin's import is paid by runs that never name merge-alloc. Measured here:

* `xdsl-opt` on an empty module, in a fresh interpreter each time, with and
  without merge-alloc's entry point (without: xDSL's entry-point lookup skips
  it, as in `tests/plugin/xdsl_opt_runner.py`), pipelines `cse` and none;
  CPU time of the child process (user + system), minimum and median of the
  repeats, which is steadier than wall time on a shared machine;
* the same for `-p merge-alloc` (what a run naming the pass pays to import it);
* the import of the universe module alone, in a process that has already
  imported `xdsl-opt` (what xDSL's plugin discovery pays for it).

    python benchmarks/startup.py [--repeats N]
"""

from __future__ import annotations

import argparse
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


def _child_cpu(argv: list[str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _row(label: str, times: list[float]) -> str:
    return (
        f"| {label} | {min(times) * 1000:.0f} | {statistics.median(times) * 1000:.0f} |"
    )


def measure(repeats: int) -> str:
    """The Markdown table of the measurements above."""
    with tempfile.TemporaryDirectory() as folder:
        empty = Path(folder) / "empty.mlir"
        empty.write_text("builtin.module {}\n")
        rows = [
            "| run (CPU ms of the whole process) | min | median |",
            "| --- | ---: | ---: |",
        ]
        deltas: list[str] = []
        for pipeline in (["-p", "cse"], []):
            shown = " ".join(["xdsl-opt", *pipeline, "empty.mlir"])
            times: dict[str, list[float]] = {"without": [], "with": []}
            for _ in range(repeats):
                for mode in times:
                    argv = [sys.executable, "-c", DRIVER, mode, *pipeline, str(empty)]
                    times[mode].append(_child_cpu(argv))
            rows.append(_row(f"`{shown}` without merge-alloc", times["without"]))
            rows.append(_row(f"`{shown}` with merge-alloc", times["with"]))
            added = min(times["with"]) - min(times["without"])
            deltas.append(f"`{shown}`: {added * 1000:+.0f} ms")
        named = [
            _child_cpu(
                [sys.executable, "-c", DRIVER, "with", "-p", "merge-alloc", str(empty)]
            )
            for _ in range(repeats)
        ]
        rows.append(_row("`xdsl-opt -p merge-alloc empty.mlir`", named))
        universe = [
            float(
                subprocess.run(
                    [sys.executable, "-c", UNIVERSE_IMPORT],
                    check=True,
                    capture_output=True,
                    text=True,
                ).stdout
            )
            for _ in range(repeats)
        ]
        rows.append(_row("import of the plugin's universe alone", universe))
    return (
        "\n".join(rows)
        + f"\n\nPlugin cost on a run that does not name it (difference of the "
        f"minima, {repeats} runs each): " + "; ".join(deltas) + "."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="the plugin's xdsl-opt start-up cost")
    parser.add_argument("--repeats", type=int, default=10)
    print(measure(parser.parse_args().repeats))


if __name__ == "__main__":
    main()
