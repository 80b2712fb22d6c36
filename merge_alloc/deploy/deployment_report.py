"""What a deployment run decided: arenas, pools, workspaces, constants.

Returned in `MergeReport.deployment` and written into the plan report
(`merge_alloc.report.plan_report`), so a user can see where every arena lives, how
much of each pool is used and what a caller must provide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from merge_alloc.analysis.trace import LifetimeTrace
from merge_alloc.deploy.constants_pool import ConstantsArea
from merge_alloc.options import Pool


@dataclass(frozen=True, slots=True)
class ArenaPlacement:
    """Where one function-level arena ended up."""

    function: str
    workspace: str
    """The workspace's name (`workspace`, `workspace_SPACE` or the pool's)."""
    memory_space: str | None
    pool: str | None
    kind: str
    """`alloc` (a run-time allocation), `global` or `argument`."""
    bytes: int
    alignment: int
    entry: bool
    """The function is not called from the module."""
    symbol: str | None = None
    """The `memref.global` holding it (`kind == "global"`)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "function": self.function,
            "workspace": self.workspace,
            "memory_space": self.memory_space,
            "pool": self.pool,
            "kind": self.kind,
            "bytes": self.bytes,
            "alignment": self.alignment,
            "entry": self.entry,
            "symbol": self.symbol,
        }


@dataclass(frozen=True, slots=True)
class PlacedInput:
    """An entry point's argument moved into its workspace."""

    function: str
    argument: int
    """Its index in the original signature."""
    workspace: str
    offset: int
    type: str
    accessor: str
    """`@NAME_input_K`: returns the view the caller fills."""


@dataclass(slots=True)
class DeploymentReport:
    """The decisions of one deployment run."""

    arena: str
    call_tree: bool
    shared_arena: bool
    pools: tuple[Pool, ...] = ()
    arenas: list[ArenaPlacement] = field(default_factory=list[ArenaPlacement])
    trace_pools: dict[LifetimeTrace, str] = field(
        default_factory=dict[LifetimeTrace, str]
    )
    """Pool name per planned trace (traces compare by identity)."""
    trace_arenas: dict[LifetimeTrace, tuple[str, str]] = field(
        default_factory=dict[LifetimeTrace, tuple[str, str]]
    )
    """(function, workspace) of each function-level planned trace."""
    lifted: set[LifetimeTrace] = field(default_factory=set[LifetimeTrace])
    """The nested traces whose arena became a block of the function's."""
    constants: list[ConstantsArea] = field(default_factory=list[ConstantsArea])
    inputs: list[PlacedInput] = field(default_factory=list[PlacedInput])
    notes: list[str] = field(default_factory=list[str])
    """Warnings: functions or scopes that keep a run-time arena, and why."""

    def pool_of(self, trace: LifetimeTrace) -> str | None:
        return self.trace_pools.get(trace)

    def arena_of(self, trace: LifetimeTrace) -> str:
        """Where the merged buffer of `trace` lives, in words: `global @SYM`,
        `argument %NAME`, `alloc`, or `block of the function's arena` for a
        lifted nested arena."""
        if trace in self.lifted:
            return "block of the function's arena"
        key = self.trace_arenas.get(trace)
        if key is None:
            return "alloc"
        for arena in self.arenas:
            if (arena.function, arena.workspace) == key:
                if arena.kind == "global":
                    return f"global @{arena.symbol}"
                if arena.kind == "argument":
                    return f"argument %{arena.workspace}"
        return "alloc"

    def entry_workspaces(self) -> dict[str, dict[str, int]]:
        """Per entry point, the bytes of each of its arenas: with whole-module
        planning, what one call of it needs for its whole call tree."""
        result: dict[str, dict[str, int]] = {}
        for arena in self.arenas:
            if arena.entry:
                result.setdefault(arena.function, {})[arena.workspace] = arena.bytes
        return result

    def static_arenas(self) -> list[ArenaPlacement]:
        """The arenas that are memory of their own, each once: globals (a
        shared one once), run-time allocations, and the workspace arguments
        of entry points (one per workspace with `shared-arena`: the caller
        allocates one buffer for all of them). A called function's workspace
        argument is a block of its caller's arena (docs/deployment.md,
        `call-tree`), so it is not counted again."""
        seen: set[tuple[str, str]] = set()
        found: list[ArenaPlacement] = []
        for arena in self.arenas:
            if arena.kind == "argument" and not arena.entry:
                continue
            if arena.kind == "global" and arena.symbol is not None:
                key = ("global", arena.symbol)
            elif arena.kind == "argument" and self.shared_arena:
                key = ("argument", arena.workspace)
            else:
                key = ("", str(len(found)))
            if key in seen:
                continue
            seen.add(key)
            found.append(arena)
        return found

    def static_bytes(self) -> int:
        """Bytes of all arenas of the deployment (`static_arenas`)."""
        return sum(arena.bytes for arena in self.static_arenas())

    def pool_bytes(self) -> dict[str, int]:
        """Static bytes of each pool: the sum of its `static_arenas`."""
        totals: dict[str, int] = {pool.name: 0 for pool in self.pools}
        for arena in self.static_arenas():
            if arena.pool is not None:
                totals[arena.pool] = totals.get(arena.pool, 0) + arena.bytes
        return totals

    def to_json(self) -> dict[str, Any]:
        return {
            "arena": self.arena,
            "call_tree": self.call_tree,
            "shared_arena": self.shared_arena,
            "pools": [
                {
                    "name": pool.name,
                    "capacity": pool.capacity,
                    "alignment": pool.alignment,
                    "memory_space": pool.space,
                    "used": self.pool_bytes().get(pool.name, 0),
                }
                for pool in self.pools
            ],
            "entry_points": [
                {"name": name, "workspaces": workspaces}
                for name, workspaces in self.entry_workspaces().items()
            ],
            "arenas": [arena.to_json() for arena in self.arenas],
            "constants": [
                {
                    "symbol": area.symbol,
                    "alignment": area.alignment,
                    "bytes": area.total,
                    "constants": [
                        {
                            "name": constant.name,
                            "type": constant.type,
                            "offset": constant.offset,
                            "bytes": constant.bytes,
                        }
                        for constant in area.constants
                    ],
                }
                for area in self.constants
            ],
            "inputs": [
                {
                    "function": placed.function,
                    "argument": placed.argument,
                    "workspace": placed.workspace,
                    "offset": placed.offset,
                    "type": placed.type,
                    "accessor": placed.accessor,
                }
                for placed in self.inputs
            ],
            "notes": list(self.notes),
        }
