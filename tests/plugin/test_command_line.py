"""How the plugin adopts an `xdsl-opt` run that names merge-alloc, and only
such a run (`merge_alloc.passes.command_line`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.xdsl_opt_main import xDSLOptMain

from merge_alloc.diagnostics import MergeAllocError

HERE = Path(__file__).parent
RUNNER = HERE / "xdsl_opt_runner.py"

DYNAMIC = """\
func.func @f(%n: index) {
  %fixed = memref.alloc() : memref<4xf32>
  %alloc_7 = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %alloc_7 : memref<?xf32>
  memref.dealloc %fixed : memref<4xf32>
  return
}
"""


@pytest.fixture
def dynamic(tmp_path: Path) -> Path:
    path = tmp_path / "dynamic.mlir"
    path.write_text(DYNAMIC)
    return path


def _overridden(tool: xDSLOptMain) -> set[str]:
    return {
        name for name in ("run", "parse_chunk", "setup_pipeline") if name in vars(tool)
    }


def test_a_pipeline_without_merge_alloc_is_left_alone(dynamic: Path) -> None:
    tool = xDSLOptMain(args=["-p", "cse", str(dynamic)])
    assert _overridden(tool) == set()


def test_inside_a_program_errors_stay_exceptions_with_positions(dynamic: Path) -> None:
    # Given its arguments (not the command line), the tool is part of a Python
    # program: it keeps raising, but parses with positions.
    tool = xDSLOptMain(args=["-p", "merge-alloc{strict}", str(dynamic)])
    assert _overridden(tool) == {"run", "parse_chunk"}
    with pytest.raises(MergeAllocError) as caught:
        tool.run()
    assert str(caught.value) == (
        f"{dynamic}:3:3: error: 'memref.alloc' op %alloc_7 cannot be merged: "
        "it has a dynamic shape "
        "and no upper bound for its size #0 (%n): %n is an argument of "
        "'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>})"
    )


def test_warnings_go_to_stderr_while_the_tool_runs(
    dynamic: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    xDSLOptMain(args=["-p", "merge-alloc", str(dynamic)]).run()
    captured = capsys.readouterr()
    assert captured.err == (
        f"{dynamic}:3:3: warning: 'memref.alloc' op %alloc_7 left as it is: "
        "it has a dynamic shape "
        "and no upper bound for its size #0 (%n): %n is an argument of "
        "'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>})\n"
    )
    # The IR printed is xDSL's, which renames `%alloc_7` to `%alloc`.
    assert "%alloc = memref.alloc(%n) : memref<?xf32>" in captured.out


def _command_line(*argv: str) -> dict[str, object]:
    completed = subprocess.run(
        [sys.executable, str(RUNNER), "--with-plugin"],
        input=json.dumps([list(argv)]),
        capture_output=True,
        text=True,
        env=os.environ.copy(),
        timeout=300,
        check=True,
    )
    (result,) = json.loads(completed.stdout)
    return result


def test_input_that_is_not_text(tmp_path: Path) -> None:
    binary = tmp_path / "binary.mlir"
    binary.write_bytes(b"\xff\xfe\x00func")
    result = _command_line("-p", "merge-alloc", str(binary))
    assert result == {
        "status": 1,
        "stdout": "",
        "stderr": f"{binary}:1:1: error: invalid UTF-8 byte 0xFF (invalid start "
        "byte)\n",
    }


def test_output_file_that_cannot_be_written(dynamic: Path, tmp_path: Path) -> None:
    output = tmp_path / "missing-directory" / "out.mlir"
    result = _command_line(
        "-p", "merge-alloc{analysis-only}", str(dynamic), "-o", str(output)
    )
    assert result["status"] == 1
    assert str(result["stderr"]).endswith(
        f"xdsl-opt: error: cannot write output file '{output}': No such file or "
        "directory\n"
    )


def test_another_xdsl_version_is_refused_before_adopting(
    dynamic: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from merge_alloc.dialects import xdsl_patch

    monkeypatch.setattr(xdsl_patch, "installed_xdsl_version", lambda: "0.75.0")
    with pytest.raises(xdsl_patch.UnsupportedXdslVersion, match=r"needs xDSL 0\.74\.0"):
        xDSLOptMain(args=["-p", "merge-alloc", str(dynamic)])
    # A run that does not name merge-alloc is stock xDSL, whatever the version.
    assert _overridden(xDSLOptMain(args=["-p", "cse", str(dynamic)])) == set()


def test_the_xdsl_version_read_is_the_installed_metadata_version() -> None:
    """The version read from the name of xDSL's dist-info folder (the start-up
    shortcut) is the one `importlib.metadata` reads from its metadata."""
    from importlib.metadata import version

    from merge_alloc.dialects import xdsl_patch

    xdsl_patch.installed_xdsl_version.cache_clear()
    assert xdsl_patch.installed_xdsl_version() == version("xdsl")


def test_python_m_merge_alloc_passes_is_named_merge_alloc_opt() -> None:
    """README: `merge-alloc-opt` is also `python -m merge_alloc.passes`; its
    usage names the tool, not `__main__.py`."""
    completed = subprocess.run(
        [sys.executable, "-m", "merge_alloc.passes", "--help"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith("usage: merge-alloc-opt ")


@pytest.mark.parametrize(
    "argv",
    [["xdsl-opt", "-p", "merge-alloc{help}"], ["merge-alloc-opt", "--help"]],
    ids=["pipeline", "merge-alloc-opt"],
)
def test_the_pass_options_are_listed(argv: list[str]) -> None:
    """`merge-alloc{help}` (no input read) and `merge-alloc-opt --help` list
    every option of the pass with its default, exit status 0."""
    from merge_alloc.passes import MergeAllocPass

    completed = subprocess.run(
        argv, capture_output=True, text=True, timeout=300, check=False
    )
    assert completed.returncode == 0, completed.stderr
    assert MergeAllocPass.option_help() in completed.stdout
    assert "  alignment (default: 64)\n" in completed.stdout
