"""Branches in `scf.if`: two different layer bodies chosen at run time.

Each branch allocates its own temporaries (a matmul path and an elementwise
path), the value live across the `if` is used after it, and `main` calls the
model once per branch so that both are executed and printed. Allocs in the two
regions never coexist, but each region is its own allocation scope.
"""

from __future__ import annotations

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, module


def generate(n: int = 32) -> str:
    """`h = relu(x @ w)`; `if sel == 0: relu(h @ w) else: 2h + x`; `+ h`."""
    fb = FunctionBuilder("model")
    x = fb.arg((n, n))
    w = fb.arg((n, n))
    selector = fb.scalar_arg("index")
    h = fb.relu(fb.matmul(x, w))
    condition = fb.op(f"arith.cmpi eq, {selector}, {fb.index(0)} : index", "cond")
    chosen = Tensor(fb.fresh("if"), h.shape)
    with fb.region(f"{chosen.name} = scf.if {condition} -> ({h.type}) {{", "} else {"):
        then = fb.relu(fb.matmul(h, w))
        fb.emit(f"scf.yield {then.name} : {then.type}")
    with fb.region("", "}"):
        doubled = fb.map(
            [h, x],
            lambda a: fb.op(
                f"arith.addf {fb.op(f'arith.addf {a[0]}, {a[0]} : f32')}, {a[1]} : f32"
            ),
        )
        fb.emit(f"scf.yield {doubled.name} : {doubled.type}")
    fb.ret(fb.add(chosen, h))

    main = FunctionBuilder("main")
    xs = main.pattern((n, n), seed=0)
    ws = main.pattern((n, n), seed=1, scale=1.5 / n**0.5)
    for branch in (0, 1):
        (result,) = main.call(
            "model",
            [xs.name, ws.name, main.index(branch)],
            [xs.type, ws.type, "index"],
            [(n, n)],
        )
        main.print_tensor(result)
    main.ret()
    return module(fb.finish(), main.finish())
