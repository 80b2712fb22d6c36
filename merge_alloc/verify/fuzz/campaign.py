"""A time-boxed fuzzing campaign: search, shrink, save.

Why `hypothesis.find` in chunks: `find` both searches (random programs) and,
once a program fails, shrinks it with hypothesis's shrinker to a minimal
program that fails *the same way*. Chunks of `chunk` examples with a fresh
seed each let the campaign stop on time and continue after a finding; the
condition only accepts failures whose signature is new, so a bug found once
does not keep the search from finding the next one.

Each minimised program is written to `save_dir` as `fuzz-<sig>-<hash>.mlir`
(a standalone program whose header records the mode and pass options) with a
note `.md` next to it; `tests/regressions/test_regressions.py` replays them.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from hypothesis import Phase, find, settings
from hypothesis.errors import NoSuchExample

from merge_alloc.driver import merge_alloc
from merge_alloc.options import TraceCollector
from merge_alloc.verify.fuzz.coverage import Coverage
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS, Mode, Program
from merge_alloc.verify.fuzz.run import WORKERS, CaseResult, Driver, run_program
from merge_alloc.verify.fuzz.shapes import Focus, shape_programs

HEADER = re.compile(r"^// merge-alloc fuzz: (?P<fields>.*)$", re.MULTILINE)
"""The header line of a saved program: `key=value` pairs separated by
spaces (mode, alignment, planners, signature)."""


@dataclass
class Finding:
    """One minimised failing program."""

    program: Program
    results: list[CaseResult]
    signature: str
    seed: int
    path: Path | None = None

    @property
    def failing(self) -> list[CaseResult]:
        return [r for r in self.results if not r.ok]


@dataclass
class Campaign:
    """Settings and running totals of one fuzzing campaign."""

    planners: Sequence[str]
    modes: Sequence[Mode] = ("exec", "check")
    seed: int = 0
    chunk: int = 50
    shrink_seconds: float = 180.0
    save_dir: Path | None = None
    tracer: TraceCollector | None = None
    log: Callable[[str], None] = print
    focus: Focus | None = None
    """Make every program exercise one shape (`merge_alloc.verify.fuzz.shapes`)."""
    inplace: bool | None = None
    """Run the pass with in-place reuse on or off (None: its default)."""
    driver: Driver = merge_alloc
    """The pass (a sabotaged one of `sabotage` to test the fuzzer)."""
    coverage: Coverage | None = None
    """If set, every program run is added to it (`coverage.Coverage`)."""
    programs: int = 0
    cases: int = 0
    statuses: Counter[str] = field(default_factory=Counter[str])
    findings: list[Finding] = field(default_factory=list[Finding])
    known: set[str] = field(default_factory=set[str])
    """Signatures already reported (this run and the saved regressions)."""
    features: Counter[str] = field(default_factory=Counter[str])
    """Programs run per construct they use (`Program.features`)."""

    def __post_init__(self) -> None:
        if self.save_dir is not None and self.save_dir.is_dir():
            for path in sorted(self.save_dir.glob("*.mlir")):
                fields = header_fields(path.read_text())
                if "signature" in fields:
                    self.known.add(fields["signature"])

    def run(self, minutes: float) -> list[Finding]:
        """Fuzz until `minutes` have passed; return the new findings."""
        deadline = time.monotonic() + 60.0 * minutes
        start = time.monotonic()
        round_ = 0
        with ThreadPoolExecutor(WORKERS) as pool:
            while time.monotonic() < deadline:
                mode = self.modes[round_ % len(self.modes)]
                seed = self.seed + round_
                round_ += 1
                finding = self._chunk(mode, seed, deadline, pool)
                elapsed = (time.monotonic() - start) / 60.0
                self.log(
                    f"[{elapsed:5.1f} min] {self.programs} programs, "
                    f"{self.cases} cases, {len(self.findings)} findings; "
                    + ", ".join(f"{k}={v}" for k, v in sorted(self.statuses.items()))
                )
                if finding is not None:
                    self._save(finding)
        return self.findings

    def _chunk(
        self, mode: Mode, seed: int, deadline: float, pool: ThreadPoolExecutor
    ) -> Finding | None:
        """One `find` call: up to `chunk` programs, then shrink a failure."""
        # Keyed by text *and* pass options: shrinking may keep the text and
        # simplify only the drawn pass alignment.
        memo: dict[tuple[str, int], list[CaseResult]] = {}
        target: list[str] = []
        shrink_deadline: list[float] = []

        def evaluate(program: Program) -> list[CaseResult]:
            key = (program.text, program.alignment)
            if key not in memo:
                memo[key] = run_program(
                    program,
                    self.planners,
                    pool=pool,
                    tracer=self.tracer,
                    inplace=self.inplace,
                    driver=self.driver,
                )
            return memo[key]

        def condition(program: Program) -> bool:
            if not target:
                if time.monotonic() > deadline:
                    return False
                results = evaluate(program)
                self.programs += 1
                self.features.update(program.features)
                if self.coverage is not None:
                    self.coverage.add(program.text)
                self.cases += len(results)
                self.statuses.update(r.status for r in results)
                new = [
                    r.signature
                    for r in results
                    if not r.ok and r.signature not in self.known
                ]
                if new:
                    target.append(new[0])
                    shrink_deadline.append(time.monotonic() + self.shrink_seconds)
                    self.log(f"  found {new[0]} ({program.digest}); shrinking")
                    return True
                return False
            if (program.text, program.alignment) in memo:
                return _has(evaluate(program), target[0])
            if time.monotonic() > shrink_deadline[0]:
                return False
            return _has(evaluate(program), target[0])

        config = settings(
            max_examples=self.chunk,
            database=None,
            deadline=None,
            phases=[Phase.generate, Phase.shrink],
            suppress_health_check=RELAXED_HEALTH_CHECKS,
        )
        try:
            program = find(
                shape_programs(mode, self.focus),
                condition,
                settings=config,
                random=Random(seed),
            )
        except NoSuchExample:
            return None
        signature = target[0]
        self.known.add(signature)
        finding = Finding(program, evaluate(program), signature, seed)
        self.findings.append(finding)
        return finding

    def _save(self, finding: Finding) -> None:
        failing = finding.failing
        planners = ",".join(r.planner for r in failing)
        self.log(
            f"  minimised to {finding.program.ops} lines: {finding.signature} "
            f"(planners: {planners})"
        )
        if self.save_dir is None:
            return
        self.save_dir.mkdir(parents=True, exist_ok=True)
        slug = re.sub(r"[^a-z0-9]+", "-", finding.signature.lower()).strip("-")[:40]
        stem = f"fuzz-{slug}-{finding.program.digest}"
        path = self.save_dir / f"{stem}.mlir"
        path.write_text(program_file(finding.program, planners, finding.signature))
        (self.save_dir / f"{stem}.md").write_text(note(finding, path.name))
        finding.path = path
        self.log(f"  saved {path}")


def _has(results: list[CaseResult], signature: str) -> bool:
    return any(r.signature == signature for r in results)


def program_file(program: Program, planners: str, signature: str) -> str:
    """The program with a header that lets the regression test replay it."""
    options = ",".join(f"{k}:{v}" for k, v in program.options)
    header = (
        f"// merge-alloc fuzz: mode={program.mode} alignment={program.alignment} "
        f"planners={planners} signature={signature.replace(' ', '_')}"
        + (f" options={options}" if options else "")
        + "\n"
    )
    return header + program.text


def header_fields(text: str) -> dict[str, str]:
    """The `key=value` pairs of a saved program's header (empty if none)."""
    match = HEADER.search(text)
    if match is None:
        return {}
    pairs = (item.split("=", 1) for item in match.group("fields").split())
    return {key: value for key, value in pairs}


def load_program(path: Path) -> tuple[Program, list[str]]:
    """A saved program and the planners it failed with."""
    text = path.read_text()
    fields = header_fields(text)
    mode: Mode = "check" if fields.get("mode") == "check" else "exec"
    options: list[tuple[str, str | int]] = []
    for pair in filter(None, fields.get("options", "").split(",")):
        key, value = pair.split(":", 1)
        options.append((key, int(value) if value.isdigit() else value))
    program = Program(
        text, mode, int(fields.get("alignment", "64")), options=tuple(options)
    )
    planners = [p for p in fields.get("planners", "").split(",") if p]
    return program, planners


def note(finding: Finding, filename: str) -> str:
    """The Markdown note saved next to a failing program."""
    program = finding.program
    lines = [
        f"# {filename}: {finding.signature}",
        "",
        "status: open (remove this line once the pass is fixed; the",
        "regression test then expects the program to pass)",
        "",
        "Found by `python -m merge_alloc.fuzz` (seed "
        f"{finding.seed}) and minimised by hypothesis's shrinker.",
        "",
        f"- mode: `{program.mode}` "
        + ("(executed by the oracle)" if program.mode == "exec" else "(checker only)"),
        f"- pass options: `merge-alloc{{alignment={program.alignment} planner=...}}`",
        "- constructs: " + ", ".join(sorted(program.features)),
        "",
        "Reproduce:",
        "",
        "```",
        f"xdsl-opt -p 'merge-alloc{{alignment={program.alignment} "
        f"planner={finding.failing[0].planner}}}' {filename}",
        "pytest tests/regressions -k " + filename.removesuffix(".mlir"),
        "```",
        "",
    ]
    for result in finding.results:
        lines.append(f"## planner `{result.planner}`: {result.status}")
        lines.append("")
        if result.detail:
            lines.extend(["```", result.detail.strip()[:4000], "```", ""])
    return "\n".join(lines)
