"""Recursion through `func.call_indirect`, executed under every deployment
option: a function re-entered through an indirect call must not get a
static arena (`arena=global`), since nested activations would share it
(docs/deployment.md, `arena=global`). Merged output == unmerged output,
and the plan checker accepts the plan."""

from __future__ import annotations

import os
from functools import cache
from typing import Any

import pytest
from deploy_programs import INDIRECT_RECURSION
from deploy_support import deploy, with_driver

from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text

IN_CI = bool(os.environ.get("CI"))
pytestmark = [
    pytest.mark.skipif(
        not IN_CI and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    pytest.mark.slow,  # executes programs (mlir-runner)
]


@cache
def _expected() -> str:
    return oracle.run(INDIRECT_RECURSION)


@pytest.mark.parametrize(
    "options",
    [
        {"arena": "global"},
        {"arena": "global", "outputs_in_workspace": True},
        {"arena": "global", "pools": "sram:64k,dram"},
        {"arena": "global", "call_tree": True},
    ],
    ids=["global", "global-outputs", "global-pools", "global-call-tree"],
)
def test_global_arena_with_recursion_through_an_indirect_call(
    options: dict[str, Any],
) -> None:
    deployed = deploy(INDIRECT_RECURSION, **options)
    report = check_text(deployed.text, INDIRECT_RECURSION)
    assert report.ok, "\n".join(str(v) for v in report.violations)
    assert "12\n13\n14\n15\n154" in _expected()
    assert oracle.run(deployed.text) == _expected()
    # @g keeps a run-time arena, as a directly recursive function does.
    assert deployed.report.deployment is not None
    notes = deployed.report.deployment.notes
    assert "@g keeps a run-time arena: it is recursive" in notes


@pytest.mark.parametrize("call_tree", [False, True], ids=["separate", "tree"])
def test_argument_arena_with_recursion_through_an_indirect_call(
    call_tree: bool,
) -> None:
    deployed = deploy(INDIRECT_RECURSION, arena="argument", call_tree=call_tree)
    report = check_text(deployed.text, INDIRECT_RECURSION)
    assert report.ok, "\n".join(str(v) for v in report.violations)
    assert oracle.run(with_driver(deployed)) == _expected() * 2
