"""`pack-constants` keeps every bit of a float constant (issue 16's matrix
campaign: a signalling NaN came out of the packed blob quietened, and the
program printed another number; the checker did not compare the blob).

The pass must copy the attribute's bytes, and the checker must compare each
view of the blob with the constant it stands for.
"""

from __future__ import annotations

from merge_alloc.driver import merge_alloc
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import MISMATCH, check_text, parse_module
from tests.e2e.e2e_support import REQUIRES_TOOLS

PROGRAM = """
module {
  func.func private @printMemrefI64(memref<*xi64>)
  memref.global "private" constant @nans : memref<3xf32> =
    dense<[0x7F800001, 0xFFC00000, 0.1]>
  memref.global "private" constant @half : memref<2xf16> = dense<0x7D01>
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %out = memref.alloc() : memref<4xi64>
    %nans = memref.get_global @nans : memref<3xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      %f = memref.load %nans[%i] : memref<3xf32>
      %bits = arith.bitcast %f : f32 to i32
      %wide = arith.extui %bits : i32 to i64
      memref.store %wide, %out[%i] : memref<4xi64>
    }
    %half = memref.get_global @half : memref<2xf16>
    %h = memref.load %half[%c1] : memref<2xf16>
    %hbits = arith.bitcast %h : f16 to i16
    %hwide = arith.extui %hbits : i16 to i64
    memref.store %hwide, %out[%c3] : memref<4xi64>
    %u = memref.cast %out : memref<4xi64> to memref<*xi64>
    func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    return
  }
}
"""

OPTIONS = {"arena": "global", "pack_constants": True}


def _packed() -> str:
    module = parse_module(PROGRAM)
    merge_alloc(module, MergeAllocPass(**OPTIONS).options())  # pyright: ignore[reportArgumentType]
    module.verify()
    return str(module)


SIGNALLING = "1, 0, -128, 127"
"""0x7F800001 little-endian, as xDSL prints a small i8 blob."""
QUIETENED = "1, 0, -64, 127"
"""0x7FC00001: what converting through a Python float made of it."""


def test_packed_blob_holds_the_exact_bits() -> None:
    after = _packed()
    assert SIGNALLING in after
    report = check_text(after, PROGRAM)
    assert report.ok, report.summary()


def test_checker_compares_the_blob() -> None:
    broken = _packed().replace(SIGNALLING, QUIETENED, 1)
    report = check_text(broken, PROGRAM)
    assert any(v.kind == MISMATCH for v in report.violations), report.summary()


@REQUIRES_TOOLS
def test_packed_program_prints_the_same() -> None:
    result = oracle.compare(PROGRAM, _packed())
    assert result.equal, result.diff()
