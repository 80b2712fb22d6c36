"""The `reorder-for-memory` xDSL pass: run a function's tensor ops in an
order that holds fewer live tensor bytes at once.

The exporter writes ops in the order of the Python `forward`; on branchy
networks (random graphs, NAS cells, U-Net skips) another order of the same
ops keeps fewer results alive together, and bufferization turns each result
into a buffer that lives as long as the tensor does, so no offset planner
wins those bytes back. This pass is the thin IR layer of
`merge_alloc.planning.reorder`, which chooses the order (candidates and cost:
docs/reorder.md):

- each function body is cut into segments at barriers: ops with memory
  effects (with those of the ops nested in them), the terminator; the
  effect-free ops between two barriers form a DAG of their operands (values
  that nested ops take from outside count as operands);
- a node's size is the bytes of its statically shaped tensor results
  (`tensor.empty` holds none: it has no contents); a linalg op writing its
  `outs` operand in place adds none while it runs when it reads that
  operand last;
- ops with no operands (constants, static `tensor.empty`) are not ordered:
  each is placed right before its first user in the new order, so that the
  buffer bufferization allocates at a `tensor.empty` starts where it is
  written (as `split-tensor-empty` places them);
- a node that reads nothing of its segment and has one reader (a fill, a
  weight's transpose) is glued right before that reader: no order does
  better with it, and the graph gets the articulation nodes that let its
  chunks be searched exactly;
- a segment is rewritten only when the chosen order's peak is below the
  program order's (measured without glue).

Run it on the tensor program before bufferization, after
`split-tensor-empty`::

    xdsl-opt -p split-tensor-empty,reorder-for-memory model.mlir
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass

from merge_alloc.analysis.behaviour_queries import EffectOracle
from merge_alloc.analysis.layout import element_bytes
from merge_alloc.analysis.walk import walk
from merge_alloc.dialects.linalg import destination_operands
from merge_alloc.planning.reorder import TOTAL_STATES, Dag, Schedule, peak, schedule


@dataclass(frozen=True, slots=True)
class SegmentOrder:
    """What the pass did to one segment."""

    function: str
    ops: int
    schedule: Schedule
    rewritten: bool


def tensor_bytes(value: SSAValue) -> int:
    """Bytes of a statically shaped tensor value (0 for anything else)."""
    kind = value.type
    if not isinstance(kind, builtin.TensorType):
        return 0
    shape = kind.get_shape()
    if any(extent < 0 for extent in shape):
        return 0
    element = element_bytes(cast(Attribute, kind.get_element_type()))
    return 0 if element is None else math.prod(shape) * element


def _top_level(op: Operation, block: Block) -> Operation | None:
    """The ancestor of `op` (or `op`) whose block is `block`."""
    current: Operation | None = op
    while current is not None and current.parent_block() is not block:
        current = current.parent_op()
    return current


def _reads(op: Operation) -> list[SSAValue]:
    """Values `op` reads: its operands and, for an op with a body, the
    values its nested ops take from outside it."""
    values: list[SSAValue] = list(op.operands)
    if op.regions:
        for nested in walk(op):
            if nested is op:
                continue
            for operand in nested.operands:
                owner = operand.owner
                holder = owner.parent_op() if isinstance(owner, Block) else owner
                while holder is not None and holder is not op:
                    holder = holder.parent_op()
                if holder is None:
                    values.append(operand)
    return values


def _reused(op: Operation, index: dict[Operation, int]) -> int | None:
    """The node whose result a one-result linalg op writes in place: the
    producer of its `outs` operand (bufferization reuses that buffer when
    nothing reads it later)."""
    operands = destination_operands(op)
    if operands is None or len(op.results) != 1 or len(operands[1]) != 1:
        return None
    owner = operands[1][0].owner
    return index.get(owner) if isinstance(owner, Operation) else None


def _movable(op: Operation, effects: EffectOracle) -> bool:
    """Free of memory effects, with everything nested in it (a linalg body,
    a `tensor.pad`'s yield, a loop on tensors): such an op moves as a unit,
    reading what `_reads` says."""
    return effects.is_free(op)


def _segments(block: Block, effects: EffectOracle) -> list[list[Operation]]:
    """Runs of movable ops, cut at every other op (the terminator included)."""
    runs: list[list[Operation]] = [[]]
    for op in block.ops:
        if op is not block.last_op and _movable(op, effects):
            runs[-1].append(op)
        elif runs[-1]:
            runs.append([])
    return [run for run in runs if len(run) > 1]


def order_segment(
    segment: list[Operation], block_index: dict[Operation, int], budget: int
) -> tuple[Schedule, list[Operation]] | None:
    """The chosen schedule of `segment` and its ops in the new order (the
    floating ops before their first users), or None when it has nothing to
    order."""
    block = segment[0].parent_block()
    assert block is not None
    floating = [op for op in segment if not op.operands and not op.regions]
    floating_set = set(floating)
    nodes = [op for op in segment if op not in floating_set]
    if len(nodes) < 2:
        return None
    index = {op: i for i, op in enumerate(nodes)}
    preds: list[list[int]] = []
    input_readers: dict[SSAValue, list[int]] = {}
    for v, op in enumerate(nodes):
        mine: set[int] = set()
        for value in _reads(op):
            owner = value.owner
            if isinstance(owner, Operation) and owner in index:
                mine.add(index[owner])
            elif isinstance(owner, Operation) and owner in floating_set:
                continue
            elif tensor_bytes(value) and isinstance(owner, Operation):
                readers = input_readers.setdefault(value, [])
                if not readers or readers[-1] != v:
                    readers.append(v)
        preds.append(sorted(mine))
    kept: list[bool] = []
    for op in nodes:
        outside = False
        for result in op.results:
            for use in result.uses:
                user = _top_level(use.operation, block)
                if user is None or (user not in index and user not in floating_set):
                    outside = True
        kept.append(outside)
    end = block_index[segment[-1]]
    inputs: list[tuple[int, list[int]]] = []
    for value, readers in input_readers.items():
        # Read after the segment too: live throughout it, whatever the order.
        later = False
        for use in value.uses:
            user = _top_level(use.operation, block)
            if user is None or block_index[user] > end:
                later = True
        if not later:
            inputs.append((tensor_bytes(value), readers))
    sizes = [sum(tensor_bytes(r) for r in op.results) for op in nodes]
    reuses = [_reused(op, index) for op in nodes]
    users: list[set[int]] = [set() for _ in nodes]
    for v, reading in enumerate(preds):
        for p in reading:
            users[p].add(v)
    reads_input = {v for readers in input_readers.values() for v in readers}
    # A node that reads nothing of the segment and has one reader (a fill, a
    # weight's transpose) is best run right before that reader: glued to it.
    glued = {
        p: next(iter(users[p]))
        for p in range(len(nodes))
        if not preds[p] and len(users[p]) == 1 and not kept[p] and p not in reads_input
    }
    graph = [v for v in range(len(nodes)) if v not in glued]
    local = {v: i for i, v in enumerate(graph)}
    extra = [0] * len(graph)
    for p, user in glued.items():
        shared = min(sizes[p], sizes[user]) if reuses[user] == p else 0
        extra[local[user]] += sizes[p] - shared
    dag = Dag(
        [sizes[v] for v in graph],
        [[local[p] for p in preds[v] if p not in glued] for v in graph],
        [kept[v] for v in graph],
        [(size, [local[v] for v in readers]) for size, readers in inputs],
        0,
        [None if (r := reuses[v]) is None or r in glued else local[r] for v in graph],
        extra,
    )
    chosen = schedule(dag, total_states=budget)
    # The program order itself has the fills where they are: its peak is
    # measured on the graph without glue (the same cost model).
    program = peak(Dag(sizes, preds, kept, inputs, 0, reuses), range(len(nodes)))
    chosen.program_peak = program
    if chosen.peak >= program:
        chosen.wins = {"program": 1}
    elif chosen.winner == "program":
        # The glue alone made the difference: the program order with each
        # single-reader source moved down to its reader.
        chosen.wins = {"glue": 1}
    rank = {graph[v]: i for i, v in enumerate(chosen.order)}
    for p, user in glued.items():
        rank[p] = rank[user]

    def first_rank(op: Operation) -> int:
        ranks = [
            rank[index[user]]
            for result in op.results
            for use in result.uses
            if (user := _top_level(use.operation, block)) is not None and user in index
        ]
        return min(ranks) if ranks else -1

    # Within one rank: floating ops, then glued ops, then the node, each in
    # program order.
    keyed: list[tuple[int, int, int, Operation]] = []
    for op in floating:
        keyed.append((first_rank(op), 0, block_index[op], op))
    for v, op in enumerate(nodes):
        keyed.append((rank[v], 1 if v in glued else 2, block_index[op], op))
    keyed.sort(key=lambda item: item[:3])
    return chosen, [item[3] for item in keyed]


def reorder_function(
    function: func.FuncOp, budget: int = TOTAL_STATES
) -> list[SegmentOrder]:
    """Reorder every segment of `function`'s body; one record per segment."""
    records: list[SegmentOrder] = []
    if not function.body.blocks:
        return records
    effects = EffectOracle()
    for block in function.body.blocks:
        block_index = {op: i for i, op in enumerate(block.ops)}
        for segment in _segments(block, effects):
            found = order_segment(segment, block_index, budget)
            if found is None:
                continue
            chosen, ordered = found
            budget = max(0, budget - chosen.states)
            rewrite = chosen.peak < chosen.program_peak
            if rewrite:
                anchor = segment[-1].next_op
                assert anchor is not None  # a segment never holds the terminator
                for op in ordered:
                    op.detach()
                    block.insert_op_before(op, anchor)
            records.append(
                SegmentOrder(function.sym_name.data, len(segment), chosen, rewrite)
            )
    return records


def reorder_module(
    module: builtin.ModuleOp, budget: int = TOTAL_STATES
) -> list[SegmentOrder]:
    """`reorder_function` on every function of `module`."""
    records: list[SegmentOrder] = []
    for op in list(walk(module)):
        if isinstance(op, func.FuncOp):
            records += reorder_function(op, budget)
    return records


@dataclass(frozen=True)
class ReorderForMemoryPass(ModulePass):
    """Order each function's side-effect-free tensor ops for the smallest
    peak of live tensor bytes (docs/reorder.md)."""

    name = "reorder-for-memory"

    states: int = field(default=TOTAL_STATES)
    """Work budget of the exact search per function, in states."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        reorder_module(op, self.states)
