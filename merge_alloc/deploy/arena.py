"""Where a function's merged buffer lives: the IR of `arena=global|argument`.

The mutator always creates the merged buffer as a `memref.alloc` at the start
of the scope block. For a static deployment this module then moves it:

- into a private, uninitialised `memref.global` read with `memref.get_global`
  (no allocation at run time; the global keeps the buffer's alignment), or
- into a trailing `memref<N x i8[, space]>` argument of the function, which
  the caller provides (a workspace), with the size published as a function
  attribute and as `func.func @NAME[_WORKSPACE]_workspace_bytes() -> index`;
  with symbolic offsets (docs/dynamic-shapes.md) the argument is a
  `memref<?xi8>`, the size function takes the function's dynamic sizes
  and computes the arena from them as the function does, and the function
  asserts that the workspace it is given is that large.

Deallocations of the merged buffer are removed in both cases: a global or a
caller's workspace is never freed by the function.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects.memref import GlobalOp
from merge_alloc.rewrite.symbolic_offsets import SymbolicScope, emit_arena

WORKSPACES_ATTR = "merge_alloc.workspaces"
"""Function attribute: `{NAME = {alignment = A : i64, bytes = N : i64}, ...}`,
one entry per workspace argument (`workspace` for the default memory space):
what a caller must allocate and pass."""

SIZE_PARAMETERS_KEY = "dynamic_sizes"
"""In a symbolic workspace's `merge_alloc.workspaces` entry: `[array<i64: ARG,
DIM>, ...]`, what each parameter of its `@NAME_workspace_bytes` stands for
(dimension DIM of argument ARG); `bytes` is then the most it returns."""

INPUT_ATTR = "merge_alloc.input"
"""On the view standing for an entry point's argument K moved into the
workspace (`inputs-in-workspace`): `K : i64`."""

GENERATED_ATTR = "merge_alloc.generated"
"""Unit attribute on the functions and globals the pass creates."""


def new_merged_buffer(
    block: Block, known: set[Operation], merged_type: builtin.MemRefType
) -> memref.AllocOp:
    """The merged buffer a mutator just inserted into `block` (an op not in
    `known`, allocating `merged_type`)."""
    found = [
        op
        for op in block.ops
        if op not in known
        and isinstance(op, memref.AllocOp)
        and op.memref.type == merged_type
    ]
    if len(found) != 1:
        owner = block.parent_op()
        assert owner is not None  # a scope block belongs to an op
        raise MergeAllocError(
            owner,
            f"expected the mutator to create one merged buffer of type "
            f"{merged_type}, found {len(found)}",
        )
    return found[0]


def _erase_deallocs(value: SSAValue) -> None:
    for use in list(value.uses):
        if isinstance(use.operation, memref.DeallocOp):
            Rewriter.erase_op(use.operation)


def symbol_names(module: Operation) -> set[str]:
    """The symbols defined directly in `module`."""
    names: set[str] = set()
    for region in module.regions:
        for block in region.blocks:
            for op in block.ops:
                sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
                if isinstance(sym, builtin.StringAttr):
                    names.add(sym.data)
    return names


def unique_symbol(taken: set[str], base: str) -> str:
    """`base`, or `base_N` for the first free N; the result is taken now."""
    name, counter = base, 0
    while name in taken:
        counter += 1
        name = f"{base}_{counter}"
    taken.add(name)
    return name


def arena_global(
    symbol: str, merged_type: builtin.MemRefType, alignment: int
) -> GlobalOp:
    """`memref.global "private" @symbol : T = uninitialized {alignment = A}`."""
    op = GlobalOp.build(
        properties={
            "sym_name": builtin.StringAttr(symbol),
            "sym_visibility": builtin.StringAttr("private"),
            "type": merged_type,
            "initial_value": builtin.UnitAttr(),
            "alignment": builtin.IntegerAttr(alignment, 64),
        }
    )
    op.attributes[GENERATED_ATTR] = builtin.UnitAttr()
    return op


def read_global(
    merged: memref.AllocOp, symbol: str, global_type: builtin.MemRefType, hint: str
) -> None:
    """Replace the merged `memref.alloc` by `memref.get_global @symbol`.

    `global_type` may be larger than the alloc (an arena shared by several
    entry points): views only need their bytes to lie inside it.
    """
    read = memref.GetGlobalOp(symbol, global_type)
    read.memref.name_hint = hint
    read.location = merged.location
    Rewriter.insert_op(read, InsertPoint.before(merged))
    _erase_deallocs(merged.memref)
    merged.memref.replace_all_uses_with(read.memref)
    Rewriter.erase_op(merged)


def append_arguments(
    function: func.FuncOp, types: Iterable[builtin.MemRefType], hint: str
) -> list[BlockArgument]:
    """Trailing arguments of `function` (block arguments and function type,
    `arg_attrs` padded with empty dictionaries)."""
    block = function.body.blocks[0]
    added: list[BlockArgument] = []
    for arg_type in types:
        argument = block.insert_arg(arg_type, len(block.args))
        argument.name_hint = hint
        added.append(argument)
    inputs = [*function.function_type.inputs.data, *(a.type for a in added)]
    function.function_type = builtin.FunctionType.from_lists(
        inputs, function.function_type.outputs.data
    )
    if function.arg_attrs is not None:
        padding = [builtin.DictionaryAttr({}) for _ in added]
        function.arg_attrs = builtin.ArrayAttr([*function.arg_attrs.data, *padding])
    return added


def read_argument(merged: memref.AllocOp, argument: BlockArgument) -> None:
    """Replace the merged `memref.alloc` by a workspace argument."""
    _erase_deallocs(merged.memref)
    merged.memref.replace_all_uses_with(argument)
    Rewriter.erase_op(merged)


def workspace_bytes_function(name: str, size: int) -> func.FuncOp:
    """`func.func @name() -> index { return SIZE }`: what a C caller links
    against to size the workspace it passes."""
    constant = arith.ConstantOp(builtin.IntegerAttr(size, builtin.IndexType()))
    body = Block([constant, func.ReturnOp(constant.result)])
    function = func.FuncOp(
        name,
        builtin.FunctionType.from_lists([], [builtin.IndexType()]),
        Region(body),
    )
    function.attributes[GENERATED_ATTR] = builtin.UnitAttr()
    return function


def sized_workspace_bytes_function(
    name: str, parameters: Sequence[tuple[int, int]], plan: SymbolicScope
) -> func.FuncOp:
    """`func.func @name(%argA_dimD: index, ...) -> index`: the arena of the
    symbolic plan `plan` for the sizes given, one parameter per entry of
    `parameters` (argument, dimension), computed by the same expressions,
    with the same choice among the layouts, as the function computes its
    offsets (`emit_arena`)."""
    body = Block(arg_types=[builtin.IndexType()] * len(parameters))
    for argument, (index, dimension) in zip(body.args, parameters, strict=True):
        argument.name_hint = f"arg{index}_dim{dimension}"
    symbols = [
        body.args[parameters.index((root.argument.index, root.dimension))]
        for root in plan.roots
    ]
    total, ops = emit_arena(plan, symbols)
    body.add_ops([*ops, func.ReturnOp(total)])
    function = func.FuncOp(
        name,
        builtin.FunctionType.from_lists(
            [builtin.IndexType()] * len(parameters), [builtin.IndexType()]
        ),
        Region(body),
    )
    function.attributes[GENERATED_ATTR] = builtin.UnitAttr()
    return function


def check_workspace_size(merged: memref.AllocOp, workspace: SSAValue) -> None:
    """Before the symbolic merged buffer `merged` (sized by its operand):
    `cf.assert` that `workspace` has at least that many bytes. A caller that
    passes less than `@NAME_workspace_bytes` said would have the views reach
    past its buffer; the size is a promise checked at run time, like a
    `--dim-bound`."""
    from xdsl.dialects import cf

    (needed,) = merged.dynamic_sizes
    zero = arith.ConstantOp(builtin.IntegerAttr(0, builtin.IndexType()))
    given = memref.DimOp(workspace, zero.result)
    given.result.name_hint = "workspace_bytes"
    enough = arith.CmpiOp(given.result, needed, "uge")
    check = cf.AssertOp(
        enough.result,
        "merge-alloc: the workspace is smaller than its _workspace_bytes function says",
    )
    Rewriter.insert_op([zero, given, enough, check], InsertPoint.before(merged))


def input_accessor(name: str, view: memref.ViewOp) -> func.FuncOp:
    """`@name` returning a view like `view` (of a workspace argument or an
    arena global) at the same constant offset: where a caller writes the
    input that `view` stands for (`inputs-in-workspace`)."""
    source = view.source
    source_type: Attribute = source.type
    result_type: Attribute = view.result.type
    from_argument = isinstance(source, BlockArgument)
    parameters: list[Attribute] = [source_type] if from_argument else []
    body = Block(arg_types=parameters)
    emit: list[Operation] = []
    if from_argument:
        base: SSAValue = body.args[0]
        body.args[0].name_hint = source.name_hint
    else:
        owner = source.owner
        assert isinstance(owner, memref.GetGlobalOp)
        read = memref.GetGlobalOp(owner.name_, source_type)
        emit.append(read)
        base = read.memref
    offset_owner = view.byte_shift.owner
    assert isinstance(offset_owner, arith.ConstantOp)
    offset = arith.ConstantOp(offset_owner.value)
    placed = memref.ViewOp(base, offset.result, [], result_type)
    emit += [offset, placed, func.ReturnOp(placed.result)]
    body.add_ops(emit)
    function = func.FuncOp(
        name, builtin.FunctionType.from_lists(parameters, [result_type]), Region(body)
    )
    function.attributes[GENERATED_ATTR] = builtin.UnitAttr()
    return function
