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

UNKNOWN = -1
"""`DeadEnds.need` of a buffer not checked yet."""

NO_NEED = 0
"""`DeadEnds.need` of a buffer that no tight tick follows."""

SCAN_WORK = 2
"""The work units of sorting and scanning one buffer of a filled tight tick."""

CHECK_WORK = 2
"""The work units of checking one buffer of a filled tight tick: about what
the search's other steps cost per unit (its checks and placements)."""

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
        self.firsts = firsts
        self.lasts = lasts
        self.sizes = sizes
        self.tights = tights
        self.ticks = [tick for tick, _ in tights]
        self.unreachable = sum(sizes) + 1
        """A room no stretch of the arena has."""
        self.need = [UNKNOWN] * len(sizes)
        """Per buffer (from its first check), the smallest buffer live at
        the first tight tick after it dies that is born after it dies
        (`NO_NEED` when no tight tick follows, `unreachable` when no such
        buffer exists: then no filling of that tick covers its bytes)."""
        self.heirs: dict[int, tuple[list[int], list[int]]] = {}
        """Per tight tick (from its first use), the first ticks of the
        buffers that became live since the tight tick before, ascending, and
        the smallest size among each one and those born after it."""
        self.failed: set[Layout] = set()

    def _need_of(self, index: int) -> int:
        """`need[index]`, computed. The buffers that can take over the bytes
        of `index` became live after the tight tick before the one that
        follows its death, where `index` was still live."""
        later = bisect.bisect_right(self.ticks, self.lasts[index])
        if later >= len(self.ticks):
            return NO_NEED
        heirs = self.heirs.get(later)
        if heirs is None:
            firsts, sizes = self.firsts, self.sizes
            since = self.ticks[later - 1]
            born = sorted(
                (firsts[other], sizes[other])
                for other in self.tights[later][1]
                if firsts[other] > since
            )
            smallest = [self.unreachable] * (len(born) + 1)
            for place in range(len(born) - 1, -1, -1):
                smallest[place] = min(smallest[place + 1], born[place][1])
            heirs = self.heirs[later] = ([first for first, _ in born], smallest)
        births, smallest = heirs
        return smallest[bisect.bisect_right(births, self.lasts[index])]

    def cornered(self, word: Sequence[int], since: int) -> tuple[bool, int]:
        """Whether a buffer of a filled tight tick (`word`: its buffers in
        address order, tiling the arena) has too little room around it at
        its next tight tick, and the work of the check (one unit per buffer,
        `CHECK_WORK` per buffer checked, one per neighbour a walk passes).
        Only the buffers born after tick `since` (the tight tick before) and
        their neighbours are checked: the others have the neighbours they
        had there, where they passed."""
        firsts, lasts, sizes, need = self.firsts, self.lasts, self.sizes, self.need
        work = SCAN_WORK * len(word)
        last_place = len(word) - 1
        for place, index in enumerate(word):
            if (
                firsts[index] <= since
                and (place == 0 or firsts[word[place - 1]] <= since)
                and (place == last_place or firsts[word[place + 1]] <= since)
            ):
                continue
            work += CHECK_WORK
            wanted = need[index]
            if wanted == UNKNOWN:
                wanted = need[index] = self._need_of(index)
                work += CHECK_WORK
            room = sizes[index]
            if room >= wanted:
                continue
            tick = self.ticks[bisect.bisect_right(self.ticks, lasts[index])]
            below = place - 1
            while room < wanted and below >= 0 and lasts[word[below]] < tick:
                room += sizes[word[below]]
                below -= 1
            above = place + 1
            while room < wanted and above < len(word) and lasts[word[above]] < tick:
                room += sizes[word[above]]
                above += 1
            work += above - below
            if room < wanted:
                return True, work
        return False, work


def layout_of(
    tight: int, word: Sequence[int], position: Sequence[int], twin: Sequence[int]
) -> Layout:
    """The `Layout` of tight tick `tight` filled as `word` (its buffers in
    address order)."""
    count = len(position)
    return (tight, *(position[index] * count + twin[index] for index in word))
