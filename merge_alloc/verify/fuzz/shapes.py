"""Program shapes for the tighter-lifetime rules, on top of `generate`.

The base generator draws programs whose allocs sit where they are first
needed. The lifetime rules added since need other shapes to be exercised:

* `exclusive`: buffers allocated *before* an `scf.if` or `scf.index_switch`
  (as `--buffer-hoisting` or a hoisted `tensor.empty` leaves them), each
  written and read in one region only, plus buffers live into a region and
  fresh allocs inside regions. A wrong exclusivity rule lets a buffer that
  is live across the op share bytes with one used inside.
* `hoisted`: any static alloc may be moved to the start of its block, far
  from its first use (the lifetime must start at the use, not the alloc,
  and stay correct).
* `chain`: chains of element-wise linalg ops (named `linalg.add/sub/max/
  min` and `linalg.generic`) over buffers of one shape, mixed with ops that
  read another element than the one they write (`linalg.transpose`, a
  reversed `linalg.generic`), and with donors read again later: what
  in-place reuse may and may not pair.
* `bounded`: allocs of dynamic size `min(%n, C)` (`affine.min`,
  `arith.minui`, `arith.minsi`) or with a user bound
  `merge_alloc.upper_bound`: planned at the bound, executed at `n`.
* `stash` and `deep` (`merge_alloc.verify.fuzz.hazards`): addresses taken in callees
  and stored in argument, global and returned slots, read back through
  `llvm.inttoptr`; towers of 4-12 nested regions.
* `vector-nd`, `cfg-loop`, `address-compare`, `recursion`, `huge`
  (`merge_alloc.verify.fuzz.hazards`): the shapes of the adversarial user's
  miscompiles (n-D vector elements, `cf` loops in a multi-block region,
  compared addresses, recursion through indirect calls, buffers near the
  32-bit index limit).

`shape_programs(mode, focus)` is the strategy: with `focus` one of
`FOCUSES`, half of the alloc statements become that shape, so a campaign can
count programs per rule; without, each shape replaces an alloc now and then.
Programs record the shapes they use in `Program.features`.
"""

from __future__ import annotations

import contextlib
from random import Random
from typing import Literal, get_args

import hypothesis.strategies as st
from hypothesis import Phase, find, settings
from hypothesis.errors import NoSuchExample

from merge_alloc.verify.fuzz.generate import (
    RELAXED_HEALTH_CHECKS,
    Emitter,
    MemVal,
    Mode,
    Program,
    Scope,
    build,
)
from merge_alloc.verify.fuzz.hazards import HazardGenerator

Focus = Literal[
    "exclusive",
    "hoisted",
    "chain",
    "bounded",
    "stash",
    "deep",
    "vector-nd",
    "cfg-loop",
    "address-compare",
    "recursion",
    "huge",
]
FOCUSES: tuple[Focus, ...] = get_args(Focus)

HAZARDS: tuple[Focus, ...] = (
    "vector-nd",
    "cfg-loop",
    "address-compare",
    "recursion",
    "huge",
)
"""The shapes of `merge_alloc.verify.fuzz.hazards` (the adversarial user's)."""

MIXED_SHAPES: tuple[Focus, ...] = ("exclusive", "chain", "bounded", *HAZARDS)
"""What an alloc statement of an unfocused program may become instead."""

CHAIN_ELEMENTS = ("f32", "i32", "f64", "i64")
"""Element types of element-wise chains: sums of up to eight values below
the modulus stay exact in all of them."""

NAMED_ELEMENTWISE = ("linalg.add", "linalg.sub", "linalg.max", "linalg.min")
"""Named element-wise ops xDSL 0.74 parses (binary, identity maps)."""


class ShapeGenerator(HazardGenerator):
    """`Generator` plus the shapes of this module and of `hazards` (the
    `stash` and `deep` shapes among them; see the module docs)."""

    def __init__(self, draw: st.DrawFn, mode: Mode, focus: Focus | None) -> None:
        super().__init__(draw, mode)
        self.focus = focus
        self._hoisted: dict[int, list[str]] = {}
        self._plain_alloc = self.dispatch["alloc"]
        self.dispatch["alloc"] = self.stmt_alloc_or_shape
        self._shapes = {
            "exclusive": self.stmt_exclusive,
            "hoisted": self._plain_alloc,
            "chain": self.stmt_chain,
            "bounded": self.stmt_bounded,
            "stash": self.stmt_stash,
            "deep": self.stmt_deep,
            "vector-nd": self.stmt_vector_nd,
            "cfg-loop": self.stmt_cfg_loop,
            "address-compare": self.stmt_address_compare,
            "recursion": self.stmt_recursion,
            "huge": self.stmt_huge,
        }
        self._hoisting = focus == "hoisted" or self.chance("hoist allocs")

    # -- which statement ------------------------------------------------------

    def stmt_alloc_or_shape(self, scope: Scope, e: Emitter) -> None:
        """An alloc statement, or (often under a focus) one of the shapes."""
        if self.focus is not None and self.focus != "hoisted":
            if self.integer(0, 1, "focus shape") == 1:
                self._shapes[self.focus](scope, e)
                return
        elif self.focus is None:
            if self.integer(0, 2, "shape?") == 2:
                shape = self.pick(MIXED_SHAPES, "shape")
                self._shapes[shape](scope, e)
                return
        elif self.integer(0, 5, "shape?") == 5:
            # `hoisted`: the lifetime rules' shapes only (as before the
            # adversarial ones were added: its campaigns stay comparable).
            shape = self.pick(("exclusive", "chain", "bounded"), "shape")
            self._shapes[shape](scope, e)
            return
        self._plain_alloc(scope, e)

    def statements(self, scope: Scope) -> None:
        """Under a focus, the kernel starts with one statement of that shape
        (so every program counts for its rule), then draws as usual. An
        unfocused kernel starts with one of the adversarial shapes a third
        of the time: drawn only where an alloc would be, each was missing
        from whole campaigns (hypothesis repeats its choices within a run)."""
        if scope.depth == 0 and not scope.items:
            shape = None
            if self.focus is not None:
                shape = self._shapes[self.focus]
            elif self.integer(0, 2, "adversarial shape first?") == 2:
                shape = self._shapes[self.pick(HAZARDS, "adversarial shape")]
            if shape is not None:
                e = Emitter(self)
                shape(scope, e)
                scope.items.append(e.item())
            if self.focus == "hoisted":
                self._hoisting = True
        super().statements(scope)

    # -- hoisting: allocs at the start of their block -------------------------

    def new_buffer(
        self,
        e: Emitter,
        scope: Scope,
        shape: tuple[int, ...],
        elem: str,
        space: str,
        dims: tuple[int | None, ...] | None = None,
    ) -> MemVal:
        value = super().new_buffer(e, scope, shape, elem, space, dims)
        if (
            self._hoisting
            and value.static
            and self.integer(0, 2, "hoist this alloc") >= (1 if self.focus else 2)
        ):
            self._hoisted.setdefault(id(scope), []).append(value.name)
        return value

    def finish(self, scope: Scope, terminator: list[str]) -> Emitter:
        """The block, with the allocs chosen for hoisting moved to its start
        (only allocs written at the block's own level, never out of a
        nested region)."""
        body = super().finish(scope, terminator)
        names = self._hoisted.pop(id(scope), [])
        moved: list[str] = []
        for name in names:
            head = f"{name} = memref.alloc("
            line = next((x for x in body.lines if x.startswith(head)), None)
            if line is not None:
                body.lines.remove(line)
                moved.append(line)
        if moved:
            self.features.add("hoisted-alloc")
        body.lines[:0] = moved
        return body

    # -- exclusive regions ------------------------------------------------------

    def stmt_exclusive(self, scope: Scope, e: Emitter) -> None:
        """Buffers allocated before a branch op and used in one region each
        (and some live into a region, and fresh ones inside). Sometimes the
        branch op sits in an `scf.for` and the buffers, written before the
        loop, are updated in their region: live across iterations, they
        must keep their bytes although each is used in one region only."""
        self.features.add("exclusive-branch")
        switch = self.chance("index_switch")
        regions = 3 if switch else 2
        carried = self.chance("carried across a loop")
        elem = self.pick(self.elements(), "element")
        shape = self.draw_shape()
        owned: list[tuple[int, MemVal]] = []
        for _ in range(self.integer(1, 4, "branch buffers")):
            value = self.new_buffer(e, scope, shape, elem, "")
            # Not read after the op (written on one path only, or, when
            # carried, so that nothing but the loop keeps it live).
            self.buffers[-1].readable = False
            if carried:
                self.initialise(e, scope, value)
            owned.append((self.integer(0, regions - 1, "region"), value))
        iv = ""
        if carried:
            self.features.add("exclusive-branch-in-loop")
            iv = self.fresh("i")
            scope = self.child(scope, ivs=[iv])
            scope.visible.extend(value for _, value in owned)
        live_into: list[tuple[int, MemVal]] = []
        if scope.visible and self.chance("live into a region"):
            self.features.add("live-into-branch")
            live_into.append(
                (
                    self.integer(0, regions - 1, "live region"),
                    self.pick(scope.visible, "live value"),
                )
            )
        bodies: list[Emitter] = []
        for region in range(regions):
            branch = self.child(scope)
            start = Emitter(self)
            for where, value in owned:
                if where != region:
                    continue
                if carried:  # read-modify-write: the value carries over
                    self.fill(start, branch, value, allow_sources=False)
                    self.fill(start, branch, value)
                else:
                    self.initialise(start, branch, value)
                    branch.visible.append(value)
            branch.items.append(start.item())
            self.statements(branch)
            tail = Emitter(self)
            for where, value in [*owned, *live_into]:
                if where == region:
                    self.read(branch, tail, value)
            branch.items.append(tail.item())
            bodies.append(self.finish(branch, ["scf.yield"] if switch else []))
        inner = Emitter(self) if carried else e
        if not switch:
            cond = self.condition(scope, inner)
            inner.nest(f"scf.if {cond} {{", bodies[0], "} else {")
            inner.lines.extend("  " + line for line in bodies[1].lines)
            inner.uses |= bodies[1].uses
            inner.add("}")
        else:
            self.features.add("scf.index_switch")
            selector = self.fresh("x")
            source = self.pick([*scope.ivs, "%n"], "switch on")
            inner.add(
                f"{selector} = arith.remui {source}, {self.consts.index(3)} : index"
            )
            inner.add(f"scf.index_switch {selector}")
            for case, body in enumerate(bodies[:-1]):
                inner.nest(f"case {case} {{", body)
            inner.nest("default {", bodies[-1])
        if carried:
            trips = self.integer(2, 4, "loop trips")
            scope.items.append(inner.item())
            loop = self.finish(scope, [])
            e.nest(
                f"scf.for {iv} = {self.consts.index(0)} to "
                f"{self.consts.index(trips)} step {self.consts.index(1)} {{",
                loop,
            )

    # -- element-wise chains ----------------------------------------------------

    def stmt_chain(self, scope: Scope, e: Emitter) -> None:
        """A chain of element-wise ops, each writing a fresh buffer."""
        self.features.add("elementwise-chain")
        elem = self.pick(CHAIN_ELEMENTS, "chain element")
        shape = self.draw_shape()
        current = self.new_buffer(e, scope, shape, elem, "")
        self.initialise(e, scope, current)
        scope.visible.append(current)
        first = current
        for _ in range(self.integer(1, 7, "chain length")):
            kind = self.pick(
                ("named", "generic", "transpose", "reverse", "reread"), "chain op"
            )
            if kind == "transpose" and len(shape) == 2:
                current = self.transpose(e, scope, current)
                shape = current.shape
                continue
            if kind == "reverse" and len(shape) == 1:
                current = self.reverse(e, scope, current)
                continue
            partners = [v for v in (current, first) if v.type == current.type]
            other = self.pick(partners, "other operand")
            if kind == "generic":
                current = self.generic_add(e, scope, current, other)
            else:
                current = self.named(e, scope, current, other)
            if kind == "reread":
                # The donor of the step just made is read again: no reuse.
                self.read(scope, e, other)
        self.read(scope, e, current)

    def _fresh_like(self, e: Emitter, scope: Scope, like: MemVal) -> MemVal:
        value = self.new_buffer(e, scope, like.shape, like.elem, "")
        scope.visible.append(value)
        return value

    def named(self, e: Emitter, scope: Scope, a: MemVal, b: MemVal) -> MemVal:
        op = self.pick(NAMED_ELEMENTWISE, "named op")
        self.features.add(op)
        out = self._fresh_like(e, scope, a)
        e.use(a)
        e.use(b)
        e.use(out)
        e.add(
            f"{op} ins({a.name}, {b.name} : {a.type}, {b.type}) "
            f"outs({out.name} : {out.type})"
        )
        return out

    def generic_add(self, e: Emitter, scope: Scope, a: MemVal, b: MemVal) -> MemVal:
        """`out[i] = a[i] + b[i] + c` as a `linalg.generic` with identity maps."""
        self.features.add("linalg.generic")
        out = self._fresh_like(e, scope, a)
        rank = len(a.shape)
        dims = ", ".join(f"d{k}" for k in range(rank))
        identity = f"affine_map<({dims}) -> ({dims})>"
        parallel = ", ".join('"parallel"' for _ in range(rank))
        add = "arith.addf" if a.elem.startswith("f") else "arith.addi"
        const = self.integer(0, 5, "generic constant")
        literal = f"{const}.0" if a.elem.startswith("f") else str(const)
        c = self.consts.get(literal, a.elem)
        e.use(a)
        e.use(b)
        e.use(out)
        x, y, s1, s2 = (self.fresh("g") for _ in range(4))
        e.add(
            f"linalg.generic {{indexing_maps = [{identity}, {identity}, {identity}], "
            f"iterator_types = [{parallel}]}} ins({a.name}, {b.name} : {a.type}, "
            f"{b.type}) outs({out.name} : {out.type}) {{"
        )
        e.add(f"^bb0({x}: {a.elem}, {y}: {a.elem}, {self.fresh('g')}: {a.elem}):")
        e.add(f"  {s1} = {add} {x}, {y} : {a.elem}")
        e.add(f"  {s2} = {add} {s1}, {c} : {a.elem}")
        e.add(f"  linalg.yield {s2} : {a.elem}")
        e.add("}")
        return out

    def transpose(self, e: Emitter, scope: Scope, a: MemVal) -> MemVal:
        """`linalg.transpose`: element (i, j) of the output is (j, i) of the
        input, so the output may never take the input's bytes."""
        self.features.add("linalg.transpose")
        rows, cols = a.shape
        out = self.new_buffer(e, scope, (cols, rows), a.elem, "")
        scope.visible.append(out)
        e.use(a)
        e.use(out)
        e.add(
            f"linalg.transpose ins({a.name} : {a.type}) outs({out.name} : "
            f"{out.type}) permutation = [1, 0]"
        )
        return out

    def reverse(self, e: Emitter, scope: Scope, a: MemVal) -> MemVal:
        """`out[i] = a[n - 1 - i]`: a `linalg.generic` whose input map is not
        the output's (a stencil-like read of another element)."""
        self.features.add("linalg.generic-reverse")
        (n,) = a.shape
        out = self._fresh_like(e, scope, a)
        e.use(a)
        e.use(out)
        x = self.fresh("g")
        e.add(
            "linalg.generic {indexing_maps = [affine_map<(d0) -> "
            f"({n - 1} - d0)>, affine_map<(d0) -> (d0)>], iterator_types = "
            f'["parallel"]}} ins({a.name} : {a.type}) outs({out.name} : '
            f"{out.type}) {{"
        )
        e.add(f"^bb0({x}: {a.elem}, {self.fresh('g')}: {a.elem}):")
        e.add(f"  linalg.yield {x} : {a.elem}")
        e.add("}")
        return out

    # -- bounded dynamic sizes --------------------------------------------------

    def stmt_bounded(self, scope: Scope, e: Emitter) -> None:
        """`memref.alloc(%m)` with `%m <= C` provable, or a user bound."""
        self.features.add("bounded-dynamic")
        elem = self.pick(self.elements(), "element")
        how = self.pick(("affine.min", "minui", "minsi", "user"), "bound kind")
        limit = self.integer(1, 8, "bound")
        extent = min(self.n, limit)
        size = self.fresh("m")
        attr = ""
        if how == "affine.min":
            e.add(f"{size} = affine.min affine_map<(d0) -> (d0, {limit})>(%n)")
        elif how in ("minui", "minsi"):
            e.add(f"{size} = arith.{how} %n, {self.consts.index(limit)} : index")
        else:
            size, extent = "%n", self.n
            promise = self.n + self.integer(0, 3, "promise slack")
            attr = f" {{merge_alloc.upper_bound = array<i64: {promise}>}}"
        self.features.add(f"bound-{how}")
        two_d = self.chance("2-d bounded")
        shape = (self.pick((1, 2, 3)), extent) if two_d else (extent,)
        dims = (shape[0], None) if two_d else (None,)
        value = self.new_buffer(e, scope, shape, elem, "", dims)
        alloc_line = e.lines[-1]
        head, tail = alloc_line.split("memref.alloc(%n)", 1)
        if tail.startswith(" {"):  # an alignment attribute: merge the dicts
            tail = tail.replace(" {", attr.rstrip("}") + ", ", 1) if attr else tail
        else:
            tail = attr + tail
        e.lines[-1] = f"{head}memref.alloc({size}){tail}"
        self.fill(e, scope, value)
        scope.visible.append(value)


def build_shapes(draw: st.DrawFn, mode: Mode, focus: Focus | None) -> Program:
    """One program from `ShapeGenerator` (the body of `shape_programs`)."""
    return build(draw, mode, lambda d, m: ShapeGenerator(d, m, focus))


@st.composite
def shape_programs(
    draw: st.DrawFn, mode: Mode = "exec", focus: Focus | None = None
) -> Program:
    """Hypothesis strategy: a random program with the shapes of this module."""
    return build_shapes(draw, mode, focus)


def draw_programs(
    mode: Mode, focus: Focus | None, count: int, seed: int
) -> list[Program]:
    """`count` programs of `shape_programs(mode, focus)` from one seed
    (hypothesis's generation phase only: no shrinking, no database)."""
    drawn: list[Program] = []

    def keep(program: Program) -> bool:
        drawn.append(program)
        return False

    config = settings(
        max_examples=count,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    with contextlib.suppress(NoSuchExample):
        find(shape_programs(mode, focus), keep, settings=config, random=Random(seed))
    return drawn
