"""Which tier of the suite runs, and what a property or a fuzz campaign
costs in it.

- **fast** (`bash tests/run.sh --fast`, `MERGE_ALLOC_TEST_TIER=fast`): what a
  developer runs every day, in under two minutes (57 s on 2026-12-04,
  docs/testing.md); the `slow` tests are left
  out and each planner property runs a fifth of its examples, so each is
  still exercised.
- **full** (`bash tests/run.sh`, what CI runs; under ten minutes on two
  cores: 490 s on 2026-12-04, docs/testing.md): every
  test but the `deep` ones; fuzz campaigns and executed matrices at their
  CI budget.
- **deep** (`bash tests/run.sh --deep`, `MERGE_ALLOC_TEST_TIER=deep`): the
  full tier, the tests marked `deep` (searches that take minutes to find
  what a cheaper test of the same rule already finds) and every fuzz
  campaign at its deep budget. Run it before a release and after a change to
  the fuzzer, the checker or the lifetime rules (docs/testing.md).

Why tiers and not one budget: the whole suite once took 23 minutes on the
two cores CI has, two thirds of it in a handful of fuzz campaigns and
executed model compiles whose every extra example found nothing the first
examples had not (docs/testing.md has the measured split).
"""

from __future__ import annotations

import os

TIER = os.environ.get("MERGE_ALLOC_TEST_TIER", "full")
FAST_TIER = TIER == "fast"
DEEP_TIER = TIER == "deep"
FAST_SHARE = 5
"""The fast tier runs one example in `FAST_SHARE` of a property's count."""


def examples(full: int) -> int:
    """A property's `max_examples`: `full` in the whole suite, a fifth of it
    (at least 20, never more than `full`) in the fast tier."""
    if not FAST_TIER:
        return full
    return min(full, max(20, full // FAST_SHARE))


def campaign(full: int, *, deep: int) -> int:
    """A fuzz campaign's number of programs: `deep` in the deep tier, `full`
    otherwise (the fast tier leaves fuzzing out: it is `slow`)."""
    return deep if DEEP_TIER else full
