"""Shared fixtures: parsing IR with every dialect merge-alloc knows."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects


def make_context() -> Context:
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    return ctx


@pytest.fixture
def parse() -> Callable[[str], builtin.ModuleOp]:
    ctx = make_context()

    def parse_module(text: str) -> builtin.ModuleOp:
        return Parser(ctx, text).parse_module()

    return parse_module
