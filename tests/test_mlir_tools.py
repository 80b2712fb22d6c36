"""`merge_alloc.mlir_tools`: MLIR 22 found under every name users have it,
anything else refused with one line saying what was looked for.

The tools are fake shell scripts printing an LLVM version, so these tests
need no MLIR and pin the lookup order exactly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from merge_alloc import mlir_tools


def fake_tool(directory: Path, name: str, major: int) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    tool = directory / name
    tool.write_text(f"#!/bin/sh\necho 'LLVM version {major}.1.0'\n")
    tool.chmod(0o755)
    return tool


@pytest.fixture
def bare(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """An environment without any MLIR: empty PATH directory, no variables,
    Debian's directory hidden behind an empty `MLIR_BIN_DIR`."""
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.setenv("MLIR_BIN_DIR", str(empty))
    for variable in ("MLIR_OPT", "MLIR_RUNNER", "MLIR_LIB_DIR"):
        monkeypatch.delenv(variable, raising=False)
    return tmp_path


def test_nothing_found_is_one_line_naming_places_and_install(bare: Path) -> None:
    with pytest.raises(mlir_tools.ToolNotFound) as raised:
        mlir_tools.require_tool("mlir-opt")
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith("mlir-opt of MLIR 22 not found: looked for ")
    for place in ("$MLIR_BIN_DIR/mlir-opt", "mlir-opt-22 on PATH", "mlir-opt on PATH"):
        assert place in message
    assert "`apt-get install mlir-22-tools`" in message
    assert "MLIR_OPT=/path/to/mlir-opt" in message
    assert mlir_tools.find_tool("mlir-opt") is None


def test_versioned_name_on_path(bare: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tool = fake_tool(bare / "bin", "mlir-opt-22", 22)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    assert mlir_tools.find_tool("mlir-opt") == tool


def test_plain_name_on_path(bare: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tool = fake_tool(bare / "bin", "mlir-opt", 22)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    assert mlir_tools.find_tool("mlir-opt") == tool


def test_bin_dir_before_path(bare: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_tool(bare / "bin", "mlir-opt-22", 22)
    chosen = fake_tool(bare / "llvm" / "bin", "mlir-opt", 22)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    monkeypatch.setenv("MLIR_BIN_DIR", str(bare / "llvm" / "bin"))
    assert mlir_tools.find_tool("mlir-opt") == chosen


def test_other_major_version_is_refused_with_reason(
    bare: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = fake_tool(bare / "bin", "mlir-opt", 18)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    lookup = mlir_tools.lookup_tool("mlir-opt")
    assert lookup.path is None
    assert f"{old} reports LLVM 18" in lookup.message()


def test_environment_variable_wins(bare: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_tool(bare / "bin", "mlir-opt-22", 22)
    chosen = fake_tool(bare / "mine", "my-opt", 22)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    monkeypatch.setenv("MLIR_OPT", str(chosen))
    assert mlir_tools.find_tool("mlir-opt") == chosen
    monkeypatch.setenv("MLIR_RUNNER", str(fake_tool(bare / "mine", "run", 22)))
    assert mlir_tools.find_tool("mlir-runner") == bare / "mine" / "run"


def test_explicit_choice_has_no_fallback(
    bare: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wrong `MLIR_OPT` or flag is an error, not silently replaced by
    another mlir-opt."""
    fake_tool(bare / "bin", "mlir-opt-22", 22)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    monkeypatch.setenv("MLIR_OPT", str(bare / "missing"))
    with pytest.raises(mlir_tools.ToolNotFound, match=r"looked for MLIR_OPT="):
        mlir_tools.require_tool("mlir-opt")
    flag = fake_tool(bare / "flag", "opt", 22)
    assert mlir_tools.find_tool("mlir-opt", explicit=str(flag)) == flag
    with pytest.raises(mlir_tools.ToolNotFound, match=r"looked for /nowhere/opt;"):
        mlir_tools.require_tool("mlir-opt", explicit="/nowhere/opt")


def test_explicit_name_is_looked_up_on_path(
    bare: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = fake_tool(bare / "bin", "mlir-opt-22", 22)
    monkeypatch.setenv("PATH", str(bare / "bin"))
    assert mlir_tools.find_tool("mlir-opt", explicit="mlir-opt-22") == tool


def test_runner_libraries_next_to_the_tool(bare: Path) -> None:
    tool = fake_tool(bare / "llvm" / "bin", "mlir-opt", 22)
    lib = bare / "llvm" / "lib"
    lib.mkdir()
    for name in mlir_tools.RUNNER_LIBS:
        (lib / f"{name}.22.1").write_text("")
    libraries = mlir_tools.runner_libraries(tool)
    assert libraries == tuple(lib / f"{n}.22.1" for n in mlir_tools.RUNNER_LIBS)
