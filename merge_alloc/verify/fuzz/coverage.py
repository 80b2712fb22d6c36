"""Which op behaviours and element types the generated programs exercise.

Why: the adversarial user's five miscompiles (docs/testing.md) were all in
shapes the generator never drew, n-D vector elements, `cf` loops,
compared addresses, indirect calls, sizes near the index limit, and no
campaign could have found them, however long. This report shows such a
gap before a user does: it walks the generated programs, asks the
op-behaviour registry (`merge_alloc.analysis.interfaces.behaviour`) what
each op is, and lists the behaviour facts the registry knows
(`registered_behaviours`, and what xDSL's traits add to those classes) that
no generated op had, and the registered op classes no program contained.

A fact is a field of `OpBehaviour` that differs from its default, spelt
`field` (a true flag: `view_like`, `pointer_escape`, ...), `field:value`
(`role:alloc`, `region_flow:loop`) or `effect:<trait>` (one per memory-
effect trait), plus the derived `loop_like` and `forwards_operands`. The
list is computed from the registry, not written down here, so a behaviour
registered tomorrow shows as a gap until a shape exercises it.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from xdsl.dialects import builtin, memref
from xdsl.ir import Operation

from merge_alloc.analysis.interfaces import (
    behaviour,
    behaviour_of_class,
    registered_behaviours,
)
from merge_alloc.analysis.op_behaviour import OpBehaviour
from merge_alloc.analysis.walk import walk
from merge_alloc.verify.fuzz.hazards import HUGE_ELEMENTS, ND_VECTOR_ELEMENTS
from merge_alloc.verify.fuzz.program import CHECK_ELEMENTS, EXEC_ELEMENTS
from merge_alloc.verify.fuzz.run import parse

GENERATOR_ELEMENTS: tuple[str, ...] = tuple(
    dict.fromkeys(
        (*CHECK_ELEMENTS, *EXEC_ELEMENTS, *ND_VECTOR_ELEMENTS, *HUGE_ELEMENTS)
    )
)
"""Every element type the generator's tables can draw for a buffer."""

CLAIMED_FACTS: frozenset[str] = frozenset(
    {
        "role:alloc",
        "role:dealloc",
        "role:store",
        "role:call",
        "view_like",
        "return_like",
        "region_flow:branch",
        "region_flow:once",
        "region_flow:loop",
        "region_flow:parallel",
        "region_branch",
        "value_flow",
        "allocation_scope",
        "holds_merged_buffer",
        "pointer_escape",
        "structured_linalg",
        "destination_style",
        "own_memory",
        "region_terminator",
        "written_operand",
        "induction_bounds",
        "loop_like",
        "forwards_operands",
    }
)
"""The behaviour facts the generator means to exercise in every campaign
(`tests/fuzz/test_coverage.py` pins that a small run covers them all)."""

CLAIMED_ELEMENTS: frozenset[str] = frozenset(GENERATOR_ELEMENTS)
"""The element types it means to exercise likewise."""


def facts(known: OpBehaviour) -> set[str]:
    """The facts of one behaviour (see the module doc)."""
    found: set[str] = set()
    for spec in dataclasses.fields(OpBehaviour):
        value = getattr(known, spec.name)
        if spec.name == "effect_traits":
            found.update(f"effect:{type(trait).__name__}" for trait in value)
        elif value == spec.default:
            continue
        elif isinstance(value, Enum):
            found.add(f"{spec.name}:{value.name.lower()}")
        else:
            found.add(spec.name)
    if known.loop_like:
        found.add("loop_like")
    if known.forwards_operands:
        found.add("forwards_operands")
    return found


def op_class_name(op_type: type[Operation]) -> str:
    """`scf.for`, or the Python name of a registered base class."""
    name = getattr(op_type, "name", None)
    return name if isinstance(name, str) else op_type.__name__


def known_facts() -> dict[str, set[str]]:
    """Every fact the registry can answer, with the registered classes that
    have it (registered facts, and the traits of those classes)."""
    universe: dict[str, set[str]] = {}
    for op_type, registered in registered_behaviours().items():
        found = facts(registered)
        with contextlib.suppress(AttributeError, TypeError):  # a mixin class
            found |= facts(behaviour_of_class(op_type))
        for fact in found:
            universe.setdefault(fact, set()).add(op_class_name(op_type))
    return universe


@dataclass
class Coverage:
    """Counts over the programs added so far."""

    programs: int = 0
    ops: Counter[str] = field(default_factory=Counter[str])
    """Op name -> ops in all programs."""
    facts: Counter[str] = field(default_factory=Counter[str])
    """Fact -> programs with an op that has it."""
    classes: Counter[str] = field(default_factory=Counter[str])
    """Registered op class -> programs with an op of it (or a subclass)."""
    elements: Counter[str] = field(default_factory=Counter[str])
    """Element type -> programs allocating a buffer of it."""
    unparsed: int = 0

    def add(self, text: str) -> None:
        """Walk one program (unparsable ones are only counted)."""
        try:
            module = parse(text)
        except Exception:
            self.unparsed += 1
            return
        self.add_module(module)

    def add_module(self, module: builtin.ModuleOp) -> None:
        self.programs += 1
        registered = tuple(registered_behaviours())
        seen_facts: set[str] = set()
        seen_classes: set[str] = set()
        seen_elements: set[str] = set()
        for op in walk(module):
            self.ops[op.name] += 1
            seen_facts |= facts(behaviour(op))
            seen_classes.update(
                op_class_name(base) for base in registered if isinstance(op, base)
            )
            if isinstance(op, memref.AllocOp | memref.AllocaOp):
                seen_elements.add(str(op.memref.type.get_element_type()))
        self.facts.update(seen_facts)
        self.classes.update(seen_classes)
        self.elements.update(seen_elements)

    def add_all(self, texts: Iterable[str]) -> Coverage:
        for text in texts:
            self.add(text)
        return self

    def missing_facts(self) -> dict[str, set[str]]:
        """Registry facts no program exercised, with the classes having them."""
        return {k: v for k, v in known_facts().items() if k not in self.facts}

    def missing_classes(self) -> list[str]:
        return sorted(
            name
            for name in map(op_class_name, registered_behaviours())
            if name not in self.classes
        )

    def missing_elements(self) -> list[str]:
        return [e for e in GENERATOR_ELEMENTS if e not in self.elements]

    def report(self) -> str:
        """The text `python -m merge_alloc.fuzz --coverage` prints."""

        def counted(counter: Counter[str]) -> str:
            shown = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
            return ", ".join(f"{k}={v}" for k, v in shown) or "(none)"

        missing = self.missing_facts()
        lines = [
            f"coverage of {self.programs} generated programs "
            f"(programs per behaviour fact, as the op-behaviour registry answers):",
            "  exercised: " + counted(self.facts),
            "  never generated: "
            + (
                "; ".join(
                    f"{fact} ({', '.join(sorted(classes))})"
                    for fact, classes in sorted(missing.items())
                )
                or "(none)"
            ),
            "registered op classes never generated: "
            + (", ".join(self.missing_classes()) or "(none)"),
            "element types (programs allocating one): " + counted(self.elements),
            "element types never generated: "
            + (", ".join(self.missing_elements()) or "(none)"),
        ]
        if self.unparsed:
            lines.append(f"({self.unparsed} programs did not parse)")
        return "\n".join(lines)
