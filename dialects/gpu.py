"""merge-alloc's ``gpu`` attributes and ops: memory spaces, loop mappings and
``gpu.launch`` with MLIR's custom syntax.

Syntax: ``gpu.terminator``, ``gpu.barrier``, ``gpu.thread_id``,
``gpu.block_id`` and ``gpu.block_dim`` are declarative; ``gpu.launch`` is
hand-written: its twelve body arguments are declared in the text
(``blocks(%bx, ...) in (%gx = %c1, ...)``), which no format directive binds.

GPU attributes that xDSL 0.74 lacks: memory spaces and parallel-loop mappings.

merge-alloc groups allocations per memory space, and GPU test programs put
buffers in ``#gpu.address_space<workgroup>`` (shared memory) or
``#gpu.address_space<private>``.  Without a registered attribute xDSL can only
keep these as opaque attributes under ``--allow-unregistered-dialect``, which
makes memory-space equality depend on the spelling of the text.  Registering
them gives structural equality and verified values.

The ``#gpu.thread<x>``-style attributes appear in the ``mapping`` of
``scf.forall``; they are defined here so that tiled GPU programs parse without
``--allow-unregistered-dialect``.

``gpu.launch`` with MLIR's custom syntax.

merge-alloc must reject allocs used directly inside a ``gpu.launch`` body
(it is not a RegionBranchOpInterface op), so the tests contain launches;
``mlir-opt`` prints them as::

    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      ...
      gpu.terminator
    }

which xDSL 0.74 only accepts in the generic form.  Cluster sizes (``clusters(...)``)
are not supported: xDSL's verifier only accepts the 12-argument body.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, cast

from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, i32
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from .xdsl_patch import with_assembly_format

# -- attributes ----------------------------------------------------------------


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


# -- gpu.launch and the ops of its body ----------------------------------------


class LaunchOp(gpu.LaunchOp):
    """``gpu.launch`` parsing and printing MLIR's ``blocks(...) in (...)
    threads(...) in (...)`` form.

    The body's arguments are, as in MLIR: block ids (3), thread ids (3), grid
    sizes (3), block sizes (3).
    """

    @staticmethod
    def _parse_sizes(
        parser: Parser,
        keyword: str,
    ) -> tuple[
        list[Parser.UnresolvedArgument],
        list[Parser.UnresolvedArgument],
        list[UnresolvedOperand],
    ]:
        """Parse ``kw(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)``."""
        parser.parse_keyword(keyword)
        ids = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        parser.parse_keyword("in")
        size_args: list[Parser.UnresolvedArgument] = []
        size_values: list[UnresolvedOperand] = []

        def parse_assignment() -> None:
            size_args.append(parser.parse_argument(expect_type=False))
            parser.parse_punctuation("=")
            size_values.append(parser.parse_unresolved_operand())

        parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parse_assignment)
        if len(ids) != 3 or len(size_args) != 3:
            parser.raise_error(f"expected 3 ids and 3 sizes after '{keyword}'")
        return ids, size_args, size_values

    @classmethod
    def parse(cls, parser: Parser) -> LaunchOp:
        index = IndexType()
        is_async = parser.parse_optional_keyword("async") is not None
        deps: list[SSAValue] = []
        unresolved_deps = parser.parse_optional_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        if unresolved_deps is not None:
            deps = [
                parser.resolve_operand(d, gpu.AsyncTokenType()) for d in unresolved_deps
            ]
        if parser.parse_optional_keyword("clusters") is not None:
            parser.raise_error("gpu.launch clusters are not supported")
        block_ids, grid_args, grid_values = cls._parse_sizes(parser, "blocks")
        thread_ids, block_args, block_values = cls._parse_sizes(parser, "threads")
        shared_memory = None
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            shared_memory = parser.parse_operand(i32)
        body_args = [
            arg.resolve(index)
            for arg in (*block_ids, *thread_ids, *grid_args, *block_args)
        ]
        region = parser.parse_region(body_args)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(
            region,
            [parser.resolve_operand(v, index) for v in grid_values],
            [parser.resolve_operand(v, index) for v in block_values],
            async_launch=is_async,
            asyncDependencies=deps,
            dynamicSharedMemorySize=shared_memory,
        )
        if attrs is not None:
            op.attributes |= attrs.data
        return op

    @staticmethod
    def _print_sizes(
        printer: Printer,
        keyword: str,
        ids: Sequence[BlockArgument],
        size_args: Sequence[BlockArgument],
        sizes: Sequence[SSAValue],
    ) -> None:
        printer.print_string(f" {keyword}(")
        printer.print_list(
            ids, lambda a: printer.print_block_argument(a, print_type=False)
        )
        printer.print_string(") in (")
        printer.print_list(
            zip(size_args, sizes, strict=True),
            lambda pair: LaunchOp._print_size(printer, *pair),
        )
        printer.print_string(")")

    @staticmethod
    def _print_size(printer: Printer, arg: BlockArgument, value: SSAValue) -> None:
        printer.print_block_argument(arg, print_type=False)
        printer.print_string(" = ")
        printer.print_operand(value)

    def print(self, printer: Printer) -> None:
        if self.asyncToken is not None:
            printer.print_string(" async")
        if self.asyncDependencies:
            printer.print_string(" [")
            printer.print_list(self.asyncDependencies, printer.print_operand)
            printer.print_string("]")
        args = self.body.block.args
        self._print_sizes(
            printer,
            "blocks",
            args[0:3],
            args[6:9],
            (self.gridSizeX, self.gridSizeY, self.gridSizeZ),
        )
        self._print_sizes(
            printer,
            "threads",
            args[3:6],
            args[9:12],
            (self.blockSizeX, self.blockSizeY, self.blockSizeZ),
        )
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes, print_keyword=True)


@with_assembly_format("attr-dict")
class TerminatorOp(gpu.TerminatorOp):
    """``gpu.terminator``, the bare terminator of a ``gpu.launch`` body."""


@with_assembly_format("attr-dict")
class BarrierOp(gpu.BarrierOp):
    """``gpu.barrier``."""


@with_assembly_format("$dimension attr-dict")
class ThreadIdOp(gpu.ThreadIdOp):
    """``gpu.thread_id x``."""


@with_assembly_format("$dimension attr-dict")
class BlockIdOp(gpu.BlockIdOp):
    """``gpu.block_id x``."""


@with_assembly_format("$dimension attr-dict")
class BlockDimOp(gpu.BlockDimOp):
    """``gpu.block_dim x``."""


OPS: tuple[type[Operation], ...] = (
    LaunchOp,
    TerminatorOp,
    BarrierOp,
    ThreadIdOp,
    BlockIdOp,
    BlockDimOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = (
    AddressSpaceAttr,
    BlockMappingAttr,
    ThreadMappingAttr,
    WarpMappingAttr,
    WarpgroupMappingAttr,
    LaneMappingAttr,
    MemorySpaceMappingAttr,
)
"""The attributes this module adds to the dialect."""
