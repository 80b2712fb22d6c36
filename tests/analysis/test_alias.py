"""BufferAliases: which allocs an access through a value touches (docs/aliases.md)."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import builtin, func, memref
from xdsl.ir import SSAValue

from merge_alloc.analysis.alias import BufferAliases

Parse = Callable[[str], builtin.ModuleOp]


def _setup(parse: Parse, body: str) -> tuple[BufferAliases, dict[str, SSAValue]]:
    module = parse(body)
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    values: dict[str, SSAValue] = {}
    for op in function.walk():
        for result in op.results:
            if result.name_hint:
                values[result.name_hint] = result
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if arg.name_hint:
                        values[arg.name_hint] = arg
    return BufferAliases(function), values


def _names(allocs: frozenset[memref.AllocOp]) -> set[str]:
    return {a.memref.name_hint or "?" for a in allocs}


def test_views_resolve_to_their_base(parse: Parse) -> None:
    aliases, v = _setup(
        parse,
        """
func.func @f() {
  %a = memref.alloc() : memref<8x8xf32>
  %s = memref.subview %a[0, 0] [4, 4] [1, 1]
      : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %c = memref.cast %a : memref<8x8xf32> to memref<?x8xf32>
  %r = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  return
}""",
    )
    for name in ("s", "c", "r", "a"):
        assert _names(aliases.allocs_of(v[name])) == {"a"}
    assert [x.name_hint for x in aliases.aliases_of(v["a"])] == ["a", "s", "c", "r"]


def test_select_and_if_results_alias_every_candidate(parse: Parse) -> None:
    aliases, v = _setup(
        parse,
        """
func.func @f(%p: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %sel = arith.select %p, %a, %b : i1, memref<4xf32>
  %res = scf.if %p -> memref<4xf32> {
    scf.yield %sel : memref<4xf32>
  } else {
    scf.yield %c : memref<4xf32>
  }
  return
}""",
    )
    assert _names(aliases.allocs_of(v["sel"])) == {"a", "b"}
    assert _names(aliases.allocs_of(v["res"])) == {"a", "b", "c"}
    assert _names(aliases.allocs_of(v["c"])) == {"c"}


def test_loop_carried_buffers_form_one_class(parse: Parse) -> None:
    """init -> iter_arg, yield -> iter_arg and result, zero-trip init -> result."""
    aliases, v = _setup(
        parse,
        """
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %out = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  return
}""",
    )
    assert _names(aliases.allocs_of(v["buf"])) == {"init", "next"}
    assert _names(aliases.allocs_of(v["out"])) == {"init", "next"}
    assert _names(aliases.allocs_of(v["next"])) == {"next"}


def test_while_forwards_through_condition(parse: Parse) -> None:
    aliases, v = _setup(
        parse,
        """
func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {
    %p = "test.cond"() : () -> i1
    scf.condition(%p) %x : memref<4xf32>
  } do {
  ^bb0(%y: memref<4xf32>):
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  return
}""",
    )
    assert _names(aliases.allocs_of(v["x"])) == {"a", "b"}
    assert _names(aliases.allocs_of(v["y"])) == {"a", "b"}
    assert _names(aliases.allocs_of(v["r"])) == {"a", "b"}


def test_unknown_op_results_alias_all_memref_operands(parse: Parse) -> None:
    aliases, v = _setup(
        parse,
        """
func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %u = "test.mix"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %i = "test.other"(%a) : (memref<4xf32>) -> i32
  return
}""",
    )
    assert _names(aliases.allocs_of(v["u"])) == {"a", "b"}
    assert aliases.allocs_of(v["i"]) == frozenset()


def test_function_arguments_point_to_no_alloc(parse: Parse) -> None:
    aliases, v = _setup(
        parse,
        """
func.func @f(%arg: memref<4xf32>) {
  %s = memref.subview %arg[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return
}""",
    )
    assert aliases.allocs_of(v["s"]) == frozenset()


def test_long_view_chains_share_one_set(parse: Parse) -> None:
    """A chain of 2000 casts costs linear time and one set object."""
    lines = ["func.func @f() {", "  %v0 = memref.alloc() : memref<4xf32>"]
    for i in range(1, 2000):
        lines.append(
            f"  %v{i} = memref.cast %v{i - 1} : memref<4xf32> to memref<4xf32>"
        )
    lines += ["  return", "}"]
    aliases, v = _setup(parse, "\n".join(lines))
    last = aliases.allocs_of(v["v1999"])
    assert _names(last) == {"v0"}
    assert aliases.allocs_of(v["v1000"]) is last
