"""The generator's statements on buffers: allocate, write, read, alias.

Allocations (static, dynamic, inert ones the pass must leave alone), writes
of drawn expressions, reads folded into position-weighted checksums (the
sink), and aliases (subviews, casts, reshapes, `arith.select`, extracted
pointers).
"""

from __future__ import annotations

from merge_alloc.verify.fuzz.program import (
    DIMS_COL,
    DIMS_ROW,
    SINK_SLOTS,
    Emitter,
    MemVal,
    Scope,
)
from merge_alloc.verify.fuzz.values import ValueGenerator


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
