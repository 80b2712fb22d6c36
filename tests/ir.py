"""Parsing IR in tests: a context with every dialect merge-alloc knows.

Why one module: test files each built the same context and parser in their
own `make_context` and `parse` (issue 30). The `parse` fixture of
`tests/conftest.py` and the tests that parse in helpers or at import time
share these two functions instead.

`allow_unregistered` is on by default, as the pass's own command line parses;
a test that must fail on an op no dialect defines (a program that should be
fully registered after bufferization) turns it off.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects


def make_context(*, allow_unregistered: bool = True) -> Context:
    """A fresh context with every dialect merge-alloc registers."""
    ctx = Context(allow_unregistered=allow_unregistered)
    register_dialects(ctx)
    return ctx


def parse(
    text: str, *, allow_unregistered: bool = True, verify: bool = False
) -> ModuleOp:
    """`text` parsed as a module in a fresh context (`make_context`), and
    verified when `verify` is set."""
    module = Parser(make_context(allow_unregistered=allow_unregistered), text)
    parsed = module.parse_module()
    if verify:
        parsed.verify()
    return parsed
