"""The shape of one replacement of an xDSL function (`xdsl_patch.install`).

A module of its own so that the modules providing replacements
(`exact_float_syntax`, ...) and the module installing them name the same type
without importing each other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Replacement = tuple[type, str, Callable[[Any], Callable[..., Any]], bool]
"""(owner, attribute, factory of the replacement from the original, whether
the attribute is a staticmethod)."""
