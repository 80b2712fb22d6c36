"""The pieces of a generated program: drawing tables, the values the
generator tracks (buffers, memref values, scopes), the statement emitter and
the per-function constants.

Split out of `generate` (one module per idea): the generator's layers
(`values`, `buffers`, `control`, `generate`, and the shapes on top) all build
programs out of these.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar, get_args

from hypothesis import HealthCheck

Mode = Literal["exec", "check"]
T = TypeVar("T")

MODULUS = 61
"""Every stored value is reduced modulo this prime: it fits in i8 and f16
exactly, and differs between neighbouring positions (unlike a power of two)."""

SINK_SLOTS = 16
"""Length of `@kernel`'s checksum argument."""

EXEC_ELEMENTS = (
    "f32",
    "i32",
    "f64",
    "i64",
    "i8",
    "i16",
    "i1",
    "index",
    "f16",
    "i12",
    "i33",
    "i4",
)
"""Element types the oracle executes (MLIR 22 lowers all of them on x86).
i12 and i33 take 2 and 8 bytes when lowered (B8: sized by bit width / 8
they would overflow into the next buffer)."""

CHECK_ELEMENTS = (
    *EXEC_ELEMENTS,
    "bf16",
    "vector<4xf32>",
    "vector<3xi16>",
    "vector<2xf64>",
)
"""Element types for checker-only programs: B7/B8 sizes (vector, odd widths)."""

RELAXED_HEALTH_CHECKS = (
    HealthCheck.too_slow,
    HealthCheck.data_too_large,
    HealthCheck.filter_too_much,
    HealthCheck.large_base_example,
)
"""Programs are large draws and each example runs subprocesses: hypothesis's
speed and size health checks do not apply to this kind of test."""

EXEC_SPACES = ("", "1")
CHECK_SPACES = ("", "1", "#gpu.address_space<workgroup>", "#gpu.address_space<private>")

ALIGNMENTS: tuple[int | None, ...] = (None, 64, 16, 1, 2, 4, 8, 32, 128)
"""`alignment` attributes drawn for allocs; 128 exceeds the default pass
alignment and must leave the alloc untouched."""

PASS_ALIGNMENTS = (64, 16, 128, 8)
"""The pass's own `alignment` option, drawn per program."""

SIZES_1D = (4, 1, 2, 3, 5, 8, 6, 13, 16, 32, 64)
DIMS_ROW = (2, 3, 4, 1)
DIMS_COL = (4, 1, 2, 3, 5, 8)

PRINTERS = {"f32": "F32", "f64": "F64", "i32": "I32", "i64": "I64"}
"""`printMemref<X>` functions of `libmlir_runner_utils` used for the
returned buffer; other element types are folded into a checksum instead."""

SPECIAL_CONSTANTS: dict[str, tuple[str, ...]] = {
    "f32": (
        "0xFF800000",  # -inf
        "0x7F800000",  # +inf
        "0x7FC00001",  # quiet NaN with a payload
        "0x7F800001",  # signalling NaN
        "0xFFC00000",  # negative NaN
        "-0.0",
        "0x00000001",  # smallest denormal
        "1.0e-40",  # denormal, rounded from decimal
        "3.40282347E+38",  # largest finite
        "0.1",
    ),
    "f16": ("0xFC00", "0x7C00", "0x7E01", "0x7D01", "-0.0", "0x0001", "65504.0", "0.1"),
    "bf16": ("0xFF80", "0x7FC1", "0x7F81", "-0.0", "0x0001", "0x7F7F", "0.1"),
    "f64": (
        "0xFFF0000000000000",
        "0x7FF8000000000001",
        "0x7FF0000000000001",
        "-0.0",
        "0x0000000000000001",
        "1.7976931348623157E+308",
        "0.1",
    ),
    "i1": ("1", "0"),
    "i8": ("-128", "127", "255", "-1", "0x80"),
    "i16": ("-32768", "32767", "65535", "-1"),
    "i32": ("-2147483648", "2147483647", "4294967295", "-1", "0xFFFFFFFF"),
    "i64": (
        "-9223372036854775808",
        "9223372036854775807",
        "18446744073709551615",
        "-1",
    ),
    "index": ("-1", "9223372036854775807", "-9223372036854775808"),
}
"""Constants whose bits a careless parser or printer changes: infinities,
NaNs with payloads (signalling ones too), -0.0, denormals, extremes, integer
minimum/maximum and unsigned spellings of negative numbers. `expression`
folds their *bits* (`arith.bitcast` for floats) into the checksums, as a
scalar `arith.constant`, an element of a `dense<[...]>` or `dense<x>`
`memref.global`, or (checker-only programs) of a `dense` vector constant, so
any change to a constant on the way through xDSL changes the output."""

EXEC_SPECIAL_TYPES = ("f32", "f16", "f64", "i1", "i8", "i16", "i32", "i64", "index")
"""Special constant types of executed programs (bf16 is checker-only, like
bf16 buffers)."""


StatementKind = Literal[
    "read",
    "alloc",
    "write",
    "alias",
    "if",
    "for",
    "while",
    "forall",
    "dyn",
    "inert",
    "print",
]
KINDS: tuple[StatementKind, ...] = get_args(StatementKind)
"""Statement kinds, simplest first: hypothesis shrinks a choice towards the
first entry, so a minimised program prefers reads and plain allocs."""

WEIGHTED_KINDS: tuple[StatementKind, ...] = (
    "read",
    "alloc",
    "write",
    "alloc",
    "alias",
    "alloc",
    "if",
    "for",
    "alloc",
    "while",
    "forall",
    "read",
    "alloc",
    "write",
    "for",
    "if",
    "forall",
    "dyn",
    "inert",
    "print",
)
"""The draw table: plain allocs are frequent (a merge needs several
mergeable buffers in one scope), dynamic shapes rare (never merged)."""

FLAT_KINDS: tuple[StatementKind, ...] = ("read", "alloc", "write", "alloc", "alias")
"""The draw table at the maximum nesting depth."""


@dataclass(frozen=True)
class Program:
    """A generated program and the pass options it is meant to run with."""

    text: str
    mode: Mode
    alignment: int = 64
    """The pass's `alignment` option."""
    features: frozenset[str] = frozenset()
    """Constructs the program uses (for statistics and regression notes)."""
    options: tuple[tuple[str, str | int], ...] = ()
    """Pass options (`MergeAllocPass` keywords) a shape needs to mean
    anything, e.g. `arena=global` for recursion through indirect calls,
    `index_bitwidth=32` for buffers near the index limit
    (`merge_alloc.verify.fuzz.hazards`)."""

    @property
    def pass_options(self) -> dict[str, Any]:
        """`options` as keywords of `MergeAllocPass`."""
        return dict(self.options)

    @property
    def index_bitwidth(self) -> int:
        """The `index` width the program is planned (and checked) for."""
        width = self.pass_options.get("index_bitwidth", 64)
        return width if isinstance(width, int) else int(width)

    @property
    def digest(self) -> str:
        """A short stable name for the program (file names, logs)."""
        return hashlib.sha1(self.text.encode()).hexdigest()[:10]

    @property
    def ops(self) -> int:
        """Rough op count: lines that define or use something."""
        return sum(
            1
            for line in self.text.splitlines()
            if line.strip() and not line.strip().startswith(("}", "//"))
        )


# -- values ----------------------------------------------------------------


@dataclass
class Buffer:
    """One `memref.alloc` of the kernel (a root of aliasing)."""

    ident: int
    name: str
    ctx: int
    """The forall body (0: no forall) whose threads may write it."""
    value: MemVal
    dealloc: Literal["none", "early", "end"]
    escaped: bool = False
    """Yielded out of its block or returned: never deallocated."""
    readable: bool = True
    """False for buffers that are never written (unused, zero-sized)."""


@dataclass(frozen=True)
class MemVal:
    """An SSA memref value and what the generator knows about it."""

    name: str
    shape: tuple[int, ...]
    """Real extents (also for `?` dimensions)."""
    dims: tuple[int | None, ...]
    """Printed extents, None for `?`."""
    elem: str
    layout: str
    space: str
    roots: frozenset[int]
    ctx: int
    """Forall body whose threads may write through it; -1: nobody may."""

    @property
    def type(self) -> str:
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.dims)
        parts = [f"{dims}{self.elem}"]
        if self.layout:
            parts.append(self.layout)
        if self.space:
            parts.append(self.space)
        return f"memref<{', '.join(parts)}>"

    @property
    def size(self) -> int:
        total = 1
        for extent in self.shape:
            total *= extent
        return total

    @property
    def identity(self) -> bool:
        return not self.layout

    @property
    def static(self) -> bool:
        return None not in self.dims


@dataclass
class Item:
    """One statement's text (unindented) and the buffers it touches."""

    lines: list[str]
    uses: set[int]


@dataclass
class Sink:
    """Where a read's checksum goes: a `%sink` slot, or the element of the
    buffer a forall fills that belongs to the current thread."""

    target: MemVal | None
    """None: the kernel's `%sink` argument."""
    indices: tuple[str, ...] = ()


@dataclass
class Scope:
    """A block being generated."""

    ctx: int
    sink: Sink
    ivs: list[str]
    visible: list[MemVal]
    depth: int
    items: list[Item] = field(default_factory=list[Item])
    owned: list[Buffer] = field(default_factory=list[Buffer])


class Emitter:
    """Collects the lines and buffer uses of one statement."""

    def __init__(self, gen: object) -> None:
        self.gen = gen
        """The generator the statement belongs to."""
        self.lines: list[str] = []
        self.uses: set[int] = set()

    def add(self, line: str) -> None:
        self.lines.append(line)

    def use(self, value: MemVal) -> None:
        self.uses |= value.roots

    def nest(self, head: str, body: Emitter | list[str], tail: str = "}") -> None:
        inner = body.lines if isinstance(body, Emitter) else body
        if isinstance(body, Emitter):
            self.uses |= body.uses
        self.add(head)
        self.lines.extend("  " + line for line in inner)
        self.add(tail)

    def item(self) -> Item:
        return Item(self.lines, self.uses)


class Constants:
    """One function's constants, emitted at the top of its body so that they
    dominate every use (and so that statements stay short)."""

    def __init__(self) -> None:
        self.defs: dict[str, str] = {}

    def get(self, value: int | str, type_: str) -> str:
        text = str(value)
        key = text.replace("-", "m").replace(".", "p").replace("+", "P")
        suffix = "" if type_ == "index" else "_" + mangle(type_)
        name = f"%c{key}{suffix}"
        if name not in self.defs:
            vector = type_.startswith("vector<")
            literal = f"dense<{text}>" if vector else text
            self.defs[name] = f"{name} = arith.constant {literal} : {type_}"
        return name

    def index(self, value: int) -> str:
        return self.get(value, "index")

    def i64(self, value: int) -> str:
        return self.get(value, "i64")

    def lines(self) -> list[str]:
        return [self.defs[name] for name in sorted(self.defs)]


def mangle(type_: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in type_).strip("_")


def scalar_of(elem: str) -> str:
    """The scalar type of a vector element type (or the type itself)."""
    if elem.startswith("vector<"):
        return elem[elem.rindex("x") + 1 : -1]
    return elem


def vector_dims(elem: str) -> tuple[int, ...]:
    """The shape of a vector element type (`vector<5x3xf32>`: (5, 3))."""
    return tuple(int(d) for d in elem.removeprefix("vector<").split("x")[:-1])


def is_float(elem: str) -> bool:
    return elem in ("f16", "bf16", "f32", "f64")


def is_int(elem: str) -> bool:
    return elem.startswith("i") and elem[1:].isdigit()


def int_width(elem: str) -> int:
    return int(elem[1:])


def dense_literal(literals: Sequence[str], elem: str) -> str:
    """`dense<x>` (one literal: a splat) or `dense<[x, y, ...]>`; i1 values
    as `true`/`false`, MLIR's spelling in dense literals."""
    if elem == "i1":
        literals = ["true" if lit != "0" else "false" for lit in literals]
    if len(literals) == 1:
        return f"dense<{literals[0]}>"
    return f"dense<[{', '.join(literals)}]>"
