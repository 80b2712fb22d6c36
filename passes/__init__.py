"""xDSL pass classes of merge-alloc (installed as `merge_alloc.passes`)."""

from merge_alloc.passes.merge_alloc import MergeAllocPass

__all__ = ["MergeAllocPass"]
