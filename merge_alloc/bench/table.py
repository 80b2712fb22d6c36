"""The benchmark's results as an aligned text table or as JSON.

Text: one row per case (buffers, lower bound, then per contender its arena
as a multiple of the lower bound, its time, and in parentheses that time
over the fastest contender's on the case, `(1.0)` for the fastest), then the
geometric mean of the multiples, the cases planned at the lower bound, the
total time and the geometric mean of the time ratios per contender. A failed
plan shows as `FAILED` in its cell; the reasons follow the table.

JSON (`results_json`): `{"alignment", "contenders", "cases": [{"name",
"source", "buffers", "lower_bound", "results": {contender: {"total",
"ratio", "seconds", "time_ratio", "valid", "error"}}}], "summary":
{contender: {"geomean_ratio", "at_lower_bound", "valid", "failed",
"seconds", "geomean_time_ratio"}}}`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from merge_alloc.bench.run import CaseResult, summarize


def _ms(seconds: float) -> str:
    if seconds >= 10:
        return f"{seconds:.0f}s"
    if seconds >= 1:
        return f"{seconds:.1f}s"
    return f"{seconds * 1000:.1f}ms"


def _cell(result: CaseResult, contender: str) -> str:
    outcome = result.outcomes[contender]
    ratio = result.ratio(contender)
    speed = _time_ratio(result.time_ratio(contender))
    if ratio is None:
        return f"FAILED {_ms(outcome.seconds)} {speed}"
    return f"{ratio:.3f}x {_ms(outcome.seconds)} {speed}"


def _time_ratio(ratio: float) -> str:
    return f"({ratio:.1f})" if ratio < 100 else f"({ratio:.0f})"


def render_table(results: Sequence[CaseResult], contenders: Sequence[str]) -> str:
    header = ["case", "buffers", "lower bound", *contenders]
    lines: list[list[str]] = [header]
    for result in results:
        lines.append(
            [
                result.case.name,
                str(len(result.case.problem.buffers)),
                str(result.lower_bound),
                *(_cell(result, contender) for contender in contenders),
            ]
        )
    summaries = [summarize(results, contender) for contender in contenders]
    footer: list[list[str]] = [
        [
            "geometric mean x LB",
            "",
            "",
            *(
                "-" if s.geomean_ratio is None else f"{s.geomean_ratio:.3f}x"
                for s in summaries
            ),
        ],
        [
            "at lower bound",
            "",
            "",
            *(f"{s.at_lower_bound}/{len(results)}" for s in summaries),
        ],
        ["total time", "", "", *(_ms(s.seconds) for s in summaries)],
        [
            "time / fastest (geomean)",
            "",
            "",
            *(_time_ratio(s.geomean_time_ratio) for s in summaries),
        ],
    ]
    failed = [f"{s.failed} FAILED" if s.failed else "" for s in summaries]
    if any(failed):
        footer.append(["failed plans", "", "", *failed])
    rows = lines + footer
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    right = {1, 2}

    def format_row(row: list[str]) -> str:
        cells = [
            cell.rjust(width) if i in right or i >= 3 else cell.ljust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        return "  ".join(cells).rstrip()

    rule = "  ".join("-" * width for width in widths)
    text = [format_row(header), rule]
    text += [format_row(row) for row in lines[1:]]
    text += [rule]
    text += [format_row(row) for row in footer]
    text.append(
        "(each cell: arena / lower bound, time, and in parentheses the time "
        "over the fastest contender's on that case)"
    )
    return "\n".join(text)


def failures(results: Sequence[CaseResult]) -> list[str]:
    """One line per failed plan: case, contender, reason."""
    return [
        f"error: {contender} on {result.case.name}: {outcome.error}"
        for result in results
        for contender, outcome in result.outcomes.items()
        if outcome.error is not None
    ]


def results_json(
    results: Sequence[CaseResult], contenders: Sequence[str], alignment: int | None
) -> dict[str, Any]:
    cases: list[dict[str, Any]] = []
    for result in results:
        per_contender: dict[str, Any] = {}
        for contender in contenders:
            outcome = result.outcomes[contender]
            ratio = result.ratio(contender)
            per_contender[contender] = {
                "total": outcome.total,
                "ratio": ratio if ratio is None or math.isfinite(ratio) else None,
                "seconds": outcome.seconds,
                "time_ratio": result.time_ratio(contender),
                "valid": outcome.error is None,
                "error": outcome.error,
            }
        cases.append(
            {
                "name": result.case.name,
                "source": str(result.case.source),
                "buffers": len(result.case.problem.buffers),
                "alignment": result.case.problem.alignment,
                "lower_bound": result.lower_bound,
                "results": per_contender,
            }
        )
    summary: dict[str, Any] = {}
    for contender in contenders:
        s = summarize(results, contender)
        summary[contender] = {
            "geomean_ratio": s.geomean_ratio,
            "at_lower_bound": s.at_lower_bound,
            "valid": s.valid,
            "failed": s.failed,
            "seconds": s.seconds,
            "geomean_time_ratio": s.geomean_time_ratio,
        }
    return {
        "alignment": alignment,
        "contenders": list(contenders),
        "cases": cases,
        "summary": summary,
    }
