"""End-to-end: real PyTorch models (`benchmarks/models/*.mlir`) compiled.

Each committed torch-mlir export (weights as arguments, no torch needed here)
gets a deterministic `@main` (`model_main`) and goes through
`merge_alloc.compile` as a user runs it. The merged program must pass the
plan checker against the chosen variant's unmerged program and (deep tier,
below) print exactly what the unmerged program prints under `mlir-runner`;
the arena of
`@forward` must be at least its lower bound and smaller than the sum of its
allocations. What the chosen variant prints must be PyTorch's output within
1e-5 relative (the committed references of `benchmarks/models/reference/`,
written where torch is installed by `benchmarks/models/export_references.py`).
On a small model every variant, the slower ones included, is checked the
same way, and every variant must print what the documented pipeline prints.

What runs in which tier (tests/tiers.py): the full tier executes the merged
program of every model once and compares it with PyTorch; that the merged
program is the unmerged one's is the plan checker's proof there (it shares no
code with the pass). The deep tier also executes each unmerged program and
asks for the same print, byte for byte, and runs every variant of
`DEEP_SMALL_MODELS` too: each unmerged run costs a lowering and a JIT run of
4 to 15 s.

Which variant is checked: the one `benchmarks/models.md` (written by
`python benchmarks/models.py --write`) publishes the figures of, so that the
program whose bytes are published is the program shown to compute what
PyTorch computes. The models whose published compile costs under
`CHOICE_CPU_SECONDS` are compiled with every default variant, as a user
runs it, and must choose the published one: a change to the compiler that
changes a choice fails here until the table is written again (six models:
bert_encoder_128, encoder_layer, encoder_layer_128, gpt2_2blocks,
vit_tiny_contiguous, dilated_conv1d). The others (a choice costs 15 to 60 s
of CPU in a test worker, 14 `mlir-opt` runs: ResNet-18 at 32x32 15.6 s) are
compiled with the published variant only; `benchmarks/models.py --write`
makes every choice.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from pathlib import Path

import pytest
from model_main import static_exports, with_main
from reference import TOLERANCE, printed_values, reference_output, relative_error
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from merge_alloc.compile import VARIANTS, compile_model
from merge_alloc.compile.pipeline import candidate_variants
from merge_alloc.compile.variants import BASE_VARIANTS, DOCUMENTED, PipelineVariant
from merge_alloc.dialects import register_dialects
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module
from tests.tiers import DEEP_TIER

MODEL_DIR = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
MODELS = static_exports(MODEL_DIR)
SMALL_MODELS = ("encoder_layer",)
"""Checked with every variant (it transposes and has every kind of matmul);
the others with the variant the compiler chooses."""
DEEP_SMALL_MODELS = ("unet_tiny",)
"""Checked with every variant in the deep tier (a padded convolution,
pooling and skip concatenations: 110 s of CPU)."""
LARGE_MODELS = frozenset(name for name in MODELS if name.endswith("_224"))
"""224x224 images: compiled and checked by the plan checker, not executed
(one naive-loop run takes tens of seconds, beyond the suite's budget; the
same networks run at 32x32)."""
IN_CI = bool(os.environ.get("CI"))
TABLE = MODEL_DIR.parent / "models.md"
CHOICE_CPU_SECONDS = 3.0
"""Models whose published compile CPU is under this are compiled with every
default variant and must choose the published one."""


@dataclass(frozen=True)
class Published:
    """A model's row of `benchmarks/models.md`: the variant whose figures
    are published and what compiling it with every variant cost."""

    variant: str
    compile_cpu: float


def published_rows(table: str) -> dict[str, Published]:
    """The main table's rows of `benchmarks/models.md`, by model."""
    lines = [line for line in table.splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in lines[0].strip("|").split("|")]
    variant_at = header.index("chosen variant")
    cpu_at = header.index("compile CPU s")
    rows: dict[str, Published] = {}
    for line in lines[1:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) != len(header):
            break  # the next table
        if cells[0] in MODELS:
            rows[cells[0]] = Published(cells[variant_at], float(cells[cpu_at]))
    return rows


PUBLISHED = published_rows(TABLE.read_text())

pytestmark = [
    pytest.mark.skipif(
        not IN_CI and not oracle.tools_available(),
        reason="mlir-opt/mlir-runner 22 not installed",
    ),
    pytest.mark.slow,  # executes programs (mlir-runner)
]


def parse(text: str) -> ModuleOp:
    context = Context()
    register_dialects(context)
    return Parser(context, text).parse_module()


@functools.cache
def printed(program: str) -> str:
    """What `program` prints under `mlir-runner`, once per program text and
    worker (variants that bufferize alike share the unmerged run)."""
    return oracle.run(program)


@functools.cache
def checked(unmerged: str, merged_text: str) -> None:
    """The merged program verifies and passes the plan checker against the
    unmerged one it was merged from; once per pair (variants that compile
    alike are checked once)."""
    merged = parse(merged_text)
    merged.verify()
    check = check_module(merged, parse(unmerged))
    assert check.ok, check.summary()


def check_compiled(
    name: str,
    variants: list[PipelineVariant] | None,
    *,
    execute: bool = True,
    against_unmerged: bool = True,
    expect: str | None = None,
) -> str:
    """Compile `name` (with `variants`, default: the compiler's choice), check
    that it chose `expect` (when given) and the merged program against the
    unmerged one it was merged from (the compile's own `mlir-opt` output);
    returns what the merged program prints (nothing without `execute`),
    which must be what the unmerged one prints when `against_unmerged`."""
    source = with_main((MODEL_DIR / f"{name}.mlir").read_text())
    result = compile_model(source, name=f"{name}.mlir", variants=variants, jobs=1)
    if expect is not None:
        assert result.chosen.name == expect, (
            f"{name}: the compiler chooses {result.chosen.name}, "
            f"benchmarks/models.md publishes {expect}: run "
            "python benchmarks/models.py --write"
        )
    assert result.unmerged, "the compile kept no unmerged program"
    checked(result.unmerged, result.text)
    forward = [scope for scope in result.scopes if scope.function == "forward"]
    assert forward, "no planned scope in @forward"
    for scope in forward:
        assert scope.lower_bound <= scope.arena < scope.allocated
    if not execute:
        return ""
    after = printed(result.text)
    if not against_unmerged:
        return after
    before = printed(result.unmerged)
    outcome = oracle.OracleResult(before, after, oracle.DEFAULT_PERTURB)
    assert outcome.equal, outcome.diff()
    return after


def test_corpus_has_the_models() -> None:
    assert {"resnet18", "mobilenet_v2", "encoder_layer", "gpt2_2blocks"} <= set(MODELS)
    assert len(MODELS) >= 6


def test_every_model_has_its_published_row() -> None:
    """`benchmarks/models.md` has a row for every committed model, naming a
    default variant (what the tests below compile)."""
    assert set(PUBLISHED) == set(MODELS), "run python benchmarks/models.py --write"
    names = {v.name for v in candidate_variants()}
    unknown = {m: p.variant for m, p in PUBLISHED.items() if p.variant not in names}
    assert not unknown, unknown


def test_published_rows_are_read() -> None:
    table = """| model | chosen variant | x | compile CPU s |
|---|---|---|---|
| resnet18 | pad-channels | a | 3.89 |
| geometric mean | | | |

| model | other |
|---|---|
| resnet18 | 1 |
"""
    assert published_rows(table) == {"resnet18": Published("pad-channels", 3.89)}


def published_variant(name: str) -> PipelineVariant:
    return next(v for v in candidate_variants() if v.name == PUBLISHED[name].variant)


def chooses_itself(name: str) -> bool:
    """Whether `name` is compiled with every default variant (see the
    module's docstring)."""
    return PUBLISHED[name].compile_cpu < CHOICE_CPU_SECONDS


@functools.cache
def compiled_output(name: str) -> str:
    """`check_compiled` on the published variant (chosen among every default
    variant where `chooses_itself`), once per model and worker; against the
    unmerged program's print in the deep tier (see the module's docstring)."""
    execute = name not in LARGE_MODELS
    if not chooses_itself(name):
        return check_compiled(
            name,
            [published_variant(name)],
            execute=execute,
            against_unmerged=DEEP_TIER,
        )
    return check_compiled(
        name,
        None,
        execute=execute,
        against_unmerged=DEEP_TIER,
        expect=PUBLISHED[name].variant,
    )


def per_model(names: list[str]) -> list[object]:
    """`names` as parameters grouped per model, so that one xdist worker
    compiles and runs each model once for every test that needs it."""
    return [pytest.param(n, marks=pytest.mark.xdist_group(f"model-{n}")) for n in names]


@pytest.mark.parametrize("name", per_model(MODELS))
def test_compiled_model_runs_like_unmerged(name: str) -> None:
    compiled_output(name)


@pytest.mark.parametrize(
    "name", per_model([n for n in MODELS if n not in LARGE_MODELS])
)
def test_compiled_model_computes_what_pytorch_computes(name: str) -> None:
    """The memory-first pipeline's merged program prints PyTorch's output
    (`benchmarks/models/reference/`) within `TOLERANCE`."""
    reference = reference_output(name)
    ours = printed_values(compiled_output(name))
    assert ours.size == reference.size
    error = relative_error(ours, reference)
    assert error <= TOLERANCE, f"{name}: relative error {error:.2e}"


@pytest.mark.parametrize(
    "name",
    [
        *SMALL_MODELS,
        *(pytest.param(n, marks=pytest.mark.deep) for n in DEEP_SMALL_MODELS),
    ],
)
def test_every_variant_runs_like_the_documented_pipeline(name: str) -> None:
    # The base variants and their +order twins (the +reorder and +concat
    # twins run one rewrite of +order each).
    # A variant that distributes a convolution over a concatenation sums
    # each piece's channels apart (`distribute-concat`): its output agrees
    # to rounding, within the tolerance against PyTorch.
    tried = [v for v in VARIANTS if v in BASE_VARIANTS or v.candidate]
    printed = {v: check_compiled(name, [v]) for v in tried}
    documented = printed[DOCUMENTED]
    for variant, output in printed.items():
        if variant.reassociates:
            error = relative_error(printed_values(output), printed_values(documented))
            assert error <= TOLERANCE, f"{variant.name}: relative error {error:.2e}"
        else:
            assert output == documented, variant.name
