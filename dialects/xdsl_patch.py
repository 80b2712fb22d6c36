"""merge-alloc's workarounds for xDSL 0.74's own machinery, for xDSL 0.74.0 only:
the fixes of its builtin parser and printer that ``install()`` puts in place,
and two helpers for subclasses of xDSL's ops.

Where a dialect's op is wrong, the dialect's module holds the fix; what is
here sits below every dialect. ``with_assembly_format`` gives a subclass of an
xDSL op a declarative format and ``with_operand_constraints`` widens its
operands' constraints; neither changes xDSL (docs/upstream.md, entries 9 and
13). The replacements listed next do, once installed; docs/upstream.md has
each defect's reproducer.

Installing the replacements. merge-alloc adds ops and syntaxes through xDSL's
extension points: its dialects are registered into a `Context`
(`register_dialects`), its passes are `Universe` entries, its ops parse and
print through their own definitions. A few defects sit where no extension
point reaches: builtin attributes and types are read by xDSL's own
`AttrParser` and written by its own `Printer`, float element storage is
xDSL's, and affine expressions are built by xDSL's `AffineParser`. For those,
`install()` replaces these functions (each replacement is written, with its
reason, in the section named below):

* exact float constants ("exact float syntax"): `pack`, `unpack`,
  `iter_unpack`, `pack_into` of `Float16Type`, `Float32Type`, `BFloat16Type`;
  `AttrParser._TensorLiteralElement.to_type`, `AttrParser._parse_optional_complex`,
  `AttrParser.parse_optional_builtin_int_or_float_attr`,
  `AttrParser._parse_builtin_densearray_attr`, `FloatAttr.parse_with_type`,
  `Printer.print_float`, `DenseIntOrFPElementsAttr.is_splat`;
* shapes written with spaces ("spaced shapes"): `AttrParser.parse_dimension_list`;
* semi-affine maps ("semi-affine maps"): `AffineParser._create_binop_expr`;
* memref types as MLIR builds them, without an identity layout or a memory
  space of 0 ("canonical memref types"): `AttrParser._parse_memref_attrs`;
* a type's text read once ("repeated types parsed once", for speed):
  `AttrParser._parse_optional_builtin_parametrized_type`.

Nothing is installed on import. `install()` runs only when merge-alloc is
used: an `xdsl-opt` run whose pipeline names one of merge-alloc's passes, the
`merge-alloc-opt` tool, and `register_dialects(ctx)` (how a Python program
sets up a context for merge-alloc). It first checks that the installed xDSL is
the version these replacements were written against, and refuses any other
with one clear line, because a replaced private function that changed
upstream would otherwise misparse silently. `docs/upstream.md` has, for each
defect, a minimal reproducer and the fix to send upstream; remove the entry
here once xDSL has the fix.

Float encodings: exact IEEE-754 binary encodings (bit patterns, Python
floats, MLIR's spelling).

MLIR treats a float constant as a bit pattern of its type (`f16`, `bf16`,
`f32`, `f64`): a hexadecimal literal *is* the bit pattern, a decimal literal is
read as MLIR 22's parser reads it (rounded to a double, then to nearest-even
into the type: `mlir-opt` reads `1.00048828125000000001 : f16` as 1.0), and
the printer writes
the shortest MLIR spelling that reads back to the same bits (hexadecimal for
infinities and NaNs). xDSL stores a float as a Python float (an IEEE double)
and converts through `struct`, which loses NaN payloads and signalling bits on
the way. This section is the arithmetic that does it exactly; it uses nothing
of xDSL (the exact float syntax below wires it in).

The double that stands for a narrower value is its exact widening; for a NaN,
the payload is shifted into the top of the double's fraction, sign and
quiet bit kept, exactly as x86 hardware widens a quiet NaN. `narrow` inverts
`widen` bit for bit, signalling NaNs included.

Float constants that survive xDSL 0.74 bit for bit: the one patch of xDSL's
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
this module writes replacements, and `install` (which changes xDSL only
for runs that use merge-alloc) puts them in place; they replace, for the
formats f16, bf16, f32 and f64 only, the functions below; every other type
and every other input takes xDSL's own code path unchanged:

* `Float16Type`, `Float32Type`, `BFloat16Type` `pack`/`unpack`/`iter_unpack`/
  `pack_into`: NaNs convert exactly (`widen`/`narrow`); other
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
syntax parses, faithfully". Remove these replacements once xDSL parses floats
exactly.

Shapes written with spaces (`memref<8 x f32>`, `tensor<4 x ? x f32>`).

MLIR 22 accepts whitespace around the `x` of a dimension list in every shaped
type (`memref`, `tensor`, `vector`), and IR written by hand or by other tools
uses it (`memref<8 x f32>`). xDSL 0.74 parses `vector<4 x f32>` but not
`memref<8 x f32>` or `tensor<4 x 8 x f32>`: after the last dimension,
`AttrParser.parse_dimension_list` consumes the `x`, sees the element type,
and gives the `x` back by rewinding *one character* before the element type,
which is the space, not the `x`; the caller then fails with "Expected 'x' in
shape delimiter".

The fix rewinds to where the `x` token started. It replaces that one
function because builtin types are parsed by xDSL's own `AttrParser`, which
no dialect registration reaches; `install` puts it in place for runs
that use merge-alloc. Only inputs stock xDSL rejects parse
differently.

Semi-affine expressions in affine maps and sets, as MLIR reads them.

MLIR accepts a product whose one side is symbolic (`d0 * s0`) and a
`ceildiv`, `floordiv` or `mod` whose right side is symbolic (`d0 ceildiv s0`,
`(d0 + s1) mod s0`): MLIR's own bufferization tests write
`affine_map<(d0)[s0] -> (d0 ceildiv s0)>`. xDSL 0.74's `AffineParser` builds
each binary expression through `AffineExpr`'s operators, which raise
`NotImplementedError` for a non-constant right side, so such a map ends
`xdsl-opt` with a Python traceback, although `AffineBinaryOpExpr` itself
represents it (and prints it as MLIR does).

`semi_affine_binop` replaces `AffineParser._create_binop_expr`: every
expression xDSL builds is built as before; where xDSL gives up, a semi-affine
operand becomes an `AffineBinaryOpExpr` as MLIR would build it (a symbolic
factor on the right of a product), and an expression MLIR rejects too
(a dimension on the right of a division, a product of two dimensions) is a
located parse error with MLIR's words instead of a traceback.
`install` puts it in place for runs that use merge-alloc.

Memref types read as MLIR builds them: no identity layout, no memory space 0.

MLIR's `MemRefType::get` replaces an identity `affine_map` layout by the
default layout and an integer memory space of 0 by no memory space (as
`UnrankedMemRefType::get` does for the memory space), so
`memref<256xf32, affine_map<(d0) -> (d0)>, 0>` and `memref<256xf32>` are one
type: a value defined with the first may be used with the second. xDSL 0.74
keeps what was written, so the same program is rejected with "operand is used
with type memref<256xf32>, but has been previously used or defined with type
..." (docs/upstream.md, entry 14).

`canonical_memref_attrs` replaces `AttrParser._parse_memref_attrs`, the one
function that reads the body of every `memref<...>` type, custom or generic
form: it reads the type as before, then drops exactly what MLIR drops. An
identity map is one with as many dimensions as the memref has, no symbols and
the dimensions as results in order, at any rank (`affine_map<() -> ()>` for a
rank-0 memref); a memory space is dropped when it is an `IntegerAttr` of value
0, whatever its integer type. Strided layouts (even `strided<[1]>`, which MLIR
keeps), other maps and other memory spaces stay. Types built in Python are not
touched: only text is read differently, and only for runs that use merge-alloc
(`install` puts it in place).

Declarative assembly formats for merge-alloc's subclasses of xDSL's ops.

An op merge-alloc defines itself declares its syntax with IRDL's
`assembly_format` (and `custom_directives`). An op xDSL already defines
whose MLIR syntax xDSL 0.74 lacks is a plain subclass of xDSL's class (so
`isinstance` against xDSL's class keeps working), and xDSL rejects running
`irdl_op_definition` again on a subclass: its fields are already accessors.
`with_assembly_format` gives such a subclass the same thing
`irdl_op_definition` gives an op with an `assembly_format`: xDSL's
`FormatProgram`, compiled from the format against the op's definition, as
its `parse` and `print`. The subclass's `get_irdl_definition()` then reports
the format; xDSL's own class is left as it is.

`parse_optional_arrow_type_list` is the piece of MLIR's custom syntaxes the
hand-written parsers of several dialects share.

Wider operand constraints for merge-alloc's subclasses of xDSL's ops.

`ANY_BUFFER` and `ANY_TENSOR` are MLIR's constraints of that name, failing
with MLIR's description of them.

xDSL 0.74 types some operands more narrowly than MLIR 22: `memref.rank` and
`memref.copy` take only ranked memrefs, where MLIR's
`AnyRankedOrUnrankedMemRef` also takes `memref<*xf32>`. A subclass cannot
run `irdl_op_definition` again (`with_assembly_format` says why), so
`with_operand_constraints` gives it what that would: a copy of the op's
definition with the named operands' constraints replaced, used by the
subclass's verifier and by the declarative format compiled after it (apply
`with_assembly_format` outside this decorator). xDSL's own class is left as
it is.
"""

# This module extends xDSL 0.74's parser through its private hooks (the
# version is checked: `check_xdsl_version`).
# pyright: reportPrivateUsage=false

from __future__ import annotations

import dataclasses
import os
import re
import struct
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.metadata import PackageNotFoundError, distribution
from typing import Any, cast

import xdsl
from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    AffineMapAttr,
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)
from xdsl.irdl import (
    AttrConstraint,
    IntConstraint,
    IRDLOperation,
    OpDef,
    OperandDef,
    VerificationContext,
    base,
)
from xdsl.irdl.declarative_assembly_format import CustomDirective, FormatProgram
from xdsl.parser import AttrParser, Parser
from xdsl.parser.affine_parser import AffineParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Position, Span
from xdsl.utils.mlir_lexer import MLIRToken, MLIRTokenKind

# -- the shape of a replacement ------------------------------------------------

Replacement = tuple[type, str, Callable[[Any], Callable[..., Any]], bool]
"""(owner, attribute, factory of the replacement from the original, whether
the attribute is a staticmethod)."""


# -- float encodings -----------------------------------------------------------

_DOUBLE_FRACTION_BITS = 52


@dataclass(frozen=True, slots=True)
class BinaryFormat:
    """An IEEE-754 binary interchange format (sign, exponent, fraction)."""

    name: str
    exponent_bits: int
    fraction_bits: int

    @property
    def width(self) -> int:
        return 1 + self.exponent_bits + self.fraction_bits

    @property
    def bias(self) -> int:
        return (1 << (self.exponent_bits - 1)) - 1

    @property
    def min_exponent(self) -> int:
        """Exponent of the smallest normal number (and of every subnormal)."""
        return 1 - self.bias

    @property
    def max_exponent(self) -> int:
        return self.bias

    @property
    def exponent_field_max(self) -> int:
        return (1 << self.exponent_bits) - 1

    @property
    def fraction_mask(self) -> int:
        return (1 << self.fraction_bits) - 1

    @property
    def sign_bit(self) -> int:
        return 1 << (self.width - 1)

    @property
    def infinity(self) -> int:
        """Bits of +inf."""
        return self.exponent_field_max << self.fraction_bits

    @property
    def quiet_bit(self) -> int:
        return 1 << (self.fraction_bits - 1)

    @property
    def precision(self) -> int:
        """Significand bits including the implicit one (APFloat's precision)."""
        return self.fraction_bits + 1

    def is_nan_or_inf(self, bits: int) -> bool:
        return (bits >> self.fraction_bits) & self.exponent_field_max == (
            self.exponent_field_max
        )


F16 = BinaryFormat("f16", 5, 10)
BF16 = BinaryFormat("bf16", 8, 7)
F32 = BinaryFormat("f32", 8, 23)
F64 = BinaryFormat("f64", 11, 52)

FORMATS: dict[str, BinaryFormat] = {f.name: f for f in (F16, BF16, F32, F64)}
"""The formats handled exactly, by MLIR type name."""


class FloatLiteralError(ValueError):
    """A literal MLIR rejects for a float type (message as MLIR words it)."""


def double_bits(value: float) -> int:
    return int.from_bytes(struct.pack("<d", value), "little")


def double_from_bits(bits: int) -> float:
    return struct.unpack("<d", bits.to_bytes(8, "little"))[0]


def widen(bits: int, fmt: BinaryFormat) -> float:
    """The Python float standing for `bits` of `fmt` (exact, NaNs included)."""
    if fmt == F64:
        return double_from_bits(bits)
    negative = bits & fmt.sign_bit != 0
    exponent_field = (bits >> fmt.fraction_bits) & fmt.exponent_field_max
    fraction = bits & fmt.fraction_mask
    if exponent_field == fmt.exponent_field_max:
        payload = fraction << (_DOUBLE_FRACTION_BITS - fmt.fraction_bits)
        return double_from_bits((int(negative) << 63) | (0x7FF << 52) | payload)
    if exponent_field == 0:
        magnitude = fraction * 2.0 ** (fmt.min_exponent - fmt.fraction_bits)
    else:
        significand = fraction | (1 << fmt.fraction_bits)
        magnitude = significand * 2.0 ** (exponent_field - fmt.bias - fmt.fraction_bits)
    return -magnitude if negative else magnitude


def narrow(value: float, fmt: BinaryFormat) -> int:
    """The bits of `fmt` for `value`: exact inverse of `widen`; a value `fmt`
    cannot hold is rounded to nearest-even (overflowing to infinity)."""
    bits64 = double_bits(value)
    if fmt == F64:
        return bits64
    sign = fmt.sign_bit if bits64 >> 63 else 0
    if value != value:  # NaN: keep the top of the payload, stay a NaN
        payload = (bits64 & ((1 << _DOUBLE_FRACTION_BITS) - 1)) >> (
            _DOUBLE_FRACTION_BITS - fmt.fraction_bits
        )
        return sign | fmt.infinity | (payload or fmt.quiet_bit)
    if value in (float("inf"), float("-inf")):
        return sign | fmt.infinity
    numerator, denominator = abs(value).as_integer_ratio()
    return sign | round_magnitude(numerator, denominator, fmt)


def round_magnitude(numerator: int, denominator: int, fmt: BinaryFormat) -> int:
    """Bits (sign clear) of the non-negative rational numerator/denominator,
    rounded to nearest, ties to even, overflowing to infinity."""
    if numerator == 0:
        return 0
    exponent = numerator.bit_length() - denominator.bit_length()
    below = (
        numerator < (denominator << exponent)
        if exponent >= 0
        else (numerator << -exponent) < denominator
    )
    if below:
        exponent -= 1
    exponent = max(exponent, fmt.min_exponent)
    shift = fmt.fraction_bits - exponent
    if shift >= 0:
        quotient, remainder = divmod(numerator << shift, denominator)
        divisor = denominator
    else:
        divisor = denominator << -shift
        quotient, remainder = divmod(numerator, divisor)
    if 2 * remainder > divisor or (2 * remainder == divisor and quotient & 1):
        quotient += 1
    if quotient == 1 << fmt.precision:
        quotient >>= 1
        exponent += 1
    if exponent > fmt.max_exponent:
        return fmt.infinity
    if quotient < 1 << fmt.fraction_bits:  # subnormal (exponent is the minimum)
        return quotient
    exponent_field = exponent + fmt.bias
    return (exponent_field << fmt.fraction_bits) | (quotient & fmt.fraction_mask)


_DECIMAL = re.compile(
    r"(?P<sign>-?)(?P<digits>[0-9]+(?:\.[0-9]*)?)(?:[eE](?P<exp>[-+]?[0-9]+))?"
)

_EXPONENT_LIMIT = 100_000
"""Decimal exponents beyond this only say zero or infinity (every format here
has a range far smaller); clamping them keeps `Fraction` arithmetic small."""


def decimal_bits(text: str, fmt: BinaryFormat) -> int:
    """`fmt` bits of a decimal literal (`-1.5e3`, `2.`, `7`), rounded once
    directly into `fmt` as APFloat does (no detour through a double). (The
    exact arithmetic is imported here: only runs that parse floats use it.)"""
    from fractions import Fraction

    match = _DECIMAL.fullmatch(text.strip())
    if match is None:
        raise FloatLiteralError(f"invalid float literal '{text}'")
    sign = fmt.sign_bit if match["sign"] else 0
    mantissa = Fraction(match["digits"])
    exponent = int(match["exp"] or 0)
    if mantissa == 0:
        return sign
    if exponent > _EXPONENT_LIMIT:
        return sign | fmt.infinity
    if exponent < -_EXPONENT_LIMIT:
        return sign
    value = mantissa * Fraction(10) ** exponent
    return sign | round_magnitude(value.numerator, value.denominator, fmt)


def literal_bits(text: str, fmt: BinaryFormat) -> int:
    """`fmt` bits of an MLIR numeric literal: hexadecimal is the bit pattern
    itself, anything else a decimal value. Raises `FloatLiteralError` with
    MLIR's message for a negative or too wide hexadecimal literal."""
    stripped = "".join(text.split())
    unsigned = stripped.removeprefix("-")
    if unsigned[:2] in ("0x", "0X"):
        if unsigned is not stripped:
            raise FloatLiteralError(
                "hexadecimal float literal should not have a leading minus"
            )
        bits = int(unsigned, 16)
        if bits.bit_length() > fmt.width:
            raise FloatLiteralError("hexadecimal float constant out of range for type")
        return bits
    return double_rounded_bits(stripped, fmt)


def double_rounded_bits(text: str, fmt: BinaryFormat) -> int:
    """`fmt` bits of a decimal float literal as MLIR's parser computes them:
    the literal becomes a double (`Token::getFloatingPointValue`), which is
    then rounded to nearest-even into `fmt` (`APFloat::convert`)."""
    from fractions import Fraction

    double = decimal_bits(text, F64)
    if fmt == F64:
        return double
    sign = fmt.sign_bit if double & F64.sign_bit else 0
    magnitude = double & ~F64.sign_bit
    if magnitude == F64.infinity:
        return sign | fmt.infinity
    value = Fraction(struct.unpack("<d", magnitude.to_bytes(8, "little"))[0])
    if value == 0:
        return sign
    return sign | round_magnitude(value.numerator, value.denominator, fmt)


def mlir_spelling(bits: int, fmt: BinaryFormat) -> str:
    """The text `mlir-opt` prints for a float of `fmt` with these bits.

    A port of MLIR's `printFloatValue`: six significant digits in exponent
    form when they read back to the same bits, else APFloat's round-trip
    form when it has a decimal point, else the hexadecimal bit pattern.
    """
    if not fmt.is_nan_or_inf(bits):
        short = apfloat_text(bits, fmt, 6, 0, truncate_zero=False)
        if decimal_bits(short, fmt) == bits:
            return short
        exact = apfloat_text(bits, fmt)
        if "." in exact:
            return exact
    return f"0x{bits:X}"


def apfloat_text(
    bits: int,
    fmt: BinaryFormat,
    format_precision: int = 0,
    format_max_padding: int = 3,
    *,
    truncate_zero: bool = True,
) -> str:
    """LLVM's `APFloat::toString` for a finite value (same digits, same
    rounding quirks: digits beyond the precision are partly truncated before
    a round-half-up, so the last digit is not always correctly rounded)."""
    negative = bits & fmt.sign_bit != 0
    exponent_field = (bits >> fmt.fraction_bits) & fmt.exponent_field_max
    fraction = bits & fmt.fraction_mask
    prefix = "-" if negative else ""
    if exponent_field == 0 and fraction == 0:
        if format_max_padding:
            return prefix + "0"
        if truncate_zero:
            return prefix + "0.0E+0"
        return prefix + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
    if exponent_field == 0:
        significand = fraction
        exponent = fmt.min_exponent - fmt.fraction_bits
    else:
        significand = fraction | (1 << fmt.fraction_bits)
        exponent = exponent_field - fmt.bias - fmt.fraction_bits
    if not format_precision:
        format_precision = 2 + fmt.precision * 59 // 196
    trailing_zeros = (significand & -significand).bit_length() - 1
    exponent += trailing_zeros
    significand >>= trailing_zeros
    if exponent > 0:
        significand <<= exponent
        exponent = 0
    elif exponent < 0:
        significand *= 5**-exponent  # N * 2^-e == N * 5^e * 10^-e
    active_bits = significand.bit_length()
    bits_required = (format_precision * 196 + 58) // 59
    if active_bits > bits_required:
        removable_tens = (active_bits - bits_required) * 59 // 196
        exponent += removable_tens
        significand //= 10**removable_tens
    digits = str(significand)
    kept = digits.rstrip("0")
    exponent += len(digits) - len(kept)
    digits, exponent = _round_digits(kept, exponent, format_precision)
    return prefix + _layout(
        digits, exponent, format_precision, format_max_padding, truncate_zero
    )


def _round_digits(digits: str, exponent: int, precision: int) -> tuple[str, int]:
    """APFloat's second `AdjustToPrecision`: round half up on the first
    dropped digit; drop the trailing zeros of the result."""
    count = len(digits)
    if count <= precision:
        return digits, exponent
    if digits[precision] < "5":
        kept = digits[:precision].rstrip("0")
        return kept, exponent + count - len(kept)
    position = precision - 1
    while position >= 0 and digits[position] == "9":
        position -= 1
    if position < 0:
        return "1", exponent + count
    kept = digits[:position] + chr(ord(digits[position]) + 1)
    return kept, exponent + count - len(kept)


def _layout(
    digits: str,
    exponent: int,
    precision: int,
    max_padding: int,
    truncate_zero: bool,
) -> str:
    """APFloat's choice between scientific and positional notation."""
    count = len(digits)
    if not max_padding:
        scientific = True
    elif exponent >= 0:
        scientific = exponent > max_padding or count + exponent > precision
    else:
        most_significant = exponent + count - 1
        scientific = most_significant < 0 and -most_significant > max_padding
    if scientific:
        decimal_exponent = exponent + count - 1
        text = digits[0] + "."
        text += "0" if count == 1 and truncate_zero else digits[1:]
        if not truncate_zero and precision > count - 1:
            text += "0" * (precision - count + 1)
        text += "E" if truncate_zero else "e"
        text += "+" if decimal_exponent >= 0 else "-"
        magnitude = str(abs(decimal_exponent))
        if not truncate_zero and len(magnitude) < 2:
            magnitude = "0" + magnitude
        return text + magnitude
    if exponent >= 0:
        return digits + "0" * exponent
    whole = exponent + count
    if whole > 0:
        return digits[:whole] + "." + digits[whole:]
    return "0." + "0" * -whole + digits


# -- exact float syntax --------------------------------------------------------

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
    the attribute is a staticmethod): what `install` applies for floats."""
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


# -- spaced shapes -------------------------------------------------------------

_DIMENSION_TOKENS = (MLIRTokenKind.INTEGER_LIT, MLIRTokenKind.QUESTION)


def parse_dimension_list(self: AttrParser) -> list[int]:
    """`(dimension x)* dimension`, leaving a trailing `x` (the one before the
    element type) unconsumed, wherever whitespace puts it."""
    if self._current_token.kind not in _DIMENSION_TOKENS:
        return []
    dims = [self.parse_shape_dimension()]
    while True:
        delimiter = self.pos
        if self._parse_optional_shape_delimiter() is None:
            return dims
        if self._current_token.kind not in _DIMENSION_TOKENS:
            self._resume_from(delimiter)
            return dims
        dims.append(self.parse_shape_dimension())


def spaced_dimension_list(original: object) -> Callable[..., list[int]]:
    """The replacement of `AttrParser.parse_dimension_list` (it does not need
    the original)."""
    del original
    return parse_dimension_list


# -- semi-affine maps ----------------------------------------------------------

_KIND_OF_TOKEN = {
    "*": AffineBinaryOpKind.Mul,
    "ceildiv": AffineBinaryOpKind.CeilDiv,
    "floordiv": AffineBinaryOpKind.FloorDiv,
    "mod": AffineBinaryOpKind.Mod,
}


def is_symbolic_or_constant(expr: AffineExpr) -> bool:
    """Whether `expr` uses no dimension (MLIR's `isSymbolicOrConstant`)."""
    return not any(isinstance(node, AffineDimExpr) for node in expr.dfs())


def semi_affine_expr(
    kind: AffineBinaryOpKind, lhs: AffineExpr, rhs: AffineExpr
) -> AffineExpr | str:
    """The expression MLIR builds for `lhs <kind> rhs` when xDSL's operators
    refuse it, or MLIR's reason to reject it."""
    if kind is AffineBinaryOpKind.Mul:
        if not is_symbolic_or_constant(rhs):
            if not is_symbolic_or_constant(lhs):
                return (
                    "non-affine expression: at least one of the multiply "
                    "operands has to be either a constant or symbolic"
                )
            lhs, rhs = rhs, lhs
        return AffineBinaryOpExpr(kind, lhs, rhs)
    if not is_symbolic_or_constant(rhs):
        return (
            f"non-affine expression: right operand of {kind.get_token()} has to "
            "be either a constant or symbolic"
        )
    return AffineBinaryOpExpr(kind, lhs, rhs)


def semi_affine_binop(original: Any) -> Callable[..., AffineExpr]:
    """The replacement of `AffineParser._create_binop_expr`."""

    def create_binop_expr(
        self: AffineParser, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken
    ) -> AffineExpr:
        try:
            return original(self, lhs, rhs, binop)
        except NotImplementedError:
            kind = _KIND_OF_TOKEN.get(binop.text)
            if kind is None:
                raise
        built = semi_affine_expr(kind, lhs, rhs)
        if isinstance(built, str):
            raise ParseError(binop.span, built)
        return built

    return create_binop_expr


# -- canonical memref types ----------------------------------------------------

AnyMemRefType = MemRefType[Attribute] | UnrankedMemRefType[Attribute]
"""What `AttrParser._parse_memref_attrs` returns: a ranked or unranked memref."""

ParseMemref = Callable[[AttrParser], AnyMemRefType]
"""The signature of `AttrParser._parse_memref_attrs`."""


def is_zero_memory_space(memory_space: Attribute) -> bool:
    """Whether `memory_space` is an integer attribute of value 0, the memory
    space MLIR drops (its `skipDefaultMemorySpace`)."""
    if not isinstance(memory_space, IntegerAttr):
        return False
    return cast(IntegerAttr, memory_space).value.data == 0


def is_identity_layout(layout: Attribute, rank: int) -> bool:
    """Whether `layout` is the identity `affine_map` of a memref of `rank`
    dimensions (what MLIR stores for a memref written without layout)."""
    return isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(rank)


def canonical_memref_type(memref_type: AnyMemRefType) -> AnyMemRefType:
    """`memref_type` as MLIR's type builders would return it: without an
    identity layout and without a memory space of 0."""
    if isinstance(memref_type, UnrankedMemRefType):
        if not is_zero_memory_space(memref_type.memory_space):
            return memref_type
        return UnrankedMemRefType.from_type(memref_type.element_type)
    memory_space = memref_type.memory_space
    identity = is_identity_layout(memref_type.layout, memref_type.get_num_dims())
    zero_space = is_zero_memory_space(memory_space)
    if not identity and not zero_space:
        return memref_type
    return MemRefType(
        memref_type.get_element_type(),
        memref_type.shape,
        NoneAttr() if identity else memref_type.layout,
        NoneAttr() if zero_space else memory_space,
    )


def canonical_memref_attrs(original: ParseMemref) -> ParseMemref:
    """The replacement of `AttrParser._parse_memref_attrs`: the original
    parse, then `canonical_memref_type`."""

    def parse_canonical_memref_attrs(self: AttrParser) -> AnyMemRefType:
        return canonical_memref_type(original(self))

    return parse_canonical_memref_attrs


# -- repeated types parsed once ------------------------------------------------
#
# Why: a bufferized model names the same few memref types thousands of times
# (every view, load and linalg operand spells its type out), and xDSL 0.74
# builds each from its text again: lexing the shape, the element type, the
# layout, and verifying the result. On the DARTS cells model's bufferized
# program (653 kB, 9,600 ops) the types were 29% of xDSL's parse, about
# 400 us a memref type. A builtin parametrized type is a value, and its text
# alone decides it, as long as the text names nothing whose meaning the file
# or the context defines (an `#alias` or `!alias`, a dialect attribute or
# type, all spelled with `#` or `!`). So `memoized_parametrized_type`
# replaces `AttrParser._parse_optional_builtin_parametrized_type`: it finds
# the text of `memref<...>`, `tensor<...>` or `vector<...>` with xDSL's own
# bracket scanner, returns the type parsed earlier from the same text if
# there is one, and otherwise parses it as before and remembers it. The
# result is the same immutable attribute either way; only the second parse
# of a text is skipped (docs/upstream.md, entry 18).

MEMO_TYPE_NAMES = frozenset({"memref", "tensor", "vector"})
"""The builtin parametrized types whose text is remembered."""
MEMO_TYPE_LIMIT = 1 << 16
"""Remembered type texts at most; the memo starts again beyond."""
_TYPE_MEMO: dict[str, Attribute] = {}


def type_memo_texts() -> list[str]:
    """The type texts remembered so far (for tests)."""
    return list(_TYPE_MEMO)


def memoized_parametrized_type(
    original: Callable[[AttrParser], Any],
) -> Callable[..., Any]:
    """The replacement of `AttrParser._parse_optional_builtin_parametrized_type`
    (see above)."""

    def parse_memoized_parametrized_type(self: AttrParser) -> Any:
        token = self._current_token
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text not in MEMO_TYPE_NAMES:
            return original(self)
        content = self.lexer.input.content
        start = token.span.start
        after = token.span.end
        if content[after : after + 1] != "<":
            return original(self)
        try:
            end = self._raw_scan_balanced(after + 1) + 1
        except ParseError:
            return original(self)  # unbalanced: the original reports it
        text = content[start:end]
        if "#" in text or "!" in text:
            return original(self)
        known = _TYPE_MEMO.get(text)
        if known is not None:
            self._resume_from(end)
            return known
        parsed = original(self)
        if content[end : self.pos].strip() == "":  # it ended at that `>`
            if len(_TYPE_MEMO) >= MEMO_TYPE_LIMIT:
                _TYPE_MEMO.clear()
            _TYPE_MEMO[text] = parsed
        return parsed

    return parse_memoized_parametrized_type


# -- declarative formats on subclasses -----------------------------------------

OpT = TypeVar("OpT", bound=IRDLOperation)


def with_assembly_format(
    assembly_format: str, *custom_directives: type[CustomDirective]
) -> Callable[[type[OpT]], type[OpT]]:
    """Class decorator: `assembly_format` (with `custom_directives`) becomes
    the `parse` and `print` of the decorated subclass of an xDSL op."""

    def apply(cls: type[OpT]) -> type[OpT]:
        op_def: OpDef = dataclasses.replace(
            cls.get_irdl_definition(),
            assembly_format=assembly_format,
            custom_directives={d.__name__: d for d in custom_directives},
        )
        program = FormatProgram.from_str(assembly_format, op_def)

        def parse(op_type: type[OpT], parser: Parser) -> OpT:
            return program.parse(parser, op_type)

        def print_(op: IRDLOperation, printer: Printer) -> None:
            program.print(printer, op)

        def get_irdl_definition(op_type: type[OpT]) -> OpDef:
            return op_def

        setattr(cls, "parse", classmethod(parse))  # noqa: B010
        setattr(cls, "print", print_)  # noqa: B010
        setattr(cls, "get_irdl_definition", classmethod(get_irdl_definition))  # noqa: B010
        setattr(cls, "assembly_format", assembly_format)  # noqa: B010
        return cls

    return apply


def parse_optional_arrow_type_list(parser: Parser) -> list[Attribute]:
    """MLIR's ``parseOptionalArrowTypeList``: nothing, ``-> T`` or ``-> (T, U)``."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    types = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    if types is None:
        return [parser.parse_type()]
    return list[Attribute](types)


# -- wider operand constraints -------------------------------------------------

AttributeCovT = TypeVar("AttributeCovT", bound=Attribute, covariant=True)


@dataclasses.dataclass(frozen=True)
class Described(AttrConstraint[AttributeCovT]):
    """`constraint`, failing with MLIR's description of the types it allows
    ("expected tensor of any type values, but got 'f32'") where xDSL's union
    of base constraints says only "Unexpected attribute f32"."""

    constraint: AttrConstraint[AttributeCovT]
    description: str

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not self.constraint.verifies(attr):
            raise VerifyException(f"expected {self.description}, but got '{attr}'")
        self.constraint.verify(attr, constraint_context)

    def get_bases(self) -> set[type[Attribute]] | None:
        return self.constraint.get_bases()

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> Described[AttributeCovT]:
        return Described(
            self.constraint.mapping_type_vars(type_var_mapping), self.description
        )


ANY_BUFFER = Described(
    base(MemRefType) | base(UnrankedMemRefType),
    "ranked or unranked memref of any type values",
)
"""MLIR's `AnyRankedOrUnrankedMemRef`."""

ANY_TENSOR = Described(
    base(TensorType) | base(UnrankedTensorType), "tensor of any type values"
)
"""MLIR's `AnyTensor` (ranked or not)."""


def with_operand_constraints(
    **constraints: AttrConstraint,
) -> Callable[[type[OpT]], type[OpT]]:
    """Class decorator: each keyword names a single operand of the decorated
    subclass and gives its new constraint. The subclass's own `verify_`, if
    it defines one, runs after the definition's checks, as it would under
    `irdl_op_definition`."""

    def apply(cls: type[OpT]) -> type[OpT]:
        original = cls.get_irdl_definition()
        unknown = set(constraints) - {name for name, _ in original.operands}
        if unknown:
            raise ValueError(f"{cls.__name__} has no operands {sorted(unknown)}")
        operands: list[tuple[str, OperandDef]] = []
        for name, definition in original.operands:
            if name in constraints:
                if type(definition) is not OperandDef:
                    raise ValueError(f"{cls.__name__}.{name} is variadic or optional")
                definition = OperandDef(constraints[name])
            operands.append((name, definition))
        op_def = dataclasses.replace(original, operands=operands)
        own_verify: Callable[[OpT], None] | None = cls.__dict__.get("verify_")

        def verify_(op: OpT) -> None:
            op_def.verify(op)
            if own_verify is not None:
                own_verify(op)

        def get_irdl_definition(op_type: type[OpT]) -> OpDef:
            return op_def

        setattr(cls, "verify_", verify_)  # noqa: B010
        setattr(cls, "get_irdl_definition", classmethod(get_irdl_definition))  # noqa: B010
        return cls

    return apply


# -- installing the replacements -----------------------------------------------

XDSL_VERSION = "0.74.0"
"""The xDSL release the replacements below were written and tested against
(pinned in pyproject.toml)."""

_MARK = "__merge_alloc_patch__"
"""Set on every installed replacement: how `install` stays idempotent."""

_ORIGINALS: dict[tuple[type, str], object] = {}
"""What `install` replaced: owner and attribute to the original class entry."""


class UnsupportedXdslVersion(Exception):
    """The installed xDSL is not the one merge-alloc's patches were written for."""


@cache
def installed_xdsl_version() -> str:
    """The version of the xDSL that is imported.

    An installed wheel's metadata folder beside the package names it
    (`xdsl-0.74.0.dist-info`): listing that one folder costs a fifth of
    finding the distribution on the whole path (about a millisecond of every
    adopted run, docs/performance.md). Otherwise (an editable or unusual
    install, two such folders) the `Version:` header of xDSL's metadata: what
    `importlib.metadata.version` reads, without importing the e-mail parser
    it reads headers with (a few milliseconds more)."""
    beside = os.path.dirname(os.path.dirname(xdsl.__file__ or ""))
    try:
        folders = [
            name
            for name in os.listdir(beside)
            if name.startswith("xdsl-") and name.endswith(".dist-info")
        ]
    except OSError:
        folders = []
    if len(folders) == 1:
        return folders[0].removeprefix("xdsl-").removesuffix(".dist-info")
    try:
        metadata = distribution("xdsl").read_text("METADATA") or ""
    except PackageNotFoundError:  # pragma: no cover - xDSL imported from a tree
        return str(getattr(xdsl, "__version__", "unknown"))
    for line in metadata.splitlines():
        if not line:
            break  # the headers end at the first empty line
        if line.startswith("Version:"):
            return line.removeprefix("Version:").strip()
    return "unknown"


def check_xdsl_version(found: str | None = None) -> None:
    """Raise `UnsupportedXdslVersion` unless xDSL is `XDSL_VERSION`."""
    found = installed_xdsl_version() if found is None else found
    if found != XDSL_VERSION:
        raise UnsupportedXdslVersion(
            f"merge-alloc needs xDSL {XDSL_VERSION} (its parser fixes replace "
            f"functions of that release), but xDSL {found} is installed: "
            f"run `pip install xdsl=={XDSL_VERSION}`"
        )


def replacements() -> list[Replacement]:
    """Every function `install` replaces, with its replacement's factory."""
    return [
        *float_patches(),
        (AttrParser, "parse_dimension_list", spaced_dimension_list, False),
        (AffineParser, "_create_binop_expr", semi_affine_binop, False),
        (AttrParser, "_parse_memref_attrs", canonical_memref_attrs, False),
        (
            AttrParser,
            "_parse_optional_builtin_parametrized_type",
            memoized_parametrized_type,
            False,
        ),
    ]


def _replace(owner: type, name: str, make: Callable[[Any], Any], static: bool) -> None:
    current = owner.__dict__.get(name, getattr(owner, name))
    function = current.__func__ if isinstance(current, staticmethod) else current
    if getattr(function, _MARK, False):
        return
    replacement = make(function)
    setattr(replacement, _MARK, True)
    _ORIGINALS.setdefault((owner, name), owner.__dict__.get(name, current))
    setattr(owner, name, staticmethod(replacement) if static else replacement)


def install() -> None:
    """Check the xDSL version, then apply every replacement (idempotent)."""
    if _ORIGINALS:
        return
    check_xdsl_version()
    for owner, name, make, static in replacements():
        _replace(owner, name, make, static)


def installed() -> bool:
    """Whether `install` has run in this process."""
    return bool(_ORIGINALS)


def replaced() -> dict[tuple[type, str], object]:
    """Owner and attribute of each replaced function, to its original."""
    return dict(_ORIGINALS)
