"""merge-alloc test suite: a package, so tests import shared modules as `tests.*`."""
