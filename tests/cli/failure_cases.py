"""The user mistakes every command line must report in one line, and how to
run one in-process (shared by `test_failures.py` and `failure_table.py`)."""

from __future__ import annotations

import importlib.util
import io
import re
import runpy
import sys
import warnings
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
MLP = str(ROOT / "examples" / "mlp.mlir")
TRACE = str(
    ROOT / "benchmarks" / "traces" / "minimalloc" / "challenging" / "A.1048576.csv"
)
PLAN_MODEL = str(ROOT / "examples" / "pytorch" / "plan_model.py")
SCRIPTS = ROOT / "benchmarks"

BROKEN = "func.func @f() {\n  %a = memref.alloc() : memref<4xf32>\n"
"""A function that is never closed."""

MODELS_EXTRA = ("torch", "torchvision", "torch_mlir")
"""What exporting a PyTorch model needs (the `models` extra)."""


def models_extra_missing() -> str | None:
    """The first module of the `models` extra that is not installed, if any."""
    for module in MODELS_EXTRA:
        if importlib.util.find_spec(module) is None:
            return module
    return None


UNCLOSED = re.escape("broken.mlir:3:1: error: expected '}' to close the region")


def workspace(directory: Path) -> None:
    """The files the cases name, in the directory they run in."""
    (directory / "broken.mlir").write_text(BROKEN)
    (directory / "afile").write_text("")
    (directory / "empty").mkdir()
    (directory / "notes.json").write_text('["not a report"]')
    lowered = 'func.func @main() {\n  %x = "foo.bar"() : () -> i32\n  return\n}\n'
    (directory / "unregistered.mlir").write_text(lowered)


@dataclass(frozen=True)
class FailureCase:
    tool: str
    """A module run with `python -m`, or a script's path."""
    mistake: str
    """What the user did wrong, as the table says it."""
    argv: tuple[str, ...]
    expected: re.Pattern[str]
    """What the one line must match."""
    env: dict[str, str] = field(default_factory=dict[str, str])
    hidden: tuple[str, ...] = ()
    """Modules made unimportable (an optional dependency not installed)."""
    needs_tools: bool = False
    needs_torch: bool = False
    """Needs the `models` extra (torch, torchvision, torch-mlir) installed."""

    @property
    def id(self) -> str:
        name = Path(self.tool).stem if self.tool.endswith(".py") else self.tool
        return f"{name.removeprefix('merge_alloc.')}: {self.mistake}"

    @property
    def command(self) -> str:
        """The command line as a user types it (paths of the repository
        relative to its root)."""
        head = (
            f"python {Path(self.tool).relative_to(ROOT)}"
            if self.tool.endswith(".py")
            else f"python -m {self.tool}"
        )
        words = [word.replace(f"{ROOT}/", "") for word in self.argv]
        prefix = "".join(f"{key}={value} " for key, value in self.env.items())
        return prefix + " ".join([head, *words])


def _case(
    tool: str,
    mistake: str,
    argv: str | tuple[str, ...],
    expected: str,
    *,
    env: dict[str, str] | None = None,
    hidden: tuple[str, ...] = (),
    needs_tools: bool = False,
    needs_torch: bool = False,
) -> FailureCase:
    words = tuple(argv.split()) if isinstance(argv, str) else argv
    return FailureCase(
        tool,
        mistake,
        words,
        re.compile(expected),
        env or {},
        hidden,
        needs_tools,
        needs_torch,
    )


REPORT = "merge_alloc.report"
BENCH = "merge_alloc.bench"
EXPORT = "merge_alloc.report.export_traces"
CHECK = "merge_alloc.verify.check"
ORACLE = "merge_alloc.verify.oracle"
FUZZ = "merge_alloc.verify.fuzz"
PIPELINES = "merge_alloc.verify.pipelines"
BENCHMARKS = "benchmarks"
COMPILE = "merge_alloc.compile"
NO_MLIR = {"MLIR_OPT": "/nonexistent/mlir-opt"}
NO_MATPLOTLIB = ("matplotlib", "matplotlib.figure")
MISSING = "error: cannot read input file 'missing.mlir': No such file or directory$"
NOT_FOUND = r"error: mlir-opt of MLIR 22 not found: looked for MLIR_OPT=.*apt-get"

CASES: list[FailureCase] = [
    _case(
        REPORT,
        "missing file",
        "missing.mlir --out x.png",
        f"^python -m {REPORT}: {MISSING}",
    ),
    _case(
        REPORT,
        "parse error",
        "broken.mlir --out x.png",
        UNCLOSED + ".*got end of file$",
    ),
    _case(
        REPORT,
        "unsupported format",
        f"{MLP} --out x.bmp",
        r"cannot draw 'x.bmp': '.bmp' is not one of the picture formats",
    ),
    _case(
        REPORT,
        "no matplotlib",
        f"{MLP} --out x.png",
        r"--out \(a picture\) needs matplotlib, which is not installed; "
        r"install it with `pip install 'merge-alloc\[report\]'`",
        hidden=NO_MATPLOTLIB,
    ),
    _case(
        REPORT,
        "unknown planner",
        f"{MLP} --json p.json --planner nope",
        r"unknown planner 'nope'; known: best, ",
    ),
    _case(
        REPORT,
        "bad alignment",
        f"{MLP} --json p.json --alignment 3",
        r"argument --alignment: must be a positive power of two, got 3",
    ),
    _case(
        REPORT,
        "not a plan report",
        "notes.json --out x.png",
        r"^notes.json: error: not a merge-alloc plan report",
    ),
    _case(
        REPORT,
        "bad pass option",
        (MLP, "--json", "p.json", "--pass-options", "arena=bogus"),
        r"merge-alloc option 'arena': expected one of",
    ),
    _case(
        REPORT,
        "planner given twice",
        (
            MLP,
            "--json",
            "p.json",
            "--planner",
            "naive",
            "--pass-options",
            "planner=best",
        ),
        r"--planner naive and --pass-options 'planner=best' \(planner best\) disagree",
    ),
    _case(
        REPORT,
        "output directory missing",
        f"{MLP} --json nodir/p.json",
        r"cannot write output file 'nodir/p.json': directory 'nodir' does not exist",
    ),
    _case(
        BENCH,
        "missing file",
        "missing.csv",
        r"^missing.csv: error: no such file or directory$",
    ),
    _case(BENCH, "parse error", "broken.mlir", UNCLOSED),
    _case(
        BENCH,
        "--repeat 0",
        f"--repeat 0 {TRACE}",
        r"argument --repeat: must be a positive integer, got 0",
    ),
    _case(
        BENCH,
        "--repeat -3",
        f"--repeat -3 {TRACE}",
        r"argument --repeat: must be a positive integer, got -3",
    ),
    _case(
        BENCH, "unknown planner", f"--planners nope {TRACE}", r"unknown planner 'nope'"
    ),
    _case(
        BENCH,
        "directory without traces",
        "empty",
        r"no case to plan: no .csv trace or .mlir program under 'empty'",
    ),
    _case(
        BENCH,
        "plan: missing file",
        "plan missing.csv",
        r"^missing.csv: error: no such file or directory$",
    ),
    _case(
        BENCH,
        "plan: not a CSV trace",
        ("plan", str(ROOT / "README.md")),
        r"README.md: error: trace CSV lacks column",
    ),
    _case(
        EXPORT,
        "missing file",
        "missing.mlir --out d",
        f"^python -m {EXPORT}: {MISSING}",
    ),
    _case(EXPORT, "parse error", "broken.mlir --out d", UNCLOSED),
    _case(
        EXPORT,
        "bad alignment",
        f"{MLP} --out d --alignment 0",
        r"argument --alignment: must be a positive power of two, got 0",
    ),
    _case(
        EXPORT,
        "output is a file",
        f"{MLP} --out afile",
        r"cannot create output directory 'afile'",
    ),
    _case(CHECK, "missing file", "missing.mlir", f"^python -m {CHECK}: {MISSING}"),
    _case(CHECK, "parse error", "broken.mlir", UNCLOSED),
    _case(CHECK, "three files", "a.mlir b.mlir c.mlir", r"expected at most two files"),
    _case(
        CHECK,
        "--index-bitwidth 0",
        f"--index-bitwidth 0 {MLP}",
        r"must be a positive integer, got 0",
    ),
    _case(
        ORACLE, "missing file", "--run missing.mlir", f"^python -m {ORACLE}: {MISSING}"
    ),
    _case(ORACLE, "no MLIR 22", f"--run {MLP}", NOT_FOUND, env=NO_MLIR),
    _case(
        ORACLE,
        "mlir-opt rejects the file",
        "--run unregistered.mlir",
        r"^unregistered.mlir:2:\d+: error: "
        r"operation being parsed with an unregistered dialect",
        needs_tools=True,
    ),
    _case(
        ORACLE,
        "--perturb 300",
        "--perturb 300 a.mlir b.mlir",
        r"argument --perturb: must be a byte value 0..255, got 300",
    ),
    _case(
        ORACLE,
        "--timeout 0",
        "--timeout 0 a.mlir b.mlir",
        r"argument --timeout: must be a positive number, got 0",
    ),
    _case(
        FUZZ,
        "--minutes 0",
        "--minutes 0",
        r"argument --minutes: must be a positive number, got 0",
    ),
    _case(
        FUZZ,
        "--chunk -1",
        "--chunk -1",
        r"argument --chunk: must be a positive integer, got -1",
    ),
    _case(
        FUZZ,
        "--save-dir is a file",
        "--save-dir afile",
        r"--save-dir 'afile' is a file",
    ),
    _case(
        PIPELINES, "missing file", "missing.mlir", f"^python -m {PIPELINES}: {MISSING}"
    ),
    _case(
        PIPELINES,
        "unknown variant",
        "--variant nope x.mlir",
        r"unknown variant 'nope'; known: dealloc, ",
    ),
    _case(
        PIPELINES,
        "no MLIR 22",
        str(ROOT / "examples" / "mlp_tensor.mlir"),
        NOT_FOUND,
        env=NO_MLIR,
    ),
    _case(
        PIPELINES,
        "parse error",
        "broken.mlir",
        r"^broken.mlir:2:\d+: error: ",
        needs_tools=True,
    ),
    _case(PLAN_MODEL, "no model", "", r"give a model name or --mlir FILE"),
    _case(
        PLAN_MODEL,
        "missing --mlir file",
        "--mlir missing.mlir",
        f"^examples/pytorch/plan_model.py: {MISSING}",
    ),
    _case(
        PLAN_MODEL,
        "no torch",
        "resnet18",
        r"exporting a PyTorch model needs torch, which is not installed; "
        r"install it with `pip install 'merge-alloc\[models\]'`",
        hidden=("torch",),
    ),
    _case(
        PLAN_MODEL,
        "unknown model",
        "notamodel",
        r"unknown torchvision model 'notamodel'",
        needs_torch=True,
    ),
    _case(PLAN_MODEL, "no MLIR 22", f"--mlir {MLP}", NOT_FOUND, env=NO_MLIR),
    _case(
        PLAN_MODEL,
        "--mlir-opt wrong",
        f"--mlir {MLP} --mlir-opt /nonexistent/opt",
        r"looked for /nonexistent/opt;",
    ),
    _case(
        PLAN_MODEL,
        "unknown variant",
        f"--mlir {MLP} --variant nope",
        r"unknown variant 'nope'; known: ",
        needs_tools=True,
    ),
    _case(
        PLAN_MODEL,
        "unsupported picture",
        f"--mlir {MLP} --picture x.bmp",
        r"cannot draw 'x.bmp'",
    ),
    _case(
        PLAN_MODEL,
        "parse error",
        "--mlir broken.mlir",
        r"^broken.mlir:\d+:\d+: error: ",
        needs_tools=True,
    ),
    _case(
        BENCHMARKS, "unknown section", "--sections nope", r"unknown sections \['nope'\]"
    ),
    _case(
        str(SCRIPTS / "planners.py"),
        "--repeat 0",
        "--repeat 0",
        r"argument --repeat: must be a positive integer, got 0",
    ),
    _case(
        str(SCRIPTS / "pass_speed.py"),
        "--sizes 0",
        "--sizes 0",
        r"--sizes: must be a positive integer, got 0",
    ),
    _case(
        str(SCRIPTS / "pass_speed.py"),
        "unknown planner",
        "--planners nope",
        r"unknown planner 'nope'",
    ),
    _case(
        str(SCRIPTS / "models.py"),
        "unknown model",
        "notamodel",
        r"unknown model 'notamodel'; known: bert_encoder_128, .*, encoder_layer, ",
    ),
    _case(
        str(SCRIPTS / "pipelines.py"),
        "unknown variant",
        "--variants nope",
        r"unknown variant 'nope'",
    ),
    _case(
        str(SCRIPTS / "zoo.py"),
        "unknown model",
        "--models nope",
        r"unknown models \['nope'\]",
    ),
    _case(COMPILE, "missing file", "missing.mlir", f"^python -m {COMPILE}: {MISSING}"),
    _case(COMPILE, "parse error", "broken.mlir", UNCLOSED),
    _case(
        COMPILE,
        "no MLIR 22",
        str(ROOT / "examples" / "mlp_tensor.mlir"),
        NOT_FOUND,
        env=NO_MLIR,
    ),
    _case(
        COMPILE,
        "--mlir-opt wrong",
        f"{ROOT / 'examples' / 'mlp_tensor.mlir'} --mlir-opt /nonexistent/opt",
        r"looked for /nonexistent/opt;",
    ),
    # --merge-options are read as xdsl-opt reads merge-alloc{...}, and a
    # report= path is checked before any work (no mlir-opt is needed).
    _case(
        COMPILE,
        "--merge-options repeats an option",
        ("broken.mlir", "--merge-options", "alignment=16 alignment=32"),
        f"^python -m {COMPILE}: error: merge-alloc option 'alignment': is given "
        "more than once$",
    ),
    _case(
        COMPILE,
        "report= is a directory",
        ("broken.mlir", "--merge-options", 'report="empty"'),
        f"^python -m {COMPILE}: error: merge-alloc option 'report': cannot write "
        "'empty': Is a directory$",
    ),
    _case(
        COMPILE,
        "report= in a missing directory",
        ("broken.mlir", "--merge-options", 'report="nowhere/plan.json"'),
        "cannot write 'nowhere/plan.json': No such file or directory$",
    ),
    _case(
        COMPILE,
        "report= under a file",
        ("broken.mlir", "--merge-options", 'report="afile/plan.json"'),
        "cannot write 'afile/plan.json': Not a directory$",
    ),
    _case(
        COMPILE,
        "report= not quoted",
        ("broken.mlir", "--merge-options", "report=plan.json"),
        f"^python -m {COMPILE}: error: --merge-options: invalid pass pipeline "
        r"'merge-alloc\{report=plan.json\}': unexpected '\.' \(at character 24\); "
        "quote a value",
    ),
]


@dataclass(frozen=True)
class Outcome:
    code: int
    stdout: str
    stderr: str


def run_case(
    case: FailureCase, directory: Path, monkeypatch: pytest.MonkeyPatch
) -> Outcome:
    """Run `case` in `directory` as `python -m TOOL ARGV` would, in-process."""
    monkeypatch.chdir(directory)
    for key, value in case.env.items():
        monkeypatch.setenv(key, value)
    for module in case.hidden:
        monkeypatch.setitem(sys.modules, module, None)
    monkeypatch.setattr(sys, "argv", [case.tool, *case.argv])
    monkeypatch.setattr(sys, "path", [str(ROOT), *sys.path])
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with redirect_stdout(out), redirect_stderr(err), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # runpy re-running a module
        try:
            if case.tool.endswith(".py"):
                runpy.run_path(case.tool, run_name="__main__")
            else:
                runpy.run_module(case.tool, run_name="__main__", alter_sys=True)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
    return Outcome(code, out.getvalue(), err.getvalue())
