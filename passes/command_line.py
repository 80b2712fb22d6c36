"""merge-alloc inside `xdsl-opt`: its dialects and diagnostics like mlir-opt's,
only for runs whose pipeline names merge-alloc; and `merge-alloc-opt`.

xDSL loads every installed plugin in every `xdsl-opt` run, so nothing here
happens at import. A run is *adopted* when its pass pipeline names one of
merge-alloc's passes (`merge_alloc.passes.universe.PASSES`): the plugin's
universe checks the pipeline text of the `xDSLOptMain` under construction
when xDSL loads it, and the pass factory checks again when xDSL resolves the
pass. `merge-alloc-opt` (`MergeAllocOptMain`, xDSL's documented way to extend
`xdsl-opt`: a subclass) adopts itself whatever its pipeline. Adopting changes
that one tool object only (its methods are wrapped by instance attributes),
never xDSL's classes or tables:

- it runs on a context of its own, with merge-alloc's extended dialects
  (`merge_alloc.dialects.extended_context`: `scf.forall`, MLIR's linalg ops,
  MLIR's custom syntaxes) in place of xDSL's, the dialects of every other
  plugin kept; this installs merge-alloc's fixes of xDSL's builtin parser
  (`merge_alloc.dialects.xdsl_patch`), after checking that xDSL is the
  version they were written for (another version: one line, exit 1);
- its MLIR frontend parses with `merge_alloc.source.SourceParser`, so the
  pass's diagnostics carry `FILE:LINE:COL` and the op's name in the input
  (nothing is printed differently);
- the pass's warnings go to stderr, one line each, while the tool runs;
- the run has a deep stack (`merge_alloc.deep_stack`): xDSL's parser,
  printer and verifier recurse per nesting level, and 1,000 nested regions
  must work as in mlir-opt;
- when the tool reads the real command line (`xdsl-opt ...`, not
  `xDSLOptMain(args=...)` inside a Python program), a user's mistake ends the
  run with one line on stderr (`xdsl-opt: error: ...` or `FILE:LINE:COL:
  error: ...`), exit status 1 and no output at all: a bad pass pipeline, an
  input file that cannot be read, unknown file extensions, parse errors, and
  any diagnostic of any pass. The IR is printed only after the whole pipeline
  succeeded. Any other exception keeps its traceback: that is a bug.

Finding the tool object means looking up the call stack for the frame of
`xDSLOptMain.__init__`, because xDSL hands a plugin neither the tool nor its
arguments (`docs/upstream.md` proposes a hook); that frame's locals (`self`,
`args`) are xDSL 0.74's, so adopting checks the version first.
"""

from __future__ import annotations

import argparse
import gc
import inspect
import logging
import re
import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from io import StringIO
from typing import IO, Any, NoReturn
from weakref import WeakSet

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    ParseError,
    VerifyException,
)
from xdsl.xdsl_opt_main import xDSLOptMain

PROGRAM = "xdsl-opt"


def _program(tool: xDSLOptMain) -> str:
    """How error lines name the tool."""
    return "merge-alloc-opt" if isinstance(tool, MergeAllocOptMain) else PROGRAM


def _names_one_of(pipeline: str, pass_names: Sequence[str]) -> bool:
    """Whether the pipeline text names one of `pass_names` (as a whole name:
    `merge-alloc` is not named by `merge-alloc-x`)."""
    alternatives = "|".join(re.escape(name) for name in pass_names)
    return re.search(rf"(?<![\w-])(?:{alternatives})(?![\w-])", pipeline) is not None


_XDSL_MLIR_FRONTEND = "CommandLineTool.register_all_frontends.<locals>.parse_mlir"
"""xDSL's own MLIR frontend; a tool that registered another one keeps it."""

_ADOPTED: WeakSet[xDSLOptMain] = WeakSet()


class CommandLineError(Exception):
    """A user's mistake, already worded as the one line to print."""


def _tool_under_construction() -> tuple[xDSLOptMain, Sequence[str] | None] | None:
    """The `xDSLOptMain` whose `__init__` is on the call stack, and the `args`
    it was given (None: it reads `sys.argv`)."""
    init_code = xDSLOptMain.__init__.__code__
    frame = inspect.currentframe()
    while frame is not None:
        if frame.f_code is init_code:
            tool = frame.f_locals.get("self")
            args: Sequence[str] | None = frame.f_locals.get("args")
            if isinstance(tool, xDSLOptMain):
                return tool, args
        frame = frame.f_back
    return None


def _pipeline_text(tool: xDSLOptMain, args: Sequence[str] | None) -> str:
    """The `-p` text of the tool, read ahead of its own argument parsing when
    the plugin is loaded before that."""
    parsed: argparse.Namespace | None = getattr(tool, "args", None)
    if parsed is not None:
        return str(parsed.passes)
    peek = _QuietParser(add_help=False)
    peek.add_argument("-p", "--passes", default="")
    try:
        known, _ = peek.parse_known_args(sys.argv[1:] if args is None else list(args))
    except argparse.ArgumentError:
        return ""  # the tool's own parser reports it, as in stock xDSL
    return str(known.passes)


class _QuietParser(argparse.ArgumentParser):
    """Reads ahead without printing or exiting: a malformed command line is
    the tool's own parser's to report."""

    def error(self, message: str) -> NoReturn:
        raise argparse.ArgumentError(None, message)


def adopt_if_pipeline_names_one_of(pass_names: Sequence[str]) -> None:
    """Called when the plugin is loaded: adopt the tool being built if its
    pipeline text names one of our passes (even a pipeline that fails to
    parse)."""
    found = _tool_under_construction()
    if found is None:
        return
    tool, args = found
    if _names_one_of(_pipeline_text(tool, args), pass_names):
        _adopt(tool, clean_errors=args is None, before_pipeline=True)


def adopt_running_tool() -> None:
    """Called when xDSL resolves the merge-alloc pass: the pipeline names it.
    Adopts the tool being built, if the pass is resolved by one (once)."""
    found = _tool_under_construction()
    if found is not None:
        tool, args = found
        _adopt(tool, clean_errors=args is None, before_pipeline=False)


def _adopt(tool: xDSLOptMain, *, clean_errors: bool, before_pipeline: bool) -> None:
    if tool in _ADOPTED:
        return
    _ADOPTED.add(tool)
    _check_xdsl_version(tool, clean_errors)
    _use_extended_dialects(tool)
    _parse_with_positions(tool)
    _warnings_on_stderr(tool)
    if clean_errors:
        if before_pipeline:
            _clean_pipeline_errors(tool)
        _clean_run_errors(tool)


def _wrap(tool: xDSLOptMain, method: str, wrapper: Callable[..., Any]) -> None:
    """Replace `tool.<method>` for this object only; `wrapper` gets the
    original bound method first."""
    original = getattr(tool, method)

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        return wrapper(original, *args, **kwargs)

    setattr(tool, method, wrapped)


def _check_xdsl_version(tool: xDSLOptMain, clean_errors: bool) -> None:
    """Adopting relies on xDSL 0.74's internals: refuse another version with
    one line (an exception inside a Python program)."""
    from merge_alloc.dialects.xdsl_patch import (
        UnsupportedXdslVersion,
        check_xdsl_version,
    )

    try:
        check_xdsl_version()
    except UnsupportedXdslVersion as error:
        if not clean_errors:
            raise
        _fail(f"{_program(tool)}: error: {error}")


def _use_extended_dialects(tool: xDSLOptMain) -> None:
    """Run on a context with merge-alloc's dialects, made when the run starts
    (after the command line set `allow_unregistered`); every pass, the
    frontend and the printer read `tool.ctx` when they run."""

    def run(original: Callable[[], None]) -> None:
        from merge_alloc.dialects import extended_context

        # The dialects the tool registered (xDSL's and every plugin's), read
        # from its context rather than by scanning the entry points again.
        tool.ctx = extended_context(
            allow_unregistered=tool.ctx.allow_unregistered,
            # xDSL's Context lists its registered dialects only privately.
            stock=dict(tool.ctx._registered_dialects),  # pyright: ignore[reportPrivateUsage]
        )
        original()

    _wrap(tool, "run", run)


def _parse_with_positions(tool: xDSLOptMain) -> None:
    """Parse MLIR input with `SourceParser`, as xDSL's own frontend does with
    `Parser` (same context, file name and implicit module), plus the line
    offset of a `--split-input-file` chunk."""

    def parse_chunk(
        original: Callable[[IO[bytes], str, int], ModuleOp | None],
        chunk: IO[bytes],
        file_extension: str,
        start_offset: int = 0,
    ) -> ModuleOp | None:
        frontend = tool.available_frontends.get(file_extension)
        if getattr(frontend, "__qualname__", None) != _XDSL_MLIR_FRONTEND:
            return original(chunk, file_extension, start_offset)
        content = chunk.read()
        name = tool.get_input_name()
        try:
            text = content.decode()
        except UnicodeDecodeError as error:
            raise CommandLineError(
                _not_utf8(name, content, error, start_offset)
            ) from None
        from merge_alloc.source import SourceParser

        parser = SourceParser(tool.ctx, text, name, line_offset=start_offset)
        return parser.parse_module(not tool.args.no_implicit_module)

    _wrap(tool, "parse_chunk", parse_chunk)


def _not_utf8(
    name: str, content: bytes, error: UnicodeDecodeError, line_offset: int
) -> str:
    """`FILE:LINE:COL: error: ...` at the first byte that is not UTF-8 (the
    column counts characters, as xDSL's do; the text before it decodes)."""
    before = content[: error.start]
    line = before.count(b"\n") + 1 + line_offset
    column = len(before[before.rfind(b"\n") + 1 :].decode()) + 1
    byte = content[error.start]
    return (
        f"{name}:{line}:{column}: error: invalid UTF-8 byte 0x{byte:02X} "
        f"({error.reason})"
    )


def _warnings_on_stderr(tool: xDSLOptMain) -> None:
    """While the tool runs, each warning of the pass is one line on stderr."""

    def run(original: Callable[[], None]) -> None:
        logger = logging.getLogger("merge_alloc")
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(message)s"))
        propagate, level = logger.propagate, logger.level
        logger.addHandler(handler)
        logger.propagate = False
        if logger.getEffectiveLevel() > logging.WARNING:
            # The tool's promise holds whatever level a host process (or an
            # earlier run in it) left on the library's logger.
            logger.setLevel(logging.WARNING)
        try:
            from merge_alloc.deep_stack import run_with_deep_stack

            run_with_deep_stack(original)
        finally:
            logger.removeHandler(handler)
            logger.propagate = propagate
            logger.setLevel(level)

    _wrap(tool, "run", run)


def _fail(message: str) -> NoReturn:
    print(message, file=sys.stderr)
    sys.stderr.flush()
    raise SystemExit(1)


QUOTE_LIMIT = 200
"""Characters of input a one-line error quotes at most (a 10 MB line of
garbage is not echoed whole)."""


_LONG_WORD = re.compile(rf"\S{{{QUOTE_LIMIT + 1},}}")


def _cut(text: str) -> str:
    """`text` with every word longer than `QUOTE_LIMIT` (a quoted token of
    the input) shortened to that, then cut to `2 * QUOTE_LIMIT` characters;
    `...` marks each cut."""
    text = _LONG_WORD.sub(lambda word: word.group()[: QUOTE_LIMIT - 3] + "...", text)
    if len(text) <= 2 * QUOTE_LIMIT:
        return text
    return text[: 2 * QUOTE_LIMIT - 3] + "..."


def _one_line(text: str) -> str:
    return " ".join(line.strip() for line in text.strip().splitlines() if line.strip())


def _clean_pipeline_errors(tool: xDSLOptMain) -> None:
    """A pass pipeline xDSL cannot build is one line, and so is a
    `merge-alloc` option given twice; `merge-alloc{help}` lists the pass's
    options on stdout and ends the run with status 0."""

    def setup_pipeline(original: Callable[[], None]) -> None:
        # (a run is adopted before its pipeline is built: imported only now)
        with _imports_not_collected():
            from merge_alloc.passes.merge_alloc import (
                REPEATED,
                OptionHelpRequested,
                pipeline_error,
                repeated_option,
            )

        repeated = repeated_option(str(tool.args.passes))
        if repeated is not None:
            _fail(
                f"{_program(tool)}: error: invalid pass pipeline "
                f"'{_cut(tool.args.passes)}': "
                f"merge-alloc option '{repeated}' {REPEATED}"
            )
        try:
            original()
        except OptionHelpRequested as listing:
            # `merge-alloc{help}`: the options, as `--help` prints its own.
            sys.stdout.write(str(listing))
            sys.stdout.flush()
            raise SystemExit(0) from None
        except (ArgSpecParseError, ValueError, DiagnosticException) as error:
            _fail(
                f"{_program(tool)}: error: invalid pass pipeline "
                f"'{_cut(tool.args.passes)}': "
                f"{pipeline_error(error, str(tool.args.passes))}"
            )

    _wrap(tool, "setup_pipeline", setup_pipeline)


@contextmanager
def _imports_not_collected() -> Generator[None]:
    """Import the pass without the cyclic garbage collector, then exempt
    everything alive from later collections (`gc.freeze`).

    Only for a command-line run, which owns its process: modules live until
    the process ends and imports leave next to no cyclic garbage, yet every
    full collection walks them again, and so does the interpreter's exit,
    which frees them one by one. Measured on a small function
    (docs/performance.md, "Start-up"): about 5 ms fewer of collection while
    the tool runs, and an exit of about 10 ms instead of 60-100 ms (stock
    `xdsl-opt` pays the latter).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.freeze()


class _HeldOutput(StringIO):
    """The tool's output stream: kept in memory until the run succeeded (the
    tool closes its output stream when it is done)."""

    def close(self) -> None:
        pass


def _clean_run_errors(tool: xDSLOptMain) -> None:
    """Errors of the run are one line; output is written only on success."""
    from merge_alloc.diagnostics import MergeAllocError, diagnostic_line

    held = _HeldOutput()

    def prepare_input(
        original: Callable[[], tuple[list[tuple[IO[bytes], int]], str]],
    ) -> tuple[list[tuple[IO[bytes], int]], str]:
        name = tool.get_input_name()
        try:
            return original()
        except OSError as error:
            raise CommandLineError(
                f"{_program(tool)}: error: cannot read input file '{name}': "
                f"{error.strerror or error}"
            ) from None
        except ValueError as error:
            known = ", ".join(sorted(tool.available_frontends))
            raise CommandLineError(
                f"{_program(tool)}: error: {name}: {_one_line(str(error))} "
                f"(known: {known}; choose one with -f)"
            ) from None

    def prepare_output(original: Callable[[], IO[str]]) -> IO[str]:
        return held

    def run(original: Callable[[], None]) -> None:
        try:
            original()
        except CommandLineError as error:
            _fail(str(error))
        except ParseError as error:
            # xDSL's messages quote the offending token, which may be a
            # whole line of the input.
            message = _cut(_one_line(error.msg))
            _fail(f"{error.span.get_location()}: error: {message}")
        except MergeAllocError as error:
            _fail(str(error))
        except DiagnosticException as error:
            # xDSL's own diagnostics carry the whole module as notes: drop them.
            message = str(error.args[0]) if error.args else str(error)
            _fail(f"{_program(tool)}: error: {_cut(_one_line(message))}")
        except RecursionError:
            from merge_alloc.deep_stack import RECURSION_LIMIT

            _fail(
                f"{_program(tool)}: error: the input nests regions too deeply for "
                f"xDSL (it reads about {RECURSION_LIMIT // 10:,} levels)"
            )
        _write_output(tool, held.getvalue())

    def apply_passes(original: Callable[[ModuleOp], None], module: ModuleOp) -> None:
        try:
            original(module)
        except VerifyException as error:
            message = _one_line(str(error.args[0]) if error.args else str(error))
            op = _failing_op(module, message)
            if op is None:
                raise
            raise CommandLineError(
                diagnostic_line("error", op, _cut(message))
            ) from None

    _wrap(tool, "prepare_input", prepare_input)
    _wrap(tool, "prepare_output", prepare_output)
    _wrap(tool, "apply_passes", apply_passes)
    _wrap(tool, "run", run)


def _failing_op(module: ModuleOp, message: str) -> Operation | None:
    """The op whose own verification fails with `message` (xDSL's verifier
    error does not say which op it was)."""
    from merge_alloc.analysis.walk import walk

    for op in walk(module):
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as error:
            if _one_line(str(error.args[0]) if error.args else str(error)) == message:
                return op
    return None


def _write_output(tool: xDSLOptMain, text: str) -> None:
    path: str | None = tool.args.output_file
    if path is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        with open(path, "w") as output:
            output.write(text)
    except OSError as error:
        _fail(
            f"{_program(tool)}: error: cannot write output file '{path}': "
            f"{error.strerror}"
        )


class MergeAllocOptMain(xDSLOptMain):
    """`merge-alloc-opt`: `xdsl-opt` with merge-alloc's dialects, syntaxes and
    diagnostics whatever the pipeline (also `python -m merge_alloc.passes`).

    Use it to read, check or print MLIR 22 output without running
    merge-alloc (`merge-alloc-opt model.mlir`, `merge-alloc-opt -p cse ...`);
    `xdsl-opt` itself stays stock unless its pipeline names merge-alloc.
    """

    version_format = "merge-alloc-opt built from xdsl version {xdsl_version}"

    def __init__(
        self,
        description: str = "xDSL modular optimizer driver with merge-alloc's dialects",
        args: Sequence[str] | None = None,
    ):
        _adopt(self, clean_errors=args is None, before_pipeline=True)
        super().__init__(description, args)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        """xDSL's arguments; `--help` ends with merge-alloc's pass options
        (read only when help is printed: the pass is not imported otherwise)."""
        super().register_all_arguments(arg_parser)
        stock_help = arg_parser.format_help

        def format_help() -> str:
            from merge_alloc.passes.merge_alloc import MergeAllocPass

            return f"{stock_help()}\n{MergeAllocPass.option_help()}"

        arg_parser.format_help = format_help


def main() -> None:
    """The `merge-alloc-opt` console script."""
    MergeAllocOptMain().run()
