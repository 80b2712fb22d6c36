"""Program shapes an adversarial user found the pass wrong on, on top of
the stashes (addresses that leave a function, deep nesting) defined first here.

The generator below them drew none of these, so no campaign could find the
bugs (docs/testing.md, "Shapes of the adversarial programs"):

* `vector-nd`: memrefs of rank >= 2 vector elements (`memref<2xvector<5x3xf32>>`).
  The LLVM lowering stores such an element as an array of 1-D vectors, each
  padded to its own alignment (`vector<3xf32>` takes 16 bytes), so the
  element is larger than its scalars: a buffer sized by scalar count runs
  into its neighbour. Reads take the element's last scalar, at its highest
  address.
* `cfg-loop`: a loop written in unstructured control flow, a `cf.br` back
  edge inside a multi-block `scf.execute_region`. A buffer allocated in the
  loop body is handed to the next iteration as a block argument and read
  there after the new iteration's buffer is written: the two activations of
  one alloc are live together, so one offset for both is wrong. The body
  may also read a buffer from before the loop that nothing reads after it:
  only the back edge keeps it live across the body's later temporaries.
* `address-compare`: the aligned pointers of two live buffers
  (`memref.extract_aligned_pointer_as_index`) compared with `arith.cmpi`
  and the result folded into the output: distinct live buffers have
  distinct addresses, so the comparison is a use of both.
* `recursion`: functions that call each other through `func.constant` +
  `func.call_indirect` (a trampoline), each with a buffer live across the
  call, under `arena=global` (`Program.options`): a static arena shared by
  two activations of one function is clobbered by the inner one.
* `huge`: buffers of 0.25-2 GiB each under `index-bitwidth=32`, some live
  together: the pass must refuse, or plan offsets and sizes that fit in a
  32-bit `index` (`merge_alloc.verify.fuzz.run`). Checker-only programs
  (they are never executed).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal, get_args

import hypothesis.strategies as st

from merge_alloc.verify.fuzz.generate import Emitter, Generator, MemVal, Mode, Scope
from merge_alloc.verify.fuzz.program import SINK_SLOTS, Constants, Sink

# Program shapes for addresses that leave a function, and for deep nesting.
#
# * `stash`: a buffer's address is taken (`memref.extract_aligned_pointer_as_index`)
#   in a *callee* or in the kernel, and stored where the kernel reads it back
#   later: into an argument slot the kernel allocated, a `memref.global` slot,
#   a slot the callee allocates and returns, or a slot handed on to a second
#   function. After more statements (whose buffers a wrong plan would put on
#   the stashed buffer's bytes), the kernel reads the slot and either
#   dereferences it (`arith.index_cast` -> `llvm.inttoptr` -> `llvm.load` of
#   the first element, folded into the checksum: the buffer must keep its
#   bytes) or only compares it with the buffer's address (`arith.cmpi eq`,
#   folded into the checksum too: an answer the program sees, so the stashed
#   buffer escapes as well, docs/lifetimes.md "Compared addresses"; only a
#   comparison that decides frees alone lets it share bytes). Helpers and
#   globals are private or public (a public one may be read outside the
#   module, so the address escapes). Issue 16 found merged programs printing another
#   buffer's value through exactly these routes.
# * `deep`: a tower of 4-12 nested regions (`scf.if`, one- or two-trip
#   `scf.for`, `scf.execute_region`), buffers allocated at some levels and used
#   deeper, statements (and sometimes a stash) at the innermost level: the
#   lifetime and exclusivity rules and every walk over the IR at depth.
#
# Stashes are never drawn inside `scf.forall` bodies: threads sharing one slot
# would race.

Route = Literal["argument", "global", "returned", "passed", "caller"]
ROUTES: tuple[Route, ...] = get_args(Route)
"""Where the address is taken and stored: `argument` (the callee stores its
argument's address into the kernel's slot argument), `global` (into a
`memref.global`), `returned` (into a slot the callee returns), `passed` (the
callee hands the address and the slot to a second function that stores it),
`caller` (the kernel takes the address, a callee stores it into the slot)."""

POINTER_ELEMENTS = ("f32", "i32", "f64", "i64", "i16", "i8")
"""Element types `llvm.load` reads back exactly (byte-sized, no `index`)."""

SLOT = "memref<1xindex>"


@dataclass
class PendingRead:
    """A stashed address the kernel reads back at the end of the block."""

    buffer: MemVal
    slot: str
    """How to get the slot: a value name, or `@symbol` of a global."""
    dereference: bool
    """True: load through the pointer; False: only compare it."""


class StashGenerator(Generator):
    """`Generator` plus the `stash` and `deep` statements."""

    def __init__(self, draw: st.DrawFn, mode: Mode) -> None:
        super().__init__(draw, mode)
        self._pending: dict[int, list[PendingRead]] = {}
        self._stashes = 0
        self._two_trip_loops = 0

    # -- stash ------------------------------------------------------------------

    def stmt_stash(self, scope: Scope, e: Emitter) -> None:
        """Take a fresh buffer's address and store it in a slot (see the
        module doc); the read-back is queued for the end of the block."""
        if scope.ctx or self.mode != "exec":
            self.stmt_alloc(scope, e)
            return
        self._stashes += 1
        number = self._stashes
        elem = self.pick(POINTER_ELEMENTS, "stash element")
        size = self.pick((4, 1, 2, 8, 16), "stash size")
        buffer = self.new_buffer(e, scope, (size,), elem, "")
        self.initialise(e, scope, buffer)
        # Nothing but the stashed address reads the buffer again: to the
        # lifetime analysis its last use is the stash, so a plan that ignores
        # the address gives its bytes to the next buffers.
        self.buffers[-1].readable = False
        route = self.pick(ROUTES, "stash route")
        private = self.chance("private helper")
        visibility = '"private" ' if private else ""
        self.features.add("stash")
        self.features.add(f"stash-{route}")
        self.features.add("stash-private" if private else "stash-public")
        buffer_type = buffer.type
        store = [
            "%c0 = arith.constant 0 : index",
            f"memref.store %p, %slot[%c0] : {SLOT}",
        ]
        extract = (
            f"%p = memref.extract_aligned_pointer_as_index %m : {buffer_type} -> index"
        )
        stash = f"@stash{number}"
        slot = self.fresh("slot")
        e.use(buffer)
        if route == "global":
            symbol = f"slot{number}"
            self.globals[symbol] = (
                f"memref.global {visibility}@{symbol} : {SLOT} = uninitialized"
            )
            self._helper(
                stash,
                private,
                f"%m: {buffer_type}",
                "",
                [f"%slot = memref.get_global @{symbol} : {SLOT}", extract, *store],
            )
            e.add(f"func.call {stash}({buffer.name}) : ({buffer_type}) -> ()")
            slot = f"@{symbol}"
        elif route == "returned":
            self._helper(
                stash,
                private,
                f"%m: {buffer_type}",
                SLOT,
                [f"%slot = memref.alloc() : {SLOT}", extract, *store],
                returned="%slot",
            )
            e.add(
                f"{slot} = func.call {stash}({buffer.name}) : ({buffer_type}) -> {SLOT}"
            )
        else:
            e.add(f"{slot} = memref.alloc() : {SLOT}")
            if route == "argument":
                self._helper(
                    stash,
                    private,
                    f"%m: {buffer_type}, %slot: {SLOT}",
                    "",
                    [extract, *store],
                )
                e.add(
                    f"func.call {stash}({buffer.name}, {slot}) : "
                    f"({buffer_type}, {SLOT}) -> ()"
                )
            else:
                store_address = f"@stash_address{number}"
                self._helper(
                    store_address, private, f"%p: index, %slot: {SLOT}", "", store
                )
                if route == "passed":
                    self._helper(
                        stash,
                        private,
                        f"%m: {buffer_type}, %slot: {SLOT}",
                        "",
                        [
                            extract,
                            f"func.call {store_address}(%p, %slot) : "
                            f"(index, {SLOT}) -> ()",
                        ],
                    )
                    e.add(
                        f"func.call {stash}({buffer.name}, {slot}) : "
                        f"({buffer_type}, {SLOT}) -> ()"
                    )
                else:
                    address = self.fresh("x")
                    e.add(
                        f"{address} = memref.extract_aligned_pointer_as_index "
                        f"{buffer.name} : {buffer_type} -> index"
                    )
                    e.add(
                        f"func.call {store_address}({address}, {slot}) : "
                        f"(index, {SLOT}) -> ()"
                    )
        dereference = self.integer(0, 3, "read kind") > 0
        self.features.add("read-pointer" if dereference else "read-compared")
        self._pending.setdefault(id(scope), []).append(
            PendingRead(buffer, slot, dereference)
        )

    def _helper(
        self,
        symbol: str,
        private: bool,
        parameters: str,
        result: str,
        body: list[str],
        returned: str = "",
    ) -> None:
        visibility = "private " if private else ""
        arrow = f" -> {result}" if result else ""
        ret = f"return {returned} : {result}" if returned else "return"
        lines = [
            f"func.func {visibility}{symbol}({parameters}){arrow} {{",
            *("    " + line for line in body),
            f"    {ret}",
            "  }",
        ]
        self.globals[symbol.lstrip("@")] = "\n  ".join(lines)

    def read_back(self, scope: Scope, pending: PendingRead) -> Emitter:
        """Load the stashed address and fold what it shows into the sink."""
        e = Emitter(self)
        e.use(pending.buffer)
        slot = pending.slot
        if slot.startswith("@"):
            name = self.fresh("slot")
            e.add(f"{name} = memref.get_global {slot} : {SLOT}")
            slot = name
        address = self.fresh("x")
        e.add(f"{address} = memref.load {slot}[{self.consts.index(0)}] : {SLOT}")
        buffer = pending.buffer
        if pending.dereference:
            wide, pointer, loaded = self.fresh("x"), self.fresh("x"), self.fresh("x")
            e.add(f"{wide} = arith.index_cast {address} : index to i64")
            e.add(f"{pointer} = llvm.inttoptr {wide} : i64 to !llvm.ptr")
            e.add(f"{loaded} = llvm.load {pointer} : !llvm.ptr -> {buffer.elem}")
            value = self.to_i64(e, loaded, buffer.elem)
        else:
            own, same = self.fresh("x"), self.fresh("x")
            e.add(
                f"{own} = memref.extract_aligned_pointer_as_index {buffer.name} : "
                f"{buffer.type} -> index"
            )
            e.add(f"{same} = arith.cmpi eq, {address}, {own} : index")
            value = self.to_i64(e, same, "i1")
        self.to_sink(scope, e, value)
        return e

    def finish(self, scope: Scope, terminator: list[str]) -> Emitter:
        """Read back the addresses stashed in this block, then finish it."""
        for pending in self._pending.pop(id(scope), []):
            scope.items.append(self.read_back(scope, pending).item())
        return super().finish(scope, terminator)

    # -- deep nesting -----------------------------------------------------------

    def stmt_deep(self, scope: Scope, e: Emitter) -> None:
        """A tower of nested regions (see the module doc)."""
        levels = self.integer(4, 12, "levels")
        self.features.add("deep")
        self.features.add(f"deep-{levels // 4 * 4}+")
        level = self._level(scope, levels)
        e.lines.extend(level.lines)
        e.uses |= level.uses

    def _level(self, scope: Scope, levels: int) -> Emitter:
        kind = self.pick(("if", "for", "region"), "level kind")
        wrapper = Emitter(self)
        iv = self.fresh("i")
        inner = self.child(scope, ivs=[iv] if kind == "for" else [])
        if self.chance("alloc at this level"):
            # A plain buffer (never filled by a forall: foralls nested at
            # every level would multiply into thousands of threads).
            item = Emitter(self)
            elem = self.pick(self.elements(), "element")
            value = self.new_buffer(item, inner, self.draw_shape(), elem, "")
            self.initialise(item, inner, value)
            inner.visible.append(value)
            inner.items.append(item.item())
        if levels > 1:
            nested = self._level(inner, levels - 1)
            inner.items.append(nested.item())
        else:
            self.statements(inner)
            if inner.ctx == 0 and self.chance("stash at the bottom"):
                item = Emitter(self)
                self.stmt_stash(inner, item)
                inner.items.append(item.item())
        if inner.visible and self.chance("read at this level"):
            item = Emitter(self)
            self.read(inner, item, self.pick(inner.visible, "level read"))
            inner.items.append(item.item())
        if kind == "if":
            cond = self.condition(scope, wrapper)
            body = self.finish(inner, [])
            wrapper.nest(f"scf.if {cond} {{", body)
        elif kind == "for":
            trips = 1
            if self._two_trip_loops < 3 and self.chance("two trips"):
                self._two_trip_loops += 1
                trips = 2
            body = self.finish(inner, [])
            wrapper.nest(
                f"scf.for {iv} = {self.consts.index(0)} to "
                f"{self.consts.index(trips)} step {self.consts.index(1)} {{",
                body,
            )
        else:
            body = self.finish(inner, ["scf.yield"])
            wrapper.nest("scf.execute_region {", body)
        return wrapper


ND_VECTOR_ELEMENTS = (
    "vector<5x3xf32>",
    "vector<2x3xi16>",
    "vector<3x3xi8>",
    "vector<2x3xf64>",
    "vector<2x2x3xf32>",
    "vector<4x2xf32>",
)
"""Vector element types of rank >= 2: all but the last pad each row
(`vector<3xf32>` is 16 bytes in LLVM's data layout, `vector<3xi8>` 4); the
last packs exactly, as a control."""

HUGE_BYTES = (1 << 30, 3 << 29, (1 << 31) - (1 << 12), 1 << 29, 3 << 28)
"""Byte sizes of `huge` buffers: each fits a 32-bit `index`, two do not."""

HUGE_ELEMENTS = {"i8": 1, "i16": 2, "f32": 4, "f64": 8}

RECURSION_ROUTES = ("trampoline", "self", "indirect-back")
"""How a frame reaches itself again: `trampoline` (`@rec` calls `@tramp`
through `func.constant @tramp`, `@tramp` calls `@rec` directly), `self`
(`@rec` calls itself through `func.constant @rec`), `indirect-back` (`@rec`
calls `@tramp` directly, `@tramp` calls `@rec` through `func.constant`)."""


class HazardGenerator(StashGenerator):
    """`StashGenerator` plus the shapes of this module."""

    def __init__(self, draw: st.DrawFn, mode: Mode) -> None:
        super().__init__(draw, mode)
        self._recursions = 0

    # -- rank >= 2 vector elements ---------------------------------------------

    def stmt_vector_nd(self, scope: Scope, e: Emitter) -> None:
        """A buffer of n-D vectors, filled, then used like any buffer."""
        elem = self.pick(ND_VECTOR_ELEMENTS, "n-d vector element")
        self.features.add("vector-nd")
        value = self.new_buffer(e, scope, self.draw_shape(), elem, "")
        self.initialise(e, scope, value)
        scope.visible.append(value)
        if self.chance("read it at once"):
            self.read(scope, e, value)

    # -- a loop of cf branches in a multi-block region -------------------------

    def stmt_cfg_loop(self, scope: Scope, e: Emitter) -> None:
        """`scf.execute_region` with a header block looping on itself (see
        the module doc)."""
        self.features.add("cfg-loop")
        trips = self.integer(2, 4, "cfg trips")
        elem = self.pick(self.elements(), "element")
        shape = self.draw_shape()
        first = self.new_buffer(e, scope, shape, elem, "")
        self.initialise(e, scope, first)
        iv, prev = self.fresh("i"), self.fresh("q")
        carried = MemVal(
            prev,
            first.shape,
            first.dims,
            elem,
            "",
            "",
            first.roots,
            scope.ctx,
        )
        across: MemVal | None = None
        if self.chance("a buffer live across the loop"):
            # Read only in the loop body: the back edge alone keeps it live
            # from one iteration's read to the next.
            self.features.add("cfg-loop-live-across")
            elem_across = self.pick(self.elements(), "element")
            across = self.new_buffer(e, scope, self.draw_shape(), elem_across, "")
            self.buffers[-1].readable = False
            self.initialise(e, scope, across)
        body = self.child(scope, ivs=[iv])
        start = Emitter(self)
        if across is not None:
            self.read(body, start, across)
        body.items.append(start.item())
        self.statements(body)
        step = Emitter(self)
        fresh = self.new_buffer(step, body, shape, elem, "")
        self.fill(step, body, fresh)
        # The previous iteration's buffer, read after this one's is written:
        # both activations of the alloc are live here.
        self.read(body, step, replace(carried, roots=first.roots | fresh.roots))
        body.items.append(step.item())
        self.escape(body, fresh)
        nxt, more = self.fresh("x"), self.fresh("p")
        exit_block = self.fresh("bb")[1:]
        header = self.fresh("bb")[1:]
        tail = [
            f"{nxt} = arith.addi {iv}, {self.consts.index(1)} : index",
            f"{more} = arith.cmpi ult, {nxt}, {self.consts.index(trips)} : index",
            f"cf.cond_br {more}, ^{header}({nxt}, {fresh.name} : index, "
            f"{first.type}), ^{exit_block}",
        ]
        text = self.finish(body, tail)
        e.use(first)
        e.add("scf.execute_region {")
        e.add(
            f"  cf.br ^{header}({self.consts.index(0)}, {first.name} : index, "
            f"{first.type})"
        )
        e.add(f"^{header}({iv}: index, {prev}: {first.type}):")
        e.lines.extend("  " + line for line in text.lines)
        e.uses |= text.uses
        e.add(f"^{exit_block}:")
        e.add("  scf.yield")
        e.add("}")
        scope.visible.append(first)

    # -- address comparisons -----------------------------------------------------

    def stmt_address_compare(self, scope: Scope, e: Emitter) -> None:
        """Compare the addresses of two live buffers; the result is output."""
        candidates = [v for v in scope.visible if v.size > 0]
        while len(candidates) < 2 or self.chance("a fresh buffer to compare"):
            elem = self.pick(self.elements(), "element")
            fresh = self.new_buffer(e, scope, self.draw_shape(), elem, "")
            self.initialise(e, scope, fresh)
            scope.visible.append(fresh)
            candidates.append(fresh)
        self.features.add("address-compare")
        a = self.pick(candidates, "compared")
        b = self.pick([v for v in candidates if v is not a], "compared with")
        pointers: list[str] = []
        for value in (a, b):
            e.use(value)
            name = self.fresh("x")
            e.add(
                f"{name} = memref.extract_aligned_pointer_as_index {value.name} : "
                f"{value.type} -> index"
            )
            pointers.append(name)
        predicate = self.pick(("eq", "ne"), "address predicate")
        same = self.fresh("p")
        e.add(f"{same} = arith.cmpi {predicate}, {pointers[0]}, {pointers[1]} : index")
        self.to_sink(scope, e, self.to_i64(e, same, "i1"))

    # -- recursion through indirect calls ---------------------------------------

    def stmt_recursion(self, scope: Scope, e: Emitter) -> None:
        """Call a pair of frames that recurse through `func.call_indirect`
        (see `RECURSION_ROUTES`), under `arena=global`."""
        if scope.ctx:  # concurrent activations are another question
            self.stmt_alloc(scope, e)
            return
        self._recursions += 1
        k = self._recursions
        route = self.pick(RECURSION_ROUTES, "recursion route")
        self.features.add("recursion")
        self.features.add(f"recursion-{route}")
        self.options["arena"] = "global"
        signature = f"(index, memref<{SINK_SLOTS}xi64>) -> ()"
        rec, tramp = f"rec{k}", f"tramp{k}"
        indirect_rec = route in ("trampoline", "self")
        self.globals[rec] = self._frame(
            rec, tramp if route != "self" else rec, indirect_rec, signature, True
        )
        if route != "self":
            self.globals[tramp] = self._frame(
                tramp, rec, not indirect_rec, signature, False
            )
        depth = self.integer(1, 3, "recursion depth")
        e.add(f"func.call @{rec}({self.consts.index(depth)}, %sink) : {signature}")

    def _frame(
        self, name: str, callee: str, indirect: bool, signature: str, counts: bool
    ) -> str:
        """A function with a buffer live across its call of `callee` (which
        `counts` down the depth), read into the checksum afterwards."""
        saved = self.consts
        self.consts = Constants()
        scope = Scope(ctx=0, sink=Sink(None), ivs=["%d"], visible=[], depth=1)
        pre = Emitter(self)
        elem = self.pick(self.elements(), "frame element")
        live = self.new_buffer(pre, scope, self.draw_shape(), elem, "")
        self.initialise(pre, scope, live)
        scope.visible.append(live)
        scope.items.append(pre.item())
        if self.chance("a temporary before the call"):
            # (No drawn statements: they may use the kernel's `%n`.)
            temp = Emitter(self)
            elem = self.pick(self.elements(), "frame element")
            value = self.new_buffer(temp, scope, self.draw_shape(), elem, "")
            self.initialise(temp, scope, value)
            self.read(scope, temp, value)
            scope.items.append(temp.item())
        call = Emitter(self)
        more, deeper = self.fresh("p"), self.fresh("x")
        one, zero = self.consts.index(1), self.consts.index(0)
        call.add(f"{more} = arith.cmpi ugt, %d, {zero} : index")
        inner = [f"{deeper} = arith.subi %d, {one} : index"] if counts else []
        argument = deeper if counts else "%d"
        if indirect:
            target = self.fresh("f")
            inner.append(f"{target} = func.constant @{callee} : {signature}")
            inner.append(
                f"func.call_indirect {target}({argument}, %sink) : {signature}"
            )
        else:
            inner.append(f"func.call @{callee}({argument}, %sink) : {signature}")
        call.nest(f"scf.if {more} {{", inner)
        scope.items.append(call.item())
        after = Emitter(self)
        self.read(scope, after, live)
        scope.items.append(after.item())
        body = self.finish(scope, ["return"])
        lines = [
            *(self.consts.lines()),
            *body.lines,
        ]
        self.consts = saved
        head = (
            f"func.func private @{name}(%d: index, %sink: memref<{SINK_SLOTS}xi64>) {{"
        )
        return "\n  ".join([head, *("  " + line for line in lines), "}"])

    # -- buffers near the index limit -------------------------------------------

    def stmt_huge(self, scope: Scope, e: Emitter) -> None:
        """Two or three buffers of 0.25-2 GiB (checker-only programs under
        `index-bitwidth=32`), live together or one after another."""
        if self.mode != "check" or scope.ctx:
            self.stmt_alloc(scope, e)
            return
        self.features.add("huge")
        self.options["index_bitwidth"] = 32
        together = self.chance("live together")
        if together:
            self.features.add("huge-together")
        values: list[tuple[str, str, str, int]] = []
        for _ in range(self.integer(2, 3, "huge buffers")):
            elem = self.pick(tuple(HUGE_ELEMENTS), "huge element")
            count = self.pick(HUGE_BYTES, "huge bytes") // HUGE_ELEMENTS[elem]
            name = self.fresh("h")
            type_ = f"memref<{count}x{elem}>"
            e.add(f"{name} = memref.alloc() : {type_}")
            values.append((name, type_, elem, count))
            self._huge_write(e, name, type_, elem, count)
            if not together:
                self._huge_read(scope, e, name, type_, elem, count)
        if together:
            for name, type_, elem, count in values:
                self._huge_read(scope, e, name, type_, elem, count)

    def _huge_write(
        self, e: Emitter, name: str, type_: str, elem: str, count: int
    ) -> None:
        for position in (0, count - 1):
            value = self.consts.get(
                f"{position % 7}.0" if elem.startswith("f") else position % 7, elem
            )
            e.add(
                f"memref.store {value}, {name}[{self.consts.index(position)}] : {type_}"
            )

    def _huge_read(
        self, scope: Scope, e: Emitter, name: str, type_: str, elem: str, count: int
    ) -> None:
        for position in (0, count - 1):
            loaded = self.fresh("x")
            e.add(
                f"{loaded} = memref.load {name}[{self.consts.index(position)}] : "
                f"{type_}"
            )
            self.to_sink(scope, e, self.to_i64(e, loaded, elem))
