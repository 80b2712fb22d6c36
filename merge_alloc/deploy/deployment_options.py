"""Which runs are deployments, and the checks of their options.

Kept apart from the deployment run itself so that the pass can validate its
options (and the driver decide which path to take) without importing it.
"""

from __future__ import annotations

from merge_alloc.deploy.pools import parse_pools
from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.options import MergeAllocOptions

ARENAS = ("alloc", "global", "argument")
"""Values of the `arena` option."""


def is_deployment(options: MergeAllocOptions) -> bool:
    """Whether any option of docs/deployment.md differs from the default."""
    return (
        options.arena != "alloc"
        or options.call_tree
        or options.shared_arena
        or bool(options.pools.strip())
        or options.outputs_in_workspace
        or options.inputs_in_workspace
        or options.pack_constants
    )


def check_deployment_options(options: MergeAllocOptions) -> None:
    """Raise `MergeAllocOptionError` for a value or combination that makes no
    sense; nothing here depends on the IR."""
    if options.arena not in ARENAS:
        raise MergeAllocOptionError(
            "arena", f"expected one of {', '.join(ARENAS)}, got '{options.arena}'"
        )
    if options.shared_arena and options.arena == "alloc":
        raise MergeAllocOptionError(
            "shared-arena", "needs a static arena: arena=global or arena=argument"
        )
    for name, wanted in (
        ("outputs-in-workspace", options.outputs_in_workspace),
        ("inputs-in-workspace", options.inputs_in_workspace),
    ):
        if wanted and options.arena == "alloc":
            raise MergeAllocOptionError(
                name, "needs a static arena: arena=global or arena=argument"
            )
    alignment = options.constants_alignment
    if alignment <= 0 or alignment & (alignment - 1):
        raise MergeAllocOptionError(
            "constants-alignment",
            f"must be a positive power of two, got {alignment}",
        )
    parse_pools(options.pools)
