"""The analysis-only output: what the collector found, as attributes.

`merge-alloc{analysis-only}` changes nothing but attributes, so users and
tests can read the facts the planner will be given:

- `__mergealloc_lifetime = array<i64: SCOPE, first, last>` on every alloc
  (the reference's format; `-2, -2` when the address escapes or the alloc
  is carried into the next iteration of its loop, which has no one lifetime
  of its own, `-1, -1` when never used) and `__mergealloc_scope = SCOPE` on
  every scope op;
- `__mergealloc_first_use = array<i64: ALLOC, FIRST>` when the lifetime does
  not start at the first use because it was widened to an enclosing loop:
  the tick of the alloc itself and of the first use of the buffer or an
  alias. Otherwise the lifetime's own first tick is the first use, wherever
  the alloc is (hoisting an alloc upwards does not lengthen it);
- `__mergealloc_exclusive = array<i64: BRANCH, REGION>` on an alloc whose
  every use lies in region REGION of the branch op numbered BRANCH, which
  carries `__mergealloc_branch = BRANCH`: buffers of different regions of
  one branch op are never live together;
- `__mergealloc_bound = array<i64: B0, ...>` on an alloc of dynamic size:
  the upper bound each dynamic size is planned at (operand order), so its
  lifetime's slot holds the buffer at those sizes;
- `__mergealloc_inplace = array<i64: D0, R0, ...>` on an element-wise op
  (with `inplace`): its operand number R takes the bytes of its operand
  number D, which it reads for the last time.

Scope and branch ids count ops in order of first appearance. Only
`__mergealloc_lifetime` and `__mergealloc_scope` are always present (the
format tools and tests written for the reference read); the others appear
where they add something to them.
"""

from __future__ import annotations

from xdsl.dialects import builtin
from xdsl.ir import Operation

from merge_alloc.analysis.trace import UNTRACEABLE, FunctionTrace, RejectionKind

LIFETIME_ATTR = "__mergealloc_lifetime"
SCOPE_ATTR = "__mergealloc_scope"
FIRST_USE_ATTR = "__mergealloc_first_use"
EXCLUSIVE_ATTR = "__mergealloc_exclusive"
BRANCH_ATTR = "__mergealloc_branch"
BOUND_ATTR = "__mergealloc_bound"
INPLACE_ATTR = "__mergealloc_inplace"


def _i64_array(*values: int) -> builtin.DenseArrayBase:
    return builtin.DenseArrayBase.from_list(builtin.i64, values)


def annotate_lifetimes(functions: list[FunctionTrace]) -> None:
    """Attach the analysis-only attributes to every alloc of `functions`."""
    scope_ids: dict[Operation, int] = {}
    branch_ids: dict[Operation, int] = {}
    for function in functions:
        pairs: dict[Operation, list[int]] = {}
        for candidate in function.inplace:
            pairs.setdefault(candidate.op, []).extend(
                (candidate.donor_operand, candidate.reuser_operand)
            )
        for op, operands in pairs.items():
            op.attributes[INPLACE_ATTR] = _i64_array(*operands)
        for record in function.records:
            alloc = record.alloc
            scope_id = -1
            if record.scope is not None:
                scope_id = scope_ids.setdefault(record.scope, len(scope_ids))
                record.scope.attributes[SCOPE_ATTR] = builtin.IntegerAttr(scope_id, 64)
            first, last = record.first, record.last
            rejection = record.rejection
            if rejection is not None and rejection.kind is RejectionKind.LOOP_CARRIED:
                # One instance per iteration, two live at once: no lifetime
                # a single slot could have (what the reference shows for
                # every buffer yielded to a loop).
                first = last = UNTRACEABLE
            alloc.attributes[LIFETIME_ATTR] = _i64_array(scope_id, first, last)
            if first >= 0 and record.first_use != record.first:
                alloc.attributes[FIRST_USE_ATTR] = _i64_array(
                    record.alloc_tick, record.first_use
                )
            if record.bounds is not None:
                alloc.attributes[BOUND_ATTR] = _i64_array(*record.bounds)
            group = record.exclusive
            if group is not None:
                branch_id = branch_ids.setdefault(group.branch, len(branch_ids))
                group.branch.attributes[BRANCH_ATTR] = builtin.IntegerAttr(
                    branch_id, 64
                )
                alloc.attributes[EXCLUSIVE_ATTR] = _i64_array(branch_id, group.region)
