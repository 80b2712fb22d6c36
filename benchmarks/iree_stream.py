"""Read the memory IREE allocates per call from its stream-phase IR.

`iree-compile --compile-to=stream` ends with IREE's memory plan in the
program: every value a function computes on the device lives in a
`!stream.resource`, and the ones that die inside the call (the activations)
are packed by IREE into one `!stream.resource<transient>` reserved with
`stream.resource.alloca` for the duration of the call. Its size is IREE's
figure beside merge-alloc's arena of `@forward`:

- the arguments (weights and the input) are imported buffers
  (`stream.tensor.import`, `!stream.resource<external>`), not in it;
- the result gets an `!stream.resource<external>` alloca of its own (it
  outlives the call), not in it either;
- a `util.initializer` runs once at load time (constants IREE hoisted out of
  the function); its allocas are not per call and are reported apart.

IREE's own statistics (`--iree-scheduling-dump-statistics-format=pretty`,
"Submissions: N, using cumulative B") add the result and the initializers'
allocas to the transient figure, which is why this module reads the allocas
themselves; that total is still a check that none was missed
(`cumulative_statistics_bytes` against `TransientMemory.all_bytes`).

The IR is read as text, one op a line as IREE prints it, with no MLIR
parser: the measured numbers are in a handful of ops (`arith.constant` of
the sizes and the allocas), and the benchmark must not need IREE's Python
bindings. `benchmarks/models/measure_iree.py` runs the compiler and calls
this; the suite tests it on a committed excerpt of real output.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TOP_LEVEL = re.compile(
    r"^  (?P<op>util\.func|util\.initializer|func\.func)\b(?P<rest>.*)$"
)
"""A function-like op at the top of the module (IREE indents them by two)."""
SYMBOL = re.compile(r"@(?P<name>[\w$.-]+)")
INDEX_CONSTANT = re.compile(
    r"^\s*(?P<value>%[\w$.-]+)\s*=\s*arith\.constant\s+(?P<int>-?\d+)\s*:\s*index\s*$"
)
ALLOCA = re.compile(
    r"=\s*stream\.resource\.alloca\b.*:\s*!stream\.resource<(?P<lifetime>\w+)>"
    r"\{(?P<size>%[\w$.-]+)\}"
)
IMPORT = re.compile(r"=\s*stream\.tensor\.import\b")
CUMULATIVE = re.compile(r"Submissions: \d+, using cumulative (?P<bytes>\d+) B\b")
INITIALIZER = "<initializer>"
"""The name given to a `util.initializer`'s allocas (it has no symbol)."""


class StreamParseError(ValueError):
    """The stream IR is not what this reader understands (an alloca whose
    size is not a constant, an unterminated function): a measurement must
    fail rather than report a wrong figure."""


@dataclass(frozen=True)
class Alloca:
    """One `stream.resource.alloca`: in which function, what lifetime
    (`transient`, `external`, `constant`, ...) and how many bytes."""

    function: str
    lifetime: str
    size: int


@dataclass(frozen=True)
class StreamFunction:
    """What one top-level function of the stream IR allocates and imports."""

    name: str
    allocas: tuple[Alloca, ...]
    imports: int
    """`stream.tensor.import`s: the arguments handed in as external buffers."""

    def bytes_of(self, lifetime: str) -> int:
        return sum(a.size for a in self.allocas if a.lifetime == lifetime)

    def count_of(self, lifetime: str) -> int:
        return sum(1 for a in self.allocas if a.lifetime == lifetime)


def stream_functions(text: str) -> dict[str, StreamFunction]:
    """Every top-level `util.func`/`func.func`/`util.initializer` of `text`
    (stream-phase IR as `iree-compile` prints it) by symbol name, the
    initializers merged under `INITIALIZER`.

    A function's body runs from its header line to the first line that is
    exactly its closing brace at the same indentation; the dispatch
    executables (`stream.executable`, indented deeper) are not functions of
    the module and are skipped."""
    functions: dict[str, StreamFunction] = {}
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        header = TOP_LEVEL.match(lines[index])
        index += 1
        if header is None:
            continue
        if header["op"] == "util.initializer":
            name = INITIALIZER
        else:
            symbol = SYMBOL.search(header["rest"])
            if symbol is None:
                raise StreamParseError(f"line {index}: a function without a name")
            name = symbol["name"]
        if not header["rest"].rstrip().endswith("{"):
            continue  # a declaration: no body
        start = index
        while index < len(lines) and lines[index] != "  }":
            index += 1
        if index == len(lines):
            raise StreamParseError(f"line {start}: @{name} is never closed")
        body = lines[start:index]
        index += 1
        found = _read_body(name, body, start + 1)
        previous = functions.get(name)
        if previous is not None:  # several initializers
            found = StreamFunction(
                name,
                previous.allocas + found.allocas,
                previous.imports + found.imports,
            )
        functions[name] = found
    return functions


def _read_body(name: str, body: list[str], first_line: int) -> StreamFunction:
    constants: dict[str, int] = {}
    allocas: list[Alloca] = []
    imports = 0
    for offset, line in enumerate(body):
        constant = INDEX_CONSTANT.match(line)
        if constant is not None:
            constants[constant["value"]] = int(constant["int"])
            continue
        if IMPORT.search(line):
            imports += 1
            continue
        alloca = ALLOCA.search(line)
        if alloca is None:
            continue
        size = constants.get(alloca["size"])
        if size is None:
            raise StreamParseError(
                f"line {first_line + offset}: the size {alloca['size']} of a "
                f"stream.resource.alloca in @{name} is not an index constant "
                "defined before it"
            )
        allocas.append(Alloca(name, alloca["lifetime"], size))
    return StreamFunction(name, tuple(allocas), imports)


@dataclass(frozen=True)
class TransientMemory:
    """IREE's per-call memory of one entry point."""

    transient_bytes: int
    """The sum of the `!stream.resource<transient>` allocas of the function."""
    transient_allocas: int
    result_bytes: int
    """`!stream.resource<external>` allocas of the function: its results,
    which outlive the call and are not in the transient figure."""
    imports: int
    initializer_transient_bytes: int
    """Transient allocas of the initializers (once at load, not per call)."""
    all_bytes: int
    """Every alloca of the module, whatever its function and lifetime."""


def transient_memory(text: str, entry: str = "forward") -> TransientMemory:
    """IREE's transient memory of `@entry` in stream-phase IR `text`."""
    functions = stream_functions(text)
    function = functions.get(entry)
    if function is None:
        raise StreamParseError(
            f"no function @{entry} in the stream IR (found "
            f"{', '.join(sorted(functions)) or 'none'})"
        )
    initializer = functions.get(INITIALIZER)
    return TransientMemory(
        function.bytes_of("transient"),
        function.count_of("transient"),
        function.bytes_of("external"),
        function.imports,
        0 if initializer is None else initializer.bytes_of("transient"),
        sum(a.size for f in functions.values() for a in f.allocas),
    )


def cumulative_statistics_bytes(statistics: str) -> int:
    """The "using cumulative N B" of IREE's pretty statistics dump."""
    found = CUMULATIVE.search(statistics)
    if found is None:
        raise StreamParseError("no 'Submissions: ..., using cumulative N B' line")
    return int(found["bytes"])
