"""Tests for merge_alloc.dialects: parsing, printing, round trips, helpers."""

from __future__ import annotations

import importlib
import os
import random
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    Float32Type,
    FloatAttr,
    IndexType,
    MemRefType,
    ModuleOp,
    TensorType,
    bf16,
    f16,
    f32,
)
from xdsl.ir import Attribute, Operation
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    get_effects,
)
from xdsl.utils.exceptions import (
    AlreadyRegisteredConstructException,
    ParseError,
    VerifyException,
)
from xdsl.utils.hints import isa

from merge_alloc import mlir_tools
from merge_alloc.analysis.behaviour_queries import EffectOracle
from merge_alloc.analysis.interfaces import registered_behaviours
from merge_alloc.dialects import (
    EXTENDED_DIALECTS,
    get_extended_dialect,
    is_forall,
    register_dialects,
    xdsl_patch,
)
from merge_alloc.dialects.gpu import AddressSpace, AddressSpaceAttr
from merge_alloc.dialects.memref import DmaStartOp, PrefetchOp, ReshapeOp
from merge_alloc.dialects.scf import ForallOp, InParallelOp
from merge_alloc.dialects.vector import PrintOp as VectorPrintOp
from merge_alloc.dialects.vector import PrintPunctuation
from merge_alloc.dialects.xdsl_patch import (
    BF16,
    F16,
    F32,
    F64,
    BinaryFormat,
    literal_bits,
    mlir_spelling,
    narrow,
    widen,
)
from tests.tiers import examples

xdsl_patch.install()
"""The float, shape and affine tests below test xDSL as merge-alloc runs it
(whatever test registers a context first)."""

MLIR_OPT = mlir_tools.find_tool("mlir-opt")


def make_context() -> Context:
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    return ctx


def parse(text: str) -> ModuleOp:
    module = Parser(make_context(), text).parse_module()
    module.verify()
    return module


def to_text(op: Operation, generic: bool = False) -> str:
    from io import StringIO

    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(op)
    return stream.getvalue()


def round_trip(text: str) -> str:
    """Parse, print, re-parse, re-print; assert stability; return the text."""
    first = to_text(parse(text))
    second = to_text(parse(first))
    assert first == second
    generic = to_text(parse(first), generic=True)
    assert to_text(parse(generic)) == first
    if MLIR_OPT is not None:
        for source in (first, generic):
            result = subprocess.run(
                [MLIR_OPT, "--verify-each", "--allow-unregistered-dialect"],
                input=source,
                capture_output=True,
                text=True,
                check=False,
            )
            assert result.returncode == 0, result.stderr
    return first


OpT = TypeVar("OpT", bound=Operation)


def only(module: ModuleOp, kind: type[OpT]) -> list[OpT]:
    return [op for op in module.walk() if isinstance(op, kind)]


FORALL = """
func.func @f(%x: tensor<16x4xf32>, %ub: index) -> tensor<16x4xf32> {
  %c16 = arith.constant 16 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%c16, 4) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (0) to (%ub) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (0, 3) to (16, 10) step (4, 2) {
    "test.use"(%i) : (index) -> ()
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %x) -> (tensor<16x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [4, 4] [1, 1]
        : tensor<16x4xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] [1, 1]
          : tensor<4x4xf32> into tensor<16x4xf32>
    }
  }
  func.return %r : tensor<16x4xf32>
}
"""


def test_forall_round_trip() -> None:
    text = round_trip(FORALL)
    assert "scf.forall (%i, %j) in (%c16, 4) {" in text
    assert "} {mapping = [#gpu.thread<x>, #gpu.thread<y>]}" in text
    assert "scf.forall (%i_1) = (0) to (%ub) step (2) {" in text
    assert "shared_outs(%o = %x) -> (tensor<16x4xf32>) {" in text
    # The implicit terminator is not printed when empty and has no results.
    assert text.count("scf.forall.in_parallel") == 1


def test_forall_implicit_in_parallel_exists() -> None:
    module = parse(FORALL)
    foralls = only(module, ForallOp)
    assert len(foralls) == 4
    for op in foralls:
        terminator = op.body.last_op
        assert isinstance(terminator, InParallelOp)
        assert len(terminator.region.blocks) == 1
        assert op.terminator is terminator
    assert len(only(module, InParallelOp)) == 4


def test_forall_helpers() -> None:
    module = parse(FORALL)
    f0, f1, f2, f3 = only(module, ForallOp)
    assert len(f0.induction_variables) == 2
    lbs = f0.get_mixed_lower_bounds()
    ubs = f0.get_mixed_upper_bounds()
    assert lbs == [0, 0] and f0.get_mixed_steps() == [1, 1]
    assert not isinstance(ubs[0], int) and ubs[1] == 4
    assert f0.constant_trip_counts() == [16, 4]
    assert f1.constant_trip_counts() is None  # dynamic upper bound
    assert f2.constant_trip_counts() == [4, 4]  # ceil(16/4), ceil(7/2)
    assert f3.constant_trip_counts() == [4]
    assert len(f3.region_out_args) == 1 and len(f3.res) == 1
    assert f0.mapping is not None and len(f0.mapping) == 2


def test_forall_normalized_ssa_bounds_print_like_mlir() -> None:
    text = round_trip(
        """
func.func @f(%ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  func.return
}
"""
    )
    assert "scf.forall (%i) in (%ub) {" in text


def test_forall_traits_and_effects() -> None:
    module = parse(FORALL)
    forall = only(module, ForallOp)[0]
    assert forall.has_trait(RecursiveMemoryEffect)
    # Body holds an unregistered op: recursive effects are unknown.
    assert get_effects(forall) is None
    terminator = forall.body.last_op
    assert terminator is not None
    assert get_effects(terminator) == set()


def test_forall_builder() -> None:
    op = ForallOp([0], [16], [2])
    assert isinstance(op.body.last_op, InParallelOp)
    assert op.constant_trip_counts() == [8]
    op.verify()


@pytest.mark.parametrize(
    "text, message",
    [
        (
            '"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, '
            "staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, "
            "staticUpperBound = array<i64: 4>}> ({\n^bb0(%a: index, %b: index):\n"
            '  "scf.forall.in_parallel"() ({\n  ^bb0:\n  }) : () -> ()\n'
            "}) : () -> ()",
            "region expects 1 arguments",
        ),
        (
            '"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, '
            "staticLowerBound = array<i64: 0>, staticStep = array<i64: 0>, "
            "staticUpperBound = array<i64: 4>}> ({\n^bb0(%a: index):\n"
            '  "scf.forall.in_parallel"() ({\n  ^bb0:\n  }) : () -> ()\n'
            "}) : () -> ()",
            "constant step must be positive",
        ),
        (
            "scf.forall (%i) in (4) {\n} {mapping = [#gpu.thread<x>, #gpu.thread<y>]}",
            "mapping attribute size must match op rank",
        ),
    ],
)
def test_forall_verifier(text: str, message: str) -> None:
    module = Parser(make_context(), text).parse_module()
    with pytest.raises(Exception, match=message):
        module.verify()


def test_address_space() -> None:
    text = round_trip(
        """
func.func @f() {
  %w = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
  %p = memref.alloc() : memref<16xf32, #gpu.address_space<private>>
  %g = memref.alloc() : memref<16xf32, #gpu.address_space<global>>
  memref.dealloc %w : memref<16xf32, #gpu.address_space<workgroup>>
  func.return
}
"""
    )
    assert "memref<16xf32, #gpu.address_space<workgroup>>" in text
    module = parse(text)
    alloc = only(module, memref.AllocOp)[0]
    space = alloc.memref.type.memory_space
    assert space == AddressSpaceAttr(AddressSpace.WORKGROUP)


SYNTAX = """
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @g2 : memref<4xf32> = uninitialized
memref.global @g3 : memref<2xi32> = dense<0> {alignment = 64 : i64}
func.func @m(%n: index, %p: i1, %t: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
  %v = memref.view %a[%c0][] : memref<4096xi8> to memref<8x64xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  %s = memref.subview %v[%n, 0] [4, 64] [1, 1]
      : memref<8x64xf32> to memref<4x64xf32, strided<[64, 1], offset: ?>>
  %c = memref.cast %d : memref<?xf32> to memref<4xf32>
  %ptr = memref.extract_aligned_pointer_as_index %a : memref<4096xi8> -> index
  %sel = arith.select %p, %d, %d : i1, memref<?xf32>
  %sel2 = arith.select %p, %n, %c0 : index
  memref.copy %d, %d : memref<?xf32> to memref<?xf32>
  memref.alloca_scope {
    %q = memref.alloca() : memref<4xf32>
    "test.use"(%q) : (memref<4xf32>) -> ()
  }
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %n : index
  }
  %x = scf.if %p -> memref<4xf32> {
    scf.yield %t : memref<4xf32>
  } else {
    scf.yield %c : memref<4xf32>
  }
  scf.if %p {
    "test.source"() : () -> ()
  } else {
    "test.sink"() : () -> ()
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%l: index, %rr: index):
      %z = arith.addi %l, %rr : index
      scf.reduce.return %z : index
    }
  }
  %e = scf.execute_region -> memref<4xf32> {
    scf.yield %t : memref<4xf32>
  }
  scf.index_switch %n
  case 1 {
    "test.use"() : () -> ()
    scf.yield
  }
  default {
  }
  func.return %ptr : index
}
"""


def test_custom_syntaxes_round_trip() -> None:
    text = round_trip(SYNTAX)
    for expected in (
        'memref.global "private" constant @g : memref<4xf32> = dense<',
        "memref.global @g3 : memref<2xi32> = dense<0> {alignment = 64 : i64}",
        "memref.cast %d : memref<?xf32> to memref<4xf32>",
        "memref.extract_aligned_pointer_as_index %a : memref<4096xi8> -> index",
        "arith.select %p, %d, %d : memref<?xf32>",
        "memref.copy %d, %d : memref<?xf32> to memref<?xf32>",
        "memref.alloca_scope  {",
        "memref.alloca_scope  -> (index) {",
        "scf.if %p -> (memref<4xf32>) {",
        "scf.parallel (%i) = (%c0) to (%n) step (%c1) {",
        "init (%c0) -> index {",
        "scf.execute_region -> (memref<4xf32>) {",
    ):
        assert expected in text, expected


def test_if_implicit_yield_after_unregistered_op() -> None:
    module = parse(SYNTAX)
    no_result = only(module, scf.IfOp)[1]
    assert isinstance(no_result.true_region.block.last_op, scf.YieldOp)
    assert isinstance(no_result.false_region.block.last_op, scf.YieldOp)


def test_isinstance_against_xdsl_classes_still_works() -> None:
    module = parse(SYNTAX)
    assert only(module, memref.CopyOp)
    assert only(module, memref.CastOp)
    assert only(module, arith.SelectOp)
    assert only(module, scf.ParallelOp)
    scopes = only(module, memref.AllocaScopeOp)
    assert len(scopes) == 2
    # memref.alloca_scope keeps xDSL's (unknown) effects, so that stock xDSL
    # passes treat it as before; merge-alloc gives it MLIR's recursive ones.
    assert get_effects(scopes[0]) is None and get_effects(scopes[1]) is None
    effects = EffectOracle()
    assert not effects.is_free(scopes[0])  # contains "test.use": unknown
    assert effects.is_free(scopes[1])


CONTROL = """
#set = affine_set<(d0) : (d0 - 2 >= 0)>
func.func @c(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  affine.for %i = 0 to 16 {
    "test.use"(%i) : (index) -> ()
  }
  affine.if #set(%n) {
    "test.use"() : () -> ()
  } else {
    "test.use2"() : () -> ()
  }
  affine.parallel (%i, %j) = (0, max(0, %n)) to (16, 8) step (1, 2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
      threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %w = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
    %t = gpu.thread_id x
    gpu.barrier
    "test.use"(%w, %t) : (memref<16xf32, #gpu.address_space<workgroup>>, index) -> ()
    gpu.terminator
  }
  %w:2 = scf.while (%a = %c0, %b = %m)
      : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %cond = arith.cmpi slt, %a, %n : index
    scf.condition(%cond) %a, %b : index, memref<4xf32>
  } do {
  ^bb0(%a2: index, %b2: memref<4xf32>):
    scf.yield %a2, %b2 : index, memref<4xf32>
  }
  func.call @callee(%m) : (memref<4xf32>) -> ()
  %u = builtin.unrealized_conversion_cast %n : index to i64
  func.return
}
func.func private @callee(memref<4xf32>)
"""


def test_control_flow_ops_parse() -> None:
    text = round_trip(CONTROL)
    assert "affine.if affine_set<" in text
    assert "affine.parallel (%i_1, %j) = (0, max(0, %n)) to (16, 8) step (1, 2) {" in (
        text
    )
    assert "gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1," in text
    assert "gpu.thread_id x" in text


BUFFERIZED = """
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @mlp(%a: memref<8x16xf32>, %b: memref<16x32xf32>) -> memref<8x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
  linalg.fill ins(%cst : f32) outs(%alloc : memref<8x32xf32>)
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>)
      outs(%alloc : memref<8x32xf32>)
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
  linalg.generic {indexing_maps = [#map, #map],
                  iterator_types = ["parallel", "parallel"]}
      ins(%alloc : memref<8x32xf32>) outs(%alloc_0 : memref<8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %cst : f32
    linalg.yield %0 : f32
  }
  scf.forall (%i) in (2) {
    %sv = memref.subview %alloc_0[%i, 0] [4, 32] [1, 1]
        : memref<8x32xf32> to memref<4x32xf32, strided<[32, 1], offset: ?>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<4x32xf32>)
    memref.copy %alloc_1, %sv
        : memref<4x32xf32> to memref<4x32xf32, strided<[32, 1], offset: ?>>
  }
  func.return %alloc_0 : memref<8x32xf32>
}
"""


def test_bufferized_output_round_trips() -> None:
    text = round_trip(BUFFERIZED)
    assert "scf.forall (%i) in (2) {" in text


def test_extended_dialects_add_to_xdsls() -> None:
    scf_dialect = get_extended_dialect("scf")
    assert scf_dialect is get_extended_dialect("scf")
    names = {op.name for op in scf_dialect.operations}
    assert {"scf.forall", "scf.forall.in_parallel", "scf.for", "scf.if"} <= names
    gpu_attrs = {a.name for a in get_extended_dialect("gpu").attributes}
    assert "gpu.address_space" in gpu_attrs


@pytest.mark.parametrize("name", EXTENDED_DIALECTS)
def test_each_dialect_module_extends_its_own_dialect(name: str) -> None:
    """One module per dialect: its `OPS`/`ATTRIBUTES` table holds only ops
    and attributes of that dialect, and each is the one the extended dialect
    resolves (replacing xDSL's of the same name)."""
    module = importlib.import_module(f"merge_alloc.dialects.{name}")
    ops: tuple[type[Operation], ...] = module.OPS
    attributes: tuple[type[Attribute], ...] = module.ATTRIBUTES
    assert ops
    assert all(op.name.startswith(f"{name}.") for op in ops)
    assert all(attr.name.startswith(f"{name}.") for attr in attributes)
    dialect = get_extended_dialect(name)
    by_name = {op.name: op for op in dialect.operations}
    assert all(by_name[op.name] is op for op in ops)
    assert set(attributes) <= set(dialect.attributes)
    assert len(by_name) == len(list(dialect.operations))  # no name twice


def test_is_forall_is_isinstance() -> None:
    module = parse(
        "func.func @f() {\n  scf.forall (%i) in (4) {\n  }\n  func.return\n}\n"
    )
    ops = list(module.walk())
    assert [type(op) for op in ops if is_forall(op)] == [ForallOp]
    assert not is_forall(None)


def test_a_dialect_module_may_hold_several_deferred_registrations() -> None:
    """`dialects/memref.py` holds both `memref.reshape` (view-like) and
    `memref.dma_start` (asynchronous): the registry makes both of the
    registrations waiting for that one module."""
    known = registered_behaviours()
    assert known[ReshapeOp].view_like
    assert known[DmaStartOp].asynchronous


def test_register_dialects_uses_public_context_api() -> None:
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    register_dialects(ctx)  # idempotent
    assert ctx.get_optional_op("scf.forall") is ForallOp


def test_register_dialects_refuses_a_stock_dialect_it_cannot_replace() -> None:
    # xDSL has no public API to replace a registered dialect.
    ctx = Context(allow_unregistered=True)
    ctx.load_dialect(scf.Scf)
    with pytest.raises(AlreadyRegisteredConstructException, match="fresh Context"):
        register_dialects(ctx)


# -- exact float constants (dialects/xdsl_patch.py) -----------------------

FLOAT_FORMATS = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64}


def requires_mlir_opt() -> Path:
    """mlir-opt's path; skip without it, except under CI where it must exist."""
    if MLIR_OPT is None:
        if os.environ.get("CI"):
            pytest.fail("mlir-opt 22 is required under CI")
        pytest.skip("mlir-opt 22 not installed")
    return MLIR_OPT


def mlir_opt(text: str) -> str:
    result = subprocess.run(
        [str(requires_mlir_opt()), "--allow-unregistered-dialect"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def bits_strategy(fmt: BinaryFormat) -> st.SearchStrategy[int]:
    """Any bit pattern, weighted towards zeros, subnormals, inf and NaNs."""
    exponent_field = st.sampled_from([0, 1, fmt.exponent_field_max - 1]) | st.just(
        fmt.exponent_field_max
    )

    def assemble(sign: int, exponent: int, fraction: int) -> int:
        return sign << (fmt.width - 1) | exponent << fmt.fraction_bits | fraction

    edges = st.builds(
        assemble,
        st.integers(0, 1),
        exponent_field,
        st.integers(0, fmt.fraction_mask) | st.sampled_from([0, 1, fmt.quiet_bit]),
    )
    return st.integers(0, (1 << fmt.width) - 1) | edges


def constant_bits(attr: FloatAttr[Any], fmt: BinaryFormat) -> int:
    return narrow(attr.value.data, fmt)


def dense_bits(attr: DenseIntOrFPElementsAttr, fmt: BinaryFormat) -> list[int]:
    size = fmt.width // 8
    raw = attr.data.data
    return [
        int.from_bytes(raw[i : i + size], "little") for i in range(0, len(raw), size)
    ]


@pytest.mark.parametrize("name", FLOAT_FORMATS)
@settings(max_examples=examples(300), deadline=None)
@given(data=st.data())
def test_float_bits_survive_widen_and_spelling(name: str, data: st.DataObject) -> None:
    fmt = FLOAT_FORMATS[name]
    bits = data.draw(bits_strategy(fmt))
    assert narrow(widen(bits, fmt), fmt) == bits
    assert literal_bits(mlir_spelling(bits, fmt), fmt) == bits


@pytest.mark.slow
@pytest.mark.parametrize("name", FLOAT_FORMATS)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_xdsl_keeps_float_bits(name: str, data: st.DataObject) -> None:
    """Hexadecimal bits in, xDSL print, xDSL parse again: the same bits, in a
    scalar attribute, a splat, a list and a nested list."""
    fmt = FLOAT_FORMATS[name]
    values = data.draw(st.lists(bits_strategy(fmt), min_size=4, max_size=4))
    a, b, c, d = (f"0x{bits:X}" for bits in values)
    types = f"{name}, tensor<3x{name}>, vector<4x{name}>, memref<2x2x{name}>"
    source = f"""
func.func @f() {{
  %s = arith.constant {a} : {name}
  %d = arith.constant dense<{b}> : tensor<3x{name}>
  %l = arith.constant dense<[{a}, {b}, {c}, {d}]> : vector<4x{name}>
  %n = arith.constant dense<[[{a}, {b}], [{c}, {d}]]> : memref<2x2x{name}>
  "test.use"(%s, %d, %l, %n) : ({types}) -> ()
  func.return
}}
"""
    for text in (source, to_text(parse(source))):
        constants = only(parse(text), arith.ConstantOp)
        scalar = constants[0].value
        assert isinstance(scalar, FloatAttr)
        assert constant_bits(scalar, fmt) == values[0]
        splat, listed, nested = (c.value for c in constants[1:])
        assert isinstance(splat, DenseIntOrFPElementsAttr)
        assert isinstance(listed, DenseIntOrFPElementsAttr)
        assert isinstance(nested, DenseIntOrFPElementsAttr)
        assert dense_bits(splat, fmt) == [values[1]] * 3
        assert dense_bits(listed, fmt) == values
        assert dense_bits(nested, fmt) == values


def test_float_spelling_matches_mlir_opt() -> None:
    """xDSL prints each float exactly as mlir-opt 22 does."""
    rng = random.Random(20240522)
    lines: list[str] = []
    for name, fmt in FLOAT_FORMATS.items():
        special = [0, fmt.sign_bit, 1, fmt.infinity, fmt.infinity | 1, fmt.quiet_bit]
        for bits in special + [rng.getrandbits(fmt.width) for _ in range(150)]:
            lines.append(f'"test.c"() {{v = 0x{bits:X} : {name}}} : () -> ()')
    source = "\n".join(lines)
    ours = re.findall(r"v = ([^}]*)\}", to_text(parse(source)))
    theirs = re.findall(r"v = ([^}]*)\}", mlir_opt(source))
    assert len(ours) == len(lines)
    assert ours == theirs


def test_issue_example_reads_negative_infinity() -> None:
    module = parse(
        'memref.global "private" constant @ninf : memref<f32> = dense<0xFF800000>\n'
        'memref.global "private" constant @l : memref<2xf32> = '
        "dense<[0xFF800000, 0x7FC00000]>"
    )
    text = to_text(module)
    assert "memref<f32> = dense<0xFF800000>" in text
    assert "memref<2xf32> = dense<[0xFF800000, 0x7FC00000]>" in text


def test_decimal_literal_is_rounded_as_mlir_rounds_it() -> None:
    # A hair above the f32 tie 1 + 2^-24: rounded directly it would go up;
    # MLIR 22's parser reads it as a double first, which is the tie itself and
    # rounds to even: `mlir-opt` prints 1.000000e+00.
    literal = "1.0000000596046448802166891" + "e+00"
    assert float(literal) == 1 + 2**-24
    module = parse(f'"test.c"() {{v = {literal} : f32}} : () -> ()')
    op = next(iter(module.ops))
    attr = op.attributes["v"]
    assert isa(attr, FloatAttr[Float32Type])
    assert constant_bits(attr, F32) == 0x3F800000
    if MLIR_OPT is not None:
        upstream = subprocess.run(
            [str(MLIR_OPT), "--allow-unregistered-dialect"],
            input=f'"test.c"() {{v = {literal} : f32}} : () -> ()',
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert "v = 1.000000e+00 : f32" in upstream


@pytest.mark.parametrize(
    "text, message",
    [
        ("arith.constant -0x7FC00000 : f32", "should not have a leading minus"),
        ("arith.constant 0x17FC00000 : f32", "out of range for type"),
        (
            "arith.constant dense<-0x7C00> : tensor<2xf16>",
            "should not have a leading minus",
        ),
        (
            "arith.constant dense<[1.0, 0x10000]> : tensor<2xbf16>",
            "out of range for type",
        ),
    ],
)
def test_bad_hex_float_literals_are_parse_errors(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        parse(f"%x = {text}")


def test_signed_zeros_are_not_a_splat() -> None:
    module = parse("%x = arith.constant dense<[0.0, -0.0]> : tensor<2xf32>")
    assert "dense<[0.000000e+00, -0.000000e+00]>" in to_text(module)
    attr = DenseIntOrFPElementsAttr.from_list(TensorType(f32, [2]), [0.0, -0.0])
    assert not attr.is_splat()


def test_nan_payloads_survive_xdsl_storage() -> None:
    half_nan = widen(0x7E01, F16)
    assert constant_bits(FloatAttr(half_nan, f16), F16) == 0x7E01
    signalling = widen(0x7F800001, F32)
    assert constant_bits(FloatAttr(signalling, f32), F32) == 0x7F800001
    brain = widen(0x7F81, BF16)
    assert constant_bits(FloatAttr(brain, bf16), BF16) == 0x7F81
    dense = DenseIntOrFPElementsAttr.from_list(TensorType(f16, [2]), [half_nan, 1.0])
    assert dense_bits(dense, F16) == [0x7E01, 0x3C00]
    values = dense.get_values()
    assert [narrow(v, F16) for v in values] == [0x7E01, 0x3C00]
    iterated = cast(Iterator[float], dense.iter_values())
    assert [narrow(v, F16) for v in iterated] == [0x7E01, 0x3C00]
    buffer = bytearray(4)
    f32.pack_into(buffer, 0, signalling)
    assert int.from_bytes(buffer, "little") == 0x7F800001


def test_xdsl_patch_install_is_idempotent() -> None:
    assert xdsl_patch.installed()
    before = (
        Printer.print_float,
        f16.pack,
        FloatAttr.parse_with_type,
        AttrParser.parse_dimension_list,
    )
    xdsl_patch.install()
    after = (
        Printer.print_float,
        f16.pack,
        FloatAttr.parse_with_type,
        AttrParser.parse_dimension_list,
    )
    assert after == before
    replaced = xdsl_patch.replaced()
    assert (AttrParser, "parse_dimension_list") in replaced
    assert len(replaced) == len(xdsl_patch.replacements())


def test_xdsl_patch_refuses_another_xdsl_version() -> None:
    xdsl_patch.check_xdsl_version(xdsl_patch.XDSL_VERSION)
    with pytest.raises(xdsl_patch.UnsupportedXdslVersion) as caught:
        xdsl_patch.check_xdsl_version("0.75.0")
    assert str(caught.value) == (
        "merge-alloc needs xDSL 0.74.0 (its parser fixes replace functions of "
        "that release), but xDSL 0.75.0 is installed: run "
        "`pip install xdsl==0.74.0`"
    )


# -- MLIR 22 syntaxes: spaced shapes, memref.prefetch, vector.print ----------


@pytest.mark.parametrize(
    "spaced, compact",
    [
        ("memref<8 x f32>", "memref<8xf32>"),
        ("memref<? x 8 x f32, 1>", "memref<?x8xf32, 1 : i64>"),
        ("memref<8x f32>", "memref<8xf32>"),
        ("tensor<4 x ? x f32>", "tensor<4x?xf32>"),
        ("tensor<* x f32>", "tensor<*xf32>"),
        ("memref<4 x vector<4 x f32>>", "memref<4xvector<4xf32>>"),
        ("memref<8 x 0 x i8, strided<[4, 1]>>", "memref<8x0xi8, strided<[4, 1]>>"),
        ("vector<4 x [8] x f32>", "vector<4x[8]xf32>"),
    ],
)
def test_spaced_shapes_parse(spaced: str, compact: str) -> None:
    module = parse(f'"test.op"() : () -> {spaced}')
    op = next(iter(module.ops))
    assert str(op.results[0].type) == compact


def test_spaced_shape_keeps_rejecting_what_mlir_rejects() -> None:
    with pytest.raises(ParseError, match="Expected 'x' in shape delimiter"):
        parse('"test.op"() : () -> memref<8 X f32>')


PREFETCH = """
func.func @f(%m: memref<4x4xi32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<1>, instr : memref<4x4xi32>
  func.return
}
"""


def test_prefetch_reads_its_memref() -> None:
    module = parse(PREFETCH)
    (prefetch,) = only(module, PrefetchOp)
    assert prefetch.isWrite.value.data != 0  # i1 true (stored as -1)
    assert prefetch.localityHint.value.data == 1
    assert prefetch.isDataCache.value.data == 0
    assert get_effects(prefetch) == {
        EffectInstance(MemoryEffectKind.READ, prefetch.memref)
    }
    assert "write, locality<1>, instr" in round_trip(PREFETCH)


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "memref.prefetch %m[%i], read, locality<1>, data : memref<4x4xi32>",
            "too few indices",
        ),
        (
            "memref.prefetch %m[%i, %i], read, locality<4>, data : memref<4x4xi32>",
            "maximum value is 3",
        ),
        (
            "memref.prefetch %m[%i, %i], load, locality<1>, data : memref<4x4xi32>",
            "rw specifier has to be 'read' or 'write'",
        ),
        (
            "memref.prefetch %m[%i, %i], read, locality<1>, code : memref<4x4xi32>",
            "cache type has to be 'data' or 'instr'",
        ),
    ],
)
def test_prefetch_errors(text: str, message: str) -> None:
    source = (
        f"func.func @f(%m: memref<4x4xi32>, %i: index) {{\n  {text}\n  func.return\n}}"
    )
    with pytest.raises((ParseError, VerifyException), match=message):
        parse(source)


def test_prefetch_builder() -> None:
    from xdsl.dialects.test import TestOp

    memory = TestOp(result_types=[MemRefType(f32, [4])])
    index = TestOp(result_types=[IndexType()])
    op = PrefetchOp(
        memory, [index], is_write=False, locality_hint=3, is_data_cache=True
    )
    op.verify()
    assert op.localityHint.value.data == 3


def test_vector_print_forms() -> None:
    text = round_trip(
        """
func.func @f(%v: vector<4xf32>) {
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print str "x"
  vector.print
  func.return
}
"""
    )
    assert "vector.print %v : vector<4xf32> punctuation <comma>" in text
    assert 'vector.print str "x"' in text
    module = parse(text)
    prints = only(module, VectorPrintOp)
    assert [p.punctuation.data for p in prints] == [
        PrintPunctuation.COMMA,
        PrintPunctuation.NEWLINE,
        PrintPunctuation.NEWLINE,
    ]
    assert all(get_effects(p) for p in prints)  # writes stdout


def test_vector_print_string_excludes_punctuation() -> None:
    with pytest.raises(VerifyException, match="not set when printing strings"):
        parse('vector.print str "x" punctuation <comma>')
    op = VectorPrintOp(string="hello")
    op.verify()
    assert op.stringLiteral is not None and op.source is None


def test_complex_float_elements_keep_their_bits() -> None:
    text = to_text(
        parse(
            "%x = arith.constant dense<[(0x7FC00001, 1.5), (-0.0,\n 0xFF800000)]>"
            " : tensor<2xcomplex<f32>>\n"
            "%y = arith.constant dense<(0x7E01, 0x3C00)> : tensor<3xcomplex<f16>>"
        )
    )
    assert "dense<[(0x7FC00001,1.500000e+00), (-0.000000e+00,0xFF800000)]>" in text
    assert "dense<(0x7E01,1.000000e+00)>" in text
    with pytest.raises(ParseError, match="must be either"):
        parse("%z = arith.constant dense<[(1, 2.5)]> : tensor<1xcomplex<i32>>")


# -- semi-affine maps (dialects/xdsl_patch.py) -------------------------------


@pytest.mark.parametrize(
    "written, printed",
    [
        ("(d0)[s0] -> (d0 ceildiv s0)", "(d0)[s0] -> ((d0 ceildiv s0))"),
        ("(d0)[s0] -> (d0 floordiv s0)", "(d0)[s0] -> ((d0 floordiv s0))"),
        ("(d0)[s0, s1] -> ((d0 + s1) mod s0)", "(d0)[s0, s1] -> (((d0 + s1) mod s0))"),
        ("(d0)[s0] -> (s0 * d0)", "(d0)[s0] -> ((d0 * s0))"),
        ("(d0)[s0] -> (d0 * s0 + 1)", "(d0)[s0] -> (((d0 * s0) + 1))"),
        ("(d0)[s0] -> (d0 floordiv 4)", "(d0)[s0] -> ((d0 floordiv 4))"),
    ],
)
def test_semi_affine_maps_parse_as_mlir_builds_them(written: str, printed: str) -> None:
    module = parse(f'"test.op"() {{map = affine_map<{written}>}} : () -> ()')
    op = next(iter(module.ops))
    assert str(op.attributes["map"]) == f"affine_map<{printed}>"


@pytest.mark.parametrize(
    "written, message",
    [
        (
            "(d0, d1) -> (d0 floordiv d1)",
            "non-affine expression: right operand of floordiv has to be either a "
            "constant or symbolic",
        ),
        (
            "(d0, d1) -> (d0 * d1)",
            "non-affine expression: at least one of the multiply operands has to be "
            "either a constant or symbolic",
        ),
    ],
)
def test_maps_mlir_rejects_are_parse_errors(written: str, message: str) -> None:
    with pytest.raises(ParseError, match=re.escape(message)):
        parse(f'"test.op"() {{map = affine_map<{written}>}} : () -> ()')
