"""Exact IEEE-754 binary encodings: bit patterns, Python floats, MLIR's spelling.

MLIR treats a float constant as a bit pattern of its type (`f16`, `bf16`,
`f32`, `f64`): a hexadecimal literal *is* the bit pattern, a decimal literal is
read as MLIR 22's parser reads it (rounded to a double, then to nearest-even
into the type: `mlir-opt` reads `1.00048828125000000001 : f16` as 1.0), and
the printer writes
the shortest MLIR spelling that reads back to the same bits (hexadecimal for
infinities and NaNs). xDSL stores a float as a Python float (an IEEE double)
and converts through `struct`, which loses NaN payloads and signalling bits on
the way. This module is the arithmetic that does it exactly; it knows nothing
about xDSL (`exact_float_syntax` wires it in).

The double that stands for a narrower value is its exact widening; for a NaN,
the payload is shifted into the top of the double's fraction, sign and
quiet bit kept, exactly as x86 hardware widens a quiet NaN. `narrow` inverts
`widen` bit for bit, signalling NaNs included.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

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
