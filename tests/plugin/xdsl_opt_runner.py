"""Run `xdsl-opt` command lines, with or without merge-alloc's plugin loaded.

    python xdsl_opt_runner.py --with-plugin    < cases.json > results.json
    python xdsl_opt_runner.py --without-plugin < cases.json > results.json

`cases.json` is a list of argument lists (what follows `xdsl-opt` on a command
line); each result is `{"status", "stdout", "stderr"}` as the command line
would have produced them. Without the plugin, xDSL's entry-point lookup skips
the `merge_alloc` entry point, in this process only: that is stock xDSL. The
runs share one process (xDSL starts slowly), each with `sys.argv` set, its
own stdout/stderr, and Python's top-level handling of an escaping exception
(`sys.excepthook` prints it, status 1; `SystemExit` gives its code), so
anything a plugin does to the process shows in the results.
"""

from __future__ import annotations

import importlib.metadata
import json
import sys
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from importlib.metadata import EntryPoint, EntryPoints
from io import StringIO
from typing import Any, cast

PLUGIN_MODULE = "merge_alloc."


def _without_plugin() -> None:
    all_entry_points: Callable[..., EntryPoints] = importlib.metadata.entry_points

    def entry_points(**selection: Any) -> EntryPoints:
        found = cast(tuple[EntryPoint, ...], all_entry_points(**selection))
        kept = [point for point in found if not point.value.startswith(PLUGIN_MODULE)]
        return EntryPoints(kept)

    importlib.metadata.entry_points = entry_points


def _status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def run(argv: list[str]) -> dict[str, object]:
    from xdsl.tools.xdsl_opt import main

    stdout, stderr = StringIO(), StringIO()
    sys.argv = ["xdsl-opt", *argv]
    with redirect_stdout(stdout), redirect_stderr(stderr):
        try:
            main()
            status = 0
        except SystemExit as exit:
            status = _status(exit.code)
        except BaseException:  # the interpreter's own top level
            kind, error, trace = sys.exc_info()
            assert kind is not None and error is not None
            try:
                sys.excepthook(kind, error, trace)
            except SystemExit as exit:  # a hook may end the process
                status = _status(exit.code)
            else:
                status = 1
    return {"status": status, "stdout": stdout.getvalue(), "stderr": stderr.getvalue()}


def main() -> None:
    mode = sys.argv[1]
    if mode == "--without-plugin":
        _without_plugin()
    elif mode != "--with-plugin":
        raise SystemExit(f"usage: {sys.argv[0]} --with-plugin|--without-plugin")
    cases: list[list[str]] = json.load(sys.stdin)
    json.dump([run(argv) for argv in cases], sys.stdout)


if __name__ == "__main__":
    main()
