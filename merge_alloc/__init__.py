"""merge-alloc: compile-time memory planning for MLIR programs.

The pass is a pipeline of four stages over plain data, each replaceable:

    alias analysis -> trace collector -> planner -> mutator

``merge_alloc.planning`` is the IR-free half (a planner is a pure function from
buffer lifetimes to a schedule); the rest works on xDSL IR.
"""
