"""Planner benchmark: every registered planner on recorded traces, side by side.

    python -m merge_alloc.bench PATH... [--planners a,b] [--alignment N] [--json]
    python -m merge_alloc.bench plan FILE.csv --planner NAME --offsets out.csv

A *case* is one planning problem: a planning-bench CSV file, or one scope of
an `.mlir` program as the pass's tracer collects it (`cases`, which also
holds the corpus of 39 real-network traces). Every planner of
`merge_alloc.planning.PLANNERS` at run time, plus the `omnimalloc` package
when it is installed, plans every case; each plan is checked with
`validate_schedule` before its size counts, and the table or JSON gives each
planner's arena as a multiple of the case's lower bound, its time, and per
planner the geometric mean and the number of cases solved at the lower bound
(`run`). `shapes` generates traces shaped like large networks, `convnets`
and `sequence_models` the real networks op by op.
"""
