"""Stages selectable by name: the one registry of planners, tracers and mutators.

A pass option can only hold what a command line can spell, so every
replaceable stage of the pass (planners here, tracers and mutators in
`merge_alloc.stages`) is a name in a `Registry`. The registry owns the two
rules every name follows, in one place:

* a registered name must survive a round trip through a pass pipeline string,
  where it is printed between double quotes (`check_stage_name`);
* an unknown name is a `KeyError` that lists the known ones.

Built-in stages are registered *lazily*, as `"module:attribute"`: a run of
the pass on a small function imports the planner it names (`best`) and
nothing else, so `optimal`, the reference ports or the batched search cost a
start nothing until named (`benchmarks/startup.py` measures it; see
`docs/performance.md`). Listing the names or testing membership never
imports; only looking a stage up does.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Generic, TypeVar, cast

Stage = TypeVar("Stage")


def check_stage_name(name: str) -> None:
    """A stage name must survive a round trip through a pass pipeline string,
    where it is printed between double quotes: `ValueError` otherwise."""
    if not name or any(c in name for c in '"\\\n\r\t\f\v'):
        raise ValueError(
            f"stage name {name!r} cannot be written in a pass pipeline: use a "
            "non-empty name without quotes, backslashes or control characters"
        )


class Registry(MutableMapping[str, Stage], Generic[Stage]):
    """Stages of one kind (`kind` names it in errors) by name, in the order
    registered. A built-in entry may be a `"module:attribute"` reference
    (`lazy`), imported on first lookup and then kept; `register` (and item
    assignment) checks the name and replaces any stage of that name."""

    def __init__(
        self,
        kind: str,
        lazy: Mapping[str, str] | None = None,
        stages: Mapping[str, Stage] | None = None,
    ) -> None:
        self.kind = kind
        self._entries: dict[str, Stage | str] = {}
        for name, reference in (lazy or {}).items():
            check_stage_name(name)
            module, _, attribute = reference.partition(":")
            assert module and attribute, f"not a module:attribute: {reference!r}"
            self._entries[name] = reference
        for name, stage in (stages or {}).items():
            self.register(name, stage)

    def register(self, name: str, stage: Stage) -> None:
        """Make `stage` selectable as `name` (replacing any stage of that name)."""
        check_stage_name(name)
        self._entries[name] = stage

    def __setitem__(self, name: str, stage: Stage) -> None:
        self.register(name, stage)

    def __getitem__(self, name: str) -> Stage:
        try:
            entry = self._entries[name]
        except KeyError:
            known = ", ".join(sorted(self._entries))
            raise KeyError(
                f"unknown {self.kind} {name!r}; known {self.kind}s: {known}"
            ) from None
        if isinstance(entry, str):
            module, _, attribute = entry.partition(":")
            stage = cast(Stage, getattr(importlib.import_module(module), attribute))
            self._entries[name] = stage
            return stage
        return entry

    def __delitem__(self, name: str) -> None:
        del self._entries[name]

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def copy(self) -> Registry[Stage]:
        """A registry with the same entries (lazy ones still lazy): what a
        test registers into and then drops."""
        copied = Registry[Stage](self.kind)
        copied._entries = dict(self._entries)
        return copied
