"""Deployment runs from Python: all-or-nothing, defaults unchanged, reports."""

from __future__ import annotations

from pathlib import Path

import pytest
from deploy_support import deploy, parse

from merge_alloc.diagnostics import MergeAllocError, MergeAllocOptionError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes import MergeAllocPass

FILECHECK = Path(__file__).parent.parent / "filecheck" / "deploy"
CALL_TREE = (FILECHECK / "call_tree.mlir").read_text()


def test_an_error_leaves_the_module_as_it_was() -> None:
    """Callees are rewritten before their callers are planned; a failure in
    a caller (here the pool overflows in @main) must still undo them."""
    module = parse(CALL_TREE)
    before = str(module)
    options = MergeAllocPass(
        arena="global", call_tree=True, pools="sram:9000"
    ).options()
    with pytest.raises(MergeAllocError) as error:
        merge_alloc(module, options)
    assert "in @main does not fit in pool 'sram'" in str(error.value)
    assert str(module) == before


def test_defaults_are_not_a_deployment() -> None:
    plain = parse(CALL_TREE)
    report = merge_alloc(plain, MergeAllocPass().options())
    assert report.deployment is None
    assert "merge_alloc" not in str(plain)


@pytest.mark.parametrize(
    ("options", "option"),
    [
        ({"arena": "global", "call_tree": True}, "arena"),
        ({"call_tree": True}, "call-tree"),
        ({"shared_arena": True}, "shared-arena"),
        ({"pools": "sram:1k"}, "pools"),
        ({"arena": "argument", "inputs_in_workspace": True}, "arena"),
        ({"pack_constants": True}, "pack-constants"),
    ],
)
def test_analysis_only_rejects_deployment_options(
    options: dict[str, object], option: str
) -> None:
    """analysis-only stops before planning: a deployment option beside it
    would be ignored silently, so the pair is an option error."""
    with pytest.raises(
        MergeAllocOptionError, match="no effect with analysis-only"
    ) as error:
        MergeAllocPass(analysis_only=True, **options)  # pyright: ignore[reportArgumentType]
    assert error.value.option == option
    with pytest.raises(MergeAllocOptionError):
        MergeAllocOptions(analysis_only=True, **options)  # pyright: ignore[reportArgumentType]


@pytest.mark.parametrize(
    ("options", "option"),
    [
        ({"arena": "stack"}, "arena"),
        ({"shared_arena": True}, "shared-arena"),
        ({"outputs_in_workspace": True}, "outputs-in-workspace"),
        ({"constants_alignment": 0}, "constants-alignment"),
        ({"pools": "a:1:3"}, "pools"),
    ],
)
def test_option_errors(options: dict[str, object], option: str) -> None:
    with pytest.raises(MergeAllocOptionError) as error:
        MergeAllocPass(**options)  # pyright: ignore[reportArgumentType]
    assert error.value.option == option


def test_function_root_needs_a_module() -> None:
    module = parse(CALL_TREE)
    function = next(iter(module.ops))
    with pytest.raises(MergeAllocError, match="need a whole module"):
        merge_alloc(function, MergeAllocOptions(arena="global"))


def test_report_lists_notes_and_entry_points() -> None:
    source = (FILECHECK / "activations.mlir").read_text()
    deployed = deploy(source, arena="global")
    report = deployed.report.deployment
    assert report is not None
    assert len(report.notes) == 3
    assert report.entry_workspaces() == {
        "entry": {"workspace": 64},
        "indirect": {"workspace": 64},
    }
    kinds = {(a.function, a.kind) for a in report.arenas}
    assert ("entry", "global") in kinds and ("recursive", "alloc") in kinds
