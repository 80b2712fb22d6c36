"""Many memref programs in one lowering and one `mlir-runner` process.

Why: a generated program lowers and runs in a few milliseconds of CPU, but
each `mlir-opt` and `mlir-runner` process spends about 0.2 s loading MLIR
and LLVM (measured on the 2-core development machine: 0.22 s of wall time
for `mlir-opt` on an empty module, 0.23 s for `mlir-runner` on an empty
`main`), so the matrix campaign spent most of its execution time starting
processes (docs/testing.md, "Campaign over the option matrix").

How: every program's module body is inlined into one module. Each symbol a
program defines (functions, `memref.global`s, LLVM functions and globals)
gets the program's own prefix (`b3_`), so two programs never share state;
bodiless declarations (`func.func private @printMemrefF32(...)`) are shared.
A new `@main` prints a marker line before calling each program's `main`, and
the output is cut at the markers. The combined module is lowered and run
exactly as `oracle.run` runs one program (same passes, same poisoned
allocator, same `MALLOC_PERTURB_`).

A batch that fails as a whole (a lowering error, a crash, a timeout, missing
markers) is run again one program at a time, so every program gets the
output or the error `oracle.run` gives it alone, and a failure is always
attributed to its own program. A program that cannot be inlined (a named
module, module attributes, generic-form symbols, a `main` with arguments, a
declaration that disagrees with another program's) runs alone.

Pure standard library, like `oracle`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from merge_alloc.verify import oracle

Output = str | oracle.OracleError
"""What `oracle.run` gives one program: its output, or the tool's failure."""

_MODULE_HEADER = re.compile(r"^[ \t]*(?:builtin\.)?module[ \t]*\{[ \t]*$", re.MULTILINE)
_SYMBOL_DEFINITION = re.compile(
    r"^[ \t]*(?:func\.func|llvm\.func|memref\.global|llvm\.mlir\.global)\b"
    r"[^@\n]*@(?P<name>[\w$.]+)",
    re.MULTILINE,
)
_DECLARATION = re.compile(
    r"^[ \t]*(?:func\.func[ \t]+private|llvm\.func)[ \t]+@(?P<name>[\w$.]+)"
    r"[ \t]*\([^\n{]*$",
    re.MULTILINE,
)
_SYMBOL_USE = re.compile(r"@(?P<name>[\w$.]+)")
_ENTRY = re.compile(r"^[ \t]*func\.func[ \t]+@main\(\)[ \t]*\{[ \t]*$", re.MULTILINE)
_EMPTY_RESULTS = re.compile(r"[ \t]*->[ \t]*\([ \t]*\)[ \t]*$")


def _marker(index: int) -> str:
    return f"@@merge-alloc-batch {index}@@\n"


_MARKERS = re.compile(r"@@merge-alloc-batch (?P<index>\d+|end)@@\n")


@dataclass(frozen=True)
class Inlined:
    """One program ready to be inlined: its body with its symbols renamed,
    and the declarations it shares with the others (name -> line)."""

    body: str
    declarations: dict[str, str]
    entry: str


def inline(text: str, prefix: str) -> Inlined | None:
    """`text`'s module body with every symbol it defines prefixed, or None
    when the program cannot share a module (see the module doc)."""
    header = _MODULE_HEADER.search(text)
    end = text.rstrip().rfind("}")
    if header is None or end < header.end() or not _ENTRY.search(text):
        return None
    if 'sym_name = "' in text or '@"' in text:  # generic form, quoted names
        return None
    body = text[header.end() : end]
    declarations: dict[str, str] = {}
    for match in _DECLARATION.finditer(body):
        line = _EMPTY_RESULTS.sub("", match.group(0).strip())
        declarations[match.group("name")] = line
    defined = {
        match.group("name")
        for match in _SYMBOL_DEFINITION.finditer(body)
        if match.group("name") not in declarations
    }
    body = _DECLARATION.sub("", body)

    def rename(match: re.Match[str]) -> str:
        name = match.group("name")
        return f"@{prefix}{name}" if name in defined else match.group(0)

    return Inlined(_SYMBOL_USE.sub(rename, body), declarations, f"{prefix}main")


def combine(programs: Sequence[Inlined]) -> str:
    """One module running `programs` in order, a marker line before each."""
    declarations: dict[str, str] = {}
    for program in programs:
        declarations.update(program.declarations)
    lines = ["module {", *(f"  {line}" for line in declarations.values())]
    lines += [program.body for program in programs]
    lines.append("  func.func @main() {")
    for index, program in enumerate(programs):
        lines.append(f'    vector.print str "{_marker(index)[:-1]}\\n"')
        lines.append(f"    func.call @{program.entry}() : () -> ()")
    lines += [
        '    vector.print str "@@merge-alloc-batch end@@\\n"',
        "    return",
        "  }",
    ]
    lines.append("}")
    return "\n".join(lines) + "\n"


def split_output(output: str, count: int) -> list[str] | None:
    """Each program's part of a batch's output, or None unless every marker
    is there once and in order (a program that stopped the process)."""
    pieces = _MARKERS.split(output)
    # [before, "0", out0, "1", out1, ..., "end", after]
    if len(pieces) != 2 * count + 3 or pieces[0] or pieces[-1]:
        return None
    indices = pieces[1::2]
    if indices != [*(str(i) for i in range(count)), "end"]:
        return None
    return pieces[2:-1:2]


def _run_alone(text: str, perturb: int, timeout: float) -> Output:
    try:
        return oracle.run(text, perturb=perturb, timeout=timeout)
    except oracle.OracleError as exc:
        return exc


def run_batch(
    texts: Sequence[str],
    *,
    perturb: int = oracle.DEFAULT_PERTURB,
    timeout: float = oracle.DEFAULT_TIMEOUT,
    alone_timeout: float | None = None,
) -> list[Output]:
    """The output (or error) of each of `texts`, as `oracle.run` gives it,
    from one lowering and one `mlir-runner` process where they can share one.

    `timeout` bounds each tool on the whole batch; `alone_timeout` (default
    `timeout`) each tool on a program run alone."""
    alone_timeout = timeout if alone_timeout is None else alone_timeout
    outputs: dict[int, Output] = {}
    members: list[int] = []
    inlined: list[Inlined] = []
    shared: dict[str, str] = {}
    for index, text in enumerate(texts):
        program = inline(text, f"b{index}_")
        if program is None or any(
            shared.get(name, line) != line
            for name, line in program.declarations.items()
        ):
            outputs[index] = _run_alone(text, perturb, alone_timeout)
            continue
        members.append(index)
        inlined.append(program)
        shared.update(program.declarations)
    pieces: list[str] | None = None
    if len(members) > 1:
        combined = _run_alone(combine(inlined), perturb, timeout)
        if isinstance(combined, str):
            pieces = split_output(combined, len(members))
    for position, index in enumerate(members):
        if pieces is not None:
            outputs[index] = pieces[position]
        else:
            outputs[index] = _run_alone(texts[index], perturb, alone_timeout)
    return [outputs[index] for index in range(len(texts))]
