"""`python -m merge_alloc.verify.fuzz.matrix`: an executed campaign over the option
matrix.

Why a campaign of its own: `python -m merge_alloc.fuzz` runs every program
with the planners under the default deployment, and `fuzz.calls` draws the
deployment options for programs with calls; neither crosses *every* option
with the program shapes. Here each generated program (the shapes of
`fuzz.shapes`, the `stash` and `deep` shapes of `fuzz.stash`, and the
programs with calls of `fuzz.calls`) runs under `--sets` option sets drawn
from the matrix: every planner x alignment 1/16/64/4096 x in-place on/off x
`arena=alloc|global|argument` x pools x `call-tree` / `outputs-in-workspace`
/ `shared-arena` / `pack-constants`.

Each case: the pass, xDSL verification, the plan checker, and *always* the
execution of the merged program against the original (an `arena=argument`
program through the C-like driver, twice), so the two verdicts can be
crossed: a `mismatch` the checker flagged, a `checker-miss` (a mismatch the
checker passed), a `checker-alarm` (the checker objects, the outputs agree).
Failing programs are saved unminimised with their options under
`--save-dir`; the closing summary prints one table row per program source.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import re
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any, Literal, get_args

import hypothesis.strategies as st
from hypothesis import Phase, find, settings
from hypothesis.errors import NoSuchExample
from xdsl.dialects.builtin import ModuleOp

from merge_alloc.deploy import workspace_driver
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.driver import merge_alloc
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module
from merge_alloc.verify.fuzz.calls import call_programs
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS
from merge_alloc.verify.fuzz.run import verified_program
from merge_alloc.verify.fuzz.shapes import HAZARDS, Focus, shape_programs

Source = Literal["shapes", "stash", "deep", "calls", "hazards"]
SOURCES: tuple[Source, ...] = get_args(Source)

EXEC_HAZARDS: tuple[Focus, ...] = tuple(h for h in HAZARDS if h != "huge")
"""The adversarial shapes that execute (`huge` is checker-only)."""

MATRIX_ALIGNMENTS = (1, 16, 64, 4096)
POOL_CAPACITIES = (256, 1024, 4096, 65536)

Verdict = Literal[
    "ok",
    "pass-error",
    "invalid-output",
    "crash",
    "invalid-program",
    "checker-alarm",
    "mismatch",
    "checker-miss",
]
FAILURES: frozenset[str] = frozenset(
    {"invalid-output", "crash", "mismatch", "checker-miss", "checker-alarm"}
)
"""Verdicts that are findings (a pass error is counted, not a finding: some
option sets cannot be honoured, e.g. a pool too small for a callee)."""


@st.composite
def option_sets(draw: st.DrawFn) -> dict[str, Any]:
    """One point of the option matrix, as `MergeAllocPass` keywords."""
    options: dict[str, Any] = {
        "planner": draw(st.sampled_from(sorted(PLANNERS)), label="planner"),
        "alignment": draw(st.sampled_from(MATRIX_ALIGNMENTS), label="alignment"),
        "inplace": draw(st.booleans(), label="inplace"),
    }
    arena = draw(st.sampled_from(("alloc", "global", "argument")), label="arena")
    if arena != "alloc":
        options["arena"] = arena
        options["outputs_in_workspace"] = draw(st.booleans(), label="outputs")
        options["shared_arena"] = draw(st.booleans(), label="shared")
    options["call_tree"] = draw(st.booleans(), label="call-tree")
    options["pack_constants"] = draw(st.booleans(), label="pack")
    if draw(st.booleans(), label="pools?"):
        capacity = draw(st.sampled_from(POOL_CAPACITIES), label="capacity")
        options["pools"] = f"sram:{capacity},dram"
    return options


def describe(options: dict[str, Any]) -> str:
    shown = " ".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"merge-alloc{{{shown}}}"


@dataclass(frozen=True)
class MatrixProgram:
    """A program, where it came from, and the option sets to run it with."""

    text: str
    source: Source
    option_sets: tuple[dict[str, Any], ...]
    features: frozenset[str] = frozenset()


@st.composite
def matrix_programs(draw: st.DrawFn, sets: int = 3) -> MatrixProgram:
    source = draw(st.sampled_from(SOURCES), label="source")
    features: frozenset[str] = frozenset()
    required: dict[str, Any] = {}
    if source == "calls":
        text = draw(call_programs("exec"), label="program").text
    else:
        focus: Focus | None = None
        if source == "hazards":
            focus = draw(st.sampled_from(EXEC_HAZARDS), label="hazard")
        elif source != "shapes":
            focus = source
        program = draw(shape_programs("exec", focus), label="program")
        text, features = program.text, program.features
        required = program.pass_options
    # The first option set takes what the program's shapes need (recursion:
    # `arena=global`); the others stay as drawn.
    chosen = tuple(
        {**draw(option_sets(), label=f"options {k}"), **(required if k == 0 else {})}
        for k in range(sets)
    )
    return MatrixProgram(text, source, chosen, features)


@dataclass
class MatrixCase:
    verdict: Verdict
    options: dict[str, Any]
    detail: str = ""
    after: str = ""


def _execute(text: str) -> str | oracle.OracleError:
    try:
        return oracle.run(text)
    except oracle.OracleError as exc:
        return exc


def static_matrix_case(
    before_text: str,
    options: dict[str, Any],
    parse: Callable[[str], ModuleOp | str] = verified_program,
) -> MatrixCase | tuple[str, bool, str, int]:
    """Pass, verification and checker: a final case, or (runnable text,
    checker ok, checker detail, runs) for execution. ``parse`` reads and
    verifies the program (or says why not)."""
    before = parse(before_text)
    if isinstance(before, str):
        return MatrixCase("invalid-program", options, before)
    module = before.clone()
    try:
        merge_alloc(module, MergeAllocPass(**options).options())
    except MergeAllocError as exc:
        return MatrixCase("pass-error", options, str(exc))
    except Exception:
        return MatrixCase("crash", options, "pass raised:\n" + traceback.format_exc())
    try:
        module.verify()
    except Exception as exc:
        return MatrixCase("invalid-output", options, f"xDSL verify: {exc}", str(module))
    after = str(module)
    try:
        report = check_module(module, before)
    except Exception:
        detail = "checker raised:\n" + traceback.format_exc()
        return MatrixCase("crash", options, detail, after)
    checker_detail = "\n".join(str(v) for v in report.violations)
    workspaces: list[workspace_driver.PublishedWorkspace] = []
    for op in module.ops:
        name = getattr(op, "sym_name", None)
        if name is not None and getattr(name, "data", None) == "main":
            workspaces = workspace_driver.published_workspaces(op)  # pyright: ignore[reportArgumentType]
    runs = 1
    runnable = after
    if workspaces:
        runs = 2
        runnable = workspace_driver.with_driver(after, workspaces, runs=runs)
    return runnable, report.ok, checker_detail, runs


def run_matrix_program(
    program: MatrixProgram, pool: ThreadPoolExecutor
) -> list[MatrixCase]:
    """Every option set of `program`: static stages, then one execution of
    the original and of each distinct merged program on `pool`."""
    statics = [
        static_matrix_case(program.text, options) for options in program.option_sets
    ]
    texts = sorted(
        {program.text, *(s[0] for s in statics if not isinstance(s, MatrixCase))}
    )
    outputs = dict(zip(texts, pool.map(_execute, texts), strict=True))
    reference = outputs[program.text]
    cases: list[MatrixCase] = []
    for options, static in zip(program.option_sets, statics, strict=True):
        if isinstance(static, MatrixCase):
            cases.append(static)
            continue
        runnable, checker_ok, checker_detail, runs = static
        if isinstance(reference, oracle.OracleError):
            cases.append(MatrixCase("invalid-program", options, str(reference)))
            continue
        output = outputs[runnable]
        if isinstance(output, oracle.OracleError):
            verdict: Verdict = (
                "invalid-output"
                if isinstance(output, oracle.LoweringError)
                else "crash"
            )
            cases.append(MatrixCase(verdict, options, str(output), runnable))
            continue
        if output != reference * runs:
            diff = oracle.OracleResult(reference * runs, output, oracle.DEFAULT_PERTURB)
            verdict = "mismatch" if not checker_ok else "checker-miss"
            detail = diff.diff() + ("\n" + checker_detail if checker_detail else "")
            cases.append(MatrixCase(verdict, options, detail, runnable))
        elif not checker_ok:
            cases.append(MatrixCase("checker-alarm", options, checker_detail, runnable))
        else:
            cases.append(MatrixCase("ok", options))
    return cases


@dataclass
class MatrixCampaign:
    """Running totals of one matrix campaign."""

    seed: int = 0
    sets: int = 3
    chunk: int = 20
    save_dir: Path | None = None
    log: Callable[[str], None] = print
    programs: Counter[str] = field(default_factory=Counter[str])
    cases: Counter[tuple[str, str]] = field(default_factory=Counter[tuple[str, str]])
    """(source, verdict) -> cases."""
    planners: Counter[str] = field(default_factory=Counter[str])
    features: Counter[str] = field(default_factory=Counter[str])
    pass_errors: Counter[str] = field(default_factory=Counter[str])
    saved: list[str] = field(default_factory=list[str])

    def run(self, minutes: float) -> None:
        deadline = time.monotonic() + 60.0 * minutes
        start = time.monotonic()
        round_ = 0
        with ThreadPoolExecutor(2) as pool:
            while time.monotonic() < deadline:
                self._chunk(self.seed * 100_003 + round_, deadline, pool)
                round_ += 1
                elapsed = (time.monotonic() - start) / 60.0
                verdicts = Counter[str]()
                for (_, verdict), count in self.cases.items():
                    verdicts[verdict] += count
                self.log(
                    f"[{elapsed:6.1f} min] {sum(self.programs.values())} programs, "
                    f"{sum(verdicts.values())} cases; "
                    + ", ".join(f"{k}={v}" for k, v in sorted(verdicts.items()))
                )

    def _chunk(self, seed: int, deadline: float, pool: ThreadPoolExecutor) -> None:
        def condition(program: MatrixProgram) -> bool:
            if time.monotonic() > deadline:
                return False
            cases = run_matrix_program(program, pool)
            self.programs[program.source] += 1
            self.features.update(program.features)
            for case in cases:
                self.cases[(program.source, case.verdict)] += 1
                self.planners[case.options["planner"]] += 1
                if case.verdict == "pass-error":
                    self.pass_errors[case.detail.split(":")[-1].strip()[:80]] += 1
            failing = [c for c in cases if c.verdict in FAILURES]
            if failing:
                self._save(program, failing)
            return False

        config = settings(
            max_examples=self.chunk,
            database=None,
            deadline=None,
            phases=[Phase.generate],
            suppress_health_check=RELAXED_HEALTH_CHECKS,
        )
        strategy = matrix_programs(self.sets)
        with contextlib.suppress(NoSuchExample):  # the condition never holds
            find(strategy, condition, settings=config, random=Random(seed))

    def _save(self, program: MatrixProgram, failing: Sequence[MatrixCase]) -> None:
        first = failing[0]
        self.log(f"  {first.verdict} ({program.source}) {describe(first.options)}")
        if self.save_dir is None:
            return
        self.save_dir.mkdir(parents=True, exist_ok=True)
        stem = f"matrix-{first.verdict}-{len(self.saved)}-{self.seed}"
        header = "\n".join(
            f"// merge-alloc matrix: {c.verdict} {describe(c.options)}" for c in failing
        )
        (self.save_dir / f"{stem}.mlir").write_text(header + "\n" + program.text)
        (self.save_dir / f"{stem}.md").write_text(
            "\n\n".join(
                f"{c.verdict} {describe(c.options)}\n{c.detail}" for c in failing
            )
        )
        self.saved.append(stem)

    def summary(self) -> dict[str, Any]:
        rows: dict[str, dict[str, int]] = {}
        for source in SOURCES:
            verdicts = {v: self.cases[(source, v)] for v in get_args(Verdict)}
            rows[source] = {"programs": self.programs[source], **verdicts}
        return {
            "rows": rows,
            "planners": dict(self.planners),
            "features": dict(self.features),
            "pass_errors": dict(self.pass_errors.most_common(10)),
            "saved": self.saved,
        }


_HEADER = re.compile(r"^// merge-alloc matrix: \S+ merge-alloc\{(?P<options>.*)\}$")


def _parse_options(text: str) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in text.split():
        key, value = pair.split("=", 1)
        parsed: Any = value
        if value in ("True", "False"):
            parsed = value == "True"
        elif value.isdigit():
            parsed = int(value)
        options[key] = parsed
    return options


def replay(paths: Sequence[Path]) -> int:
    """Run saved programs with the option sets of their header lines."""
    failures = 0
    with ThreadPoolExecutor(2) as pool:
        for path in paths:
            text = path.read_text()
            sets = tuple(
                _parse_options(match.group("options"))
                for line in text.splitlines()
                if (match := _HEADER.match(line))
            )
            cases = run_matrix_program(MatrixProgram(text, "shapes", sets), pool)
            for case in cases:
                print(f"{path.name}: {case.verdict} {describe(case.options)}")
                if case.verdict in FAILURES:
                    failures += 1
                    print("  " + case.detail.replace("\n", "\n  ")[:2000])
    return 1 if failures else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.verify.fuzz.matrix",
        description="Generated programs x the option matrix: pass -> checker -> "
        "execution before/after (see the module doc).",
    )
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sets", type=int, default=3, help="option sets per program")
    parser.add_argument("--chunk", type=int, default=20)
    parser.add_argument("--save-dir", type=Path, default=None)
    parser.add_argument("--summary", type=Path, default=None, help="write JSON here")
    parser.add_argument(
        "--replay",
        type=Path,
        nargs="*",
        default=None,
        help="run saved programs again with the option sets in their header",
    )
    args = parser.parse_args(argv)
    logging.getLogger("merge_alloc").setLevel(logging.ERROR)
    oracle.require_toolchain()
    if args.replay is not None:
        return replay(args.replay)
    campaign = MatrixCampaign(
        seed=args.seed,
        sets=args.sets,
        chunk=args.chunk,
        save_dir=args.save_dir,
        log=lambda line: print(line, flush=True),
    )
    campaign.run(args.minutes)
    summary = campaign.summary()
    if args.summary is not None:
        args.summary.write_text(json.dumps(summary, indent=1, sort_keys=True))
    print(json.dumps(summary["rows"], sort_keys=True))
    failures = sum(
        count for (_, verdict), count in campaign.cases.items() if verdict in FAILURES
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
