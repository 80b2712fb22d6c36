"""The generator's lowest layer: drawing, scalar values and buffers.

Every decision is a hypothesis draw, so hypothesis's shrinker can simplify a
failing program. This layer draws element types and shapes, computes values
as i64 (position-dependent expressions, reduced modulo `MODULUS`, converted
to each element type exactly), loads and stores them, and allocates and
initialises buffers. The statements of `buffers` and `control` and the
program of `generate` are built on it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

import hypothesis.strategies as st

from merge_alloc.verify.fuzz.program import (
    ALIGNMENTS,
    CHECK_ELEMENTS,
    CHECK_SPACES,
    DIMS_COL,
    DIMS_ROW,
    EXEC_ELEMENTS,
    EXEC_SPACES,
    EXEC_SPECIAL_TYPES,
    MODULUS,
    SINK_SLOTS,
    SIZES_1D,
    SPECIAL_CONSTANTS,
    Buffer,
    Constants,
    Emitter,
    MemVal,
    Mode,
    Scope,
    StatementKind,
    T,
    dense_literal,
    int_width,
    is_float,
    is_int,
    mangle,
    scalar_of,
    vector_dims,
)


class ValueGenerator:
    """Drawing helpers, scalar values, loads/stores and buffers."""

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
        self.options: dict[str, str | int] = {}
        """Pass options the drawn shapes need (`Program.options`)."""
        self.dispatch: dict[StatementKind, Callable[[Scope, Emitter], None]] = {}
        """The statement of each kind (filled by `generate.Generator`)."""

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
            # The last scalar: at the element's highest address, where an
            # element sized too small runs into the next buffer.
            scalar = scalar_of(elem)
            last = ", ".join(str(d - 1) for d in vector_dims(elem))
            extracted = self.fresh("x")
            e.add(
                f"{extracted} = vector.extract {value}[{last}] : {scalar} from {elem}"
            )
            return self.to_i64(e, extracted, scalar)
        if elem == "i64":
            return value
        out = self.fresh("x")
        if elem == "index":
            e.add(f"{out} = arith.index_cast {value} : index to i64")
        elif is_float(elem):
            e.add(f"{out} = arith.fptosi {value} : {elem} to i64")
        elif int_width(elem) < 64:
            op = "extui" if elem == "i1" else "extsi"
            e.add(f"{out} = arith.{op} {value} : {elem} to i64")
        else:
            e.add(f"{out} = arith.trunci {value} : {elem} to i64")
        return out

    def from_i64(self, e: Emitter, value: str, elem: str) -> str:
        if elem.startswith("vector<"):
            scalar = scalar_of(elem)
            inner = self.from_i64(e, value, scalar)
            out = self.fresh("x")
            e.add(f"{out} = vector.broadcast {inner} : {scalar} to {elem}")
            return out
        if elem == "i64":
            return value
        out = self.fresh("x")
        if elem == "index":
            e.add(f"{out} = arith.index_cast {value} : i64 to index")
        elif is_float(elem):
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
            e.add(
                f"{whole} = arith.constant {dense_literal(literals, elem)} : {vector}"
            )
            e.add(f"{value} = vector.extract {whole}[{index}] : {elem} from {vector}")
        else:
            if form == "list":
                symbol = f"special_{mangle(elem)}"
                count, element, contents = len(literals), index, literals
            else:
                symbol = f"special_{mangle(elem)}_{index}"
                count, element, contents = 2, 1, (literals[index],)
            memref_type = f"memref<{count}x{elem}>"
            self.globals[symbol] = (
                f'memref.global "private" constant @{symbol} : {memref_type} = '
                f"{dense_literal(contents, elem)}"
            )
            handle, value = self.fresh("x"), self.fresh("x")
            e.add(f"{handle} = memref.get_global @{symbol} : {memref_type}")
            e.add(
                f"{value} = memref.load {handle}[{self.consts.index(element)}] : "
                f"{memref_type}"
            )
        if not is_float(elem):
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
        if how == "fill" and (is_float(target.elem) or is_int(target.elem)):
            self.features.add("linalg.fill")
            value = self.integer(-3, 60, "fill value")
            if target.elem == "i1":
                const = self.consts.get(value % 2, "i1")
            elif is_float(target.elem):
                const = self.consts.get(f"{value}.0", target.elem)
            else:
                width = int_width(target.elem)
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

    # hooks of the upper layers

    def statements(self, scope: Scope) -> None:
        """Draw statements into `scope` (`control.ControlFlow`)."""
        raise NotImplementedError

    def forall(self, scope: Scope, e: Emitter, target: MemVal) -> None:
        """Fill `target` with one thread per element (`control.ControlFlow`)."""
        raise NotImplementedError


# The generator's statements on buffers: allocate, write, read, alias.
#
# Allocations (static, dynamic, inert ones the pass must leave alone), writes
# of drawn expressions, reads folded into position-weighted checksums (the
# sink), and aliases (subviews, casts, reshapes, `arith.select`, extracted
# pointers).


class BufferStatements(ValueGenerator):
    """Statements that allocate, write, read and alias buffers."""

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
