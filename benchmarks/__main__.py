"""`python -m benchmarks [--quick] [--sections KEY,...] [--output FILE] [--update]`.

Runs every section registered in `benchmarks.sections` (pass speed, planners,
model zoo, ...), prints each as it is measured, and writes them with the date,
the machine and the versions to `benchmarks/results.md`, which is therefore
never edited by hand. `--quick` measures smaller inputs (a minute or two) and
writes nothing unless `--output` is given, so that the committed results stay
those of a full run. `--update` re-measures only `--sections` and replaces
them in `results.md`, keeping the others as measured before; each replaced
section then states its own date, machine load and revision.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path

from benchmarks.environment import ROOT, describe
from benchmarks.sections import SECTIONS, Section
from merge_alloc.cli import ArgumentParser, check_writable, run_main, write_output

RESULTS = ROOT / "benchmarks" / "results.md"


def render(sections: Sequence[Section], quick: bool, output: Path | None) -> str:
    """Run `sections` and return the whole results file (printing as it goes)."""
    environment = describe(output or RESULTS)
    parts = [
        "# Benchmark results",
        "Written by `python -m benchmarks"
        + (" --quick" if quick else "")
        + "`; do not edit by hand, run it again.",
        environment.markdown(),
    ]
    if quick:
        parts.append("Quick mode: reduced sizes and repeats.")
    print("\n\n".join(parts), flush=True)
    for entry in sections:
        start = time.perf_counter()
        body = entry.body(quick)
        elapsed = time.perf_counter() - start
        text = (
            f"## {entry.title} (`{entry.command}`)\n\n{body}\n\n"
            f"_Section measured in {elapsed:.0f} s._"
        )
        print("\n" + text, flush=True)
        parts.append(text)
    return "\n\n".join(parts) + "\n"


def update(text: str, sections: Sequence[Section], output: Path) -> str:
    """`text` (a results file) with each of `sections` measured again and put
    in place of its old body (appended if it had none); every replaced
    section ends with its own environment, since the header describes the
    run that wrote the rest."""
    for entry in sections:
        start = time.perf_counter()
        body = entry.body(False)
        elapsed = time.perf_counter() - start
        environment = describe(output).markdown().replace("\n", "; ")
        block = (
            f"## {entry.title} (`{entry.command}`)\n\n{body}\n\n"
            f"_Section measured in {elapsed:.0f} s, re-measured alone: "
            f"{environment.replace('- ', '')}._"
        )
        print("\n" + block, flush=True)
        heading = f"## {entry.title} ("
        begin = text.find(heading)
        if begin < 0:
            text = text.rstrip("\n") + "\n\n" + block + "\n"
            continue
        following = text.find("\n## ", begin + len(heading))
        end = len(text) if following < 0 else following + 1
        tail = text[end:]
        text = text[:begin] + block + ("\n\n" + tail if tail else "\n")
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog=PROG,
        description="Run the benchmarks and write benchmarks/results.md.",
    )
    parser.add_argument(
        "--quick", action="store_true", help="smaller inputs; no file unless --output"
    )
    keys = [entry.key for entry in SECTIONS]
    parser.add_argument(
        "--sections",
        default=",".join(keys),
        help=f"comma-separated subset of {', '.join(keys)}",
    )
    parser.add_argument(
        "--output",
        type=Path,
        default=None,
        help=f"results file (default {RESULTS.relative_to(ROOT)} unless --quick)",
    )
    parser.add_argument(
        "--update",
        action="store_true",
        help="re-measure only --sections and replace them in the results file",
    )
    args = parser.parse_args(argv)
    wanted = [key for key in str(args.sections).split(",") if key]
    unknown = sorted(set(wanted) - set(keys))
    if unknown:
        parser.error(f"unknown sections {unknown}; known: {', '.join(keys)}")
    chosen = [entry for entry in SECTIONS if entry.key in wanted]
    quick = bool(args.quick)
    if (
        len(chosen) < len(SECTIONS)
        and not quick
        and args.output is None
        and not args.update
    ):
        parser.error(
            "--sections would drop the other sections of results.md: give --output"
        )
    output: Path | None = args.output or (None if quick else RESULTS)
    if output is not None:
        check_writable(output)
    if args.update:
        if quick:
            parser.error("--update writes results.md: not with --quick")
        target = args.output or RESULTS
        write_output(target, update(target.read_text(), chosen, target))
        print(
            f"\nupdated {', '.join(e.key for e in chosen)} in {target}", file=sys.stderr
        )
        return 0
    text = render(chosen, quick, output)
    if output is not None:
        write_output(output, text)
        print(f"\nwrote {output}", file=sys.stderr)
    return 0


PROG = "python -m benchmarks"

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
