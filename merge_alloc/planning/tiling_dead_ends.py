"""Dead ends of the tight-tick tiling (`peak_tiling.tile_peaks`), recognised
before its search walks into them.

The tiling fills the tight ticks in time order and backtracks to the last
choice. On unrolled LSTMs of three layers a wrong choice in the second layer
shows only at the start of the third, a dozen tight ticks later, and
chronological backtracking then enumerates every tiling of the ticks in
between, again and again (see "The LSTM traces" in `docs/planners.md`). Two
rules cut that work without losing a plan:

* *Failed layouts.* Once tight tick `k` is filled and the buffers before it
  are placed, everything placed later is born after tick `k`, so it can
  conflict only with buffers live at `k`: what follows depends on nothing
  but the offsets of tick `k`'s buffers (buffers of equal size and lifetime
  being interchangeable). A layout from which every continuation failed is
  remembered, and another path that reaches it stops there. On
  `lstm(6, 3, 650, 650)` the search filled the eleventh tight tick 2,937
  times from 120 distinct layouts.
* *Cornered buffers.* A buffer `m` live at tick `k` that dies before a later
  tight tick `j` leaves its bytes to buffers live at `j`; those that overlap
  its bytes must be born after it died, so the smallest of them must fit in
  the stretch of the arena around `m` that buffers live at both `k` and `j`
  leave free. Checked on each filled tight tick for every buffer and its
  next tight tick: a stretch too short is a dead end (an LSTM's hidden state
  boxed in by longer-lived states, where the next step's gate buffer cannot
  reach it).

Both rules only drop continuations that cannot succeed, so the search finds
the plan it found before, with less work.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

Layout = tuple[int, ...]
"""A filled tight tick: its index, then `offset * buffer count + twin` of
each of its buffers in address order."""


class DeadEnds:
    """What the two rules need, computed once per problem, and the layouts
    found to fail so far."""

    def __init__(
        self,
        firsts: Sequence[int],
        lasts: Sequence[int],
        sizes: Sequence[int],
        tights: Sequence[tuple[int, list[int]]],
    ) -> None:
        self.lasts = lasts
        self.sizes = sizes
        self.ticks = [tick for tick, _ in tights]
        self.next_tight = [bisect.bisect_right(self.ticks, last) for last in lasts]
        """Per buffer, the index of the first tight tick after it dies
        (`len(ticks)` when none follows)."""
        unreachable = sum(sizes) + 1
        self.heir_size = [unreachable] * len(sizes)
        """Per buffer live at a tight tick, the smallest buffer live at its
        `next_tight` that is born after it dies (larger than the arena when
        none is: then no filling of that tick covers its bytes)."""
        self.failed: set[Layout] = set()
        needed: dict[int, list[int]] = {}
        for _, members in tights:
            for index in members:
                later = self.next_tight[index]
                if later < len(tights):
                    needed.setdefault(later, []).append(index)
        for later, dying in needed.items():
            born = sorted((firsts[other], sizes[other]) for other in tights[later][1])
            # Smallest size among the buffers born at or after each position.
            smallest = [unreachable] * (len(born) + 1)
            for place in range(len(born) - 1, -1, -1):
                smallest[place] = min(smallest[place + 1], born[place][1])
            births = [first for first, _ in born]
            for index in dying:
                self.heir_size[index] = smallest[
                    bisect.bisect_right(births, lasts[index])
                ]

    def cornered(self, word: Sequence[int]) -> tuple[bool, int]:
        """Whether a buffer of a filled tight tick (`word`: its buffers in
        address order, tiling the arena) has too little room around it at
        its next tight tick, and the work of the check (one unit per buffer
        looked at)."""
        lasts, sizes, ticks = self.lasts, self.sizes, self.ticks
        work = len(word)
        for place, index in enumerate(word):
            later = self.next_tight[index]
            if later >= len(ticks):
                continue
            need = self.heir_size[index]
            tick = ticks[later]
            room = sizes[index]
            below = place - 1
            while room < need and below >= 0 and lasts[word[below]] < tick:
                room += sizes[word[below]]
                below -= 1
            above = place + 1
            while room < need and above < len(word) and lasts[word[above]] < tick:
                room += sizes[word[above]]
                above += 1
            work += above - below
            if room < need:
                return True, work
        return False, work


def layout_of(
    tight: int, word: Sequence[int], position: Sequence[int], twin: Sequence[int]
) -> Layout:
    """The `Layout` of tight tick `tight` filled as `word` (its buffers in
    address order)."""
    count = len(position)
    return (tight, *(position[index] * count + twin[index] for index in word))
