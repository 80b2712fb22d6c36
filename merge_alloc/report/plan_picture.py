"""A plan report drawn: as a picture (`draw_plan`, matplotlib), or as a
Perfetto timeline (`chrome_trace`, the Trace Event Format; below).

A plan report as a picture: ticks across, addresses up, one box per buffer.

Each scope gets one panel. A buffer is a rectangle from its first to its last
tick (inclusive, so one tick wide at least) and from its offset to its end;
it is labelled with its name when the label fits inside. A dashed line marks
the lower bound of any arena for the scope, a solid one the arena the planner
reached: the white space under the solid line is what the plan wastes.

Needs matplotlib (`pip install 'merge-alloc[report]'`); the file type
follows the suffix (`.png`, `.svg`, `.pdf`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from merge_alloc.report.plan_report import PlacedBuffer, PlanReport, ScopeReport

PANEL_WIDTH = 12.0
"""Inches."""

PANEL_HEIGHT = 5.0
"""Inches per scope."""

MAX_PANELS = 12
"""Scopes drawn at most (the largest arenas first); a report of a large
program has hundreds of tiny scopes that no one can read side by side."""

LABEL_POINTS = 8.0


def human_bytes(count: float) -> str:
    """`65536` -> `64 KiB`: axis labels that read at a glance."""
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(count) < 1024 or unit == "GiB":
            text = f"{count:.2f}".rstrip("0").rstrip(".")
            return f"{text} {unit}"
        count /= 1024
    raise AssertionError("unreachable")


def address_step(top: int) -> int:
    """A power-of-two spacing of address ticks giving 4 to 8 of them, so that
    tick labels read as round binary sizes (64 KiB, 256 KiB, ...)."""
    step = 1
    while top / step > 8:
        step *= 2
    return step


def _panel_title(function: str, scope: ScopeReport) -> str:
    space = f", memory space {scope.memory_space}" if scope.memory_space else ""
    if scope.pool is not None:
        space += f", pool {scope.pool}"
    if scope.arena is not None and scope.arena != "alloc":
        space += f", {scope.arena}"
    ratio = (
        f" = {scope.total / scope.lower_bound:.3f} x lower bound"
        if scope.lower_bound
        else ""
    )
    return (
        f"{function}: {scope.scope} #{scope.index}{space} — "
        f"{len(scope.buffers)} buffers, arena {human_bytes(scope.total)}{ratio}"
    )


def chosen_scopes(report: PlanReport) -> list[tuple[str, ScopeReport]]:
    """The scopes to draw: all, or the `MAX_PANELS` with the largest arenas,
    kept in report order."""
    scopes = report.scopes()
    if len(scopes) <= MAX_PANELS:
        return scopes
    largest = sorted(range(len(scopes)), key=lambda i: (-scopes[i][1].total, i))[
        :MAX_PANELS
    ]
    return [scopes[i] for i in sorted(largest)]


def _address_label(value: float, _position: float) -> str:
    return human_bytes(value)


def _tick_label(value: float, _position: float) -> str:
    return f"{value:,.0f}"


def _draw_scope(axes: Any, function: str, scope: ScopeReport) -> None:
    from matplotlib import colormaps
    from matplotlib.patches import Rectangle
    from matplotlib.ticker import FuncFormatter, MultipleLocator

    palette = colormaps["tab20"]
    first = min((b.first for b in scope.buffers), default=0)
    last = max((b.last for b in scope.buffers), default=0)
    span = max(1, last - first + 1)
    top = max(scope.total, scope.lower_bound, 1)
    axes.set_xlim(first - 0.02 * span, last + 1 + 0.02 * span)
    axes.set_ylim(0, top * 1.08)
    for position, buffer in enumerate(scope.buffers):
        axes.add_patch(
            Rectangle(
                (buffer.first, buffer.offset),
                buffer.last - buffer.first + 1,
                max(buffer.bytes, 0),
                facecolor=palette(position % 20),
                edgecolor="black",
                linewidth=0.4,
                alpha=0.9,
            )
        )
    axes.axhline(scope.lower_bound, color="tab:green", linestyle="--", linewidth=1.2)
    axes.axhline(scope.total, color="tab:red", linestyle="-", linewidth=1.2)
    axes.text(
        1.0,
        scope.total,
        f" arena {scope.total:,} B",
        transform=axes.get_yaxis_transform(),
        color="tab:red",
        va="bottom" if scope.total >= scope.lower_bound else "top",
        ha="left",
        fontsize=LABEL_POINTS,
        clip_on=False,
    )
    axes.text(
        1.0,
        scope.lower_bound,
        f" lower bound {scope.lower_bound:,} B",
        transform=axes.get_yaxis_transform(),
        color="tab:green",
        va="top" if scope.total >= scope.lower_bound else "bottom",
        ha="left",
        fontsize=LABEL_POINTS,
        clip_on=False,
    )
    axes.yaxis.set_major_locator(MultipleLocator(address_step(top)))
    axes.yaxis.set_major_formatter(FuncFormatter(_address_label))
    axes.xaxis.set_major_formatter(FuncFormatter(_tick_label))
    axes.set_xlabel("tick")
    axes.set_ylabel("address (offset in the merged buffer)")
    axes.set_title(_panel_title(function, scope), fontsize=10, loc="left")
    axes.grid(axis="y", linewidth=0.3, alpha=0.5)


def short_label(name: str) -> str:
    """The label to try when the name does not fit: `#N` for `alloc #N`."""
    return name.removeprefix("alloc ") if name.startswith("alloc #") else name


def _fitting_label(
    name: str, width: float, height: float, char_width: float, line_height: float
) -> tuple[str, int] | None:
    """The first of (name, short name, truncated name) that fits the box
    across or, in a tall narrow box, upright; with its rotation."""
    candidates = [name, short_label(name)]
    for text in candidates:
        for across, up, rotation in ((width, height, 0), (height, width, 90)):
            if up >= line_height and across >= char_width * (len(text) + 1):
                return text, rotation
    fitting = int(width // char_width) - 1
    if height >= line_height and fitting >= 4:
        return name[: fitting - 1] + "…", 0
    return None


def _label_buffers(figure: Any, axes: Any, scope: ScopeReport) -> None:
    """Write each buffer's name inside its box when it fits (measured in
    pixels once the layout is final)."""
    figure.canvas.draw()
    to_pixels = axes.transData
    point = figure.dpi / 72.0
    char_width = 0.62 * LABEL_POINTS * point
    line_height = 1.3 * LABEL_POINTS * point
    for buffer in scope.buffers:
        (x0, y0), (x1, y1) = to_pixels.transform(
            [
                (buffer.first, buffer.offset),
                (buffer.last + 1, buffer.offset + buffer.bytes),
            ]
        )
        fitting = _fitting_label(
            buffer.name, abs(x1 - x0), abs(y1 - y0), char_width, line_height
        )
        if fitting is None:
            continue
        label, rotation = fitting
        axes.text(
            (buffer.first + buffer.last + 1) / 2,
            buffer.offset + buffer.bytes / 2,
            label,
            ha="center",
            va="center",
            rotation=rotation,
            fontsize=LABEL_POINTS,
            clip_on=True,
        )


def deployment_rows(deployment: dict[str, Any]) -> list[tuple[str, list[Any]]]:
    """The bars of the deployment panel: per entry point its workspaces, per
    pool its use against its capacity, per constants area its constants;
    each row `(label, [(name, offset, bytes), ...])` in bytes."""
    rows: list[tuple[str, list[Any]]] = []
    for entry in deployment.get("entry_points", []):
        offset, parts = 0, list[Any]()
        for name, size in entry["workspaces"].items():
            parts.append((name, offset, size))
            offset += size
        rows.append((f"@{entry['name']} workspaces", parts))
    for pool in deployment.get("pools", []):
        parts = [(f"{pool['name']} used", 0, pool["used"])]
        if pool["capacity"] is not None and pool["capacity"] > pool["used"]:
            parts.append(("free", pool["used"], pool["capacity"] - pool["used"]))
        rows.append((f"pool {pool['name']}", parts))
    for area in deployment.get("constants", []):
        parts = [(c["name"], c["offset"], c["bytes"]) for c in area["constants"]]
        rows.append((f"@{area['symbol']}", parts))
    return rows


def _draw_deployment(axes: Any, deployment: dict[str, Any]) -> None:
    """One bar per row of `deployment_rows`, boxes at their byte offsets."""
    from matplotlib import colormaps
    from matplotlib.patches import Rectangle
    from matplotlib.ticker import FuncFormatter

    palette = colormaps["tab20"]
    rows = deployment_rows(deployment)
    widest = max(
        (offset + size for _, parts in rows for _, offset, size in parts), default=1
    )
    for row, (_, parts) in enumerate(rows):
        for position, (name, offset, size) in enumerate(parts):
            free = name == "free"
            axes.add_patch(
                Rectangle(
                    (offset, row - 0.35),
                    size,
                    0.7,
                    facecolor="white" if free else palette(position % 20),
                    edgecolor="black",
                    linewidth=0.4,
                    hatch="//" if free else None,
                )
            )
            if size >= widest * 0.06:
                axes.text(
                    offset + size / 2,
                    row,
                    name,
                    ha="center",
                    va="center",
                    fontsize=LABEL_POINTS,
                    clip_on=True,
                )
    axes.set_xlim(0, widest * 1.02)
    axes.set_ylim(-0.6, max(len(rows), 1) - 0.4)
    axes.set_yticks(range(len(rows)))
    axes.set_yticklabels([label for label, _ in rows], fontsize=LABEL_POINTS)
    axes.invert_yaxis()
    axes.xaxis.set_major_formatter(FuncFormatter(_address_label))
    axes.set_xlabel("bytes")
    title = f"deployment: arena={deployment.get('arena')}"
    if deployment.get("call_tree"):
        title += ", call tree"
    if deployment.get("shared_arena"):
        title += ", shared arena"
    axes.set_title(title, fontsize=10, loc="left")


def draw_plan(report: PlanReport, out: str | Path) -> list[tuple[str, ScopeReport]]:
    """Write the picture of `report` to `out`; the scopes drawn. A
    deployment run gets a first panel with its entry points' workspaces,
    its pools (used and free) and its constants area."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot

    scopes = chosen_scopes(report)
    summary = report.deployment is not None and bool(deployment_rows(report.deployment))
    panels = max(1, len(scopes)) + int(summary)
    figure: Any
    grid: Any
    figure, grid = pyplot.subplots(
        panels, 1, figsize=(PANEL_WIDTH, PANEL_HEIGHT * panels), squeeze=False
    )
    axes_list: Sequence[Any] = [row[0] for row in grid]
    if summary:
        assert report.deployment is not None
        _draw_deployment(axes_list[0], report.deployment)
        axes_list = axes_list[1:]
    if not scopes:
        axes_list[0].text(0.5, 0.5, "nothing was merged", ha="center", va="center")
        axes_list[0].set_axis_off()
    for axes, (function, scope) in zip(axes_list, scopes, strict=False):
        _draw_scope(axes, function, scope)
    heading = "merge-alloc plan"
    if report.source:
        heading += f" of {report.source}"
    if report.planner:
        heading += f" (planner {report.planner}, alignment {report.alignment})"
    figure.suptitle(heading, fontsize=12)
    figure.tight_layout(rect=(0, 0, 0.9, 1))
    for axes, (_, scope) in zip(axes_list, scopes, strict=False):
        _label_buffers(figure, axes, scope)
    figure.savefig(str(out), dpi=110)
    pyplot.close(figure)
    return scopes


# A plan report in the Trace Event Format, for Perfetto and chrome://tracing.
#
# Memory-planning inspection in the style of ExecuTorch's memory profile,
# with time kept on the horizontal axis so that a buffer is one slice: each
# scope of the report is a process (`pid`), each distinct start address in it
# a thread-like track (`tid`, sorted by address, named `+0x10000`), and each
# buffer a complete event (`"ph": "X"`) on its address's track from its first
# to its last tick. Two buffers on one track never overlap in time: live
# buffers with the same start address would share bytes. A counter
# (`"ph": "C"`) per scope draws the live bytes over time next to the arena size
# and the lower bound.
#
# The format has no "tick", so a tick is shown as one microsecond, shifted by
# one so that never-accessed buffers (tick -1) start at 0; each event's
# `args` keeps the real ticks, the byte range, the type and the location.

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
