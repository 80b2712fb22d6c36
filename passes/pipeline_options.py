"""What every entry point checks of `merge-alloc{...}` options beyond xDSL's
reading of them (`xdsl-opt`, `merge-alloc-opt`, and `python -m
merge_alloc.compile --merge-options` through `MergeAllocPass.from_text`): an
option given twice, and the `report=` path, checked before any work.

xDSL reads a pipeline's options into a dictionary, so an option given twice
would silently keep its last value: `repeated_option` reads the tokens
instead. This module imports only xDSL's pipeline lexer, so a run that does
not name merge-alloc pays nothing for it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from xdsl.utils.arg_spec import PipelineLexer, SpecToken, SpecTokenKind
from xdsl.utils.exceptions import ArgSpecParseError

from merge_alloc.diagnostics import MergeAllocOptionError


def repeated_option(pipeline: str) -> str | None:
    """The first option given twice to one `merge-alloc` of `pipeline`
    (`planner=best planner=naive`), spelt with dashes, or None.

    A pipeline xDSL's lexer rejects has no repeated option here (xDSL reports
    it).
    """
    try:
        tokens = list(PipelineLexer._generator(pipeline))  # pyright: ignore[reportPrivateUsage]
    except ArgSpecParseError:
        return None
    seen: set[str] | None = None  # the options of the merge-alloc being read
    previous: SpecToken | None = None
    for token in tokens:
        kind = token.kind
        if kind is SpecTokenKind.L_BRACE and previous is not None:
            seen = set() if previous.span.text == "merge-alloc" else None
        elif kind is SpecTokenKind.R_BRACE:
            seen = None
        elif (
            seen is not None
            and kind is SpecTokenKind.IDENT
            and previous is not None
            and previous.kind in (SpecTokenKind.L_BRACE, SpecTokenKind.SPACE)
        ):
            option = token.span.text.replace("_", "-")
            if option in seen:
                return option
            seen.add(option)
        previous = token
    return None


def _one_line(text: str) -> str:
    return " ".join(line.strip() for line in text.strip().splitlines() if line.strip())


def pipeline_error(error: BaseException, pipeline: str) -> str:
    """The one-line reason xDSL could not read `pipeline` (its error words
    it as a header, `pass-pipeline:LINE:COL`, the pipeline, a caret line and
    the message)."""
    if isinstance(error, ArgSpecParseError):
        lines = [line.strip() for line in str(error).splitlines() if line.strip()]
        where = next((line for line in lines if line.startswith("pass-pipeline:")), "")
        column = where.rsplit(":", 1)[-1]
        if not column.isdigit():
            return _one_line(str(error))
        if lines[-1] == "Unknown token" and 0 < int(column) <= len(pipeline):
            return _unquoted_value_message(pipeline[int(column) - 1], column)
        return f"{lines[-1]} (at character {column})"
    return _one_line(str(error.args[0]) if error.args else str(error))


def _unquoted_value_message(character: str, column: str) -> str:
    """xDSL's lexer stops at a character no token starts with, which in a
    merge-alloc option is most often a path or a pool list written without
    quotes (`report=plan.json`, `pools=sram:64k,dram`)."""
    return (
        f"unexpected {character!r} (at character {column}); quote a value "
        'that is not a name or a number: report="plan.json", pools="sram:64k,dram"'
    )


REPEATED = "is given more than once"
"""The reason of the error on an option given twice."""


def check_report_path(path: str) -> None:
    """A `MergeAllocOptionError` now, before any work, when the plan report
    cannot be written at `path`: a directory, a missing directory, a file or
    directory without write permission."""
    target = Path(path)
    parent = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        reason = errno.EISDIR
    elif not parent.is_dir():
        reason = errno.ENOENT if not parent.exists() else errno.ENOTDIR
    elif not os.access(target if target.exists() else parent, os.W_OK):
        reason = errno.EACCES
    else:
        return
    raise MergeAllocOptionError(
        "report", f"cannot write '{path}': {os.strerror(reason)}"
    )


def write_report(path: str, text: str) -> None:
    """Write a plan report's text at `path`; a failure is the option's
    one-line error, as `check_report_path` words it."""
    try:
        Path(path).write_text(text)
    except OSError as error:
        raise MergeAllocOptionError(
            "report", f"cannot write '{path}': {error.strerror}"
        ) from None
