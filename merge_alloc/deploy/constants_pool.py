"""The constants pool: a module's constant globals packed into one `i8` global.

Weights and other constants become private `memref.global ... constant`s
after bufferization, one symbol each. A deployment wants them as one
read-only area at known offsets (TVM's parameter pools, TPU-MLIR's weights
area): `pack-constants` lays the bytes of every packable constant of a
module into `memref.global "private" constant @__merge_alloc_constants :
memref<N x i8>`, each at an offset aligned to `constants-alignment` (and to
the constant's own alignment and element alignment), and rewrites every
`memref.get_global` of one into a `memref.view` of the area.

Bytes follow LLVM's default data layout, as the lowering stores them
(numpy does the packing, little-endian): integers of N bits in the smallest
power-of-two number of bytes that holds them, `i1` as a byte 0 or 1, `index`
as `index-bitwidth` bits, `f16`/`bf16`/`f32`/`f64` as IEEE bits. A constant
is packable when it is private, constant, has a dense initial value, a
static shape with the identity layout, the default memory space and one of
those element types, and its symbol is used by nothing but `memref.get_global`
ops of its module; the others stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import prod
from typing import cast

import numpy as np
from xdsl.dialects import arith, builtin, memref
from xdsl.ir import Attribute, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.callgraph import symbol_refs
from merge_alloc.analysis.layout import (
    element_alignment,
    element_bytes,
    has_identity_layout,
)
from merge_alloc.analysis.walk import walk
from merge_alloc.deploy.arena import GENERATED_ATTR, symbol_names, unique_symbol
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects.memref import GlobalOp
from merge_alloc.planning.problem import aligned, largest_index
from merge_alloc.rewrite.typed_view import typed_view

CONSTANTS_SYMBOL = "__merge_alloc_constants"

_FLOAT_FORMATS = {16: "<f2", 32: "<f4", 64: "<f8"}


@dataclass(frozen=True, slots=True)
class PackedConstant:
    """One constant's place in the area."""

    name: str
    type: str
    offset: int
    bytes: int


@dataclass(frozen=True, slots=True)
class ConstantsArea:
    """The packed global of one module."""

    symbol: str
    alignment: int
    total: int
    constants: list[PackedConstant] = field(default_factory=list[PackedConstant])


def constant_bytes(
    value: builtin.DenseIntOrFPElementsAttr,
    memref_type: builtin.MemRefType,
    index_bitwidth: int,
) -> bytes | None:
    """The bytes of `value` as stored in memory of `memref_type`, or None
    when the element type has no layout here."""
    element: Attribute = memref_type.get_element_type()
    size = element_bytes(element, index_bitwidth)
    count = prod(memref_type.get_shape())
    values = list(value.get_values())
    if size is None or len(values) not in (1, count):
        return None
    if len(values) == 1 and count != 1:
        values = values * count
    if isinstance(element, builtin.IntegerType | builtin.IndexType):
        width = (
            element.bitwidth
            if isinstance(element, builtin.IntegerType)
            else index_bitwidth
        )
        mask = (1 << width) - 1
        unsigned = [cast(int, v) & mask for v in values]
        if size <= 8:
            return np.array(unsigned, dtype=f"<u{size}").tobytes()
        return b"".join(v.to_bytes(size, "little") for v in unsigned)
    if isinstance(element, builtin.AnyFloat):
        # The attribute's own bytes: converting through Python floats would
        # quieten a signalling NaN (and lose its payload).
        raw = value.data.data
        if len(raw) == size * count:
            return raw
        if len(raw) == size:
            return raw * count
    if isinstance(element, builtin.BFloat16Type):
        bits = np.array(values, dtype="<f4").view("<u4") >> np.uint32(16)
        return bits.astype("<u2").tobytes()
    if isinstance(element, builtin.AnyFloat):
        layout = _FLOAT_FORMATS.get(element.bitwidth)
        if layout is None or not isinstance(
            element, builtin.Float16Type | builtin.Float32Type | builtin.Float64Type
        ):
            return None
        return np.array(values, dtype=layout).tobytes()
    return None


def _packable(op: GlobalOp | memref.GlobalOp, index_bitwidth: int) -> bytes | None:
    if op.constant is None or op.sym_visibility.data != "private":
        return None
    value = op.initial_value
    memref_type = op.type
    if not isinstance(value, builtin.DenseIntOrFPElementsAttr):
        return None
    if not isinstance(memref_type.memory_space, builtin.NoneAttr):
        return None
    if any(d < 0 for d in memref_type.get_shape()) or not has_identity_layout(
        memref_type
    ):
        return None
    return constant_bytes(value, memref_type, index_bitwidth)


def _get_global_users(
    module: Operation,
) -> tuple[dict[str, list[memref.GetGlobalOp]], set[str]]:
    """The `memref.get_global` ops per symbol, and the symbols used otherwise."""
    reads: dict[str, list[memref.GetGlobalOp]] = {}
    other: set[str] = set()
    for op in walk(module):
        if op is module:
            continue
        if isinstance(op, memref.GetGlobalOp) and not op.name_.nested_references.data:
            reads.setdefault(op.name_.root_reference.data, []).append(op)
            continue
        for attribute in (*op.properties.values(), *op.attributes.values()):
            for ref in symbol_refs(attribute):
                other.add(ref.root_reference.data)
    return reads, other


@dataclass(frozen=True, slots=True)
class ConstantsLayout:
    """Where `pack_constants` puts each packable constant of one module
    (decided before any rewrite; `apply_constants` makes it IR)."""

    module: builtin.ModuleOp
    symbol: str
    alignment: int
    area: bytes
    placed: list[tuple[GlobalOp | memref.GlobalOp, int, int]]
    """(constant, offset, bytes) in area order."""
    reads: dict[str, list[memref.GetGlobalOp]]
    """The `memref.get_global` ops of each packed symbol."""

    def area_report(self) -> ConstantsArea:
        """The area as the deployment report lists it."""
        packed = [
            PackedConstant(f"@{op.sym_name.data}", str(op.type), offset, size)
            for op, offset, size in self.placed
        ]
        return ConstantsArea(self.symbol, self.alignment, len(self.area), packed)


def plan_constants(
    module: builtin.ModuleOp, alignment: int, index_bitwidth: int, taken: set[str]
) -> ConstantsLayout | None:
    """The layout of the packable constants of `module` (module docstring);
    None when there is none. `taken` holds the module's symbols, those the
    run will add included; the area's symbol is added to it."""
    reads, other = _get_global_users(module)
    chosen: list[tuple[GlobalOp | memref.GlobalOp, bytes, int]] = []
    for op in module.body.block.ops:
        if not isinstance(op, memref.GlobalOp) or op.sym_name.data in other:
            continue
        payload = _packable(op, index_bitwidth)
        if payload is None or not payload:
            continue
        own = op.alignment.value.data if op.alignment is not None else 1
        natural = element_alignment(op.type.get_element_type(), index_bitwidth) or 1
        chosen.append((op, payload, max(alignment, own, natural)))
    if not chosen:
        return None
    area = bytearray()
    placed: list[tuple[GlobalOp | memref.GlobalOp, int, int]] = []
    for op, payload, needed in chosen:
        offset = aligned(len(area), needed)
        area.extend(bytes(offset - len(area)))
        area.extend(payload)
        placed.append((op, offset, len(payload)))
    limit = largest_index(index_bitwidth)
    for op, offset, size in placed:
        if offset + size > limit:
            # Its offset and the area's size are printed as `index` values.
            raise MergeAllocError(
                op,
                f"packed at byte {offset} of the constants, its {size} bytes end "
                f"past the largest {index_bitwidth}-bit index ({limit})",
            )
    area_alignment = max(needed for _, _, needed in chosen)
    symbol = unique_symbol(taken, CONSTANTS_SYMBOL)
    packed = {op.sym_name.data for op, _, _ in placed}
    return ConstantsLayout(
        module,
        symbol,
        area_alignment,
        bytes(area),
        placed,
        {name: found for name, found in reads.items() if name in packed},
    )


def apply_constants(layout: ConstantsLayout) -> ConstantsArea:
    """Create the area global of `layout`, read every packed constant from
    it and erase the packed globals."""
    symbol, area = layout.symbol, layout.area
    area_type = builtin.MemRefType(builtin.i8, [len(area)])
    initial = builtin.DenseIntOrFPElementsAttr(
        builtin.TensorType(builtin.i8, [len(area)]), builtin.BytesAttr(area)
    )
    area_op = GlobalOp.build(
        properties={
            "sym_name": builtin.StringAttr(symbol),
            "sym_visibility": builtin.StringAttr("private"),
            "type": area_type,
            "initial_value": initial,
            "constant": builtin.UnitAttr(),
            "alignment": builtin.IntegerAttr(layout.alignment, 64),
        }
    )
    area_op.attributes[GENERATED_ATTR] = builtin.UnitAttr()
    Rewriter.insert_op(area_op, InsertPoint.before(layout.placed[0][0]))
    for op, offset, _ in layout.placed:
        for read in layout.reads.get(op.sym_name.data, []):
            _read_from_area(read, symbol, area_type, offset)
        Rewriter.erase_op(op)
    return layout.area_report()


def pack_constants(
    module: builtin.ModuleOp, alignment: int, index_bitwidth: int
) -> ConstantsArea | None:
    """Pack the packable constants of `module` (module docstring); None when
    there is none."""
    layout = plan_constants(module, alignment, index_bitwidth, symbol_names(module))
    return None if layout is None else apply_constants(layout)


def _read_from_area(
    read: memref.GetGlobalOp, symbol: str, area_type: builtin.MemRefType, offset: int
) -> None:
    area = memref.GetGlobalOp(symbol, area_type)
    area.memref.name_hint = "constants"
    shift = arith.ConstantOp(builtin.IntegerAttr(offset, builtin.IndexType()))
    result_type = read.memref.type
    assert isinstance(result_type, builtin.MemRefType)
    ops, viewed = typed_view(
        area.memref, shift.result, [], result_type, read.memref.name_hint
    )
    Rewriter.insert_op([area, shift, *ops], InsertPoint.before(read))
    read.memref.replace_all_uses_with(viewed)
    Rewriter.erase_op(read)
