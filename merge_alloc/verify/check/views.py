"""Merged buffers, their views, and the byte ranges each view can occupy.

A *merged buffer* is a static ``memref.alloc`` of ``memref<N x i8[, space]>``
whose only users are ``memref.view`` (as the source) and ``memref.dealloc``.
Each view is described by its byte size (computed here with LLVM's default
data layout, not with the pass's code), its offset expression, its liveness,
and the parallel loops between the buffer's scope block and the view: those
loops' threads each get their own *instance* of the view, possibly at a
different offset (a per-thread slot).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from math import prod

from xdsl.dialects.builtin import (
    DictionaryAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from merge_alloc.verify.check.escapes import first_write
from merge_alloc.verify.check.liveness import Liveness, view_liveness
from merge_alloc.verify.check.offsets import (
    Affine,
    Expr,
    Unknown,
    build_expr,
    dynamic_view_bytes,
    element_layout,
    evaluate,
    variables,
)
from merge_alloc.verify.check.structure import (
    PARALLEL_LOOPS,
    LoopDim,
    Numbering,
    ancestors,
    attribute,
    loop_dims,
    op_name,
)

DEFAULT_INDEX_BITWIDTH = 64
"""Bits of an ``index`` element unless told otherwise (the pass's default)."""


def _element_of(container: object) -> Attribute:
    """The element type of a memref, vector or complex type."""
    element: object = getattr(container, "element_type")  # noqa: B009
    assert isinstance(element, Attribute)
    return element


def element_bytes(
    element: Attribute, index_bitwidth: int = DEFAULT_INDEX_BITWIDTH
) -> int | None:
    """Bytes from one element to the next under LLVM's default data layout
    (`offsets.py`, B7/B8).

    ``index`` is as wide as the lowering makes it (``index_bitwidth``, the
    pass's ``index-bitwidth`` option): a plan made for 32-bit indices packs
    ``memref<Nxindex>`` in 4-byte elements, and checking it with 8 would
    report overlaps that are not there.
    """
    layout = element_layout(element, index_bitwidth)
    return None if layout is None else layout[0]


def element_alignment(
    element: Attribute, index_bitwidth: int = DEFAULT_INDEX_BITWIDTH
) -> int | None:
    """The ABI alignment of ``element`` (a power of two; not its size, which
    for ``vector<5x3xf32>`` is 80 bytes aligned to 16)."""
    layout = element_layout(element, index_bitwidth)
    return None if layout is None else layout[1]


def memref_bytes(
    memref: Attribute, index_bitwidth: int = DEFAULT_INDEX_BITWIDTH
) -> int | None:
    """Bytes spanned by a static, identity-layout memref type, else ``None``."""
    declared: Attribute = memref
    if not isinstance(memref, MemRefType):
        return None
    shape = memref.get_shape()
    if any(d < 0 for d in shape) or not isinstance(memref.layout, NoneAttr):
        return None
    each = element_bytes(_element_of(declared), index_bitwidth)
    return None if each is None else each * prod(shape)


def _alignment(op: Operation) -> int | None:
    attr = op.properties.get("alignment") or op.attributes.get("alignment")
    value = getattr(attr, "value", None)
    data = getattr(value, "data", None)
    return data if isinstance(data, int) else None


def function_name(op: Operation) -> str:
    """``@name`` of the function holding ``op``."""
    for anc in ancestors(op):
        if op_name(anc) == "func.func":
            sym = anc.properties.get("sym_name") or anc.attributes.get("sym_name")
            if isinstance(sym, StringAttr):
                return "@" + sym.data
    return "@?"


def value_name(op: Operation, fallback: str) -> str:
    """``%name`` of the op's first result if the text named it."""
    if op.results and op.results[0].name_hint:
        return "%" + op.results[0].name_hint
    return fallback


@dataclass
class MergedBuffer:
    """One merged ``memref<N x i8>`` buffer and its views.

    ``op`` defines it: a ``memref.alloc``, a ``memref.get_global`` of an
    arena global, or (a workspace argument) the ``func.func`` itself, with
    ``value`` the argument. A static arena (global or argument) outlives
    the function, so returning a view of it is not an escape.
    """

    op: Operation
    size: int
    alignment: int | None
    scope: Block
    views: list[ViewRecord] = field(default_factory=list["ViewRecord"])
    argument: SSAValue | None = None

    @property
    def value(self) -> SSAValue:
        """The buffer the views view."""
        return self.argument if self.argument is not None else self.op.results[0]

    @property
    def static(self) -> bool:
        """A global or workspace argument (not allocated by the function)."""
        return op_name(self.op) != "memref.alloc"

    @property
    def label(self) -> str:
        """Human name used in messages."""
        if self.argument is not None:
            return f"{function_name(self.op)} %{self.argument.name_hint or 'workspace'}"
        return f"{function_name(self.op)} {value_name(self.op, 'merged buffer')}"


@dataclass(frozen=True)
class Instance:
    """Where one thread's copy of a view sits: bytes ``[low, high)``.

    ``coords`` are the normalised thread coordinates along
    ``ViewRecord.thread_dims``; ``None`` marks a *hull* instance that stands
    for all threads at once (used when there are too many to enumerate).
    """

    view: ViewRecord
    coords: tuple[int, ...] | None
    low: int
    high: int


@dataclass(eq=False)
class ViewRecord:
    """Everything the checker knows about one ``memref.view`` of a buffer."""

    op: Operation
    buffer: MergedBuffer
    ordinal: int
    size: int | None
    offset: Expr | Unknown
    liveness: Liveness
    parallel_loops: list[Operation]
    dynamic_loops: list[Operation]
    thread_dims: list[LoopDim]
    loop_slices: dict[Operation, tuple[int, int]]
    element_size: int | None = None
    element_alignment: int | None = None
    required_alignment: int = 1
    instances: list[Instance] = field(default_factory=list[Instance])
    hull: Affine | None = None

    @property
    def label(self) -> str:
        """Human name used in messages."""
        name = value_name(self.op, f"view #{self.ordinal}")
        return f"{name} : {self.op.results[0].type}"

    def thread_text(self, coords: tuple[int, ...] | None) -> str:
        """``(%i=3, %j=1)``: the thread an instance belongs to."""
        if coords is None:
            return "(any thread)"
        if not coords:
            return ""
        parts: list[str] = []
        for dim, t in zip(self.thread_dims, coords, strict=False):
            assert dim.lower is not None and dim.step is not None
            hint = dim.iv.name_hint or f"iv{dim.index}"
            parts.append(f"%{hint}={dim.lower + dim.step * t}")
        return "(" + ", ".join(parts) + ")"

    def threads(self) -> Iterator[tuple[int, ...]]:
        """Every assignment of thread coordinates."""
        ranges = [range(d.trip or 0) for d in self.thread_dims]
        return itertools.product(*ranges)

    def thread_count(self) -> int:
        """How many instances enumeration would produce."""
        return prod(d.trip or 0 for d in self.thread_dims)

    def offset_at(self, coords: tuple[int, ...]) -> int | None:
        """Byte offset of one instance (``None`` if it divides by zero)."""
        assert not isinstance(self.offset, Unknown)
        return evaluate(self.offset, dict(zip(self.thread_dims, coords, strict=False)))


def _byte_buffer_size(value: SSAValue) -> int | None:
    """The size of a static ``memref<N x i8>`` (identity layout) only used
    by ``memref.view`` (as the source) and ``memref.dealloc``."""
    declared: Attribute = value.type
    memref = declared
    if not isinstance(memref, MemRefType):
        return None
    shape = memref.get_shape()
    element = _element_of(declared)
    if len(shape) != 1 or shape[0] < 0 or element != IntegerType(8):
        return None
    if not isinstance(memref.layout, NoneAttr):
        return None
    uses = list(value.uses)
    views = [u for u in uses if op_name(u.operation) == "memref.view" and u.index == 0]
    others = [u for u in uses if op_name(u.operation) != "memref.dealloc"]
    if not views or len(views) != len(others):
        return None
    return shape[0]


def arena_globals(root: Operation) -> dict[str, int | None]:
    """Uninitialised, non-constant globals (the pass's static arenas), by
    symbol, with their alignment."""
    found: dict[str, int | None] = {}
    for op in root.walk():
        if op_name(op) != "memref.global":
            continue
        if attribute(op, "constant") is not None:
            continue
        if not isinstance(attribute(op, "initial_value"), UnitAttr):
            continue
        sym = attribute(op, "sym_name")
        if isinstance(sym, StringAttr):
            found[sym.data] = _alignment(op)
    return found


def _workspace_arguments(function: Operation) -> list[SSAValue]:
    """The trailing arguments a function lists in ``merge_alloc.workspaces``."""
    listed = attribute(function, "merge_alloc.workspaces")
    blocks = function.regions[0].blocks if function.regions else ()
    if not isinstance(listed, DictionaryAttr) or not blocks:
        return []
    args: list[SSAValue] = list(blocks[0].args)
    return args[len(args) - len(listed.data) :] if len(listed.data) <= len(args) else []


def _workspace_alignment(function: Operation, argument: SSAValue) -> int | None:
    listed = attribute(function, "merge_alloc.workspaces")
    if not isinstance(listed, DictionaryAttr) or not argument.name_hint:
        return None
    entry = listed.data.get(argument.name_hint)
    if isinstance(entry, DictionaryAttr):
        alignment = entry.data.get("alignment")
        if isinstance(alignment, IntegerAttr):
            return int(alignment.value.data)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    return None


INPUT_ATTR = "merge_alloc.input"
"""On a view of a static arena that stands for an entry point's argument
(`inputs-in-workspace`): the caller wrote it before the call."""


def _input_from_entry(
    view: Operation, liveness: Liveness, numbering: Numbering, scope: Operation | None
) -> Liveness:
    """An input is live from the start of its function, whatever its uses;
    one the function may write is an output parameter, live to the
    function's end (`merge_alloc.verify.check.escapes`)."""
    if INPUT_ATTR not in view.attributes or scope is None:
        return liveness
    start = numbering.enter[scope]
    end = liveness.interval[1] if liveness.interval is not None else start
    writer = first_write(liveness.aliases)
    if writer is not None:
        end = numbering.exit[scope]
        index = view.attributes[INPUT_ATTR]
        number = index.value.data if isinstance(index, IntegerAttr) else index  # pyright: ignore[reportUnknownMemberType]
        liveness.reason = (
            f"{value_name(view, 'the view')} is argument {number} of "
            f"{function_name(view)}, moved into the workspace, and "
            f"'{op_name(writer)}' may write it: the caller reads it after the call"
        )
    liveness.interval = (start, end)
    return liveness


def find_buffers(root: Operation) -> list[MergedBuffer]:
    """Every merged buffer under ``root``, in program order: merged
    ``memref.alloc``s, reads of arena globals (``arena=global``) and
    workspace arguments (``arena=argument``)."""
    buffers: list[MergedBuffer] = []
    arenas = arena_globals(root)
    for op in root.walk():
        name = op_name(op)
        if name == "func.func":
            block = op.regions[0].blocks[0] if op.regions[0].blocks else None
            for argument in _workspace_arguments(op):
                size = _byte_buffer_size(argument)
                if size is not None and block is not None:
                    alignment = _workspace_alignment(op, argument)
                    buffers.append(
                        MergedBuffer(op, size, alignment, block, argument=argument)
                    )
            continue
        if name == "memref.get_global":
            symbol = attribute(op, "name")
            if not isinstance(symbol, SymbolRefAttr):
                continue
            if symbol.root_reference.data not in arenas:
                continue
            alignment = arenas[symbol.root_reference.data]
        elif name == "memref.alloc" and not op.operands:
            alignment = _alignment(op)
        else:
            continue
        if len(op.results) != 1:
            continue
        size = _byte_buffer_size(op.results[0])
        if size is None:
            continue
        block = op.parent_block()
        assert block is not None
        buffers.append(MergedBuffer(op, size, alignment, block))
    return buffers


def _view_bytes(view: Operation, index_bitwidth: int) -> int | None:
    """The bytes a view spans: static, or at the bounds of its dynamic sizes."""
    result: Attribute = view.results[0].type
    static = memref_bytes(result, index_bitwidth)
    if static is not None or not isinstance(result, MemRefType):
        return static
    element = element_bytes(_element_of(view.results[0].type), index_bitwidth)
    return dynamic_view_bytes(view, element)


def describe_views(
    buffer: MergedBuffer,
    numbering: Numbering,
    index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
) -> None:
    """Fill ``buffer.views`` (offset, size, liveness, enclosing loops)."""
    cache: dict[object, Expr | Unknown] = {}
    scope_op = buffer.scope.parent_op()
    ordered = sorted(
        (
            u.operation
            for u in buffer.value.uses
            if op_name(u.operation) == "memref.view"
        ),
        key=lambda v: numbering.enter[v],
    )
    for ordinal, view in enumerate(ordered):
        loops: list[Operation] = []
        for anc in ancestors(view):
            if anc is scope_op:
                break
            if anc is not view and op_name(anc) in PARALLEL_LOOPS:
                loops.append(anc)
        loops.reverse()
        static: list[Operation] = []
        dynamic: list[Operation] = []
        dims: list[LoopDim] = []
        slices: dict[Operation, tuple[int, int]] = {}
        for loop in loops:
            loop_d = loop_dims(loop)
            if not loop_d or any(d.trip is None for d in loop_d):
                dynamic.append(loop)
                continue
            static.append(loop)
            slices[loop] = (len(dims), len(dims) + len(loop_d))
            dims.extend(loop_d)
        offset = build_expr(view.operands[1], cache)  # pyright: ignore[reportArgumentType]
        if not isinstance(offset, Unknown):
            known = set(dims)
            extra = sorted(
                (d for d in variables(offset) if d not in known),
                key=lambda d: (numbering.enter[d.loop], d.index),
            )
            dims.extend(extra)
        record = ViewRecord(
            op=view,
            buffer=buffer,
            ordinal=ordinal,
            size=_view_bytes(view, index_bitwidth),
            offset=offset,
            liveness=_input_from_entry(
                view,
                view_liveness(view, numbering, returns_escape=not buffer.static),
                numbering,
                scope_op,
            ),
            parallel_loops=static,
            dynamic_loops=dynamic,
            thread_dims=dims,
            loop_slices=slices,
            element_size=element_bytes(
                _element_of(view.results[0].type), index_bitwidth
            ),
            element_alignment=element_alignment(
                _element_of(view.results[0].type), index_bitwidth
            ),
        )
        buffer.views.append(record)
