"""A tiled matmul + ReLU in `scf.forall`, followed by an untiled layer.

Each forall iteration computes one output tile into its own temporaries
(zero-filled accumulator, ReLU result) and publishes it with
`tensor.parallel_insert_slice` into the `shared_outs` tensor. After
bufferization the temporaries are `memref.alloc` ops *inside* the forall body
(plus a `memref.copy` into a subview), so merge-alloc must either plan them in
the body's own scope or hoist them with one slot per thread.
"""

from __future__ import annotations

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, simple_program


def tiled_matmul_relu(fb: FunctionBuilder, a: Tensor, b: Tensor, tile: int) -> Tensor:
    """`relu(a @ b)` computed tile by tile in one `scf.forall`."""
    m, k = a.shape
    n = b.shape[1]
    if m % tile or n % tile:
        raise ValueError(f"tile {tile} must divide {m} and {n}")
    out = fb.empty((m, n))
    result = Tensor(fb.fresh("forall"), out.shape)
    i, j, shared = fb.fresh("ti"), fb.fresh("tj"), fb.fresh("acc")
    with fb.region(
        f"{result.name} = scf.forall ({i}, {j}) in ({m // tile}, {n // tile}) "
        f"shared_outs({shared} = {out.name}) -> ({out.type}) {{"
    ):
        row = fb.op(f"arith.muli {i}, {fb.index(tile)} : index")
        col = fb.op(f"arith.muli {j}, {fb.index(tile)} : index")
        a_tile = Tensor(fb.fresh("at"), (tile, k))
        fb.emit(
            f"{a_tile.name} = tensor.extract_slice {a.name}[{row}, 0] [{tile}, {k}] "
            f"[1, 1] : {a.type} to {a_tile.type}"
        )
        b_tile = Tensor(fb.fresh("bt"), (k, tile))
        fb.emit(
            f"{b_tile.name} = tensor.extract_slice {b.name}[0, {col}] [{k}, {tile}] "
            f"[1, 1] : {b.type} to {b_tile.type}"
        )
        c_tile = fb.relu(fb.matmul(a_tile, b_tile))
        with fb.region("scf.forall.in_parallel {"):
            fb.emit(
                f"tensor.parallel_insert_slice {c_tile.name} into {shared}"
                f"[{row}, {col}] [{tile}, {tile}] [1, 1] : {c_tile.type} into "
                f"{out.type}"
            )
    return result


def generate(n: int = 32, tile: int = 8) -> str:
    """`relu(a @ b)` tiled in tile x tile blocks, then `relu(. @ c) + a`."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        a, b, c = params
        tiled = tiled_matmul_relu(fb, a, b, tile)
        return [fb.add_relu(fb.matmul(tiled, c), a)]

    weight = ((n, n), 1.5 / n**0.5)
    return simple_program(build, [((n, n), 1.0), weight, weight])
