"""Where a benchmark ran: the date, the machine and the versions of everything.

Numbers in `results.md` mean little without these, and a hand-written header
drifts from the run it describes; so the runner asks the machine.
"""

from __future__ import annotations

import datetime
import importlib.metadata
import os
import platform
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from merge_alloc.verify import oracle

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Environment:
    """Everything the results header states, as text."""

    date: str
    cpu: str
    cores: int
    memory: str
    load: str
    python: str
    xdsl: str
    mlir: str
    revision: str

    def markdown(self) -> str:
        return "\n".join(
            [
                f"- date: {self.date}",
                f"- machine: {self.cpu}, {self.cores} cores, {self.memory} memory, "
                f"load average {self.load} when the run started",
                f"- versions: Python {self.python}, xDSL {self.xdsl}, MLIR tools "
                f"{self.mlir}, merge-alloc {self.revision}",
            ]
        )


def _cpu_model() -> str:
    """`model name` of /proc/cpuinfo, else what `platform` knows."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        match = re.search(r"^model name\s*:\s*(.+)$", cpuinfo.read_text(), re.M)
        if match:
            return f"{platform.machine()} {match.group(1).strip()}"
    return f"{platform.machine()} {platform.processor()}".strip()


def _memory() -> str:
    """MemTotal of /proc/meminfo in GiB, else `unknown`."""
    meminfo = Path("/proc/meminfo")
    if meminfo.is_file():
        match = re.search(r"^MemTotal:\s*(\d+) kB", meminfo.read_text(), re.M)
        if match:
            return f"{int(match.group(1)) / 2**20:.1f} GiB"
    return "unknown"


def _cores() -> int:
    """Cores this process may run on (a container may see fewer than exist)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _load() -> str:
    if not hasattr(os, "getloadavg"):
        return "unknown"
    return " ".join(f"{value:.1f}" for value in os.getloadavg())


def _mlir_version() -> str:
    """`LLVM version X.Y.Z` of the oracle's mlir-opt, or `not installed`."""
    toolchain = oracle.find_toolchain()
    if toolchain is None:
        return "not installed"
    completed = subprocess.run(
        [str(toolchain.mlir_opt), "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    match = re.search(r"LLVM version (\S+)", completed.stdout)
    return match.group(1) if match else "unknown version"


def _git(*args: str) -> str | None:
    try:
        completed = subprocess.run(
            ["git", *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except OSError:
        return None
    return completed.stdout if completed.returncode == 0 else None


def _revision(written: Path) -> str:
    """Short commit; `+ local changes` if tracked files other than the
    results file itself differ from it."""
    head = _git("rev-parse", "--short", "HEAD")
    if head is None:
        return "unknown revision (not a git checkout)"
    status = _git("status", "--porcelain", "--untracked-files=no") or ""
    try:
        results = written.resolve().relative_to(ROOT).as_posix()
    except ValueError:  # written outside the checkout
        results = None
    changed = [line for line in status.splitlines() if line[3:].strip() != results]
    return head.strip() + (" + local changes" if changed else "")


def describe(written: Path) -> Environment:
    """The environment of this run; `written` is the results file."""
    return Environment(
        date=datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
        cpu=_cpu_model(),
        cores=_cores(),
        memory=_memory(),
        load=_load(),
        python=platform.python_version(),
        xdsl=importlib.metadata.version("xdsl"),
        mlir=_mlir_version(),
        revision=_revision(written),
    )
