"""The builtin syntax xDSL 0.74 gets wrong, fixed in one call.

Builtin attributes and types are parsed and printed by xDSL's own parser and
printer, which no dialect registration reaches; the modules listed here patch
the few functions involved (each module says why and what). Called by
`register_dialects` and `extend_xdsl_dialects`, so `xdsl-opt` with the plugin
installed and every `Context` set up by merge-alloc parse the same way.
"""

from __future__ import annotations

from .exact_float_syntax import install_exact_floats
from .spaced_shapes import install_spaced_shapes


def install_syntax_fixes() -> None:
    """Install every builtin syntax fix (idempotent)."""
    install_exact_floats()
    install_spaced_shapes()
