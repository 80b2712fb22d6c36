"""Linalg-on-tensors programs for the deployment tests (calls, loops, branches,
constants, returned buffers), built with the zoo's text builder.

Each program has a `@main` that builds its inputs deterministically, calls the
functions under test and prints every result, so the execution oracle can
compare runs before and after the pass.
"""

from __future__ import annotations

from merge_alloc.verify.zoo.builder import FunctionBuilder, Tensor, module

N = 32
"""Matrix size: one 32x32 f32 buffer is 4096 bytes."""


def _layer(name: str, scale: float) -> str:
    """`relu(x @ w) * scale + x`: two temporaries and a returned buffer."""
    fb = FunctionBuilder(name)
    x = fb.arg((N, N))
    w = fb.arg((N, N))
    product = fb.matmul(x, w)
    activated = fb.relu(product)
    scaled = fb.map(
        [activated, x],
        lambda a: fb.op(
            f"arith.addf {fb.op(f'arith.mulf {a[0]}, {fb.f32(scale)} : f32')}, "
            f"{a[1]} : f32"
        ),
    )
    fb.ret(scaled)
    return fb.finish()


def _inputs(main: FunctionBuilder) -> tuple[Tensor, Tensor]:
    x = main.pattern((N, N), seed=0)
    w = main.pattern((N, N), seed=1, scale=1.5 / N**0.5)
    return x, w


def _call(main: FunctionBuilder, callee: str, x: Tensor, w: Tensor) -> Tensor:
    (result,) = main.call(callee, [x.name, w.name], [x.type, w.type], [(N, N)])
    return result


def call_tree() -> str:
    """`@main` calls three layer functions in sequence, each with its own
    temporaries, then applies a ReLU of its own."""
    main = FunctionBuilder("main")
    x, w = _inputs(main)
    h = x
    for index in (1, 2, 3):
        h = _call(main, f"layer{index}", h, w)
    main.print_tensor(main.relu(h))
    main.ret()
    layers = [_layer(f"layer{i}", 0.5 * i) for i in (1, 2, 3)]
    return module(*layers, main.finish())


def control_flow_calls() -> str:
    """Calls in an `scf.for` body and in both branches of an `scf.if`, and a
    second call tree level (`@block` calls two layers)."""
    block = FunctionBuilder("block")
    bx = block.arg((N, N))
    bw = block.arg((N, N))
    selector = block.scalar_arg("index")
    condition = block.op(f"arith.cmpi eq, {selector}, {block.index(0)} : index", "cond")
    chosen = Tensor(block.fresh("if"), (N, N))
    with block.region(
        f"{chosen.name} = scf.if {condition} -> ({chosen.type}) {{", "} else {"
    ):
        then = _call(block, "layer1", bx, bw)
        block.emit(f"scf.yield {then.name} : {then.type}")
    with block.region("", "}"):
        other = _call(block, "layer2", block.relu(bx), bw)
        block.emit(f"scf.yield {other.name} : {other.type}")
    block.ret(block.add(chosen, bx))

    main = FunctionBuilder("main")
    x, w = _inputs(main)
    result = Tensor(main.fresh("loop"), (N, N))
    step, carried = main.fresh("i"), main.fresh("h")
    with main.region(
        f"{result.name} = scf.for {step} = {main.index(0)} to {main.index(3)} "
        f"step {main.index(1)} iter_args({carried} = {x.name}) -> ({x.type}) {{"
    ):
        h = Tensor(carried, (N, N))
        selector_value = main.op(f"arith.remui {step}, {main.index(2)} : index", "sel")
        (next_h,) = main.call(
            "block",
            [h.name, w.name, selector_value],
            [h.type, w.type, "index"],
            [(N, N)],
        )
        # Written back into the carried tensor: one-shot bufferization (MLIR
        # 22) rejects a yield that is not equivalent to its iter_arg.
        written = main.generic(
            [(next_h, "d0, d1")],
            h,
            "d0, d1",
            ["parallel", "parallel"],
            lambda ins, out: main.op(f"arith.addf {out}, {ins[0]} : f32"),
        )
        main.emit(f"scf.yield {written.name} : {written.type}")
    main.print_tensor(result)
    main.ret()
    return module(
        _layer("layer1", 0.5), _layer("layer2", 0.25), block.finish(), main.finish()
    )


def constants_program() -> str:
    """Constants of several element types, converted to f32 and printed."""
    rows: list[tuple[str, str, str]] = [
        ("f32", "dense<[[1.5, -2.0, 3.25], [4.0, 0.5, -6.75]]>", ""),
        ("f64", "dense<[[1.0e+00, 2.5e-01, -3.0], [7.0, 8.5, 9.0]]>", "arith.truncf"),
        ("f16", "dense<[[1.5, 2.0, -0.5], [4.0, 8.0, 0.25]]>", "arith.extf"),
        ("bf16", "dense<[[1.5, 2.0, -0.5], [4.0, 8.0, 0.25]]>", "arith.extf"),
        ("i32", "dense<[[1, -2, 3], [400000, 5, -6]]>", "arith.sitofp"),
        ("i8", "dense<[[1, -2, 3], [-128, 127, 6]]>", "arith.sitofp"),
        ("i16", "dense<[[1, -2, 3], [-300, 5, 6]]>", "arith.sitofp"),
        ("i64", "dense<[[1, -2, 3], [123456789, 5, 6]]>", "arith.sitofp"),
        ("i1", "dense<[[true, false, true], [false, false, true]]>", "arith.uitofp"),
        ("f32", "dense<7.0>", ""),
    ]
    main = FunctionBuilder("main")
    total = main.zeros((2, 3))
    for element, literal, convert in rows:
        constant = main.op(f"arith.constant {literal} : tensor<2x3x{element}>", "k")
        as_f32 = main.empty((2, 3))
        converted = main.op(
            "linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
            'affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", '
            f'"parallel"]}} ins({constant} : tensor<2x3x{element}>) '
            f"outs({as_f32.name} : tensor<2x3xf32>) {{\n"
            f"    ^bb0(%in: {element}, %out: f32):\n"
            + (
                f"      %cv = {convert} %in : {element} to f32\n"
                "      linalg.yield %cv : f32\n"
                if convert
                else "      linalg.yield %in : f32\n"
            )
            + "    } -> tensor<2x3xf32>",
            "cf",
        )
        value = Tensor(converted, (2, 3))
        main.print_tensor(value)
        total = main.add(total, value)
    main.print_tensor(total)
    main.ret()
    return module(main.finish())


INDIRECT_RECURSION = """\
module {
  func.func @g(%n: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %v = arith.index_cast %n : index to i32
    %c12 = arith.constant 12 : i32
    %x = arith.addi %v, %c12 : i32
    memref.store %x, %a[%c0] : memref<4xi32>
    %pos = arith.cmpi sgt, %n, %c0 : index
    %r = scf.if %pos -> (i32) {
      %m = arith.subi %n, %c1 : index
      %h = func.constant @h : (index) -> i32
      %s = func.call_indirect %h(%m) : (index) -> i32
      scf.yield %s : i32
    } else {
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    %y = memref.load %a[%c0] : memref<4xi32>
    vector.print %y : i32
    memref.store %y, %b[%c1] : memref<4xi32>
    %w = memref.load %b[%c1] : memref<4xi32>
    %sum = arith.addi %w, %r : i32
    memref.dealloc %a : memref<4xi32>
    memref.dealloc %b : memref<4xi32>
    return %sum : i32
  }
  func.func @h(%n: index) -> i32 {
    %r = func.call @g(%n) : (index) -> i32
    return %r : i32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c100 = arith.constant 100 : i32
    %t = memref.alloc() : memref<8xi32>
    %u = memref.alloc() : memref<8xi32>
    memref.store %c100, %t[%c2] : memref<8xi32>
    %r = func.call @g(%c3) : (index) -> i32
    %k = memref.load %t[%c2] : memref<8xi32>
    %sum = arith.addi %k, %r : i32
    memref.store %sum, %u[%c0] : memref<8xi32>
    %p = memref.load %u[%c0] : memref<8xi32>
    vector.print %p : i32
    memref.dealloc %t : memref<8xi32>
    memref.dealloc %u : memref<8xi32>
    return
  }
}
"""
"""`@g` is re-entered through `func.constant @h` + `func.call_indirect`
(`@h` calls `@g` directly): no cycle of `func.call`s, yet every activation
of `@g` must keep its own `%a`, whose value each prints after the nested
ones return (12, 13, 14, 15, then @main's 154). Memref-level, to run as is."""
