"""Benchmarks of merge-alloc: pass speed, planners, model zoo.

`python -m benchmarks` runs them all and writes `benchmarks/results.md`.
"""
