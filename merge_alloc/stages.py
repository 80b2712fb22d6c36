"""The three replaceable stages of the pass, selectable by name.

A pass option can only hold what a command line can spell, so a user's stage
is registered under a name and then named, in Python or on the command line::

    register_mutator("logged", my_mutator)
    MergeAllocPass(mutator="logged")          # or -p 'merge-alloc{mutator=logged}'

Tracers and mutators live here; planners in `merge_alloc.planning` (re-exported
so all three registrations read the same). The protocols are in
`merge_alloc.options`.
"""

from __future__ import annotations

from typing import TypeVar

from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.options import MergeMutator, TraceCollector
from merge_alloc.planning import (
    DEFAULT_PLANNER,
    PLANNERS,
    get_planner,
    register_planner,
)
from merge_alloc.rewrite.merged_buffer import rewrite_scope

TRACERS: dict[str, TraceCollector] = {"ticks": collect_ticks}
"""Every trace collector the pass option `tracer=` can name."""

MUTATORS: dict[str, MergeMutator] = {"views": rewrite_scope}
"""Every IR rewrite the pass option `mutator=` can name."""

Stage = TypeVar("Stage")

DEFAULT_TRACER = "ticks"
"""The tick-based lifetime collector (`merge_alloc.analysis.ticks`)."""

DEFAULT_MUTATOR = "views"
"""One merged `i8` buffer per scope, each alloc a `memref.view` of it
(`merge_alloc.rewrite.merged_buffer`)."""


def check_stage_name(name: str) -> None:
    """A stage name must survive a round trip through a pass pipeline string,
    where it is printed between double quotes."""
    if not name or any(c in name for c in '"\\\n\r\t\f\v'):
        raise ValueError(
            f"stage name {name!r} cannot be written in a pass pipeline: use a "
            "non-empty name without quotes, backslashes or control characters"
        )


def register_tracer(name: str, tracer: TraceCollector) -> None:
    """Make `tracer` selectable as `tracer=name` (replacing any of that name)."""
    check_stage_name(name)
    TRACERS[name] = tracer


def register_mutator(name: str, mutator: MergeMutator) -> None:
    """Make `mutator` selectable as `mutator=name` (replacing any of that
    name). The driver snapshots the module before running a mutator other than
    the built-in one and restores it if the mutator raises."""
    check_stage_name(name)
    MUTATORS[name] = mutator


def _lookup(kind: str, registry: dict[str, Stage], name: str) -> Stage:
    try:
        return registry[name]
    except KeyError:
        known = ", ".join(sorted(registry))
        raise KeyError(f"unknown {kind} {name!r}; known {kind}s: {known}") from None


def get_tracer(name: str) -> TraceCollector:
    """The tracer registered as `name`; `KeyError` listing the known names."""
    return _lookup("tracer", TRACERS, name)


def get_mutator(name: str) -> MergeMutator:
    """The mutator registered as `name`; `KeyError` listing the known names."""
    return _lookup("mutator", MUTATORS, name)


__all__ = [
    "DEFAULT_MUTATOR",
    "DEFAULT_PLANNER",
    "DEFAULT_TRACER",
    "MUTATORS",
    "PLANNERS",
    "TRACERS",
    "get_mutator",
    "get_planner",
    "get_tracer",
    "register_mutator",
    "register_planner",
    "register_tracer",
]
