"""The conflicting buffers the tight-tick tiling (`peak_tiling.tile_peaks`)
can find placed when it places a buffer, from its tight ticks alone.

The tiling places buffers in time order: each buffer live at a tight tick
when that tick is filled (it became live since the tight tick before), each
buffer live between two tight ticks (a *transient*) right after the later
one is filled. What is placed by then and conflicts with it is few:

* a buffer that became live at tight tick `k`: the buffers of tick `k - 1`
  that died before `k` and after it became live (the other buffers of `k`
  are kept apart by the filling itself, and nothing born later is placed);
* a transient between ticks `k - 1` and `k`: the buffers of both ticks live
  at some tick of its lifetime, and the transients before it in its group
  whose lifetimes overlap its own. The buffers live at both ticks conflict
  with every transient between them; they are listed once per group
  (`Contacts.kept`), and the transient's own list holds the others.

The full conflict lists (`ConflictGraph.neighbours`) hold every buffer
live together: a hidden state of `lstm-3x200` that lives across a layer
conflicts with thousands, and the lists of its 7,406 buffers (1.5 million
conflicting pairs) cost 0.65 s of CPU time. These lists are built a group
of transients at a time, from the two tight ticks around it (each tick's
buffers once, each transient's own list once), when the search first gets
there, and give the same placements.
"""

from __future__ import annotations

from collections.abc import Sequence


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
