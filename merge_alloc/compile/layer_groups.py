"""Layer groups: chains of NCHW layers tiled together by output rows.

The peak of a convolutional network is whole activations live at once: at
224x224, ResNet-18's stem output (1x64x112x112, 3.2 MB) beside the input of
the max-pool that reads it. A layer group is a tree of ops ending at one op,
its *root* (a max-pool, a convolution, an element-wise op), whose other ops
each have one use, inside the group; tiling the root over its output rows
(`transform.structured.tile_using_for`) and fusing every other op into the
tile loop (`transform.structured.fuse_into_containing_op`, the consumers
first) computes each intermediate one tile at a time: a fused producer
computes exactly the rows its consumer's tile reads, the halo of a
convolution or a pooling window included, through upstream's
`TilingInterface`. Only the group's inputs and its root's result stay whole.

This module is the analysis and the script: `find_groups` reads the chains
off the tensor program and chooses them (`choose_groups`: the model of live
bytes and recomputed rows below), `MarkLayerGroupsPass` names each chosen
root with `GROUP_ATTR`, and `transform_script` writes the upstream
transform-dialect script that tiles and fuses the marked groups, which
`merge_alloc.compile` runs with `mlir-opt --transform-interpreter` (the
layer-groups variant of `merge_alloc.compile.variants`). docs/layer-groups.md
describes the stage and what it gives.

The model (all figures static shapes, in bytes and multiply-adds):

- a member's tile has the rows its consumer's tile reads: an element-wise
  op or a pad reads the rows it writes, a convolution or pooling of stride
  `s`, dilation `d` and `k` kernel rows reads `(r - 1) * s + (k - 1) * d + 1`
  input rows for `r` output rows;
- a group's recomputed work: every member computes `tiles * rows` rows of
  its `H` (the halos overlap), so its work grows by that ratio; the tile
  size of a group is the smallest in `TILE_ROWS` whose recomputed work is at
  most `MAX_RECOMPUTE` of the group's work (ResNet-18's stem at 224x224: 8
  max-pool rows, the convolution computes 17 of every 16 rows it would);
- the live bytes: a sweep over the function's ops in order, each tensor
  result that bufferization allocates live from its op to its last use; a
  grouped member's result counts its tile only. `choose_groups` takes the
  group holding the sweep's peak while there is one, so only groups where
  the program's peak is get tiled (a group elsewhere costs run time and
  saves nothing).

The chosen variant is kept only when its measured total is smaller; the
model decides what to try, never what is kept.
"""

from __future__ import annotations

import hashlib
import tempfile
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from math import ceil
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, tensor
from xdsl.dialects.builtin import FloatAttr, StringAttr, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.passes import ModulePass

from merge_alloc.compile.bounds import tensor_bytes
from merge_alloc.compile.variants import (
    LAYER_GROUPS_ENTRY,
    MARK_CHEAP_GROUPS,
    MARK_GROUPS,
    PipelineVariant,
)

GROUP_ATTR = "merge_alloc.layer_group"
"""The discardable attribute naming a group's root (`"g0"`, `"g1"`, ...),
which the transform script matches (`transform.structured.match
attributes`)."""

WINDOWED = frozenset(
    {
        "linalg.conv_2d_nchw_fchw",
        "linalg.depthwise_conv_2d_nchw_chw",
        "linalg.pooling_nchw_max",
        "linalg.pooling_nchw_sum",
    }
)
"""NCHW ops with a window over input rows (operand 0); dimension 2 of their
output is the row."""

TILE_ROWS: tuple[int, ...] = (4, 8, 16, 32)
"""Tile sizes tried, smallest first (the smaller, the fewer bytes live)."""
MAX_RECOMPUTE = 0.25
"""Largest share of a group's work its halos may recompute (the
`--allow-slower` variant)."""
CHEAP_RECOMPUTE = 0.10
"""... in the default variant (docs/layer-groups.md)."""
LIMIT_ATTR = "merge_alloc.layer_group_recompute"
"""The limit the marks were chosen with, on each marked root, so that
`marked_groups` finds the same groups again."""
ROW = 2
"""The row dimension of an NCHW tensor (and of the tiled loop nest)."""


@dataclass(frozen=True, slots=True)
class Member:
    """An op fused into a group's tile loop."""

    op: Operation
    consumer: int
    """Index of the member (0: the root) whose operand it produces."""
    operand: int
    """Which operand of that consumer it produces."""
    rows: int
    """Rows of its result one tile computes."""


@dataclass(frozen=True, slots=True)
class LayerGroup:
    """A root tiled by `tile_rows` output rows and its fused producers."""

    root: Operation
    tile_rows: int
    members: tuple[Member, ...]
    """Consumers before their producers: the order they are fused in."""
    recompute: float
    """Work computed twice (halos), as a share of the group's work."""

    @property
    def ops(self) -> tuple[Operation, ...]:
        return (self.root, *(m.op for m in self.members))

    def describe(self) -> str:
        """`conv+pool (5 elementwise, 2 pads) @8 rows`: its windowed ops in
        program order (`3 conv`: three in a row), how many others it fuses,
        the tile size."""
        ops = sorted(self.ops, key=_program_position)
        windowed = [_kind(op) for op in ops if op.name in WINDOWED]
        pads = sum(isinstance(op, tensor.PadOp) for op in ops)
        elementwise = sum(_kind(op) == "elementwise" for op in ops)
        others = [
            f"{n} {what}{'s' if n > 1 and what == 'pad' else ''}"
            for n, what in ((elementwise, "elementwise"), (pads, "pad"))
            if n
        ]
        inner = f" ({', '.join(others)})" if others else ""
        runs: list[list[str | int]] = []
        for kind in windowed:
            if runs and runs[-1][0] == kind:
                runs[-1][1] = int(runs[-1][1]) + 1
            else:
                runs.append([kind, 1])
        main = "+".join(f"{n} {k}" if n != 1 else str(k) for k, n in runs)
        return f"{main or 'elementwise'}{inner} @{self.tile_rows} rows"


def _program_position(op: Operation) -> int:
    block = op.parent_block()
    assert block is not None
    return next(i for i, other in enumerate(block.ops) if other is op)


def _kind(op: Operation) -> str:
    if isinstance(op, tensor.PadOp):
        return "pad"
    if op.name == "linalg.fill":
        return "fill"
    if "pooling" in op.name:
        return "pool"
    if "conv" in op.name:
        return "conv"
    return "elementwise"


def _rows(value: SSAValue) -> int | None:
    """Rows (dimension 2) of a static rank-4 tensor, else None."""
    kind = value.type
    if not isinstance(kind, TensorType):
        return None
    shape = kind.get_shape()  # pyright: ignore[reportUnknownMemberType]
    if len(shape) != 4 or any(extent < 0 for extent in shape):
        return None
    return shape[ROW]


def _maps(op: LinalgStructuredOperation) -> list[AffineMap]:
    return [m.data for m in op.get_indexing_maps()]


def _is_elementwise(op: LinalgStructuredOperation, maps: Sequence[AffineMap]) -> bool:
    """An all-parallel op on rank-4 tensors writing its output by identity
    (`maps`: its indexing maps)."""
    if any(i.data != IteratorType.PARALLEL for i in op.get_iterator_types()):
        return False
    return (
        len(op.results) == 1
        and op.get_num_loops() == 4
        and maps[-1] == AffineMap.identity(4)
    )


def _window(
    op: LinalgStructuredOperation, maps: Sequence[AffineMap], loops: Sequence[int]
) -> tuple[int, int, int] | None:
    """(stride, dilation, kernel rows) of a windowed op's row dimension
    (`maps`: its indexing maps, `loops`: its static loop ranges)."""
    row_map = AffineMap(maps[0].num_dims, 0, (maps[0].results[ROW],))
    out_map = maps[-1]
    output_row = out_map.results[ROW]
    dims = list(row_map.results[0].used_dims())
    out_dims = list(output_row.used_dims())
    if len(out_dims) != 1:
        return None
    kernel_dims = [d for d in dims if d != out_dims[0]]
    if len(kernel_dims) > 1:
        return None

    def at(out: int, kernel: int) -> int:
        point = [0] * row_map.num_dims
        point[out_dims[0]] = out
        if kernel_dims:
            point[kernel_dims[0]] = kernel
        return row_map.eval(point, [])[0]

    stride = at(1, 0) - at(0, 0)
    if not kernel_dims:
        return stride, 1, 1
    dilation = at(0, 1) - at(0, 0)
    return stride, dilation, loops[kernel_dims[0]]


class _OpFacts:
    """What the group search asks of each op, computed once per op and
    search: indexing maps and loop ranges cost a walk of affine maps per
    question, and the search asks each op again for every root and tile
    size (ResNet-18 at 224x224: 15,000 questions, two thirds of a
    compile before this memo)."""

    def __init__(self) -> None:
        self._maps: dict[Operation, list[AffineMap]] = {}
        self._loops: dict[Operation, list[int]] = {}
        self._tileable: dict[Operation, bool] = {}
        self._elementwise: dict[Operation, bool] = {}
        self._window: dict[Operation, tuple[int, int, int] | None] = {}
        self._work: dict[Operation, int] = {}

    def maps(self, op: LinalgStructuredOperation) -> list[AffineMap]:
        if op not in self._maps:
            self._maps[op] = _maps(op)
        return self._maps[op]

    def loops(self, op: LinalgStructuredOperation) -> list[int]:
        if op not in self._loops:
            self._loops[op] = list(op.get_static_loop_ranges())
        return self._loops[op]

    def elementwise(self, op: LinalgStructuredOperation) -> bool:
        if op not in self._elementwise:
            self._elementwise[op] = _is_elementwise(op, self.maps(op))
        return self._elementwise[op]

    def window(self, op: LinalgStructuredOperation) -> tuple[int, int, int] | None:
        if op not in self._window:
            self._window[op] = _window(op, self.maps(op), self.loops(op))
        return self._window[op]

    def tileable(self, op: Operation) -> bool:
        """An op the row tiling of a group can take: a static pad of a
        rank-4 tensor, a windowed NCHW op, an element-wise op, a fill."""
        if op not in self._tileable:
            self._tileable[op] = self._is_tileable(op)
        return self._tileable[op]

    def _is_tileable(self, op: Operation) -> bool:
        if isinstance(op, tensor.PadOp):
            return (
                not op.low
                and not op.high
                and _rows(op.result) is not None
                and op.static_low.get_values()[:ROW] == (0, 0)
                and op.static_high.get_values()[:ROW] == (0, 0)
            )
        if not isinstance(op, LinalgStructuredOperation) or len(op.results) != 1:
            return False
        if _rows(op.results[0]) is None:
            return False
        return op.name in WINDOWED or op.name == "linalg.fill" or self.elementwise(op)

    def work(self, op: Operation) -> int:
        """Multiply-adds of a linalg op (its loop nest's size); a pad's
        bytes."""
        if op not in self._work:
            if isinstance(op, LinalgStructuredOperation):
                work = 1
                for extent in self.loops(op):
                    work *= max(extent, 1)
            else:
                work = tensor_bytes(op.results[0].type) or 0
            self._work[op] = work
        return self._work[op]

    def rows_read(self, consumer: Operation, operand: int, rows: int) -> int | None:
        """Rows of operand `operand` that `rows` output rows of `consumer`
        read (None: not a row-tiled operand)."""
        if isinstance(consumer, tensor.PadOp):
            return rows if operand == 0 else None
        assert isinstance(consumer, LinalgStructuredOperation)
        if operand >= len(consumer.inputs):
            return rows  # the init of the output rows
        if consumer.name in WINDOWED:
            if operand != 0:
                return None
            window = self.window(consumer)
            if window is None:
                return None
            stride, dilation, kernel = window
            return (rows - 1) * stride + (kernel - 1) * dilation + 1
        if self.elementwise(consumer):
            value = consumer.operands[operand]
            if value.type != consumer.results[0].type:
                return None
            if self.maps(consumer)[operand] != AffineMap.identity(4):
                return None
            return rows
        return None


def _grow(
    root: Operation, tile_rows: int, claimed: set[Operation], facts: _OpFacts
) -> list[Member]:
    """The producers a tile of `root` can compute (see the module's
    docstring), consumers first."""
    members: list[Member] = []
    frontier: list[tuple[int, Operation, int]] = [(0, root, tile_rows)]
    while frontier:
        index, consumer, rows = frontier.pop(0)
        for operand, value in enumerate(consumer.operands):
            producer = value.owner
            if not isinstance(value, OpResult) or not isinstance(producer, Operation):
                continue
            if (
                producer in claimed
                or producer.parent_block() is not root.parent_block()
            ):
                continue
            if not value.has_one_use() or not facts.tileable(producer):
                continue
            if index == 0 and operand >= len(consumer.operands) - len(consumer.results):
                continue  # the root's init is the loop's, computed whole
            if isinstance(producer, tensor.PadOp) and isinstance(
                producer.source.owner, arith.ConstantOp
            ):
                continue
            read = facts.rows_read(consumer, operand, rows)
            if read is None:
                continue
            if producer.name == "linalg.fill" and operand < len(
                getattr(consumer, "inputs", ())
            ):
                continue  # a filled input: a constant, folded elsewhere
            members.append(Member(producer, index, operand, read))
            if producer.name != "linalg.fill":
                frontier.append((len(members), producer, read))
    return members


def _recompute(
    root: Operation, members: Sequence[Member], tile_rows: int, facts: _OpFacts
) -> float:
    """Share of the group's work its halos compute twice."""
    total_rows = _rows(root.results[0])
    assert total_rows is not None
    tiles = ceil(total_rows / tile_rows)
    work = facts.work(root)
    extra = 0.0
    for member in members:
        rows = _rows(member.op.results[0])
        assert rows is not None
        member_work = facts.work(member.op)
        work += member_work
        extra += member_work * max(0.0, tiles * min(member.rows, rows) / rows - 1)
    return extra / work if work else 0.0


def _group_at(
    root: Operation, claimed: set[Operation], max_recompute: float, facts: _OpFacts
) -> LayerGroup | None:
    """The group of `root` at the smallest tile size whose halos recompute at
    most `max_recompute`, if it fuses a computation (not only pads and
    fills)."""
    rows = _rows(root.results[0]) if root.results else None
    if rows is None or not facts.tileable(root) or isinstance(root, tensor.PadOp):
        return None
    if root.name == "linalg.fill":
        return None
    for tile_rows in TILE_ROWS:
        if tile_rows >= rows:
            return None
        members = _grow(root, tile_rows, claimed, facts)
        if not any(
            isinstance(m.op, LinalgStructuredOperation) and m.op.name != "linalg.fill"
            for m in members
        ):
            return None
        recompute = _recompute(root, members, tile_rows, facts)
        if recompute <= max_recompute:
            return LayerGroup(root, tile_rows, tuple(members), recompute)
    return None


def candidate_groups(
    body: Sequence[Operation], max_recompute: float = MAX_RECOMPUTE
) -> list[LayerGroup]:
    """The groups of one function body: roots from the last op up, each op
    in one group at most."""
    claimed: set[Operation] = set()
    groups: list[LayerGroup] = []
    facts = _OpFacts()
    for op in reversed(body):
        if op in claimed:
            continue
        group = _group_at(op, claimed, max_recompute, facts)
        if group is None:
            continue
        claimed.update(group.ops)
        groups.append(group)
    groups.reverse()
    return groups


@dataclass
class LiveBytes:
    """The live-bytes sweep of one function body (see the module's
    docstring): per op, the bytes of the tensors live while it runs."""

    body: Sequence[Operation]
    tiles: dict[Operation, int] = field(default_factory=dict[Operation, int])
    """Grouped members: the bytes of their tile."""

    def profile(self) -> list[int]:
        position = {op: i for i, op in enumerate(self.body)}
        live = [0] * len(self.body)
        for index, op in enumerate(self.body):
            if not _allocates(op):
                continue
            size = self.tiles.get(op, tensor_bytes(op.results[0].type) or 0)
            last = index
            for use in op.results[0].uses:
                user = _ancestor_in(use.operation, self.body, position)
                if user is not None:
                    last = max(last, position[user])
            for at in range(index, last + 1):
                live[at] += size
        return live


def _allocates(op: Operation) -> bool:
    """A tensor result that bufferization gives a buffer of its own."""
    if len(op.results) != 1 or not isinstance(op.results[0].type, TensorType):
        return False
    return isinstance(op, (tensor.PadOp, LinalgStructuredOperation))


def _ancestor_in(
    op: Operation, body: Sequence[Operation], position: dict[Operation, int]
) -> Operation | None:
    current: Operation | None = op
    while current is not None and current not in position:
        current = current.parent_op()
    return current


def choose_groups(
    body: Sequence[Operation], max_recompute: float = MAX_RECOMPUTE
) -> list[LayerGroup]:
    """The candidate groups holding the live-bytes peak, taken one at a
    time while the peak is inside one (see the module's docstring)."""
    candidates = candidate_groups(body, max_recompute)
    position = {op: i for i, op in enumerate(body)}
    sweep = LiveBytes(body)
    chosen: list[LayerGroup] = []
    while True:
        live = sweep.profile()
        if not live:
            return chosen
        peak = max(range(len(live)), key=live.__getitem__)
        holding = [
            g
            for g in candidates
            if g not in chosen
            and min(position[op] for op in g.ops) <= peak <= position[g.root]
        ]
        if not holding:
            break
        group = holding[0]
        chosen.append(group)
        for member in group.members:
            size = tensor_bytes(member.op.results[0].type) or 0
            rows = _rows(member.op.results[0]) or 1
            sweep.tiles[member.op] = size * min(member.rows, rows) // rows
    chosen.sort(key=lambda g: position[g.root])
    return chosen


def function_bodies(module: builtin.ModuleOp) -> Iterable[Sequence[Operation]]:
    for op in module.walk():
        if isinstance(op, func.FuncOp) and op.body.blocks:
            yield list(op.body.blocks[0].ops)


def find_groups(
    module: builtin.ModuleOp, max_recompute: float = MAX_RECOMPUTE
) -> list[LayerGroup]:
    """The groups chosen in every function of `module`, each recomputing at
    most `max_recompute` of its work."""
    return [
        g
        for body in function_bodies(module)
        for g in choose_groups(body, max_recompute)
    ]


def _marked_limit(module: builtin.ModuleOp) -> float:
    """The recompute limit the marks of `module` were chosen with
    (`LIMIT_ATTR` on a root; `MAX_RECOMPUTE` without)."""
    for op in module.walk():
        limit = op.attributes.get(LIMIT_ATTR)
        if isinstance(limit, FloatAttr):
            return float(limit.value.data)
    return MAX_RECOMPUTE


_Fingerprint = tuple[tuple[object, ...], ...]


def _fingerprint(module: builtin.ModuleOp) -> _Fingerprint:
    """What the group search reads of `module`: each function body's ops in
    order with their operands, result types and attributes (the marks
    included)."""
    return tuple(
        (
            op,
            tuple(op.operands),
            tuple(r.type for r in op.results),
            tuple(op.attributes.items()),
        )
        for body in function_bodies(module)
        for op in body
    )


_MARKED: OrderedDict[
    builtin.ModuleOp, tuple[_Fingerprint, list[tuple[str, LayerGroup]]]
] = OrderedDict()
"""The groups `MarkLayerGroupsPass` marked in the last `_MARKED_KEPT`
programs, with the fingerprint of the program they were found on: a compile
asks for them once per candidate variant and stage (bounds, script,
report), and each search of a 224x224 network costs a fifth of a second.
Bounded, not weak: the groups hold the program's ops, which hold the
program."""
_MARKED_KEPT = 4
"""The layer-groups variants of one compile, `--allow-slower` included."""


def _remember(module: builtin.ModuleOp, found: list[tuple[str, LayerGroup]]) -> None:
    _MARKED[module] = (_fingerprint(module), found)
    _MARKED.move_to_end(module)
    while len(_MARKED) > _MARKED_KEPT:
        _MARKED.popitem(last=False)


def marked_groups(module: builtin.ModuleOp) -> list[tuple[str, LayerGroup]]:
    """The groups `MarkLayerGroupsPass` marked, by name: the same analysis
    on the same program with the limit the marks carry (the marks change
    nothing it reads); remembered from the pass while the program is
    unchanged."""
    remembered = _MARKED.get(module)
    if remembered is not None and remembered[0] == _fingerprint(module):
        return list(remembered[1])
    found: list[tuple[str, LayerGroup]] = []
    for group in find_groups(module, _marked_limit(module)):
        mark = group.root.attributes.get(GROUP_ATTR)
        if isinstance(mark, StringAttr):
            found.append((mark.data, group))
    _remember(module, found)
    return list(found)


@dataclass(frozen=True)
class MarkLayerGroupsPass(ModulePass):
    """Name the root of every chosen layer group (`GROUP_ATTR`), for the
    transform script of `transform_script`."""

    name = MARK_GROUPS

    max_recompute: float = MAX_RECOMPUTE
    """Largest share of a group's work its halos may recompute."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        marked: list[tuple[str, LayerGroup]] = []
        for index, group in enumerate(find_groups(op, self.max_recompute)):
            group.root.attributes[GROUP_ATTR] = StringAttr(f"g{index}")
            group.root.attributes[LIMIT_ATTR] = FloatAttr(self.max_recompute, 64)
            marked.append((f"g{index}", group))
        _remember(op, marked)


@dataclass(frozen=True)
class MarkCheapLayerGroupsPass(MarkLayerGroupsPass):
    """`mark-layer-groups` with tiles tall enough that the halos recompute at
    most `CHEAP_RECOMPUTE` of a group's work: the default layer-groups
    variant (docs/layer-groups.md, "Cheap enough to be default")."""

    name = MARK_CHEAP_GROUPS

    max_recompute: float = CHEAP_RECOMPUTE


ENTRY_POINT = LAYER_GROUPS_ENTRY

_ANY = "!transform.any_op"


def transform_script(groups: Sequence[tuple[str, LayerGroup]]) -> str:
    """The transform-dialect library whose `@layer_groups` tiles each marked
    root by its rows and fuses its members into the loop, consumers first;
    the function's dead ops go (`apply_dce`: a fused member's original,
    which still uses its producers) before a member whose consumer was
    fused since the last sweep and after the last fusion, and at the end the
    loop is canonicalized with `tensor.empty` folded into its slices (so
    each tile's output is an empty tile, not a slice of a whole tensor)."""
    lines = [
        "// Generated by merge_alloc.compile.layer_groups (docs/layer-groups.md).",
        "module attributes {transform.with_named_sequence} {",
        f"  transform.named_sequence @{ENTRY_POINT}(",
        f"      %root: {_ANY} {{transform.readonly}}) {{",
    ]
    for name, group in groups:
        handles = [f"%{name}"]
        lines.append(
            f"    %{name} = transform.structured.match attributes "
            f'{{{GROUP_ATTR} = "{name}"}} in %root : ({_ANY}) -> {_ANY}'
        )
        for index, member in enumerate(group.members, start=1):
            handle = f"%{name}_{index}"
            handles.append(handle)
            lines.append(
                f"    {handle} = transform.get_producer_of_operand "
                f"{handles[member.consumer]}[{member.operand}] : ({_ANY}) -> {_ANY}"
            )
        rank = len(_output_shape(group.root))
        sizes = ", ".join(
            str(group.tile_rows if d == ROW else 0) for d in range(min(rank, ROW + 1))
        )
        loop = f"%{name}_loop0"
        lines.append(
            f"    %{name}_tiled, {loop} = transform.structured.tile_using_for "
            f"%{name} tile_sizes [{sizes}] : ({_ANY}) -> ({_ANY}, {_ANY})"
        )
        # A fused member's original stays, dead, with a use of each of its
        # producers, which would then be fused as a copy and computed whole
        # too: the dead ops go (`apply_dce` on the function) before a member
        # whose consumer was fused since the last sweep. One sweep per level
        # of the tree, not per member: a sweep walks the whole function
        # (DARTS cells: 189 sweeps were 4 of the 5 s `mlir-opt` took).
        pending: set[int] = set()
        for index, member in enumerate(group.members, start=1):
            if member.consumer in pending:
                lines += _dead_ops_swept(name, index, loop)
                pending.clear()
            fused = f"%{name}_loop{index}"
            lines.append(
                f"    %{name}_fused{index}, {fused} = "
                f"transform.structured.fuse_into_containing_op "
                f"{handles[index]} into {loop} : ({_ANY}, {_ANY}) -> ({_ANY}, {_ANY})"
            )
            pending.add(index)
            loop = fused
        if pending:
            lines += _dead_ops_swept(name, len(group.members) + 1, loop)
        lines += [
            f"    transform.apply_patterns to {loop} {{",
            "      transform.apply_patterns.tensor.fold_tensor_empty",
            "      transform.apply_patterns.canonicalization",
            f"    }} : {_ANY}",
        ]
    lines += ["    transform.yield", "  }", "}", ""]
    return "\n".join(lines)


def _dead_ops_swept(name: str, index: int, loop: str) -> list[str]:
    """`apply_dce` on the function holding `loop` (handles numbered
    `index`)."""
    return [
        f"    %{name}_func{index} = transform.get_parent_op {loop} "
        f'{{op_name = "func.func"}} : ({_ANY}) -> {_ANY}',
        f"    transform.apply_dce to %{name}_func{index} : {_ANY}",
    ]


def _output_shape(op: Operation) -> tuple[int, ...]:
    kind: Attribute = op.results[0].type
    assert isinstance(kind, TensorType)
    return tuple(kind.get_shape())  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]


def groups_script(program: builtin.ModuleOp) -> Path | None:
    """The file holding `transform_script` of the groups marked in
    `program` (None: there is none). Files are named by their text's hash
    in the temporary directory, so that every run of the same program
    (the fast one, the located one, the benchmarks') reads the same
    script without a file to clean up per run."""
    groups = marked_groups(program)
    if not groups:
        return None
    text = transform_script(groups)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    path = Path(tempfile.gettempdir()) / f"merge-alloc-layer-groups-{digest}.mlir"
    if not path.exists():
        partial = path.with_suffix(f".{digest}.part")
        partial.write_text(text)
        partial.replace(path)
    return path


def variant_flags(variant: PipelineVariant, program: builtin.ModuleOp) -> list[str]:
    """`variant`'s `mlir-opt` flags for `program` (its tensor program), with
    the layer-groups script of its marks when it has any."""
    script = groups_script(program) if variant.layer_groups else None
    return variant.mlir_opt_flags(script)
