"""The model zoo: well-defined linalg-on-tensors programs for end-to-end tests.

Each model is MLIR text with a `@model` function (the network; after
one-shot bufferization its intermediate tensors are the `memref.alloc` ops
merge-alloc plans) and a `@main` that builds the inputs deterministically,
calls `@model` and prints every result with `printMemrefF32`. Every buffer is
written before it is read, so the printed output does not depend on what
`malloc` returns: any difference after merge-alloc is the plan's fault.

`MODELS` maps a name to a zero-argument generator with small default sizes
(each model runs in well under a second); each model's function (`mlp`,
`resnet`, ...) takes the sizes as keyword arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from merge_alloc.verify.zoo.builder import (
    FunctionBuilder,
    Tensor,
    module,
    simple_program,
)

# The seed MLP: a chain of matmul + ReLU layers (default: 4 x 128x128 f32).
#
# Every matmul accumulates into a freshly zero-filled tensor (the seed's own
# example omitted the fill and read uninitialised memory once buffers were
# reused). Each layer leaves two buffers (matmul result, ReLU result) whose
# lifetimes are short and chained: the textbook case where merging halves the
# footprint.


def mlp(n: int = 128, layers: int = 4) -> str:
    """`x @ W0 -> relu -> ... @ W{layers-1}` on n x n matrices."""
    scale = 1.0 / n**0.5

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        h, *weights = params
        for i, w in enumerate(weights):
            h = fb.matmul(h, w)
            if i + 1 < len(weights):
                h = fb.relu(h)
        return [h]

    inputs = [((n, n), 1.0)] + [((n, n), scale * 2.0)] * layers
    return simple_program(build, inputs)


# A ResNet-style stack: residual blocks of 3x3 conv + ReLU on NHWC tensors.
#
# Each block computes `relu(conv(relu(conv(x))) + x)`. The skip connection keeps
# the block input alive across both convolutions, and zero padding (fill +
# `tensor.insert_slice`) adds a short-lived buffer before every convolution: the
# planner has to interleave long and short lifetimes.


def resnet(size: int = 12, channels: int = 8, blocks: int = 3) -> str:
    """`blocks` residual blocks on a 1 x size x size x channels input."""
    scale = 1.5 / (9 * channels) ** 0.5

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, *filters = params
        for block in range(blocks):
            first, second = filters[2 * block], filters[2 * block + 1]
            y = fb.relu(fb.conv2d(fb.pad_hw(x, 1), first))
            z = fb.conv2d(fb.pad_hw(y, 1), second)
            x = fb.add_relu(z, x)
        return [x]

    image = ((1, size, size, channels), 1.0)
    kernel = ((3, 3, channels, channels), scale)
    return simple_program(build, [image] + [kernel] * (2 * blocks))


# A MobileNet-style stack of depthwise-separable blocks.
#
# Each block is a padded 3x3 depthwise convolution + ReLU followed by a 1x1
# (pointwise) convolution + ReLU that changes the channel count; the second block
# has stride 2. Buffer sizes therefore vary between blocks (channels grow while
# the spatial size shrinks), which exercises best-fit placement.


def depthwise_generic(fb: FunctionBuilder, x: Tensor, f: Tensor, stride: int) -> Tensor:
    """`linalg.depthwise_conv_2d_nhwc_hwc` spelt as the equivalent generic.

    xDSL 0.74 has no `linalg.depthwise_conv_2d_nhwc_hwc` (not even in generic
    form: the op name is unregistered), so the pass could not parse the
    bufferized program; the generic has the same loops and memory behaviour.
    """
    n, h, w, c = x.shape
    kh, kw, _ = f.shape
    out = (n, (h - kh) // stride + 1, (w - kw) // stride + 1, c)

    def body(ins: Sequence[str], acc: str) -> str:
        product = fb.op(f"arith.mulf {ins[0]}, {ins[1]} : f32")
        return fb.op(f"arith.addf {acc}, {product} : f32")

    return fb.generic(
        [(x, f"d0, d1 * {stride} + d4, d2 * {stride} + d5, d3"), (f, "d4, d5, d3")],
        fb.zeros(out),
        "d0, d1, d2, d3",
        ["parallel"] * 4 + ["reduction"] * 2,
        body,
    )


def mobilenet(
    size: int = 16, channels: int = 8, blocks: int = 3, named_depthwise: bool = False
) -> str:
    """`blocks` depthwise-separable blocks; channels double in block 1 and 2.

    `named_depthwise=True` uses `linalg.depthwise_conv_2d_nhwc_hwc` itself
    (fine for the oracle, unparseable by xDSL 0.74: see `depthwise_generic`).
    """
    widths = [channels * min(2**b, 4) for b in range(blocks + 1)]
    strides = [2 if b == 1 else 1 for b in range(blocks)]

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, *weights = params
        for block in range(blocks):
            depthwise, pointwise = weights[2 * block], weights[2 * block + 1]
            padded = fb.pad_hw(x, 1)
            if named_depthwise:
                conv = fb.depthwise(padded, depthwise, strides[block])
            else:
                conv = depthwise_generic(fb, padded, depthwise, strides[block])
            y = fb.relu(conv)
            x = fb.relu(fb.conv2d(y, pointwise))
        return [x]

    inputs: list[tuple[tuple[int, ...], float]] = [((1, size, size, channels), 1.0)]
    for block in range(blocks):
        c_in, c_out = widths[block], widths[block + 1]
        inputs.append(((3, 3, c_in), 0.5))
        inputs.append(((1, 1, c_in, c_out), 1.5 / c_in**0.5))
    return simple_program(build, inputs)


# A U-Net-style encoder/decoder with long skip connections.
#
# The encoder's activations stay alive until the decoder concatenates them back
# (long lifetimes spanning the whole function), while pooling, upsampling and
# padding buffers live only briefly: the lifetimes nest like parentheses, which
# defeats planners that only reuse the most recently freed block.
#
# Pooling (2x2 max with a window operand) and upsampling (nearest, via a
# `floordiv` indexing map) are plain `linalg.generic` ops; concatenation along
# channels is two `tensor.insert_slice` into one fresh tensor.


def max_pool(fb: FunctionBuilder, x: Tensor) -> Tensor:
    """2x2 max pooling with stride 2, as `linalg.pooling_nhwc_max` does it.

    A 2x2 window operand supplies the two reduction loops (its values are not
    used; it is filled anyway so that no buffer is ever read unwritten) and
    the result starts at the most negative finite f32.
    """
    n, h, w, c = x.shape
    window = fb.zeros((2, 2))
    return fb.generic(
        [(x, "d0, d1 * 2 + d4, d2 * 2 + d5, d3"), (window, "d4, d5")],
        fb.filled((n, h // 2, w // 2, c), -3.4e38),
        "d0, d1, d2, d3",
        ["parallel"] * 4 + ["reduction"] * 2,
        lambda ins, out: fb.op(f"arith.maximumf {out}, {ins[0]} : f32"),
    )


def max_pool_extract(fb: FunctionBuilder, x: Tensor) -> Tensor:
    """2x2 max pooling that reads `x` with `tensor.extract` in the body.

    After bufferization the generic's region loads from a buffer that is not
    one of its operands: a pattern the alias analysis must follow into
    regions (the first merge-alloc version rejects it with an error).
    """
    n, h, w, c = x.shape
    out = (n, h // 2, w // 2, c)

    def body(_ins: Sequence[str], _out: str) -> str:
        idx = [fb.op(f"linalg.index {d} : index", "i") for d in range(4)]
        row = fb.op(f"arith.muli {idx[1]}, {fb.index(2)} : index")
        col = fb.op(f"arith.muli {idx[2]}, {fb.index(2)} : index")
        row1 = fb.op(f"arith.addi {row}, {fb.index(1)} : index")
        col1 = fb.op(f"arith.addi {col}, {fb.index(1)} : index")
        best = ""
        for r, q in ((row, col), (row, col1), (row1, col), (row1, col1)):
            at = f"[{idx[0]}, {r}, {q}, {idx[3]}]"
            value = fb.op(f"tensor.extract {x.name}{at} : {x.type}")
            best = value if not best else fb.op(f"arith.maximumf {best}, {value} : f32")
        return best

    return fb.generic([], fb.empty(out), "d0, d1, d2, d3", ["parallel"] * 4, body)


def upsample(fb: FunctionBuilder, x: Tensor) -> Tensor:
    """Nearest-neighbour 2x upsampling."""
    n, h, w, c = x.shape
    return fb.generic(
        [(x, "d0, d1 floordiv 2, d2 floordiv 2, d3")],
        fb.empty((n, 2 * h, 2 * w, c)),
        "d0, d1, d2, d3",
        ["parallel"] * 4,
        lambda ins, _out: ins[0],
    )


def concat(fb: FunctionBuilder, a: Tensor, b: Tensor) -> Tensor:
    """Concatenate along channels; the two inserts cover the whole result."""
    n, h, w, ca = a.shape
    cb = b.shape[3]
    both = fb.insert(a, fb.empty((n, h, w, ca + cb)), (0, 0, 0, 0))
    return fb.insert(b, both, (0, 0, 0, ca))


def unet(
    size: int = 16, channels: int = 4, depth: int = 2, extract_pool: bool = False
) -> str:
    """`depth` down/up levels on a 1 x size x size x channels image.

    `extract_pool=True` pools with `max_pool_extract` (loads inside a generic
    body) instead of the window-operand form.
    """
    pool = max_pool_extract if extract_pool else max_pool
    if size % 2**depth:
        raise ValueError(f"size {size} must be divisible by 2**{depth}")
    width = [channels * 2**level for level in range(depth + 1)]

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, *filters = params
        kernels = iter(filters)
        skips: list[Tensor] = []
        for _level in range(depth):
            x = fb.relu(fb.conv2d(fb.pad_hw(x, 1), next(kernels)))
            skips.append(x)
            x = pool(fb, x)
        x = fb.relu(fb.conv2d(fb.pad_hw(x, 1), next(kernels)))
        for skip in reversed(skips):
            merged = concat(fb, upsample(fb, x), skip)
            x = fb.relu(fb.conv2d(fb.pad_hw(merged, 1), next(kernels)))
        return [x]

    inputs: list[tuple[tuple[int, ...], float]] = [((1, size, size, channels), 1.0)]

    def kernel(c_in: int, c_out: int) -> None:
        inputs.append(((3, 3, c_in, c_out), 1.5 / (9 * c_in) ** 0.5))

    c = channels
    for level in range(depth):  # encoder: widths[level] -> widths[level + 1]
        kernel(c, width[level + 1])
        c = width[level + 1]
    kernel(c, c)  # bottleneck
    for level in reversed(range(depth)):  # decoder: upsampled + skip channels
        skip_channels = width[level + 1]
        out_channels = width[level] if level else channels
        kernel(c + skip_channels, out_channels)
        c = out_channels
    return simple_program(build, inputs)


# A transformer encoder layer: self-attention and a feed-forward block.
#
# Attention scores are `Q Kᵀ` (a `linalg.generic` contraction), softmax is spelt
# out as reductions (row max, exp of the shifted scores, row sum, division) so
# that it needs small 1-D buffers next to the large 2-D ones; both sub-blocks end
# in a residual add and a layer norm (mean and variance reductions). Many
# short-lived temporaries of two sizes, and the layer input alive across the
# whole attention block.

ROWS = "d0, d1"
ROW = "d0"


def row_reduce(fb: FunctionBuilder, x: Tensor, start: float, combine: str) -> Tensor:
    """Reduce each row of a 2-D tensor with `combine` (an arith op name)."""
    init = fb.filled((x.shape[0],), start)
    return fb.generic(
        [(x, ROWS)],
        init,
        ROW,
        ["parallel", "reduction"],
        lambda ins, out: fb.op(f"{combine} {out}, {ins[0]} : f32"),
    )


def with_row(fb: FunctionBuilder, x: Tensor, row: Tensor, fn: str) -> Tensor:
    """`fn(x[i, j], row[i])` for a binary arith op name `fn`."""
    return fb.generic(
        [(x, ROWS), (row, ROW)],
        fb.empty(x.shape),
        ROWS,
        ["parallel", "parallel"],
        lambda ins, _out: fb.op(f"{fn} {ins[0]}, {ins[1]} : f32"),
    )


def softmax(fb: FunctionBuilder, scores: Tensor, scale: float) -> Tensor:
    """Row softmax of `scale * scores`, stabilised by subtracting the row max."""
    row_max = row_reduce(fb, scores, -3.0e38, "arith.maximumf")

    def shifted_exp(ins: Sequence[str], _out: str) -> str:
        diff = fb.op(f"arith.subf {ins[0]}, {ins[1]} : f32")
        scaled = fb.op(f"arith.mulf {diff}, {fb.f32(scale)} : f32")
        return fb.op(f"math.exp {scaled} : f32")

    exps = fb.generic(
        [(scores, ROWS), (row_max, ROW)],
        fb.empty(scores.shape),
        ROWS,
        ["parallel", "parallel"],
        shifted_exp,
    )
    total = row_reduce(fb, exps, 0.0, "arith.addf")
    return with_row(fb, exps, total, "arith.divf")


def layer_norm(fb: FunctionBuilder, x: Tensor, eps: float = 1e-5) -> Tensor:
    """Normalise each row to zero mean and unit variance."""
    width = x.shape[1]
    mean = fb.map(
        [row_reduce(fb, x, 0.0, "arith.addf")],
        lambda a: fb.op(f"arith.mulf {a[0]}, {fb.f32(1.0 / width)} : f32"),
    )
    centred = with_row(fb, x, mean, "arith.subf")
    squares = fb.generic(
        [(centred, ROWS)],
        fb.zeros((x.shape[0],)),
        ROW,
        ["parallel", "reduction"],
        lambda ins, out: fb.op(
            f"arith.addf {out}, {fb.op(f'arith.mulf {ins[0]}, {ins[0]} : f32')} : f32"
        ),
    )

    def inv_std(a: Sequence[str]) -> str:
        var = fb.op(f"arith.mulf {a[0]}, {fb.f32(1.0 / width)} : f32")
        shifted = fb.op(f"arith.addf {var}, {fb.f32(eps)} : f32")
        root = fb.op(f"math.sqrt {shifted} : f32")
        return fb.op(f"arith.divf {fb.f32(1.0)}, {root} : f32")

    return with_row(fb, centred, fb.map([squares], inv_std), "arith.mulf")


def transpose_product(fb: FunctionBuilder, q: Tensor, k: Tensor) -> Tensor:
    """`q @ k.T` as a generic contraction into a zero-filled result."""
    return fb.generic(
        [(q, "d0, d2"), (k, "d1, d2")],
        fb.zeros((q.shape[0], k.shape[0])),
        ROWS,
        ["parallel", "parallel", "reduction"],
        lambda ins, out: fb.op(
            f"arith.addf {out}, {fb.op(f'arith.mulf {ins[0]}, {ins[1]} : f32')} : f32"
        ),
    )


def transformer(seq: int = 16, width: int = 32, hidden: int = 64) -> str:
    """One encoder layer on a seq x width input with a `hidden`-wide FFN."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        x, wq, wk, wv, wo, w1, w2 = params
        q, k, v = fb.matmul(x, wq), fb.matmul(x, wk), fb.matmul(x, wv)
        probs = softmax(fb, transpose_product(fb, q, k), 1.0 / width**0.5)
        attended = fb.matmul(fb.matmul(probs, v), wo)
        h = layer_norm(fb, fb.add(x, attended))
        ffn = fb.matmul(fb.relu(fb.matmul(h, w1)), w2)
        return [layer_norm(fb, fb.add(h, ffn))]

    square = ((width, width), 1.5 / width**0.5)
    return simple_program(
        build,
        [
            ((seq, width), 1.0),
            square,
            square,
            square,
            square,
            ((width, hidden), 1.5 / width**0.5),
            ((hidden, width), 1.5 / hidden**0.5),
        ],
    )


# A tiled matmul + ReLU in `scf.forall`, followed by an untiled layer.
#
# Each forall iteration computes one output tile into its own temporaries
# (zero-filled accumulator, ReLU result) and publishes it with
# `tensor.parallel_insert_slice` into the `shared_outs` tensor. After
# bufferization the temporaries are `memref.alloc` ops *inside* the forall body
# (plus a `memref.copy` into a subview), so merge-alloc must either plan them in
# the body's own scope or hoist them with one slot per thread.


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


def tiled(n: int = 32, tile: int = 8) -> str:
    """`relu(a @ b)` tiled in tile x tile blocks, then `relu(. @ c) + a`."""

    def build(fb: FunctionBuilder, params: list[Tensor]) -> list[Tensor]:
        a, b, c = params
        blocks = tiled_matmul_relu(fb, a, b, tile)
        return [fb.add_relu(fb.matmul(blocks, c), a)]

    weight = ((n, n), 1.5 / n**0.5)
    return simple_program(build, [((n, n), 1.0), weight, weight])


# A layer loop: `scf.for` over stacked weights with a tensor `iter_args`.
#
# The body allocates per iteration (zero-filled accumulator, ReLU result) and
# adds the update into the loop-carried tensor in place, so the loop-carried
# buffer lives across the whole loop while the body's temporaries live within
# one iteration: merge-alloc sees allocs in a nested block (the loop body is its
# own allocation scope) and a buffer that flows through `scf.yield`.


def loop(n: int = 32, layers: int = 4) -> str:
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


# Branches in `scf.if`: two different layer bodies chosen at run time.
#
# Each branch allocates its own temporaries (a matmul path and an elementwise
# path), the value live across the `if` is used after it, and `main` calls the
# model once per branch so that both are executed and printed. Allocs in the two
# regions never coexist, but each region is its own allocation scope.


def branch(n: int = 32) -> str:
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
    for taken in (0, 1):
        (result,) = main.call(
            "model",
            [xs.name, ws.name, main.index(taken)],
            [xs.type, ws.type, "index"],
            [(n, n)],
        )
        main.print_tensor(result)
    main.ret()
    return module(fb.finish(), main.finish())


MODELS: dict[str, Callable[[], str]] = {
    "mlp": mlp,
    "resnet": resnet,
    "mobilenet": mobilenet,
    "unet": unet,
    "transformer": transformer,
    "tiled": tiled,
    "loop": loop,
    "branch": branch,
}
"""Every zoo model by name, in a stable order (simple to structured)."""

__all__ = [
    "MODELS",
    "branch",
    "loop",
    "mlp",
    "mobilenet",
    "resnet",
    "tiled",
    "transformer",
    "unet",
]
