"""GPU attributes that xDSL 0.74 lacks: memory spaces and parallel-loop mappings.

merge-alloc groups allocations per memory space, and GPU test programs put
buffers in ``#gpu.address_space<workgroup>`` (shared memory) or
``#gpu.address_space<private>``.  Without a registered attribute xDSL can only
keep these as opaque attributes under ``--allow-unregistered-dialect``, which
makes memory-space equality depend on the spelling of the text.  Registering
them gives structural equality and verified values.

The ``#gpu.thread<x>``-style attributes appear in the ``mapping`` of
``scf.forall``; they are defined here so that tiled GPU programs parse without
``--allow-unregistered-dialect``.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class _AngleBracketEnumSyntax:
    """Mixin giving an ``EnumAttribute`` MLIR's ``#dialect.name<value>`` syntax.

    xDSL's ``EnumAttribute`` parses a bare identifier (the
    ``#dialect<name value>`` opaque form); MLIR's ``EnumAttr`` with
    ``assemblyFormat = "`<` $value `>`"`` wraps the value in angle brackets.
    """

    enum_type: ClassVar[type[StrEnum]]

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Any:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(cls.enum_type)

    def print_parameter(self, printer: Printer) -> None:
        value = cast(EnumAttribute[StrEnum], self).data
        with printer.in_angle_brackets():
            printer.print_string(value.value)


class AddressSpace(StrEnum):
    """The values of MLIR's ``GPU_AddressSpaceEnum``."""

    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"


@irdl_attr_definition
class AddressSpaceAttr(_AngleBracketEnumSyntax, EnumAttribute[AddressSpace]):
    """``#gpu.address_space<global|workgroup|private>``, usable as a memref
    memory space (``memref<16xf32, #gpu.address_space<workgroup>>``)."""

    name = "gpu.address_space"


class MappingId(StrEnum):
    """The values of MLIR's ``MappingIdEnum`` used by the GPU mapping attributes."""

    X = "x"
    Y = "y"
    Z = "z"
    LINEAR_DIM_0 = "linear_dim_0"
    LINEAR_DIM_1 = "linear_dim_1"
    LINEAR_DIM_2 = "linear_dim_2"
    LINEAR_DIM_3 = "linear_dim_3"
    LINEAR_DIM_4 = "linear_dim_4"
    LINEAR_DIM_5 = "linear_dim_5"
    LINEAR_DIM_6 = "linear_dim_6"
    LINEAR_DIM_7 = "linear_dim_7"
    LINEAR_DIM_8 = "linear_dim_8"
    LINEAR_DIM_9 = "linear_dim_9"


# xDSL's EnumAttribute only supports direct specialisation, so every mapping kind
# is its own small class instead of sharing a base.


@irdl_attr_definition
class BlockMappingAttr(_AngleBracketEnumSyntax, EnumAttribute[MappingId]):
    """``#gpu.block<x>``: a forall dimension mapped to GPU blocks."""

    name = "gpu.block"


@irdl_attr_definition
class ThreadMappingAttr(_AngleBracketEnumSyntax, EnumAttribute[MappingId]):
    """``#gpu.thread<x>``: a forall dimension mapped to GPU threads."""

    name = "gpu.thread"


@irdl_attr_definition
class WarpMappingAttr(_AngleBracketEnumSyntax, EnumAttribute[MappingId]):
    """``#gpu.warp<x>``: a forall dimension mapped to warps."""

    name = "gpu.warp"


@irdl_attr_definition
class WarpgroupMappingAttr(_AngleBracketEnumSyntax, EnumAttribute[MappingId]):
    """``#gpu.warpgroup<x>``: a forall dimension mapped to warpgroups."""

    name = "gpu.warpgroup"


@irdl_attr_definition
class LaneMappingAttr(_AngleBracketEnumSyntax, EnumAttribute[MappingId]):
    """``#gpu.lane<x>``: a forall dimension mapped to lanes of a warp."""

    name = "gpu.lane"


@irdl_attr_definition
class MemorySpaceMappingAttr(_AngleBracketEnumSyntax, EnumAttribute[AddressSpace]):
    """``#gpu.memory_space<workgroup>``: a forall mapped to a memory space."""

    name = "gpu.memory_space"


GPU_EXTRA_ATTRIBUTES = (
    AddressSpaceAttr,
    BlockMappingAttr,
    ThreadMappingAttr,
    WarpMappingAttr,
    WarpgroupMappingAttr,
    LaneMappingAttr,
    MemorySpaceMappingAttr,
)
"""Attributes merge-alloc adds to xDSL's ``gpu`` dialect (``registration``)."""
