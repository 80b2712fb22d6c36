"""A small text builder for linalg-on-tensors functions.

The zoo models are MLIR *text* (the input of `mlir-opt --one-shot-bufferize`),
not xDSL IR: xDSL cannot bufferize, and text keeps the generators independent
of the parts of the project under construction. This builder only removes the
bookkeeping that makes hand-written MLIR error-prone (fresh SSA names, tensor
types, affine maps, constants hoisted to the function entry so they dominate
every nested region).

Every helper that creates a tensor also *initialises* it (`zeros` fills before
matmul/convolution accumulate into it): the oracle runs programs under
`MALLOC_PERTURB_`, and a read of unwritten memory would make the original
program itself nondeterministic.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

Shape = tuple[int, ...]

PRIMES = (7, 13, 5, 11, 3, 17)
"""Per-dimension multipliers of the deterministic input pattern."""

PATTERN_MODULUS = 101
"""The input pattern takes this many distinct values: enough that a permuted
or misplaced element changes the printed result."""


def tensor_type(shape: Shape, element: str = "f32") -> str:
    """`tensor<2x3xf32>`."""
    return (
        f"tensor<{'x'.join(map(str, shape))}x{element}>"
        if shape
        else (f"tensor<{element}>")
    )


def memref_type(shape: Shape, element: str = "f32") -> str:
    """`memref<2x3xf32>`."""
    return (
        f"memref<{'x'.join(map(str, shape))}x{element}>"
        if shape
        else (f"memref<{element}>")
    )


def f32_literal(value: float) -> str:
    """An f32 literal MLIR accepts (`1.000000e+00` style, exact for f32)."""
    return f"{value:.9e}"


def affine_map(rank: int, results: str) -> str:
    """`affine_map<(d0, d1) -> (results)>` over `rank` dimensions."""
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({results})>"


def identity(rank: int) -> str:
    """The results of the identity map of `rank` dimensions."""
    return ", ".join(f"d{i}" for i in range(rank))


@dataclass(frozen=True, slots=True)
class Tensor:
    """An SSA value of ranked f32 tensor type."""

    name: str
    shape: Shape

    @property
    def type(self) -> str:
        return tensor_type(self.shape)

    @property
    def rank(self) -> int:
        return len(self.shape)


Body = Callable[[Sequence[str], str], str]
"""A generic body: (input block args, output block arg) -> yielded value.

It emits its ops through the builder (`FunctionBuilder.op`)."""


@dataclass
class FunctionBuilder:
    """Builds one `func.func`. Call `finish` to get its text."""

    name: str
    private: bool = False
    _params: list[str] = field(default_factory=list[str])
    _results: list[str] = field(default_factory=list[str])
    _prologue: list[str] = field(default_factory=list[str])
    _body: list[str] = field(default_factory=list[str])
    _constants: dict[tuple[str, str], str] = field(
        default_factory=dict[tuple[str, str], str]
    )
    _counter: int = 0
    _indent: int = 1

    # -- names and raw emission ---------------------------------------------

    def fresh(self, hint: str = "v") -> str:
        """A new SSA name; one counter per function keeps names unique even
        across nested regions."""
        self._counter += 1
        return f"%{hint}{self._counter}"

    def emit(self, line: str) -> None:
        """Append one line at the current nesting depth."""
        self._body.append("  " * self._indent + line)

    def op(self, text: str, hint: str = "v") -> str:
        """Emit `%new = text` and return `%new`."""
        result = self.fresh(hint)
        self.emit(f"{result} = {text}")
        return result

    @contextmanager
    def region(self, opener: str, closer: str = "}") -> Generator[None]:
        """Emit `opener` (unless empty: a continuation such as `} else {` closed
        the previous region), the nested lines, then `closer`."""
        if opener:
            self.emit(opener)
        self._indent += 1
        try:
            yield
        finally:
            self._indent -= 1
            self.emit(closer)

    def arg(self, shape: Shape) -> Tensor:
        """A new tensor parameter."""
        tensor = Tensor(f"%arg{len(self._params)}", shape)
        self._params.append(f"{tensor.name}: {tensor.type}")
        return tensor

    def scalar_arg(self, type_: str) -> str:
        """A new scalar parameter (e.g. `index`, `i1`)."""
        name = f"%arg{len(self._params)}"
        self._params.append(f"{name}: {type_}")
        return name

    def ret(self, *values: Tensor) -> None:
        """`return` the given tensors (sets the function's result types)."""
        self._results = [v.type for v in values]
        if values:
            names = ", ".join(v.name for v in values)
            types = ", ".join(self._results)
            self.emit(f"return {names} : {types}")
        else:
            self.emit("return")

    def finish(self) -> str:
        """The complete `func.func` text."""
        visibility = "private " if self.private else ""
        results = ""
        if len(self._results) == 1:
            results = f" -> {self._results[0]}"
        elif self._results:
            results = f" -> ({', '.join(self._results)})"
        header = (
            f"func.func {visibility}@{self.name}({', '.join(self._params)}){results} {{"
        )
        return "\n".join([header, *self._prologue, *self._body, "}"])

    # -- constants (hoisted to the entry so they dominate every region) -------

    def _constant(self, literal: str, type_: str) -> str:
        key = (literal, type_)
        if key not in self._constants:
            self._counter += 1
            name = f"%c{self._counter}"
            self._prologue.append(f"  {name} = arith.constant {literal} : {type_}")
            self._constants[key] = name
        return self._constants[key]

    def f32(self, value: float) -> str:
        return self._constant(f32_literal(value), "f32")

    def index(self, value: int) -> str:
        return self._constant(str(value), "index")

    def i1(self, value: bool) -> str:
        return self._constant("true" if value else "false", "i1")

    # -- tensor creation ------------------------------------------------------

    def empty(self, shape: Shape) -> Tensor:
        """`tensor.empty`: becomes a `memref.alloc` after bufferization."""
        return Tensor(self.op(f"tensor.empty() : {tensor_type(shape)}", "e"), shape)

    def fill(self, value: float, init: Tensor) -> Tensor:
        name = self.op(
            f"linalg.fill ins({self.f32(value)} : f32) outs({init.name} : "
            f"{init.type}) -> {init.type}",
            "f",
        )
        return Tensor(name, init.shape)

    def filled(self, shape: Shape, value: float) -> Tensor:
        """A fresh tensor with every element written (no uninitialised read)."""
        return self.fill(value, self.empty(shape))

    def zeros(self, shape: Shape) -> Tensor:
        return self.filled(shape, 0.0)

    def pattern(self, shape: Shape, seed: int, scale: float = 1.0) -> Tensor:
        """A deterministic input: an affine hash of the indices, in [-scale, scale].

        Built with integer index arithmetic (no libm), so its values are exact
        and identical on every machine.
        """
        rank = len(shape)
        half = PATTERN_MODULUS // 2

        def body(_ins: Sequence[str], _out: str) -> str:
            acc = self.index(seed * 31 + 1)
            for dim in range(rank):
                position = self.op(f"linalg.index {dim} : index", "i")
                scaled = self.op(
                    f"arith.muli {position}, {self.index(PRIMES[dim % len(PRIMES)])}"
                    " : index"
                )
                acc = self.op(f"arith.addi {acc}, {scaled} : index")
            residue = self.op(
                f"arith.remui {acc}, {self.index(PATTERN_MODULUS)} : index"
            )
            as_int = self.op(f"arith.index_cast {residue} : index to i64")
            as_float = self.op(f"arith.sitofp {as_int} : i64 to f32")
            centred = self.op(f"arith.subf {as_float}, {self.f32(half)} : f32")
            return self.op(f"arith.mulf {centred}, {self.f32(scale / half)} : f32")

        return self.generic(
            [], self.empty(shape), identity(rank), ["parallel"] * rank, body
        )

    # -- linalg.generic -------------------------------------------------------

    def generic(
        self,
        ins: Sequence[tuple[Tensor, str]],
        init: Tensor,
        out_map: str,
        iterators: Sequence[str],
        body: Body,
    ) -> Tensor:
        """A `linalg.generic`; maps are given as their result lists over d0..dn."""
        rank = len(iterators)
        maps = [affine_map(rank, m) for _, m in ins] + [affine_map(rank, out_map)]
        iterator_list = ", ".join(f'"{it}"' for it in iterators)
        attrs = (
            f"{{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = [{iterator_list}]}}"
        )
        ins_part = ""
        if ins:
            names = ", ".join(t.name for t, _ in ins)
            types = ", ".join(t.type for t, _ in ins)
            ins_part = f" ins({names} : {types})"
        result = self.fresh("g")
        in_args = [self.fresh("in") for _ in ins]
        out_arg = self.fresh("out")
        block_args = ", ".join(f"{a}: f32" for a in [*in_args, out_arg])
        with self.region(
            f"{result} = linalg.generic {attrs}{ins_part} outs({init.name} : "
            f"{init.type}) {{",
            f"}} -> {init.type}",
        ):
            self._body.append("  " * (self._indent - 1) + f"^bb0({block_args}):")
            value = body(in_args, out_arg)
            self.emit(f"linalg.yield {value} : f32")
        return Tensor(result, init.shape)

    def map(
        self, inputs: Sequence[Tensor], fn: Callable[[Sequence[str]], str]
    ) -> Tensor:
        """Elementwise op over same-shape tensors into a fresh tensor."""
        shape = inputs[0].shape
        rank = len(shape)
        return self.generic(
            [(t, identity(rank)) for t in inputs],
            self.empty(shape),
            identity(rank),
            ["parallel"] * rank,
            lambda ins, _out: fn(ins),
        )

    def relu(self, x: Tensor) -> Tensor:
        zero = self.f32(0.0)
        return self.map([x], lambda a: self.op(f"arith.maximumf {a[0]}, {zero} : f32"))

    def add(self, x: Tensor, y: Tensor) -> Tensor:
        return self.map([x, y], lambda a: self.op(f"arith.addf {a[0]}, {a[1]} : f32"))

    def add_relu(self, x: Tensor, y: Tensor) -> Tensor:
        def fn(a: Sequence[str]) -> str:
            total = self.op(f"arith.addf {a[0]}, {a[1]} : f32")
            return self.op(f"arith.maximumf {total}, {self.f32(0.0)} : f32")

        return self.map([x, y], fn)

    # -- named linalg ops -----------------------------------------------------

    def matmul(self, a: Tensor, b: Tensor) -> Tensor:
        """`a @ b` into a zero-filled result (matmul accumulates)."""
        init = self.zeros((a.shape[0], b.shape[1]))
        name = self.op(
            f"linalg.matmul ins({a.name}, {b.name} : {a.type}, {b.type}) "
            f"outs({init.name} : {init.type}) -> {init.type}",
            "mm",
        )
        return Tensor(name, init.shape)

    def conv2d(self, x: Tensor, f: Tensor, stride: int = 1) -> Tensor:
        """NHWC x HWCF convolution, no padding (see `pad_hw`)."""
        n, h, w, _ = x.shape
        kh, kw, _, co = f.shape
        out = (n, (h - kh) // stride + 1, (w - kw) // stride + 1, co)
        init = self.zeros(out)
        name = self.op(
            "linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, "
            f"strides = dense<{stride}> : tensor<2xi64>}} "
            f"ins({x.name}, {f.name} : {x.type}, {f.type}) "
            f"outs({init.name} : {init.type}) -> {init.type}",
            "conv",
        )
        return Tensor(name, out)

    def depthwise(self, x: Tensor, f: Tensor, stride: int = 1) -> Tensor:
        """NHWC x HWC depthwise convolution, no padding."""
        n, h, w, c = x.shape
        kh, kw, _ = f.shape
        out = (n, (h - kh) // stride + 1, (w - kw) // stride + 1, c)
        init = self.zeros(out)
        name = self.op(
            "linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, "
            f"strides = dense<{stride}> : tensor<2xi64>}} "
            f"ins({x.name}, {f.name} : {x.type}, {f.type}) "
            f"outs({init.name} : {init.type}) -> {init.type}",
            "dw",
        )
        return Tensor(name, out)

    def insert(self, src: Tensor, dest: Tensor, offsets: Sequence[int]) -> Tensor:
        """`tensor.insert_slice` of all of `src` into `dest` at `offsets`."""
        offs = ", ".join(map(str, offsets))
        sizes = ", ".join(map(str, src.shape))
        strides = ", ".join("1" for _ in src.shape)
        name = self.op(
            f"tensor.insert_slice {src.name} into {dest.name}[{offs}] [{sizes}] "
            f"[{strides}] : {src.type} into {dest.type}",
            "ins",
        )
        return Tensor(name, dest.shape)

    def pad_hw(self, x: Tensor, pad: int) -> Tensor:
        """Zero-pad H and W of an NHWC tensor: fill, then insert the interior."""
        n, h, w, c = x.shape
        padded = self.zeros((n, h + 2 * pad, w + 2 * pad, c))
        return self.insert(x, padded, (0, pad, pad, 0))

    # -- calls and printing ---------------------------------------------------

    def call(
        self,
        callee: str,
        args: Sequence[str],
        arg_types: Sequence[str],
        result_shapes: Sequence[Shape],
    ) -> list[Tensor]:
        """`func.call @callee`; returns the tensor results."""
        results = [self.fresh("r") for _ in result_shapes]
        result_types = [tensor_type(s) for s in result_shapes]
        lhs = f"{', '.join(results)} = " if results else ""
        rtypes = (
            result_types[0]
            if len(result_types) == 1
            else (f"({', '.join(result_types)})")
        )
        self.emit(
            f"{lhs}func.call @{callee}({', '.join(args)}) : "
            f"({', '.join(arg_types)}) -> {rtypes}"
        )
        return [Tensor(r, s) for r, s in zip(results, result_shapes, strict=True)]

    def print_tensor(self, t: Tensor) -> None:
        """Print every element through `printMemrefF32` (a corrupted element
        anywhere changes the output)."""
        buffer = self.op(
            f"bufferization.to_buffer {t.name} : {t.type} to {memref_type(t.shape)}",
            "buf",
        )
        unranked = self.op(
            f"memref.cast {buffer} : {memref_type(t.shape)} to memref<*xf32>", "u"
        )
        self.emit(f"func.call @printMemrefF32({unranked}) : (memref<*xf32>) -> ()")


PRINT_DECL = "func.func private @printMemrefF32(memref<*xf32>)"


def module(*functions: str) -> str:
    """A module holding `functions` and the `printMemrefF32` declaration."""
    return "\n\n".join([*functions, PRINT_DECL]) + "\n"


def simple_program(
    build_model: Callable[[FunctionBuilder, list[Tensor]], Sequence[Tensor]],
    inputs: Sequence[tuple[Shape, float]],
) -> str:
    """The common shape of a zoo program.

    `@model` takes the inputs as tensor arguments (so its intermediate buffers
    are allocated inside it, where merge-alloc works), `@main` builds each
    input from `pattern(shape, seed=i, scale)`, calls `@model` and prints every
    result.
    """
    model = FunctionBuilder("model")
    params = [model.arg(shape) for shape, _ in inputs]
    outputs = list(build_model(model, params))
    model.ret(*outputs)

    main = FunctionBuilder("main")
    args = [
        main.pattern(shape, seed=i, scale=scale)
        for i, (shape, scale) in enumerate(inputs)
    ]
    results = main.call(
        "model",
        [a.name for a in args],
        [a.type for a in args],
        [o.shape for o in outputs],
    )
    for result in results:
        main.print_tensor(result)
    main.ret()
    return module(model.finish(), main.finish())
