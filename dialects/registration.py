"""merge-alloc's dialects, registered into a `Context` (xDSL's extension point).

merge-alloc adds ops to dialects xDSL already has (`scf.forall`, MLIR's
`linalg` ops with their memory effects, custom syntaxes of `scf`, `memref`,
`arith`, `gpu`, `affine`, `tensor`, `vector` ops; `vector` and `llvm` ops
xDSL lacks) and one dialect xDSL does not have (`index`, built from an
empty dialect of that name). A plugin's `Universe` may
not declare a dialect name xDSL already has (every `xdsl-opt` run would fail
with `Duplicate definition of scf`), and a context resolves `scf.forall`
through the dialect registered as `scf`. So merge-alloc never touches xDSL's
own dialect table: it builds *extended* dialects (xDSL's ops and attributes
plus ours, ours replacing those of the same name) and registers them into a
context that merge-alloc uses:

* `register_dialects(ctx)`: a Python program's fresh `Context`;
* `extended_context(...)`: the context of an `xdsl-opt` run whose pipeline
  names merge-alloc, and of `merge-alloc-opt`
  (`merge_alloc.passes.command_line`).

Every other context, and every `xdsl-opt` run that does not name merge-alloc,
keeps xDSL's own dialects.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.utils.exceptions import AlreadyRegisteredConstructException

from .xdsl_patch import install

DialectFactory = Callable[[], Dialect]

_EXTENDED_NAMES = (
    "scf",
    "memref",
    "arith",
    "gpu",
    "affine",
    "tensor",
    "linalg",
    "vector",
    "func",
    "bufferization",
    "llvm",
    "index",
)
"""The dialects merge-alloc extends; `index`, which xDSL 0.74 lacks, is
extended from an empty dialect of that name."""

_EXTENDED_FACTORIES: dict[str, DialectFactory] = {}
"""Our replacement factories, one per name in ``_EXTENDED_NAMES``."""


def _additions(
    name: str,
) -> tuple[Sequence[type[Operation]], Sequence[type[Attribute]]]:
    """The ops and attributes merge-alloc adds to (or replaces in) a dialect.

    Imports are local so that extending the table stays cheap: nothing is
    imported until xDSL actually needs the dialect.
    """
    if name == "scf":
        from .scf_forall import ForallOp, InParallelOp
        from .scf_syntax import SCF_SYNTAX_OPS

        return (ForallOp, InParallelOp, *SCF_SYNTAX_OPS), ()
    if name == "memref":
        from .memref_dma import MEMREF_DMA_OPS
        from .memref_prefetch import PrefetchOp
        from .memref_realloc import ReallocOp
        from .memref_reshape import ReshapeOp
        from .memref_syntax import MEMREF_SYNTAX_OPS
        from .memref_transpose import TransposeOp

        return (
            *MEMREF_SYNTAX_OPS,
            *MEMREF_DMA_OPS,
            PrefetchOp,
            ReallocOp,
            ReshapeOp,
            TransposeOp,
        ), ()
    if name == "arith":
        from .arith_index_castui import IndexCastUIOp
        from .arith_syntax import SelectOp

        return (SelectOp, IndexCastUIOp), ()
    if name == "func":
        from .func_indirect import FUNC_OPS

        return FUNC_OPS, ()
    if name == "gpu":
        from .gpu_attrs import GPU_EXTRA_ATTRIBUTES
        from .gpu_syntax import GPU_SYNTAX_OPS

        return GPU_SYNTAX_OPS, GPU_EXTRA_ATTRIBUTES
    if name == "affine":
        from .affine_access import AFFINE_ACCESS_OPS
        from .affine_syntax import AFFINE_SYNTAX_OPS

        return (*AFFINE_SYNTAX_OPS, *AFFINE_ACCESS_OPS), ()
    if name == "tensor":
        from .tensor_gather_scatter import TENSOR_GATHER_SCATTER_OPS
        from .tensor_generate import GenerateOp
        from .tensor_parallel_insert_slice import ParallelInsertSliceOp
        from .tensor_rank import RankOp
        from .tensor_shapes import TENSOR_SHAPE_OPS

        return (
            ParallelInsertSliceOp,
            GenerateOp,
            RankOp,
            *TENSOR_GATHER_SCATTER_OPS,
            *TENSOR_SHAPE_OPS,
        ), ()
    if name == "linalg":
        from .linalg_dialect import LINALG_ATTRIBUTES, LINALG_OPS

        return LINALG_OPS, LINALG_ATTRIBUTES
    if name == "bufferization":
        from .bufferization_casts import BUFFERIZATION_CAST_OPS
        from .bufferization_dealloc import DeallocOp
        from .bufferization_dealloc_tensor import DeallocTensorOp

        return (DeallocOp, DeallocTensorOp, *BUFFERIZATION_CAST_OPS), ()
    if name == "index":
        from .index_dialect import INDEX_ATTRIBUTES, INDEX_OPS

        return INDEX_OPS, INDEX_ATTRIBUTES
    if name == "llvm":
        from .llvm_ops import LLVM_OPS

        return LLVM_OPS, ()
    if name == "vector":
        from .vector_constant_mask import ConstantMaskOp
        from .vector_ops import VECTOR_ATTRIBUTES, VECTOR_OPS
        from .vector_print import PrintOp, PrintPunctuationAttr
        from .vector_shape_cast import ShapeCastOp

        return (PrintOp, ShapeCastOp, ConstantMaskOp, *VECTOR_OPS), (
            PrintPunctuationAttr,
            *VECTOR_ATTRIBUTES,
        )
    raise KeyError(name)


def extend_dialect(
    original: Dialect,
    ops: Sequence[type[Operation]],
    attributes: Sequence[type[Attribute]] = (),
) -> Dialect:
    """A copy of ``original`` where ``ops``/``attributes`` replace the entries
    of the same name and are appended when new."""
    new_ops = {op.name: op for op in ops}
    new_attrs = {attr.name: attr for attr in attributes}
    op_list = [new_ops.pop(op.name, op) for op in original.operations]
    op_list.extend(new_ops.values())
    attr_list = [new_attrs.pop(a.name, a) for a in original.attributes]
    attr_list.extend(new_attrs.values())
    return Dialect(original.name, op_list, attr_list)


def _make_factory(name: str, original: DialectFactory) -> DialectFactory:
    @cache
    def factory() -> Dialect:
        ops, attrs = _additions(name)
        return extend_dialect(original(), ops, attrs)

    factory.__doc__ = f"The xDSL '{name}' dialect extended by merge-alloc."
    return factory


def _empty_dialect_factory(name: str) -> DialectFactory:
    """A dialect xDSL does not have (`index`): merge-alloc's ops are all."""

    def factory() -> Dialect:
        return Dialect(name, [], [])

    return factory


def _extended_factories() -> dict[str, DialectFactory]:
    """Our factories, created once from xDSL's pristine dialect table."""
    if not _EXTENDED_FACTORIES:
        stock = get_all_dialects()
        for name in _EXTENDED_NAMES:
            original = stock.get(name) or _empty_dialect_factory(name)
            _EXTENDED_FACTORIES[name] = _make_factory(name, original)
    return _EXTENDED_FACTORIES


def get_extended_dialect(name: str) -> Dialect:
    """The extended dialect called ``name`` (one of ``_EXTENDED_NAMES``)."""
    return _extended_factories()[name]()


def extended_op_type(name: str) -> type[Operation] | None:
    """merge-alloc's class of the op called `name` (`bufferization.dealloc`),
    if it defines or replaces one in a dialect it extends (xDSL's own ops of
    those dialects are not looked up: None)."""
    dialect, _, _ = name.partition(".")
    if dialect not in _EXTENDED_NAMES:
        return None
    ops, _ = _additions(dialect)
    return next((op for op in ops if op.name == name), None)


def all_dialect_factories(
    stock: Mapping[str, DialectFactory] | None = None,
) -> dict[str, DialectFactory]:
    """Every dialect factory of `stock` (default: xDSL's own dialects), with
    the extended ones substituted."""
    factories = dict(get_all_dialects() if stock is None else stock)
    factories.update(_extended_factories())
    return factories


def extended_context(
    *,
    allow_unregistered: bool = False,
    stock: Mapping[str, DialectFactory] | None = None,
) -> Context:
    """A fresh context with every dialect of `stock` (default: xDSL's own;
    `xdsl-opt` passes its plugins' too) registered lazily, merge-alloc's
    extended dialects in place of xDSL's of the same name."""
    install()
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in all_dialect_factories(stock).items():
        ctx.register_dialect(name, factory)
    return ctx


def register_dialects(ctx: Context) -> None:
    """Register every xDSL dialect into ``ctx``, with merge-alloc's extensions.

    Dialects are registered lazily (loaded on first use by the parser), as
    ``xdsl-opt`` does, so ``Parser(ctx, text)`` handles all IR our tests use.
    Only ``Context``'s public API is used: dialects already registered in
    ``ctx`` are kept, but a stock ``scf``, ``memref``, ``arith``, ``gpu``,
    ``affine`` or ``tensor`` already there cannot be replaced (xDSL has no API
    for that), so it is an error: call this on a fresh context, before
    registering anything else.

    Also installs the fixes of xDSL's builtin parser and printer that
    merge-alloc needs (`xdsl_patch.install`, which checks the xDSL version).
    """
    install()
    extended = _extended_factories()
    for name, factory in all_dialect_factories().items():
        if name not in ctx.registered_dialect_names:
            ctx.register_dialect(name, factory)
        elif name in extended and not _has_extended(ctx, name):
            raise AlreadyRegisteredConstructException(
                f"'{name}' dialect is already registered without merge-alloc's "
                "additions: call register_dialects(ctx) on a fresh Context, "
                "before registering other dialects"
            )


def _has_extended(ctx: Context, name: str) -> bool:
    """Whether ``ctx`` resolves ``name``'s ops to merge-alloc's versions
    (loading the dialect if it is only registered)."""
    ops, _ = _additions(name)
    return all(ctx.get_optional_op(op.name) is op for op in ops)
