"""The execution oracle must run programs, and must *notice* a bad merge.

An oracle that always answers "equal" would make every end-to-end test pass,
so the central tests here feed it hand-made merges whose verdict is known: two
buffers that are live at the same time and share bytes (must differ), and two
buffers whose lifetimes are disjoint (must stay equal).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from merge_alloc.verify import oracle
from merge_alloc.verify.zoo import mlp
from tests.e2e.e2e_support import REQUIRES_TOOLS, allocs_in, overlap_allocs

pytestmark = pytest.mark.slow  # executes programs (mlir-runner)

SMALL = """
func.func @main() {
  %c = arith.constant 1.5 : f32
  %z = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%c : f32) outs(%a : memref<2x2xf32>)
  %b = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%z : f32) outs(%b : memref<2x2xf32>)
  linalg.matmul ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>)
                outs(%b : memref<2x2xf32>)
  %u = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
"""

UNINITIALISED = SMALL.replace(
    "  linalg.fill ins(%z : f32) outs(%b : memref<2x2xf32>)\n", ""
)
"""Accumulates into a buffer nobody wrote: its output depends on malloc."""


@pytest.fixture(scope="module")
def small_mlp() -> str:
    """A 3-layer 32x32 MLP, bufferized, in custom form (for text surgery)."""
    return oracle.bufferize(mlp(n=32, layers=3), generic=False)


def test_toolchain_lookup_is_explicit(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Without tools, `find_toolchain` answers None and the error says in one
    line what was looked for and what to install (no tools needed)."""
    monkeypatch.setenv("MLIR_BIN_DIR", str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("MLIR_OPT", raising=False)
    assert oracle.find_toolchain() is None
    assert not oracle.tools_available()
    with pytest.raises(oracle.ToolchainNotFound) as raised:
        oracle.run(SMALL)
    message = str(raised.value)
    assert "\n" not in message
    assert "apt-get install mlir-22-tools" in message
    assert "mlir-opt-22 on PATH" in message


def test_address_is_masked() -> None:
    line = "Unranked Memref base@ = 0x5581deadbeef rank = 2 offset = 0"
    assert oracle.normalize_output(line) == (
        "Unranked Memref base@ = <address> rank = 2 offset = 0"
    )


@REQUIRES_TOOLS
def test_toolchain_found() -> None:
    toolchain = oracle.require_toolchain()
    for path in (
        toolchain.mlir_opt,
        toolchain.mlir_runner,
        toolchain.runner_utils,
        toolchain.c_runner_utils,
    ):
        assert path.is_file(), path


@REQUIRES_TOOLS
def test_run_prints_results_without_addresses() -> None:
    output = oracle.run(SMALL)
    assert "base@ = <address>" in output
    assert "0x" not in output
    assert "[[4.5,   4.5]," in output


ERF = """
func.func @main() {
  %x = arith.constant 0.5 : f32
  %a = memref.alloc() : memref<1xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} outs(%a : memref<1xf32>) {
  ^bb0(%v: f32):
    %e = math.erf %v : f32
    linalg.yield %e : f32
  }
  %u = memref.cast %a : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
"""
"""`math.erf`, which BERT's exact GELU exports to: no LLVM intrinsic, so
the lowering calls libm's `erff`."""


@REQUIRES_TOOLS
def test_erf_is_lowered_to_libm() -> None:
    assert "[0.5205]" in oracle.run(ERF)  # erf(0.5) = 0.52049988


@REQUIRES_TOOLS
def test_perturb_exposes_uninitialised_reads() -> None:
    """The premise of the oracle: MALLOC_PERTURB_ makes unwritten memory
    visible, so well-defined programs print the same under two bytes."""
    assert oracle.run(SMALL, perturb=165) == oracle.run(SMALL, perturb=90)
    assert oracle.run(UNINITIALISED, perturb=165) != oracle.run(
        UNINITIALISED, perturb=90
    )


@REQUIRES_TOOLS
def test_lowering_failure_carries_stderr() -> None:
    with pytest.raises(oracle.LoweringError) as info:
        oracle.lower("func.func @main() { %x = arith.addf : f32 }")
    assert "error" in info.value.stderr
    assert "--- stderr ---" in str(info.value)


@REQUIRES_TOOLS
def test_bufferize_failure_carries_stderr() -> None:
    with pytest.raises(oracle.BufferizationError, match="stderr"):
        oracle.bufferize("func.func @f( {")


@REQUIRES_TOOLS
def test_timeout_is_reported() -> None:
    with pytest.raises(oracle.OracleTimeout, match="did not finish"):
        oracle.run(SMALL, timeout=0.001)


@REQUIRES_TOOLS
def test_identical_programs_compare_equal(small_mlp: str) -> None:
    result = oracle.compare(small_mlp, small_mlp)
    assert result.equal, result.diff()
    assert bool(result)
    assert result.diff() == ""


@REQUIRES_TOOLS
def test_oracle_detects_overlapping_live_buffers(small_mlp: str) -> None:
    """Alloc 1 (ReLU output, read by matmul 2) and alloc 2 (matmul 2's
    accumulator) are live together: one view over both zero-fills the input
    of the matmul it feeds."""
    allocs = allocs_in(small_mlp)
    assert len(allocs) >= 3
    bad = overlap_allocs(small_mlp, 1, 2)
    result = oracle.compare(small_mlp, bad)
    assert not result.equal
    assert result.diff().startswith("--- before")


@REQUIRES_TOOLS
def test_oracle_detects_partial_overlap(small_mlp: str) -> None:
    """Same pair, but sharing only half of their bytes."""
    half = allocs_in(small_mlp)[1].bytes // 2
    result = oracle.compare(small_mlp, overlap_allocs(small_mlp, 1, 2, shift=half))
    assert not result.equal


@REQUIRES_TOOLS
def test_oracle_accepts_disjoint_lifetimes(small_mlp: str) -> None:
    """Alloc 0 (matmul 1's accumulator) is dead once the ReLU has read it, so
    matmul 2's accumulator (alloc 2) may reuse its bytes: a correct merge."""
    good = overlap_allocs(small_mlp, 0, 2)
    result = oracle.compare(small_mlp, good, perturb=90)
    assert result.equal, result.diff()


@REQUIRES_TOOLS
def test_cli(
    tmp_path: Path, small_mlp: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before, good, bad = tmp_path / "b.mlir", tmp_path / "g.mlir", tmp_path / "x.mlir"
    before.write_text(small_mlp)
    good.write_text(overlap_allocs(small_mlp, 0, 2))
    bad.write_text(overlap_allocs(small_mlp, 1, 2))
    assert oracle.main([str(before), str(good)]) == 0
    assert oracle.main([str(before), str(bad)]) == 1
    assert "DIFFER" in capsys.readouterr().out
    assert oracle.main(["--run", str(before)]) == 0
    assert "sizes = [32, 32]" in capsys.readouterr().out
