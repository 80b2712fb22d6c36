"""xDSL pass classes of merge-alloc (installed as `merge_alloc.passes`).

Importing this package imports nothing else: `xdsl-opt` loads the plugin's
universe (`merge_alloc.passes.universe`) in every run, and a run that does not
name merge-alloc should not pay for the pass. `MergeAllocPass` is imported
when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from merge_alloc.passes.merge_alloc import MergeAllocPass

__all__ = ["MergeAllocPass"]


def __getattr__(name: str) -> object:
    if name == "MergeAllocPass":
        from merge_alloc.passes.merge_alloc import MergeAllocPass

        return MergeAllocPass
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
