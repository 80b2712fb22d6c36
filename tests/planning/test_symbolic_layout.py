"""Symbolic offsets (`merge_alloc.planning.symbolic`): a plan made at the
bound stays valid at every smaller size.

The invariant (hypothesis): for random buffers whose bytes are constants or
products of one or two dynamic sizes, planned at the bound by a real
planner, and for random sizes within the bound, no two conflicting buffers
share a byte, every offset keeps its alignment, every buffer ends within the
arena, and at the bound no offset and not the arena exceed the bound plan."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import PLANNERS
from merge_alloc.planning.problem import (
    BufferLifetime,
    InplaceHint,
    MemorySchedule,
    PlanningProblem,
)
from merge_alloc.planning.symbolic import (
    Constant,
    SizeExpr,
    Symbol,
    SymbolicLayout,
    align_up,
    at_most,
    evaluate,
    maximum,
    mul,
    symbolic_layout,
    symbolic_layouts,
)
from tests.tiers import examples

BOUNDS = (512, 64)
"""The bound of each dynamic size (symbol 0, symbol 1)."""


@st.composite
def _buffer_sizes(draw: st.DrawFn) -> SizeExpr:
    kind = draw(st.sampled_from(["constant", "s0", "s1", "s0*s0", "s0*s1"]))
    scale = draw(st.sampled_from([1, 2, 4, 12, 1024]))
    if kind == "constant":
        return Constant(draw(st.integers(1, 5000)))
    factors = [Symbol(int(part[1])) for part in kind.split("*")]
    size: SizeExpr = Constant(scale)
    for factor in factors:
        size = mul(size, factor)
    return size


@st.composite
def _programs(
    draw: st.DrawFn,
) -> tuple[PlanningProblem, dict[int, SizeExpr], list[tuple[int, int]]]:
    count = draw(st.integers(1, 14))
    sizes = {i: draw(_buffer_sizes()) for i in range(count)}
    buffers: list[BufferLifetime] = []
    for i in range(count):
        first = draw(st.integers(0, 20))
        last = draw(st.integers(first, 24))
        alignment = draw(st.sampled_from([1, 8, 64]))
        size = evaluate(sizes[i], BOUNDS)
        buffers.append(BufferLifetime(i, size, first, last, i, alignment))
    # In-place pairs: a reuser of the donor's very size, starting where the
    # donor ends (the shape the pass's in-place analysis gives).
    hints: list[InplaceHint] = []
    for donor in buffers:
        for reuser in buffers:
            if (
                reuser.first == donor.last
                and reuser.id != donor.id
                and sizes[reuser.id] == sizes[donor.id]
                and not any(h.reuser == reuser.id for h in hints)
                and draw(st.booleans())
            ):
                hints.append(InplaceHint(donor.id, reuser.id))
    granularity = draw(st.sampled_from([1, 16, 64]))
    problem = PlanningProblem(buffers, granularity, inplace=hints)
    samples = draw(
        st.lists(
            st.tuples(st.integers(0, BOUNDS[0]), st.integers(0, BOUNDS[1])),
            min_size=1,
            max_size=6,
        )
    )
    return problem, sizes, [*samples, (0, 0), (1, 1), BOUNDS]


def _check(
    problem: PlanningProblem,
    schedule: MemorySchedule,
    sizes: dict[int, SizeExpr],
    samples: list[tuple[int, int]],
) -> None:
    layout = symbolic_layout(problem, schedule, sizes)
    assert layout is not None
    for buffer in problem.buffers:
        assert (
            evaluate(layout.offsets[buffer.id], BOUNDS) <= schedule.offsets[buffer.id]
        )
    assert evaluate(layout.total, BOUNDS) <= schedule.total
    _check_layout(problem, layout, samples)


def _check_layout(
    problem: PlanningProblem,
    layout: SymbolicLayout,
    samples: list[tuple[int, int]],
) -> None:
    hinted = {(h.donor, h.reuser) for h in problem.inplace}
    for sample in samples:
        offsets = {i: evaluate(e, sample) for i, e in layout.offsets.items()}
        ends = {
            b.id: offsets[b.id] + evaluate(layout.reserved[b.id], sample)
            for b in problem.buffers
        }
        total = evaluate(layout.total, sample)
        for buffer in problem.buffers:
            assert offsets[buffer.id] % problem.alignment_of(buffer) == 0
            assert ends[buffer.id] <= total
        for a, b in problem.conflict_pairs():
            shared = (a.id, b.id) in hinted or (b.id, a.id) in hinted
            if shared and offsets[a.id] == offsets[b.id]:
                continue
            assert ends[a.id] <= offsets[b.id] or ends[b.id] <= offsets[a.id], (
                sample,
                a,
                b,
            )


@settings(max_examples=60, deadline=None)
@given(_programs())
def test_every_layout_to_choose_from_is_valid_at_every_size(
    program: tuple[PlanningProblem, dict[int, SizeExpr], list[tuple[int, int]]],
) -> None:
    """`symbolic_layouts`: the layouts of plans made at shorter lengths are
    valid at every size too, and the first is the bound plan's, so the
    smallest at the bound is no larger than the bound plan."""
    problem, sizes, samples = program
    planner = PLANNERS["best-fit"]
    schedule = planner(problem)
    layouts = symbolic_layouts(problem, schedule, sizes, list(BOUNDS), planner)
    assert layouts
    assert min(evaluate(x.total, BOUNDS) for x in layouts) <= schedule.total
    for layout in layouts:
        _check_layout(problem, layout, samples)


@settings(max_examples=examples(150), deadline=None)
@given(_programs(), st.sampled_from(["best-fit", "greedy-by-size", "cost-model"]))
def test_symbolic_plan_never_overlaps_live_buffers(
    program: tuple[PlanningProblem, dict[int, SizeExpr], list[tuple[int, int]]],
    planner: str,
) -> None:
    problem, sizes, samples = program
    _check(problem, PLANNERS[planner](problem), sizes, samples)


def test_two_buffers_in_a_row_follow_the_size() -> None:
    """`a` (64 s bytes) then `b` (constant 256) above it, both live: `b`
    starts where `a` ends at every size, and the arena is the sum."""
    problem = PlanningProblem(
        [BufferLifetime(0, 64 * 512, 0, 2, 0, 64), BufferLifetime(1, 256, 1, 3, 1, 64)],
        64,
    )
    schedule = MemorySchedule(64 * 512 + 256, {0: 0, 1: 64 * 512})
    sizes: dict[int, SizeExpr] = {0: mul(Constant(64), Symbol(0)), 1: Constant(256)}
    layout = symbolic_layout(problem, schedule, sizes)
    assert layout is not None
    assert layout.offsets[1] == sizes[0]
    for length in (0, 1, 17, 512):
        assert evaluate(layout.total, [length]) == 64 * length + 256


def test_an_overlap_that_is_no_inplace_pair_has_no_symbolic_form() -> None:
    problem = PlanningProblem(
        [BufferLifetime(0, 64, 0, 2), BufferLifetime(1, 64, 1, 3)], 1
    )
    overlapping = MemorySchedule(96, {0: 0, 1: 32})
    assert (
        symbolic_layout(problem, overlapping, {0: Constant(64), 1: Constant(64)})
        is None
    )


def test_folding() -> None:
    s = Symbol(0)
    assert maximum([Constant(3), mul(Constant(4), s), Constant(5)]) != Constant(5)
    assert maximum([mul(Constant(4), s), mul(Constant(8), s)]) == mul(Constant(8), s)
    assert align_up(mul(Constant(64), s), 64) == mul(Constant(64), s)
    assert evaluate(align_up(mul(Constant(3), s), 64), [5]) == 64
    assert at_most(mul(Constant(3), s), mul(Constant(4), s))
    assert not at_most(mul(Constant(4), s), Constant(100))
