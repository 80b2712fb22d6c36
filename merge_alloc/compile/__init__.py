"""`python -m merge_alloc.compile`: a tensor program to its merged program.

See `merge_alloc.compile.pipeline` for how, `merge_alloc.compile.variants`
for the memory-first pipeline variants it chooses from.
"""

from merge_alloc.compile.pipeline import (
    Candidate,
    CompileError,
    CompileResult,
    candidate_variants,
    compile_model,
)
from merge_alloc.compile.steps import arena_bytes
from merge_alloc.compile.variants import VARIANTS, PipelineVariant

__all__ = [
    "VARIANTS",
    "Candidate",
    "CompileError",
    "CompileResult",
    "PipelineVariant",
    "arena_bytes",
    "candidate_variants",
    "compile_model",
]
