"""Every Python package of the source tree is built into the distribution,
for the Pythons its dependencies install on.

A package missing from the build configuration still imports from a checkout
(and in an editable install), so only an installed wheel would notice; this
test reads the configuration the way setuptools does and compares it with
the directories holding an `__init__.py`. Likewise a `requires-python` wider
than the pinned xDSL's shows only on a fresh machine with an older Python,
where `pip install -e .` fails with "No matching distribution found for
xdsl" instead of naming the Python version. And a console script naming a
function that is not there fails only when a user first runs it.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import sys
import tomllib
import warnings
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import Version
from setuptools.config.pyprojecttoml import read_configuration

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIRS = {"merge_alloc": "merge_alloc", "dialects": "merge_alloc.dialects"}
PACKAGE_DIRS["passes"] = "merge_alloc.passes"
"""Top-level source directory -> the package name it is installed as."""


def _source_packages() -> set[str]:
    """Dotted names of every directory with an `__init__.py` (no symlinks)."""
    names: set[str] = set()
    for directory, package in PACKAGE_DIRS.items():
        base = ROOT / directory
        for init in base.rglob("__init__.py"):
            relative = init.parent.relative_to(base)
            if any((base / p).is_symlink() for p in _prefixes(relative)):
                continue  # merge_alloc/dialects -> ../dialects, counted there
            names.add(".".join([package, *relative.parts]))
    return names


def _prefixes(relative: Path) -> list[Path]:
    return [Path(*relative.parts[: k + 1]) for k in range(len(relative.parts))]


def _configured() -> tuple[set[str], dict[str, str]]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # setuptools' "beta" notice
        config = read_configuration(ROOT / "pyproject.toml", expand=True)
    setuptools_config = config["tool"]["setuptools"]
    return set(setuptools_config["packages"]), dict(setuptools_config["package-dir"])


def test_every_package_is_built() -> None:
    packages, _ = _configured()
    source = _source_packages()
    assert "merge_alloc.verify.fuzz" in source  # the package that was once left out
    assert source <= packages, f"not built: {sorted(source - packages)}"
    assert packages <= source, f"built but absent: {sorted(packages - source)}"


def test_package_dirs_exist() -> None:
    _, package_dirs = _configured()
    for package, directory in package_dirs.items():
        assert (ROOT / directory / "__init__.py").is_file(), (package, directory)
        assert PACKAGE_DIRS.get(directory, package) == package


def _oldest_minor(specifier: SpecifierSet) -> Version | None:
    """The oldest Python 3 minor release `specifier` admits (None: none)."""
    return next(
        (Version(f"3.{minor}") for minor in range(40) if f"3.{minor}" in specifier),
        None,
    )


def test_requires_python_is_what_the_pinned_xdsl_requires() -> None:
    """No Python that `requires-python` admits is refused by the pinned xDSL
    (an installed xDSL is the pinned one: tests/installed.py)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    ours = SpecifierSet(project["requires-python"])
    pins = [Requirement(text) for text in project["dependencies"]]
    xdsl = next(pin for pin in pins if pin.name == "xdsl")
    metadata = importlib.metadata.metadata("xdsl")
    assert xdsl.specifier.contains(metadata["Version"])
    theirs = SpecifierSet(metadata["Requires-Python"] or "")
    oldest = _oldest_minor(ours)
    assert oldest is not None
    assert str(oldest) in theirs, (
        f"requires-python {ours} admits Python {oldest}, which xdsl "
        f"{metadata['Version']} refuses ({theirs})"
    )


def _scripts() -> dict[str, str]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return dict(tomllib.load(file)["project"]["scripts"])


@pytest.mark.parametrize("name", sorted(_scripts()))
def test_every_console_script_runs_its_command(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each console script names a function of this checkout that runs its
    command's `main` on `sys.argv` (a wheel would only fail on first use):
    `--help` prints the command's usage and exits 0."""
    module, _, attribute = _scripts()[name].partition(":")
    entry = getattr(importlib.import_module(module), attribute)
    monkeypatch.setattr(sys, "argv", [name, "--help"])
    with pytest.raises(SystemExit) as exit_:
        entry()
    assert exit_.value.code in (0, None)
    assert "usage:" in capsys.readouterr().out
