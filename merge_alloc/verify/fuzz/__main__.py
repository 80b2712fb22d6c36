"""`python -m merge_alloc.verify.fuzz --minutes N`: fuzz merge-alloc for N minutes.

Prints a running count per chunk and saves every new failure, minimised,
under `--save-dir` (default `tests/regressions`). Exit code 1 if anything
new was found, so a scheduled job can alert on it.

`--coverage` adds the coverage report of the programs run
(`merge_alloc.verify.fuzz.campaign`: the op behaviours and element types
they exercised, and the registered ones they never did);
`--coverage-programs N` prints it for N drawn programs without running the
pass (seconds, not minutes).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    positive_float,
    positive_int,
    run_main,
)
from merge_alloc.driver import merge_alloc
from merge_alloc.planning import PLANNERS, limited_planners
from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz import sabotage
from merge_alloc.verify.fuzz.campaign import Campaign, Coverage
from merge_alloc.verify.fuzz.generate import Mode
from merge_alloc.verify.fuzz.run import Driver
from merge_alloc.verify.fuzz.shapes import FOCUSES, Focus, draw_programs

SABOTAGE = {
    "first-tick-only": sabotage.first_tick_only,
    "no-thread-slots": sabotage.no_thread_slots,
    "loops-as-branches": sabotage.loops_as_branches,
    "halved-bounds": sabotage.halved_bounds,
    "inplace-any-last-use": sabotage.inplace_any_last_use,
    "callee-escapes-ignored": sabotage.callee_escapes_ignored,
    "nd-vectors-packed": sabotage.nd_vectors_packed,
    "cfg-back-edges-ignored": sabotage.cfg_back_edges_ignored,
    "comparisons-not-uses": sabotage.comparisons_not_uses,
}
"""Planted bugs in the lifetime analysis (`--sabotage`)."""

SABOTAGED_PASSES: dict[str, Driver] = {
    "indirect-calls-ignored": sabotage.indirect_calls_ignored,
    "offsets-unchecked": sabotage.offsets_unchecked,
}
"""Planted bugs elsewhere in the pass (`--sabotage` too)."""


def coverage_only(
    count: int, modes: Sequence[Mode], focus: Focus | None, seed: int
) -> int:
    """Draw `count` programs (modes in turn) and print their coverage."""
    coverage = Coverage()
    per_mode = -(-count // len(modes))
    for k, mode in enumerate(modes):
        coverage.add_all(p.text for p in draw_programs(mode, focus, per_mode, seed + k))
    print(coverage.report())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog=PROG,
        description="Random structured programs: merge-alloc -> plan checker -> "
        "oracle; failures are minimised and saved.",
    )
    parser.add_argument("--minutes", type=positive_float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--planner",
        action="append",
        choices=sorted(PLANNERS),
        help="planner to test (repeatable; default: all)",
    )
    parser.add_argument(
        "--mode",
        choices=("exec", "check", "both"),
        default="both",
        help="exec: executed programs; check: checker-only programs "
        "(memory spaces, vectors, odd widths); both alternate",
    )
    parser.add_argument("--save-dir", type=Path, default=Path("tests/regressions"))
    parser.add_argument(
        "--chunk", type=positive_int, default=50, help="programs per hypothesis search"
    )
    parser.add_argument("--shrink-seconds", type=positive_float, default=180.0)
    parser.add_argument(
        "--sabotage",
        choices=sorted([*SABOTAGE, *SABOTAGED_PASSES]),
        help="plant a known bug (to test the fuzzer itself)",
    )
    parser.add_argument(
        "--focus",
        choices=FOCUSES,
        help="make every program exercise one lifetime rule's shape: "
        "exclusive (branches), hoisted (allocs far from their first use), "
        "chain (element-wise chains, for in-place reuse), bounded (dynamic "
        "sizes with an upper bound), stash (addresses stored by callees in "
        "argument, global and returned slots, read back through llvm.inttoptr), "
        "deep (4-12 nested regions), and the adversarial user's shapes "
        "vector-nd, cfg-loop, address-compare, recursion, huge "
        "(merge_alloc.verify.fuzz.hazards)",
    )
    parser.add_argument(
        "--coverage",
        action="store_true",
        help="print which registered op behaviours and element types the "
        "programs exercised, and which they never did",
    )
    parser.add_argument(
        "--coverage-programs",
        type=positive_int,
        default=None,
        metavar="N",
        help="only draw N programs and print their coverage (no pass runs)",
    )
    parser.add_argument(
        "--inplace",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="run the pass with in-place reuse on (--no-inplace: off; "
        "default: the pass's default)",
    )
    args = parser.parse_args(argv)
    if args.save_dir.exists() and not args.save_dir.is_dir():
        raise UserError(f"--save-dir '{args.save_dir}' is a file, not a directory")
    # The pass explains every alloc it leaves alone; thousands of programs
    # would drown the running count.
    logging.getLogger("merge_alloc").setLevel(logging.ERROR)
    modes: tuple[Mode, ...] = ("exec", "check") if args.mode == "both" else (args.mode,)
    if args.coverage_programs is not None:
        return coverage_only(args.coverage_programs, modes, args.focus, args.seed)
    if "exec" in modes and not oracle.tools_available():
        print("mlir-opt/mlir-runner not found: checker-only programs", file=sys.stderr)
        modes = ("check",)
    planners: list[str] = args.planner or sorted(PLANNERS)
    for name, limit in limited_planners().items():
        if name in planners:
            print(f"note: planner '{name}' runs {limit}", file=sys.stderr)
    campaign = Campaign(
        planners=planners,
        modes=modes,
        seed=args.seed,
        chunk=args.chunk,
        shrink_seconds=args.shrink_seconds,
        save_dir=args.save_dir,
        tracer=SABOTAGE.get(args.sabotage) if args.sabotage else None,
        driver=SABOTAGED_PASSES.get(args.sabotage, merge_alloc),
        log=lambda line: print(line, flush=True),
        focus=args.focus,
        inplace=args.inplace,
        coverage=Coverage() if args.coverage else None,
    )
    findings = campaign.run(args.minutes)
    print(
        f"done: {campaign.programs} programs, {campaign.cases} cases, "
        f"{len(findings)} new failures"
    )
    shown = sorted(campaign.features.items(), key=lambda item: (-item[1], item[0]))
    print("programs per construct: " + ", ".join(f"{k}={v}" for k, v in shown))
    for finding in findings:
        where = finding.path or "(not saved)"
        print(f"  {finding.signature}: {where}")
    if campaign.coverage is not None:
        print(campaign.coverage.report())
    return 1 if findings else 0


PROG = "python -m merge_alloc.verify.fuzz"


def script() -> int:
    """The `merge-alloc-fuzz` console script (pyproject) and `python -m`:
    `main` on the command line, failing as every tool does
    (`merge_alloc.cli.run_main`)."""
    return run_main(PROG, main)


if __name__ == "__main__":
    sys.exit(script())
