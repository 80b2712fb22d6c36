"""The op-behaviour registry (merge_alloc/analysis/interfaces.py): what it
answers for the ops the pass knows, that answers follow subclassing and
registration, and that the analyses keep no op lists of their own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import (
    affine,
    arith,
    builtin,
    cf,
    func,
    get_all_dialects,
    gpu,
    memref,
    scf,
    test,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, traits_def
from xdsl.parser import Parser
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind

from merge_alloc.analysis import interfaces
from merge_alloc.analysis.behaviour_queries import (
    escaping_operands,
    frees_operands,
    is_allocation_scope,
    is_memref,
)
from merge_alloc.analysis.interfaces import behaviour, register
from merge_alloc.analysis.op_behaviour import OpRole, RegionFlow
from merge_alloc.dialects import all_dialect_factories
from merge_alloc.dialects.bufferization import DeallocOp
from merge_alloc.dialects.memref import AllocaScopeOp, ReallocOp
from merge_alloc.dialects.scf import ForallOp
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions

ANALYSIS = Path(interfaces.__file__).parent
FILECHECK = Path(__file__).parents[1] / "filecheck"


def _bare(op_type: type[Operation]) -> Operation:
    """An op of `op_type` without operands or regions (only its class
    matters to the registry)."""
    return op_type.create()


# (class, loop_like, region_branch, sequential, once_in_tick_order,
#  allocation_scope, holds_merged_buffer): the lists the analyses kept before
# the registry (interfaces.LOOP_LIKE, REGION_BRANCH, ALLOCATION_SCOPES,
# callgraph.SEQUENTIAL_REGION_OPS, exclusive._BRANCHES + _ONCE).
REGION_OPS = [
    (scf.ForOp, True, True, True, False, True, False),
    (scf.WhileOp, True, True, True, False, False, False),
    (ForallOp, True, True, False, False, True, True),
    (scf.ParallelOp, True, True, False, False, True, True),
    (affine.ForOp, True, True, True, False, True, True),
    (affine.ParallelOp, True, False, False, False, True, True),
    (scf.IfOp, False, True, True, True, False, False),
    (scf.IndexSwitchOp, False, True, True, True, False, False),
    (affine.IfOp, False, True, True, True, False, False),
    (scf.ExecuteRegionOp, False, True, True, True, False, False),
    (memref.AllocaScopeOp, False, True, True, True, True, True),
    (AllocaScopeOp, False, True, True, True, True, True),
    (gpu.LaunchOp, False, False, False, False, True, True),
    (func.FuncOp, False, False, False, False, True, True),
]


@pytest.mark.parametrize(
    ("op_type", "loop", "branch", "sequential", "in_order", "scope", "holds"),
    REGION_OPS,
    ids=[row[0].__name__ + "-" + row[0].name for row in REGION_OPS],
)
def test_region_ops(
    op_type: type[Operation],
    loop: bool,
    branch: bool,
    sequential: bool,
    in_order: bool,
    scope: bool,
    holds: bool,
) -> None:
    known = behaviour(_bare(op_type))
    assert known.loop_like is loop
    assert known.region_branch is branch
    assert known.sequential is sequential
    assert known.once_in_tick_order is in_order
    assert known.allocation_scope is scope
    assert known.holds_merged_buffer is holds


def test_view_return_and_special_ops() -> None:
    views = [
        memref.SubviewOp,
        memref.ViewOp,
        memref.CastOp,
        memref.ReinterpretCastOp,
        memref.ExpandShapeOp,
        memref.CollapseShapeOp,
        memref.MemorySpaceCastOp,
        memref.ExtractStridedMetaDataOp,
    ]
    for op_type in views:
        assert behaviour(_bare(op_type)).view_like, op_type.name
    for op_type in (
        func.ReturnOp,  # from xDSL's ReturnLike trait
        scf.YieldOp,
        affine.YieldOp,
        memref.AllocaScopeReturnOp,
    ):
        assert behaviour(_bare(op_type)).return_like, op_type.name
    # As in MLIR: `scf.condition` forwards values but is not ReturnLike.
    condition = behaviour(_bare(scf.ConditionOp))
    assert not condition.return_like and condition.forwards_operands
    assert behaviour(_bare(memref.AllocOp)).role is OpRole.ALLOC
    assert behaviour(_bare(memref.DeallocOp)).role is OpRole.DEALLOC
    assert behaviour(_bare(memref.StoreOp)).role is OpRole.STORE
    assert behaviour(_bare(func.CallOp)).role is OpRole.CALL
    assert behaviour(_bare(memref.ExtractAlignedPointerAsIndexOp)).pointer_escape
    assert behaviour(_bare(memref.DimOp)).shape_query
    assert behaviour(_bare(memref.AllocaOp)).own_memory
    for op_type in (arith.SelectOp, cf.BranchOp, cf.ConditionalBranchOp):
        assert behaviour(_bare(op_type)).value_flow is not None, op_type.name
    assert behaviour(_bare(memref.AllocaScopeOp)).recursive_effects
    assert behaviour(_bare(memref.AllocaScopeReturnOp)).effect_free


def test_unknown_ops_are_refused_and_opaque() -> None:
    known = behaviour(_bare(test.TestOp))
    assert known.region_flow is RegionFlow.UNKNOWN
    assert not known.region_branch and not known.view_like
    assert known.value_flow is None and known.role is OpRole.OTHER


def test_one_answer_per_class() -> None:
    """Dispatch is a dict lookup by class: two ops of a class share one
    answer object."""
    first, second = _bare(scf.ForOp), _bare(scf.ForOp)
    assert behaviour(first) is behaviour(second)
    assert interfaces._BEHAVIOURS[scf.ForOp] is behaviour(first)  # pyright: ignore[reportPrivateUsage]


@irdl_op_definition
class _MyLoopOp(IRDLOperation):
    name = "test_registry.loop"


class _MyFor(scf.ForOp):
    """A subclass behaves like the op it extends."""


@pytest.fixture
def restore_registry() -> Iterator[None]:
    saved = {k: dict(v) for k, v in interfaces._REGISTERED.items()}  # pyright: ignore[reportPrivateUsage]
    yield
    interfaces._REGISTERED.clear()  # pyright: ignore[reportPrivateUsage]
    interfaces._REGISTERED.update(saved)  # pyright: ignore[reportPrivateUsage]
    interfaces._BEHAVIOURS.clear()  # pyright: ignore[reportPrivateUsage]


def test_subclasses_and_registration(restore_registry: None) -> None:
    assert behaviour(_MyFor.create(regions=[])).loop_like
    op = _MyLoopOp.create()
    assert not behaviour(op).loop_like
    assert not is_allocation_scope(op)
    register(
        _MyLoopOp,
        region_flow=RegionFlow.LOOP,
        region_branch=True,
        allocation_scope=True,
    )
    # Registering drops the cached answer.
    assert behaviour(op).loop_like and behaviour(op).sequential
    assert is_allocation_scope(op)
    with pytest.raises(TypeError, match="unknown op facts"):
        register(_MyLoopOp, loopy=True)


def test_analyses_keep_no_op_lists() -> None:
    """Only the registry maps op classes to behaviour: no other analysis
    module declares a tuple of op classes."""
    pattern = re.compile(r"tuple\[type\[Operation\]")
    offenders = [
        path.name
        for path in sorted(ANALYSIS.glob("*.py"))
        if path.name != "interfaces.py" and pattern.search(path.read_text())
    ]
    assert offenders == []


def test_memref_types() -> None:
    index = builtin.IndexType()
    ranked = builtin.MemRefType(builtin.f32, [4])
    unranked = builtin.UnrankedMemRefType.from_type(builtin.f32)
    values = [
        test.TestOp.create(result_types=[t]).results[0]
        for t in (index, ranked, unranked)
    ]
    assert [is_memref(v) for v in values] == [False, True, True]


REGISTER_OVER_DEFERRED = """
from xdsl.dialects import scf
from merge_alloc.analysis.interfaces import behaviour, register

# scf's own registrations are deferred until scf is imported; a user's
# registration still overrides them, and the rest of them still hold.
register(scf.ForOp, allocation_scope=False)
known = behaviour(scf.ForOp.create())
assert not known.allocation_scope and known.loop_like
assert behaviour(scf.YieldOp.create()).return_like
print("ok")
"""


def test_a_registration_overrides_the_deferred_ones_of_its_dialect() -> None:
    """In a fresh interpreter (in this one scf's registrations were made
    long ago)."""
    import subprocess
    import sys

    completed = subprocess.run(
        [sys.executable, "-c", REGISTER_OVER_DEFERRED],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert completed.stdout == "ok\n", completed.stderr


def _values(*types: Attribute) -> list[SSAValue]:
    return list(test.TestOp.create(result_types=types).results)


def test_ops_that_free_operands_let_them_escape() -> None:
    """A `FREE` effect on an operand (bufferization.dealloc, memref.realloc)
    makes every memref operand escape, retained ones too; memref.dealloc
    keeps its own path (role DEALLOC: end of life, not an escape)."""
    buffer = builtin.MemRefType(builtin.f32, [4])
    freed, retained, condition = _values(buffer, buffer, builtin.i1)
    dealloc = DeallocOp([freed], [condition], [retained])
    assert behaviour(dealloc).may_free and frees_operands(dealloc)
    assert list(escaping_operands(dealloc)) == [freed, retained]
    only_retains = DeallocOp([], [], [retained])  # frees nothing
    assert not frees_operands(only_retains)
    # ... but as an effect-free op turning a memref into an i1, its operand
    # still escapes (docs/lifetimes.md, "Escapes").
    assert list(escaping_operands(only_retains)) == [retained]
    grown = ReallocOp.create(
        operands=[freed], result_types=[builtin.MemRefType(builtin.f32, [8])]
    )
    assert frees_operands(grown) and list(escaping_operands(grown)) == [freed]
    memref_dealloc = memref.DeallocOp.get(freed)
    known = behaviour(memref_dealloc)
    assert known.role is OpRole.DEALLOC and not known.may_free
    assert not frees_operands(memref_dealloc)
    assert list(escaping_operands(memref_dealloc)) == []
    assert not behaviour(_bare(memref.LoadOp)).may_free


def test_unregistered_ops_free_as_merge_alloc_defines_them() -> None:
    """The generic form read where merge-alloc's dialects are not registered
    (`--allow-unregistered-dialect`): an op named like one merge-alloc
    defines frees what the definition frees; other unknown ops do not."""
    buffer = builtin.MemRefType(builtin.f32, [4])
    freed, condition = _values(buffer, builtin.i1)

    def unregistered(name: str) -> Operation:
        op_type = builtin.UnregisteredOp.with_name(name)
        return op_type.create(operands=[freed, condition])

    for name in ("bufferization.dealloc", "memref.realloc"):
        op = unregistered(name)
        assert frees_operands(op), name
        assert list(escaping_operands(op)) == [freed], name
    for name in ("memref.dealloc", "test.frees_nothing", "bufferization.clone"):
        assert not frees_operands(unregistered(name)), name


class _FreesFirstOperand(MemoryEffect):
    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.FREE, op.operands[0])}


@irdl_op_definition
class _MyFreeOp(IRDLOperation):
    """A user's op: the registry learns that it frees from its effects."""

    name = "test_registry.free"
    buffer = operand_def(builtin.MemRefType)
    traits = traits_def(_FreesFirstOperand())


def test_a_free_effect_is_learnt_from_the_op() -> None:
    (buffer,) = _values(builtin.MemRefType(builtin.f32, [4]))
    op = _MyFreeOp.create(operands=[buffer])
    assert frees_operands(op) and list(escaping_operands(op)) == [buffer]


def test_the_pass_keeps_what_an_unregistered_dealloc_frees() -> None:
    """The whole pass on `bufferization.dealloc` in generic form read as an
    unregistered op (merge-alloc's dialects, but xDSL's own `bufferization`,
    which lacks the op): the buffers it frees stay real allocations, the
    others merge."""
    text = (FILECHECK / "merge_alloc" / "generic_frees.mlir").read_text()
    ctx = Context(allow_unregistered=True)
    factories = all_dialect_factories()
    factories["bufferization"] = get_all_dialects()["bufferization"]
    for name, factory in factories.items():
        ctx.register_dialect(name, factory)
    module = Parser(ctx, text).parse_module()
    assert any(
        isinstance(op, builtin.UnregisteredOp)
        and op.op_name.data == "bufferization.dealloc"
        for op in module.walk()
    )
    merge_alloc(module, MergeAllocOptions())
    printed = str(module)
    for name in ("%a", "%b", "%s"):
        assert f"{name} = memref.alloc()" in printed, name
    for name in ("%c", "%t"):
        assert f"{name} = memref.view" in printed, name


def test_effects_by_class_agree_with_the_traits() -> None:
    """`free_by_traits`, worked out once per class, says what asking the
    traits of an op of that class says, for every op class of the dialects
    merge-alloc loads; a trait that looks at the op gets no class answer."""
    checked = 0
    for factory in all_dialect_factories().values():
        for op_type in factory().operations:
            known = interfaces.behaviour_of_class(op_type)
            if known.free_by_traits is None:
                continue
            op = _bare(op_type)
            asked = [trait.get_effects(op) for trait in known.effect_traits]
            assert known.free_by_traits == all(e == set() for e in asked), op_type
            checked += 1
    assert checked > 100
    assert interfaces.behaviour_of_class(_MyFreeOp).free_by_traits is None
    assert interfaces.behaviour_of_class(scf.ForOp).free_by_traits is None
    assert interfaces.behaviour_of_class(memref.SubviewOp).free_by_traits is True
    assert interfaces.behaviour_of_class(memref.CopyOp).free_by_traits is False
