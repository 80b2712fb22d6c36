"""placeholder"""
from xdsl.dialects import affine
from xdsl.ir import Operation


class AffineIfOp(affine.IfOp):
    pass


class AffineParallelOp(affine.ParallelOp):
    pass


AFFINE_SYNTAX_OPS: tuple[type[Operation], ...] = (AffineIfOp, AffineParallelOp)
