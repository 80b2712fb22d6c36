"""Clean command-line errors for `xdsl-opt` runs that load this plugin.

Stock `xdsl-opt` lets a pass failure, a parse error or a bad pass option escape
as a Python traceback. For a user's mistake that is noise: MLIR tools print one
diagnostic line and exit non-zero. When (and only when) the running program is
`xdsl-opt`, this installs a `sys.excepthook` that prints such errors as one
clean message, removes a partially written `-o` output file, and exits 1. Any
other exception keeps its traceback: that is a bug worth reporting.
"""

from __future__ import annotations

import logging
import os
import sys
from types import TracebackType

from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError

_CLI_PROGRAMS = frozenset({"xdsl-opt"})


def _is_option_error(error: BaseException, trace: TracebackType | None) -> bool:
    """A ValueError raised while xDSL converts pass options."""
    if not isinstance(error, ValueError):
        return False
    frame = trace
    while frame is not None:
        filename = frame.tb_frame.f_code.co_filename.replace(os.sep, "/")
        if filename.endswith("xdsl/utils/arg_spec.py") or filename.endswith(
            "xdsl/passes.py"
        ):
            return True
        frame = frame.tb_next
    return False


def _output_file(argv: list[str]) -> str | None:
    for index, arg in enumerate(argv):
        if arg in ("-o", "--output-file") and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--output-file="):
            return arg.split("=", 1)[1]
    return None


def _message(error: BaseException) -> str:
    if isinstance(error, DiagnosticException):
        # Drop the notes xDSL appends (a dump of the whole module).
        text = str(error.args[0]) if error.args else str(error)
    elif isinstance(error, ParseError):
        # MLIR style: `file:line:col: error: message` on one line.
        text = f"{error.span.get_location()}: error: {error.msg.strip()}"
    elif isinstance(error, ArgSpecParseError):
        lines = [line.strip() for line in str(error).splitlines()]
        detail = " ".join(line for line in lines if line and set(line) != {"^"})
        text = f"xdsl-opt: error: invalid pass pipeline: {detail}"
    else:
        text = f"xdsl-opt: error: {error}"
    return text.rstrip()


def install_cli_excepthook() -> None:
    """Idempotent; does nothing outside the `xdsl-opt` command."""
    if os.path.basename(sys.argv[0] if sys.argv else "") not in _CLI_PROGRAMS:
        return
    previous = sys.excepthook
    if getattr(previous, "_merge_alloc_hook", False):
        return

    def hook(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        expected = isinstance(
            error, DiagnosticException | ParseError | ArgSpecParseError
        ) or _is_option_error(error, trace)
        if not expected:
            previous(kind, error, trace)
            return
        print(_message(error), file=sys.stderr)
        output = _output_file(sys.argv)
        if output is not None and os.path.isfile(output):
            os.remove(output)
        sys.stderr.flush()
        os._exit(1)

    hook._merge_alloc_hook = True  # type: ignore[attr-defined]
    sys.excepthook = hook

    # Warnings of the pass (allocs left alone) as MLIR-style lines on stderr.
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("merge-alloc: warning: %(message)s"))
    logger = logging.getLogger("merge_alloc")
    logger.addHandler(handler)
    logger.propagate = False
