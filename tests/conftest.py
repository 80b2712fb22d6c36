"""Shared fixtures (parsing IR with every dialect merge-alloc knows) and the
CI gate: under `CI=true` the session refuses to start without MLIR 22.

Why a gate here and not only in the tests that run the tools: a test module
that forgets `REQUIRES_TOOLS`, or a skip added later, must not be able to turn
CI green on a machine without the execution oracle.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable

import pytest
from xdsl.dialects import builtin

from merge_alloc import mlir_tools
from merge_alloc.verify import oracle
from tests import ir

IN_CI = bool(os.environ.get("CI"))
REQUIRED_MLIR_MAJOR = mlir_tools.REQUIRED_MAJOR


def toolchain_problem() -> str | None:
    """Why the oracle's MLIR tools cannot serve (one line naming what was
    looked for), None when they can. The lookup is `merge_alloc.mlir_tools`'s
    and checks the LLVM version."""
    try:
        oracle.require_toolchain()
    except oracle.ToolchainNotFound as error:
        return str(error)
    return None


GC_THRESHOLDS = (50_000, 20, 20)
"""Python's cyclic collector runs every 50,000 net allocations instead of
700: the suite parses, clones and prints large IR graphs, and each collection
walks every object still alive. Nothing a test checks depends on when a
cycle is collected."""


def pytest_configure(config: pytest.Config) -> None:
    """Under CI, no MLIR 22 is an error before any test runs."""
    del config
    gc.set_threshold(*GC_THRESHOLDS)
    if not IN_CI:
        return
    problem = toolchain_problem()
    if problem is not None:
        raise pytest.UsageError(f"CI=true needs MLIR {REQUIRED_MLIR_MAJOR}: {problem}")


@pytest.fixture
def parse() -> Callable[[str], builtin.ModuleOp]:
    """`tests.ir.parse` as a fixture, for the tests that take it so."""
    return ir.parse


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked `slow` run first, each group in its usual order.

    Why: xdist hands tests to its two workers in collection order, and the
    suite ends when the last worker does. A long test collected late (a
    benchmark section, a fuzz campaign) left one worker busy for a minute
    while the other had nothing left; with the long tests first, the short
    ones fill the gaps at the end. Order changes nothing else: every test
    already runs on whichever worker is free."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported (xDSL, the dialects, the test modules) stays
    alive for the whole session: frozen, later collections skip it."""
    del session
    gc.collect()
    gc.freeze()
