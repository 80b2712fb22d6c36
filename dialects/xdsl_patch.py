"""The one place where merge-alloc changes xDSL itself, for xDSL 0.74.0 only.

merge-alloc adds ops and syntaxes through xDSL's extension points: its
dialects are registered into a `Context` (`register_dialects`), its passes are
`Universe` entries, its ops parse and print through their own definitions. A
few defects sit where no extension point reaches: builtin attributes and
types are read by xDSL's own `AttrParser` and written by its own `Printer`,
float element storage is xDSL's, and affine expressions are built by xDSL's
`AffineParser`. For those, `install()` replaces these functions (each
replacement is written, with its reason, in the module named):

* exact float constants (`exact_float_syntax`): `pack`, `unpack`,
  `iter_unpack`, `pack_into` of `Float16Type`, `Float32Type`, `BFloat16Type`;
  `AttrParser._TensorLiteralElement.to_type`, `AttrParser._parse_optional_complex`,
  `AttrParser.parse_optional_builtin_int_or_float_attr`,
  `AttrParser._parse_builtin_densearray_attr`, `FloatAttr.parse_with_type`,
  `Printer.print_float`, `DenseIntOrFPElementsAttr.is_splat`;
* shapes written with spaces (`spaced_shapes`): `AttrParser.parse_dimension_list`;
* semi-affine maps (`semi_affine`): `AffineParser._create_binop_expr`;
* memref types as MLIR builds them, without an identity layout or a memory
  space of 0 (`canonical_memref_types`): `AttrParser._parse_memref_attrs`.

Nothing is installed on import. `install()` runs only when merge-alloc is
used: an `xdsl-opt` run whose pipeline names one of merge-alloc's passes, the
`merge-alloc-opt` tool, and `register_dialects(ctx)` (how a Python program
sets up a context for merge-alloc). It first checks that the installed xDSL is
the version these replacements were written against, and refuses any other
with one clear line, because a replaced private function that changed
upstream would otherwise misparse silently. `docs/upstream.md` has, for each
defect, a minimal reproducer and the fix to send upstream; remove the entry
here once xDSL has the fix.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.metadata import PackageNotFoundError, distribution
from typing import Any

from .replacement import Replacement

XDSL_VERSION = "0.74.0"
"""The xDSL release the replacements below were written and tested against
(pinned in pyproject.toml)."""

_MARK = "__merge_alloc_patch__"
"""Set on every installed replacement: how `install` stays idempotent."""

_ORIGINALS: dict[tuple[type, str], object] = {}
"""What `install` replaced: owner and attribute to the original class entry."""


class UnsupportedXdslVersion(Exception):
    """The installed xDSL is not the one merge-alloc's patches were written for."""


@cache
def installed_xdsl_version() -> str:
    """The `Version:` header of xDSL's installed metadata: what
    `importlib.metadata.version` reads, without importing the e-mail parser
    it reads headers with (a few milliseconds of every adopted run)."""
    try:
        metadata = distribution("xdsl").read_text("METADATA") or ""
    except PackageNotFoundError:  # pragma: no cover - xDSL imported from a tree
        import xdsl

        return str(getattr(xdsl, "__version__", "unknown"))
    for line in metadata.splitlines():
        if not line:
            break  # the headers end at the first empty line
        if line.startswith("Version:"):
            return line.removeprefix("Version:").strip()
    return "unknown"


def check_xdsl_version(found: str | None = None) -> None:
    """Raise `UnsupportedXdslVersion` unless xDSL is `XDSL_VERSION`."""
    found = installed_xdsl_version() if found is None else found
    if found != XDSL_VERSION:
        raise UnsupportedXdslVersion(
            f"merge-alloc needs xDSL {XDSL_VERSION} (its parser fixes replace "
            f"functions of that release), but xDSL {found} is installed: "
            f"run `pip install xdsl=={XDSL_VERSION}`"
        )


def replacements() -> list[Replacement]:
    """Every function `install` replaces, with its replacement's factory."""
    from xdsl.parser import AttrParser
    from xdsl.parser.affine_parser import AffineParser

    from .canonical_memref_types import canonical_memref_attrs
    from .exact_float_syntax import float_patches
    from .semi_affine import semi_affine_binop
    from .spaced_shapes import spaced_dimension_list

    return [
        *float_patches(),
        (AttrParser, "parse_dimension_list", spaced_dimension_list, False),
        (AffineParser, "_create_binop_expr", semi_affine_binop, False),
        (AttrParser, "_parse_memref_attrs", canonical_memref_attrs, False),
    ]


def _replace(owner: type, name: str, make: Callable[[Any], Any], static: bool) -> None:
    current = owner.__dict__.get(name, getattr(owner, name))
    function = current.__func__ if isinstance(current, staticmethod) else current
    if getattr(function, _MARK, False):
        return
    replacement = make(function)
    setattr(replacement, _MARK, True)
    _ORIGINALS.setdefault((owner, name), owner.__dict__.get(name, current))
    setattr(owner, name, staticmethod(replacement) if static else replacement)


def install() -> None:
    """Check the xDSL version, then apply every replacement (idempotent)."""
    if _ORIGINALS:
        return
    check_xdsl_version()
    for owner, name, make, static in replacements():
        _replace(owner, name, make, static)


def installed() -> bool:
    """Whether `install` has run in this process."""
    return bool(_ORIGINALS)


def replaced() -> dict[tuple[type, str], object]:
    """Owner and attribute of each replaced function, to its original."""
    return dict(_ORIGINALS)
