"""The bytes `merge_alloc.compile` prints are the bytes the program allocates.

ResNet-18 (32x32) is compiled as a user compiles it, with a `@main` that
fills the weights, then calls `@forward` three times and, before the first
call and after each, has a counting allocator print how many allocations,
bytes and frees it has seen. The merged program is lowered as the oracle
lowers it (`finalize-memref-to-llvm{use-generic-functions=true}`: every
`memref.alloc` calls `_mlir_memref_to_llvm_alloc(bytes)`, every
`memref.dealloc` `_mlir_memref_to_llvm_free(ptr)`), and those two functions
come from a small C library built here and linked with
`mlir-runner -shared-libs=...`. Each call must ask for exactly the bytes the
compiler printed for `@forward` (merged buffer and allocs left alone), plus
its returned result, plus the alignment the lowering adds to each request
(`malloc(size + alignment)`, aligned by hand); it must free all but its
result, and by the end of the run every allocation has been freed once
(`@main` frees the results: nothing leaks, nothing is freed twice).
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from merge_alloc.compile import compile_model
from merge_alloc.compile.variants import BY_NAME
from merge_alloc.verify import oracle
from tests.e2e.e2e_support import function_span

# The arguments filled as `with_main` fills them.
from tests.e2e.models.model_main import FILL_FUNCTION, fill_lines, forward_signature

MODEL = Path(__file__).resolve().parents[2] / "benchmarks" / "models" / "resnet18.mlir"
VARIANT = "pad-channels"
"""The variant the compiler chooses for the model (one variant compiles in a
few seconds where the choice runs three)."""
CALLS = 3

COUNTING_ALLOCATOR = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static long long allocations, requested, frees;

void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  allocations++;
  requested += (long long)size;
  return malloc(size);
}

void _mlir_memref_to_llvm_free(void *pointer) {
  if (pointer != NULL)
    frees++;
  free(pointer);
}

static void report(const char *when) {
  printf("%s allocations %lld bytes %lld frees %lld\n", when, allocations,
         requested, frees);
  fflush(stdout);
}

void counting_report(void) { report("count"); }

__attribute__((destructor)) static void at_exit(void) { report("exit"); }
"""

_COUNT = re.compile(r"^(count|exit) allocations (\d+) bytes (\d+) frees (\d+)$", re.M)
_ALIGNED_ALLOC = re.compile(r"memref\.alloc\([^)]*\)\s*\{alignment = (\d+) : i64\}")

pytestmark = [
    pytest.mark.skipif(
        not oracle.tools_available() or shutil.which("cc") is None,
        reason="mlir-opt/mlir-runner 22 or a C compiler not installed",
    ),
    pytest.mark.slow,  # compiles ResNet-18 and runs it three times
]


def counted_main(model_ir: str, calls: int) -> str:
    """`model_ir` with a `@main` calling `@forward` `calls` times, the
    allocator's counts printed before the first call and after each."""
    arguments, result = forward_signature(model_ir)
    lines = ["  func.func @main() {"]
    for index, tensor_type in enumerate(arguments):
        lines += fill_lines(index, tensor_type)
    names = ", ".join(f"%w{i}" for i in range(len(arguments)))
    signature = f"({', '.join(arguments)}) -> {result}"
    report = "    func.call @counting_report() : () -> ()"
    lines.append(report)
    for call in range(calls):
        lines += [f"    %r{call} = func.call @forward({names}) : {signature}", report]
    lines += [
        "    return",
        "  }",
        FILL_FUNCTION,
        "  func.func private @counting_report()",
    ]
    end = model_ir.rstrip().rfind("}")
    return model_ir[:end] + "\n".join(lines) + "\n}\n"


def counts(output: str) -> list[tuple[str, int, int, int]]:
    return [
        (m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4)))
        for m in _COUNT.finditer(output)
    ]


def test_printed_total_is_what_the_program_allocates(tmp_path: Path) -> None:
    variant = [BY_NAME[VARIANT]]
    model = MODEL.read_text()
    printed = compile_model(model, name=MODEL.name, variants=variant, jobs=1)
    compiled = compile_model(
        counted_main(model, CALLS), name=MODEL.name, variants=variant, jobs=1
    )
    forward = compiled.function("forward")
    # @forward's figures are the ones printed for the model alone.
    assert forward.allocated == printed.allocated
    assert forward.returned == printed.returned
    assert forward.allocated.unknown == 0 and forward.allocated.known > 0
    start, end = function_span(compiled.text, "forward")
    alignments = [int(a) for a in _ALIGNED_ALLOC.findall(compiled.text, start, end)]
    assert len(alignments) == forward.allocations

    library = tmp_path / "libcounting.so"
    source = tmp_path / "counting.c"
    source.write_text(COUNTING_ALLOCATOR)
    subprocess.run(
        ["cc", "-shared", "-fPIC", "-O1", "-o", str(library), str(source)],
        check=True,
    )
    toolchain = oracle.require_toolchain()
    run = subprocess.run(
        [
            str(toolchain.mlir_runner),
            "-e",
            "main",
            "-entry-point-result=void",
            f"-shared-libs={toolchain.shared_libs},{library}",
        ],
        input=oracle.lower(compiled.text),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "MALLOC_PERTURB_": str(oracle.DEFAULT_PERTURB)},
    )
    assert run.returncode == 0, run.stderr
    seen = counts(run.stdout)
    print(seen)  # shown with -s or on failure: the measured counts
    assert [kind for kind, *_ in seen] == ["count"] * (CALLS + 1) + ["exit"]
    per_call = forward.allocated.known + forward.returned.known + sum(alignments)
    for before, after in itertools.pairwise(seen[: CALLS + 1]):
        allocations = after[1] - before[1]
        requested = after[2] - before[2]
        freed = after[3] - before[3]
        assert allocations == forward.allocations
        assert requested == per_call
        # All but the result, which @main frees at its end.
        assert forward.results == 1
        assert freed == forward.allocations - forward.results
    _, allocations, _, frees = seen[-1]
    assert allocations == frees
