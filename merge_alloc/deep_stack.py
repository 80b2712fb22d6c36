"""Run a whole tool invocation on a stack deep enough for deeply nested IR.

MLIR nests regions without limit (mlir-opt reads 1,000 nested `scf.if`), and
merge-alloc's own walks over the IR keep explicit stacks instead of recursing
per nesting level (`merge_alloc.analysis.ticks.TickCollector._visit`,
`merge_alloc.analysis.behaviour_queries.EffectOracle.is_free`). xDSL's parser, printer,
verifier, `Operation.walk` and `clone` do recurse, several Python frames per
nesting level (about eight for the parser), so Python's default limit of
1,000 frames ends 120 nested `scf.if` in a `RecursionError`.

The command-line entry points (`xdsl-opt` runs that name merge-alloc, and
`python -m merge_alloc.verify.check`) therefore run their work in a thread
with a large stack and a recursion limit of `RECURSION_LIMIT` frames: about
10,000 levels of nesting. The stack is reserved address space; only the pages a
deep input touches are used. `tests/plugin/test_deep_nesting.py` runs 1,000
levels through parse, pass, checker and print.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

RECURSION_LIMIT = 100_000
"""Python frames allowed while the work runs."""

STACK_BYTES = 1 << 30
"""The worker thread's stack: room for `RECURSION_LIMIT` frames of xDSL's
recursions, each of which also uses C stack (generators, `super()` calls)."""

Result = TypeVar("Result")


def run_with_deep_stack(work: Callable[[], Result]) -> Result:
    """`work()`, run in a thread with a deep stack (see the module doc); its
    exception, `SystemExit` included, is raised again in the caller."""
    outcome: list[Result] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            outcome.append(work())
        except BaseException as error:  # handed to the caller's thread as is
            failure.append(error)

    # A daemon thread: Ctrl-C in the caller ends the process, as before.
    worker = threading.Thread(target=target, name="merge-alloc", daemon=True)
    previous_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(previous_limit, RECURSION_LIMIT))
    try:
        # The stack size applies to threads started while it is set.
        previous_stack = threading.stack_size(STACK_BYTES)
        try:
            worker.start()
        finally:
            threading.stack_size(previous_stack)
        worker.join()
    finally:
        sys.setrecursionlimit(previous_limit)
    if failure:
        raise failure[0]
    return outcome[0]
