"""Every command of README.md and docs/*.md runs verbatim and prints what the
text says, so the documentation cannot drift from the tools.

Each ```sh and ```python block is run as a reader would, in the order of the
text, from the root of a clone after the README's install line: in one
scratch directory whose entries link to the repository's (so files the
commands write stay out of it; a later block may read what an earlier one
wrote, as in a reader's terminal), with this checkout importable. `pip
install ...` is a no-op there (the suite runs on an installed clone) that says
so. A ```text block right after a command block is its expected output: each
of its lines must appear, in order, in what the commands print (a line `...`
stands for any number of lines, `...` within a line for any text).

A block is skipped only when the line before it says why, as an HTML comment
a reader does not see rendered: `<!-- doc-test: skip: needs torch ... -->`
(PyTorch and torch-mlir stay out of the default suite). Without MLIR 22 a
block that runs `mlir-opt` or `mlir-runner` is skipped, except under CI.

`benchmarks/bench.md` shows recorded runs (`$ command` and its table) that
take minutes: their commands are not run, but each table's planner columns
must be the ones the command would print.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

import pytest

from merge_alloc.bench.run import default_contender_names
from merge_alloc.verify import oracle

pytestmark = pytest.mark.slow  # runs every command the docs show

ROOT = Path(__file__).resolve().parent.parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
IN_CI = bool(os.environ.get("CI"))

SKIP_MARKER = re.compile(r"<!--\s*doc-test:\s*skip:\s*(?P<reason>.+?)\s*-->")
FENCE = re.compile(r"^```(?P<language>[\w-]*)\s*$")
RUNNABLE = ("sh", "python")

PREAMBLE = """\
pip() { echo "doc test: 'pip $*' not run (the suite runs on an installed clone)" >&2; }
"""


@dataclass(frozen=True)
class DocBlock:
    path: Path
    line: int
    """1-based line of the opening fence."""
    language: str
    text: str
    skip: str | None
    expected: str | None

    @property
    def id(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def fenced_blocks(path: Path) -> list[tuple[int, str, str, str]]:
    """(line, language, text, the last non-blank line before the fence) of
    every fenced block, and the index of the block that follows each."""
    lines = path.read_text().splitlines()
    blocks: list[tuple[int, str, str, str]] = []
    index = 0
    previous = ""
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if opening is None:
            if lines[index].strip():
                previous = lines[index]
            index += 1
            continue
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        text = "\n".join(lines[index + 1 : end]) + "\n"
        blocks.append((index + 1, opening.group("language"), text, previous))
        previous = ""
        index = end + 1
    return blocks


def doc_blocks(path: Path) -> list[DocBlock]:
    """The runnable blocks of `path` with their skip reason and expected output."""
    raw = fenced_blocks(path)
    lines = path.read_text().splitlines()
    found: list[DocBlock] = []
    for position, (line, language, text, before) in enumerate(raw):
        if language not in RUNNABLE:
            continue
        marker = SKIP_MARKER.search(before)
        expected = None
        if position + 1 < len(raw):
            next_line, next_language, next_text, _ = raw[position + 1]
            between = lines[line : next_line - 1]
            closing = between.index("```") if "```" in between else len(between)
            gap = between[closing + 1 :]
            if next_language == "text" and not any(part.strip() for part in gap):
                expected = next_text
        found.append(
            DocBlock(
                path,
                line,
                language,
                text,
                marker.group("reason") if marker else None,
                expected,
            )
        )
    return found


BLOCKS = [block for path in DOCUMENTS for block in doc_blocks(path)]


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory that looks like the root of a clone; what commands write
    there stays out of the repository."""
    directory = tmp_path_factory.mktemp("clone")
    for entry in ROOT.iterdir():
        if entry.name not in {".git", "Output"}:
            (directory / entry.name).symlink_to(entry)
    return directory


def environment() -> dict[str, str]:
    """A reader's shell after the README's set-up: this Python's scripts
    (`xdsl-opt`) and, as the README says to arrange, MLIR 22's `mlir-opt`
    and `mlir-runner` on `PATH`; this checkout importable."""
    directories = [sysconfig.get_path("scripts")]
    toolchain = oracle.find_toolchain()
    if toolchain is not None:
        directories.append(str(toolchain.mlir_opt.resolve().parent))
    directories.append(os.environ.get("PATH", ""))
    return dict(os.environ, PYTHONPATH=str(ROOT), PATH=os.pathsep.join(directories))


def line_pattern(wanted: str) -> re.Pattern[str]:
    """An expected line; `...` inside it stands for any text (a time)."""
    return re.compile(".*".join(re.escape(part) for part in wanted.split("...")))


def expected_lines_missing(expected: str, output: str) -> list[str]:
    """The expected lines not found in order in `output` (a line `...`
    skips any number of lines; surrounding blanks are ignored)."""
    printed = [line.strip() for line in output.splitlines()]
    position = 0
    missing: list[str] = []
    for wanted in (line.strip() for line in expected.splitlines()):
        if not wanted or wanted == "...":
            continue
        pattern = line_pattern(wanted)
        found = next(
            (
                index
                for index in range(position, len(printed))
                if pattern.fullmatch(printed[index])
            ),
            None,
        )
        if found is None:
            missing.append(wanted)
        else:
            position = found + 1
    return missing


@pytest.mark.xdist_group("doc-commands")  # in order, in one clone, as a reader
@pytest.mark.parametrize("block", BLOCKS, ids=[block.id for block in BLOCKS])
def test_block_runs_and_prints_what_the_text_says(block: DocBlock, clone: Path) -> None:
    if block.skip is not None:
        pytest.skip(block.skip)
    uses_mlir = re.search(r"\bmlir-(opt|runner)\b", block.text) is not None
    if uses_mlir and not IN_CI and not oracle.tools_available():
        pytest.skip("needs MLIR 22's mlir-opt and mlir-runner")
    if block.language == "sh":
        argv = ["bash", "-e", "-o", "pipefail", "-c", PREAMBLE + block.text]
        stdin = None
    else:
        argv = [sys.executable, "-"]
        stdin = block.text
    completed = subprocess.run(
        argv,
        input=stdin,
        cwd=clone,
        env=environment(),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    output = completed.stdout + completed.stderr
    assert completed.returncode == 0, f"{block.id} failed:\n{output[-3000:]}"
    assert "Traceback" not in output, output[-3000:]
    if block.expected is not None:
        missing = expected_lines_missing(block.expected, output)
        assert not missing, (
            f"{block.id}: the text says it prints {missing}, it printed:\n"
            f"{output[-3000:]}"
        )


def test_every_skip_says_why() -> None:
    for block in BLOCKS:
        if block.skip is not None:
            assert len(block.skip) > 10, block.id


BENCH_RUN = re.compile(r"^\$ (python -m merge_alloc\.bench .*)$")


def test_bench_md_tables_have_the_columns_their_command_prints() -> None:
    """Each recorded `$ python -m merge_alloc.bench ...` table of
    benchmarks/bench.md shows exactly the planners the command runs."""
    bench_md = ROOT / "benchmarks" / "bench.md"
    checked = 0
    for _, language, text, _ in fenced_blocks(bench_md):
        lines = text.splitlines()
        command = BENCH_RUN.match(lines[0]) if lines and not language else None
        if command is None:
            continue
        words = command.group(1).split()
        if "--planners" in words:
            planners = words[words.index("--planners") + 1].split(",")
        else:
            planners = default_contender_names()
        header = lines[1].split()
        assert header[:4] == ["case", "buffers", "lower", "bound"], lines[1]
        assert header[4:] == planners, command.group(1)
        checked += 1
    assert checked >= 1


def test_blocks_found() -> None:
    """The extraction sees the documents' commands (a parser that found
    nothing would pass every test above)."""
    readme = [block for block in BLOCKS if block.path.name == "README.md"]
    assert len(readme) >= 6
    assert any(block.expected is not None for block in readme)
