"""Element sizes and alignments against MLIR 22's own lowering.

`merge_alloc/analysis/layout.py` (the pass) and `merge_alloc/verify/check/
views.py` (the plan checker, which keeps its own table) must give every
element type the bytes the lowered program addresses. The truth is measured,
not restated: mlir-opt lowers `memref.alloc() : memref<3xT>` for every type
at once (`-finalize-memref-to-llvm`), which names the LLVM type the lowering
converts T to in the `llvm.getelementptr` that sizes the alloc; one
LLVM-dialect program then computes, for each of those types, the size
(`getelementptr null[1]`) and the ABI alignment (the offset of the type in
`struct<(i8, T)>`) under mlir-runner, i.e. with the data layout the JIT
compiles for. Two tool runs per index width for the whole list.
"""

from __future__ import annotations

import re
import subprocess

import pytest
from xdsl.ir import Attribute
from xdsl.parser import Parser

from merge_alloc.analysis.layout import element_alignment, element_bytes
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import views as checker_views
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow]

TYPES = (
    "i1",
    "i2",
    "i4",
    "i7",
    "i8",
    "i12",
    "i16",
    "i24",
    "i32",
    "i33",
    "i48",
    "i64",
    "i65",
    "i96",
    "i128",
    "i129",
    "i200",
    "i256",
    "i512",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "f8E4M3FN",
    "f8E5M2",
    "f8E4M3FNUZ",
    "f8E5M2FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E4M3",
    "f8E8M0FNU",
    "f6E2M3FN",
    "f6E3M2FN",
    "f4E2M1FN",
    "complex<f16>",
    "complex<bf16>",
    "complex<f32>",
    "complex<f64>",
    "complex<f80>",
    "complex<f128>",
    "complex<i8>",
    "complex<i33>",
    "vector<f32>",
    "vector<1xf32>",
    "vector<3xf32>",
    "vector<4xf32>",
    "vector<5xf32>",
    "vector<16xf32>",
    "vector<3xi8>",
    "vector<7xi8>",
    "vector<3xi1>",
    "vector<8xi1>",
    "vector<9xi1>",
    "vector<5xi4>",
    "vector<3xi33>",
    "vector<3xi128>",
    "vector<3xindex>",
    "vector<3xf16>",
    "vector<3xbf16>",
    "vector<3xf64>",
    "vector<3xf80>",
    "vector<3xf128>",
    "vector<3xf8E4M3FN>",
    "vector<5x3xf32>",
    "vector<5x3xi8>",
    "vector<2x3x5xf16>",
    "vector<4x4xf32>",
    "vector<2x3xi1>",
    "vector<2x3xf80>",
    "vector<3x1xi64>",
    "vector<1x1x1xf64>",
)
"""Every kind of element the pass sizes: odd and wide integers, `index`,
every float, complex, 0-D, 1-D (power-of-two and not) and n-D vectors."""

INDEX_BITWIDTHS = (64, 32, 16)

_GEP_TYPE = re.compile(
    r"llvm\.getelementptr %\w+\[%\w+\] : \(!llvm\.ptr, i\d+\) -> !llvm\.ptr, (.+)$",
    re.MULTILINE,
)


def _llvm_types(index_bitwidth: int) -> list[str]:
    """The LLVM type mlir-opt's lowering gives each of `TYPES`, in order."""
    functions = "\n".join(
        f"func.func @t{n}() -> memref<3x{t}> {{\n"
        f"  %m = memref.alloc() : memref<3x{t}>\n"
        f"  return %m : memref<3x{t}>\n}}"
        for n, t in enumerate(TYPES)
    )
    toolchain = oracle.require_toolchain()
    width = f"index-bitwidth={index_bitwidth}"
    lowered = subprocess.run(
        [
            str(toolchain.mlir_opt),
            f"--finalize-memref-to-llvm={width}",
            f"--convert-func-to-llvm={width}",
            "--reconcile-unrealized-casts",
        ],
        input=functions,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    found = _GEP_TYPE.findall(lowered)
    assert len(found) == len(TYPES), lowered
    return found


def _measure(llvm_types: list[str]) -> list[tuple[int, int]]:
    """(size, ABI alignment) of each LLVM type, computed by the JIT."""
    body = ["    %z = llvm.mlir.zero : !llvm.ptr"]
    for n, llvm_type in enumerate(llvm_types):
        body += [
            f"    %s{n} = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, "
            f"{llvm_type}",
            f"    %si{n} = llvm.ptrtoint %s{n} : !llvm.ptr to i64",
            f"    llvm.call @printI64(%si{n}) : (i64) -> ()",
            "    llvm.call @printComma() : () -> ()",
            f"    %a{n} = llvm.getelementptr %z[0, 1] : (!llvm.ptr) -> !llvm.ptr, "
            f"!llvm.struct<(i8, {llvm_type})>",
            f"    %ai{n} = llvm.ptrtoint %a{n} : !llvm.ptr to i64",
            f"    llvm.call @printI64(%ai{n}) : (i64) -> ()",
            "    llvm.call @printNewline() : () -> ()",
        ]
    program = "\n".join(
        [
            "module {",
            "  llvm.func @printI64(i64)",
            "  llvm.func @printComma()",
            "  llvm.func @printNewline()",
            "  llvm.func @main() {",
            *body,
            "    llvm.return",
            "  }",
            "}",
        ]
    )
    output = oracle.run_lowered(program)
    rows = [line.split(",") for line in output.splitlines() if line.strip()]
    assert len(rows) == len(llvm_types), output
    return [(int(size), int(align)) for size, align in rows]


@pytest.fixture(scope="module")
def measured() -> dict[int, list[tuple[int, int]]]:
    """Index bit width -> (size, alignment) of each of `TYPES`."""
    return {width: _measure(_llvm_types(width)) for width in INDEX_BITWIDTHS}


def _parse(text: str) -> Attribute:
    return Parser(make_context(), text).parse_attribute()


@pytest.mark.parametrize("index_bitwidth", INDEX_BITWIDTHS)
def test_pass_sizes_every_element_as_the_lowering_does(
    measured: dict[int, list[tuple[int, int]]], index_bitwidth: int
) -> None:
    def ours(t: Attribute) -> tuple[int | None, int | None]:
        return element_bytes(t, index_bitwidth), element_alignment(t, index_bitwidth)

    wrong = [
        f"{text}: layout.py {ours(t)}, LLVM {truth}"
        for text, truth in zip(TYPES, measured[index_bitwidth], strict=True)
        for t in [_parse(text)]
        if ours(t) != truth
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("index_bitwidth", INDEX_BITWIDTHS)
def test_checker_sizes_every_element_as_the_lowering_does(
    measured: dict[int, list[tuple[int, int]]], index_bitwidth: int
) -> None:
    def ours(t: Attribute) -> tuple[int | None, int | None]:
        return (
            checker_views.element_bytes(t, index_bitwidth),
            checker_views.element_alignment(t, index_bitwidth),
        )

    wrong = [
        f"{text}: checker {ours(t)}, LLVM {truth}"
        for text, truth in zip(TYPES, measured[index_bitwidth], strict=True)
        for t in [_parse(text)]
        if ours(t) != truth
    ]
    assert not wrong, "\n".join(wrong)


UNSIZED = ("tf32", "vector<[4]xf32>", "vector<2x[4]xf32>")
"""No size known before run time (scalable vectors) or no LLVM conversion
(`tf32`: `-finalize-memref-to-llvm` leaves `memref.alloc() : memref<3xtf32>`
unconverted; layout.py used to size it as 4 bytes)."""


def test_unsized_elements_are_left_alone_with_the_reason(
    caplog: pytest.LogCaptureFixture,
) -> None:
    functions = "\n".join(
        f"func.func private @sink{n}(memref<3x{t}>, memref<4xf32>)\n"
        f"func.func @u{n}() {{\n"
        f"  %a = memref.alloc() : memref<3x{t}>\n"
        f"  %b = memref.alloc() : memref<4xf32>\n"
        f"  func.call @sink{n}(%a, %b) : (memref<3x{t}>, memref<4xf32>) -> ()\n"
        f"  return\n}}"
        for n, t in enumerate(UNSIZED)
    )
    for text in UNSIZED:
        parsed = _parse(text)
        assert element_bytes(parsed) is None, text
        assert checker_views.element_bytes(parsed) is None, text
    module = Parser(make_context(), functions).parse_module()
    with caplog.at_level("WARNING", logger="merge_alloc"):
        MergeAllocPass().apply(make_context(), module)
    printed = str(module)
    assert printed.count("%a = memref.alloc()") == len(UNSIZED)
    reasons = [
        r.getMessage()
        for r in caplog.records
        if "has no known byte size" in r.getMessage()
    ]
    assert len(reasons) == len(UNSIZED), reasons
