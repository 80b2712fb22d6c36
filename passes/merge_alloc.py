"""The `merge-alloc` xDSL pass.

Its fields are exactly the command-line options: the run options it inherits
from `merge_alloc.options.RunOptions` (defined and checked there, once) and
the names of its stages, so every instance prints as a pass pipeline
(`pipeline_pass_spec()`) that parses back to an equal instance. Python stages
are registered by name (`merge_alloc.stages`) and then named like the built-in
ones.

What every entry point checks of `merge-alloc{...}` options beyond xDSL's
reading of them (`xdsl-opt`, `merge-alloc-opt`, and `python -m
merge_alloc.compile --merge-options` through `MergeAllocPass.from_text`) is
here too: an option given twice, and the `report=` path, checked before any
work. xDSL reads a pipeline's options into a dictionary, so an option given
twice would silently keep its last value: `repeated_option` reads the tokens
instead.
"""

from __future__ import annotations

import ast
import dataclasses
import errno
import inspect
import itertools
import os
import re
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Self

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import (
    ArgSpec,
    ParameterListType,
    ParameterType,
    PipelineLexer,
    SpecToken,
    SpecTokenKind,
    parse_pipeline,
)
from xdsl.utils.exceptions import ArgSpecParseError

from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions, RunOptions, run_option_values
from merge_alloc.planning import BUDGETED_PLANNERS, MemoryPlanner
from merge_alloc.stages import (
    DEFAULT_MUTATOR,
    DEFAULT_PLANNER,
    DEFAULT_TRACER,
    MUTATORS,
    PLANNERS,
    TRACERS,
    get_mutator,
    get_planner,
    get_tracer,
)

# -- what every entry point checks of the options ----------------------------


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


# -- the pass ----------------------------------------------------------------

REFERENCE_DEFAULT_PLANNER = "cost-model"
"""What the reference's empty `planner-options=` selects."""

HELP_OPTION = "help"
"""`merge-alloc{help}`: list the options instead of running (no option of
the pass has this name)."""


class OptionHelpRequested(Exception):
    """`merge-alloc{help}` was asked for: the exception's text is the option
    list (`MergeAllocPass.option_help()`), which a command prints on stdout
    before exiting with status 0."""


def _cli(field_name: str) -> str:
    return field_name.replace("_", "-")


def _spelled(value: ParameterType) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


@dataclass(frozen=True)
class MergeAllocPass(ModulePass, RunOptions):
    """Merge the mergeable `memref.alloc`s of every function into one `i8`
    buffer per allocation scope and memory space, each alloc becoming a
    `memref.view` at a byte offset planned at compile time.

    CLI: `xdsl-opt -p 'merge-alloc{alignment=64 planner=size-first}'`, or
    `merge-alloc{analysis-only}` to only annotate lifetimes. From Python:
    `MergeAllocPass(planner="cost-model")`; a stage of your own is registered
    first (`merge_alloc.stages.register_planner/register_tracer/
    register_mutator`) and then named the same way.
    """

    name: ClassVar[str] = "merge-alloc"

    planner: str = DEFAULT_PLANNER
    """A planner name from `merge_alloc.planning.PLANNERS`. When
    `planner-options` names the planner, this becomes that name."""

    planner_options: str | None = None
    """The reference implementation's name for `planner` (`planner-options=
    size-first`; empty means its default, `cost-model`; docs/differences.md).
    Naming a different planner than a non-default `planner` is an error."""

    plan_seconds: float | None = None
    """Time budget in seconds of the planners that search (`search`: local
    search, default 1; `optimal`: the CP-SAT solver's limit, default 10).
    Other planners take no budget, so naming one with them is an error."""

    report: str = ""
    """Write the plan report (JSON, `merge_alloc.report.plan_report`) to this
    path: every placed buffer with its ticks and offset, the lower bound, the
    allocs left alone. `python -m merge_alloc.report PATH --out plan.png` draws
    it."""

    tracer: str = DEFAULT_TRACER
    """A trace collector name from `merge_alloc.stages.TRACERS`."""

    mutator: str = DEFAULT_MUTATOR
    """An IR rewrite name from `merge_alloc.stages.MUTATORS`."""

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            if field.init:
                _check_kind(_cli(field.name), getattr(self, field.name), field.default)
        super().__post_init__()  # the run options' own checks
        _check_registered("planner", self.planner, PLANNERS)
        if self.planner_options is not None:
            chosen = self.planner_options or REFERENCE_DEFAULT_PLANNER
            _check_registered("planner-options", chosen, PLANNERS)
            if self.planner not in (DEFAULT_PLANNER, chosen):
                raise _conflicting_planners(self.planner, chosen)
            # One planner, whichever option named it: equal passes compare
            # equal and print a spelling that parses back to them.
            object.__setattr__(self, "planner", chosen)
        if self.plan_seconds is not None:
            if self.plan_seconds <= 0:
                raise MergeAllocOptionError(
                    "plan-seconds", f"must be positive, got {self.plan_seconds}"
                )
            if self.planner not in BUDGETED_PLANNERS:
                takers = " and ".join(sorted(BUDGETED_PLANNERS))
                raise MergeAllocOptionError(
                    "plan-seconds",
                    f"planner '{self.planner}' takes no time budget (only {takers} do)",
                )
        _check_registered("tracer", self.tracer, TRACERS)
        _check_registered("mutator", self.mutator, MUTATORS)

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        """The pass a pipeline element describes, with errors that name the
        option as it is spelt on the command line.

        xDSL's generic conversion lists Python field names for an unknown
        option and cannot read a bare flag into a `bool` field; this accepts
        every on/off option bare (meaning true: `analysis-only`, `strict`,
        `call-tree`, ...) and `planner-options` bare (meaning unset, as xDSL
        prints it). Naming the default planner
        explicitly next to a different `planner-options` is a conflict too.
        """
        if HELP_OPTION in spec.parameters:
            raise OptionHelpRequested(cls.option_help())
        fields = {_cli(f.name): f for f in dataclasses.fields(cls) if f.init}
        values: dict[str, object] = {}
        for spelled_option, given in spec.parameters.items():
            option = _cli(spelled_option)
            if option not in fields:
                known = ", ".join(fields)
                raise MergeAllocOptionError(option, f"unknown option (known: {known})")
            default = fields[option].default
            values[fields[option].name] = _option_value(option, given, default)
        planner = values.get("planner")
        instance = cls(**values)  # pyright: ignore[reportArgumentType]
        if planner is not None and planner != instance.planner:
            assert isinstance(planner, str)
            raise _conflicting_planners(planner, instance.planner)
        return instance

    @classmethod
    def from_text(cls, text: str) -> Self:
        """The pass `merge-alloc{TEXT}` describes (`alignment=16
        arena=global`), read as `xdsl-opt` reads its pipeline: an option
        given twice and every error `from_spec` finds raise
        `MergeAllocOptionError`; text xDSL cannot read as options raises
        xDSL's `ArgSpecParseError` (or `ValueError`)."""
        pipeline = f"merge-alloc{{{text}}}"
        repeated = repeated_option(pipeline)
        if repeated is not None:
            raise MergeAllocOptionError(repeated, REPEATED)
        specs = list(parse_pipeline(pipeline))
        if len(specs) != 1 or specs[0].name != cls.name:
            raise ValueError(f"not the options of one merge-alloc: {text!r}")
        return cls.from_spec(specs[0])

    @classmethod
    def option_help(cls) -> str:
        """Every option as the command line spells it, with its default and
        the first sentence of its documentation: the docstrings of the
        dataclass fields (`RunOptions`' and this class's), read from the
        source so that the documentation is written once."""
        documented = {
            name: doc for klass in cls.__mro__ for name, doc in _field_docs(klass)
        }
        heading = f"xdsl-opt -p '{cls.name}{{{HELP_OPTION}}}' lists them too"
        lines = [f"{cls.name}{{...}} options ({heading}):"]
        for field in dataclasses.fields(cls):
            if not field.init:
                continue
            default: object = field.default
            if default is None or default == "":
                shown = "unset"
            else:
                shown = (
                    str(default).lower() if isinstance(default, bool) else str(default)
                )
            lines.append(f"  {_cli(field.name)} (default: {shown})")
            summary = _first_sentence(documented.get(field.name, ""))
            registry = _REGISTRIES.get(field.name)
            if registry is not None:
                summary += f" Known: {', '.join(sorted(registry))}."
            lines += textwrap.wrap(
                summary, 76, initial_indent="      ", subsequent_indent="      "
            )
        return "\n".join(lines) + "\n"

    def options(self) -> MergeAllocOptions:
        """The driver's view of this pass: names resolved to the stages."""
        return MergeAllocOptions(
            **run_option_values(self),
            tracer=get_tracer(self.tracer),
            planner=self._planner(),
            mutator=get_mutator(self.mutator),
        )

    def _planner(self) -> MemoryPlanner:
        if self.plan_seconds is None:
            return get_planner(self.planner)
        return BUDGETED_PLANNERS[self.planner](self.plan_seconds)

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.report:
            check_report_path(self.report)  # before the work, not after it
        outcome = merge_alloc(op, self.options())
        if self.report:
            # Reporting is imported only by the runs that write a report.
            from merge_alloc.report.plan_report import plan_report, plan_report_text

            plan = plan_report(outcome, self.alignment, planner=self.planner)
            write_report(self.report, plan_report_text(plan))


def _field_docs(klass: type) -> list[tuple[str, str]]:
    """(field, docstring) of each annotated field of `klass` followed by a
    string literal, as written in its source (none for a class without one)."""
    try:
        source = textwrap.dedent(inspect.getsource(klass))
    except (OSError, TypeError):
        return []
    (definition,) = ast.parse(source).body
    assert isinstance(definition, ast.ClassDef)
    body = definition.body
    found: list[tuple[str, str]] = []
    for statement, following in itertools.pairwise(body):
        if (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            found.append((statement.target.id, following.value.value))
    return found


_SENTENCE_END = re.compile(r"(?<!e\.g)\.\s+(?=[A-Z`])")
"""A full stop before the next sentence (not the one of `e.g. `pools``)."""

_REGISTRIES: dict[str, Mapping[str, object]] = {
    "planner": PLANNERS,
    "tracer": TRACERS,
    "mutator": MUTATORS,
}
"""The options that name a registered stage: their help lists the names."""


def _first_sentence(doc: str) -> str:
    """The first sentence of a docstring, on one line."""
    text = " ".join(doc.split())
    end = _SENTENCE_END.search(text)
    return text if end is None else text[: end.start() + 1]


def _conflicting_planners(planner: str, chosen: str) -> MergeAllocOptionError:
    return MergeAllocOptionError(
        "planner-options",
        f"names planner '{chosen}' but option 'planner' names '{planner}'; "
        "give only one of them",
    )


def _check_registered(option: str, name: str, registry: Mapping[str, object]) -> None:
    if name not in registry:
        kind = "planner" if option == "planner-options" else option
        known = ", ".join(sorted(registry))
        raise MergeAllocOptionError(
            option, f"unknown {kind} '{_cut(name)}' (known: {known})"
        )


def _check_kind(option: str, value: object, default: object) -> None:
    """`value` has the kind of the option's default (an integer, true/false,
    a name, or for `planner-options` also nothing)."""
    if isinstance(default, bool):
        expected, fits = "true or false", isinstance(value, bool)
    elif isinstance(default, int):
        expected = "an integer"
        fits = isinstance(value, int) and not isinstance(value, bool)
    elif option == "plan-seconds":
        expected = "a number of seconds"
        fits = value is None or (
            isinstance(value, int | float) and not isinstance(value, bool)
        )
    else:
        named = option in ("planner", "planner-options", "tracer", "mutator")
        expected = "a registered name" if named else "a string"
        fits = isinstance(value, str) or (default is None and value is None)
    if not fits:
        shown = _spelled(value) if isinstance(value, ParameterType) else repr(value)
        raise MergeAllocOptionError(option, f"expects {expected}, got {_cut(shown)}")


def _option_value(option: str, given: ParameterListType, default: object) -> object:
    """One option's value from its pipeline spelling (a bare option is
    `given == ()`)."""
    if len(given) == 1:
        value = given[0]
        _check_kind(option, value, default)
        return value
    if given:
        spelled = ",".join(_spelled(v) for v in given)
        raise MergeAllocOptionError(option, f"expects one value, got {spelled}")
    if isinstance(default, bool):
        return True
    if default is None:
        return None  # xDSL spells an unset optional option bare
    raise MergeAllocOptionError(option, "expects a value")


def _cut(text: str) -> str:
    """A value the user gave, as an error quotes it: at most 80 characters."""
    return text if len(text) <= 80 else text[:77] + "..."
