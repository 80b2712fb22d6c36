"""`--dim-bound [@FUNC:]ARG:DIM=MAX`: a dynamic dimension's bound, given once.

A model exported with a dynamic sequence length (torch.export's
`Dim("seq", max=512)`) loses the bound on the way to linalg-on-tensors, and
the allocs bufferization generates have no attribute a user could add. The
option writes `{merge_alloc.dim_bounds = array<i64: ...>}` on the entry
function's argument before the pipeline runs: one-shot bufferization keeps
argument attributes, and merge-alloc's range analysis bounds every size
computed from that dimension (`merge_alloc.analysis.upper_bounds`). The
entry function is the one named, else the module's only public function
with a body.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import builtin, func
from xdsl.ir import Attribute

from merge_alloc.analysis.upper_bounds import DIM_BOUNDS_ATTR, argument_dim_bounds

_SPEC = re.compile(
    r"(?:@(?P<function>[A-Za-z_.$\-][\w.$\-]*):)?(?P<arg>\d+):(?P<dim>\d+)=(?P<max>\d+)"
)


@dataclass(frozen=True, slots=True)
class DimBound:
    """Dimension `dimension` of argument `argument` of `function` (None: the
    entry function) is at most `maximum`."""

    function: str | None
    argument: int
    dimension: int
    maximum: int

    @staticmethod
    def parse(text: str) -> DimBound:
        """`[@FUNC:]ARG:DIM=MAX`; raises ValueError (one line) otherwise."""
        match = _SPEC.fullmatch(text.strip())
        if match is None:
            raise ValueError(
                f"--dim-bound {text!r}: expected [@FUNC:]ARG:DIM=MAX, e.g. 0:1=512 "
                "(argument 0, dimension 1, at most 512)"
            )
        maximum = int(match["max"])
        if maximum < 1:
            raise ValueError(f"--dim-bound {text!r}: the maximum must be at least 1")
        return DimBound(
            match["function"], int(match["arg"]), int(match["dim"]), maximum
        )

    def spelled(self) -> str:
        prefix = "" if self.function is None else f"@{self.function}:"
        return f"{prefix}{self.argument}:{self.dimension}={self.maximum}"


def _entry(module: builtin.ModuleOp, bound: DimBound) -> func.FuncOp:
    functions = [op for op in module.ops if isinstance(op, func.FuncOp)]
    if bound.function is not None:
        named = [f for f in functions if f.sym_name.data == bound.function]
        if not named:
            raise ValueError(
                f"--dim-bound {bound.spelled()}: no function @{bound.function}"
            )
        return named[0]
    entries = [
        f
        for f in functions
        if f.body.blocks
        and (f.sym_visibility is None or f.sym_visibility.data == "public")
    ]
    if len(entries) != 1:
        names = ", ".join(f"@{f.sym_name.data}" for f in entries) or "none"
        raise ValueError(
            f"--dim-bound {bound.spelled()}: the module has {len(entries)} public "
            f"functions with a body ({names}): name one, e.g. "
            f"@NAME:{bound.argument}:{bound.dimension}={bound.maximum}"
        )
    return entries[0]


def apply_dim_bounds(module: builtin.ModuleOp, bounds: Sequence[DimBound]) -> None:
    """Write each bound into its function argument's `merge_alloc.dim_bounds`
    (merged with one already there: the smaller wins). Raises ValueError (one
    line) on an argument or dimension that does not exist or is static."""
    for bound in bounds:
        function = _entry(module, bound)
        inputs = function.function_type.inputs.data
        where = f"--dim-bound {bound.spelled()}"
        if bound.argument >= len(inputs):
            raise ValueError(
                f"{where}: @{function.sym_name.data} has {len(inputs)} arguments"
            )
        kind = inputs[bound.argument]
        if not isinstance(kind, builtin.ShapedType):
            raise ValueError(
                f"{where}: argument #{bound.argument} is {kind}, not shaped"
            )
        shape = kind.get_shape()
        if bound.dimension >= len(shape):
            raise ValueError(
                f"{where}: argument #{bound.argument} ({kind}) has rank {len(shape)}"
            )
        if shape[bound.dimension] >= 0:
            raise ValueError(
                f"{where}: dimension {bound.dimension} of argument #{bound.argument} "
                f"({kind}) is static"
            )
        entries = list(
            argument_dim_bounds(function, bound.argument) or [None] * len(shape)
        )
        old = entries[bound.dimension]
        entries[bound.dimension] = (
            bound.maximum if old is None else min(old, bound.maximum)
        )
        attrs: list[dict[str, Attribute]] = (
            [dict(a.data) for a in function.arg_attrs.data]
            if function.arg_attrs is not None
            else [{} for _ in inputs]
        )
        attrs[bound.argument][DIM_BOUNDS_ATTR] = builtin.DenseArrayBase.from_list(
            builtin.i64, [-1 if e is None else e for e in entries]
        )
        function.arg_attrs = builtin.ArrayAttr(
            [builtin.DictionaryAttr(a) for a in attrs]
        )
