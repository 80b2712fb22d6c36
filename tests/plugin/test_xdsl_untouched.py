"""Importing merge-alloc, loading its `xdsl.universe` entry point and running a
stock `xdsl-opt` pipeline change no xDSL class, float type or dialect table;
only merge-alloc's own APIs install its parser fixes, and exactly those
(`merge_alloc.dialects.xdsl_patch`).

Each check runs in a fresh interpreter: the test process itself has used
merge-alloc's APIs long before.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

INPUT = Path(__file__).parent / "Inputs" / "arith_scf.mlir"

SNAPSHOT = """
import json, sys
from importlib import import_module

def owners():
    from xdsl.context import Context
    from xdsl.dialects.builtin import (
        BFloat16Type, DenseIntOrFPElementsAttr, Float16Type, Float32Type,
        Float64Type, FloatAttr,
    )
    from xdsl.parser import AttrParser, Parser
    from xdsl.parser.affine_parser import AffineParser
    from xdsl.parser.base_parser import BaseParser
    from xdsl.printer import Printer
    from xdsl.tools.command_line_tool import CommandLineTool
    from xdsl.xdsl_opt_main import xDSLOptMain
    return [
        AttrParser, AttrParser._TensorLiteralElement, Parser, BaseParser,
        AffineParser, Printer, Float16Type, Float32Type, Float64Type,
        BFloat16Type, FloatAttr, DenseIntOrFPElementsAttr, Context,
        CommandLineTool, xDSLOptMain,
    ]

def snapshot():
    from xdsl.dialects import get_all_dialects
    from xdsl.universe import XDSL_UNIVERSE
    state = {}
    for owner in owners():
        for name, value in vars(owner).items():
            state[f"{owner.__qualname__}.{name}"] = id(value)
    for name, factory in XDSL_UNIVERSE.all_dialects.items():
        state[f"XDSL_UNIVERSE.all_dialects[{name}]"] = id(factory)
    for name, factory in XDSL_UNIVERSE.all_passes.items():
        state[f"XDSL_UNIVERSE.all_passes[{name}]"] = id(factory)
    for name, factory in get_all_dialects().items():
        state[f"get_all_dialects()[{name}]"] = factory.__qualname__
    for name in ("scf", "memref", "arith", "linalg", "tensor", "gpu", "affine",
                 "vector"):
        dialect = XDSL_UNIVERSE.all_dialects[name]()
        state[f"{name} ops"] = sorted(
            f"{op.name}={op.__module__}.{op.__qualname__}"
            for op in dialect.operations
        )
    return state

before = snapshot()
exec(sys.argv[1])
after = snapshot()
changed = sorted(k for k in before.keys() | after.keys()
                 if before.get(k) != after.get(k))
print(json.dumps(changed))
"""


def _changed_by(code: str) -> list[str]:
    completed = subprocess.run(
        [sys.executable, "-c", SNAPSHOT, code],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


def test_importing_merge_alloc_changes_nothing_in_xdsl() -> None:
    assert (
        _changed_by(
            "import merge_alloc, merge_alloc.passes, merge_alloc.dialects\n"
            "import merge_alloc.passes.universe, merge_alloc.passes.command_line\n"
            "from merge_alloc.passes import MergeAllocPass\n"
            "from xdsl.universe import Universe\n"
            "Universe.get_multiverse()"
        )
        == []
    )


def test_a_stock_xdsl_opt_run_changes_nothing_in_xdsl() -> None:
    code = (
        "from xdsl.xdsl_opt_main import xDSLOptMain\n"
        "import contextlib, io\n"
        f"tool = xDSLOptMain(args=['-p', 'cse', {str(INPUT)!r}])\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    tool.run()\n"
        "import merge_alloc.passes.universe\n"
        "assert 'merge_alloc.dialects' not in sys.modules"
    )
    assert _changed_by(code) == []


def test_merge_alloc_apis_install_exactly_the_patch_modules_replacements() -> None:
    """The snapshot sees a change (so the tests above can fail): using
    merge-alloc replaces the functions `xdsl_patch` lists, nothing else."""
    code = (
        "from xdsl.context import Context\n"
        "from merge_alloc.dialects import register_dialects, xdsl_patch\n"
        "register_dialects(Context())\n"
        "print(json.dumps(sorted(f'{o.__qualname__}.{n}' "
        "for o, n in xdsl_patch.replaced())))"
    )
    completed = subprocess.run(
        [sys.executable, "-c", SNAPSHOT, code],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    replaced_line, changed_line = completed.stdout.splitlines()
    replaced = json.loads(replaced_line)
    assert len(replaced) == 23  # 4 storage functions x 3 float types, 11 more
    assert json.loads(changed_line) == replaced
