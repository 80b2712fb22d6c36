"""`python -m tests.cli.failure_table`: the Markdown table of every command
line x every user mistake of `failure_cases.CASES`, with the line it prints
and its exit status (run on this machine, nothing assumed)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from merge_alloc.verify import oracle
from tests.cli.failure_cases import CASES, models_extra_missing, run_case, workspace


def main() -> None:
    print("| command | mistake | first line of stderr | exit |")
    print("|---|---|---|---:|")
    for case in CASES:
        if case.needs_tools and not oracle.tools_available():
            continue
        if case.needs_torch and models_extra_missing() is not None:
            continue
        with (
            tempfile.TemporaryDirectory() as directory,
            pytest.MonkeyPatch.context() as patch,
        ):
            workspace(Path(directory))
            outcome = run_case(case, Path(directory), patch)
        first = (outcome.stderr.splitlines() or [""])[0].replace("|", "\\|")
        print(f"| `{case.command}` | {case.mistake} | {first} | {outcome.code} |")


if __name__ == "__main__":
    main()
