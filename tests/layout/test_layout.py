"""The layout stays as docs/architecture.md draws it.

`lint-imports` (run by tests/run.sh) checks the layer contract; these pin the
facts `benchmarks/layout.py` reports and the contract's own configuration, so
a checkout without import-linter still fails on an import cycle.
"""

from __future__ import annotations

import warnings
from pathlib import Path

from setuptools.config.pyprojecttoml import read_configuration

from benchmarks.layout import Layout, measure

ROOT = Path(__file__).resolve().parent.parent.parent


def test_no_module_is_on_an_import_cycle() -> None:
    assert measure(ROOT).in_cycles == []


def test_a_planted_cycle_is_found() -> None:
    lines = {"a": 1, "b": 1, "c": 1, "d": 1}
    edges = {("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")}
    assert Layout(lines, edges, []).in_cycles == ["a", "b", "c"]


def test_wings_hold_the_stages() -> None:
    layout = measure(ROOT)
    for wing in ("analysis", "planning", "rewrite", "deploy", "report", "verify"):
        assert any(name.startswith(f"merge_alloc.{wing}.") for name in layout.lines)
    assert "merge_alloc.driver" in layout.top_level
    assert "merge_alloc.analysis.ticks" in layout.lines


def test_planning_imports_nothing_of_the_ir() -> None:
    layout = measure(ROOT)
    ir = ("merge_alloc.analysis", "merge_alloc.dialects", "merge_alloc.diagnostics")
    bad = [
        (source, target)
        for source, target in layout.edges
        if source.startswith("merge_alloc.planning") and target.startswith(ir)
    ]
    assert bad == []


def test_the_contract_is_configured_and_pinned() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # setuptools' "beta" notice
        pyproject = read_configuration(ROOT / "pyproject.toml", expand=False)
    contracts = pyproject["tool"]["importlinter"]["contracts"]
    assert {contract["type"] for contract in contracts} == {
        "layers",
        "forbidden",
        "acyclic_siblings",
    }
    test_extra = pyproject["project"]["optional-dependencies"]["test"]
    assert any(req.startswith("import-linter==") for req in test_extra)
    assert "lint-imports" in (ROOT / "tests" / "run.sh").read_text()
