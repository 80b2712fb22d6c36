"""MLIR op interfaces that xDSL 0.74 does not model, answered for xDSL ops.

The reference pass asks MLIR's interfaces (ViewLikeOpInterface,
RegionBranchOpInterface, LoopLikeOpInterface, the ReturnLike and
AutomaticAllocationScope traits, MemoryEffectOpInterface). xDSL has memory
effect traits but none of the others, and only `func.return` is ReturnLike. This
module is the single place that maps xDSL op classes to those interfaces, so the
analysis code reads like its MLIR counterpart and a new dialect is taught to the
pass here, not in the analysis.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import affine, builtin, func, gpu, memref, scf
from xdsl.dialects.linalg.ops import YieldOp as LinalgYieldOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffect, RecursiveMemoryEffect

from merge_alloc.dialects import ForallOp
from merge_alloc.dialects.linalg_effects import is_structured, linalg_effects

VIEW_LIKE: tuple[type[Operation], ...] = (
    memref.SubviewOp,
    memref.ViewOp,
    memref.CastOp,
    memref.ReinterpretCastOp,
    memref.ExpandShapeOp,
    memref.CollapseShapeOp,
    memref.MemorySpaceCastOp,
    memref.ExtractStridedMetaDataOp,
)
"""Ops whose (first) memref result is a view of their first operand
(ViewLikeOpInterface). `extract_strided_metadata`'s base buffer is the same
memory at offset zero: an alias, not an access and not an escape."""

RETURN_LIKE: tuple[type[Operation], ...] = (
    func.ReturnOp,
    scf.YieldOp,
    affine.YieldOp,
    LinalgYieldOp,
    memref.AllocaScopeReturnOp,
)
"""Terminators that hand values back to their parent op (the ReturnLike trait).
`scf.condition` and `scf.reduce.return` are deliberately absent, as in MLIR."""

LOOP_LIKE: tuple[type[Operation], ...] = (
    scf.ForOp,
    scf.WhileOp,
    ForallOp,
    scf.ParallelOp,
    affine.ForOp,
    affine.ParallelOp,
)
"""Ops implementing LoopLikeOpInterface: a value yielded to them escapes an
iteration, so the buffer behind it cannot be given a fixed slot."""

REGION_BRANCH: tuple[type[Operation], ...] = (
    scf.ForOp,
    scf.IfOp,
    scf.WhileOp,
    scf.ExecuteRegionOp,
    scf.IndexSwitchOp,
    scf.ParallelOp,
    ForallOp,
    affine.ForOp,
    affine.IfOp,
    memref.AllocaScopeOp,
)
"""Region ops whose control flow between regions is known
(RegionBranchOpInterface). Buffer accesses directly inside any other region op
cannot be ordered, so the pass refuses them."""

ALLOCATION_SCOPES: tuple[type[Operation], ...] = (
    func.FuncOp,
    scf.ForOp,
    ForallOp,
    scf.ParallelOp,
    affine.ForOp,
    affine.ParallelOp,
    memref.AllocaScopeOp,
    gpu.LaunchOp,
)
"""Ops with the AutomaticAllocationScope trait in MLIR: candidates to hold a
merged buffer. `scf.for` is one in MLIR but merge-alloc always looks past it."""

POINTER_ESCAPES: tuple[type[Operation], ...] = (memref.ExtractAlignedPointerAsIndexOp,)
"""Ops that turn the address of their memref operand into an integer. The
collector lets it pass when the integer is only compared
(`merge_alloc.analysis.address_uses`)."""

SHAPE_QUERIES: tuple[type[Operation], ...] = (memref.DimOp, memref.RankOp)
"""Effect-free ops that read only the type/shape of a memref operand."""

RECURSIVE_EFFECTS: tuple[type[Operation], ...] = (memref.AllocaScopeOp,)
"""Ops with MLIR's RecursiveMemoryEffects (their effects are their body's) for
which xDSL declares no effects at all. Kept here rather than added to the ops:
the plugin must not change what stock xDSL passes do with them."""

EFFECT_FREE: tuple[type[Operation], ...] = (memref.AllocaScopeReturnOp,)
"""Ops that are Pure in MLIR but declare no effects in xDSL (see above)."""


def view_source(op: Operation) -> SSAValue | None:
    """The viewed operand of a view-like op, else None."""
    if isinstance(op, VIEW_LIKE):
        return op.operands[0]
    return None


def is_return_like(op: Operation) -> bool:
    return isinstance(op, RETURN_LIKE)


def is_loop_like(op: Operation) -> bool:
    return isinstance(op, LOOP_LIKE)


def is_region_branch(op: Operation) -> bool:
    return isinstance(op, REGION_BRANCH)


def runs_regions_in_place(op: Operation) -> bool:
    """Whether the pass can order accesses inside `op`'s regions.

    True for RegionBranchOpInterface ops and for linalg ops with a body
    (structured ops, `linalg.map`, `linalg.reduce`, `linalg.broadcast`): a
    linalg body is a scalar computation run per element while the op executes,
    so a buffer read in it (`memref.load` after bufferizing `tensor.extract`)
    is simply live for the duration of the op. The reference rejected the
    latter; anything else with regions (`gpu.launch`, unknown ops) stays
    refused, since it may run its regions later or concurrently.
    """
    return isinstance(op, REGION_BRANCH) or is_structured(op)


def is_allocation_scope(op: Operation) -> bool:
    return isinstance(op, ALLOCATION_SCOPES)


def is_memref(value: SSAValue) -> bool:
    return isinstance(value.type, builtin.MemRefType | builtin.UnrankedMemRefType)


def escaping_operands(op: Operation) -> Sequence[SSAValue]:
    """Memref operands whose address `op` lets leave the analysis.

    See docs/lifetimes.md, "Escapes".

    Pointer extraction; storing a memref into memory; and any effect-free op
    that turns a memref into a non-memref value (e.g.
    `builtin.unrealized_conversion_cast` to an LLVM struct), because such an op
    hides the pointer without anything the analysis would see as an access.
    """
    if isinstance(op, POINTER_ESCAPES):
        return [v for v in op.operands if is_memref(v)]
    if isinstance(op, memref.StoreOp):
        return [op.value] if is_memref(op.value) else []
    if isinstance(op, (*SHAPE_QUERIES, *VIEW_LIKE, memref.AllocOp)):
        return []
    if any(is_memref(v) for v in op.operands) and not all(
        is_memref(r) for r in op.results
    ):
        effects = op.get_traits_of_type(MemoryEffect)
        if (
            effects
            and not op.regions
            and all(
                not isinstance(t, RecursiveMemoryEffect) and t.get_effects(op) == set()
                for t in effects
            )
        ):
            return [v for v in op.operands if is_memref(v)]
    return []


class EffectOracle:
    """Answers MLIR's `isMemoryEffectFree(op)` with a per-op cache.

    xDSL's `get_effects` recomputes recursive effects by walking the whole body
    of a region op on every call; the tick walk asks for every region op it
    meets, which would make nested loops quadratic. Effects never change during
    the analysis, so one answer per op is enough.
    """

    def __init__(self) -> None:
        self._free: dict[Operation, bool] = {}

    def is_free(self, op: Operation) -> bool:
        known = self._free.get(op)
        if known is not None:
            return known
        answer = self._compute(op)
        self._free[op] = answer
        return answer

    def _compute(self, op: Operation) -> bool:
        if isinstance(op, EFFECT_FREE):
            return True
        traits = op.get_traits_of_type(MemoryEffect)
        recursive = isinstance(op, RECURSIVE_EFFECTS)
        if not traits and not recursive:
            # Without the trait, effects are unknown (not free), unregistered
            # ops included; except for xDSL's own linalg ops (e.g. built by
            # its transforms), which get MLIR's rule as ours do: ins buffers
            # read, outs buffers written, nothing on tensors.
            effects = linalg_effects(op)
            return effects is not None and not effects
        for trait in traits:
            if isinstance(trait, RecursiveMemoryEffect):
                recursive = True
                continue
            effects = trait.get_effects(op)
            if effects is None or effects:
                return False
        if recursive:
            return all(
                self.is_free(child)
                for region in op.regions
                for block in region.blocks
                for child in block.ops
            )
        return True
