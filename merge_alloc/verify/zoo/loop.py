"""A layer loop: `scf.for` over stacked weights with a tensor `iter_args`.

The body allocates per iteration (zero-filled accumulator, ReLU result) and
adds the update into the loop-carried tensor in place, so the loop-carried
buffer lives across the whole loop while the body's temporaries live within
one iteration: merge-alloc sees allocs in a nested block (the loop body is its
own allocation scope) and a buffer that flows through `scf.yield`.
"""

from __future__ import annotations

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program


def generate(n: int = 32, layers: int = 4) -> str:
    """`h = relu(h @ W[l]) + h` for l in range(layers), between two matmuls."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, stacked, head = params
        h0 = fb.relu(fb.matmul(x, head))
        result = Tensor(fb.fresh("loop"), h0.shape)
        layer, carried = fb.fresh("l"), fb.fresh("h")
        with fb.region(
            f"{result.name} = scf.for {layer} = {fb.index(0)} to {fb.index(layers)} "
            f"step {fb.index(1)} iter_args({carried} = {h0.name}) -> ({h0.type}) {{"
        ):
            w = Tensor(fb.fresh("w"), (n, n))
            fb.emit(
                f"{w.name} = tensor.extract_slice {stacked.name}[{layer}, 0, 0] "
                f"[1, {n}, {n}] [1, 1, 1] : {stacked.type} to {w.type}"
            )
            h = Tensor(carried, (n, n))
            update = fb.relu(fb.matmul(h, w))
            # Accumulate into the carried tensor itself: one-shot bufferization
            # (MLIR 22) rejects a yield that is not equivalent to its iter_arg.
            step = fb.generic(
                [(update, "d0, d1")],
                h,
                "d0, d1",
                ["parallel", "parallel"],
                lambda ins, out: fb.op(f"arith.addf {out}, {ins[0]} : f32"),
            )
            fb.emit(f"scf.yield {step.name} : {step.type}")
        return [fb.matmul(result, head)]

    return simple_program(
        build,
        [((n, n), 1.0), ((layers, n, n), 1.0 / n**0.5), ((n, n), 1.5 / n**0.5)],
    )
