"""`python -m merge_alloc.verify.fuzz.corpus_matrix`: the project's own
programs under the option matrix, judged by the plan checker.

Why: the matrix campaign (`merge_alloc.verify.fuzz.matrix`) draws generated
programs; the checker must also stay quiet on the programs the project ships
and tests (FileCheck inputs, examples, bufferized models) whatever options
the pass runs with, or users learn to ignore it. Each program (one per
`// -----` section of a file) runs under every planner x every alignment of
the matrix, the other options (in-place, arena, outputs in the workspace,
shared arena, call tree, pack constants, pools) drawn from the matrix per
set with a fixed seed. A linalg-on-tensors file (no `memref.alloc`, tensor
arguments) is first bufferized as `python -m merge_alloc.compile` does
(`--variant`, default `split`).

Each case: the pass, xDSL verification, the checker. When the checker
objects and the program has a `@main`, both programs are executed, so the
objection is classed as a false alarm (same output) or a real finding;
without `@main` it stays an objection to read by hand. Inputs the pass
rejects for every option set (the `invalid/` tests) are counted, not failed;
so are tensor programs the pipeline does not bufferize (syntax tests).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from hypothesis import Phase, find, settings
from hypothesis.errors import NoSuchExample
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from merge_alloc.compile.pipeline import bufferize_variant
from merge_alloc.compile.variants import BY_NAME
from merge_alloc.dialects import register_dialects
from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS
from merge_alloc.verify.fuzz.matrix import (
    MATRIX_ALIGNMENTS,
    MatrixCase,
    describe,
    option_sets,
    static_matrix_case,
)

SECTION = "// -----"
NOT_BUFFERIZED = "// bufferization failed"


def matrix_points(per_pair: int, seed: int) -> list[dict[str, Any]]:
    """Every planner x alignment of the matrix, ``per_pair`` times, the
    other options drawn from `option_sets` (fixed ``seed``)."""
    pairs = [(p, a) for p in sorted(PLANNERS) for a in MATRIX_ALIGNMENTS]
    drawn: list[dict[str, Any]] = []

    def collect(options: dict[str, Any]) -> bool:
        drawn.append(options)
        return False

    config = settings(
        max_examples=len(pairs) * per_pair,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=RELAXED_HEALTH_CHECKS,
    )
    with contextlib.suppress(NoSuchExample):
        find(option_sets(), collect, settings=config, random=Random(seed))
    points: list[dict[str, Any]] = []
    for k in range(len(pairs) * per_pair):
        planner, alignment = pairs[k % len(pairs)]
        points.append(
            {**drawn[k % len(drawn)], "planner": planner, "alignment": alignment}
        )
    return points


def parse_test_program(text: str) -> ModuleOp | str:
    """The program, parsed as `xdsl-opt --allow-unregistered-dialect` does
    (the FileCheck inputs use `"test.use"`-like ops) and verified, or why
    not."""
    context = Context(allow_unregistered=True)
    register_dialects(context)
    try:
        module = Parser(context, text).parse_module()
        module.verify()
    except Exception as exc:
        return f"xDSL: {exc}"
    return module


def programs_of(path: Path, variant: str) -> Iterator[tuple[str, str]]:
    """(name, memref program) of every section of ``path``; a tensor
    program is bufferized first."""
    sections = path.read_text().split(SECTION)
    for k, text in enumerate(sections):
        name = path.name if len(sections) == 1 else f"{path.name}#{k + 1}"
        if "memref.alloc" not in text and "tensor<" in text:
            try:
                text = bufferize_variant(text, BY_NAME[variant], name=name)
            except Exception as exc:  # reported as a program not run
                first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                yield name, f"{NOT_BUFFERIZED}: {first}"
                continue
        yield name, text


@dataclass
class CorpusRun:
    """Totals over the corpus: verdicts per case, and what to read."""

    programs: int = 0
    verdicts: Counter[str] = field(default_factory=Counter[str])
    notes: list[str] = field(default_factory=list[str])
    log: Callable[[str], None] = print

    def run(
        self,
        name: str,
        text: str,
        points: Sequence[dict[str, Any]],
        pool: ThreadPoolExecutor,
    ) -> None:
        self.programs += 1
        if text.startswith(NOT_BUFFERIZED):
            self.verdicts["not-bufferized"] += 1
            self.log(f"{name}: {text.removeprefix('// ')}")
            return
        runnable = "@main" in text
        reference: str | oracle.OracleError | None = None
        counts = Counter[str]()
        for options in points:
            static = static_matrix_case(text, options, parse_test_program)
            if isinstance(static, MatrixCase):
                verdict = static.verdict
                if verdict not in ("pass-error", "invalid-program"):
                    self.notes.append(
                        f"{name}: {verdict} {describe(options)}\n{static.detail}"
                    )
                counts[verdict] += 1
                continue
            after, checker_ok, detail, runs = static
            if checker_ok:
                counts["ok"] += 1
                continue
            if not runnable:
                counts["objection"] += 1
                self.notes.append(f"{name}: objection {describe(options)}\n{detail}")
                continue
            if reference is None:
                reference = pool.submit(_execute, text).result()
            output = pool.submit(_execute, after).result()
            if isinstance(reference, str) and output == reference * runs:
                verdict = "checker-alarm"
            elif isinstance(reference, str) and isinstance(output, str):
                verdict = "mismatch"
            else:
                verdict = "objection"
            counts[verdict] += 1
            self.notes.append(f"{name}: {verdict} {describe(options)}\n{detail}")
        self.verdicts.update(counts)
        shown = ", ".join(f"{k}={v}" for k, v in sorted(counts.items()))
        self.log(f"{name}: {shown}")


def _execute(text: str) -> str | oracle.OracleError:
    try:
        return oracle.run(text)
    except oracle.OracleError as exc:
        return exc


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.verify.fuzz.corpus_matrix",
        description="The project's own programs x the option matrix: pass -> "
        "checker (see the module doc).",
    )
    parser.add_argument("paths", type=Path, nargs="+", help=".mlir files")
    parser.add_argument(
        "--per-pair",
        type=int,
        default=1,
        help="option sets per planner x alignment pair (default 1: 40 sets)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--variant",
        default="split",
        choices=sorted(BY_NAME),
        help="pipeline variant that bufferizes tensor programs",
    )
    args = parser.parse_args(argv)
    logging.getLogger("merge_alloc").setLevel(logging.ERROR)
    points = matrix_points(args.per_pair, args.seed)
    run = CorpusRun(log=lambda line: print(line, flush=True))
    with ThreadPoolExecutor(1) as pool:
        for path in args.paths:
            for name, text in programs_of(path, args.variant):
                run.run(name, text, points, pool)
    for note in run.notes:
        print("\n" + note[:3000])
    total = sum(run.verdicts.values())
    shown = ", ".join(f"{k}={v}" for k, v in sorted(run.verdicts.items()))
    print(f"\n{run.programs} programs, {total} cases: {shown}")
    findings = sum(
        run.verdicts[v]
        for v in ("checker-alarm", "mismatch", "objection", "crash", "invalid-output")
    )
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
