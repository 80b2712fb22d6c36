"""Which tier of the suite runs (`bash tests/run.sh --fast` sets
`MERGE_ALLOC_TEST_TIER=fast`), and what a hypothesis property costs in it.

Why: the fast tier is what a developer runs every day, in under two minutes
(docs/testing.md); a third of its time went to a dozen planner properties of
150-300 examples each. The fast tier runs every one of them with a fifth of
the examples, so each property is still exercised there; the whole suite
(what CI runs) runs them with all of theirs.
"""

from __future__ import annotations

import os

FAST_TIER = os.environ.get("MERGE_ALLOC_TEST_TIER") == "fast"
FAST_SHARE = 5
"""The fast tier runs one example in `FAST_SHARE` of a property's count."""


def examples(full: int) -> int:
    """A property's `max_examples`: `full` in the whole suite, a fifth of it
    (at least 20, never more than `full`) in the fast tier."""
    if not FAST_TIER:
        return full
    return min(full, max(20, full // FAST_SHARE))
