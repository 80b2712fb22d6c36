"""A plan report in the Trace Event Format, for Perfetto and chrome://tracing.

Memory-planning inspection in the style of ExecuTorch's memory profile,
with time kept on the horizontal axis so that a buffer is one slice: each
scope of the report is a process (`pid`), each distinct start address in it
a thread-like track (`tid`, sorted by address, named `+0x10000`), and each
buffer a complete event (`"ph": "X"`) on its address's track from its first
to its last tick. Two buffers on one track never overlap in time: live
buffers with the same start address would share bytes. A counter
(`"ph": "C"`) per scope draws the live bytes over time next to the arena size
and the lower bound.

The format has no "tick", so a tick is shown as one microsecond, shifted by
one so that never-accessed buffers (tick -1) start at 0; each event's
`args` keeps the real ticks, the byte range, the type and the location.
"""

from __future__ import annotations

from typing import Any

from merge_alloc.report.plan_report import PlacedBuffer, PlanReport, ScopeReport

TICK_SHIFT = 1
"""Added to every tick so that timestamps are non-negative."""


def _scope_title(function: str, scope: ScopeReport) -> str:
    space = f" (memory space {scope.memory_space})" if scope.memory_space else ""
    return f"{function} / {scope.scope} #{scope.index}{space}"


def _live_bytes_events(scope: ScopeReport, pid: int) -> list[dict[str, Any]]:
    """Counter samples of the live bytes at every tick where they change."""
    deltas: dict[int, int] = {}
    for buffer in scope.buffers:
        deltas[buffer.first] = deltas.get(buffer.first, 0) + buffer.bytes
        deltas[buffer.last + 1] = deltas.get(buffer.last + 1, 0) - buffer.bytes
    events: list[dict[str, Any]] = []
    live = 0
    for tick in sorted(deltas):
        live += deltas[tick]
        events.append(
            {
                "name": "memory",
                "ph": "C",
                "ts": tick + TICK_SHIFT,
                "pid": pid,
                "args": {
                    "live bytes": live,
                    "arena": scope.total,
                    "lower bound": scope.lower_bound,
                },
            }
        )
    return events


def _buffer_event(buffer: PlacedBuffer, pid: int, tid: int) -> dict[str, Any]:
    return {
        "name": buffer.name,
        "cat": "buffer",
        "ph": "X",
        "ts": buffer.first + TICK_SHIFT,
        "dur": buffer.last - buffer.first + 1,
        "pid": pid,
        "tid": tid,
        "args": {
            "offset": buffer.offset,
            "end": buffer.offset + buffer.bytes,
            "bytes": buffer.bytes,
            "first tick": buffer.first,
            "last tick": buffer.last,
            "type": buffer.type,
            "location": buffer.location,
            "threads": buffer.threads,
        },
    }


def chrome_trace(report: PlanReport) -> dict[str, Any]:
    """The Trace Event Format document (JSON object form) of `report`."""
    events: list[dict[str, Any]] = []
    for pid, (function, scope) in enumerate(report.scopes(), start=1):
        title = _scope_title(function, scope)
        events.append(
            {"name": "process_name", "ph": "M", "pid": pid, "args": {"name": title}}
        )
        events.append(
            {
                "name": "process_sort_index",
                "ph": "M",
                "pid": pid,
                "args": {"sort_index": pid},
            }
        )
        addresses = sorted({buffer.offset for buffer in scope.buffers})
        track = {offset: tid for tid, offset in enumerate(addresses, start=1)}
        for offset, tid in track.items():
            events.append(
                {
                    "name": "thread_name",
                    "ph": "M",
                    "pid": pid,
                    "tid": tid,
                    "args": {"name": f"+{offset:#x}"},
                }
            )
            events.append(
                {
                    "name": "thread_sort_index",
                    "ph": "M",
                    "pid": pid,
                    "tid": tid,
                    "args": {"sort_index": tid},
                }
            )
        events.extend(
            _buffer_event(buffer, pid, track[buffer.offset])
            for buffer in sorted(scope.buffers, key=lambda b: (b.offset, b.first))
        )
        events.extend(_live_bytes_events(scope, pid))
    return {
        "traceEvents": events,
        "displayTimeUnit": "ms",
        "otherData": {
            "source": report.source,
            "planner": report.planner,
            "alignment": report.alignment,
            "time unit": "1 us = 1 tick of merge-alloc's walk",
        },
    }
