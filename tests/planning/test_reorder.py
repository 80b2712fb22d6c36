"""The IR-free scheduler of `reorder-for-memory` (merge_alloc.planning.reorder)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning.reorder import (
    EXACT_NODES,
    HEURISTICS,
    Dag,
    _refine,  # pyright: ignore[reportPrivateUsage]  # the peephole alone
    exact_order,
    peak,
    schedule,
)


@st.composite
def dags(draw: st.DrawFn, max_nodes: int = 9) -> Dag:
    """A random DAG in program order, with graph inputs and kept results."""
    n = draw(st.integers(1, max_nodes))
    sizes = [draw(st.integers(0, 64)) for _ in range(n)]
    preds = [
        sorted(set(draw(st.lists(st.integers(0, v - 1), max_size=3)))) if v else []
        for v in range(n)
    ]
    kept = [draw(st.booleans()) and draw(st.booleans()) for _ in range(n)]
    inputs: list[tuple[int, list[int]]] = []
    for _ in range(draw(st.integers(0, 2))):
        readers = sorted(set(draw(st.lists(st.integers(0, n - 1), min_size=1))))
        inputs.append((draw(st.integers(1, 64)), readers))
    read = [[-1 - i for i, (_, r) in enumerate(inputs) if v in r] for v in range(n)]
    reuses = [draw(st.sampled_from([None, *preds[v], *read[v]])) for v in range(n)]
    extra = [draw(st.integers(0, 16)) for _ in range(n)]
    return Dag(sizes, preds, kept, inputs, draw(st.integers(0, 8)), reuses, extra)


def topological(dag: Dag, order: list[int]) -> bool:
    position = {v: i for i, v in enumerate(order)}
    return sorted(order) == list(range(len(dag.sizes))) and all(
        position[p] < position[v] for v, preds in enumerate(dag.preds) for p in preds
    )


def brute_force(dag: Dag) -> int:
    n = len(dag.sizes)
    return min(
        peak(dag, list(order))
        for order in itertools.permutations(range(n))
        if topological(dag, list(order))
    )


@settings(max_examples=60, deadline=None)
@given(dags())
def test_schedule_is_a_topological_order_never_worse_than_the_program(dag: Dag) -> None:
    chosen = schedule(dag)
    assert topological(dag, chosen.order)
    assert chosen.peak == peak(dag, chosen.order)
    assert chosen.peak <= peak(dag, list(range(len(dag.sizes))))
    assert chosen.program_peak == peak(dag, list(range(len(dag.sizes))))


@settings(max_examples=40, deadline=None)
@given(dags(max_nodes=6))
def test_exact_search_finds_the_least_peak(dag: Dag) -> None:
    found = exact_order(dag)
    assert found is not None
    assert topological(dag, found[0])
    assert peak(dag, found[0]) == brute_force(dag)
    assert schedule(dag).peak == brute_force(dag)


def test_branches_run_one_after_the_other() -> None:
    # Two branches from x: a (big) -> b (small), c (big) -> d (small), joined
    # by e. The program order (x, a, c, b, d, e) holds a and c together.
    sizes = [4, 100, 100, 1, 1, 4]
    preds = [[], [0], [0], [1], [2], [3, 4]]
    dag = Dag(sizes, preds, [False] * 5 + [True])
    assert peak(dag, range(6)) == 4 + 100 + 100
    chosen = schedule(dag)
    assert chosen.peak == 4 + 100 + 1
    assert chosen.order.index(3) < chosen.order.index(2)
    assert chosen.winner != "program"


def test_articulation_nodes_cut_the_graph() -> None:
    # A chain of 200 diamonds: each chunk is small, the exact search solves
    # every chunk and the peak is one diamond's.
    sizes: list[int] = []
    preds: list[list[int]] = []
    for _ in range(200):
        top = len(sizes)
        sizes += [8, 50, 50, 1, 1]
        preds += [[top - 1] if top else [], [top], [top], [top + 1], [top + 2]]
        sizes.append(8)
        preds.append([top + 3, top + 4])
    kept = [False] * (len(sizes) - 1) + [True]
    chosen = schedule(Dag(sizes, preds, kept))
    assert chosen.program_peak == 8 + 50 + 50
    assert chosen.peak == 8 + 50 + 1
    assert chosen.states < 200 * 100


@settings(max_examples=40, deadline=None)
@given(dags(max_nodes=30), st.sampled_from(sorted(HEURISTICS)))
def test_window_refinement_keeps_a_topological_order_never_higher(
    dag: Dag, start_with: str
) -> None:
    start = HEURISTICS[start_with](dag)
    for budget in (0, 2_000):
        order, states = _refine(dag, start, budget)
        assert topological(dag, order)
        assert peak(dag, order) <= peak(dag, start)
        assert states <= budget or budget == 0


def unet_decoder(chain: int) -> Dag:
    """U-Net's last stage as the pass models it: the skip connection (node
    0) is read by the last convolution; between them a chain of `chain`
    small ops, the upsampling's input x, its bias broadcast (a source) and
    the transposed convolution written in place over it, then the
    accumulator (a source) and the two convolutions of the distributed
    concatenation, the skip's first."""
    sizes = [32] + [1] * chain + [16, 32, 32, 32, 32, 32]
    preds: list[list[int]] = [[], *([v] for v in range(chain))]
    x, bias, up, acc, on_skip = range(chain + 1, chain + 6)
    preds += [[chain], [], [x, bias], [], [0, acc], [up, on_skip]]  # ..., on_up
    reuses: list[int | None] = [None] * (chain + 1) + [None, None, bias, None]
    reuses += [acc, on_skip]
    kept = [False] * (len(sizes) - 1) + [True]
    return Dag(sizes, preds, kept, reuses=reuses)


def test_window_orders_the_skip_first_where_greedy_choices_do_not() -> None:
    # Too wide to search whole: the accumulator and the broadcast are sources,
    # so no node of the chain cuts the graph.
    dag = unet_decoder(chain=EXACT_NODES)
    assert exact_order(dag) is None
    greedy = min(peak(dag, make(dag)) for make in HEURISTICS.values())
    assert greedy == 32 + 32 + 32  # skip, upsampled, accumulator
    chosen = schedule(dag)
    assert chosen.peak == 32 + 16 + 32  # skip, x, accumulator: skip dies first
    assert chosen.winner == "window"
    assert topological(dag, chosen.order)
