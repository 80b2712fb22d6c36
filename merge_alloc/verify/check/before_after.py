"""The plan against the program it was made from: the same functions, one
view or untouched alloc per alloc of ``before``, and each view's required
alignment taken from the alloc it replaces."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import cast

from xdsl.dialects.builtin import AffineMapAttr, MemRefType, ModuleOp, NoneAttr
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineMap

from merge_alloc.verify.check.liveness import workspace_parameter
from merge_alloc.verify.check.structure import op_name
from merge_alloc.verify.check.views import INPUT_ATTR, MergedBuffer
from merge_alloc.verify.check.violations import MISMATCH, Reporter


def _sym(op: Operation) -> str:
    sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
    data = getattr(sym, "data", None)
    return "@" + data if isinstance(data, str) else "@?"


def _type_key(value_type: Attribute) -> str:
    """The type as MLIR compares it: a memref whose layout is the identity
    `affine_map` is the memref without layout (MLIR drops the map when it
    builds the type; xDSL keeps it, and a view may only have the second)."""
    if not isinstance(value_type, MemRefType):
        return str(value_type)
    memref_type = cast(MemRefType[Attribute], value_type)
    layout = memref_type.layout
    shape = memref_type.get_shape()
    if not isinstance(layout, AffineMapAttr) or layout.data != AffineMap.identity(
        len(shape)
    ):
        return str(memref_type)
    space: Attribute = memref_type.memory_space
    element: Attribute = memref_type.get_element_type()
    return str(MemRefType(element, shape, NoneAttr(), space))


def _alloc_alignment(op: Operation) -> int:
    attr = op.properties.get("alignment") or op.attributes.get("alignment")
    data = getattr(getattr(attr, "value", None), "data", None)
    return data if isinstance(data, int) else 1


def _passes_workspace(op: Operation) -> bool:
    """A view or alloc made for a callee's workspace (whole-module planning):
    no alloc of ``before`` stands for it. (A caller whose own buffers are not
    merged, e.g. because it deallocates the callee's result, gives the callee
    a workspace of its own ``memref.alloc``.)"""
    uses = list(op.results[0].uses)
    return bool(uses) and all(
        op_name(use.operation) == "func.call"
        and workspace_parameter(use.operation, use.index) is not None
        for use in uses
    )


def compare_with_input(
    before: ModuleOp, after: ModuleOp, buffers: list[MergedBuffer], report: Reporter
) -> None:
    """Sanity against the input: same functions, one view per removed alloc.

    The pass places each view where its alloc was, so the allocs of a function
    in ``before`` (pre-order) line up with the views and the untouched allocs
    of ``after``; that pairing gives each view its original alignment.
    """
    merged_ops = {b.op for b in buffers}
    views = {
        v.op: v
        for b in buffers
        for v in b.views
        if not _passes_workspace(v.op) and INPUT_ATTR not in v.op.attributes
    }
    old_funcs = {_sym(op): op for op in before.walk() if op_name(op) == "func.func"}
    new_funcs = {
        _sym(op): op
        for op in after.walk()
        if op_name(op) == "func.func" and "merge_alloc.generated" not in op.attributes
    }
    if set(old_funcs) != set(new_funcs):
        report.add(
            MISMATCH,
            f"functions differ: before has {sorted(old_funcs)}, after has "
            f"{sorted(new_funcs)}",
            [],
        )
    for name in sorted(set(old_funcs) & set(new_funcs)):
        old = [op for op in old_funcs[name].walk() if op_name(op) == "memref.alloc"]
        new = [
            op
            for op in new_funcs[name].walk()
            if (
                op_name(op) == "memref.alloc"
                and op not in merged_ops
                and not _passes_workspace(op)
            )
            or op in views
        ]
        old_types = [_type_key(op.results[0].type) for op in old]
        new_types = [_type_key(op.results[0].type) for op in new]
        if old_types == new_types:
            for original, replacement in zip(old, new, strict=False):
                if replacement in views:
                    views[replacement].required_alignment = _alloc_alignment(original)
            continue
        if Counter(old_types) != Counter(new_types):
            missing = Counter(old_types) - Counter(new_types)
            extra = Counter(new_types) - Counter(old_types)
            report.add(
                MISMATCH,
                f"@{name.lstrip('@')}: allocs of before vs views+allocs of after "
                "differ "
                f"(missing {dict(missing)}, extra {dict(extra)})",
                [],
            )
            continue
        strictest: dict[str, int] = defaultdict(lambda: 1)
        for op in old:
            key = _type_key(op.results[0].type)
            strictest[key] = max(strictest[key], _alloc_alignment(op))
        for op in new:
            if op in views:
                views[op].required_alignment = strictest[_type_key(op.results[0].type)]
