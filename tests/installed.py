"""Whether this checkout is ready to test without installing anything.

`bash tests/run.sh` installs the package with its test extras on a fresh
machine, but reinstalling on every run costs time and network for nothing.
This script exits 0 when:

- `import merge_alloc` loads this checkout (an editable install of it, or
  `PYTHONPATH` pointing here),
- the `merge-alloc` distribution is installed (its `xdsl.universe` entry point
  is how `xdsl-opt` finds the pass), and
- every requirement of `[project] dependencies` and of the `test` extra in
  pyproject.toml is installed at a version the pin allows;

otherwise it prints what is missing and exits 1, and run.sh installs.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def missing() -> list[str]:
    """What stops the suite from running as installed (empty: nothing)."""
    try:
        from packaging.requirements import Requirement
    except ImportError as error:  # no `packaging` yet (a fresh venv)
        return [f"cannot check the pins: {error}"]
    problems: list[str] = []
    spec = importlib.util.find_spec("merge_alloc")
    origin = None if spec is None or spec.origin is None else Path(spec.origin)
    if origin is None or origin.resolve().parent != ROOT / "merge_alloc":
        problems.append(f"merge_alloc does not import from {ROOT}")
    try:
        importlib.metadata.distribution("merge-alloc")
    except importlib.metadata.PackageNotFoundError:
        problems.append("the merge-alloc distribution is not installed")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    for text in [*project["dependencies"], *project["optional-dependencies"]["test"]]:
        requirement = Requirement(text)
        try:
            version = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            problems.append(f"{requirement.name} is not installed")
            continue
        if not requirement.specifier.contains(version, prereleases=True):
            problems.append(f"{requirement.name} {version} does not satisfy {text}")
    return problems


def main() -> int:
    problems = missing()
    for problem in problems:
        print(f"needs install: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
