"""The matrix campaign (`python -m merge_alloc.verify.fuzz.matrix`): its
batched execution (`merge_alloc.verify.oracle`) and its coverage.

Many programs share one lowering and one `mlir-runner` process; each must
still get the output `oracle.run` gives it alone, a failure must stay with
its own program, and the campaign's verdicts must be those of the
single-case path, planted bugs included (docs/testing.md, "Campaign over
the option matrix").
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz import sabotage
from merge_alloc.verify.fuzz.matrix import (
    MatrixProgram,
    campaign_coverage,
    chunk_seed,
    drawn_programs,
    run_matrix_programs,
)
from merge_alloc.verify.fuzz.shapes import draw_programs
from tests.quiet import pass_warnings_silenced

REQUIRES_TOOLS = pytest.mark.skipif(
    not oracle.tools_available(), reason="mlir-opt / mlir-runner 22 not found"
)


@pytest.fixture(autouse=True)
def _quiet() -> Iterator[None]:
    with pass_warnings_silenced():
        yield


def _printing(value: int, header: str = "module {") -> str:
    """A program whose `@kernel` and global `@g` clash with every other
    program of this helper: the batch must keep them apart."""
    return f"""{header}
  func.func private @printMemrefI64(memref<*xi64>)
  memref.global "private" @g : memref<2xi64> = dense<[{value}, {value + 1}]>
  func.func @kernel() -> memref<2xi64> {{
    %g = memref.get_global @g : memref<2xi64>
    return %g : memref<2xi64>
  }}
  func.func @main() {{
    %g = func.call @kernel() : () -> memref<2xi64>
    %u = memref.cast %g : memref<2xi64> to memref<*xi64>
    func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    return
  }}
}}
"""


def test_inline_renames_what_a_program_defines() -> None:
    inlined = oracle.inline(_printing(3), "b7_")
    assert inlined is not None
    assert "@b7_kernel" in inlined.body and "@b7_g " in inlined.body
    assert "printMemrefI64" in inlined.declarations
    assert "@b7_printMemrefI64" not in inlined.body
    assert inlined.entry == "b7_main"
    assert oracle.inline(_printing(3, "module @named {"), "b0_") is None


def test_split_output_needs_every_marker_in_order() -> None:
    combined = oracle.combine(
        [p for p in (oracle.inline(_printing(v), f"b{v}_") for v in (1, 2)) if p]
    )
    assert combined.count("vector.print str") == 3
    full = (
        "@@merge-alloc-batch 0@@\na\n@@merge-alloc-batch 1@@\nb"
        "@@merge-alloc-batch end@@\n"
    )
    assert oracle.split_output(full, 2) == ["a\n", "b"]
    stopped = "@@merge-alloc-batch 0@@\na\n@@merge-alloc-batch 1@@\n"
    assert oracle.split_output(stopped, 2) is None
    assert oracle.split_output(full.replace(" 1@@", " 0@@"), 2) is None


@REQUIRES_TOOLS
def test_batch_gives_each_program_its_own_output() -> None:
    broken = _printing(5).replace("return %g", "return %missing")
    texts = [_printing(1), broken, _printing(2), _printing(3, "module @named {")]
    outputs = oracle.run_batch(texts)
    assert isinstance(outputs[1], oracle.LoweringError)
    for text, output in zip(texts, outputs, strict=True):
        if text is not broken:
            assert output == oracle.run(text)
    assert "[1,  2]" in str(outputs[0]) and "[2,  3]" in str(outputs[2])


@REQUIRES_TOOLS
def test_programs_that_can_share_run_in_one_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    runs: list[str] = []
    alone = oracle._run_alone  # pyright: ignore[reportPrivateUsage]

    def counted(text: str, perturb: int, timeout: float) -> oracle.Output:
        runs.append(text)
        return alone(text, perturb, timeout)

    monkeypatch.setattr(oracle, "_run_alone", counted)
    texts = [_printing(value) for value in (1, 2, 3)]
    outputs = oracle.run_batch(texts)
    assert len(runs) == 1, "the three programs did not share one process"
    for value, output in zip((1, 2, 3), outputs, strict=True):
        assert str(output).count(f"[{value},  {value + 1}]") == 1


def _matrix_programs(count: int, seed: int) -> list[MatrixProgram]:
    return drawn_programs(seed, count, sets=2)


def test_a_campaigns_programs_can_be_drawn_again() -> None:
    """`--coverage-chunks` reports on the programs a campaign ran by drawing
    them again: generation from a seed must give the same programs."""
    first = drawn_programs(chunk_seed(3, 1), 3, sets=2)
    assert [p.text for p in first] == [
        p.text for p in drawn_programs(chunk_seed(3, 1), 3, sets=2)
    ]
    coverage, sources, shapes = campaign_coverage(3, 2, 3, sets=2)
    assert coverage.programs == sum(sources.values()) == 6
    assert sum(shapes.values()) >= 6  # every program: some shapes, or `none`
    assert "role:alloc" in coverage.facts


@REQUIRES_TOOLS
@pytest.mark.slow
def test_batched_verdicts_are_the_single_case_paths() -> None:
    programs = _matrix_programs(3, seed=5)
    with ThreadPoolExecutor(2) as pool:
        alone = run_matrix_programs(programs, pool, batch_size=1)
        batched = run_matrix_programs(programs, pool, batch_size=16)
    verdicts = [[(c.verdict, c.options) for c in cases] for cases in alone]
    assert [[(c.verdict, c.options) for c in cases] for cases in batched] == verdicts
    assert sum(len(cases) for cases in alone) == 6


@REQUIRES_TOOLS
@pytest.mark.slow
def test_planted_bug_is_found_in_a_batch() -> None:
    """`comparisons_not_uses` lets two compared buffers share bytes; the
    batch must show it on the program that has it, and only there."""
    (compared,) = draw_programs("exec", "address-compare", 1, 0)
    (plain,) = _matrix_programs(1, seed=5)
    sets = ({"planner": "best"}, {"planner": "greedy-by-size", "alignment": 64})
    programs = [MatrixProgram(compared.text, "hazards", sets), plain]
    with ThreadPoolExecutor(2) as pool:
        found, untouched = run_matrix_programs(
            programs, pool, batch_size=8, tracer=sabotage.comparisons_not_uses
        )
    assert {c.verdict for c in found} <= {"mismatch", "checker-miss"}
    assert all("in a batch only" not in c.detail for c in found)
    assert "-[" in found[0].detail and "+[" in found[0].detail  # the output diff
    assert all(c.verdict == "ok" for c in untouched)
