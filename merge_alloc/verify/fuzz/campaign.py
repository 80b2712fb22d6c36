"""A time-boxed fuzzing campaign: search, shrink, save, and the coverage it
reports (which op behaviours and element types it exercised; first here).

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

import contextlib
import dataclasses
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from random import Random

from hypothesis import Phase, find, settings
from hypothesis.errors import NoSuchExample
from xdsl.dialects import builtin, memref
from xdsl.ir import Operation

from merge_alloc.analysis.interfaces import (
    behaviour,
    behaviour_of_class,
    registered_behaviours,
)
from merge_alloc.analysis.op_behaviour import OpBehaviour
from merge_alloc.analysis.walk import walk
from merge_alloc.driver import merge_alloc
from merge_alloc.options import TraceCollector
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS, Mode, Program
from merge_alloc.verify.fuzz.hazards import HUGE_ELEMENTS, ND_VECTOR_ELEMENTS
from merge_alloc.verify.fuzz.program import CHECK_ELEMENTS, EXEC_ELEMENTS
from merge_alloc.verify.fuzz.run import WORKERS, CaseResult, Driver, parse, run_program
from merge_alloc.verify.fuzz.shapes import Focus, shape_programs

# Which op behaviours and element types the generated programs exercise.
#
# Why: the adversarial user's five miscompiles (docs/testing.md) were all in
# shapes the generator never drew, n-D vector elements, `cf` loops,
# compared addresses, indirect calls, sizes near the index limit, and no
# campaign could have found them, however long. This report shows such a
# gap before a user does: it walks the generated programs, asks the
# op-behaviour registry (`merge_alloc.analysis.interfaces.behaviour`) what
# each op is, and lists the behaviour facts the registry knows
# (`registered_behaviours`, and what xDSL's traits add to those classes) that
# no generated op had, and the registered op classes no program contained.
#
# A fact is a field of `OpBehaviour` that differs from its default, spelt
# `field` (a true flag: `view_like`, `pointer_escape`, ...), `field:value`
# (`role:alloc`, `region_flow:loop`) or `effect:<trait>` (one per memory-
# effect trait), plus the derived `loop_like` and `forwards_operands`. The
# list is computed from the registry, not written down here, so a behaviour
# registered tomorrow shows as a gap until a shape exercises it.

GENERATOR_ELEMENTS: tuple[str, ...] = tuple(
    dict.fromkeys(
        (*CHECK_ELEMENTS, *EXEC_ELEMENTS, *ND_VECTOR_ELEMENTS, *HUGE_ELEMENTS)
    )
)
"""Every element type the generator's tables can draw for a buffer."""

CLAIMED_FACTS: frozenset[str] = frozenset(
    {
        "role:alloc",
        "role:dealloc",
        "role:store",
        "role:call",
        "view_like",
        "return_like",
        "region_flow:branch",
        "region_flow:once",
        "region_flow:loop",
        "region_flow:parallel",
        "region_branch",
        "value_flow",
        "allocation_scope",
        "holds_merged_buffer",
        "pointer_escape",
        "structured_linalg",
        "destination_style",
        "own_memory",
        "region_terminator",
        "written_operand",
        "induction_bounds",
        "loop_like",
        "forwards_operands",
    }
)
"""The behaviour facts the generator means to exercise in every campaign
(`tests/fuzz/test_coverage.py` pins that a small run covers them all)."""

CLAIMED_ELEMENTS: frozenset[str] = frozenset(GENERATOR_ELEMENTS)
"""The element types it means to exercise likewise."""


def facts(known: OpBehaviour) -> set[str]:
    """The facts of one behaviour (see the module doc)."""
    found: set[str] = set()
    for spec in dataclasses.fields(OpBehaviour):
        value = getattr(known, spec.name)
        if spec.name == "effect_traits":
            found.update(f"effect:{type(trait).__name__}" for trait in value)
        elif value == spec.default:
            continue
        elif isinstance(value, Enum):
            found.add(f"{spec.name}:{value.name.lower()}")
        else:
            found.add(spec.name)
    if known.loop_like:
        found.add("loop_like")
    if known.forwards_operands:
        found.add("forwards_operands")
    return found


def op_class_name(op_type: type[Operation]) -> str:
    """`scf.for`, or the Python name of a registered base class."""
    name = getattr(op_type, "name", None)
    return name if isinstance(name, str) else op_type.__name__


def known_facts() -> dict[str, set[str]]:
    """Every fact the registry can answer, with the registered classes that
    have it (registered facts, and the traits of those classes)."""
    universe: dict[str, set[str]] = {}
    for op_type, registered in registered_behaviours().items():
        found = facts(registered)
        with contextlib.suppress(AttributeError, TypeError):  # a mixin class
            found |= facts(behaviour_of_class(op_type))
        for fact in found:
            universe.setdefault(fact, set()).add(op_class_name(op_type))
    return universe


@dataclass
class Coverage:
    """Counts over the programs added so far."""

    programs: int = 0
    ops: Counter[str] = field(default_factory=Counter[str])
    """Op name -> ops in all programs."""
    facts: Counter[str] = field(default_factory=Counter[str])
    """Fact -> programs with an op that has it."""
    classes: Counter[str] = field(default_factory=Counter[str])
    """Registered op class -> programs with an op of it (or a subclass)."""
    elements: Counter[str] = field(default_factory=Counter[str])
    """Element type -> programs allocating a buffer of it."""
    unparsed: int = 0

    def add(self, text: str) -> None:
        """Walk one program (unparsable ones are only counted)."""
        try:
            module = parse(text)
        except Exception:
            self.unparsed += 1
            return
        self.add_module(module)

    def add_module(self, module: builtin.ModuleOp) -> None:
        self.programs += 1
        registered = tuple(registered_behaviours())
        seen_facts: set[str] = set()
        seen_classes: set[str] = set()
        seen_elements: set[str] = set()
        for op in walk(module):
            self.ops[op.name] += 1
            seen_facts |= facts(behaviour(op))
            seen_classes.update(
                op_class_name(base) for base in registered if isinstance(op, base)
            )
            if isinstance(op, memref.AllocOp | memref.AllocaOp):
                seen_elements.add(str(op.memref.type.get_element_type()))
        self.facts.update(seen_facts)
        self.classes.update(seen_classes)
        self.elements.update(seen_elements)

    def add_all(self, texts: Iterable[str]) -> Coverage:
        for text in texts:
            self.add(text)
        return self

    def missing_facts(self) -> dict[str, set[str]]:
        """Registry facts no program exercised, with the classes having them."""
        return {k: v for k, v in known_facts().items() if k not in self.facts}

    def missing_classes(self) -> list[str]:
        return sorted(
            name
            for name in map(op_class_name, registered_behaviours())
            if name not in self.classes
        )

    def missing_elements(self) -> list[str]:
        return [e for e in GENERATOR_ELEMENTS if e not in self.elements]

    def report(self) -> str:
        """The text `python -m merge_alloc.verify.fuzz --coverage` prints."""

        def counted(counter: Counter[str]) -> str:
            shown = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
            return ", ".join(f"{k}={v}" for k, v in shown) or "(none)"

        missing = self.missing_facts()
        lines = [
            f"coverage of {self.programs} generated programs "
            f"(programs per behaviour fact, as the op-behaviour registry answers):",
            "  exercised: " + counted(self.facts),
            "  never generated: "
            + (
                "; ".join(
                    f"{fact} ({', '.join(sorted(classes))})"
                    for fact, classes in sorted(missing.items())
                )
                or "(none)"
            ),
            "registered op classes never generated: "
            + (", ".join(self.missing_classes()) or "(none)"),
            "element types (programs allocating one): " + counted(self.elements),
            "element types never generated: "
            + (", ".join(self.missing_elements()) or "(none)"),
        ]
        if self.unparsed:
            lines.append(f"({self.unparsed} programs did not parse)")
        return "\n".join(lines)


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
        "Found by `python -m merge_alloc.verify.fuzz` (seed "
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
