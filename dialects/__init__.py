"""xDSL dialect additions needed by merge-alloc.

xDSL 0.74 lacks ``scf.forall`` (with its ``scf.forall.in_parallel``
terminator), ``#gpu.address_space<...>`` and several of MLIR's custom op
syntaxes that real MLIR output uses.  This package defines them:

* new ops and attributes are IRDL definitions (``scf_forall``, ``gpu_attrs``);
* every linalg op of MLIR 22, with MLIR's bodies and memory effects
  (``linalg_*`` modules, listed in ``linalg_dialect``);
* missing syntaxes are plain subclasses of xDSL's ops overriding only
  ``parse``/``print`` (``*_syntax`` modules): xDSL rejects re-running
  ``irdl_op_definition`` on a subclass, and subclasses keep ``isinstance``
  checks against xDSL's classes working.  Ops that xDSL itself creates (for
  instance in canonicalization patterns) are instances of xDSL's classes, so
  test ``isinstance`` against xDSL's classes, not ours.

* ops MLIR 22 writes that xDSL lacks: ``memref.prefetch`` (``memref_prefetch``),
  ``vector.print`` with its punctuation attribute (``vector_print``),
  ``bufferization.dealloc`` (``bufferization_dealloc``) and ``memref.realloc``
  (``memref_realloc``), the last two with the free effects the pass reads;
  ``memref.reshape``, a view of its source that reads its shape buffer
  (``memref_reshape``), ``memref.dma_start``/``dma_wait`` with MLIR's operand
  list and effects (``memref_dma``), ``tensor.rank`` (``tensor_rank``),
  ``tensor.gather``/``scatter`` (``tensor_gather_scatter``) and
  ``bufferization.dealloc_tensor``, which frees its operand
  (``bufferization_dealloc_tensor``);
* the ops of vectorized and runtime-verified programs (docs/upstream.md,
  entry 15): ``vector.contract``, ``transpose``, ``outerproduct``, the
  strided slices, ``scan`` and the masked accesses ``gather``/``scatter``/
  ``expandload``/``compressstore``, which read or write their base memref,
  ``step``, ``from_elements``/``to_elements``, ``interleave``/``deinterleave``
  and ``vector.mask`` (``vector_ops``); the whole ``index`` dialect, which xDSL lacks
  (``index_dialect``); ``llvm.mlir.poison`` and the matrix intrinsics
  (``llvm_ops``);
* operands xDSL types more narrowly than MLIR (``memref.rank`` and
  ``memref.copy`` of unranked memrefs) are widened on the subclass
  (``operand_constraints``);
* verifiers stricter than MLIR's are subclasses overriding only ``verify_``
  (``tensor_shapes``: rank-0 ``tensor.expand_shape``, ``tensor.pad`` to a
  stated static size) or replacements under xDSL's names with MLIR's
  constraints (``bufferization_casts``: ``bufferization.to_buffer`` and
  ``materialize_in_destination`` to buffers with a layout or memory space);
* builtin syntax no dialect registration reaches is fixed by the one module
  that changes xDSL (``xdsl_patch``, for xDSL 0.74.0 only): float constants
  keep their exact bits (``exact_float_syntax``, arithmetic in
  ``float_encoding``), shapes may be written with spaces (``spaced_shapes``),
  semi-affine maps parse (``semi_affine``), memref types are read without an
  identity layout or a memory space of 0, as MLIR builds them
  (``canonical_memref_types``).

Importing this package changes nothing in xDSL and imports none of its
modules: each public name is imported when first used, so the pass pays only
for the modules it uses. ``register_dialects(ctx)`` registers the extended
dialects into a Python ``Context`` (and installs
``xdsl_patch``); ``extended_context()`` makes such a context for the
``xdsl-opt`` runs that name merge-alloc and for ``merge-alloc-opt``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .affine_syntax import AffineIfOp, AffineParallelOp
    from .arith_syntax import SelectOp
    from .gpu_attrs import (
        AddressSpace,
        AddressSpaceAttr,
        BlockMappingAttr,
        LaneMappingAttr,
        MappingId,
        MemorySpaceMappingAttr,
        ThreadMappingAttr,
        WarpgroupMappingAttr,
        WarpMappingAttr,
    )
    from .gpu_syntax import LaunchOp
    from .memref_prefetch import PrefetchOp
    from .memref_syntax import (
        AllocaScopeOp,
        AllocaScopeReturnOp,
        CastOp,
        CopyOp,
        ExtractAlignedPointerAsIndexOp,
        GlobalOp,
    )
    from .registration import (
        all_dialect_factories,
        extend_dialect,
        extended_context,
        get_extended_dialect,
        register_dialects,
    )
    from .scf_forall import ForallOp, InParallelOp, MixedIndex, constant_index_value
    from .scf_syntax import IfOp, ParallelOp, WhileOp
    from .vector_print import PrintPunctuation, PrintPunctuationAttr

_SOURCES: dict[str, str] = {
    "AddressSpace": "gpu_attrs",
    "AddressSpaceAttr": "gpu_attrs",
    "AffineIfOp": "affine_syntax",
    "AffineParallelOp": "affine_syntax",
    "AllocaScopeOp": "memref_syntax",
    "AllocaScopeReturnOp": "memref_syntax",
    "BlockMappingAttr": "gpu_attrs",
    "CastOp": "memref_syntax",
    "CopyOp": "memref_syntax",
    "ExtractAlignedPointerAsIndexOp": "memref_syntax",
    "ForallOp": "scf_forall",
    "GlobalOp": "memref_syntax",
    "IfOp": "scf_syntax",
    "InParallelOp": "scf_forall",
    "LaneMappingAttr": "gpu_attrs",
    "LaunchOp": "gpu_syntax",
    "MappingId": "gpu_attrs",
    "MemorySpaceMappingAttr": "gpu_attrs",
    "MixedIndex": "scf_forall",
    "ParallelOp": "scf_syntax",
    "PrefetchOp": "memref_prefetch",
    "PrintPunctuation": "vector_print",
    "PrintPunctuationAttr": "vector_print",
    "SelectOp": "arith_syntax",
    "ThreadMappingAttr": "gpu_attrs",
    "WarpMappingAttr": "gpu_attrs",
    "WarpgroupMappingAttr": "gpu_attrs",
    "WhileOp": "scf_syntax",
    "all_dialect_factories": "registration",
    "constant_index_value": "scf_forall",
    "extend_dialect": "registration",
    "extended_context": "registration",
    "get_extended_dialect": "registration",
    "register_dialects": "registration",
}
"""Where each public name lives: a name is imported when first used, so
importing one module of this package (as the pass does) loads no other."""


def __getattr__(name: str) -> object:
    module = _SOURCES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "AddressSpace",
    "AddressSpaceAttr",
    "AffineIfOp",
    "AffineParallelOp",
    "AllocaScopeOp",
    "AllocaScopeReturnOp",
    "BlockMappingAttr",
    "CastOp",
    "CopyOp",
    "ExtractAlignedPointerAsIndexOp",
    "ForallOp",
    "GlobalOp",
    "IfOp",
    "InParallelOp",
    "LaneMappingAttr",
    "LaunchOp",
    "MappingId",
    "MemorySpaceMappingAttr",
    "MixedIndex",
    "ParallelOp",
    "PrefetchOp",
    "PrintPunctuation",
    "PrintPunctuationAttr",
    "SelectOp",
    "ThreadMappingAttr",
    "WarpMappingAttr",
    "WarpgroupMappingAttr",
    "WhileOp",
    "all_dialect_factories",
    "constant_index_value",
    "extend_dialect",
    "extended_context",
    "get_extended_dialect",
    "register_dialects",
]
