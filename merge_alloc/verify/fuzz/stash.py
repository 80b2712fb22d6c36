"""Program shapes for addresses that leave a function, and for deep nesting.

* `stash`: a buffer's address is taken (`memref.extract_aligned_pointer_as_index`)
  in a *callee* or in the kernel, and stored where the kernel reads it back
  later: into an argument slot the kernel allocated, a `memref.global` slot,
  a slot the callee allocates and returns, or a slot handed on to a second
  function. After more statements (whose buffers a wrong plan would put on
  the stashed buffer's bytes), the kernel reads the slot and either
  dereferences it (`arith.index_cast` -> `llvm.inttoptr` -> `llvm.load` of
  the first element, folded into the checksum: the buffer must keep its
  bytes) or only compares it with the buffer's address (`arith.cmpi eq`,
  folded into the checksum too: an answer the program sees, so the stashed
  buffer escapes as well, docs/lifetimes.md "Compared addresses"; only a
  comparison that decides frees alone lets it share bytes). Helpers and
  globals are private or public (a public one may be read outside the
  module, so the address escapes). Issue 16 found merged programs printing another
  buffer's value through exactly these routes.
* `deep`: a tower of 4-12 nested regions (`scf.if`, one- or two-trip
  `scf.for`, `scf.execute_region`), buffers allocated at some levels and used
  deeper, statements (and sometimes a stash) at the innermost level: the
  lifetime and exclusivity rules and every walk over the IR at depth.

Stashes are never drawn inside `scf.forall` bodies: threads sharing one slot
would race.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

import hypothesis.strategies as st

from merge_alloc.verify.fuzz.generate import Emitter, Generator, MemVal, Mode, Scope

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
