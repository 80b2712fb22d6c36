"""merge-alloc's planners inside other compilers' memory planning.

Each integration keeps two parts apart: the planning logic, which turns the
other compiler's tensor records into a `PlanningProblem` per memory and the
schedule back into offsets (`spec_planning`, plain Python, tested without the
compiler), and a thin glue module with the compiler's calling convention
(`executorch`), which imports nothing of the compiler at run time. See
`docs/executorch.md`.
"""
