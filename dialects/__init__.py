"""merge-alloc's dialects: xDSL 0.74's, extended with what MLIR 22 programs need.

One module per dialect that merge-alloc extends, each ending in the one table
of what it adds (``OPS``, ``ATTRIBUTES``): ``affine``, ``arith``,
``bufferization``, ``func``, ``gpu``, ``index`` (a dialect xDSL lacks),
``linalg`` (with its named-op table, ``linalg_named_table``), ``llvm``,
``memref``, ``scf``, ``tensor``, ``vector``. An op xDSL has keeps its class
where xDSL gets it right; merge-alloc's class is a subclass of xDSL's when
only the syntax, a verifier or an operand constraint differs (so
``isinstance`` against xDSL's class still holds; ops xDSL itself creates, in
its canonicalization patterns for instance, are instances of xDSL's classes,
so test against xDSL's), and a replacement under the same name where xDSL's
definition is wrong (docs/upstream.md names each, with its reproducer).
``xdsl_patch`` holds what no dialect registration reaches: the fixes of
xDSL's builtin parser and printer, installed only when merge-alloc is used,
and the helpers that give a subclass of an xDSL op a declarative format or
wider operand constraints.

This module registers them, through xDSL's extension point, a ``Context``. A
plugin's ``Universe`` may not declare a dialect name xDSL already has (every
``xdsl-opt`` run would fail with ``Duplicate definition of scf``), and a
context resolves ``scf.forall`` through the dialect registered as ``scf``
(docs/upstream.md, entry 7). So merge-alloc never touches xDSL's own dialect
table: it builds *extended* dialects (xDSL's ops and attributes plus ours,
ours replacing those of the same name) and registers them into a context
that merge-alloc uses:

* ``register_dialects(ctx)``: a Python program's fresh ``Context``;
* ``extended_context(...)``: the context of an ``xdsl-opt`` run whose
  pipeline names merge-alloc, and of ``merge-alloc-opt``
  (``merge_alloc.passes.command_line``).

Every other context, and every ``xdsl-opt`` run that does not name
merge-alloc, keeps xDSL's own dialects. Importing this package changes
nothing in xDSL and loads no dialect module: a dialect's module is imported
when a context first loads that dialect, so a program of ``func`` and
``memref`` ops never imports ``scf`` or ``linalg`` (``tests/plugin/``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, TypeGuard

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.utils.exceptions import AlreadyRegisteredConstructException

from .xdsl_patch import install

if TYPE_CHECKING:
    from .scf import ForallOp

DialectFactory = Callable[[], Dialect]

EXTENDED_DIALECTS = (
    "affine",
    "arith",
    "bufferization",
    "func",
    "gpu",
    "index",
    "linalg",
    "llvm",
    "memref",
    "scf",
    "tensor",
    "vector",
)
"""The dialects merge-alloc extends, each by the module of the same name;
`index`, which xDSL 0.74 lacks, is extended from an empty dialect."""

_EXTENDED_FACTORIES: dict[str, DialectFactory] = {}
"""Our replacement factories, one per name in ``EXTENDED_DIALECTS``."""


def _additions(
    name: str,
) -> tuple[Sequence[type[Operation]], Sequence[type[Attribute]]]:
    """The ops and attributes merge-alloc adds to (or replaces in) a dialect:
    the ``OPS`` and ``ATTRIBUTES`` tables of its module, imported only when a
    context loads the dialect (or a caller asks for one of its ops)."""
    if name not in EXTENDED_DIALECTS:
        raise KeyError(name)
    module = import_module(f"{__name__}.{name}")
    ops: Sequence[type[Operation]] = module.OPS
    attributes: Sequence[type[Attribute]] = module.ATTRIBUTES
    return ops, attributes


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
        for name in EXTENDED_DIALECTS:
            original = stock.get(name) or _empty_dialect_factory(name)
            _EXTENDED_FACTORIES[name] = _make_factory(name, original)
    return _EXTENDED_FACTORIES


def get_extended_dialect(name: str) -> Dialect:
    """The extended dialect called ``name`` (one of ``EXTENDED_DIALECTS``)."""
    return _extended_factories()[name]()


def extended_op_type(name: str) -> type[Operation] | None:
    """merge-alloc's class of the op called `name` (`bufferization.dealloc`),
    if it defines or replaces one in a dialect it extends (xDSL's own ops of
    those dialects are not looked up: None)."""
    dialect, _, _ = name.partition(".")
    if dialect not in EXTENDED_DIALECTS:
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


def is_forall(op: object) -> TypeGuard[ForallOp]:
    """``isinstance(op, ForallOp)`` without importing ``scf`` into a run whose
    program has no such loop: an op of a class never imported cannot be in
    the IR, so the analysis of a small ``func``/``memref`` program loads no
    ``scf`` module (``tests/plugin/test_startup_imports.py``)."""
    scf = sys.modules.get(f"{__name__}.scf")
    return scf is not None and isinstance(op, scf.ForallOp)


__all__ = [
    "EXTENDED_DIALECTS",
    "DialectFactory",
    "all_dialect_factories",
    "extend_dialect",
    "extended_context",
    "extended_op_type",
    "get_extended_dialect",
    "is_forall",
    "register_dialects",
]
