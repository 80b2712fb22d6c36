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

from collections.abc import Callable, Sequence

import hypothesis.strategies as st

from merge_alloc.verify.fuzz.program import (
    FLAT_KINDS,
    PASS_ALIGNMENTS,
    PRINTERS,
    RELAXED_HEALTH_CHECKS,
    SINK_SLOTS,
    WEIGHTED_KINDS,
    Constants,
    Emitter,
    MemVal,
    Mode,
    Program,
    Scope,
    Sink,
)
from merge_alloc.verify.fuzz.values import BufferStatements

# The generator's control flow: `scf.if`, `scf.for`, `scf.while`,
# `scf.forall`, calls that print, and the blocks they nest.
#
# Nested blocks get their own scope (what is visible, which forall thread may
# write, where reads go); `finish` turns a scope into text, with a final read
# of most buffers and deallocs where the drawn policy says.


class ControlFlow(BufferStatements):
    """Statements with regions, and the blocks of statements."""

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
        a `func.call` access of an unranked cast (a call of a function without
        a body is an access, not an escape: docs/lifetimes.md, "Addresses
        taken in a callee"), and a direct view of the buffer's current
        contents."""
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


class Generator(ControlFlow):
    """Builds one program from hypothesis draws (the layers: `values`,
    `buffers`, `control`)."""

    def __init__(self, draw: st.DrawFn, mode: Mode) -> None:
        super().__init__(draw, mode)
        self.dispatch = {
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
    return Program(
        "\n".join(lines) + "\n",
        mode,
        alignment,
        frozenset(gen.features),
        tuple(sorted(gen.options.items())),
    )


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


__all__ = [
    "RELAXED_HEALTH_CHECKS",
    "Emitter",
    "Generator",
    "MemVal",
    "Mode",
    "Program",
    "Scope",
    "build",
    "programs",
]
