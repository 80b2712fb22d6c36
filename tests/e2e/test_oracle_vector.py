"""The oracle lowers vector ops (`LOWERING_PASSES` in merge_alloc/verify/oracle.py).

`vector.transfer_read`/`transfer_write` (1-D and 2-D) and `vector.load`/
`vector.store` on buffers the pass merges: without `--convert-vector-to-scf`
and `--convert-vector-to-llvm` in the lowering, mlir-runner stopped with
"Dialect `vector' not found", so no vector program could be compared.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, run_pass

pytestmark = pytest.mark.slow  # executes programs (mlir-runner)

PROGRAM = Path(__file__).parent / "Inputs" / "vector" / "vector_ops.mlir"


@REQUIRES_TOOLS
def test_vector_program_runs_and_prints_its_result() -> None:
    """2 x 1.5 = 3 read back and multiplied by itself (9) in row 1 of %c,
    zero in row 2: every vector op of the program ran."""
    output = oracle.run(PROGRAM.read_text())
    assert "[[9,   9,   9,   9,   9,   9,   9,   9]," in output
    assert "[0,   0,   0,   0,   0,   0,   0,   0]]" in output


@REQUIRES_TOOLS
def test_vector_program_before_and_after_merge_agree() -> None:
    """The merged program (the pass placed the four buffers in one block)
    runs, passes the checker and prints what the original prints."""
    before = PROGRAM.read_text()
    after = run_pass(before, "best")
    assert "memref.view" in after
    assert check_text(after, before).ok
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
