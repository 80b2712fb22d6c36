"""`tile_peaks`: a plan at the lower bound, built tight tick by tight tick.

A tick is *tight* when the bytes live there equal the lower bound: a plan at
the bound has no free byte there, the buffers live at that tick tile the
arena. Between two consecutive tight ticks the buffers live at both keep
their offsets, so the buffers that became live must fill exactly the bytes
the others left. `tile_peaks` walks the tight ticks in time order; at each
it fills the free bytes bottom up (the lowest free byte gets a buffer that
starts there and overlaps no placed buffer it conflicts with: first the one
that dies soonest after the buffer below, see `_Tiling.narrowed`), then
places by first fit the buffers live only between
the previous tight tick and this one; a dead end backtracks to the last
choice, within a budget of work. A filled tight tick whose layout failed
before, or that leaves a buffer too little room at its next tight tick, is
a dead end at once (`DeadEnds`, below).

Why it exists: bottom-up placement (`skyline.rise`) fills the arena level by
level over all ticks at once, and on the unrolled LSTMs of the network
corpus it keeps every step's gate buffers at the same offsets, which costs
one spare hidden-state slot above the bound; a plan at the bound must move a
gate buffer across the dying hidden state at every step (see "The LSTM
traces" in `docs/planners.md`), which filling each tight tick exactly finds.
The search is a complete enumeration of the tight ticks' tilings (up to
buffers with equal size and lifetime, which are interchangeable), but the
first fit of the other buffers is not, so it proves nothing when it fails.

It applies to lifetime conflicts without in-place hints, when every
alignment divides the greatest common divisor of the reserved sizes (then
every offset it builds, a sum of sizes, is aligned).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field
from math import gcd

from merge_alloc.planning.conflict_graph import ConflictGraph

# Dead ends of the tight-tick tiling (`peak_tiling.tile_peaks`), recognised
# before its search walks into them.
#
# The tiling fills the tight ticks in time order and backtracks to the last
# choice. On unrolled LSTMs of three layers a wrong choice in the second layer
# shows only at the start of the third, a dozen tight ticks later, and
# chronological backtracking then enumerates every tiling of the ticks in
# between, again and again (see "The LSTM traces" in `docs/planners.md`). Two
# rules cut that work without losing a plan:
#
# * *Failed layouts.* Once tight tick `k` is filled and the buffers before it
#   are placed, everything placed later is born after tick `k`, so it can
#   conflict only with buffers live at `k`: what follows depends on nothing
#   but the offsets of tick `k`'s buffers (buffers of equal size and lifetime
#   being interchangeable). A layout from which every continuation failed is
#   remembered, and another path that reaches it stops there. On
#   `lstm(6, 3, 650, 650)` the search filled the eleventh tight tick 2,937
#   times from 120 distinct layouts.
# * *Cornered buffers.* A buffer `m` live at tick `k` that dies before a later
#   tight tick `j` leaves its bytes to buffers live at `j`; those that overlap
#   its bytes must be born after it died, so the smallest of them must fit in
#   the stretch of the arena around `m` that buffers live at both `k` and `j`
#   leave free. Checked on each filled tight tick for every buffer and its
#   next tight tick: a stretch too short is a dead end (an LSTM's hidden state
#   boxed in by longer-lived states, where the next step's gate buffer cannot
#   reach it).
#
# Both rules only drop continuations that cannot succeed, so the search finds
# the plan it found before, with less work.

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


# The conflicting buffers the tight-tick tiling (`peak_tiling.tile_peaks`)
# can find placed when it places a buffer, from its tight ticks alone.
#
# The tiling places buffers in time order: each buffer live at a tight tick
# when that tick is filled (it became live since the tight tick before), each
# buffer live between two tight ticks (a *transient*) right after the later
# one is filled. What is placed by then and conflicts with it is few:
#
# * a buffer that became live at tight tick `k`: the buffers of tick `k - 1`
#   that died before `k` and after it became live (the other buffers of `k`
#   are kept apart by the filling itself, and nothing born later is placed);
# * a transient between ticks `k - 1` and `k`: the buffers of both ticks live
#   at some tick of its lifetime, and the transients before it in its group
#   whose lifetimes overlap its own. The buffers live at both ticks conflict
#   with every transient between them; they are listed once per group
#   (`Contacts.kept`), and the transient's own list holds the others.
#
# The full conflict lists (`ConflictGraph.neighbours`) hold every buffer
# live together: a hidden state of `lstm-3x200` that lives across a layer
# conflicts with thousands, and the lists of its 7,406 buffers (1.5 million
# conflicting pairs) cost 0.65 s of CPU time. These lists are built a group
# of transients at a time, from the two tight ticks around it (each tick's
# buffers once, each transient's own list once), when the search first gets
# there, and give the same placements.


class Contacts:
    """`near[i]`: the buffers conflicting with buffer `i` that the tiling may
    have placed when it places `i`, but for `kept[k]`, the buffers live at
    both tight ticks around the transients of group `k` (which conflict with
    each of them). Filled a group at a time (`prepare`), when the search
    first gets there: a search that gives up early pays for the groups it
    reached only."""

    def __init__(
        self,
        firsts: Sequence[int],
        lasts: Sequence[int],
        tights: Sequence[tuple[int, list[int]]],
        between: Sequence[list[int]],
    ) -> None:
        """`tights` are the tight ticks with their live buffers, `between[k]`
        the transients before tight tick `k` in time order (`between[-1]`:
        after the last one)."""
        self.firsts = firsts
        self.lasts = lasts
        self.tights = tights
        self.between = between
        self.near: list[list[int]] = [[] for _ in firsts]
        self.kept: list[list[int]] = [[] for _ in between]
        self.ready = bytearray(len(between))
        """Per group, whether `prepare` filled its lists."""

    def prepare(self, group: int) -> int:
        """Fill the lists of tight tick `group`'s newcomers and of the
        transients before it (once); the work, one unit per buffer of the
        two tight ticks around them and per transient."""
        if self.ready[group]:
            return 0
        self.ready[group] = 1
        firsts, lasts, tights = self.firsts, self.lasts, self.tights
        members = tights[group][1] if group < len(tights) else []
        previous = tights[group - 1][1] if group else []
        now, before = set(members), set(previous)
        self.kept[group] = [index for index in previous if index in now]
        dying = [index for index in previous if index not in now]
        newcomers = [index for index in members if index not in before]
        for index in newcomers:
            first = firsts[index]
            self.near[index] = [other for other in dying if lasts[other] >= first]
        active: list[int] = []
        for index in self.between[group]:
            first, last = firsts[index], lasts[index]
            active = [other for other in active if lasts[other] >= first]
            self.near[index] = [
                *(other for other in dying if lasts[other] >= first),
                *(other for other in newcomers if firsts[other] <= last),
                *active,
            ]
            active.append(index)
        return len(members) + len(previous) + len(self.between[group])


def placing_neighbours(
    firsts: Sequence[int],
    lasts: Sequence[int],
    tights: Sequence[tuple[int, list[int]]],
    between: Sequence[list[int]],
) -> Contacts:
    """`Contacts` with every group's lists filled."""
    contacts = Contacts(firsts, lasts, tights, between)
    for group in range(len(between)):
        contacts.prepare(group)
    return contacts


MAX_TIGHT_MEMBERS = 2_000_000
"""The most buffer-at-tight-tick memberships the search collects before it
gives up (a problem whose tight ticks hold this many is too large for it)."""

NO_BUFFER = -1
"""A choice that places nothing: every buffer of the tight tick was placed
before it."""


NOT_SEEN = -2
"""An offset no buffer has (unplaced is -1): `_Fitted.seen` before the first
call."""


@dataclass
class _Choice:
    """One point of the search: the free runs of tight tick `tight` (as
    `(start, end)` in units, lowest first) and the buffers still to place
    there; `candidates` are tried in turn at the lowest free unit."""

    tight: int
    runs: list[tuple[int, int]]
    remaining: list[int]
    candidates: list[int]
    next: int = 0
    chosen: int = NO_BUFFER
    transients: list[int] = field(default_factory=list[int])
    after: Layout | None = None
    """On a tight tick's first choice point, the layout of the tight tick
    before it (which failed when this point is exhausted)."""


@dataclass
class _Fitted:
    """One group's last `fit_group`: `starts[i]`, the offset found for
    `indices[i]` (for the buffers it reached), `costs[i]`, the work units of
    placing `indices[:i + 1]`; `outside`, the group's neighbours outside it
    (members of the tight ticks around it), `first_use[k]` the first
    position in `indices` next to `outside[k]`, `seen[k]` its offset then."""

    indices: Sequence[int]
    costs: list[int]
    outside: list[int]
    first_use: list[int]
    seen: list[int]
    starts: list[int] = field(default_factory=list[int])
    gaps: list[tuple[int, int]] = field(default_factory=list[tuple[int, int]])
    """The free stretches the buffers kept across the group left at the
    last call (they stand while `reuse` is above 0: none of them moved)."""

    @staticmethod
    def of(
        indices: Sequence[int],
        neighbours: Sequence[Sequence[int]],
        kept: Sequence[int],
    ) -> _Fitted:
        """The group `indices`, whose buffers each conflict with `kept` and
        their own `neighbours`."""
        members = set(indices)
        first_use: dict[int, int] = dict.fromkeys(kept, 0) if indices else {}
        costs: list[int] = []
        cost = 0
        for slot, index in enumerate(indices):
            cost += 2 + len(neighbours[index])
            costs.append(cost)
            for other in neighbours[index]:
                if other not in members and other not in first_use:
                    first_use[other] = slot
        outside = list(first_use)
        return _Fitted(
            indices,
            costs,
            outside,
            [first_use[other] for other in outside],
            [NOT_SEEN] * len(outside),
        )


class _Tiling:
    """The state of one search: offsets in units (-1: not placed)."""

    def __init__(
        self,
        graph: ConflictGraph,
        unit: int,
        budget: int,
        between: Sequence[list[int]],
        tights: Sequence[tuple[int, list[int]]],
    ) -> None:
        self.graph = graph
        self.tights = tights
        self.between = between
        """The buffers live at no tight tick, grouped by the tight tick that
        follows them (the last group: after the last tight tick)."""
        self.fitted: dict[int, _Fitted] = {}
        """What `fit_group` found last time, per group."""
        self.budget = budget
        self.sizes = [size // unit for size in graph.sizes]
        self.dead_ends = DeadEnds(graph.firsts, graph.lasts, self.sizes, tights)
        """The layouts known to fail and the room each buffer needs."""
        self.height = graph.lower_bound // unit
        contacts = self.contacts = Contacts(graph.firsts, graph.lasts, tights, between)
        self.neighbours = contacts.near
        """The conflicting buffers that may be placed when each buffer is
        (the neighbour lists above; the full lists cost more than the search on
        large traces)."""
        self.kept = contacts.kept
        """Per group, the buffers live at both tight ticks around it."""
        self.position = [-1] * len(graph)
        self.ending: dict[int, int] = {}
        """The buffer of the tight tick being filled that ends at each unit
        (set by `choice` and by each placement; `below` checks an entry
        before it trusts it, since backtracking leaves stale ones)."""
        self.spent: int = 0
        """The work so far: one unit per placement tried, per conflicting
        buffer it checks and per buffer a choice point looks at."""
        lasts, sizes = graph.lasts, self.sizes
        order = sorted(range(len(graph)), key=lambda i: (-lasts[i], -sizes[i], i))
        self.order = [0] * len(graph)
        """Each buffer's place in the order candidates are tried in at the
        bottom of the arena (and among equals elsewhere): latest-dying
        first, then largest (a buffer that dies late belongs low, under the
        ones that come and go). `choice` sorts a tight tick's buffers by it
        once; its choice points keep that order, but for `narrowed`'s."""
        for place, index in enumerate(order):
            self.order[index] = place
        twins: dict[tuple[int, int, int], int] = {}
        self.twin = [
            twins.setdefault((sizes[i], graph.firsts[i], lasts[i]), len(twins))
            for i in range(len(graph))
        ]
        """The same number for buffers of equal size and lifetime (a choice
        point tries one of them)."""

    def overlaps(self, index: int, start: int) -> bool:
        """Whether `index` at `start` shares a unit with a placed buffer it
        conflicts with."""
        end = start + self.sizes[index]
        position, sizes = self.position, self.sizes
        neighbours = self.neighbours[index]
        self.spent += 1 + len(neighbours)
        for other in neighbours:
            at = position[other]
            if at >= 0 and at < end and start < at + sizes[other]:
                return True
        return False

    def fit_group(self, group: int) -> list[int] | None:
        """Place the buffers of `between[group]` in turn at their lowest
        offset that overlaps no placed neighbour, below the bound (one pass
        over the neighbours sorted by offset); the placed indices, or None
        (and nothing placed) when one does not fit or the budget is spent.

        Most of the tiling's time goes here: on MiniMalloc's A-K it places
        the same group again and again after each change of the tight ticks'
        tilings, and fails. A buffer's offset depends only on its placed
        neighbours, which are the group's earlier buffers and members of the
        two tight ticks around the group; so the offsets of the last call
        stand up to the first buffer next to a member that moved since, and
        only the rest is placed again. The work counted is the same as
        placing them all (two units per buffer, one of them for the gaps the
        buffers kept across the group leave, plus one per other neighbour),
        so the budget runs out where it would without the reuse."""
        self.spent += self.contacts.prepare(group)
        fitted = self.fitted.get(group)
        if fitted is None:
            fitted = self.fitted[group] = _Fitted.of(
                self.between[group], self.neighbours, self.kept[group]
            )
        position, first_use, seen = self.position, fitted.first_use, fitted.seen
        # `outside` is in `first_use` order: the first member that moved
        # decides, and the members first next to a buffer the last call did
        # not reach do not matter.
        reuse = len(fitted.starts)
        for slot, other in enumerate(fitted.outside):
            if first_use[slot] >= reuse:
                break
            if position[other] != seen[slot]:
                reuse = first_use[slot]
                break
        del fitted.starts[reuse:]
        placed = self._place_group(fitted, reuse, self.kept[group])
        # The members next to the buffers placed again, as they were then.
        slot = bisect.bisect_left(first_use, reuse)
        while slot < len(first_use) and first_use[slot] < len(fitted.starts):
            seen[slot] = position[fitted.outside[slot]]
            slot += 1
        return placed

    def _place_group(
        self, fitted: _Fitted, reuse: int, kept: Sequence[int]
    ) -> list[int] | None:
        """`fit_group` from the offsets of the last call up to `reuse`; the
        group's buffers go in the gaps `kept` leaves (found again, one work
        unit per buffer of `kept`, when one of them moved; then one unit per
        buffer placed)."""
        position, sizes, neighbours = self.position, self.sizes, self.neighbours
        height, budget = self.height, self.budget
        indices, costs, starts = fitted.indices, fitted.costs, fitted.starts
        spent = self.spent
        placed: list[int] = []
        for index, start, cost in zip(indices, starts, costs, strict=False):
            if start + sizes[index] > height or spent + cost > budget:
                self.spent = spent + cost
                self.unplace(placed)
                return None
            position[index] = start
            placed.append(index)
        if reuse == len(indices):
            self.spent = spent + (costs[-1] if costs else 0)
            return placed
        gaps = fitted.gaps
        if reuse == 0 or not gaps:
            gaps.clear()
            free = 0
            for at, end in sorted(
                (position[other], position[other] + sizes[other]) for other in kept
            ):
                if at > free:
                    gaps.append((free, at))
                free = max(free, end)
            gaps.append((free, height))
            spent += len(kept)
        for index, cost in zip(indices[reuse:], costs[reuse:], strict=True):
            taken = sorted(
                (at, at + sizes[other])
                for other in neighbours[index]
                if (at := position[other]) >= 0
            )
            size = sizes[index]
            start = height
            for low, high in gaps:
                if high - low < size:
                    continue
                start = low
                for at, end in taken:
                    if at >= start + size:
                        break
                    if end > start:
                        start = end
                if start + size <= high:
                    break
                start = height
            starts.append(start)
            if start + size > height or spent + cost > budget:
                self.spent = spent + cost
                self.unplace(placed)
                return None
            position[index] = start
            placed.append(index)
        self.spent = spent + (costs[-1] if costs else 0)
        return placed

    def unplace(self, indices: Sequence[int]) -> None:
        for index in indices:
            self.position[index] = -1

    def choice(self, tight: int, members: Sequence[int]) -> _Choice:
        """The first choice point of tight tick `tight` (live `members`)."""
        position, sizes = self.position, self.sizes
        self.spent += len(members) + self.contacts.prepare(tight)
        remaining = sorted(
            (index for index in members if position[index] < 0),
            key=self.order.__getitem__,
        )
        taken = sorted(
            (position[index], position[index] + sizes[index])
            for index in members
            if position[index] >= 0
        )
        self.ending = {
            end: index
            for index in members
            if (end := position[index] + sizes[index]) > 0
        }
        runs: list[tuple[int, int]] = []
        free = 0
        for start, end in taken:
            if start > free:
                runs.append((free, start))
            free = max(free, end)
        if free < self.height:
            runs.append((free, self.height))
        return self.narrowed(tight, runs, remaining)

    def narrowed(
        self, tight: int, runs: list[tuple[int, int]], remaining: list[int]
    ) -> _Choice:
        """The choice point that fills the lowest free unit of `runs` with
        one of `remaining` (buffers of equal size and lifetime tried once):
        first the one that dies soonest after the buffer below that unit,
        then those dying before it, latest first, ties in `order`. Buffers
        that die together next to each other leave one free stretch, which
        the larger buffers of later tight ticks need: on unrolled LSTMs this
        puts each step's cell state next to the gate buffer that sweeps the
        hidden states, which the next layer's sweep depends on (see "The
        LSTM traces" in `docs/planners.md`)."""
        if not remaining:
            return _Choice(tight, runs, remaining, [NO_BUFFER])
        self.spent += len(remaining)
        sizes, twin = self.sizes, self.twin
        room = runs[0][1] - runs[0][0] if runs else 0
        seen: set[int] = set()
        candidates: list[int] = []
        for index in remaining:
            if sizes[index] <= room and twin[index] not in seen:
                seen.add(twin[index])
                candidates.append(index)
        below = self.below(tight, runs[0][0]) if runs else NO_BUFFER
        if below != NO_BUFFER and len(candidates) > 1:
            # Next to the buffer below, the one that dies soonest after it
            # (their bytes come free together), then those dying before it,
            # latest first: see "The LSTM traces" in docs/planners.md.
            lasts = self.graph.lasts
            anchor = lasts[below]
            self.spent += len(candidates)
            candidates.sort(
                key=lambda i: (
                    lasts[i] < anchor,
                    lasts[i] if lasts[i] >= anchor else -lasts[i],
                )
            )
        return _Choice(tight, runs, remaining, candidates)

    def below(self, tight: int, start: int) -> int:
        """The buffer of tight tick `tight` that ends at unit `start` (placed
        there or before), or `NO_BUFFER` at the bottom of the arena."""
        if start == 0:
            return NO_BUFFER
        position, sizes, graph = self.position, self.sizes, self.graph
        tick, members = self.tights[tight]
        index = self.ending.get(start, NO_BUFFER)
        if (
            index != NO_BUFFER
            and position[index] >= 0
            and position[index] + sizes[index] == start
            and graph.firsts[index] <= tick <= graph.lasts[index]
        ):
            return index
        self.spent += len(members)
        for index in members:
            if position[index] >= 0 and position[index] + sizes[index] == start:
                self.ending[start] = index
                return index
        return NO_BUFFER


BUFFERS_PER_TIGHT_TICK = 50
"""`repeats_peaks`: on a large problem the tiling runs only if the live bytes
meet the bound at least once per this many buffers. `lstm-3x200` meets it at
600 ticks (one per 12 buffers); a random trace of 20,000 buffers
(`synthetic.random_trace`) at one, where the tiling is first fit of all the
other buffers and spent 0.25 s to find nothing."""


def repeats_peaks(graph: ConflictGraph) -> bool:
    """Whether the live bytes meet the lower bound at a birth at least once
    per `BUFFERS_PER_TIGHT_TICK` buffers."""
    return tight_tick_count(graph) * BUFFERS_PER_TIGHT_TICK >= len(graph)


def tight_tick_count(graph: ConflictGraph) -> int:
    """How many ticks `tight_ticks` finds, counted with numpy (for large
    problems, where `tight_ticks` alone would cost a tenth of a second)."""
    import numpy as np

    firsts = np.asarray(graph.firsts, dtype=np.int64)
    sizes = np.asarray(graph.sizes, dtype=np.int64)
    ticks = np.concatenate([firsts, np.asarray(graph.lasts, dtype=np.int64) + 1])
    order = np.argsort(ticks, kind="stable")
    live = np.cumsum(np.concatenate([sizes, -sizes])[order])
    ordered = ticks[order]
    # The live bytes after every event of a tick (a buffer is gone the tick
    # after its last), at each tick where a buffer is born.
    after = np.searchsorted(ordered, np.unique(firsts), side="right") - 1
    return int(np.count_nonzero(live[after] == graph.lower_bound))


def tight_ticks(
    graph: ConflictGraph, most: int = MAX_TIGHT_MEMBERS
) -> list[tuple[int, list[int]]] | None:
    """`(tick, live indices)` at every tick where a buffer becomes live and
    the live reserved bytes equal the lower bound, in time order; None when
    they hold more than `most` memberships (at most `MAX_TIGHT_MEMBERS`)."""
    most = min(most, MAX_TIGHT_MEMBERS)
    births: dict[int, list[int]] = {}
    deaths: dict[int, list[int]] = {}
    for index, (first, last) in enumerate(zip(graph.firsts, graph.lasts, strict=True)):
        births.setdefault(first, []).append(index)
        deaths.setdefault(last, []).append(index)
    live: set[int] = set()
    total = 0
    found: list[tuple[int, list[int]]] = []
    members = 0
    bound, sizes = graph.lower_bound, graph.sizes
    for tick in sorted(births.keys() | deaths.keys()):
        born = births.get(tick, [])
        live.update(born)
        total += sum(sizes[index] for index in born)
        if born and total == bound:
            members += len(live)
            if members > most:
                return None
            found.append((tick, sorted(live)))
        for index in deaths.get(tick, []):
            live.discard(index)
            total -= sizes[index]
    return found


def tile_peaks(graph: ConflictGraph, budget: int) -> list[int] | None:
    """Offsets (one per index) of a plan whose arena is `graph`'s lower
    bound, found within `budget` work units (a placement tried costs one
    plus the buffers it conflicts with), or None (see the module docstring
    for when it applies)."""
    problem = graph.problem
    if graph.explicit or problem.inplace or not graph.sizes:
        return None
    unit = 0
    for size in graph.sizes:
        unit = gcd(unit, size)
    if any(unit % alignment for alignment in graph.alignments):
        return None
    # Filling a tight tick costs at least one unit per member (`choice`),
    # and checking the filled tick `SCAN_WORK` more (`DeadEnds.cornered`;
    # the last tick's check comes after the last look at the budget): a
    # problem whose tight ticks hold more than the budget affords cannot be
    # tiled within it, and is not tried (a 13,002-buffer LSTM whose 1,000
    # inputs are live at each of its 1,000 tight ticks spent its whole
    # budget, half a second, on the first 131 of them).
    # (Collecting stops past the members that budget could afford even with
    # the last tick, at most every buffer, unchecked.)
    tights = tight_ticks(graph, budget // (1 + SCAN_WORK) + len(graph))
    if not tights:
        return None
    members = sum(len(live) for _, live in tights)
    if (1 + SCAN_WORK) * members - SCAN_WORK * len(tights[-1][1]) > budget:
        return None
    in_tight = bytearray(len(graph))
    for _, members in tights:
        for index in members:
            in_tight[index] = 1
    ticks = [tick for tick, _ in tights]
    # Buffers live at no tight tick, grouped by the tight tick that follows
    # them (the last group: after the last tight tick), in time order.
    between: list[list[int]] = [[] for _ in range(len(tights) + 1)]
    for index in sorted(range(len(graph)), key=lambda i: (graph.firsts[i], i)):
        if not in_tight[index]:
            between[bisect.bisect_right(ticks, graph.firsts[index])].append(index)
    tiling = _Tiling(graph, unit, budget, between, tights)
    found = _search(tiling, tights)
    if not found:
        return None
    return [start * unit for start in tiling.position]


def _search(
    tiling: _Tiling,
    tights: Sequence[tuple[int, list[int]]],
) -> bool:
    """The depth-first search over the tight ticks' tilings (iterative: a
    trace has hundreds of tight ticks and thousands of choices deep)."""
    position, sizes = tiling.position, tiling.sizes
    dead_ends = tiling.dead_ends
    stack = [tiling.choice(0, tights[0][1])]
    while stack:
        point = stack[-1]
        tiling.unplace(point.transients)
        point.transients = []
        if point.chosen != NO_BUFFER:
            position[point.chosen] = -1
            point.chosen = NO_BUFFER
        if point.next >= len(point.candidates):
            stack.pop()
            if point.after is not None:
                dead_ends.failed.add(point.after)
            continue
        index = point.candidates[point.next]
        point.next += 1
        if tiling.spent > tiling.budget:
            return False
        runs, remaining = point.runs, point.remaining
        if index != NO_BUFFER:
            start, end = runs[0]
            if tiling.overlaps(index, start):
                continue
            position[index] = start
            tiling.ending[start + sizes[index]] = index
            point.chosen = index
            runs = (
                runs[1:]
                if start + sizes[index] == end
                else [
                    (start + sizes[index], end),
                    *runs[1:],
                ]
            )
            remaining = [other for other in remaining if other != index]
            if remaining:
                stack.append(tiling.narrowed(point.tight, runs, remaining))
                continue
        # The tight tick is filled: the buffers live only before it next,
        # unless the layout is a dead end (`peak_tiling.DeadEnds`).
        word = sorted(tights[point.tight][1], key=position.__getitem__)
        since = tights[point.tight - 1][0] if point.tight else -1
        cornered, work = dead_ends.cornered(word, since)
        tiling.spent += work
        if cornered:
            continue
        placed = tiling.fit_group(point.tight)
        if placed is None:
            continue
        point.transients = placed
        following = point.tight + 1
        if following < len(tights):
            layout = layout_of(point.tight, word, position, tiling.twin)
            tiling.spent += len(word)
            if layout in dead_ends.failed:
                continue
            first = tiling.choice(following, tights[following][1])
            first.after = layout
            stack.append(first)
            continue
        if tiling.fit_group(following) is not None:
            return True
    return False
