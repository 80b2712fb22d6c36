"""The event notation of docs/reference-planner.md (`+id:size` alloc, `-id`
free) for planner tests."""

from __future__ import annotations


def parse_events(notation: str) -> list[tuple[int, int]]:
    """`"+0:100 -0"` -> `[(0, 100), (0, 0)]`."""
    events: list[tuple[int, int]] = []
    for token in notation.split():
        if token.startswith("+"):
            buffer_id, size = token[1:].split(":")
            events.append((int(buffer_id), int(size)))
        elif token.startswith("-"):
            events.append((int(token[1:]), 0))
        else:
            raise ValueError(f"bad event {token!r}")
    return events
