"""Repeated types parsed once (`dialects/xdsl_patch.py`, "repeated types
parsed once"; docs/upstream.md entry 18): a `memref`, `tensor` or `vector`
type whose text was read before is the type read then, the parse goes on
right after its `>`, and a text that names an alias or a dialect attribute
is read every time, since the file gives it its meaning."""

from __future__ import annotations

from xdsl.dialects import builtin, func
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from merge_alloc.dialects import xdsl_patch
from tests.ir import make_context, parse


def _argument_types(module: builtin.ModuleOp) -> list[Attribute]:
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    return list(function.function_type.inputs.data)


def test_a_repeated_type_is_the_same_value_and_parsing_goes_on() -> None:
    spelled = "memref<4x?xf32, strided<[?, 1], offset: ?>>"
    module = parse(
        f"func.func @f(%a: {spelled}, %b: {spelled}, %c: tensor<2xi8>,"
        f" %d: {spelled}) {{\n  return\n}}"
    )
    first, second, third, fourth = _argument_types(module)
    assert first is second is fourth
    assert str(first) == spelled
    assert str(third) == "tensor<2xi8>"
    assert xdsl_patch.installed()


def test_the_memo_changes_no_type_mlir_canonicalises() -> None:
    """The memo sits above the canonical memref types (entry 14): the
    identity layout is dropped on the first and on every later read."""
    spelled = "memref<8xf32, affine_map<(d0) -> (d0)>, 0>"
    module = parse(f"func.func @f(%a: {spelled}, %b: {spelled}) {{\n  return\n}}")
    assert [str(t) for t in _argument_types(module)] == ["memref<8xf32>"] * 2


def test_a_type_naming_an_alias_is_read_in_its_own_file() -> None:
    """`#layout` means something else in each file: never remembered."""
    text = (
        "#layout = affine_map<(d0) -> ({})>\n"
        "func.func @f(%a: memref<8xf32, #layout>) {{\n  return\n}}"
    )
    shifted = _argument_types(parse(text.format("d0 + 1")))[0]
    strided = _argument_types(parse(text.format("d0 * 2")))[0]
    assert str(shifted) != str(strided)
    assert not any("#" in key for key in xdsl_patch.type_memo_texts())


def test_an_error_inside_a_type_is_reported_as_before() -> None:
    ctx = make_context()
    text = "func.func @f(%a: memref<4xbogus>) {\n  return\n}"
    try:
        Parser(ctx, text).parse_module()
    except ParseError as error:
        message = str(error)
    else:  # pragma: no cover - the test fails below
        message = ""
    assert "bogus" in message
    assert "memref<4xbogus>" not in xdsl_patch.type_memo_texts()
