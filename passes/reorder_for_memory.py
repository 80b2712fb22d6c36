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
- with `tiled-pad-readers`, a `tensor.pad` whose one reader is such an op
  (as its operand 0) holds no bytes either: the variant's transform script
  then tiles that reader and fuses the pad into its loop, so a tile of the
  pad lives, not the whole, and the reader keeps the pad's source alive
  instead (U-Net's last decoder stage: the skip connection's convolution
  runs before the upsampling once that is seen);
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
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects import builtin, func, tensor
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass

from merge_alloc.analysis.behaviour_queries import EffectOracle
from merge_alloc.analysis.layout import element_bytes
from merge_alloc.analysis.walk import walk
from merge_alloc.dialects.linalg import destination_operands
from merge_alloc.passes.concat_in_place import (
    InPlaceInput,
    in_place_inputs,
    other_readers,
)
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


def _reused(op: Operation, index: Mapping[Operation | _Destination, int]) -> int | None:
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


@dataclass(frozen=True, slots=True, eq=False)
class _Destination:
    """The one buffer `concat-in-place` gives a concatenation and the inputs
    it writes in place: a node of the model without an op, live from before
    the first of those producers to the concatenation's last reader (the
    rewrite puts its `tensor.empty` right before the first producer)."""

    concat: tensor.ConcatOp
    inputs: tuple[InPlaceInput, ...]


def _destinations(nodes: list[Operation]) -> list[_Destination]:
    """The concatenations of `nodes` that `concat-in-place` will rewrite, with
    the inputs it writes in place: the producer's chain in the segment, every
    other reader of the input in the segment and before the concatenation
    (the model then orders it before the concatenation, so that the program
    order stays one of the orders it allows)."""
    index = {op: i for i, op in enumerate(nodes)}
    found: list[_Destination] = []
    for op in nodes:
        if not isinstance(op, tensor.ConcatOp):
            continue
        kept: list[InPlaceInput] = []
        for entry in in_place_inputs(op):
            readers = other_readers(op.operands[entry.index], op)
            if readers is None or not all(o in index for o in entry.chain):
                continue
            if all(r in index and index[r] < index[op] for r in readers):
                kept.append(entry)
        if kept:
            found.append(_Destination(op, tuple(kept)))
    return found


VIEWS = (tensor.ExtractSliceOp, tensor.ExpandShapeOp, tensor.CollapseShapeOp)
"""Ops whose result bufferization makes a view of their source (a subview,
a reshape): they hold no bytes of their own, and their readers keep the
source alive."""


def _tiled_pad(
    op: Operation,
    tiled_pad_readers: frozenset[str],
    nodes: Mapping[Operation | _Destination, int],
) -> bool:
    """`op` is a `tensor.pad` read once, as operand 0 of a node of the
    segment that the variant's transform script tiles with the pad fused
    into the loop."""
    if not tiled_pad_readers or not isinstance(op, tensor.PadOp):
        return False
    uses = list(op.result.uses)
    return (
        len(uses) == 1
        and uses[0].index == 0
        and uses[0].operation.name in tiled_pad_readers
        and uses[0].operation in nodes
    )


def _see_through_views(
    nodes: list[Operation | _Destination],
    index: dict[Operation | _Destination, int],
    preds: list[set[int]],
    sizes: list[int],
    input_readers: dict[SSAValue, list[int]],
    tiled_pad_readers: frozenset[str] = frozenset(),
) -> None:
    """Count every view (`VIEWS`, and a pad `_tiled_pad` says is tiled) as
    holding nothing, its readers as readers of what it views (an earlier
    node, or a value from before the segment): without it a
    `tensor.extract_slice` of a whole activation counted as a copy (DARTS's
    factorized reduction, 123,008 B it does not allocate)."""
    nodes_viewed: dict[int, set[int]] = {}
    inputs_viewed: dict[int, set[SSAValue]] = {}
    for v, unit in enumerate(nodes):
        for p in list(preds[v]):
            preds[v] |= nodes_viewed.get(p, set())
            for value in inputs_viewed.get(p, ()):
                readers = input_readers[value]
                if v not in readers:
                    readers.append(v)
                    readers.sort()
        if not isinstance(unit, VIEWS) and not (
            isinstance(unit, Operation) and _tiled_pad(unit, tiled_pad_readers, index)
        ):
            continue
        source = unit.operands[0]
        owner = source.owner
        sizes[v] = 0
        if isinstance(owner, Operation) and owner in index:
            p = index[owner]
            nodes_viewed[v] = {p, *nodes_viewed.get(p, set())}
            inputs_viewed[v] = inputs_viewed.get(p, set())
        elif source in input_readers:
            nodes_viewed[v] = set()
            inputs_viewed[v] = {source}


def order_segment(
    segment: list[Operation],
    block_index: dict[Operation, int],
    budget: int,
    concats_in_place: bool = False,
    tiled_pad_readers: frozenset[str] = frozenset(),
) -> tuple[Schedule, list[Operation]] | None:
    """The chosen schedule of `segment` and its ops in the new order (the
    floating ops before their first users), or None when it has nothing to
    order. With `concats_in_place` the cost counts the concatenations as
    `concat-in-place` writes them (`_Destination`); a pad read by one of
    `tiled_pad_readers` counts as a view (`_tiled_pad`)."""
    block = segment[0].parent_block()
    assert block is not None
    floating = [op for op in segment if not op.operands and not op.regions]
    floating_set = set(floating)
    ops = [op for op in segment if op not in floating_set]
    if len(ops) < 2:
        return None
    op_index = {op: i for i, op in enumerate(ops)}
    input_readers: dict[SSAValue, list[int]] = {}
    destinations = _destinations(ops) if concats_in_place else []
    # The model's nodes: the ops, each destination right before the first op
    # of its producers' chains (so that the program order stays topological).
    first_entry: dict[_Destination, InPlaceInput] = {
        d: min(d.inputs, key=lambda e: min(op_index[o] for o in e.chain))
        for d in destinations
    }
    placed: dict[int, list[_Destination]] = {}
    for d, entry in first_entry.items():
        placed.setdefault(min(op_index[o] for o in entry.chain), []).append(d)
    nodes: list[Operation | _Destination] = []
    for i, op in enumerate(ops):
        nodes += placed.get(i, [])
        nodes.append(op)
    index: dict[Operation | _Destination, int] = {u: i for i, u in enumerate(nodes)}
    pred_sets: list[set[int]] = []
    for v, unit in enumerate(nodes):
        mine: set[int] = set()
        if isinstance(unit, Operation):
            for value in _reads(unit):
                owner = value.owner
                if isinstance(owner, Operation) and owner in index:
                    mine.add(index[owner])
                elif isinstance(owner, Operation) and owner in floating_set:
                    continue
                elif tensor_bytes(value) and isinstance(owner, Operation):
                    readers = input_readers.setdefault(value, [])
                    if not readers or readers[-1] != v:
                        readers.append(v)
        pred_sets.append(mine)
    kept: list[bool] = []
    for unit in nodes:
        outside = False
        if isinstance(unit, Operation):
            for result in unit.results:
                for use in result.uses:
                    user = _top_level(use.operation, block)
                    if user is None or (user not in index and user not in floating_set):
                        outside = True
        kept.append(outside)
    sizes = [
        sum(tensor_bytes(r) for r in unit.results) if isinstance(unit, Operation) else 0
        for unit in nodes
    ]
    _see_through_views(nodes, index, pred_sets, sizes, input_readers, tiled_pad_readers)
    for destination in destinations:
        d, concat = index[destination], index[destination.concat]
        # After what the program order's first producer reads: a destination
        # without operands would be a source every heuristic may run first,
        # and one that no articulation node precedes.
        chain = first_entry[destination].chain
        pred_sets[d] = {p for op in chain for p in pred_sets[index[op]]} - {
            index[op] for op in chain
        }
        sizes[d] = tensor_bytes(destination.concat.result)
        sizes[concat] = 0
        kept[d] = kept[concat]
        pred_sets[concat].add(d)
        for use in destination.concat.result.uses:
            user = _top_level(use.operation, block)
            if user is not None and user in index:
                pred_sets[index[user]].add(d)
        for entry in destination.inputs:
            for op in entry.chain:
                sizes[index[op]] = 0
                pred_sets[index[op]].add(d)
            value = destination.concat.operands[entry.index]
            for reader in other_readers(value, destination.concat) or ():
                pred_sets[concat].add(index[reader])
    preds = [sorted(p) for p in pred_sets]
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

    def through_views(p: int | None) -> int | None:
        """The node whose buffer node `p` holds: `p` itself, or, when `p` is
        a view (`VIEWS`) or a chain of them, the node they view (None: a
        value from before the segment)."""
        while p is not None and isinstance(unit := nodes[p], VIEWS):
            owner = unit.operands[0].owner
            p = index.get(owner) if isinstance(owner, Operation) else None
        return p

    # A transposed convolution writes its `outs`, an `expand_shape` of the
    # bias broadcast, in place: the buffer reused is the broadcast's
    # (U-Net's upsampling counted 32 KiB twice without this).
    reuses = [
        through_views(_reused(unit, index)) if isinstance(unit, Operation) else None
        for unit in nodes
    ]
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
    for v, unit in enumerate(nodes):
        if isinstance(unit, Operation):
            keyed.append((rank[v], 1 if v in glued else 2, block_index[unit], unit))
    keyed.sort(key=lambda item: item[:3])
    return chosen, [item[3] for item in keyed]


def reorder_function(
    function: func.FuncOp,
    budget: int = TOTAL_STATES,
    concats_in_place: bool = False,
    tiled_pad_readers: frozenset[str] = frozenset(),
) -> list[SegmentOrder]:
    """Reorder every segment of `function`'s body; one record per segment."""
    records: list[SegmentOrder] = []
    if not function.body.blocks:
        return records
    effects = EffectOracle()
    for block in function.body.blocks:
        block_index = {op: i for i, op in enumerate(block.ops)}
        for segment in _segments(block, effects):
            found = order_segment(
                segment, block_index, budget, concats_in_place, tiled_pad_readers
            )
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
    module: builtin.ModuleOp,
    budget: int = TOTAL_STATES,
    concats_in_place: bool = False,
    tiled_pad_readers: frozenset[str] = frozenset(),
) -> list[SegmentOrder]:
    """`reorder_function` on every function of `module`."""
    records: list[SegmentOrder] = []
    for op in list(walk(module)):
        if isinstance(op, func.FuncOp):
            records += reorder_function(op, budget, concats_in_place, tiled_pad_readers)
    return records


@dataclass(frozen=True)
class ReorderForMemoryPass(ModulePass):
    """Order each function's side-effect-free tensor ops for the smallest
    peak of live tensor bytes (docs/reorder.md)."""

    name = "reorder-for-memory"

    states: int = field(default=TOTAL_STATES)
    """Work budget of the exact search per function, in states."""
    concats_in_place: bool = field(default=False)
    """Count each concatenation as `concat-in-place`, run next, writes it:
    one buffer from before its first in-place producer on, those producers'
    results inside it (and their other readers ordered before it)."""
    tiled_pad_readers: tuple[str, ...] = field(default=())
    """Names of the ops whose padded operand 0 a later transform script
    tiles, fusing the pad into the loop (`merge_alloc.compile`'s pad-tiling
    variants): a pad read by one of them counts as a view of its source."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        reorder_module(
            op, self.states, self.concats_in_place, frozenset(self.tiled_pad_readers)
        )


@dataclass(frozen=True)
class ReorderForConcatsPass(ReorderForMemoryPass):
    """`reorder-for-memory` counting concatenations as `concat-in-place`
    writes them: the order of the `+order` variants, which run that pass
    next (docs/reorder.md)."""

    name = "reorder-for-concats"

    concats_in_place: bool = field(default=True)
