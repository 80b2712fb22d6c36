"""The three replaceable stages of the pass, selectable by name.

A pass option can only hold what a command line can spell, so a user's stage
is registered under a name and then named, in Python or on the command line::

    register_mutator("logged", my_mutator)
    MergeAllocPass(mutator="logged")          # or -p 'merge-alloc{mutator=logged}'

Tracers and mutators live here; planners in `merge_alloc.planning` (re-exported
so all three registrations read the same). All three are a
`merge_alloc.planning.Registry`, which checks every registered name
and words the unknown-name error once. The protocols are in
`merge_alloc.options`.
"""

from __future__ import annotations

from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.options import MergeMutator, TraceCollector
from merge_alloc.planning import (
    DEFAULT_PLANNER,
    PLANNERS,
    Registry,
    check_stage_name,
    get_planner,
    register_planner,
)
from merge_alloc.rewrite.merged_buffer import rewrite_scope

TRACERS: Registry[TraceCollector] = Registry("tracer", stages={"ticks": collect_ticks})
"""Every trace collector the pass option `tracer=` can name."""

MUTATORS: Registry[MergeMutator] = Registry("mutator", stages={"views": rewrite_scope})
"""Every IR rewrite the pass option `mutator=` can name."""

DEFAULT_TRACER = "ticks"
"""The tick-based lifetime collector (`merge_alloc.analysis.ticks`)."""

DEFAULT_MUTATOR = "views"
"""One merged `i8` buffer per scope, each alloc a `memref.view` of it
(`merge_alloc.rewrite.merged_buffer`)."""


def register_tracer(name: str, tracer: TraceCollector) -> None:
    """Make `tracer` selectable as `tracer=name` (replacing any of that name)."""
    TRACERS.register(name, tracer)


def register_mutator(name: str, mutator: MergeMutator) -> None:
    """Make `mutator` selectable as `mutator=name` (replacing any of that
    name). The driver snapshots the module before running a mutator other than
    the built-in one and restores it if the mutator raises."""
    MUTATORS.register(name, mutator)


def get_tracer(name: str) -> TraceCollector:
    """The tracer registered as `name`; `KeyError` listing the known names."""
    return TRACERS[name]


def get_mutator(name: str) -> MergeMutator:
    """The mutator registered as `name`; `KeyError` listing the known names."""
    return MUTATORS[name]


__all__ = [
    "DEFAULT_MUTATOR",
    "DEFAULT_PLANNER",
    "DEFAULT_TRACER",
    "MUTATORS",
    "PLANNERS",
    "TRACERS",
    "check_stage_name",
    "get_mutator",
    "get_planner",
    "get_tracer",
    "register_mutator",
    "register_planner",
    "register_tracer",
]
