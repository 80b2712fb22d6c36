"""Rewrite: a planned scope becomes one merged buffer and views into it.

`merged_buffer.rewrite_scope` is the default mutator (merged `i8` buffer,
`memref.view` per alloc, per-thread slots, deallocs); `annotations` writes the
analysis-only attributes instead. Both take a finished plan: no analysis here.
"""
