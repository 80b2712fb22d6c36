"""Random-program fuzzing of merge-alloc.

Why: hand-written tests pin the cases someone thought of; the reference's
bugs (docs/differences.md) were all in combinations nobody wrote down. This package
draws structured memref programs with hypothesis, runs each through the pass
with every planner, the independent plan checker and the execution oracle,
and shrinks any failure to a minimal program.

- `generate.programs(mode)`: the hypothesis strategy (`"exec"` programs run on
  the CPU; `"check"` programs add GPU memory spaces, vectors... checker only).
- `run.run_program(program, planners)` / `run.run_case(program, planner)`:
  one program through pass -> checker -> oracle, classified (with
  `run.index_range_violations`: offsets and sizes against the index width,
  and the programs with calls of the deployment options).
- `campaign.Campaign`: time-boxed search + shrink + save
  (`python -m merge_alloc.verify.fuzz --minutes N`), and the coverage it
  reports: which registered op behaviours and element types generated
  programs exercise (`python -m merge_alloc.verify.fuzz --coverage`).
- `sabotage`: lifetime analyses (and passes) with planted bugs, to measure
  the fuzzer.
- `hazards`: the shapes of an adversarial user's miscompiles (n-D vector
  elements, `cf` loops, compared addresses, indirect recursion, sizes near
  the index limit), on top of the `stash` and `deep` shapes.
"""
