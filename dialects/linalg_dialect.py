"""Every linalg op and attribute merge-alloc adds to (or replaces in) xDSL's
``linalg`` dialect, for `registration`.

This covers every
op ``mlir-opt`` 22 registers in the linalg dialect. Ours replace xDSL's ops of
the same name (``linalg.matmul``, ``linalg.fill``, the convolutions, ...):
xDSL's bodies differ from MLIR's (accumulator on the wrong side, no operand
casts, ``linalg.pooling_nchw_max`` maximising against the window operand),
their syntax misses MLIR 22's forms (``indexing_maps = [...]``, short-form
``linalg.reduce``, trailing attribute dictionaries), ``linalg.index`` is only
allowed in ``linalg.generic``, and none has memory effects.
"""

from __future__ import annotations

from xdsl.ir import Attribute, Operation

from .linalg_aggregate import AGGREGATE_OPS
from .linalg_attrs import LINALG_EXTRA_ATTRIBUTES
from .linalg_body_ops import IndexOp, YieldOp
from .linalg_contraction import CONTRACTION_OPS
from .linalg_generic import GenericOp
from .linalg_map_reduce import MAP_REDUCE_OPS
from .linalg_named import NAMED_OPS

LINALG_OPS: tuple[type[Operation], ...] = (
    IndexOp,
    YieldOp,
    GenericOp,
    *NAMED_OPS.values(),
    *CONTRACTION_OPS,
    *MAP_REDUCE_OPS,
    *AGGREGATE_OPS,
)
LINALG_ATTRIBUTES: tuple[type[Attribute], ...] = LINALG_EXTRA_ATTRIBUTES
