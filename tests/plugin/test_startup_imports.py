"""What an `xdsl-opt` run imports of merge-alloc (issue 17: the plugin adds
little to an `xdsl-opt` start).

Structural, not timed: each run is a fresh interpreter that calls
`xdsl-opt`'s `main` and then lists the modules it imported. A plain
`-p merge-alloc` run must not import what only other runs need (deployment,
reports, the checker and other verification tools, the compiler driver,
benchmarks, OR-Tools, plotting); a run that does not name merge-alloc imports
nothing of it but its entry point. `benchmarks/startup.py` measures the time.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = """\
func.func @f(%n: index) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  func.return
}
"""

RUN = """
import json, sys
from contextlib import redirect_stdout
from io import StringIO
sys.argv = ["xdsl-opt", *sys.argv[1:]]
from xdsl.tools.xdsl_opt import main
output = StringIO()
with redirect_stdout(output):
    try:
        main()
    except SystemExit as exit:
        if exit.code:
            raise
print(json.dumps({"output": output.getvalue(), "modules": sorted(sys.modules)}))
"""

NOT_FOR_A_PLAIN_RUN = (
    "merge_alloc.deploy",
    "merge_alloc.report",
    "merge_alloc.verify",
    "merge_alloc.compile",
    "merge_alloc.bench",
    "ortools",
    "matplotlib",
    "tqdm",
)
"""Module prefixes a plain `-p merge-alloc` run has no use for."""

NOT_FOR_A_SMALL_FUNCTION = (
    "numpy",
    "xdsl.dialects.scf",
    "xdsl.dialects.tensor",
    "xdsl.dialects.affine",
    "xdsl.dialects.cf",
    "xdsl.dialects.gpu",
    "xdsl.dialects.linalg",
    "xdsl.dialects.math",
    "merge_alloc.dialects.scf",
    "merge_alloc.dialects.linalg",
    "merge_alloc.planning.canonical",
    "fractions",
    "email.parser",
)
"""What the small function (two 16-float allocs live together, no float
constant) does not need: numpy is for scopes that need the batched search
(its first bottom-up plan meets the lower bound), and xDSL's dialects the
program does not use, nor merge-alloc's extensions of them, need not load
(the op registry learns a dialect's ops once its module is imported)."""


def _run(tmp_path: Path, *argv: str) -> tuple[str, list[str]]:
    source = tmp_path / "small.mlir"
    source.write_text(PROGRAM)
    completed = subprocess.run(
        [sys.executable, "-c", RUN, *argv, str(source)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
        cwd=tmp_path,
    )
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout.splitlines()[-1])
    return result["output"], result["modules"]


def _under(modules: list[str], prefixes: tuple[str, ...]) -> list[str]:
    return [
        m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes)
    ]


@pytest.mark.parametrize(
    "pipeline",
    ["merge-alloc", "merge-alloc{planner=size-first}", "merge-alloc{analysis-only}"],
)
def test_a_plain_run_imports_only_what_it_needs(tmp_path: Path, pipeline: str) -> None:
    output, modules = _run(tmp_path, "-p", pipeline)
    assert "merge_alloc.driver" in modules  # the pass did run
    assert ("memref.view" in output) != ("analysis-only" in pipeline)
    assert _under(modules, NOT_FOR_A_PLAIN_RUN) == []
    assert _under(modules, NOT_FOR_A_SMALL_FUNCTION) == []


def test_a_run_that_writes_a_report_imports_the_report(tmp_path: Path) -> None:
    output, modules = _run(tmp_path, "-p", 'merge-alloc{report="plan.json"}')
    assert "memref.view" in output
    assert "merge_alloc.report.plan_report" in modules
    assert json.loads((tmp_path / "plan.json").read_text())
    assert _under(modules, ("merge_alloc.deploy", "ortools")) == []


def test_a_run_without_merge_alloc_imports_only_its_entry_point(
    tmp_path: Path,
) -> None:
    """The entry point and the code that reads the pipeline ahead (to adopt
    a run that names merge-alloc) -- no analysis, dialect or planner."""
    _, modules = _run(tmp_path, "-p", "cse")
    ours = {m for m in modules if m.split(".")[0] == "merge_alloc"}
    assert ours <= {
        "merge_alloc",
        "merge_alloc.passes",
        "merge_alloc.passes.universe",
        "merge_alloc.passes.command_line",
    }
    assert "numpy" not in modules
