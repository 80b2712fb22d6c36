"""The reference planner's own unit-test data and worked examples.

See docs/reference-planner.md.

Every case runs on both implementations: the literal port and the fast one.
"""

# The reference planner's private fast variant is checked against the exact port.
# pyright: reportPrivateUsage=false
from __future__ import annotations

import numpy
import pytest

from merge_alloc.planning.reference import _FastPlanner, plan_events
from merge_alloc.planning.reference_chunks import (
    InplaceKind,
    hot_score,
    size_score,
    tick_score,
)

from .trace_notation import parse_events

FREE = InplaceKind.FREE
ZERO = InplaceKind.ZERO_OFFSET

IMPLEMENTATIONS = pytest.mark.parametrize(
    "literal", [True, False], ids=["literal", "fast"]
)

MAIN_TRACE = (
    "+0:100 +1:120 +2:100 -0 +3:50 +4:60 -2 -4 +8:100 -8 +5:60 -5 -1 +6:350 -3 +7:100"
)
MAIN_OFFSETS = {0: 0, 1: 160, 2: 280, 3: 0, 4: 100, 5: 100, 6: 100, 7: 0, 8: 280}


@IMPLEMENTATIONS
@pytest.mark.parametrize("hot_first", [False, True], ids=["size-first", "hot-first"])
def test_unit_test_1(literal: bool, hot_first: bool) -> None:
    plan = plan_events(
        parse_events(MAIN_TRACE), 1, hot_first=hot_first, literal=literal
    )
    assert plan.total == 450
    assert plan.offsets == MAIN_OFFSETS
    assert plan.inplace_selection == {}


@IMPLEMENTATIONS
@pytest.mark.parametrize(
    ("events_seen", "offset_of_1", "total"),
    [
        (2, 100, 220),
        (5, 100, 320),
        (6, 110, 330),
        (13, 110, 330),
        (14, 110, 400),
        (15, 110, 400),
        (16, 160, 450),
    ],
)
def test_worked_example_moves_buffer_1(
    literal: bool, events_seen: int, offset_of_1: int, total: int
) -> None:
    """Worked example: buffer 1 is placed at 100, moved to 110 at tick 6
    and to 160 at 16.

    Extends move planned buffers, so offsets are only final at the end.
    """
    events = parse_events(MAIN_TRACE)[:events_seen]
    plan = plan_events(events, 1, hot_first=False, literal=literal)
    assert plan.offsets[1] == offset_of_1
    assert plan.total == total


@IMPLEMENTATIONS
def test_worked_example_intermediate_layout(literal: bool) -> None:
    """Worked example at tick 6: 4 extends [50,100) to [50,110); 1 and 2
    move right by 10."""
    plan = plan_events(
        parse_events(MAIN_TRACE)[:6], 1, hot_first=False, literal=literal
    )
    assert plan.offsets == {0: 0, 1: 110, 2: 230, 3: 0, 4: 50}
    assert plan.total == 330


HOT_VS_SIZE = "+2:512 -2 +1:64 +3:320 -1 +4:256 -4 -3"


@IMPLEMENTATIONS
def test_hot_vs_size_first_size_first(literal: bool) -> None:
    plan = plan_events(parse_events(HOT_VS_SIZE), 64, hot_first=False, literal=literal)
    assert (plan.total, plan.offsets) == (640, {1: 0, 2: 0, 3: 64, 4: 384})


@IMPLEMENTATIONS
def test_hot_vs_size_first_hot_first(literal: bool) -> None:
    plan = plan_events(parse_events(HOT_VS_SIZE), 64, hot_first=True, literal=literal)
    assert (plan.total, plan.offsets) == (704, {1: 0, 2: 0, 3: 256, 4: 0})


def test_hot_vs_size_first_scores() -> None:
    """Modes differ: at `+4`, [0,64) scores -0.75 + 0.9 and [384,512) -0.5 + 0.6."""
    # +4 is planner tick 6; [0,64) was freed at tick 5, [384,512) split off at 2.
    assert size_score(64, 256) == -0.75
    assert abs(tick_score(6 - 5) - 0.9) < 1e-7
    assert abs(hot_score(64, 256, 1) - 0.15) < 1e-7
    assert size_score(128, 256) == -0.5
    assert abs(hot_score(128, 256, 4) - 0.1) < 1e-7
    assert hot_score(64, 256, 1) > hot_score(128, 256, 4)


def test_scores_are_float32() -> None:
    # 1 - 0.2 in float32 is 0.800000011920929, not float64's 0.8.
    assert tick_score(2) == 0.800000011920929
    assert tick_score(10) == tick_score(1000) == 0.0
    assert size_score(100, 100) == 1.0
    # -1/3 + 1 rounded to float32 at each step (numpy agrees).
    assert size_score(150, 100) == float(
        numpy.float32(1.0) + (-numpy.float32(50) / numpy.float32(150))
    )
    assert size_score(150, 100) != 1 - 1 / 3


def _hot_score_float64(chunk_size: int, request: int, age: int) -> float:
    """The cost model in float64: what a naive port would compute."""
    fit = -abs(chunk_size - request) / max(chunk_size, request)
    if request <= chunk_size:
        fit += 1
    return fit + (1 - min(age / 10, 1))


# X (315 B, freed at tick 5) and Y (396 B, freed at tick 6) for a request of 154
# at tick 7: equal scores in float32, but X scores higher in float64.
NEAR_TIE = "+1:315 +2:10 +3:396 +4:10 -1 -3 +5:154"


def test_near_tie_differs_in_float64() -> None:
    assert hot_score(315, 154, 2) == hot_score(396, 154, 1)
    assert _hot_score_float64(315, 154, 2) > _hot_score_float64(396, 154, 1)


@IMPLEMENTATIONS
def test_near_tie_keeps_most_recent_chunk(literal: bool) -> None:
    """On a float32 tie the starting candidate (last freed, Y at 325) wins.

    A float64 model would switch to X at offset 0.
    """
    plan = plan_events(parse_events(NEAR_TIE), 1, hot_first=True, literal=literal)
    assert plan.offsets[5] == 325


def test_near_tie_vectorised_scoring() -> None:
    """The numpy scoring path makes the same float32 decision."""
    planner = _FastPlanner(1, True, {})
    planner.vector_threshold = 0
    assert planner.run(parse_events(NEAR_TIE)).offsets[5] == 325


def test_hot_first_prefers_recent_chunk_over_exact_fit() -> None:
    # Chunk [0,100) was freed long ago (score 1.0); [110,190) just now
    # (80 < 100: -0.2 + 0.9 = 0.7). Exact fit wins: 1.0 > 0.7.
    events = parse_events("+1:100 +2:10 +3:80 +9:10 -1 " + "+5:1 -5 " * 6 + "-3 +4:100")
    plan = plan_events(events, 1, hot_first=True)
    assert plan.offsets[4] == 0


A = "+1:120 +2:100 +3:150 +4:50 +5:10 -1 -2 -3 -4 -5"
P = "+1:120 +2:100 +3:100 +4:120 -1 -2 -3 -4 +5:200 -5"
TEST_2 = [
    (
        "merge+split",
        "+1:120 +2:100 +3:200 -1 -2 -3 +4:220 -4",
        {3: [(1, FREE), (2, FREE)]},
        220,
        {1: 0, 2: 120, 3: 0, 4: 0},
        {3: [1, 2]},
    ),
    (
        "extend",
        "+1:120 +2:100 +4:250 +3:250 -1 -2 -3 -4",
        {3: [(1, FREE), (2, FREE)]},
        500,
        {1: 0, 2: 120, 3: 0, 4: 250},
        {3: [1, 2]},
    ),
    (
        "two into one",
        A,
        {3: [(1, FREE), (2, FREE)], 4: [(1, FREE), (2, FREE)]},
        230,
        {1: 0, 2: 120, 3: 0, 4: 150, 5: 220},
        {3: [1, 2], 4: [2]},
    ),
    (
        "zero-offset on 3",
        A,
        {3: [(1, FREE), (2, ZERO)], 4: [(1, FREE), (2, FREE)]},
        260,
        {1: 0, 2: 150, 3: 0, 4: 150, 5: 250},
        {3: [1], 4: [2]},
    ),
    (
        "zero-offset on 4",
        A,
        {3: [(1, FREE), (2, FREE)], 4: [(1, FREE), (2, ZERO)]},
        280,
        {1: 0, 2: 120, 3: 0, 4: 220, 5: 270},
        {3: [1, 2]},
    ),
    (
        "merge free right",
        "+1:120 +2:100 +3:150 -2 +4:150 +5:10 -1 -3 -4 -5",
        {4: [(1, FREE)]},
        370,
        {1: 0, 2: 120, 3: 220, 4: 0, 5: 150},
        {4: [1]},
    ),
    (
        "perfect matches",
        P,
        {3: [(1, FREE), (2, FREE)], 4: [(1, FREE), (2, FREE)]},
        220,
        {1: 0, 2: 120, 3: 120, 4: 0, 5: 0},
        {3: [2], 4: [1]},
    ),
    (
        "selected inputs",
        P,
        {3: [(1, FREE)], 4: [(2, FREE)]},
        240,
        {1: 0, 2: 120, 3: 0, 4: 120, 5: 0},
        {3: [1], 4: [2]},
    ),
]


@IMPLEMENTATIONS
@pytest.mark.parametrize(
    ("trace", "hints", "total", "offsets", "selection"),
    [case[1:] for case in TEST_2],
    ids=[case[0] for case in TEST_2],
)
def test_unit_test_2_inplace(
    literal: bool,
    trace: str,
    hints: dict[int, list[tuple[int, InplaceKind]]],
    total: int,
    offsets: dict[int, int],
    selection: dict[int, list[int]],
) -> None:
    plan = plan_events(
        parse_events(trace), 1, hot_first=False, inplace=hints, literal=literal
    )
    assert plan.total == total
    assert plan.offsets == offsets
    assert plan.inplace_selection == selection


def test_alignment_rounds_every_chunk() -> None:
    plan = plan_events(parse_events("+1:1 +2:65 +3:64"), 64, hot_first=False)
    assert plan.offsets == {1: 0, 2: 64, 3: 192}
    assert plan.total == 256


def test_alignment_must_be_positive() -> None:
    with pytest.raises(ValueError, match="alignment"):
        plan_events([(1, 8)], 0, hot_first=False)


def test_free_of_unknown_buffer_is_ignored() -> None:
    plan = plan_events(parse_events("-7 +1:8 -1 -1"), 1, hot_first=True)
    assert (plan.total, plan.offsets) == (8, {1: 0})


def test_empty_event_list() -> None:
    assert plan_events([], 64, hot_first=True).total == 0
