"""Silencing the pass's warnings in tests that run it on many programs."""

from __future__ import annotations

import logging
from collections.abc import Generator
from contextlib import contextmanager


@contextmanager
def pass_warnings_silenced() -> Generator[None]:
    """The pass logs one warning per alloc it leaves alone (returned, dynamic
    without a bound...); generated programs have many. The level is restored
    afterwards, so later tests that expect warnings still see them."""
    logger = logging.getLogger("merge_alloc")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)
