"""What the package is made of: modules, sizes, import edges, cycles.

    python benchmarks/layout.py [--root CHECKOUT] [--markdown]

Reads the Python files of `merge_alloc/` and of `dialects/` and `passes/`
(installed as `merge_alloc.dialects` and `merge_alloc.passes`) with `ast`, so
it measures any checkout, an old commit's included (`git archive COMMIT | tar
-x -C DIR`), without importing it. An *import edge* is one module importing
another module of the package (`from merge_alloc.x import y` counts the edge
to `merge_alloc.x`, or to `merge_alloc.x.y` when that is a module; imports
under `TYPE_CHECKING` and inside functions count too). A module is *in a
cycle* when it can reach itself along import edges.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PACKAGE_DIRS = {"merge_alloc": "merge_alloc", "merge_alloc.dialects": "dialects"}
PACKAGE_DIRS["merge_alloc.passes"] = "passes"


@dataclass(frozen=True)
class Layout:
    """The measured facts of one checkout."""

    lines: dict[str, int]
    """Lines per module, by dotted name."""
    edges: set[tuple[str, str]]
    """(importer, imported) between the package's modules."""
    top_level: list[str]
    """Modules directly in `merge_alloc/` (packages excluded)."""

    @property
    def in_cycles(self) -> list[str]:
        """Modules on an import cycle (strongly connected, more than one)."""
        return sorted(
            name
            for component in _components(self.lines, self.edges)
            if len(component) > 1
            for name in component
        )


def module_files(root: Path) -> dict[str, Path]:
    """Every module of the package in the checkout at `root`, by dotted name."""
    found: dict[str, Path] = {}
    for package, directory in PACKAGE_DIRS.items():
        base = root / directory
        for path in sorted(base.rglob("*.py")):
            relative = path.relative_to(base).with_suffix("")
            parts = [part for part in relative.parts if part != "__init__"]
            symlinked = parts and parts[0] in ("dialects", "passes")
            if package == "merge_alloc" and symlinked:
                continue  # the symlinks to the top-level folders
            found[".".join([package, *parts])] = path
    return found


def measure(root: Path) -> Layout:
    files = module_files(root)
    lines = {name: len(path.read_text().splitlines()) for name, path in files.items()}
    edges: set[tuple[str, str]] = set()
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text())):
            for target in _targets(node, package):
                if target in files and target != name:
                    edges.add((name, target))
    top_level = [
        name
        for name, path in files.items()
        if name.count(".") == 1
        and path.name != "__init__.py"
        and path.parent == root / "merge_alloc"
    ]
    return Layout(lines, edges, sorted(top_level))


def _targets(node: ast.AST, package: str) -> list[str]:
    """The modules an import statement may name (its module, and each name
    imported from it, in case that is a submodule)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        parts = package.split(".")
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, base] if base else parts)
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def _components(nodes: dict[str, int], edges: set[tuple[str, str]]) -> list[list[str]]:
    """Strongly connected components (Tarjan, iterative)."""
    successors: dict[str, list[str]] = {name: [] for name in nodes}
    for source, target in sorted(edges):
        successors[source].append(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for start in nodes:
        if start in index:
            continue
        work = [(start, 0)]
        while work:
            node, child = work.pop()
            if child == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            if child < len(successors[node]):
                work.append((node, child + 1))
                nxt = successors[node][child]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return components


def report(layout: Layout, markdown: bool) -> str:
    largest = sorted(layout.lines.items(), key=lambda item: -item[1])[:5]
    over = [name for name, count in largest if count > 600]
    rows = [
        ("modules", f"{len(layout.lines)}"),
        ("modules directly in merge_alloc/", f"{len(layout.top_level)}"),
        ("lines", f"{sum(layout.lines.values()):,}"),
        ("largest modules", ", ".join(f"{name} ({count})" for name, count in largest)),
        ("modules over 600 lines", ", ".join(over) or "none"),
        ("import edges between modules", f"{len(layout.edges)}"),
        ("modules on an import cycle", ", ".join(layout.in_cycles) or "none"),
    ]
    if markdown:
        return "\n".join(
            ["| | |", "|---|---|", *(f"| {key} | {value} |" for key, value in rows)]
        )
    return "\n".join(f"{key}: {value}" for key, value in rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/layout.py")
    parser.add_argument("--root", type=Path, default=ROOT, help="a checkout")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    print(report(measure(args.root), args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
