"""`python -m merge_alloc.passes`: the `merge-alloc-opt` tool (an `xdsl-opt`
with merge-alloc's dialects whatever the pipeline)."""

from merge_alloc.passes.command_line import main

main()
