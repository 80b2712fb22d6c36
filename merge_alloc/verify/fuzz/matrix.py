"""`python -m merge_alloc.verify.fuzz.matrix`: an executed campaign over the option
matrix.

Why a campaign of its own: `python -m merge_alloc.verify.fuzz` runs every program
with the planners under the default deployment, and `fuzz.run` draws the
deployment options for programs with calls; neither crosses *every* option
with the program shapes. Here each generated program (the shapes of
`fuzz.shapes`, the `stash` and `deep` shapes of `fuzz.hazards`, and the
programs with calls of `fuzz.run`) runs under `--sets` option sets drawn
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
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from random import Random
from typing import Any, Literal, NamedTuple, get_args

import hypothesis.strategies as st
from hypothesis import Phase, find, settings
from hypothesis.errors import NoSuchExample
from xdsl.dialects.builtin import ModuleOp

from merge_alloc.deploy import workspace_driver
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import TraceCollector
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module
from merge_alloc.verify.fuzz.campaign import Coverage
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS
from merge_alloc.verify.fuzz.run import (
    RUN_TIMEOUT,
    Driver,
    call_programs,
    verified_program,
)
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


SHAPE_FEATURES: tuple[str, ...] = (*HAZARDS, "stash", "deep")
"""The shapes whose mix a campaign reports (a program may hold several)."""


def program_shapes(program: MatrixProgram) -> list[str]:
    """The adversarial, `stash` and `deep` shapes `program` holds, or
    `none` (a `calls` program records no features)."""
    return [s for s in SHAPE_FEATURES if s in program.features] or ["none"]


@dataclass
class MatrixCase:
    verdict: Verdict
    options: dict[str, Any]
    detail: str = ""
    after: str = ""


class Runnable(NamedTuple):
    """A case that passed the static stages and must still be executed."""

    text: str
    """The merged program (with the workspace driver, where it has one)."""
    checker_ok: bool
    checker_detail: str
    runs: int
    """How often the program's `main` body runs (the driver runs it twice)."""


Static = MatrixCase | Runnable
"""A final case, or one to execute."""

BATCH = 24
"""Programs lowered and run in one `mlir-opt` and one `mlir-runner` process
(`merge_alloc.verify.oracle`): about a quarter of a chunk's distinct texts, so
that the two threads run two batches while the next programs are planned."""

BATCH_TIMEOUT = 120.0
"""Seconds allowed to each tool on a whole batch (a batch of 24 lowers and
runs in about 5 s on the loaded machine; one that hangs is run again one
program at a time, each with `RUN_TIMEOUT`)."""

EXECUTION_FINDINGS: frozenset[str] = frozenset(
    {"invalid-output", "crash", "mismatch", "checker-miss", "invalid-program"}
)
"""Verdicts an execution decides; in a batch, each is run again alone."""


def merged_case(
    before: ModuleOp,
    options: dict[str, Any],
    driver: Driver = merge_alloc,
    tracer: TraceCollector | None = None,
) -> Static:
    """Pass, verification and checker on a copy of the verified `before`.

    `driver` and `tracer` replace the pass or its lifetime analysis (a
    planted bug of `merge_alloc.verify.fuzz.sabotage`, to test the campaign)."""
    module = before.clone()
    try:
        pass_options = MergeAllocPass(**options).options()
        if tracer is not None:
            pass_options = replace(pass_options, tracer=tracer)
        driver(module, pass_options)
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
    if workspaces:
        runs = 2
        return Runnable(
            workspace_driver.with_driver(after, runs=runs),
            report.ok,
            checker_detail,
            runs,
        )
    return Runnable(after, report.ok, checker_detail, 1)


def static_matrix_case(
    before_text: str,
    options: dict[str, Any],
    parse: Callable[[str], ModuleOp | str] = verified_program,
) -> Static:
    """Pass, verification and checker: a final case, or a `Runnable`.
    ``parse`` reads and verifies the program (or says why not)."""
    before = parse(before_text)
    if isinstance(before, str):
        return MatrixCase("invalid-program", options, before)
    return merged_case(before, options)


def _static_cases(
    program: MatrixProgram,
    driver: Driver,
    tracer: TraceCollector | None,
    coverage: Coverage | None,
) -> list[Static]:
    """Every option set of `program`, parsed and verified once (and walked
    for `coverage`, if given)."""
    before = verified_program(program.text)
    if isinstance(before, str):
        return [MatrixCase("invalid-program", o, before) for o in program.option_sets]
    if coverage is not None:
        coverage.add_module(before)
    return [merged_case(before, o, driver, tracer) for o in program.option_sets]


def judge(
    program: MatrixProgram,
    statics: Sequence[Static],
    outputs: Mapping[str, oracle.Output],
) -> list[MatrixCase]:
    """Each case's verdict from the outputs of the original and the merged
    programs (`outputs` maps each executed text to its output or error)."""
    reference = outputs.get(program.text)
    cases: list[MatrixCase] = []
    for options, static in zip(program.option_sets, statics, strict=True):
        if isinstance(static, MatrixCase):
            cases.append(static)
            continue
        if reference is None or isinstance(reference, oracle.OracleError):
            cases.append(MatrixCase("invalid-program", options, str(reference)))
            continue
        output = outputs[static.text]
        if isinstance(output, oracle.OracleError):
            verdict: Verdict = (
                "invalid-output"
                if isinstance(output, oracle.LoweringError)
                else "crash"
            )
            cases.append(MatrixCase(verdict, options, str(output), static.text))
            continue
        expected = reference * static.runs
        if output != expected:
            diff = oracle.OracleResult(expected, output, oracle.DEFAULT_PERTURB)
            verdict = "mismatch" if not static.checker_ok else "checker-miss"
            detail = diff.diff()
            if static.checker_detail:
                detail += "\n" + static.checker_detail
            cases.append(MatrixCase(verdict, options, detail, static.text))
        elif not static.checker_ok:
            cases.append(
                MatrixCase("checker-alarm", options, static.checker_detail, static.text)
            )
        else:
            cases.append(MatrixCase("ok", options))
    return cases


def _execute_alone(text: str) -> oracle.Output:
    try:
        return oracle.run(text, timeout=RUN_TIMEOUT)
    except oracle.OracleError as exc:
        return exc


def _execute_batch(texts: Sequence[str]) -> list[oracle.Output]:
    return oracle.run_batch(texts, timeout=BATCH_TIMEOUT, alone_timeout=RUN_TIMEOUT)


def _confirmed(
    program: MatrixProgram,
    statics: Sequence[Static],
    cases: list[MatrixCase],
    batched: Mapping[str, oracle.Output],
    pool: ThreadPoolExecutor,
) -> list[MatrixCase]:
    """`cases` with every execution finding of a batch decided again by
    running its programs alone (the single-case path is the authority: a
    saved program replays alone). A finding the lone run does not repeat is
    kept, marked as seen only in a batch."""
    flagged = [k for k, case in enumerate(cases) if case.verdict in EXECUTION_FINDINGS]
    if not flagged:
        return cases
    texts = sorted(
        {program.text}
        | {s.text for k in flagged if isinstance(s := statics[k], Runnable)}
    )
    alone = dict(zip(texts, pool.map(_execute_alone, texts), strict=True))
    again = judge(program, statics, {**batched, **alone})
    confirmed = list(cases)
    for k in flagged:
        if again[k].verdict in FAILURES or again[k].verdict == "invalid-program":
            confirmed[k] = again[k]
        else:
            note = f"\n(in a batch only: run alone, the verdict is {again[k].verdict})"
            confirmed[k] = replace(cases[k], detail=cases[k].detail + note)
    return confirmed


def run_matrix_programs(
    programs: Sequence[MatrixProgram],
    pool: ThreadPoolExecutor,
    *,
    batch_size: int = BATCH,
    driver: Driver = merge_alloc,
    tracer: TraceCollector | None = None,
    coverage: Coverage | None = None,
) -> list[list[MatrixCase]]:
    """Every option set of every program: the static stages here, the
    executions of the distinct texts (each original once, each merged
    program once) in batches of `batch_size` on `pool`, submitted as soon
    as a batch is full so that planning and execution overlap. Each case
    keeps its own verdict; `batch_size=1` runs every text alone. `coverage`
    walks every program that parses."""
    all_statics: list[list[Static]] = []
    seen: set[str] = set()
    pending: list[str] = []
    futures: list[tuple[list[str], Future[list[oracle.Output]]]] = []

    def submit() -> None:
        texts = list(pending)
        pending.clear()
        futures.append((texts, pool.submit(_execute_batch, texts)))

    for program in programs:
        statics = _static_cases(program, driver, tracer, coverage)
        all_statics.append(statics)
        if not any(isinstance(s, Runnable) for s in statics):
            continue
        for text in (
            program.text,
            *(s.text for s in statics if isinstance(s, Runnable)),
        ):
            if text not in seen:
                seen.add(text)
                pending.append(text)
                if len(pending) >= batch_size:
                    submit()
    if pending:
        submit()
    outputs: dict[str, oracle.Output] = {}
    for texts, future in futures:
        outputs.update(zip(texts, future.result(), strict=True))
    results: list[list[MatrixCase]] = []
    for program, statics in zip(programs, all_statics, strict=True):
        cases = judge(program, statics, outputs)
        if batch_size > 1:
            cases = _confirmed(program, statics, cases, outputs, pool)
        results.append(cases)
    return results


def run_matrix_program(
    program: MatrixProgram, pool: ThreadPoolExecutor, *, batch_size: int = 1
) -> list[MatrixCase]:
    """Every option set of `program`, each text run alone unless asked."""
    return run_matrix_programs([program], pool, batch_size=batch_size)[0]


def chunk_seed(seed: int, round_: int) -> int:
    """The generation seed of chunk `round_` of the campaign `seed`."""
    return seed * 100_003 + round_


def drawn_programs(
    seed: int, count: int, sets: int, deadline: float | None = None
) -> list[MatrixProgram]:
    """The programs of one chunk (hypothesis's generation phase from one
    seed: the same programs every time), fewer once `deadline` (a
    `time.monotonic()` value) has passed."""
    drawn: list[MatrixProgram] = []

    def keep(program: MatrixProgram) -> bool:
        if deadline is None or time.monotonic() <= deadline:
            drawn.append(program)
        return False

    config = settings(
        max_examples=count,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    with contextlib.suppress(NoSuchExample):  # `keep` never holds
        find(matrix_programs(sets), keep, settings=config, random=Random(seed))
    return drawn


def campaign_coverage(
    seed: int, chunks: int, chunk: int, sets: int
) -> tuple[Coverage, Counter[str], Counter[str]]:
    """The coverage, sources and shape mix of the first `chunks` chunks of
    the campaign `seed`, drawn again without running them (generation is
    deterministic: these are the programs that campaign ran)."""
    coverage = Coverage()
    sources = Counter[str]()
    shapes = Counter[str]()
    for round_ in range(chunks):
        for program in drawn_programs(chunk_seed(seed, round_), chunk, sets):
            coverage.add(program.text)
            sources[program.source] += 1
            shapes.update(program_shapes(program))
    return coverage, sources, shapes


@dataclass
class MatrixCampaign:
    """Running totals of one matrix campaign."""

    seed: int = 0
    sets: int = 3
    chunk: int = 20
    batch: int = BATCH
    save_dir: Path | None = None
    log: Callable[[str], None] = print
    programs: Counter[str] = field(default_factory=Counter[str])
    cases: Counter[tuple[str, str]] = field(default_factory=Counter[tuple[str, str]])
    """(source, verdict) -> cases."""
    planners: Counter[str] = field(default_factory=Counter[str])
    features: Counter[str] = field(default_factory=Counter[str])
    shapes: Counter[str] = field(default_factory=Counter[str])
    """Programs holding each adversarial shape (`program_shapes`)."""
    pass_errors: Counter[str] = field(default_factory=Counter[str])
    saved: list[str] = field(default_factory=list[str])
    coverage: Coverage | None = None
    """Walks every program run, when asked (`--coverage`)."""

    def run(self, minutes: float) -> None:
        deadline = time.monotonic() + 60.0 * minutes
        start = time.monotonic()
        round_ = 0
        with ThreadPoolExecutor(2) as pool:
            while time.monotonic() < deadline:
                self._chunk(chunk_seed(self.seed, round_), deadline, pool)
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
        """Draw up to `chunk` programs, then run them together (their
        executions share batches)."""
        drawn = drawn_programs(seed, self.chunk, self.sets, deadline)
        results = run_matrix_programs(
            drawn, pool, batch_size=self.batch, coverage=self.coverage
        )
        for program, cases in zip(drawn, results, strict=True):
            self.programs[program.source] += 1
            self.features.update(program.features)
            self.shapes.update(program_shapes(program))
            for case in cases:
                self.cases[(program.source, case.verdict)] += 1
                self.planners[case.options["planner"]] += 1
                if case.verdict == "pass-error":
                    self.pass_errors[case.detail.split(":")[-1].strip()[:80]] += 1
            failing = [c for c in cases if c.verdict in FAILURES]
            if failing:
                self._save(program, failing)

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
            "shapes": dict(self.shapes),
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
    parser.add_argument(
        "--batch",
        type=int,
        default=BATCH,
        help="programs per mlir-opt/mlir-runner process (1: each alone)",
    )
    parser.add_argument("--save-dir", type=Path, default=None)
    parser.add_argument("--summary", type=Path, default=None, help="write JSON here")
    parser.add_argument(
        "--replay",
        type=Path,
        nargs="*",
        default=None,
        help="run saved programs again with the option sets in their header",
    )
    parser.add_argument(
        "--coverage",
        action="store_true",
        help="print the coverage report of the programs run "
        "(merge_alloc.verify.fuzz.campaign)",
    )
    parser.add_argument(
        "--coverage-chunks",
        type=int,
        default=None,
        metavar="N",
        help="only draw the first N chunks of the campaign --seed (as it draws "
        "them) and print their sources, shapes and coverage (no pass runs)",
    )
    args = parser.parse_args(argv)
    logging.getLogger("merge_alloc").setLevel(logging.ERROR)
    if args.coverage_chunks is not None:
        coverage, sources, shapes = campaign_coverage(
            args.seed, args.coverage_chunks, args.chunk, args.sets
        )
        print("sources: " + ", ".join(f"{k}={v}" for k, v in sorted(sources.items())))
        print("shapes: " + ", ".join(f"{k}={v}" for k, v in shapes.most_common()))
        print(coverage.report())
        return 0
    oracle.require_toolchain()
    if args.replay is not None:
        return replay(args.replay)
    campaign = MatrixCampaign(
        seed=args.seed,
        sets=args.sets,
        chunk=args.chunk,
        batch=args.batch,
        save_dir=args.save_dir,
        coverage=Coverage() if args.coverage else None,
        log=lambda line: print(line, flush=True),
    )
    campaign.run(args.minutes)
    summary = campaign.summary()
    if args.summary is not None:
        args.summary.write_text(json.dumps(summary, indent=1, sort_keys=True))
    print(json.dumps(summary["rows"], sort_keys=True))
    print("shapes: " + ", ".join(f"{k}={v}" for k, v in campaign.shapes.most_common()))
    if campaign.coverage is not None:
        print(campaign.coverage.report())
    failures = sum(
        count for (_, verdict), count in campaign.cases.items() if verdict in FAILURES
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
