"""xDSL's parse + print (no pass) keeps the meaning of every program we have.

`xdsl-opt` without a pass must be the identity on meaning: a constant whose
bits change on the way (xDSL 0.74 misreads `dense<0xFF800000>`) makes every
later merge-alloc result wrong. Three kinds of evidence:

* executable programs (every model of the zoo, the fuzzer's saved regressions
  the oracle can run, and `special_program()`, which prints the bits of
  special float and integer constants) print the same under `mlir-runner`
  after xDSL reprints their memref IR, and, for tensor-level programs, after
  xDSL reprints the tensor program that is then bufferized;
* programs that cannot run (the FileCheck inputs, `examples/`, checker-only
  regressions: no `main` or no CPU lowering) have the same `mlir-opt`
  printout (no passes) before and after xDSL's custom and generic printouts:
  mlir-opt prints what it understood, so equal text means equal meaning;
* the special program's output is also checked against the bits the literals
  denote, so the test would notice MLIR reading them differently from us.

Expensive work runs once per program, on two threads, in module fixtures.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.printer import Printer

from merge_alloc.dialects import register_dialects
from merge_alloc.dialects.xdsl_patch import FORMATS, literal_bits
from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz.campaign import load_program
from merge_alloc.verify.zoo import MODELS
from tests.e2e.e2e_support import REQUIRES_TOOLS, map_parallel

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow, pytest.mark.xdist_group("roundtrip")]
"""One worker runs the module: its fixtures print and execute every input once."""

ROOT = Path(__file__).resolve().parents[2]
FILECHECK_INPUTS = sorted(
    path
    for path in (ROOT / "tests" / "filecheck").rglob("*.mlir")
    if "Output" not in path.parts
)
"""The FileCheck suite's inputs, not what lit wrote in its `Output/` folders
(lit.cfg.py's excludes): those exist only after a lit run, so the suite
collected 15 more round trips when lit had run first, as in tests/run.sh."""
EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))
REGRESSIONS = sorted((ROOT / "tests" / "regressions").glob("*.mlir"))
EXECUTABLE_REGRESSIONS = [p for p in REGRESSIONS if load_program(p)[0].mode == "exec"]
"""Saved fuzzer programs the oracle can run (`mode=check` ones use ops the CPU
lowering lacks, e.g. `vector`): the others are compared by printout."""
DELIBERATELY_MALFORMED = ROOT / "tests" / "filecheck" / "invalid"
"""Inputs here may be rejected by mlir-opt itself (they test error output)."""


def xdsl_print(text: str, *, generic: bool = False) -> str:
    """Parse and verify with xDSL (merge-alloc's dialects, no pass); print."""
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    module = Parser(ctx, text).parse_module()
    module.verify()
    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()


def mlir_opt_print(text: str) -> subprocess.CompletedProcess[str]:
    """`mlir-opt` with no pass: its printout is what it understood."""
    toolchain = oracle.require_toolchain()
    return subprocess.run(
        [str(toolchain.mlir_opt), "--allow-unregistered-dialect"],
        input=text,
        capture_output=True,
        text=True,
        timeout=oracle.DEFAULT_TIMEOUT,
        check=False,
    )


SPLIT_MARKER = "// ==== merge-alloc round trip ===="
"""Between the inputs of one `mlir-opt` printing many (`mlir_opt_print_many`);
no input has it."""


def mlir_opt_print_many(texts: Sequence[str]) -> list[subprocess.CompletedProcess[str]]:
    """`mlir_opt_print` of each of `texts`, from one `mlir-opt` where they
    all parse: `--split-input-file` on `SPLIT_MARKER` reads each as a buffer
    of its own, as if alone, and `--output-split-marker` separates the
    printouts (an `mlir-opt` start is about 0.1 s of CPU, more than printing
    one of these inputs). An input it rejects prints nothing there, and is
    run alone for its own exit status and diagnostics."""
    if len(texts) < 2 or any(SPLIT_MARKER in text for text in texts):
        return [mlir_opt_print(text) for text in texts]
    toolchain = oracle.require_toolchain()
    argv = [
        str(toolchain.mlir_opt),
        "--allow-unregistered-dialect",
        f"--split-input-file={SPLIT_MARKER}",
        f"--output-split-marker={SPLIT_MARKER}",
    ]
    completed = subprocess.run(
        argv,
        input=f"\n{SPLIT_MARKER}\n".join(texts),
        capture_output=True,
        text=True,
        timeout=oracle.DEFAULT_TIMEOUT,
        check=False,
    )
    pieces = re.split(f"^{re.escape(SPLIT_MARKER)}\n", completed.stdout, flags=re.M)
    if len(pieces) != len(texts):
        return [mlir_opt_print(text) for text in texts]
    return [
        subprocess.CompletedProcess(argv, 0, piece, "")
        if piece.strip()
        else mlir_opt_print(text)
        for text, piece in zip(texts, pieces, strict=True)
    ]


def mlir_opt_print_parallel(
    texts: Sequence[str],
) -> list[subprocess.CompletedProcess[str]]:
    """`mlir_opt_print_many` in two batches, on two threads."""
    half = (len(texts) + 1) // 2
    batches = map_parallel(mlir_opt_print_many, [texts[:half], texts[half:]])
    return [result for batch in batches for result in batch]


def mlir_opt_print_all(
    items: Sequence[str | Exception],
) -> list[subprocess.CompletedProcess[str] | Exception]:
    """`mlir_opt_print_parallel` of the texts among `items`; an exception
    stays in its place."""
    printed = iter(
        mlir_opt_print_parallel([item for item in items if isinstance(item, str)])
    )
    return [item if isinstance(item, Exception) else next(printed) for item in items]


def has_ir(text: str) -> bool:
    """False for a file of comments only (a FileCheck file that runs on
    another file's IR)."""
    return any(
        line.strip() and not line.strip().startswith("//") for line in text.splitlines()
    )


# -- the special constants program ---------------------------------------------

SPECIAL_LITERALS: dict[str, tuple[str, ...]] = {
    "f32": (
        "0xFF800000",  # -inf
        "0x7F800000",  # +inf
        "0x7FC00001",  # quiet NaN with payload
        "0xFFC00000",  # negative quiet NaN
        "0x7F800001",  # signalling NaN
        "-0.0",
        "0x00000001",  # smallest denormal
        "1.0e-40",  # denormal, rounded
        "3.40282347E+38",  # max
        "0.1",
        "-1.5",
    ),
    "f16": ("0xFC00", "0x7C00", "0x7E01", "0x7D01", "-0.0", "0x0001", "65504.0", "0.1"),
    "bf16": ("0xFF80", "0x7FC1", "0x7F81", "-0.0", "0x0001", "0x7F7F", "0.1", "-2.5"),
    "f64": (
        "0xFFF0000000000000",
        "0x7FF8000000000001",
        "-0.0",
        "0x0000000000000001",
        "1.7976931348623157E+308",
        "0.1",
    ),
    "i1": ("true", "false"),
    "i8": ("-128", "127", "255", "-1"),
    "i32": ("-2147483648", "2147483647", "4294967295", "-1"),
    "i64": ("-9223372036854775808", "9223372036854775807", "-1", "0"),
}
"""Literals by element type; each is used as a scalar, in dense lists and in
splats, in tensor and memref form."""


def element_bits(literal: str, type_name: str) -> int:
    """The bits a literal of this type denotes (what the program prints)."""
    fmt = FORMATS.get(type_name)
    if fmt is not None:
        return literal_bits(literal, fmt)
    width = int(type_name[1:])
    value = {"true": 1, "false": 0}.get(literal)
    return (int(literal, 0) if value is None else value) & ((1 << width) - 1)


def type_width(type_name: str) -> int:
    fmt = FORMATS.get(type_name)
    return fmt.width if fmt is not None else int(type_name[1:])


@dataclass(frozen=True, slots=True)
class SpecialProgram:
    """A tensor-level program and the i64 values its `main` prints."""

    source: str
    expected: tuple[int, ...]


def special_program() -> SpecialProgram:
    """Every `SPECIAL_LITERALS` entry as a scalar constant, an element of a
    memref global list, a tensor list, a nested tensor list, and splats;
    `main` stores the bits of each (zero-extended to i64) and prints them."""
    globals_: list[str] = []
    body: list[str] = []
    expected: list[int] = []

    def emit(value: str, type_name: str, literal: str) -> None:
        slot = len(expected)
        width = type_width(type_name)
        bits = f"%b{slot}"
        if type_name in FORMATS:
            body.append(f"{bits} = arith.bitcast {value} : {type_name} to i{width}")
        else:
            bits = value
        if width < 64:
            body.append(f"%w{slot} = arith.extui {bits} : i{width} to i64")
            bits = f"%w{slot}"
        body.append(f"%s{slot} = arith.constant {slot} : index")
        body.append(f"memref.store {bits}, %bits[%s{slot}] : memref<SLOTSxi64>")
        raw = element_bits(literal, type_name)
        expected.append(raw - (1 << 64) if raw >= 1 << 63 else raw)

    for type_name, literals in SPECIAL_LITERALS.items():
        count = len(literals)
        listed = ", ".join(literals)
        half = count // 2
        nested = f"[{', '.join(literals[:half])}], [{', '.join(literals[half:])}]"
        globals_.append(
            f'memref.global "private" constant @list_{type_name} : '
            f"memref<{count}x{type_name}> = dense<[{listed}]>"
        )
        body.append(
            f"%list_{type_name} = memref.get_global @list_{type_name} : "
            f"memref<{count}x{type_name}>"
        )
        body.append(
            f"%tensor_{type_name} = arith.constant dense<[{listed}]> : "
            f"tensor<{count}x{type_name}>"
        )
        if count % 2 == 0:
            body.append(
                f"%nested_{type_name} = arith.constant dense<[{nested}]> : "
                f"tensor<2x{half}x{type_name}>"
            )
        for index, literal in enumerate(literals):
            tag = f"{type_name}_{index}"
            body.append(f"%i{tag} = arith.constant {index} : index")
            typed = "" if type_name == "i1" else f" : {type_name}"  # MLIR's form
            body.append(f"%scalar_{tag} = arith.constant {literal}{typed}")
            emit(f"%scalar_{tag}", type_name, literal)
            body.append(
                f"%global_{tag} = memref.load %list_{type_name}[%i{tag}] : "
                f"memref<{count}x{type_name}>"
            )
            emit(f"%global_{tag}", type_name, literal)
            body.append(
                f"%tensor_{tag} = tensor.extract %tensor_{type_name}[%i{tag}] : "
                f"tensor<{count}x{type_name}>"
            )
            emit(f"%tensor_{tag}", type_name, literal)
            body.append(
                f"%splat_{tag} = arith.constant dense<{literal}> : "
                f"tensor<3x{type_name}>"
            )
            body.append(
                f"%splat_elt_{tag} = tensor.extract %splat_{tag}[%itwo] : "
                f"tensor<3x{type_name}>"
            )
            emit(f"%splat_elt_{tag}", type_name, literal)
            if count % 2 == 0:
                row, column = divmod(index, half)
                body.append(
                    f"%nested_{tag} = tensor.extract "
                    f"%nested_{type_name}[%i{type_name}_{row}, "
                    f"%i{type_name}_{column}] : tensor<2x{half}x{type_name}>"
                )
                emit(f"%nested_{tag}", type_name, literal)
    slots = str(len(expected))
    lines = [
        "func.func private @printMemrefI64(memref<*xi64>)",
        *globals_,
        "func.func @main() {",
        "  %itwo = arith.constant 2 : index",
        "  %bits = memref.alloc() : memref<SLOTSxi64>",
        *(f"  {line}" for line in body),
        "  %printed = memref.cast %bits : memref<SLOTSxi64> to memref<*xi64>",
        "  func.call @printMemrefI64(%printed) : (memref<*xi64>) -> ()",
        "  memref.dealloc %bits : memref<SLOTSxi64>",
        "  func.return",
        "}",
    ]
    return SpecialProgram("\n".join(lines).replace("SLOTS", slots), tuple(expected))


def printed_integers(output: str) -> tuple[int, ...]:
    """The data of a `printMemrefI64` output."""
    data = output.split("data =", 1)[1]
    return tuple(int(x) for x in re.findall(r"-?\d+", data))


# -- executable programs --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Executable:
    """A program with a `main`: how to get its memref IR from a source text."""

    source: Callable[[], str]
    tensor_level: bool


EXECUTABLES: dict[str, Executable] = {
    **{f"zoo-{name}": Executable(model, True) for name, model in MODELS.items()},
    **{
        f"regression-{path.stem}": Executable(path.read_text, False)
        for path in EXECUTABLE_REGRESSIONS
    },
    "special-constants": Executable(lambda: special_program().source, True),
}


def _bufferize(source: str) -> str | Exception:
    try:
        return oracle.bufferize(source, generic=False)
    except Exception as exc:
        return exc


def _run_all(items: Sequence[str | Exception]) -> list[str | Exception]:
    """What each of `items` prints under `oracle.run` (or the error): the
    programs in two batches on two threads,
    each batch one lowering and one `mlir-runner` (`oracle.run_batch`, which
    runs a program alone when it cannot share)."""
    texts = [item for item in items if isinstance(item, str)]
    half = (len(texts) + 1) // 2
    batches = map_parallel(oracle.run_batch, [texts[:half], texts[half:]])
    outputs = iter([output for batch in batches for output in batch])
    return [item if isinstance(item, Exception) else next(outputs) for item in items]


def _reprint(text: str | Exception, generic: bool = False) -> str | Exception:
    if isinstance(text, Exception):
        return text
    try:
        return xdsl_print(text, generic=generic)
    except Exception as exc:
        return exc


@dataclass(frozen=True, slots=True)
class Runs:
    """Outputs (or the error) of the original and of each xDSL round trip."""

    original: str | Exception
    round_trips: dict[str, str | Exception]


@pytest.fixture(scope="module")
def executions() -> dict[str, Runs]:
    """Subprocess work (bufferize, run) on two threads; xDSL parsing and
    printing stay on this thread (xDSL 0.74's parser is not thread-safe:
    two concurrent parses of linalg ops corrupt each other)."""
    names = list(EXECUTABLES)
    sources = [EXECUTABLES[n].source() for n in names]
    tensor_level = [EXECUTABLES[n].tensor_level for n in names]
    buffered = map_parallel(
        _bufferize, [s for s, t in zip(sources, tensor_level, strict=True) if t]
    )
    buffered_iter = iter(buffered)
    memref_irs: list[str | Exception] = [
        next(buffered_iter) if t else s
        for s, t in zip(sources, tensor_level, strict=True)
    ]
    forms: list[dict[str, str | Exception]] = []
    for source, memref_ir, is_tensor in zip(
        sources, memref_irs, tensor_level, strict=True
    ):
        texts = {
            "custom": _reprint(memref_ir),
        }
        if is_tensor:
            texts["tensor-level"] = _reprint(source)
        forms.append(texts)
    tensor_reprints = [f["tensor-level"] for f in forms if "tensor-level" in f]
    rebuffered = iter(
        map_parallel(
            lambda t: t if isinstance(t, Exception) else _bufferize(t),
            tensor_reprints,
        )
    )
    for texts in forms:
        if "tensor-level" in texts:
            texts["tensor-level"] = next(rebuffered)
    jobs = [
        ir
        for ir, texts in zip(memref_irs, forms, strict=True)
        for ir in (ir, *texts.values())
    ]
    outputs = iter(_run_all(jobs))
    result: dict[str, Runs] = {}
    for name, texts in zip(names, forms, strict=True):
        original = next(outputs)
        result[name] = Runs(original, {form: next(outputs) for form in texts})
    return result


@pytest.mark.parametrize("name", list(EXECUTABLES))
def test_round_trip_executes_identically(
    executions: dict[str, Runs], name: str
) -> None:
    runs = executions[name]
    if isinstance(runs.original, Exception):
        raise runs.original
    assert "data =" in runs.original
    for form, output in runs.round_trips.items():
        if isinstance(output, Exception):
            raise output
        assert output == runs.original, (
            f"{form} round trip changed the output:\n"
            + oracle.OracleResult(runs.original, output, oracle.DEFAULT_PERTURB).diff()
        )


def test_special_program_prints_the_literal_bits(
    executions: dict[str, Runs],
) -> None:
    """MLIR itself reads every special literal as the bits we expect, so the
    round trip test above compares the right thing."""
    original = executions["special-constants"].original
    if isinstance(original, Exception):
        raise original
    assert printed_integers(original) == special_program().expected


# -- programs that cannot run -----------------------------------------------


def _inputs() -> list[Path]:
    candidates = [*FILECHECK_INPUTS, *EXAMPLES]
    candidates += [p for p in REGRESSIONS if p not in EXECUTABLE_REGRESSIONS]
    return [path for path in candidates if has_ir(path.read_text())]


EQUIVALENT_SPELLINGS: tuple[tuple[str, str], ...] = (
    ('memref.global "public" ', "memref.global "),
)
"""(pattern, replacement) pairs that mlir-opt prints differently for the same
meaning. A symbol without visibility is public; xDSL's `memref.global`
requires the `sym_visibility` property, so its generic form states the
default, which mlir-opt then prints."""


def canonical(printout: str) -> str:
    for pattern, replacement in EQUIVALENT_SPELLINGS:
        printout = printout.replace(pattern, replacement)
    return printout


@dataclass(frozen=True, slots=True)
class Printouts:
    """mlir-opt's printout of the input and of each xDSL round trip."""

    original: subprocess.CompletedProcess[str]
    round_trips: dict[str, subprocess.CompletedProcess[str] | Exception]


INPUTS = _inputs()
FORMS = {"custom": False, "generic": True}


def _input_id(path: Path) -> str:
    return str(path.relative_to(ROOT))


@pytest.fixture(scope="module")
def printouts() -> dict[Path, Printouts]:
    """mlir-opt runs on two threads, xDSL on this one (see `executions`)."""
    texts = [path.read_text() for path in INPUTS]
    originals = mlir_opt_print_parallel(texts)
    reprints = [
        {form: _reprint(text, generic) for form, generic in FORMS.items()}
        for text in texts
    ]
    jobs = [text for forms in reprints for text in forms.values()]
    results = iter(mlir_opt_print_all(jobs))
    return {
        path: Printouts(original, {form: next(results) for form in forms})
        for path, original, forms in zip(INPUTS, originals, reprints, strict=True)
    }


KNOWN_ROUND_TRIP_GAPS: dict[str, str] = {}


def _marked(path: Path) -> object:
    reason = KNOWN_ROUND_TRIP_GAPS.get(path.name)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(path, marks=marks, id=_input_id(path))


@pytest.mark.parametrize("path", [_marked(p) for p in INPUTS])
def test_round_trip_means_the_same_to_mlir_opt(
    printouts: dict[Path, Printouts], path: Path
) -> None:
    result = printouts[path]
    if result.original.returncode != 0:
        if DELIBERATELY_MALFORMED in path.parents:
            pytest.skip("deliberately malformed input: mlir-opt rejects it too")
        pytest.fail(f"mlir-opt rejects {path}:\n{result.original.stderr}")
    expected = canonical(result.original.stdout)
    for form, printout in result.round_trips.items():
        if isinstance(printout, Exception):
            raise printout
        assert printout.returncode == 0, f"{form}: {printout.stderr}"
        assert canonical(printout.stdout) == expected, (
            f"{form} round trip changed meaning"
        )


def test_inputs_are_found() -> None:
    """The suite above is not vacuous: it sees the FileCheck inputs, the
    examples and at least one regression."""
    found: Sequence[Path] = INPUTS
    assert any("filecheck" in p.parts for p in found)
    assert any(p.parent.name == "examples" for p in found)
    assert REGRESSIONS and len(MODELS) >= 8
    assert set(REGRESSIONS) <= {*EXECUTABLE_REGRESSIONS, *found}
