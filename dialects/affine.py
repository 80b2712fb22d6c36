"""merge-alloc's ``affine`` ops: MLIR's custom syntax of ``affine.if``,
``affine.parallel``, ``affine.load`` and ``affine.store``.

Syntax: all four are subclasses of xDSL's ops. ``affine.if`` and
``affine.parallel`` keep a hand-written ``parse``/``print``: their integer sets
and affine maps take dimension and symbol operands inside the map application
(``#set(%d)[%s]``, ``max(...)``/``min(...)`` bound groups) and their induction
variables are block arguments, which xDSL 0.74's declarative format cannot
say (docs/upstream.md, entry 9).

``affine.if`` and ``affine.parallel`` with MLIR's custom syntax.

merge-alloc's tests cover allocs inside ``affine.if`` (merged into the outer
scope) and inside ``affine.parallel`` (an error), and ``mlir-opt`` prints both
in custom form, which xDSL 0.74 does not parse.  Both get the implicit
``affine.yield`` terminator MLIR inserts when the text omits it.

Limits: ``affine.parallel`` bound operands are stored as map dimensions, as
MLIR's parser does for plain ``%x`` ids (``symbol(%x)`` is not supported);
``reduce (...)`` kinds are kept as strings (xDSL's definition), so their
generic form is not MLIR's ``#arith.atomic_rmw_kind`` form.

``affine.load`` and ``affine.store`` whose SSA ids are map dimensions.

In MLIR's custom form ``affine.load %m[%i, %j + 1]`` every plain SSA id is a
dimension of the access map (a symbol is written ``symbol(%n)``).  xDSL 0.74
reads every id as a symbol: ``affine_map<()[s0] -> (s0)>`` for ``%m[%i]``.
Printed in custom form the two look alike, but in generic form
(``--print-op-generic``) MLIR 22 refuses the map whenever an id is a loop
induction variable ("operand cannot be used as a symbol").  These subclasses
read the access as xDSL does, then turn its symbols into dimensions, as
this module does for ``affine.parallel`` bounds
(``symbol(...)`` is not supported, as there).
"""

# This module extends xDSL 0.74's parser through its private hooks (the
# version is checked: dialects/xdsl_patch.py).
# pyright: reportPrivateUsage=false

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import affine
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    StringAttr,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.parser.affine_parser import AffineParser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator

# -- affine.if, affine.parallel ------------------------------------------------


def _ensure_affine_yield(region: Region) -> None:
    """Give every block of ``region`` (and an empty region one block) a
    trailing ``affine.yield`` unless it already ends with a registered
    terminator."""
    if not region.blocks:
        region.add_block(Block())
    for block in region.blocks:
        last = block.last_op
        if last is None or not last.has_trait(
            IsTerminator, value_if_unregistered=False
        ):
            block.add_op(affine.YieldOp.get())


def _print_expr(
    printer: Printer, expr: AffineExpr, operands: Sequence[SSAValue]
) -> None:
    # xDSL's helper prints dims and symbols of an SSA-id map; our maps only
    # have dims.
    affine._print_affine_expr_of_ssa_ids(printer, expr, operands)


class AffineIfOp(affine.IfOp):
    """``affine.if #set(%d...)[%s...] [-> (T)] { } [else { }]``."""

    @classmethod
    def parse(cls, parser: Parser) -> AffineIfOp:
        pos = parser.pos
        condition = parser.parse_attribute()
        if not isinstance(condition, AffineSetAttr):
            parser.raise_error("expected an affine set", pos, parser.pos)
        index = IndexType()
        dims = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        syms = (
            parser.parse_optional_comma_separated_list(
                Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
            )
            or []
        )
        if len(dims) != condition.data.num_dims or len(syms) != (
            condition.data.num_symbols
        ):
            parser.raise_error(
                "operand count does not match the dimensions and symbols of the set"
            )
        operands = [parser.resolve_operand(v, index) for v in (*dims, *syms)]
        result_types = parse_arrow_paren_types(parser)
        then_region = parser.parse_region()
        _ensure_affine_yield(then_region)
        else_region = Region()
        if parser.parse_optional_keyword("else") is not None:
            else_region = parser.parse_region()
            _ensure_affine_yield(else_region)
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(
            operands=[operands],
            result_types=[result_types],
            properties={"condition": condition},
            regions=[then_region, else_region],
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        condition = self.condition
        num_dims = condition.data.num_dims
        printer.print_string(" ")
        printer.print_attribute(condition)
        printer.print_string("(")
        printer.print_list(self.args[:num_dims], printer.print_operand)
        printer.print_string(")")
        if len(self.args) > num_dims:
            printer.print_string("[")
            printer.print_list(self.args[num_dims:], printer.print_operand)
            printer.print_string("]")
        if self.res:
            printer.print_string(" -> (")
            printer.print_list(self.res.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        has_results = bool(self.res)
        printer.print_region(
            self.then_region,
            print_entry_block_args=False,
            print_block_terminators=has_results,
        )
        if self.else_region.blocks:
            printer.print_string(" else ")
            printer.print_region(
                self.else_region,
                print_entry_block_args=False,
                print_block_terminators=has_results,
            )
        printer.print_op_attributes(self.attributes)


def parse_arrow_paren_types(parser: Parser) -> list[Attribute]:
    """``-> (T, U)`` (or ``-> T``) if present."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    types = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    return [parser.parse_type()] if types is None else list[Attribute](types)


def _parse_bound_list(
    parser: Parser, group_keyword: str
) -> tuple[AffineMap, list[int], list[UnresolvedOperand]]:
    """Parse ``(e0, max(e1, e2), ...)``: affine expressions of SSA ids, one
    group per loop dimension.  Every distinct SSA id becomes a map dimension."""
    affine_parser = AffineParser(parser._parser_state)
    parse_id, _, spans = affine_parser._get_parse_optional_ssa_value()
    exprs: list[AffineExpr] = []
    groups: list[int] = []

    def parse_expr() -> AffineExpr:
        return affine_parser._parse_affine_expr(parse_id)

    def parse_group() -> None:
        if parser.parse_optional_keyword(group_keyword) is not None:
            group = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parse_expr
            )
        else:
            group = [parse_expr()]
        groups.append(len(group))
        exprs.extend(group)

    parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parse_group)
    num = len(spans)
    as_dims = [AffineExpr.dimension(i) for i in range(num)]
    dim_exprs = tuple(e.replace_dims_and_symbols([], as_dims) for e in exprs)
    operands = [UnresolvedOperand(span, 0) for span in spans]
    return AffineMap(num, 0, dim_exprs), groups, operands


def _groups_attr(groups: Sequence[int]) -> DenseIntOrFPElementsAttr:
    return DenseIntOrFPElementsAttr.from_list(TensorType(i32, [len(groups)]), groups)


class AffineParallelOp(affine.ParallelOp):
    """``affine.parallel (%i) = (lb) to (ub) [step (s)] [reduce ("k") -> (T)]``
    with ``max(...)``/``min(...)`` bound groups."""

    @classmethod
    def parse(cls, parser: Parser) -> AffineParallelOp:
        index = IndexType()
        ivs = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        parser.parse_punctuation("=")
        lb_map, lb_groups, lb_operands = _parse_bound_list(parser, "max")
        parser.parse_keyword("to")
        ub_map, ub_groups, ub_operands = _parse_bound_list(parser, "min")
        if len(lb_groups) != len(ivs) or len(ub_groups) != len(ivs):
            parser.raise_error("expected one bound per induction variable")
        steps = [1] * len(ivs)
        if parser.parse_optional_keyword("step") is not None:
            steps = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_integer
            )
        reductions: list[str] = []
        result_types: list[Attribute] = []
        if parser.parse_optional_keyword("reduce") is not None:
            reductions = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_str_literal
            )
            result_types = parse_arrow_paren_types(parser)
        region = parser.parse_region([iv.resolve(index) for iv in ivs])
        _ensure_affine_yield(region)
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(
            operands=[
                [parser.resolve_operand(v, index) for v in (*lb_operands, *ub_operands)]
            ],
            result_types=[result_types],
            properties={
                "reductions": ArrayAttr(StringAttr(r) for r in reductions),
                "lowerBoundsMap": AffineMapAttr(lb_map),
                "lowerBoundsGroups": _groups_attr(lb_groups),
                "upperBoundsMap": AffineMapAttr(ub_map),
                "upperBoundsGroups": _groups_attr(ub_groups),
                "steps": ArrayAttr(IntegerAttr(s, i64) for s in steps),
            },
            regions=[region],
        )
        op.attributes |= attrs
        return op

    @staticmethod
    def _print_bounds(
        printer: Printer,
        bound_map: AffineMap,
        groups: Sequence[int],
        operands: Sequence[SSAValue],
        group_keyword: str,
    ) -> None:
        printer.print_string("(")
        start = 0
        for index, size in enumerate(groups):
            if index:
                printer.print_string(", ")
            exprs = bound_map.results[start : start + size]
            start += size
            if size == 1:
                _print_expr(printer, exprs[0], operands)
                continue
            printer.print_string(f"{group_keyword}(")
            printer.print_list(exprs, lambda e: _print_expr(printer, e, operands))
            printer.print_string(")")
        printer.print_string(")")

    def print(self, printer: Printer) -> None:
        lb_map = self.lowerBoundsMap.data
        ub_map = self.upperBoundsMap.data
        num_lb = lb_map.num_dims + lb_map.num_symbols
        operands = self.map_operands
        printer.print_string(" (")
        printer.print_list(
            self.body.block.args,
            lambda a: printer.print_block_argument(a, print_type=False),
        )
        printer.print_string(") = ")
        self._print_bounds(
            printer,
            lb_map,
            [int(g) for g in self.lowerBoundsGroups.get_values()],
            operands[:num_lb],
            "max",
        )
        printer.print_string(" to ")
        self._print_bounds(
            printer,
            ub_map,
            [int(g) for g in self.upperBoundsGroups.get_values()],
            operands[num_lb:],
            "min",
        )
        steps = [s.value.data for s in self.steps]
        if any(s != 1 for s in steps):
            printer.print_string(f" step ({', '.join(str(s) for s in steps)})")
        if self.reductions.data:
            printer.print_string(" reduce (")
            printer.print_list(
                self.reductions.data,
                lambda r: printer.print_string_literal(r.data),
            )
            printer.print_string(") -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_block_terminators=bool(self.res),
        )
        printer.print_op_attributes(self.attributes)


# -- affine.load, affine.store -------------------------------------------------


def _as_dimensions(access: AffineMap) -> AffineMap:
    """`access` with its symbols made dimensions (it has no dimensions)."""
    count = access.num_symbols
    dims = [AffineExpr.dimension(i) for i in range(count)]
    results = tuple(e.replace_dims_and_symbols([], dims) for e in access.results)
    return AffineMap(access.num_dims + count, 0, results)


def _parse_access(
    parser: Parser,
) -> tuple[SSAValue, AffineMap, list[SSAValue], MemRefType[Attribute]]:
    """``%memref[<affine expressions of SSA ids>] : <memref type>``."""
    memref = parser.parse_unresolved_operand()
    access, indices = parser.parse_affine_map_of_ssa_ids()
    parser.parse_punctuation(":")
    position = parser.pos
    parsed = parser.parse_type()
    if not isinstance(parsed, MemRefType):
        parser.raise_error("expected a memref type", position, parser.pos)
    memref_type = cast(MemRefType[Attribute], parsed)
    resolved = parser.resolve_operand(memref, memref_type)
    return resolved, _as_dimensions(access), list(indices), memref_type


class LoadOp(affine.LoadOp):
    """``affine.load %m[%i, ...] : T`` with dimension ids."""

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        memref, access, indices, memref_type = _parse_access(parser)
        return cls.build(
            operands=[memref, indices],
            properties={"map": AffineMapAttr(access)},
            result_types=[memref_type.get_element_type()],
        )


class StoreOp(affine.StoreOp):
    """``affine.store %v, %m[%i, ...] : T`` with dimension ids."""

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, access, indices, memref_type = _parse_access(parser)
        stored = parser.resolve_operand(value, memref_type.get_element_type())
        return cls.build(
            operands=[stored, memref, indices],
            properties={"map": AffineMapAttr(access)},
        )


OPS: tuple[type[Operation], ...] = (AffineIfOp, AffineParallelOp, LoadOp, StoreOp)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
