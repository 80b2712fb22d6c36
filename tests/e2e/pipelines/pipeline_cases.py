"""What the real-pipeline suite runs: programs, known gaps, the cases.

Each program in `programs/` is bufferized the six ways of
`merge_alloc.verify.pipelines.BUFFERIZATIONS`. Every bufferization is merged
by the default planner at alignments 16, 64 and 128; `no-dealloc` (and in
the deep tier `dealloc`, which places deallocs) is merged by every other
registered planner too (`configs_of`). Each merge is
verified, checked and executed (the suite batches executions, see
`batch_runner`). Planners see the other bufferizations' lifetimes through
the default planner only: what a bufferization changes is the lifetimes,
which every planner's own tests already vary widely.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from merge_alloc.planning import DEFAULT_PLANNER, PLANNERS
from merge_alloc.verify.pipelines import BUFFERIZATIONS, Bufferization
from tests.tiers import DEEP_TIER

PROGRAM_DIR = Path(__file__).parent / "programs"

PROGRAMS: tuple[str, ...] = tuple(sorted(p.stem for p in PROGRAM_DIR.glob("*.mlir")))

ALIGNMENTS = (16, 64, 128)
DEFAULT_ALIGNMENT = 64

NAMED_OP_GAPS: dict[str, str] = {}
"""Programs whose bufferized form holds linalg named ops xDSL 0.74 cannot
parse: the matrix runs them with `--linalg-generalize-named-ops` appended,
and `test_named_form` (strict xfail) runs them as they are, so that it fails
(XPASS) the day the op is supported. Then remove the entry."""

ROUNDTRIP_GAPS: dict[str, str] = {}
"""Programs that compute something else once xDSL has parsed and printed
them, with or without merge-alloc. The merges are still compared against the
round-tripped original, which isolates what the pass changes."""

REUSE_BLOCKED_BY_DEALLOC: frozenset[str] = frozenset()
"""Programs whose merged buffer is larger when the deallocation pipeline puts
the `memref.dealloc`s at the end of the block than when
`--optimize-allocation-liveness` moved them to the last use: the pass counts
a dealloc as a use of the buffer. Strict xfail in
`test_dealloc_position_does_not_change_plan` until that is fixed."""


@dataclass(frozen=True, order=True)
class Config:
    """One merge-alloc configuration."""

    planner: str
    alignment: int

    @property
    def id(self) -> str:
        return f"{self.planner}-a{self.alignment}"


@dataclass(frozen=True)
class Case:
    """One merge of one bufferized program."""

    program: str
    variant: Bufferization
    config: Config

    @property
    def id(self) -> str:
        return f"{self.program}-{self.variant.name}-{self.config.id}"


DEFAULT_CONFIG = Config(DEFAULT_PLANNER, DEFAULT_ALIGNMENT)


def all_configs() -> list[Config]:
    """The default planner at every alignment, and every other planner
    (registered at collection time) at the default alignment.

    Alignment reaches planners only through the planning problem, whose
    contract every planner's own tests check at many alignments; here each
    planner meets every real program once, which keeps the suite within its
    time budget."""
    configs = [Config(DEFAULT_PLANNER, a) for a in ALIGNMENTS]
    configs += [
        Config(p, DEFAULT_ALIGNMENT) for p in sorted(PLANNERS) if p != DEFAULT_PLANNER
    ]
    return sorted(configs)


PLANNER_BUFFERIZATIONS = frozenset(
    {"no-dealloc", "dealloc"} if DEEP_TIER else {"no-dealloc"}
)
"""The bufferizations every planner merges; the others get the default
planner at every alignment. The full tier (tests/tiers.py) gives every
planner the lifetimes without deallocations only; the deep tier the
deallocation pipeline's too (they move ends of lifetimes, which the
planners' own properties vary far more widely)."""


def configs_of(variant: Bufferization) -> list[Config]:
    """The configurations merging one bufferization."""
    if variant.name in PLANNER_BUFFERIZATIONS:
        return all_configs()
    return sorted(Config(DEFAULT_PLANNER, a) for a in ALIGNMENTS)


def generalize(program: str) -> bool:
    """Whether the matrix appends `--linalg-generalize-named-ops`."""
    return program in NAMED_OP_GAPS


def all_cases() -> list[Case]:
    return [
        Case(program, variant, config)
        for program in PROGRAMS
        for variant in BUFFERIZATIONS
        for config in configs_of(variant)
    ]
