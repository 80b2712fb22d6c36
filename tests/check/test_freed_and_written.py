"""Two miscompiles the checker once passed ("check ok"), now flagged.

* A free of a view (`merge_alloc/verify/check/module_rules.py`): under `call-tree
  outputs-in-workspace` the pass (before f0f9bcc) placed a callee's returned
  buffers in the block its caller provides, and the caller's
  `memref.dealloc` of each result freed that block (twice).
* A written input (`merge_alloc/verify/check/escapes.py`): `inputs-in-
  workspace` (before f7bc302) moved an output parameter into the workspace;
  a later buffer took its bytes before the caller read the result.

The plans are committed in `inputs/`; the same programs planned by the
fixed pass must still pass (no false alarm).
"""

from __future__ import annotations

from pathlib import Path

from xdsl.dialects.builtin import ModuleOp

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import (
    FREED,
    OVERLAP,
    check_files,
    check_text,
    parse_module,
)
from merge_alloc.verify.check.structure import make_context

INPUTS = Path(__file__).parent / "inputs"
DEPLOY = Path(__file__).parents[1] / "filecheck" / "deploy"


def _planned(source: Path, **options: object) -> str:
    module: ModuleOp = parse_module(source.read_text())
    MergeAllocPass(**options).apply(make_context(), module)  # pyright: ignore[reportArgumentType]
    return str(module)


def test_caller_freeing_results_in_its_block_is_flagged() -> None:
    report = check_files(
        INPUTS / "freed_results_old_plan.mlir", DEPLOY / "freed_results.mlir"
    )
    assert not report.ok
    assert [v.kind for v in report.violations] == [FREED, FREED]
    messages = sorted(v.message for v in report.violations)
    assert messages[0].startswith("@main: 'memref.dealloc' frees %a, ")
    assert messages[1].startswith("@main: 'memref.dealloc' frees %b, ")
    assert all("%pair_workspace" in m and "@pair" in m for m in messages)


def test_freeing_a_view_in_its_own_function_is_flagged() -> None:
    plan = """
    func.func @f() {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %block = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
      %a = memref.view %block[%c0][] : memref<64xi8> to memref<16xf32>
      linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
      %s = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
      memref.dealloc %s : memref<8xf32, strided<[1]>>
      memref.dealloc %block : memref<64xi8>
      return
    }
    """
    report = check_text(plan)
    assert [v.kind for v in report.violations] == [FREED]
    assert "'memref.dealloc' frees %s, which may point into %a" in str(
        report.violations[0]
    )


def test_fixed_pass_output_of_freed_results_passes() -> None:
    source = DEPLOY / "freed_results.mlir"
    after = _planned(source, arena="global", call_tree=True, outputs_in_workspace=True)
    report = check_text(after, source.read_text())
    assert report.ok, report.violations


def test_written_input_sharing_bytes_with_a_later_buffer_is_flagged() -> None:
    report = check_files(INPUTS / "written_input_plan.mlir")
    assert [v.kind for v in report.violations] == [OVERLAP]
    message = report.violations[0].message
    assert "%out" in message and "%t2" in message and "%t3" not in message
    assert "'memref.copy' may write it" in message


def test_fixed_pass_output_of_written_inputs_passes() -> None:
    source = DEPLOY / "written.mlir"
    after = _planned(source, arena="global", inputs_in_workspace=True)
    assert "merge_alloc.input" in after
    report = check_text(after, source.read_text())
    assert report.ok, report.violations


VIEW_THEN = """
func.func @f() {{
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %block = memref.alloc() {{alignment = 64 : i64}} : memref<64xi8>
  %a = memref.view %block[%c0][] : memref<64xi8> to memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  {use}
  memref.dealloc %block : memref<64xi8>
  return
}}
"""


def test_freeing_a_copy_of_a_view_is_no_free_of_the_view() -> None:
    """`bufferization.clone` allocates: freeing the clone frees no byte of
    the block."""
    plan = VIEW_THEN.format(
        use="%k = bufferization.clone %a : memref<16xf32> to memref<16xf32>\n"
        "  memref.dealloc %k : memref<16xf32>"
    )
    assert check_text(plan).ok


def test_reallocating_a_view_is_flagged() -> None:
    """`memref.realloc` frees its operand (generic form: xDSL has no
    `memref.realloc`)."""
    plan = VIEW_THEN.format(
        use='%r = "memref.realloc"(%a) : (memref<16xf32>) -> memref<32xf32>'
    )
    report = check_text(plan)
    assert [v.kind for v in report.violations] == [FREED]
    assert "'memref.realloc' frees %a" in report.violations[0].message


def test_bufferization_dealloc_frees_its_memrefs_not_the_retained_ones() -> None:
    """`bufferization.dealloc (%a) if (%c) retain (%b)` frees %a only
    (generic form: memrefs, conditions, retained memrefs)."""
    plan = """
    func.func @f(%c: i1) {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %one = arith.constant 1.0 : f32
      %block = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
      %a = memref.view %block[%c0][] : memref<128xi8> to memref<16xf32>
      linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
      %b = memref.view %block[%c64][] : memref<128xi8> to memref<16xf32>
      linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
      %r = "bufferization.dealloc"(%a, %c, %b)
          <{operandSegmentSizes = array<i32: 1, 1, 1>}>
          : (memref<16xf32>, i1, memref<16xf32>) -> i1
      memref.dealloc %block : memref<128xi8>
      return
    }
    """
    report = check_text(plan)
    freed = [v.message for v in report.violations if v.kind == FREED]
    assert len(freed) == 1
    assert "'bufferization.dealloc' frees %a," in freed[0]
