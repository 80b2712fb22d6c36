"""End-to-end: hand-written tensor programs through real MLIR 22 pipelines.

Every program of `programs/` is bufferized the five ways of
`merge_alloc.verify.pipelines` (with and without deallocation, liveness-optimised
deallocs, hoisting), merged by merge-alloc with several planners and
alignments (`pipeline_cases` says which), and each merge must

1. succeed and verify in xDSL,
2. parse and verify in `mlir-opt --verify-each`,
3. pass the independent plan checker (`merge_alloc.verify.check`),
4. print exactly what the unmerged program prints under `mlir-runner`.

Cost control: each program is bufferized once per pipeline and parsed once;
merges run in-process on clones; configurations whose outputs print alike
are verified, checked and executed once; all programs of one bufferization (the
original and its merges) are verified by one `mlir-opt` and executed by one
`mlir-runner` (`batch_runner`), on two threads while the main thread runs the
next pass. Expensive work happens in a module fixture for the programs the
selected tests need; a program whose preparation failed fails its own tests.

Reproduce a failure with the command lines in its message:
`python -m merge_alloc.verify.pipelines --variant V [--generalize] PROGRAM > in.mlir`,
then `xdsl-opt -p 'merge-alloc{planner=P alignment=A}' in.mlir`.
"""

from __future__ import annotations

import os
import re
import traceback
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from batch_runner import run_many, verify_many
from pipeline_cases import (
    DEFAULT_CONFIG,
    PROGRAM_DIR,
    PROGRAMS,
    REUSE_BLOCKED_BY_DEALLOC,
    ROUNDTRIP_GAPS,
    Case,
    Config,
    all_cases,
    configs_of,
    generalize,
)
from xdsl.dialects.builtin import ModuleOp

from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions, TraceCollector
from merge_alloc.planning import get_planner
from merge_alloc.verify import oracle, pipelines
from merge_alloc.verify.check import check_module
from merge_alloc.verify.fuzz.sabotage import first_tick_only, no_thread_slots
from merge_alloc.verify.pipelines import BUFFERIZATIONS, Bufferization
from tests.ir import parse
from tests.quiet import pass_warnings_silenced

IN_CI = bool(os.environ.get("CI"))

pytestmark = [
    pytest.mark.skipif(
        not IN_CI and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    # One worker runs the module, so its expensive fixture is computed once.
    pytest.mark.xdist_group("pipelines"),
    pytest.mark.slow,  # bufferizes and executes every program five ways
]

ALT_PERTURB = 90
"""Second fill byte of fresh buffers: a program reading memory it never wrote
prints something else under it."""


def count_allocs(text: str) -> int:
    return len(re.findall(r'"?memref\.alloc"?[( ]', text))


def reproduce(program: str, variant: Bufferization, config: Config | None) -> str:
    """The shell commands that recreate one case."""
    source = str(PROGRAM_DIR / f"{program}.mlir")
    flags = " --generalize" if generalize(program) else ""
    command = "python -m merge_alloc.verify.pipelines"
    text = f"{command} --variant {variant.name}{flags} {source}"
    if config is not None:
        options = f"planner={config.planner} alignment={config.alignment}"
        text += f" > in.mlir && xdsl-opt -p 'merge-alloc{{{options}}}' in.mlir"
    return text


# -- preparation --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reference:
    """A program's output as MLIR alone computes it (no xDSL involved)."""

    output: str
    output_alt: str
    """Under the second perturb byte: must equal `output`."""


@dataclass(slots=True)
class Merge:
    """One configuration's merge of one bufferized program."""

    failure: str | None = None
    text: str | None = None
    merged_bytes: int = 0
    """Total size of the merged buffers the pass created."""


@dataclass(slots=True)
class Group:
    """One program under one bufferization, with every merge of it."""

    memref_ir: str
    roundtrip_output: str | oracle.OracleError | None = None
    """The unmerged program printed by xDSL, executed: the oracle's reference."""
    merges: dict[Config, Merge] = field(default_factory=dict[Config, Merge])


GroupKey = tuple[str, Bufferization]


Judged = dict[str, tuple[Merge, ModuleOp | None]]
"""Pass outputs of one bufferized program (as text) already verified and
checked, with their verdict and module."""


def merge_one(
    before: ModuleOp,
    config: Config,
    tracer: TraceCollector | None = None,
    judged: Judged | None = None,
) -> tuple[Merge, ModuleOp | None]:
    """Run the pass, verify, check; the module is None when a stage failed.
    `tracer` replaces the lifetime analysis (to plant bugs).

    With `judged`, an output printed exactly like one judged before (most
    configurations place a small program's buffers alike) takes its verdict
    and module: the same IR, which xDSL's verifier and the plan checker
    judge alike."""
    module = before.clone()
    options = MergeAllocOptions(
        alignment=config.alignment, planner=get_planner(config.planner), tracer=tracer
    )
    try:
        report = merge_alloc(module, options)
    except MergeAllocError as exc:
        return Merge(f"the pass rejected its input: {exc}"), None
    except Exception:
        return Merge(f"the pass crashed:\n{traceback.format_exc()}"), None
    merged_bytes = sum(scope.schedule.total for scope in report.planned)
    try:
        text = str(module)
    except Exception:
        return Merge(f"printing the output crashed:\n{traceback.format_exc()}"), None
    if judged is None:
        return _judge(before, module, text, merged_bytes)
    if text not in judged:
        judged[text] = _judge(before, module, text, merged_bytes)
    merge, judged_module = judged[text]
    return Merge(merge.failure, merge.text, merged_bytes), judged_module


def _judge(
    before: ModuleOp, module: ModuleOp, text: str, merged_bytes: int
) -> tuple[Merge, ModuleOp | None]:
    """xDSL's verifier and the plan checker on one pass output."""
    try:
        module.verify()
    except Exception as exc:
        return Merge(f"xDSL rejects the output: {exc}", text), None
    try:
        check = check_module(module, before)
    except Exception as exc:
        return Merge(f"plan checker crashed: {exc!r}", text, merged_bytes), None
    if not check.ok:
        details = "\n".join(str(v) for v in check.violations[:20])
        return Merge(f"plan checker: {check.summary()}\n{details}", text), None
    return Merge(None, text, merged_bytes), module


def settle(group: Group, before: ModuleOp, modules: dict[Config, ModuleOp]) -> None:
    """Verify the merged texts with mlir-opt, execute original and merges
    (each distinct text once: configurations often merge alike)."""
    configs = list(modules)
    distinct: dict[str, ModuleOp] = {}
    for config in configs:
        distinct.setdefault(group.merges[config].text or "", modules[config])
    try:
        verdicts = dict(zip(distinct, verify_many(list(distinct)), strict=True))
        outputs = run_many([before, *distinct.values()])
    except Exception:
        crash = f"verifying or executing crashed:\n{traceback.format_exc()}"
        group.roundtrip_output = oracle.OracleError(crash)
        for config in configs:
            group.merges[config].failure = crash
        return
    reference = outputs[0]
    group.roundtrip_output = reference
    by_text = dict(zip(distinct, outputs[1:], strict=True))
    for config in configs:
        merge = group.merges[config]
        text = merge.text or ""
        verdict, output = verdicts[text], by_text[text]
        if verdict is not None:
            merge.failure = f"mlir-opt --verify-each rejects the output:\n{verdict}"
        elif isinstance(reference, oracle.OracleError):
            merge.failure = f"the unmerged program does not run:\n{reference}"
        elif isinstance(output, oracle.OracleError):
            merge.failure = f"the merged program does not run:\n{output}"
        elif output != reference:
            diff = oracle.OracleResult(reference, output, oracle.DEFAULT_PERTURB)
            merge.failure = "output differs (miscompile):\n" + diff.diff()


class Suite:
    """Computes and caches everything the tests look at."""

    def __init__(self, pool: ThreadPoolExecutor) -> None:
        self.pool = pool
        self.bufferized: dict[GroupKey, Future[str]] = {}
        self.references: dict[str, Future[Reference]] = {}
        self.groups: dict[GroupKey, Group | Exception] = {}
        self.pending: list[Future[None]] = []

    def bufferize(self, program: str, variant: Bufferization) -> Future[str]:
        key = (program, variant)
        if key not in self.bufferized:
            source = (PROGRAM_DIR / f"{program}.mlir").read_text()
            self.bufferized[key] = self.pool.submit(
                pipelines.bufferize,
                source,
                variant,
                generalize=generalize(program),
            )
        return self.bufferized[key]

    def reference_future(self, program: str) -> Future[Reference]:
        if program not in self.references:
            source = (PROGRAM_DIR / f"{program}.mlir").read_text()
            # Submitted before `compute`, so it is running or done when
            # `compute` waits for it (the pool is first in, first out).
            bufferized = (
                None
                if generalize(program)
                else self.bufferize(program, pipelines.NO_DEALLOC)
            )

            def compute() -> Reference:
                memref_ir = (
                    bufferized.result()
                    if bufferized is not None
                    else pipelines.bufferize(source, pipelines.NO_DEALLOC)
                )
                lowered = oracle.lower(memref_ir)
                return Reference(
                    oracle.run_lowered(lowered),
                    oracle.run_lowered(lowered, perturb=ALT_PERTURB),
                )

            self.references[program] = self.pool.submit(compute)
        return self.references[program]

    def start_group(self, program: str, variant: Bufferization) -> None:
        key = (program, variant)
        if key in self.groups:
            return
        try:
            memref_ir = self.bufferize(program, variant).result()
            before = parse(memref_ir, allow_unregistered=False, verify=True)
        except Exception as exc:
            self.groups[key] = exc
            return
        group = Group(memref_ir)
        modules: dict[Config, ModuleOp] = {}
        judged: Judged = {}
        for config in configs_of(variant):
            merge, module = merge_one(before, config, judged=judged)
            group.merges[config] = merge
            if module is not None:
                modules[config] = module
        self.groups[key] = group
        self.pending.append(self.pool.submit(settle, group, before, modules))

    def prefetch(self, programs: list[str]) -> None:
        """Start everything `programs` need; the executions overlap the
        in-process passes of the following groups."""
        for program in programs:
            self.reference_future(program)
            for variant in BUFFERIZATIONS:
                self.bufferize(program, variant)
        for program in programs:
            for variant in BUFFERIZATIONS:
                self.start_group(program, variant)
        self.wait()

    def wait(self) -> None:
        for future in self.pending:
            future.result()
        self.pending.clear()

    def group(self, program: str, variant: Bufferization) -> Group:
        self.start_group(program, variant)
        self.wait()
        entry = self.groups[(program, variant)]
        if isinstance(entry, Exception):
            raise entry
        return entry

    def reference(self, program: str) -> Reference:
        return self.reference_future(program).result()


def _programs_of(items: list[pytest.Item]) -> list[str]:
    """The programs the selected tests of this file are about, in order."""
    wanted: dict[str, None] = {}
    for item in items:
        if item.path != Path(__file__):
            continue
        callspec = getattr(item, "callspec", None)
        params: dict[str, object] = getattr(callspec, "params", {})
        program = params.get("program")
        case = params.get("case")
        if isinstance(case, Case):
            program = case.program
        if isinstance(program, str):
            wanted[program] = None
    return list(wanted)


@pytest.fixture(scope="module")
def suite(request: pytest.FixtureRequest) -> Iterator[Suite]:
    with pass_warnings_silenced(), ThreadPoolExecutor(max_workers=2) as pool:
        runs = Suite(pool)
        runs.prefetch(_programs_of(request.session.items))
        yield runs


# -- the programs themselves --------------------------------------------------


@pytest.mark.parametrize("program", PROGRAMS)
def test_program_is_well_defined(suite: Suite, program: str) -> None:
    """No buffer is read before it is written: identical output whatever
    byte fresh buffers start with, and real numbers in it."""
    reference = suite.reference(program)
    assert reference.output == reference.output_alt, oracle.OracleResult(
        reference.output, reference.output_alt, ALT_PERTURB
    ).diff()
    assert "data =" in reference.output
    lowered = reference.output.lower()
    assert "nan" not in lowered and "inf" not in lowered


def _roundtrip_marks(program: str) -> list[pytest.MarkDecorator]:
    if program in ROUNDTRIP_GAPS:
        return [pytest.mark.xfail(strict=True, reason=ROUNDTRIP_GAPS[program])]
    return []


@pytest.mark.parametrize(
    "program", [pytest.param(p, marks=_roundtrip_marks(p)) for p in PROGRAMS]
)
def test_xdsl_roundtrip_keeps_output(suite: Suite, program: str) -> None:
    """xDSL's printout of the bufferized program computes what MLIR's does."""
    group = suite.group(program, pipelines.NO_DEALLOC)
    output = group.roundtrip_output
    assert isinstance(output, str), output
    reference = suite.reference(program).output
    assert output == reference, oracle.OracleResult(reference, output, 0).diff()


@pytest.mark.parametrize("program", PROGRAMS)
def test_bufferizations_agree(suite: Suite, program: str) -> None:
    """All five pipelines give valid programs that compute the same thing."""
    outputs: dict[str, str] = {}
    for variant in BUFFERIZATIONS:
        output = suite.group(program, variant).roundtrip_output
        assert isinstance(output, str), f"{variant.name}: {output}"
        outputs[variant.name] = output
    first = outputs[pipelines.NO_DEALLOC.name]
    for name, output in outputs.items():
        assert output == first, (
            f"{name}:\n" + oracle.OracleResult(first, output, 0).diff()
        )


@pytest.mark.parametrize("program", PROGRAMS)
def test_deallocation_pipelines_deallocate(suite: Suite, program: str) -> None:
    """The variants are what they claim: deallocs exactly where promised."""
    for variant in BUFFERIZATIONS:
        memref_ir = suite.group(program, variant).memref_ir
        has_dealloc = '"memref.dealloc"' in memref_ir
        assert has_dealloc == variant.deallocates, variant.name
        assert '"bufferization.' not in memref_ir, variant.name


# -- merge-alloc on every pipeline --------------------------------------------


@pytest.mark.parametrize("case", all_cases(), ids=lambda case: case.id)
def test_merge(suite: Suite, case: Case) -> None:
    """pass -> xDSL verify -> mlir-opt verify -> plan checker -> same output."""
    group = suite.group(case.program, case.variant)
    merge = group.merges[case.config]
    command = reproduce(case.program, case.variant, case.config)
    assert merge.failure is None, f"{merge.failure}\nreproduce: {command}"


MERGING_INPUTS = [
    pytest.param(variant, config, id=f"{variant.name}-{config.id}")
    for variant, config in (
        (pipelines.NO_DEALLOC, DEFAULT_CONFIG),
        (pipelines.NO_DEALLOC_ALIGN16, Config(DEFAULT_CONFIG.planner, 16)),
    )
]
"""Bufferizations whose every program has temporaries the pass can merge
under the given configuration."""


@pytest.mark.parametrize(("variant", "config"), MERGING_INPUTS)
@pytest.mark.parametrize("program", PROGRAMS)
def test_pass_merges_every_program(
    suite: Suite, program: str, variant: Bufferization, config: Config
) -> None:
    """Fewer allocs and views into a merged buffer: the matrix must not pass
    only because the pass left everything alone."""
    group = suite.group(program, variant)
    merged = group.merges[config].text
    assert merged is not None
    assert "memref.view" in merged
    assert count_allocs(merged) < count_allocs(group.memref_ir)


def _dealloc_marks(program: str) -> list[pytest.MarkDecorator]:
    if program in REUSE_BLOCKED_BY_DEALLOC:
        reason = "the plan depends on where the deallocs stand"
        return [pytest.mark.xfail(strict=True, reason=reason)]
    return []


@pytest.mark.parametrize(
    "program", [pytest.param(p, marks=_dealloc_marks(p)) for p in PROGRAMS]
)
def test_dealloc_position_does_not_change_plan(suite: Suite, program: str) -> None:
    """`--optimize-allocation-liveness` only moves deallocs from the end of
    the block to the last use; a dealloc ends a buffer's life without using
    it, so the plan (and its size) must not depend on where it stands."""
    at_end = suite.group(program, pipelines.DEALLOC).merges[DEFAULT_CONFIG]
    at_last_use = suite.group(program, pipelines.DEALLOC_LIVENESS).merges[
        DEFAULT_CONFIG
    ]
    assert at_end.failure is None and at_last_use.failure is None
    assert at_end.merged_bytes == at_last_use.merged_bytes


# -- the suite itself must catch bad plans ------------------------------------


@pytest.mark.parametrize(
    "variant",
    [pipelines.NO_DEALLOC, pipelines.DEALLOC_LIVENESS],
    ids=lambda variant: variant.name,
)
def test_planted_lifetime_bug_is_caught(suite: Suite, variant: Bufferization) -> None:
    """Buffers that die at their first access share bytes with buffers still
    in use: both the plan checker and the batched execution must notice."""
    group = suite.group("attention", variant)
    before = parse(group.memref_ir, allow_unregistered=False, verify=True)
    merge, module = merge_one(before, DEFAULT_CONFIG, tracer=first_tick_only)
    assert module is None and merge.failure is not None
    assert merge.failure.startswith("plan checker:"), merge.failure
    assert "overlap" in merge.failure
    sabotaged = before.clone()
    merge_alloc(sabotaged, MergeAllocOptions(tracer=first_tick_only))
    reference, output = run_many([before, sabotaged])
    assert isinstance(reference, str) and isinstance(output, str)
    assert output != reference


def test_planted_thread_slot_bug_is_caught(suite: Suite) -> None:
    """One slot for all threads of a forall: invisible to the sequential
    oracle, so the plan checker must reject it."""
    group = suite.group("nested_forall", pipelines.NO_DEALLOC)
    before = parse(group.memref_ir, allow_unregistered=False, verify=True)
    merge, module = merge_one(before, DEFAULT_CONFIG, tracer=no_thread_slots)
    assert module is None and merge.failure is not None
    assert merge.failure.startswith("plan checker:"), merge.failure
