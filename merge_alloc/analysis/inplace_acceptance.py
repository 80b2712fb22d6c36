"""Which in-place candidates the lifetimes allow (rules 5 and 6 of
`merge_alloc.analysis.inplace_candidates`).

The walk finds candidate pairs (an op that may write its result over an
input's buffer); once the buffers have their final lifetimes and slots, a
pair is accepted only if the donor dies and the reuser is born at that op,
in the same loop iterations, with the same slot. Each donor and each reuser
is used at most once; the accepted pairs become the traces' in-place hints.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from xdsl.dialects import memref

from merge_alloc.analysis.inplace_candidates import InplaceCandidate, same_iterations
from merge_alloc.analysis.trace import LifetimeTrace, TracedBuffer

LifetimeRule = Callable[[InplaceCandidate, TracedBuffer, TracedBuffer], bool]
"""`(candidate, donor's buffer, reuser's buffer) -> accepted`."""


def lifetimes_allow(
    candidate: InplaceCandidate, given: TracedBuffer, taken: TracedBuffer
) -> bool:
    """Rules 5 and 6 of `merge_alloc.analysis.inplace_candidates` for one
    candidate pair."""
    return (
        given.last == candidate.tick
        and taken.first == candidate.tick
        and given.hoisted_past == taken.hoisted_past
        and given.slot_size == taken.slot_size
        and taken.size <= given.size
        and same_iterations(candidate.op, candidate.donor, candidate.reuser)
    )


def accept_inplace(
    candidates: Sequence[InplaceCandidate],
    placed: Mapping[memref.AllocOp, tuple[LifetimeTrace, int]],
    allow: LifetimeRule = lifetimes_allow,
) -> list[InplaceCandidate]:
    """The candidates whose lifetimes allow in-place reuse (rules 5 and 6
    of `merge_alloc.analysis.inplace_candidates`), each donor and reuser at
    most once; their traces get the hints."""
    accepted: list[InplaceCandidate] = []
    donors: set[memref.AllocOp] = set()
    reusers: set[memref.AllocOp] = set()
    for candidate in candidates:
        donor, reuser = candidate.donor, candidate.reuser
        if donor in donors or reuser in reusers:
            continue
        if donor not in placed or reuser not in placed:
            continue
        group, donor_index = placed[donor]
        other, reuser_index = placed[reuser]
        if group is not other:
            continue
        given, taken = group.buffers[donor_index], group.buffers[reuser_index]
        if not allow(candidate, given, taken):
            continue
        group.inplace.append((donor_index, reuser_index))
        donors.add(donor)
        reusers.add(reuser)
        accepted.append(candidate)
    return accepted
