"""`python -m benchmarks` writes results.md from registered sections.

The measurements themselves are not run here (timings belong to the
benchmark run, not to the suite), except the planners section in quick mode,
which takes about a second.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import sections
from benchmarks.__main__ import RESULTS, main, render
from benchmarks.sections import SECTIONS, Section

pytestmark = pytest.mark.slow  # runs the benchmark scripts


def test_sections_registered_in_order() -> None:
    keys = [entry.key for entry in SECTIONS]
    assert keys[:4] == ["pass-speed", "planners", "optimal", "zoo"]
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


def test_planners_section_quick() -> None:
    text = render([s for s in SECTIONS if s.key == "planners"], True, None)
    assert "| random-2000 | 2000 |" in text


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
