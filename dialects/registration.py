"""Make xDSL's own dialects include merge-alloc's ops, attributes and syntaxes.

Why a monkeypatch: xDSL plugins register dialects through the
``xdsl.universe`` entry point, but a plugin may not declare a dialect name that
xDSL already has (``scf``, ``memref``, ``arith``, ``gpu``, ``affine``): every
``xdsl-opt`` run then fails with ``Duplicate definition of scf``.  Registering
the ops under another dialect name does not help either, because the context
looks ops up by their ``scf.`` prefix, and ``Context.load_op`` refuses names
that are already loaded.  So, when the plugin is imported, the entries of
``_EXTENDED_NAMES`` (``scf``, ``memref``, ``arith``, ``gpu``, ``affine``,
``tensor``, ``linalg``, ``vector``) in xDSL's own universe table are replaced
by lazy factories returning a ``Dialect`` with the original ops and attributes
plus ours (ours replace the originals of the same name).
This is the one monkeypatch of the dialect table the project needs until the
ops exist upstream (builtin syntax fixes live in ``syntax_fixes``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.utils.exceptions import AlreadyRegisteredConstructException

from .syntax_fixes import install_syntax_fixes

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
)

_ORIGINAL_FACTORIES: dict[str, DialectFactory] = {}
"""The factories found in xDSL's table before it was patched."""

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
        from .memref_prefetch import PrefetchOp
        from .memref_syntax import MEMREF_SYNTAX_OPS

        return (*MEMREF_SYNTAX_OPS, PrefetchOp), ()
    if name == "arith":
        from .arith_syntax import SelectOp

        return (SelectOp,), ()
    if name == "gpu":
        from .gpu_attrs import GPU_EXTRA_ATTRIBUTES
        from .gpu_syntax import GPU_SYNTAX_OPS

        return GPU_SYNTAX_OPS, GPU_EXTRA_ATTRIBUTES
    if name == "affine":
        from .affine_syntax import AFFINE_SYNTAX_OPS

        return AFFINE_SYNTAX_OPS, ()
    if name == "tensor":
        from .tensor_parallel_insert_slice import ParallelInsertSliceOp

        return (ParallelInsertSliceOp,), ()
    if name == "linalg":
        from .linalg_dialect import LINALG_ATTRIBUTES, LINALG_OPS

        return LINALG_OPS, LINALG_ATTRIBUTES
    if name == "vector":
        from .vector_print import PrintOp, PrintPunctuationAttr

        return (PrintOp,), (PrintPunctuationAttr,)
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


def _extended_factories() -> dict[str, DialectFactory]:
    """Our factories, created once from xDSL's pristine dialect table."""
    if not _EXTENDED_FACTORIES:
        stock = get_all_dialects()
        for name in _EXTENDED_NAMES:
            _ORIGINAL_FACTORIES[name] = stock[name]
            _EXTENDED_FACTORIES[name] = _make_factory(name, stock[name])
    return _EXTENDED_FACTORIES


def extend_xdsl_dialects() -> None:
    """Replace the ``_EXTENDED_NAMES`` entries of
    ``xdsl.universe.XDSL_UNIVERSE.all_dialects`` by lazy factories of the
    extended dialects (see the module docstring for why).

    Idempotent: calling it again leaves the already patched table alone.
    Called by ``merge_alloc.passes.universe`` at import time, i.e. before
    ``xdsl-opt`` merges the universes into its context.
    """
    from xdsl.universe import XDSL_UNIVERSE

    install_syntax_fixes()
    table = XDSL_UNIVERSE.all_dialects
    for name, factory in _extended_factories().items():
        if table.get(name) is not factory:
            table[name] = factory


def get_extended_dialect(name: str) -> Dialect:
    """The extended dialect called ``name`` (one of scf, memref, arith, gpu,
    affine)."""
    return _extended_factories()[name]()


def all_dialect_factories() -> dict[str, DialectFactory]:
    """Every xDSL dialect factory, with the extended ones substituted."""
    factories = get_all_dialects()
    factories.update(_extended_factories())
    return factories


def register_dialects(ctx: Context) -> None:
    """Register every xDSL dialect into ``ctx``, with merge-alloc's extensions.

    Dialects are registered lazily (loaded on first use by the parser), as
    ``xdsl-opt`` does, so ``Parser(ctx, text)`` handles all IR our tests use.
    Only ``Context``'s public API is used: dialects already registered in
    ``ctx`` are kept, but a stock ``scf``, ``memref``, ``arith``, ``gpu``,
    ``affine`` or ``tensor`` already there cannot be replaced (xDSL has no API
    for that), so it is an error: call this on a fresh context, before
    registering anything else.
    """
    install_syntax_fixes()
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
