"""Random structured memref programs for fuzzing merge-alloc.

Why a generator of its own: the zoo models are a few fixed shapes; the bugs
merge-alloc is prone to (docs/differences.md: lifetimes lost across sibling loops,
per-thread slots of hoisted buffers, yields and aliases that hide a buffer,
odd element sizes, deallocs of merged buffers) hide in *combinations* of
nesting, aliasing and liveness. `programs(mode)` is a hypothesis strategy that
builds a program out of drawn choices, so hypothesis's shrinker can delete
statements, flatten nesting and simplify types until only the part that
breaks the pass is left.

What a program looks like::

    func.func @kernel(%n: index, %sink: memref<16xi64>) -> memref<...>
    func.func @main()   // calls @kernel, prints %sink and the returned buffer

`@kernel` allocates buffers at every nesting level (`scf.for` with memref
iter_args, `scf.if` yielding memrefs, `scf.while`, `scf.forall` filling a
buffer one element per thread, nested foralls that trigger hoisting), aliases
them (subview, cast, select, collapse/expand_shape), writes, copies, reads
and deallocates them, and returns one of them.

Why the outputs catch a bad merge: every buffer is fully written before it
is read (by an initialiser drawn right after its `memref.alloc`), every
stored value depends on the element position, a per-statement constant,
the enclosing loop indices and other buffers, and every read folds the
buffer into a position-weighted checksum in `%sink`. Two simultaneously live
buffers that share bytes therefore change the printed numbers. All values
are computed in `i64` and reduced modulo 61 before being stored, so every
element type (i1 ... i64, f16 ... f64, index) holds them exactly and the
original program never overflows or converts an out-of-range float: it is
deterministic, which the oracle relies on.

Parallel loops stay race-free: a thread of `scf.forall` writes only its own
element of the buffer the forall fills and buffers allocated in its own body;
buffers from outside are read-only there.

Two modes:

* `"exec"`: programs the oracle can lower and run (default memory space or
  the integer space 1, element types of `EXEC_ELEMENTS`, no dealloc in a
  non-default space because MLIR cannot lower it).
* `"check"`: programs only the plan checker judges: `#gpu.address_space`
  spaces, vectors, odd bit widths (i4, i12, i33), bf16, and more foralls.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeVar, get_args

import hypothesis.strategies as st
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

    def __init__(self, gen: Generator) -> None:
        self.gen = gen
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
        suffix = "" if type_ == "index" else "_" + _mangle(type_)
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


def _mangle(type_: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in type_).strip("_")


def _scalar(elem: str) -> str:
    """The scalar type of a vector element type (or the type itself)."""
    if elem.startswith("vector<"):
        return elem[elem.rindex("x") + 1 : -1]
    return elem


def _is_float(elem: str) -> bool:
    return elem in ("f16", "bf16", "f32", "f64")


def _is_int(elem: str) -> bool:
    return elem.startswith("i") and elem[1:].isdigit()


def _int_width(elem: str) -> int:
    return int(elem[1:])


def _dense(literals: Sequence[str], elem: str) -> str:
    """`dense<x>` (one literal: a splat) or `dense<[x, y, ...]>`; i1 values
    as `true`/`false`, MLIR's spelling in dense literals."""
    if elem == "i1":
        literals = ["true" if lit != "0" else "false" for lit in literals]
    if len(literals) == 1:
        return f"dense<{literals[0]}>"
    return f"dense<[{', '.join(literals)}]>"


# -- the generator ---------------------------------------------------------


class Generator:
    """Builds one program from hypothesis draws."""

    def __init__(self, draw: st.DrawFn, mode: Mode) -> None:
        self._draw = draw
        self.mode: Mode = mode
        self.counter = 0
        self.buffers: list[Buffer] = []
        self.foralls = 0
        self.budget = draw(st.integers(4, 24), label="statement budget")
        self.n = draw(st.integers(2, 6), label="n")
        self.features: set[str] = set()
        self.consts = Constants()
        self.globals: dict[str, str] = {}
        """Module-level `memref.global`s by symbol (dense special constants)."""
        self.dispatch: dict[StatementKind, Callable[[Scope, Emitter], None]] = {
            "read": self.stmt_read,
            "alloc": self.stmt_alloc,
            "write": self.stmt_write,
            "alias": self.stmt_alias,
            "if": self.stmt_if,
            "for": self.stmt_for,
            "while": self.stmt_while,
            "forall": self.stmt_forall,
            "dyn": self.stmt_dynamic,
            "inert": self.stmt_inert,
            "print": self.stmt_print,
        }

    # drawing helpers: every decision is a hypothesis draw so it shrinks

    def pick(self, options: Sequence[T], label: str = "") -> T:
        return self._draw(st.sampled_from(options), label=label or None)

    def chance(self, label: str = "") -> bool:
        return self._draw(st.booleans(), label=label or None)

    def integer(self, lo: int, hi: int, label: str = "") -> int:
        return self._draw(st.integers(lo, hi), label=label or None)

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    # types

    def elements(self) -> tuple[str, ...]:
        return EXEC_ELEMENTS if self.mode == "exec" else CHECK_ELEMENTS

    def spaces(self) -> tuple[str, ...]:
        return EXEC_SPACES if self.mode == "exec" else CHECK_SPACES

    def draw_shape(self) -> tuple[int, ...]:
        if self.chance("2-d"):
            return (self.pick(DIMS_ROW), self.pick(DIMS_COL))
        return (self.pick(SIZES_1D),)

    # scalar conversions: everything is computed as i64

    def to_i64(self, e: Emitter, value: str, elem: str) -> str:
        if elem.startswith("vector<"):
            scalar = _scalar(elem)
            extracted = self.fresh("x")
            e.add(f"{extracted} = vector.extract {value}[0] : {scalar} from {elem}")
            return self.to_i64(e, extracted, scalar)
        if elem == "i64":
            return value
        out = self.fresh("x")
        if elem == "index":
            e.add(f"{out} = arith.index_cast {value} : index to i64")
        elif _is_float(elem):
            e.add(f"{out} = arith.fptosi {value} : {elem} to i64")
        elif _int_width(elem) < 64:
            op = "extui" if elem == "i1" else "extsi"
            e.add(f"{out} = arith.{op} {value} : {elem} to i64")
        else:
            e.add(f"{out} = arith.trunci {value} : {elem} to i64")
        return out

    def from_i64(self, e: Emitter, value: str, elem: str) -> str:
        if elem.startswith("vector<"):
            scalar = _scalar(elem)
            inner = self.from_i64(e, value, scalar)
            out = self.fresh("x")
            e.add(f"{out} = vector.broadcast {inner} : {scalar} to {elem}")
            return out
        if elem == "i64":
            return value
        out = self.fresh("x")
        if elem == "index":
            e.add(f"{out} = arith.index_cast {value} : i64 to index")
        elif _is_float(elem):
            e.add(f"{out} = arith.sitofp {value} : i64 to {elem}")
        else:
            e.add(f"{out} = arith.trunci {value} : i64 to {elem}")
        return out

    def reduce(self, e: Emitter, value: str) -> str:
        out = self.fresh("x")
        e.add(f"{out} = arith.remsi {value}, {self.consts.i64(MODULUS)} : i64")
        return out

    def indices(self, e: Emitter, value: MemVal, linear: str) -> list[str]:
        """Indices of the element at linear position `linear` (< size)."""
        if len(value.shape) == 1:
            return [linear]
        cols = self.consts.index(value.shape[1])
        row, col = self.fresh("x"), self.fresh("x")
        e.add(f"{row} = arith.divui {linear}, {cols} : index")
        e.add(f"{col} = arith.remui {linear}, {cols} : index")
        return [row, col]

    def load(self, e: Emitter, value: MemVal, linear: str) -> str:
        """Load element `linear mod size` of `value`, as i64."""
        e.use(value)
        position = linear
        if value.size != 1:
            position = self.fresh("x")
            size = self.consts.index(value.size)
            e.add(f"{position} = arith.remui {linear}, {size} : index")
        else:
            position = self.consts.index(0)
        idx = self.indices(e, value, position)
        loaded = self.fresh("x")
        e.add(f"{loaded} = memref.load {value.name}[{', '.join(idx)}] : {value.type}")
        return self.to_i64(e, loaded, value.elem)

    def store(self, e: Emitter, value: MemVal, idx: Sequence[str], wide: str) -> None:
        """Store the i64 `wide` (reduced first) into `value[idx]`."""
        e.use(value)
        narrow = self.from_i64(e, self.reduce(e, wide), value.elem)
        e.add(f"memref.store {narrow}, {value.name}[{', '.join(idx)}] : {value.type}")

    def expression(
        self, e: Emitter, scope: Scope, linear: str, sources: Sequence[MemVal]
    ) -> str:
        """An i64 depending on `linear`, a drawn constant, maybe a loop index
        and maybe elements of other buffers."""
        base = self.fresh("x")
        offset = self.integer(0, 40, "offset")
        e.add(f"{base} = arith.addi {linear}, {self.consts.index(offset)} : index")
        if scope.ivs and self.chance("use iv"):
            iv = self.pick(scope.ivs, "iv")
            mixed = self.fresh("x")
            e.add(f"{mixed} = arith.addi {base}, {iv} : index")
            base = mixed
        wide = self.fresh("x")
        e.add(f"{wide} = arith.index_cast {base} : index to i64")
        if self.chance("special constant"):
            special = self.special_constant(e)
            summed = self.fresh("x")
            e.add(f"{summed} = arith.addi {wide}, {special} : i64")
            wide = summed
        for source in sources:
            loaded = self.load(e, source, linear)
            summed = self.fresh("x")
            e.add(f"{summed} = arith.addi {wide}, {loaded} : i64")
            wide = summed
        return wide

    def special_constant(self, e: Emitter) -> str:
        """The bits of a `SPECIAL_CONSTANTS` value as an i64 (sign-extended):
        exact, so a constant that changes bits changes the checksums."""
        types = EXEC_SPECIAL_TYPES if self.mode == "exec" else tuple(SPECIAL_CONSTANTS)
        elem = self.pick(types, "special type")
        literals = SPECIAL_CONSTANTS[elem]
        index = self.integer(0, len(literals) - 1, "special value")
        forms = ["scalar", "list", "splat"]
        if self.mode == "check" and elem != "index":
            forms.append("vector")
        form = self.pick(forms, "special form")
        self.features.add(f"special-{form}")
        if form == "scalar":
            value = self.consts.get(literals[index], elem)
        elif form == "vector":
            vector = f"vector<{len(literals)}x{elem}>"
            whole, value = self.fresh("x"), self.fresh("x")
            e.add(f"{whole} = arith.constant {_dense(literals, elem)} : {vector}")
            e.add(f"{value} = vector.extract {whole}[{index}] : {elem} from {vector}")
        else:
            if form == "list":
                symbol = f"special_{_mangle(elem)}"
                count, element, contents = len(literals), index, literals
            else:
                symbol = f"special_{_mangle(elem)}_{index}"
                count, element, contents = 2, 1, (literals[index],)
            memref_type = f"memref<{count}x{elem}>"
            self.globals[symbol] = (
                f'memref.global "private" constant @{symbol} : {memref_type} = '
                f"{_dense(contents, elem)}"
            )
            handle, value = self.fresh("x"), self.fresh("x")
            e.add(f"{handle} = memref.get_global @{symbol} : {memref_type}")
            e.add(
                f"{value} = memref.load {handle}[{self.consts.index(element)}] : "
                f"{memref_type}"
            )
        if not _is_float(elem):
            return self.to_i64(e, value, elem)
        width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[elem]
        bits = self.fresh("x")
        e.add(f"{bits} = arith.bitcast {value} : {elem} to i{width}")
        return self.to_i64(e, bits, f"i{width}")

    def loop(
        self, e: Emitter, count: int, body: Callable[[Emitter, str], None]
    ) -> None:
        """`scf.for` over [0, count) around `body(emitter, iv)`."""
        iv = self.fresh("i")
        inner = Emitter(self)
        body(inner, iv)
        e.nest(
            f"scf.for {iv} = {self.consts.index(0)} to {self.consts.index(count)} "
            f"step {self.consts.index(1)} {{",
            inner,
        )

    # statements

    def fill(
        self,
        e: Emitter,
        scope: Scope,
        target: MemVal,
        lo: int = 0,
        hi: int | None = None,
        allow_sources: bool = True,
    ) -> None:
        """Write elements [lo, hi) of `target` from an expression."""
        hi = target.size if hi is None else hi
        sources: list[MemVal] = []
        if allow_sources and scope.visible and self.chance("from other buffer"):
            sources.append(self.pick(scope.visible, "source"))

        def body(inner: Emitter, iv: str) -> None:
            linear = iv
            if lo:
                linear = self.fresh("x")
                inner.add(
                    f"{linear} = arith.addi {iv}, {self.consts.index(lo)} : index"
                )
            wide = self.expression(inner, scope, linear, sources)
            self.store(inner, target, self.indices(inner, target, linear), wide)

        self.loop(e, hi - lo, body)

    def initialise(self, e: Emitter, scope: Scope, target: MemVal) -> None:
        """Write every element of a fresh buffer before anything reads it."""
        how = self.pick(("loop", "fill", "copy"), "init")
        same = [
            v
            for v in scope.visible
            # xDSL's verifier wants equal static/dynamic dims on both sides.
            if v.shape == target.shape
            and v.dims == target.dims
            and v.elem == target.elem
        ]
        # xDSL 0.74 asserts on `linalg.fill` of index (and vector) memrefs.
        if how == "fill" and (_is_float(target.elem) or _is_int(target.elem)):
            self.features.add("linalg.fill")
            value = self.integer(-3, 60, "fill value")
            if target.elem == "i1":
                const = self.consts.get(value % 2, "i1")
            elif _is_float(target.elem):
                const = self.consts.get(f"{value}.0", target.elem)
            else:
                width = _int_width(target.elem)
                if width < 8:
                    value %= 1 << (width - 1)
                const = self.consts.get(value, target.elem)
            e.use(target)
            e.add(
                f"linalg.fill ins({const} : {target.elem}) "
                f"outs({target.name} : {target.type})"
            )
        elif how == "copy" and same:
            self.features.add("memref.copy")
            source = self.pick(same, "copy source")
            e.use(source)
            e.use(target)
            e.add(
                f"memref.copy {source.name}, {target.name} : "
                f"{source.type} to {target.type}"
            )
        else:
            self.fill(e, scope, target)

    def new_buffer(
        self,
        e: Emitter,
        scope: Scope,
        shape: tuple[int, ...],
        elem: str,
        space: str,
        dims: tuple[int | None, ...] | None = None,
    ) -> MemVal:
        """`memref.alloc` (not yet initialised); every `?` in `dims` takes
        the kernel's `%n`, so its real extent must be `n`."""
        ident = len(self.buffers)
        name = self.fresh("b")
        dims = tuple(shape) if dims is None else dims
        operands = ", ".join("%n" for d in dims if d is None)
        if operands:
            self.features.add("dynamic")
        value = MemVal(
            name, shape, dims, elem, "", space, frozenset({ident}), scope.ctx
        )
        can_free = not (self.mode == "exec" and space)
        policy: Literal["none", "early", "end"] = "none"
        if can_free:
            policy = self.pick(("none", "early", "end"), "dealloc")
            if policy != "none":
                self.features.add("dealloc")
        buffer = Buffer(ident, name, scope.ctx, value, policy)
        self.buffers.append(buffer)
        scope.owned.append(buffer)
        alignment = self.pick(ALIGNMENTS, "alignment")
        attr = "" if alignment is None else f" {{alignment = {alignment} : i64}}"
        if alignment is not None:
            self.features.add("alignment")
        if space:
            self.features.add("space")
        e.use(value)
        e.add(f"{name} = memref.alloc({operands}){attr} : {value.type}")
        return value

    def allocatable(self, value: MemVal) -> bool:
        """True if a fresh alloc can have `value`'s type (identity layout and
        every `?` of extent n)."""
        return value.identity and all(
            d is not None or extent == self.n
            for d, extent in zip(value.dims, value.shape, strict=True)
        )

    def like(self, e: Emitter, scope: Scope, value: MemVal) -> MemVal:
        """A fresh, initialised buffer of `value`'s type."""
        fresh = self.new_buffer(
            e, scope, value.shape, value.elem, value.space, value.dims
        )
        self.initialise(e, scope, fresh)
        return fresh

    def stmt_alloc(self, scope: Scope, e: Emitter) -> None:
        elem = self.pick(self.elements(), "element")
        space = self.pick(self.spaces(), "space") if self.chance("space?") else ""
        value = self.new_buffer(e, scope, self.draw_shape(), elem, space)
        if len(value.shape) <= 2 and value.size <= 16 and self.chance("forall init"):
            self.forall(scope, e, value)
        else:
            self.initialise(e, scope, value)
        scope.visible.append(value)

    def stmt_dynamic(self, scope: Scope, e: Emitter) -> None:
        elem = self.pick(self.elements(), "element")
        if self.chance("1-d"):
            shape: tuple[int, ...] = (self.n,)
            dims: tuple[int | None, ...] = (None,)
        else:
            shape = (self.pick(DIMS_ROW), self.n)
            dims = (shape[0], None)
        value = self.new_buffer(e, scope, shape, elem, "", dims)
        self.fill(e, scope, value)
        scope.visible.append(value)

    def stmt_inert(self, scope: Scope, e: Emitter) -> None:
        """Buffers the pass must survive or leave alone: zero-sized (B6),
        never used (B12), or (checker-only: MLIR cannot lower it) a padded
        strided layout (B5), which is then used like any buffer."""
        kind = self.pick(("unused", "zero", "strided"), "inert kind")
        elem = self.pick(self.elements(), "element")
        if kind == "strided" and self.mode == "check":
            self.features.add("strided-alloc")
            rows, cols = self.pick(DIMS_ROW), self.pick(DIMS_COL)
            pad = self.integer(1, 4, "row padding")
            value = self.new_buffer(e, scope, (rows, cols), elem, "")
            value = MemVal(
                value.name,
                value.shape,
                value.dims,
                elem,
                f"strided<[{cols + pad}, 1]>",
                "",
                value.roots,
                value.ctx,
            )
            self.buffers[-1].value = value
            e.lines[-1] = e.lines[-1].rsplit(" : ", 1)[0] + f" : {value.type}"
            self.fill(e, scope, value)
            scope.visible.append(value)
            return
        kind = "zero" if kind == "zero" else "unused"
        self.features.add(f"{kind}-alloc")
        shape = self.draw_shape()
        if kind == "zero":
            shape = (0,) if len(shape) == 1 else (shape[0], 0)
        self.new_buffer(e, scope, shape, elem, "")
        self.buffers[-1].readable = False

    def writable(self, scope: Scope) -> list[MemVal]:
        return [v for v in scope.visible if v.ctx == scope.ctx]

    def stmt_write(self, scope: Scope, e: Emitter) -> None:
        targets = self.writable(scope)
        if not targets:
            self.stmt_alloc(scope, e)
            return
        target = self.pick(targets, "write target")
        lo, hi = 0, target.size
        if target.size > 1 and self.chance("partial"):
            lo = self.integer(0, target.size - 1, "lo")
            hi = self.integer(lo + 1, target.size, "hi")
        self.fill(e, scope, target, lo, hi)

    def stmt_read(self, scope: Scope, e: Emitter) -> None:
        if not scope.visible:
            self.stmt_alloc(scope, e)
            return
        self.read(scope, e, self.pick(scope.visible, "read"))

    def read(
        self, scope: Scope, e: Emitter, value: MemVal, slot: int | None = None
    ) -> None:
        """Fold `value` into a position-weighted checksum, then into the sink."""
        acc, iv, carried = self.fresh("s"), self.fresh("i"), self.fresh("a")
        inner = Emitter(self)
        loaded = self.load(inner, value, iv)
        weight_index, weight, product, total = (self.fresh("x") for _ in range(4))
        inner.add(f"{weight_index} = arith.addi {iv}, {self.consts.index(1)} : index")
        inner.add(f"{weight} = arith.index_cast {weight_index} : index to i64")
        inner.add(f"{product} = arith.muli {loaded}, {weight} : i64")
        inner.add(f"{total} = arith.addi {carried}, {product} : i64")
        inner.add(f"scf.yield {total} : i64")
        e.nest(
            f"{acc} = scf.for {iv} = {self.consts.index(0)} to "
            f"{self.consts.index(value.size)} step {self.consts.index(1)} "
            f"iter_args({carried} = {self.consts.i64(0)}) -> (i64) {{",
            inner,
        )
        self.to_sink(scope, e, acc, slot)

    def to_sink(
        self, scope: Scope, e: Emitter, acc: str, slot: int | None = None
    ) -> None:
        target = scope.sink.target
        if target is None:
            if slot is None:
                slot = self.integer(0, SINK_SLOTS - 1, "slot")
            index = self.consts.index(slot)
            old, new = self.fresh("x"), self.fresh("x")
            sink_type = f"memref<{SINK_SLOTS}xi64>"
            e.add(f"{old} = memref.load %sink[{index}] : {sink_type}")
            e.add(f"{new} = arith.addi {old}, {acc} : i64")
            e.add(f"memref.store {new}, %sink[{index}] : {sink_type}")
            return
        idx = ", ".join(scope.sink.indices)
        loaded = self.fresh("x")
        e.use(target)
        e.add(f"{loaded} = memref.load {target.name}[{idx}] : {target.type}")
        wide = self.to_i64(e, loaded, target.elem)
        summed = self.fresh("x")
        e.add(f"{summed} = arith.addi {wide}, {acc} : i64")
        self.store(e, target, scope.sink.indices, summed)

    def stmt_alias(self, scope: Scope, e: Emitter) -> None:
        if not scope.visible:
            self.stmt_alloc(scope, e)
            return
        source = self.pick(scope.visible, "alias source")
        kind = self.pick(
            ("subview", "cast", "select", "reshape", "pointer"), "alias kind"
        )
        e.use(source)
        if kind == "pointer":
            # B10: the address leaves the analysis (the index is dead: it
            # differs between runs, so it must not reach the output).
            self.features.add("extract-pointer")
            e.add(
                f"{self.fresh('x')} = memref.extract_aligned_pointer_as_index "
                f"{source.name} : {source.type} -> index"
            )
            return
        if kind == "subview" and source.identity and source.static:
            alias = self.subview(e, source)
        elif kind == "select":
            alias = self.select(scope, e, source)
        elif kind == "reshape" and source.identity and source.static:
            alias = self.reshape(e, source)
        elif source.identity and source.static:
            self.features.add("cast")
            name = self.fresh("v")
            dims = tuple(None for _ in source.dims)
            alias = MemVal(
                name,
                source.shape,
                dims,
                source.elem,
                "",
                source.space,
                source.roots,
                source.ctx,
            )
            e.add(f"{name} = memref.cast {source.name} : {source.type} to {alias.type}")
        else:
            alias = self.select(scope, e, source)
        scope.visible.append(alias)

    def subview(self, e: Emitter, source: MemVal) -> MemVal:
        self.features.add("subview")
        name = self.fresh("v")
        if len(source.shape) == 1:
            (n,) = source.shape
            stride = 2 if n >= 3 and self.chance("stride 2") else 1
            offset = self.integer(0, n - 1, "sv offset")
            length = self.integer(1, max(1, (n - 1 - offset) // stride + 1), "sv len")
            alias = MemVal(
                name,
                (length,),
                (length,),
                source.elem,
                f"strided<[{stride}], offset: {offset}>",
                source.space,
                source.roots,
                source.ctx,
            )
            e.add(
                f"{name} = memref.subview {source.name}[{offset}] [{length}] "
                f"[{stride}] : {source.type} to {alias.type}"
            )
            return alias
        rows, cols = source.shape
        r0 = self.integer(0, rows - 1, "row")
        c0 = self.integer(0, cols - 1, "col")
        rl = self.integer(1, rows - r0, "rows")
        cl = self.integer(1, cols - c0, "cols")
        alias = MemVal(
            name,
            (rl, cl),
            (rl, cl),
            source.elem,
            f"strided<[{cols}, 1], offset: {r0 * cols + c0}>",
            source.space,
            source.roots,
            source.ctx,
        )
        e.add(
            f"{name} = memref.subview {source.name}[{r0}, {c0}] [{rl}, {cl}] "
            f"[1, 1] : {source.type} to {alias.type}"
        )
        return alias

    def reshape(self, e: Emitter, source: MemVal) -> MemVal:
        self.features.add("reshape")
        name = self.fresh("v")
        if len(source.shape) == 2:
            shape: tuple[int, ...] = (source.size,)
            alias = MemVal(
                name,
                shape,
                shape,
                source.elem,
                "",
                source.space,
                source.roots,
                source.ctx,
            )
            e.add(
                f"{name} = memref.collapse_shape {source.name} [[0, 1]] : "
                f"{source.type} into {alias.type}"
            )
            return alias
        (n,) = source.shape
        rows = self.pick([d for d in (1, 2, 3, 4) if n % d == 0], "expand rows")
        shape = (rows, n // rows)
        alias = MemVal(
            name, shape, shape, source.elem, "", source.space, source.roots, source.ctx
        )
        e.add(
            f"{name} = memref.expand_shape {source.name} [[0, 1]] output_shape "
            f"[{rows}, {n // rows}] : {source.type} into {alias.type}"
        )
        return alias

    def condition(self, scope: Scope, e: Emitter) -> str:
        iv = self.pick([*scope.ivs, "%n"], "cond iv")
        bound = self.integer(0, 4, "cond bound")
        cond = self.fresh("p")
        e.add(f"{cond} = arith.cmpi ult, {iv}, {self.consts.index(bound)} : index")
        return cond

    def select(self, scope: Scope, e: Emitter, source: MemVal) -> MemVal:
        self.features.add("select")
        same = [v for v in scope.visible if v.type == source.type]
        other = self.pick(same, "select other")
        e.use(other)
        cond = self.condition(scope, e)
        name = self.fresh("v")
        ctx = source.ctx if source.ctx == other.ctx else -1
        alias = MemVal(
            name,
            source.shape,
            source.dims,
            source.elem,
            source.layout,
            source.space,
            source.roots | other.roots,
            ctx,
        )
        e.add(
            f"{name} = arith.select {cond}, {source.name}, {other.name} : {source.type}"
        )
        return alias

    def child(
        self,
        scope: Scope,
        ctx: int | None = None,
        sink: Sink | None = None,
        ivs: Sequence[str] = (),
        visible: Sequence[MemVal] | None = None,
    ) -> Scope:
        return Scope(
            ctx=scope.ctx if ctx is None else ctx,
            sink=scope.sink if sink is None else sink,
            ivs=[*scope.ivs, *ivs],
            visible=list(scope.visible if visible is None else visible),
            depth=scope.depth + 1,
        )

    def stmt_if(self, scope: Scope, e: Emitter) -> None:
        self.features.add("scf.if")
        cond = self.condition(scope, e)
        candidates = [v for v in scope.visible if v.identity]
        result_type: MemVal | None = None
        if candidates and self.chance("if result"):
            result_type = self.pick(candidates, "if result type")
            self.features.add("scf.if-result")
        branches: list[tuple[Emitter, list[MemVal]]] = []
        for _ in range(2):
            branch = self.child(scope)
            self.statements(branch)
            yielded: list[MemVal] = []
            tail: list[str] = []
            if result_type is not None:
                value = self.yielded_value(branch, result_type)
                yielded.append(value)
                tail.append(f"scf.yield {value.name} : {value.type}")
            branches.append((self.finish(branch, tail), yielded))
        if result_type is None:
            e.nest(f"scf.if {cond} {{", branches[0][0], "} else {")
            e.lines.extend("  " + line for line in branches[1][0].lines)
            e.uses |= branches[1][0].uses
            e.add("}")
            return
        name = self.fresh("v")
        roots = frozenset[int]().union(*(y[0].roots for _, y in branches))
        ctxs = {y[0].ctx for _, y in branches}
        value = MemVal(
            name,
            result_type.shape,
            result_type.dims,
            result_type.elem,
            "",
            result_type.space,
            roots,
            ctxs.pop() if len(ctxs) == 1 else -1,
        )
        e.nest(
            f"{name} = scf.if {cond} -> ({value.type}) {{", branches[0][0], "} else {"
        )
        e.lines.extend("  " + line for line in branches[1][0].lines)
        e.uses |= branches[1][0].uses
        e.add("}")
        scope.visible.append(value)

    def yielded_value(self, branch: Scope, like: MemVal) -> MemVal:
        """A value of `like`'s type to yield from `branch` (maybe a new buffer
        allocated in the branch: it escapes its block through the yield)."""
        if self.allocatable(like) and self.chance("yield fresh"):
            e = Emitter(self)
            fresh = self.like(e, branch, like)
            branch.items.append(e.item())
            branch.visible.append(fresh)
        choices = [v for v in branch.visible if v.type == like.type]
        value = self.pick(choices[::-1], "yielded")
        self.escape(branch, value)
        return value

    def escape(self, scope: Scope, value: MemVal) -> None:
        for buffer in scope.owned:
            if buffer.ident in value.roots:
                buffer.escaped = True

    def stmt_for(self, scope: Scope, e: Emitter) -> None:
        self.features.add("scf.for")
        trips = self.integer(1, 3, "trips")
        iv = self.fresh("i")
        bounds = (
            f"{iv} = {self.consts.index(0)} to {self.consts.index(trips)} "
            f"step {self.consts.index(1)}"
        )
        writable = [v for v in self.writable(scope) if self.allocatable(v)]
        if writable and self.chance("ping-pong"):
            self.features.add("scf.for-iter-memref")
            first = self.pick(writable, "ping")
            pre = Emitter(self)
            second = self.like(pre, scope, first)
            e.lines.extend(pre.lines)
            e.uses |= pre.uses
            roots = first.roots | second.roots
            p, q = self.fresh("p"), self.fresh("q")
            pv = MemVal(
                p,
                first.shape,
                first.dims,
                first.elem,
                "",
                first.space,
                roots,
                scope.ctx,
            )
            qv = MemVal(
                q,
                first.shape,
                first.dims,
                first.elem,
                "",
                first.space,
                roots,
                scope.ctx,
            )
            body = self.child(scope, ivs=[iv])
            body.visible.extend([pv, qv])
            self.statements(body)
            step = Emitter(self)
            self.map_into(step, body, qv, pv)
            body.items.append(step.item())
            text = self.finish(body, [f"scf.yield {q}, {p} : {pv.type}, {pv.type}"])
            r1, r2 = self.fresh("v"), self.fresh("v")
            e.use(first)
            e.use(second)
            e.nest(
                f"{r1}, {r2} = scf.for {bounds} iter_args({p} = {first.name}, "
                f"{q} = {second.name}) -> ({pv.type}, {pv.type}) {{",
                text,
            )
            for name in (r1, r2):
                scope.visible.append(
                    MemVal(
                        name,
                        first.shape,
                        first.dims,
                        first.elem,
                        "",
                        first.space,
                        roots,
                        scope.ctx,
                    )
                )
            return
        counter = self.chance("index iter_arg")
        body = self.child(scope, ivs=[iv])
        if counter:
            self.features.add("scf.for-iter-index")
            carried = self.fresh("k")
            body.ivs.append(carried)
            self.statements(body)
            bumped = Emitter(self)
            nxt = self.fresh("x")
            bumped.add(f"{nxt} = arith.addi {carried}, {self.consts.index(1)} : index")
            body.items.append(bumped.item())
            text = self.finish(body, [f"scf.yield {nxt} : index"])
            result = self.fresh("k")
            e.nest(
                f"{result} = scf.for {bounds} iter_args({carried} = "
                f"{self.consts.index(0)}) -> (index) {{",
                text,
            )
            scope.ivs.append(result)
            return
        self.statements(body)
        e.nest(f"scf.for {bounds} {{", self.finish(body, []))

    def map_into(
        self, e: Emitter, scope: Scope, target: MemVal, source: MemVal
    ) -> None:
        """target[i] = f(source[i], i): the step of a ping-pong loop."""

        def body(inner: Emitter, iv: str) -> None:
            wide = self.expression(inner, scope, iv, [source])
            self.store(inner, target, self.indices(inner, target, iv), wide)

        self.loop(e, target.size, body)

    def stmt_while(self, scope: Scope, e: Emitter) -> None:
        """`scf.while` counting to a drawn trip count; statements in the
        "do" region and, sometimes, in the condition region too (allocs
        there run once more than the body)."""
        self.features.add("scf.while")
        trips = self.integer(1, 3, "while trips")
        start, arg, result = self.fresh("w"), self.fresh("w"), self.fresh("w")
        cond = self.fresh("p")
        before = self.child(scope, ivs=[start])
        if self.integer(0, 3, "before statements") == 3:
            self.features.add("scf.while-before")
            self.statements(before)
        check = Emitter(self)
        check.add(
            f"{cond} = arith.cmpi ult, {start}, {self.consts.index(trips)} : index"
        )
        before.items.append(check.item())
        before_text = self.finish(before, [f"scf.condition({cond}) {start} : index"])
        body = self.child(scope, ivs=[arg])
        self.statements(body)
        bump = Emitter(self)
        nxt = self.fresh("x")
        bump.add(f"{nxt} = arith.addi {arg}, {self.consts.index(1)} : index")
        body.items.append(bump.item())
        text = self.finish(body, [f"scf.yield {nxt} : index"])
        e.nest(
            f"{result} = scf.while ({start} = {self.consts.index(0)}) : "
            "(index) -> index {",
            before_text,
            "} do {",
        )
        e.add(f"^bb0({arg}: index):")
        e.lines.extend("  " + line for line in text.lines)
        e.uses |= text.uses
        e.add("}")

    def stmt_print(self, scope: Scope, e: Emitter) -> None:
        """Print a buffer from inside the kernel through `printMemref<X>`:
        a `func.call` access (spec: an ordinary access, not an escape) of an
        unranked cast, and a direct view of the buffer's current contents."""
        printable = [v for v in scope.visible if v.elem in PRINTERS and not v.space]
        if scope.ctx or not printable:
            self.stmt_read(scope, e)
            return
        self.features.add("print-call")
        value = self.pick(printable, "printed")
        unranked = f"memref<*x{value.elem}>"
        name = self.fresh("u")
        e.use(value)
        e.add(f"{name} = memref.cast {value.name} : {value.type} to {unranked}")
        e.add(
            f"func.call @printMemref{PRINTERS[value.elem]}({name}) : ({unranked}) -> ()"
        )

    def stmt_forall(self, scope: Scope, e: Emitter) -> None:
        targets = [
            v for v in self.writable(scope) if v.identity and v.static and v.size <= 16
        ]
        if targets and self.chance("existing forall target"):
            self.forall(scope, e, self.pick(targets, "forall target"))
            return
        elem = self.pick(self.elements(), "element")
        space = self.pick(self.spaces(), "space") if self.chance("space?") else ""
        shape = (self.pick((4, 2, 3, 8, 1)),) if self.chance("1-d") else (2, 2)
        value = self.new_buffer(e, scope, shape, elem, space)
        self.forall(scope, e, value)
        scope.visible.append(value)

    def forall(self, scope: Scope, e: Emitter, target: MemVal) -> None:
        """Fill `target` (every element) with one thread per element."""
        self.features.add("scf.forall")
        if scope.ctx:
            self.features.add("scf.forall-nested")
        self.foralls += 1
        ctx = self.foralls
        threads = [self.fresh("t") for _ in target.shape]
        bounds = ", ".join(str(d) for d in target.shape)
        if (
            len(target.shape) == 1
            and target.shape[0] == self.n
            and self.chance("dynamic forall")
        ):
            bounds = "%n"
            self.features.add("scf.forall-dynamic")
        visible = [v for v in scope.visible if not v.roots & target.roots]
        body = self.child(
            scope,
            ctx=ctx,
            sink=Sink(target, tuple(threads)),
            ivs=threads,
            visible=visible,
        )
        start = Emitter(self)
        linear = threads[0]
        if len(threads) == 2:
            scaled, linear = self.fresh("x"), self.fresh("x")
            cols = self.consts.index(target.shape[-1])
            start.add(f"{scaled} = arith.muli {threads[0]}, {cols} : index")
            start.add(f"{linear} = arith.addi {scaled}, {threads[1]} : index")
        wide = self.expression(start, body, linear, [])
        self.store(start, target, threads, wide)
        body.items.append(start.item())
        self.statements(body)
        e.use(target)
        e.nest(
            f"scf.forall ({', '.join(threads)}) in ({bounds}) {{", self.finish(body, [])
        )

    # blocks

    def statements(self, scope: Scope) -> None:
        """Draw statements into `scope` until the draw or the budget says stop."""
        # Continue with probability 0.8 at the top, 0.6 in nested blocks; a
        # draw of 0 (where hypothesis shrinks to) stops.
        stop = 2 if scope.depth == 0 else 4
        while self.budget > 0 and self.integer(0, 9, "more") >= stop:
            self.budget -= 1
            kinds = WEIGHTED_KINDS if scope.depth < 3 else FLAT_KINDS
            kind = self.pick(kinds, "statement")
            e = Emitter(self)
            self.dispatch[kind](scope, e)
            scope.items.append(e.item())

    def finish(self, scope: Scope, terminator: list[str]) -> Emitter:
        """The block's text, with deallocs inserted where the drawn policy
        says (after the last statement using the buffer, or at the end).

        Most buffers are first folded into the checksum once more: a buffer
        whose final contents nobody reads cannot reveal that another buffer
        overwrote it, and reading it at the end of its block keeps it live
        across everything allocated after it."""
        for buffer in list(scope.owned):
            if (
                buffer.readable
                and not buffer.escaped
                and self.integer(0, 9, "final read") >= 2
            ):
                e = Emitter(self)
                self.read(scope, e, buffer.value)
                scope.items.append(e.item())
        after: dict[int, list[str]] = {}
        at_end: list[str] = []
        for buffer in scope.owned:
            if buffer.escaped or buffer.dealloc == "none":
                continue
            last = max(
                (i for i, item in enumerate(scope.items) if buffer.ident in item.uses),
                default=None,
            )
            line = f"memref.dealloc {buffer.name} : {buffer.value.type}"
            if buffer.dealloc == "early" and last is not None:
                after.setdefault(last, []).append(line)
            else:
                at_end.append(line)
        e = Emitter(self)
        for i, item in enumerate(scope.items):
            e.lines.extend(item.lines)
            e.uses |= item.uses
            e.lines.extend(after.get(i, []))
        e.lines.extend(at_end)
        e.lines.extend(terminator)
        return e


def build(
    draw: st.DrawFn,
    mode: Mode,
    make: Callable[[st.DrawFn, Mode], Generator] = Generator,
) -> Program:
    """Draw one program (the body of the `programs` strategy). `make` builds
    the generator: `merge_alloc.verify.fuzz.shapes` passes one with more shapes."""
    gen = make(draw, mode)
    top = Scope(ctx=0, sink=Sink(None), ivs=["%n"], visible=[], depth=0)
    gen.statements(top)
    # The returned buffer: an existing identity-layout value or a new one.
    candidates = [v for v in top.visible if v.identity and len(v.shape) <= 2]
    ret_item = Emitter(gen)
    if candidates and gen.chance("return existing"):
        returned = gen.pick(candidates[::-1], "returned")
    else:
        returned = gen.new_buffer(
            ret_item, top, gen.draw_shape(), gen.pick(gen.elements(), "ret elem"), ""
        )
        gen.initialise(ret_item, top, returned)
    ret_item.use(returned)
    top.items.append(ret_item.item())
    gen.escape(top, returned)
    gen.features.add("return")
    body = gen.finish(top, [f"return {returned.name} : {returned.type}"])
    kernel_consts = gen.consts.lines()
    main = _main(gen, returned)
    alignment = (
        gen.pick(PASS_ALIGNMENTS, "pass alignment")
        if gen.chance("pass alignment?")
        else 64
    )
    lines = [
        "// Generated by merge_alloc.verify.fuzz (mode=" + mode + ").",
        "module {",
        "  func.func private @printMemrefI64(memref<*xi64>)",
        "  func.func private @printMemrefI32(memref<*xi32>)",
        "  func.func private @printMemrefF32(memref<*xf32>)",
        "  func.func private @printMemrefF64(memref<*xf64>)",
        *("  " + gen.globals[symbol] for symbol in sorted(gen.globals)),
        f"  func.func @kernel(%n: index, %sink: memref<{SINK_SLOTS}xi64>) "
        f"-> {returned.type} {{",
        *("    " + line for line in kernel_consts),
        *("    " + line for line in body.lines),
        "  }",
        *("  " + line for line in main),
        "}",
    ]
    return Program("\n".join(lines) + "\n", mode, alignment, frozenset(gen.features))


def _main(gen: Generator, returned: MemVal) -> list[str]:
    """`@main`: call the kernel, fold or print its result, print `%sink`."""
    gen.consts = Constants()
    sink_type = f"memref<{SINK_SLOTS}xi64>"
    scope = Scope(ctx=0, sink=Sink(None), ivs=[], visible=[], depth=0)
    e = Emitter(gen)
    e.add(f"%sink = memref.alloc() : {sink_type}")
    e.add(f"linalg.fill ins({gen.consts.i64(0)} : i64) outs(%sink : {sink_type})")
    e.add(f"%n = arith.constant {gen.n} : index")
    e.add(
        f"%ret = func.call @kernel(%n, %sink) : (index, {sink_type}) -> {returned.type}"
    )
    ret = MemVal(
        "%ret",
        returned.shape,
        returned.dims,
        returned.elem,
        "",
        returned.space,
        frozenset(),
        0,
    )
    printer = PRINTERS.get(returned.elem)
    if printer is not None and not returned.space:
        e.add(
            f"%ret_u = memref.cast %ret : {returned.type} to memref<*x{returned.elem}>"
        )
        e.add(
            f"func.call @printMemref{printer}(%ret_u) : "
            f"(memref<*x{returned.elem}>) -> ()"
        )
    else:
        gen.read(scope, e, ret, slot=0)
    e.add(f"%sink_u = memref.cast %sink : {sink_type} to memref<*xi64>")
    e.add("func.call @printMemrefI64(%sink_u) : (memref<*xi64>) -> ()")
    e.add("return")
    return [
        "func.func @main() {",
        *("  " + line for line in gen.consts.lines()),
        *("  " + line for line in e.lines),
        "}",
    ]


@st.composite
def programs(draw: st.DrawFn, mode: Mode = "exec") -> Program:
    """Hypothesis strategy: one random program (see the module docstring)."""
    return build(draw, mode)
