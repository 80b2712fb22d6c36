"""Float constants that survive xDSL 0.74 bit for bit: the one patch of xDSL's
float parsing, storage and printing.

Why a patch: a program run through `xdsl-opt` with no pass must compute what
the input computes, and xDSL 0.74 changes float constants on the way:

* a hexadecimal literal in `dense<...>` is read as an integer *value*:
  `dense<0xFF800000> : tensor<f32>` (-inf) becomes 4286578688.0;
* f16, bf16 and f32 values travel through `struct` and the FPU, which drop
  NaN payloads (f16 `0x7E01` becomes `0x7E00`) and quiet signalling NaNs
  (f32 `0x7F800001` becomes `0x7FC00001`);
* `dense<[0.0, -0.0]>` counts as a splat (the test compares values, and
  `0.0 == -0.0`) and prints as `dense<0.000000e+00>`.

None of this can be reached through dialect registration: builtin attributes
and types are parsed and printed by xDSL's own `AttrParser` and `Printer`. So
this module writes replacements, and `merge_alloc.dialects.xdsl_patch` (the
one module that changes xDSL, only for runs that use merge-alloc) installs
them; they replace, for the formats f16, bf16, f32 and f64
only, the functions below; every other type and every other input takes
xDSL's own code path unchanged:

* `Float16Type`, `Float32Type`, `BFloat16Type` `pack`/`unpack`/`iter_unpack`/
  `pack_into`: NaNs convert exactly (`float_encoding.widen`/`narrow`); other
  values still go through xDSL's converters;
* `AttrParser._TensorLiteralElement.to_type` and `_parse_optional_complex`
  (elements of `dense<...>`, complex ones included),
  `AttrParser.parse_optional_builtin_int_or_float_attr` (`0x7C00 : f16`),
  `FloatAttr.parse_with_type` (typed literals in declarative formats),
  `AttrParser._parse_builtin_densearray_attr` (`array<f32: ...>`): a
  hexadecimal literal is the bit pattern, a decimal one is rounded as
  MLIR 22 rounds it (to a double, then to the type);
* `Printer.print_float`: MLIR's spelling of the bits (`0x7FC00001`,
  `-0.000000e+00`, `3.40282347E+38`), so `mlir-opt` reads the same bits back;
* `DenseIntOrFPElementsAttr.is_splat`: compares bits, as MLIR does.

The project promises that a pipeline not naming merge-alloc behaves as stock
xDSL. This patch changes only results stock xDSL gets wrong (constants whose
bits it changes, hexadecimal floats it misreads, and MLIR's rejections of a
negative or too wide hexadecimal float, which stock xDSL turns into a Python
crash or a wrong value): it counts as the accepted kind of change, "an extra
syntax parses, faithfully". Remove the module once xDSL parses floats exactly.

"""

# This module extends xDSL 0.74's parser through its private hooks (the
# version is checked: dialects/xdsl_patch.py).
# pyright: reportPrivateUsage=false
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
)
from xdsl.ir import Attribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.lexer import Position, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from .float_encoding import (
    BF16,
    F16,
    F32,
    F64,
    BinaryFormat,
    FloatLiteralError,
    literal_bits,
    mlir_spelling,
    narrow,
    widen,
)
from .replacement import Replacement

_FORMAT_OF_TYPE: dict[type[Attribute], BinaryFormat] = {
    Float16Type: F16,
    BFloat16Type: BF16,
    Float32Type: F32,
    Float64Type: F64,
}


def format_of(attr: Attribute) -> BinaryFormat | None:
    """The exactly handled format of a float type, else None."""
    return _FORMAT_OF_TYPE.get(type(attr))


# -- storage: exact NaN conversions ------------------------------------------


def _is_nan(value: object) -> bool:
    return value != value


def _element_bits(buffer: Any, index: int, size: int) -> int:
    raw = memoryview(buffer).cast("B")
    return int.from_bytes(raw[index * size : (index + 1) * size], "little")


def _exact_unpack(fmt: BinaryFormat, original: Any) -> Callable[..., Any]:
    size = fmt.width // 8

    def unpack(self: Any, buffer: Any, num: int, /) -> tuple[float, ...]:
        values: tuple[float, ...] = original(self, buffer, num)
        if not any(_is_nan(v) for v in values):
            return values
        return tuple(
            widen(_element_bits(buffer, i, size), fmt) if _is_nan(v) else v
            for i, v in enumerate(values)
        )

    return unpack


def _exact_iter_unpack(fmt: BinaryFormat, original: Any) -> Callable[..., Any]:
    size = fmt.width // 8

    def iter_unpack(self: Any, buffer: Any, /) -> Iterator[float]:
        values: Iterator[float] = original(self, buffer)
        return (
            widen(_element_bits(buffer, i, size), fmt) if _is_nan(v) else v
            for i, v in enumerate(values)
        )

    return iter_unpack


def _exact_pack(fmt: BinaryFormat, original: Any) -> Callable[..., Any]:
    size = fmt.width // 8

    def pack(self: Any, values: Sequence[float]) -> bytes:
        if not any(_is_nan(v) for v in values):
            return original(self, values)
        return b"".join(
            narrow(v, fmt).to_bytes(size, "little")
            if _is_nan(v)
            else original(self, [v])
            for v in values
        )

    return pack


def _exact_pack_into(fmt: BinaryFormat, original: Any) -> Callable[..., Any]:
    size = fmt.width // 8

    def pack_into(self: Any, buffer: Any, offset: int, value: float) -> None:
        if not _is_nan(value):
            return original(self, buffer, offset, value)
        original(self, buffer, offset, 0.0)  # xDSL's bounds checks
        raw = memoryview(buffer).cast("B")
        raw[offset : offset + size] = narrow(value, fmt).to_bytes(size, "little")

    return pack_into


_STORAGE_PATCHES = {
    "unpack": _exact_unpack,
    "iter_unpack": _exact_iter_unpack,
    "pack": _exact_pack,
    "pack_into": _exact_pack_into,
}


# -- parsing ------------------------------------------------------------------


def _bits_or_error(
    parser: AttrParser, text: str, fmt: BinaryFormat, start: Position, end: Position
) -> int:
    try:
        return literal_bits(text, fmt)
    except FloatLiteralError as error:
        parser.raise_error(str(error), start, end)


def _parse_optional_literal(
    parser: AttrParser,
) -> tuple[str, Position, Position] | None:
    """`-`? followed by an integer or float token: (text, start, end).
    Nothing is consumed when there is no literal."""
    start = parser.pos
    minus = parser._parse_optional_token(MLIRTokenKind.MINUS)
    token = parser._parse_optional_token(MLIRTokenKind.INTEGER_LIT)
    if token is None:
        token = parser._parse_optional_token(MLIRTokenKind.FLOAT_LIT)
    if token is None:
        parser._resume_from(start)
        return None
    text = ("-" if minus is not None else "") + token.text
    return text, start, token.span.end


def _parse_float_bits(parser: AttrParser, fmt: BinaryFormat) -> int:
    literal = _parse_optional_literal(parser)
    if literal is None:
        parser.raise_error("Expected float literal")
    text, start, end = literal
    return _bits_or_error(parser, text, fmt, start, end)


_MIXED_COMPLEX = "Complex value must be either (float, float) or (int, int)"


def _tensor_literal_to_type(original: Any) -> Callable[..., Any]:
    def to_type(self: Any, parser: AttrParser, type: Attribute) -> Any:
        span = self.span
        value: object = self.value
        if isinstance(value, tuple):
            element_type = cast(Attribute, getattr(type, "element_type", None))
            fmt = format_of(element_type)
            if fmt is None:
                real, imag = cast(tuple[object, object], value)
                if isinstance(real, float) != isinstance(imag, float):
                    parser.raise_error(_MIXED_COMPLEX, span)
                return original(self, parser, type)
            # `(re, im)`: each part is a literal of the element type.
            parts = span.text.strip().removeprefix("(").removesuffix(")").split(",")
            return tuple(
                widen(_bits_or_error(parser, part, fmt, span.start, span.end), fmt)
                for part in parts
            )
        fmt = format_of(type)
        if fmt is None or isinstance(value, bool):
            return original(self, parser, type)
        return widen(_bits_or_error(parser, span.text, fmt, span.start, span.end), fmt)

    return to_type


def _complex_literal(original: Any) -> Callable[..., Any]:
    def parse_optional_complex(self: AttrParser) -> Any:
        """As xDSL's, but an integer next to a float is let through: with a
        float element type, `(0x7FC00000, 1.0)` is a NaN bit pattern and a
        float (`to_type` checks the element type)."""
        if self._current_token.kind != MLIRTokenKind.L_PAREN:
            return None
        start = self.pos
        try:
            return original(self)
        except Exception as error:
            if _MIXED_COMPLEX not in str(error):
                raise
        self._resume_from(start)
        opening = self._consume_token(MLIRTokenKind.L_PAREN)
        real, _ = self._parse_bool_int_or_float()
        self.parse_punctuation(",")
        imag, _ = self._parse_bool_int_or_float()
        if isinstance(real, bool) or isinstance(imag, bool):
            self.raise_error(_MIXED_COMPLEX)
        closing = self._consume_token(MLIRTokenKind.R_PAREN)
        span = Span(opening.span.start, closing.span.end, opening.span.input)
        return (real, imag), span

    return parse_optional_complex


def _int_or_float_attr(original: Any) -> Callable[..., Any]:
    def parse_optional_builtin_int_or_float_attr(
        self: AttrParser,
    ) -> IntegerAttr | FloatAttr | None:
        start = self.pos
        literal = _parse_optional_literal(self)
        if literal is not None and self._current_token.kind == MLIRTokenKind.COLON:
            attr_type = self._parse_attribute_type()
            fmt = format_of(attr_type)
            if fmt is not None:
                text, literal_start, literal_end = literal
                bits = _bits_or_error(self, text, fmt, literal_start, literal_end)
                return FloatAttr(widen(bits, fmt), cast(Any, attr_type))
        self._resume_from(start)
        return original(self)

    return parse_optional_builtin_int_or_float_attr


def _float_attr_with_type(original: Any) -> Callable[..., Any]:
    def parse_with_type(parser: AttrParser, type: Attribute) -> Any:
        fmt = format_of(type)
        if fmt is None:
            return original(parser, type)
        return FloatAttr(widen(_parse_float_bits(parser, fmt), fmt), cast(Any, type))

    return parse_with_type


def _dense_array(original: Any) -> Callable[..., Any]:
    def parse_dense_array(self: AttrParser) -> Any:
        from xdsl.dialects.builtin import DenseArrayBase

        start = self.pos
        self.parse_characters("<", " in dense array")
        element_type = self.parse_attribute()
        fmt = format_of(element_type)
        if fmt is None or self._current_token.kind != MLIRTokenKind.COLON:
            self._resume_from(start)
            return original(self)
        self._consume_token(MLIRTokenKind.COLON)
        values = self.parse_comma_separated_list(
            self.Delimiter.NONE, lambda: widen(_parse_float_bits(self, fmt), fmt)
        )
        self.parse_characters(">", " in dense array")
        return DenseArrayBase.from_list(cast(Any, element_type), values)

    return parse_dense_array


# -- printing -----------------------------------------------------------------


def _print_float(original: Any) -> Callable[..., Any]:
    def print_float(self: Printer, value: float, type: Attribute) -> None:
        fmt = format_of(type)
        if fmt is None:
            return original(self, value, type)
        self.print_string(mlir_spelling(narrow(value, fmt), fmt))

    return print_float


def _bitwise_is_splat(original: Any) -> Callable[..., Any]:
    def is_splat(self: DenseIntOrFPElementsAttr) -> bool:
        data = self.data.data
        size = self.get_element_type().compile_time_size
        if not data or size <= 0:
            return original(self)
        return data == data[:size] * (len(data) // size)

    return is_splat


# -- what the patch module installs ------------------------------------------


def float_patches() -> list[Replacement]:
    """(owner, attribute, factory of the replacement from the original, whether
    the attribute is a staticmethod): what `xdsl_patch.install` applies."""
    patches: list[Replacement] = []
    for float_type in (Float16Type, Float32Type, BFloat16Type):
        fmt = _FORMAT_OF_TYPE[float_type]
        for name, factory in _STORAGE_PATCHES.items():
            patches.append(
                (
                    float_type,
                    name,
                    lambda f, fmt=fmt, factory=factory: factory(fmt, f),
                    False,
                )
            )
    patches.extend(
        [
            (
                AttrParser._TensorLiteralElement,
                "to_type",
                _tensor_literal_to_type,
                False,
            ),
            (AttrParser, "_parse_optional_complex", _complex_literal, False),
            (
                AttrParser,
                "parse_optional_builtin_int_or_float_attr",
                _int_or_float_attr,
                False,
            ),
            (AttrParser, "_parse_builtin_densearray_attr", _dense_array, False),
            (FloatAttr, "parse_with_type", _float_attr_with_type, True),
            (Printer, "print_float", _print_float, False),
            (DenseIntOrFPElementsAttr, "is_splat", _bitwise_is_splat, False),
        ]
    )
    return patches
