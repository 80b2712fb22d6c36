"""Syntax fixes for `scf.if`, `scf.while`, `scf.parallel`, `scf.reduce`,
`scf.for`, `scf.index_switch`.

* ``scf.if``: xDSL 0.74 requires ``-> (T)``; MLIR also accepts ``-> T``.  And
  its implicit-yield insertion asks ``has_trait(IsTerminator)``, which an
  unregistered op (``"test.source"``) answers with True, so a branch ending
  in one got no ``scf.yield`` and failed verification.
* ``scf.parallel``: xDSL 0.74 only has the generic form.
* ``scf.execute_region``: xDSL 0.74 prints it without its terminators when
  it has no results, which MLIR does not read back (an ``scf.yield`` or a
  ``cf.br`` lost is a block without a terminator), and it lacks MLIR's
  ``no_inline`` property, which canonicalization must respect.

The op definitions are unchanged (these are plain subclasses; see
``dialects/__init__.py``), so ``isinstance`` checks against xDSL's classes
keep working.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import scf
from xdsl.dialects.builtin import IndexType, UnitAttr, i1
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    region_def,
    traits_def,
    var_result_def,
)
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.printer import Printer
from xdsl.traits import (
    HasCanonicalizationPatternsTrait,
    IsTerminator,
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.transforms.canonicalization_patterns.scf import SingleBlockExecuteInliner
from xdsl.utils.exceptions import VerifyException

from .assembly_format import parse_optional_arrow_type_list, with_assembly_format


@irdl_custom_directive
class ArrowTypes(CustomDirective):
    """Result types read as MLIR's ``parseOptionalArrowTypeList`` reads them
    (nothing, ``-> T`` or ``-> (T, U)``) and printed as ``-> (T)``, as stock
    xDSL prints them (MLIR reads that too), so that ops stock xDSL prints
    correctly print the same with the plugin."""

    types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.types.set(state, parse_optional_arrow_type_list(parser))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        types = self.types.get(op)
        if types:
            state.print_whitespace(printer)
            printer.print_string("-> (")
            printer.print_list(types, printer.print_attribute)
            printer.print_string(")")

    def is_optional_like(self) -> bool:
        return True


def print_optional_arrow_type_list(
    printer: Printer, types: Sequence[Attribute]
) -> None:
    """MLIR's ``printOptionalArrowTypeList``: parentheses only when needed."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1:
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


class IfOp(scf.IfOp):
    """``scf.if`` accepting ``-> T`` and inserting the implicit ``scf.yield``
    after a trailing unregistered op, as MLIR does."""

    @staticmethod
    def parse_region_with_yield(parser: Parser) -> Region:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        block = region.block
        last_op = block.last_op
        if last_op is None or not last_op.has_trait(
            IsTerminator, value_if_unregistered=False
        ):
            block.add_op(scf.YieldOp())
        return region

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        cond = parser.parse_operand(i1)
        return_types = parse_optional_arrow_type_list(parser)
        then_region = cls.parse_region_with_yield(parser)
        else_region = (
            cls.parse_region_with_yield(parser)
            if parser.parse_optional_keyword("else") is not None
            else Region()
        )
        attrs = parser.parse_optional_attr_dict()
        return cls(cond, return_types, then_region, else_region, attrs)


class IndexSwitchOp(scf.IndexSwitchOp):
    """``scf.index_switch`` whose empty regions (``default {}``) get the
    implicit ``scf.yield`` MLIR inserts; xDSL left them without a block, which
    failed verification."""

    @classmethod
    def parse(cls, parser: Parser) -> IndexSwitchOp:
        op = cast(IndexSwitchOp, super().parse(parser))
        for region in op.regions:
            if not region.blocks:
                region.add_block(Block())
            if region.block.is_empty:
                region.block.add_op(scf.YieldOp())
        return op


class ParallelOp(scf.ParallelOp):
    """``scf.parallel`` with MLIR's custom syntax::

        %r = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1)
               step (%s0, %s1) init (%x) -> index { ... scf.reduce ... }

    The ``scf.reduce`` terminator is implicit when the text omits it.
    """

    @classmethod
    def parse(cls, parser: Parser) -> ParallelOp:
        ivs = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        index = IndexType()

        def parse_index_list() -> list[UnresolvedOperand]:
            return parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )

        parser.parse_punctuation("=")
        lbs = parse_index_list()
        parser.parse_keyword("to")
        ubs = parse_index_list()
        parser.parse_keyword("step")
        steps = parse_index_list()
        inits: list[UnresolvedOperand] = []
        if parser.parse_optional_keyword("init") is not None:
            inits = parse_index_list()
        pos = parser.pos
        result_types = parse_optional_arrow_type_list(parser)
        if len(result_types) != len(inits):
            parser.raise_error(
                f"expected {len(inits)} result types, got {len(result_types)}",
                pos,
                parser.pos,
            )
        region = parser.parse_region([iv.resolve(index) for iv in ivs])
        attrs = parser.parse_optional_attr_dict()
        op = cls(
            [parser.resolve_operand(v, index) for v in lbs],
            [parser.resolve_operand(v, index) for v in ubs],
            [parser.resolve_operand(v, index) for v in steps],
            region,
            [
                parser.resolve_operand(v, t)
                for v, t in zip(inits, result_types, strict=True)
            ],
        )
        op.attributes |= attrs
        for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
            ensure_terminator(op, trait)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(
            self.body.block.args,
            lambda arg: printer.print_block_argument(arg, print_type=False),
        )
        printer.print_string(") = (")
        printer.print_list(self.lowerBound, printer.print_operand)
        printer.print_string(") to (")
        printer.print_list(self.upperBound, printer.print_operand)
        printer.print_string(") step (")
        printer.print_list(self.step, printer.print_operand)
        printer.print_string(")")
        if self.initVals:
            printer.print_string(" init (")
            printer.print_list(self.initVals, printer.print_operand)
            printer.print_string(")")
        print_optional_arrow_type_list(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes)


class ForOp(scf.ForOp):
    """``scf.for`` that also reads one loop-carried type without parentheses,
    ``iter_args(%b = %x) -> T`` (MLIR's ``parseOptionalArrowTypeList``);
    xDSL 0.74 requires ``-> (T)``. Printing stays xDSL's, with parentheses,
    which is what MLIR prints."""

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        induction_variable = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        lower = parser.parse_unresolved_operand()
        parser.parse_keyword("to")
        upper = parser.parse_unresolved_operand()
        parser.parse_keyword("step")
        step = parser.parse_unresolved_operand()
        pos = parser.pos
        carried: list[Parser.UnresolvedArgument] = []
        inits: list[UnresolvedOperand] = []
        carried_types: list[Attribute] = []
        if parser.parse_optional_keyword("iter_args") is not None:

            def parse_assignment() -> None:
                carried.append(parser.parse_argument(expect_type=False))
                parser.parse_punctuation("=")
                inits.append(parser.parse_unresolved_operand())

            parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parse_assignment)
            carried_types = parse_optional_arrow_type_list(parser)
            if len(carried_types) != len(inits):
                parser.raise_error(
                    f"expected {len(inits)} loop-carried types, "
                    f"got {len(carried_types)}",
                    pos,
                    parser.pos,
                )
        init_values = parser.resolve_operands(inits, carried_types, pos)
        index_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            index_type = parser.parse_type()
        body = parser.parse_region(
            (
                induction_variable.resolve(index_type),
                *(
                    arg.resolve(typ)
                    for arg, typ in zip(carried, carried_types, strict=True)
                ),
            )
        )
        op = cls(
            parser.resolve_operand(lower, index_type),
            parser.resolve_operand(upper, index_type),
            parser.resolve_operand(step, index_type),
            init_values,
            body,
        )
        op.attributes |= parser.parse_optional_attr_dict()
        if not carried:
            for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
                ensure_terminator(op, trait)
        return op


class ReduceOp(scf.ReduceOp):
    """``scf.reduce`` whose reduction regions are separated by commas, as MLIR
    writes variadic regions (``scf.reduce(%a, %b : f32, i32) {...}, {...}``);
    xDSL 0.74's format reads and prints them without the commas."""

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        operands: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("(") is not None:
            operands = parser.parse_comma_separated_list(
                Parser.Delimiter.NONE, parser.parse_unresolved_operand
            )
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(
                Parser.Delimiter.NONE, parser.parse_type
            )
            parser.parse_punctuation(")")
        regions: list[Region] = []
        region = parser.parse_optional_region()
        while region is not None:
            regions.append(region)
            if parser.parse_optional_punctuation(",") is None:
                break
            region = parser.parse_region()
        if len(types) != len(operands):
            parser.raise_error(
                f"expected {len(operands)} types, got {len(types)} in scf.reduce"
            )
        args = [
            parser.resolve_operand(v, t) for v, t in zip(operands, types, strict=True)
        ]
        op = cls(args, regions)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            printer.print_list(self.args, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)
            printer.print_string(")")
        for index, region in enumerate(self.reductions):
            printer.print_string(", " if index else " ")
            printer.print_region(region)
        printer.print_op_attributes(self.attributes)


class _InlineSingleBlockUnlessNoInline(RewritePattern):
    """xDSL's single-block inliner, except for regions MLIR keeps
    (``no_inline``)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter
    ) -> None:
        if not (isinstance(op, ExecuteRegionOp) and op.no_inline is not None):
            SingleBlockExecuteInliner().match_and_rewrite(op, rewriter)


class _ExecuteRegionCanonicalization(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (_InlineSingleBlockUnlessNoInline(),)


@with_assembly_format(
    "custom<ArrowTypes>(type($outs)) (`no_inline` $no_inline^)? $region attr-dict",
    ArrowTypes,
)
@irdl_op_definition
class ExecuteRegionOp(scf.ExecuteRegionOp):
    """``scf.execute_region`` reading MLIR's ``-> T``, ``-> (T, U)`` and
    ``no_inline``, and printing the region with every terminator."""

    name = "scf.execute_region"

    outs = var_result_def()
    region = region_def()
    no_inline = opt_prop_def(UnitAttr)

    def verify_(self) -> None:
        # Defined again: the inherited one checks against xDSL's definition,
        # which has no `no_inline`.
        if self.region.first_block is None:
            raise VerifyException(
                "scf.execute_region op region needs to have at least one block"
            )


# A subclass's traits add to its parent's, so xDSL's inliner would still run
# on `no_inline` regions: the set is replaced instead.
ExecuteRegionOp.traits = traits_def(_ExecuteRegionCanonicalization())
ExecuteRegionOp.get_irdl_definition().traits = ExecuteRegionOp.traits


class WhileOp(scf.WhileOp):
    """`scf.while` that also reads MLIR's form without loop-carried values,
    `scf.while : () -> () {...} do {...}` (xDSL 0.74 requires an empty `()`).
    Printing stays xDSL's (`scf.while () : () -> ()`, which MLIR reads too)."""

    @classmethod
    def parse(cls, parser: Parser) -> WhileOp:
        if parser.parse_optional_punctuation(":") is None:
            op = super().parse(parser)
            assert isinstance(op, WhileOp)
            return op
        function_type = parser.parse_function_type()
        if function_type.inputs.data:
            parser.raise_error("expected '(' before scf.while operands")
        before_region = parser.parse_region()
        parser.parse_characters("do")
        after_region = parser.parse_region()
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls((), function_type.outputs.data, before_region, after_region)
        if attrs is not None:
            op.attributes |= attrs.data
        return op


SCF_SYNTAX_OPS: tuple[type[Operation], ...] = (
    IfOp,
    ExecuteRegionOp,
    WhileOp,
    ParallelOp,
    ReduceOp,
    ForOp,
    IndexSwitchOp,
)
"""Ops replacing xDSL's in the ``scf`` dialect."""
