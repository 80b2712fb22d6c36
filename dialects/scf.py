"""merge-alloc's ``scf`` ops: ``scf.forall`` with its terminator, and MLIR's
custom syntaxes of the ops xDSL 0.74 reads differently.

Syntax: ``scf.execute_region`` is declarative (``custom<ArrowTypes>``).
Hand-written, because xDSL 0.74's format has no directive that binds region
arguments or inserts an implicit terminator (docs/upstream.md, entry 9):
``scf.forall``/``scf.forall.in_parallel`` (mixed static/dynamic bounds,
``shared_outs(%o = %init)`` block arguments, implicit terminator),
``scf.parallel`` (induction variables written as ``(%i) = ...``, implicit
``scf.reduce``), ``scf.reduce`` (comma-separated regions), and the parsers
only of ``scf.if``, ``scf.index_switch``, ``scf.while`` and ``scf.for``
(implicit ``scf.yield``, ``-> T`` without parentheses); their printing is
xDSL's.

Syntax fixes for `scf.if`, `scf.while`, `scf.parallel`, `scf.reduce`,
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

``scf.forall`` and its terminator ``scf.forall.in_parallel`` for xDSL 0.74.

xDSL 0.74 has no ``scf.forall``.  merge-alloc needs it for three reasons:

* it is an allocation scope (MLIR gives it ``AutomaticAllocationScope``), so
  allocs in its body get their own merged buffer, one per iteration;
* the nested-forall hoisting rule needs the trip counts of static-bound foralls;
* its implicit ``scf.forall.in_parallel`` terminator has a region of its own and
  takes a tick in the lifetime numbering, so it must exist after parsing even
  when the text omits it.

The definitions mirror MLIR 22's ODS: the same operand segments, the same
``staticLowerBound/staticUpperBound/staticStep`` dense i64 array properties with
``kDynamic`` (``-2**63``) placeholders, the same optional ``mapping`` property,
and the same custom syntax, so that text moves between ``xdsl-opt`` and
``mlir-opt`` unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects import scf
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    TensorType,
    UnitAttr,
    i1,
    i64,
)
from xdsl.dialects.utils import (
    get_dynamic_index_list,
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
    split_dynamic_index_list,
    verify_dynamic_index_list,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
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
    HasParent,
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.transforms.canonicalization_patterns.scf import SingleBlockExecuteInliner
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from .xdsl_patch import parse_optional_arrow_type_list, with_assembly_format

# -- custom syntaxes -----------------------------------------------------------


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


# -- scf.forall, scf.forall.in_parallel ----------------------------------------

MixedIndex = int | SSAValue
"""A loop bound: a static integer or an SSA value of type ``index``."""

_I64_ARRAY = DenseArrayBase.constr(i64)


def constant_index_value(value: MixedIndex) -> int | None:
    """The integer behind a bound: the int itself, or the value of the
    ``arith.constant`` defining an SSA bound; ``None`` when not a constant.

    This matches MLIR's ``getConstantIntValue`` on an ``OpFoldResult``, which
    also looks through constant-defining ops.
    """
    if isinstance(value, int):
        return value
    owner = value.owner
    if isinstance(owner, ConstantOp):
        attr = owner.value
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """``scf.forall.in_parallel``: terminator of ``scf.forall``.

    Its single-block region holds the parallel-combining ops (such as
    ``tensor.parallel_insert_slice``); the block has no terminator.  MLIR
    declares the op ``Pure``, which is mirrored here.  When it is omitted in
    the text, ``ForallOp.parse`` creates it with an empty block.
    """

    name = "scf.forall.in_parallel"

    region = region_def("single_block")

    traits = lazy_traits_def(
        lambda: (IsTerminator(), NoTerminator(), HasParent(ForallOp), Pure())
    )

    def __init__(self, body: Region | Block | Sequence[Operation] | None = None):
        if body is None:
            body = Region(Block())
        elif isinstance(body, Block):
            body = Region(body)
        elif not isinstance(body, Region):
            body = Region(Block(body))
        super().__init__(regions=[body])

    @property
    def body(self) -> Block:
        """The block holding the parallel-combining ops."""
        return self.region.block

    @classmethod
    def parse(cls, parser: Parser) -> InParallelOp:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(region)
        if attrs is not None:
            op.attributes |= attrs.data
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(
            self.region, print_entry_block_args=False, print_empty_block=False
        )
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class ForallOp(IRDLOperation):
    """``scf.forall``: a multi-dimensional parallel loop.

    Bounds are stored like MLIR: each of lower bounds, upper bounds and steps is
    a static dense i64 array property where ``DYNAMIC_INDEX`` marks positions
    given by the matching variadic ``index`` operand.  The body block takes one
    ``index`` induction variable per dimension followed by one argument per
    ``shared_outs`` tensor.  Traits: MLIR's ``RecursiveMemoryEffects`` and
    ``SingleBlockImplicitTerminator<InParallelOp>``; xDSL has no
    ``AutomaticAllocationScope`` trait, so merge-alloc recognises the op by type.
    """

    name = "scf.forall"

    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def(TensorType)

    staticLowerBound = prop_def(_I64_ARRAY)
    staticUpperBound = prop_def(_I64_ARRAY)
    staticStep = prop_def(_I64_ARRAY)
    mapping = opt_prop_def(ArrayAttr)

    res = var_result_def()

    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = lazy_traits_def(
        lambda: (SingleBlockImplicitTerminator(InParallelOp), RecursiveMemoryEffect())
    )

    _BOUND_PROPERTIES: ClassVar[tuple[str, ...]] = (
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
        "operandSegmentSizes",
    )

    def __init__(
        self,
        lower_bounds: Sequence[MixedIndex],
        upper_bounds: Sequence[MixedIndex],
        steps: Sequence[MixedIndex],
        outputs: Sequence[SSAValue | Operation] = (),
        body: Region | Block | None = None,
        mapping: ArrayAttr[Attribute] | None = None,
    ):
        """Build a forall from mixed static/dynamic bounds.

        Without ``body`` a block with the induction variables and the
        ``shared_outs`` arguments is created.  A missing ``in_parallel``
        terminator is appended in either case.
        """
        static_lbs, dynamic_lbs = split_dynamic_index_list(lower_bounds, DYNAMIC_INDEX)
        static_ubs, dynamic_ubs = split_dynamic_index_list(upper_bounds, DYNAMIC_INDEX)
        static_steps, dynamic_steps = split_dynamic_index_list(steps, DYNAMIC_INDEX)
        output_values = [SSAValue.get(o) for o in outputs]
        if body is None:
            body = Block(
                arg_types=[IndexType()] * len(static_ubs)
                + [o.type for o in output_values]
            )
        if isinstance(body, Block):
            body = Region(body)
        super().__init__(
            operands=[dynamic_lbs, dynamic_ubs, dynamic_steps, output_values],
            result_types=[[o.type for o in output_values]],
            properties={
                "staticLowerBound": DenseArrayBase.from_list(i64, static_lbs),
                "staticUpperBound": DenseArrayBase.from_list(i64, static_ubs),
                "staticStep": DenseArrayBase.from_list(i64, static_steps),
            },
            regions=[body],
        )
        if mapping is not None:
            self.mapping = mapping
        self.ensure_in_parallel()

    # ------------------------------------------------------------------ helpers

    @property
    def body(self) -> Block:
        """The single body block."""
        return self.region.block

    @property
    def rank(self) -> int:
        """The number of loop dimensions."""
        return len(self.staticUpperBound)

    @property
    def induction_variables(self) -> tuple[BlockArgument, ...]:
        """One ``index`` block argument per dimension."""
        return self.body.args[: self.rank]

    @property
    def region_out_args(self) -> tuple[BlockArgument, ...]:
        """The block arguments bound to the ``shared_outs`` tensors."""
        return self.body.args[self.rank :]

    @property
    def terminator(self) -> InParallelOp:
        """The ``scf.forall.in_parallel`` op ending the body."""
        last = self.body.last_op
        if not isinstance(last, InParallelOp):
            raise ValueError("scf.forall body does not end with scf.forall.in_parallel")
        return last

    def get_mixed_lower_bounds(self) -> list[MixedIndex]:
        """Lower bounds, static ones as ``int``, dynamic ones as ``SSAValue``."""
        return get_dynamic_index_list(
            self.staticLowerBound.get_values(), self.dynamicLowerBound, DYNAMIC_INDEX
        )

    def get_mixed_upper_bounds(self) -> list[MixedIndex]:
        """Upper bounds, static ones as ``int``, dynamic ones as ``SSAValue``."""
        return get_dynamic_index_list(
            self.staticUpperBound.get_values(), self.dynamicUpperBound, DYNAMIC_INDEX
        )

    def get_mixed_steps(self) -> list[MixedIndex]:
        """Steps, static ones as ``int``, dynamic ones as ``SSAValue``."""
        return get_dynamic_index_list(
            self.staticStep.get_values(), self.dynamicStep, DYNAMIC_INDEX
        )

    def constant_trip_counts(self) -> list[int] | None:
        """Per dimension ``ceil((ub - lb) / step)``, or ``None`` unless every
        bound and step is static or defined by an ``arith.constant``.

        Empty ranges count 0 iterations.  This is the count the hoisting rule
        multiplies buffer sizes by.
        """
        counts: list[int] = []
        for lb, ub, step in zip(
            self.get_mixed_lower_bounds(),
            self.get_mixed_upper_bounds(),
            self.get_mixed_steps(),
            strict=True,
        ):
            lb_c = constant_index_value(lb)
            ub_c = constant_index_value(ub)
            step_c = constant_index_value(step)
            if lb_c is None or ub_c is None or step_c is None or step_c <= 0:
                return None
            counts.append(max(0, -((lb_c - ub_c) // step_c)))
        return counts

    def is_normalized(self) -> bool:
        """True when all lower bounds are 0 and all steps are 1 (constants
        included), which is when MLIR prints the short ``in (...)`` form."""
        return all(
            constant_index_value(lb) == 0 for lb in self.get_mixed_lower_bounds()
        ) and all(constant_index_value(s) == 1 for s in self.get_mixed_steps())

    def ensure_in_parallel(self) -> None:
        """Append an empty ``scf.forall.in_parallel`` unless the body already
        ends with one (the implicit terminator of MLIR's syntax).

        ``xdsl.traits.ensure_terminator`` cannot be used: it builds the
        terminator with ``create()``, i.e. without the region this one needs,
        and it treats an unregistered last op as a terminator.
        """
        for block in self.region.blocks:
            if not isinstance(block.last_op, InParallelOp):
                block.add_op(InParallelOp())

    # ----------------------------------------------------------------- verifier

    def verify_(self) -> None:
        rank = self.rank
        for prop_name, static, dynamic in (
            ("staticLowerBound", self.staticLowerBound, self.dynamicLowerBound),
            ("staticUpperBound", self.staticUpperBound, self.dynamicUpperBound),
            ("staticStep", self.staticStep, self.dynamicStep),
        ):
            values = static.get_values()
            if len(values) != rank:
                raise VerifyException(
                    f"expected {rank} entries in {prop_name}, got {len(values)}"
                )
            verify_dynamic_index_list(
                values, dynamic, DYNAMIC_INDEX, f" in {prop_name}"
            )
        for step in self.staticStep.get_values():
            if step != DYNAMIC_INDEX and step <= 0:
                raise VerifyException("constant step must be positive")
        if len(self.res) != len(self.outputs):
            raise VerifyException(
                f"produces {len(self.res)} results, but has only "
                f"{len(self.outputs)} outputs"
            )
        if self.region.blocks:
            args = self.body.args
            if len(args) != rank + len(self.outputs):
                raise VerifyException(
                    f"region expects {rank + len(self.outputs)} arguments "
                    f"({rank} induction variables and {len(self.outputs)} "
                    f"shared_outs), got {len(args)}"
                )
            for arg in args[:rank]:
                if not isinstance(arg.type, IndexType):
                    raise VerifyException(
                        f"expects index type for induction variables, got {arg.type}"
                    )
            for index, (arg, out) in enumerate(
                zip(args[rank:], self.outputs, strict=True)
            ):
                if arg.type != out.type:
                    raise VerifyException(
                        f"type mismatch between shared_outs operand #{index} "
                        f"({out.type}) and region argument ({arg.type})"
                    )
        for index, (result, out) in enumerate(zip(self.res, self.outputs, strict=True)):
            if result.type != out.type:
                raise VerifyException(
                    f"type mismatch between result #{index} ({result.type}) and "
                    f"shared_outs operand ({out.type})"
                )
        if self.mapping is not None and len(self.mapping) != rank:
            raise VerifyException("mapping attribute size must match op rank")

    # ------------------------------------------------------------------ syntax

    @staticmethod
    def _parse_bounds(
        parser: Parser,
    ) -> tuple[list[SSAValue], list[int]]:
        """Parse ``(%a, 4, ...)`` into resolved index values and a static list."""
        unresolved, static = parse_dynamic_index_list_without_types(
            parser, DYNAMIC_INDEX, delimiter=Parser.Delimiter.PAREN
        )
        values: list[SSAValue] = [
            parser.resolve_operand(u, IndexType()) for u in unresolved
        ]
        return values, list(static)

    @classmethod
    def parse(cls, parser: Parser) -> ForallOp:
        ivs = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        rank = len(ivs)
        if parser.parse_optional_keyword("in") is not None:
            ub_values, ub_static = cls._parse_bounds(parser)
            lb_values: list[SSAValue] = []
            lb_static = [0] * rank
            step_values: list[SSAValue] = []
            step_static = [1] * rank
        else:
            parser.parse_punctuation("=")
            lb_values, lb_static = cls._parse_bounds(parser)
            parser.parse_keyword("to")
            ub_values, ub_static = cls._parse_bounds(parser)
            parser.parse_keyword("step")
            step_values, step_static = cls._parse_bounds(parser)
        for what, static in (
            ("lower bounds", lb_static),
            ("upper bounds", ub_static),
            ("steps", step_static),
        ):
            if len(static) != rank:
                parser.raise_error(
                    f"expected {rank} {what} to match the induction variables, "
                    f"got {len(static)}"
                )

        out_args: list[Parser.UnresolvedArgument] = []
        out_operands: list[UnresolvedOperand] = []
        out_types: list[Attribute] = []
        if parser.parse_optional_keyword("shared_outs") is not None:
            pos = parser.pos

            def parse_shared_out() -> None:
                out_args.append(parser.parse_argument(expect_type=False))
                parser.parse_punctuation("=")
                out_operands.append(parser.parse_unresolved_operand())

            parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parse_shared_out)
            parser.parse_punctuation("->")
            # MLIR's parseOptionalArrowTypeList: `-> (T, U)` or one bare `-> T`.
            if parser.parse_optional_punctuation("(") is not None:
                if parser.parse_optional_punctuation(")") is None:
                    out_types = parser.parse_comma_separated_list(
                        Parser.Delimiter.NONE, parser.parse_type
                    )
                    parser.parse_punctuation(")")
            else:
                out_types = [parser.parse_type()]
            if len(out_types) != len(out_operands):
                parser.raise_error(
                    f"expected {len(out_operands)} result types, got {len(out_types)}",
                    pos,
                    parser.pos,
                )
        outputs = [
            parser.resolve_operand(operand, typ)
            for operand, typ in zip(out_operands, out_types, strict=True)
        ]
        block_args = [iv.resolve(IndexType()) for iv in ivs] + [
            arg.resolve(typ) for arg, typ in zip(out_args, out_types, strict=True)
        ]
        region = parser.parse_region(block_args)
        attrs = parser.parse_optional_attr_dict()

        lower_bounds = get_dynamic_index_list(lb_static, lb_values, DYNAMIC_INDEX)
        upper_bounds = get_dynamic_index_list(ub_static, ub_values, DYNAMIC_INDEX)
        steps = get_dynamic_index_list(step_static, step_values, DYNAMIC_INDEX)
        mapping = attrs.pop("mapping", None)
        if mapping is not None and not isa(mapping, ArrayAttr[Attribute]):
            parser.raise_error("expected 'mapping' to be an array attribute")
        op = cls(lower_bounds, upper_bounds, steps, outputs, region, mapping)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(
            self.induction_variables,
            lambda iv: printer.print_block_argument(iv, print_type=False),
        )
        if self.is_normalized():
            printer.print_string(") in ")
            self._print_bounds(
                printer, self.staticUpperBound.get_values(), self.dynamicUpperBound
            )
        else:
            printer.print_string(") = ")
            self._print_bounds(
                printer, self.staticLowerBound.get_values(), self.dynamicLowerBound
            )
            printer.print_string(" to ")
            self._print_bounds(
                printer, self.staticUpperBound.get_values(), self.dynamicUpperBound
            )
            printer.print_string(" step ")
            self._print_bounds(printer, self.staticStep.get_values(), self.dynamicStep)
        if self.outputs:
            printer.print_string(" shared_outs(")
            printer.print_list(
                zip(self.region_out_args, self.outputs, strict=True),
                lambda pair: self._print_shared_out(printer, *pair),
            )
            printer.print_string(")")
        printer.print_string(" ")
        if self.res:
            printer.print_string("-> (")
            printer.print_list(self.res.types, printer.print_attribute)
            printer.print_string(") ")
        last = self.body.last_op
        keep_terminator = bool(self.res) or (
            isinstance(last, InParallelOp) and not last.body.is_empty
        )
        printer.print_region(
            self.region,
            print_entry_block_args=False,
            print_block_terminators=keep_terminator,
        )
        extra: dict[str, Attribute] = {}
        if self.mapping is not None:
            extra["mapping"] = self.mapping
        printer.print_op_attributes(extra | self.attributes)

    @staticmethod
    def _print_bounds(
        printer: Printer, static: Sequence[int], dynamic: Sequence[SSAValue]
    ) -> None:
        print_dynamic_index_list(
            printer,
            DYNAMIC_INDEX,
            dynamic,
            static,
            delimiter=Parser.Delimiter.PAREN,
        )

    @staticmethod
    def _print_shared_out(
        printer: Printer, arg: BlockArgument, value: SSAValue
    ) -> None:
        printer.print_block_argument(arg, print_type=False)
        printer.print_string(" = ")
        printer.print_ssa_value(value)


OPS: tuple[type[Operation], ...] = (
    ForallOp,
    InParallelOp,
    IfOp,
    ExecuteRegionOp,
    WhileOp,
    ParallelOp,
    ReduceOp,
    ForOp,
    IndexSwitchOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
