"""`python -m benchmarks` writes results.md from registered sections.

The measurements themselves are not run here (timings belong to the
benchmark run, not to the suite), except the planners section in quick mode
on one MiniMalloc trace, which takes a few seconds.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import planners, sections
from benchmarks.__main__ import RESULTS, main, render
from benchmarks.sections import SECTIONS, Section

pytestmark = pytest.mark.slow  # runs the benchmark scripts


def test_sections_registered_in_order() -> None:
    keys = [entry.key for entry in SECTIONS]
    assert keys[:5] == ["pass-speed", "startup", "planners", "optimal", "zoo"]
    assert len({entry.key for entry in SECTIONS}) == len(SECTIONS)


def test_results_file_states_where_it_ran(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[bool] = []

    def body(quick: bool) -> str:
        calls.append(quick)
        return "| measured | 42 |"

    fake = Section("fake", "Fake section", "python fake.py", body)
    monkeypatch.setattr(sections, "SECTIONS", [fake])
    monkeypatch.setattr("benchmarks.__main__.SECTIONS", [fake])
    output = tmp_path / "results.md"
    assert main(["--quick", "--output", str(output)]) == 0
    text = output.read_text()
    assert calls == [True]
    assert text.startswith("# Benchmark results\n")
    for field in ("- date: ", "- machine: ", " cores, ", " GiB memory", "Python "):
        assert field in text, field
    assert "xDSL 0.74.0" in text
    assert "merge-alloc " in text
    assert "## Fake section (`python fake.py`)\n\n| measured | 42 |" in text


def test_quick_writes_nothing_by_default(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = Section("fake", "Fake", "python fake.py", lambda quick: "body")
    monkeypatch.setattr("benchmarks.__main__.SECTIONS", [fake])
    before = RESULTS.read_text()
    assert main(["--quick"]) == 0
    assert "## Fake" in capsys.readouterr().out
    assert RESULTS.read_text() == before


def test_subset_needs_an_output() -> None:
    with pytest.raises(SystemExit):
        main(["--sections", "planners"])
    with pytest.raises(SystemExit):
        main(["--sections", "nonsense", "--quick"])


def test_planners_section_quick(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The section's code end to end (bench traces found, every planner on
    them with each plan validated, the README comparison, the random trace)
    on one MiniMalloc trace instead of all eleven: planning A-K with every
    planner is the benchmark run's job (about a minute of `optimal` and
    `hill-climb`), and the planners' own tests cover their plans."""
    challenging = tmp_path / "minimalloc" / "challenging"
    challenging.mkdir(parents=True)
    trace = "C.1048576.csv"  # the README quotes it; `optimal` proves it fast
    (challenging / trace).write_text(
        (planners.DEFAULT_BENCH / "challenging" / trace).read_text()
    )
    monkeypatch.setattr(planners, "DEFAULT_BENCH", tmp_path / "minimalloc")
    text = render([s for s in SECTIONS if s.key == "planners"], True, None)
    assert "| C | 203 |" in text
    assert "| random-2000 | 2000 |" in text
    assert "Geometric mean x LB over A-K, size-first: " in text
    assert "README figures reproduced: 2 of 2." in text


def test_update_replaces_only_the_chosen_section(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake = Section("fake", "Fake", "python fake.py", lambda quick: "new body")
    monkeypatch.setattr("benchmarks.__main__.SECTIONS", [fake])
    output = tmp_path / "results.md"
    output.write_text(
        "# Benchmark results\n\n## Other (`x`)\n\nkept\n\n"
        "## Fake (`python fake.py`)\n\nold body\n\n### sub\n\nold\n\n"
        "## Last (`y`)\n\nalso kept\n"
    )
    assert main(["--update", "--sections", "fake", "--output", str(output)]) == 0
    text = output.read_text()
    assert "## Other (`x`)\n\nkept\n\n## Fake (`python fake.py`)\n\nnew body" in text
    assert "old" not in text
    assert "re-measured alone: date: " in text
    assert text.endswith("## Last (`y`)\n\nalso kept\n")


def test_rewrite_savings_cells_say_what_each_twin_saves() -> None:
    """The rewrites table of `benchmarks/models.py` (`branchy/measure.py`):
    a twin's cell is its bytes, and the change against B when there is one."""
    from benchmarks.branchy.measure import OrderFacts, RewriteSavings

    savings = RewriteSavings(
        "split",
        1_000,
        {"+reorder": 1_000, "+concat": 800, "+order": 1_200},
        OrderFacts(4_096, 2_048, ("list",), 0.1),
    )
    assert savings.saved("+concat") == 200
    assert savings.saved("+order") == -200
    assert [savings.cell(s) for s in ("+reorder", "+concat", "+order")] == [
        "1,000",
        "800 (-200)",
        "1,200 (+200)",
    ]
    assert savings.order.text() == "4,096 -> 2,048 (list)"
