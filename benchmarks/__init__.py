"""Benchmarks of merge-alloc: pass speed, start-up, planners, model zoo.

`python -m benchmarks` runs them all and writes `benchmarks/results.md`.

This folder is the repository's record of what was measured: the corpora
(`traces/`, `models/`), `results.md` with its notes (`bench.md`,
`planners.md`, `models.md`) and one script per section of `results.md`
(`sections.py` lists them). The benchmark logic that users run -- planners
on traces, timing, plan validation, tables, trace generators -- has one
home, the installed `merge_alloc.bench` (`python -m merge_alloc.bench`); the
scripts here choose inputs and render their section with it.
"""
