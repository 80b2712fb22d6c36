"""Run many small memref programs with one `mlir-opt` and one `mlir-runner`.

Why: the end-to-end suite executes a few hundred programs of ~100 ops each.
Run one by one, most of the time goes into starting `mlir-opt` and
`mlir-runner` and initialising LLVM (about 0.3 s per program on the CI's two
cores), not into compiling or running the program. Here the programs are
combined into one module: the symbols each program defines get a per-program
suffix, external declarations (`printMemrefF32`...) are shared, and a new
`@main` calls every program's `main` in turn, printing a marker line before
each. The output is then cut at the markers.

The programs of one batch share a process but not memory: each allocates its
own buffers, and the plan checker has already rejected any view reaching
outside its merged buffer. Still, when the batch fails as a whole (a crash,
a lowering error), every program is run again alone so that the failure is
attributed to the right one with its own diagnostics.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence

from xdsl.dialects import arith, func
from xdsl.dialects.builtin import (
    IntegerAttr,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region

from merge_alloc.verify import oracle

MARKER = -4_242_424_242_000
"""Program `k`'s output is preceded by a line holding `MARKER + k`: a bare
integer line that `printMemref*` never prints."""

SPLIT_MARKER = "// -----"
"""`mlir-opt --split-input-file`'s default chunk separator."""


def _symbol_name(op: Operation) -> str | None:
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return name.data if isinstance(name, StringAttr) else None


def _is_declaration(op: Operation) -> bool:
    return isinstance(op, func.FuncOp) and op.is_declaration


def _renamed(attribute: Attribute, renames: dict[str, str]) -> Attribute | None:
    if not isinstance(attribute, SymbolRefAttr):
        return None
    new = renames.get(attribute.root_reference.data)
    if new is None:
        return None
    return SymbolRefAttr(new, attribute.nested_references)


def rename_symbols(module: ModuleOp, suffix: str) -> None:
    """Append `suffix` to every symbol `module` defines (functions with a
    body, globals) and to every reference to them, in place."""
    renames: dict[str, str] = {}
    for op in module.ops:
        name = _symbol_name(op)
        if name is None or _is_declaration(op):
            continue
        renames[name] = name + suffix
        op.properties["sym_name"] = StringAttr(name + suffix)
    for op in module.walk():
        for table in (op.properties, op.attributes):
            for key, value in list(table.items()):
                new = _renamed(value, renames)
                if new is not None:
                    table[key] = new


def _marker_call(index: int) -> list[Operation]:
    """`printNewline(); printI64(MARKER + index); printNewline()`."""
    value = arith.ConstantOp(IntegerAttr(MARKER + index, i64))
    return [
        func.CallOp("printNewline", [], []),
        value,
        func.CallOp("printI64", [value.result], []),
        func.CallOp("printNewline", [], []),
    ]


def combine(modules: Sequence[ModuleOp]) -> ModuleOp:
    """One module running every program of `modules` (left unchanged) in turn."""
    body: list[Operation] = []
    declarations: dict[str, Operation] = {
        "printI64": func.FuncOp.external("printI64", [i64], []),
        "printNewline": func.FuncOp.external("printNewline", [], []),
    }
    calls: list[Operation] = []
    for index, module in enumerate(modules):
        copy = module.clone()
        suffix = f"__p{index}"
        rename_symbols(copy, suffix)
        for op in list(copy.ops):
            op.detach()
            name = _symbol_name(op)
            if _is_declaration(op) and name is not None:
                declarations.setdefault(name, op)
            else:
                body.append(op)
        calls += _marker_call(index)
        calls.append(func.CallOp("main" + suffix, [], []))
    calls.append(func.ReturnOp())
    main = func.FuncOp("main", ((), ()), Region(Block(calls)))
    return ModuleOp([*body, *declarations.values(), main])


def split_output(output: str, count: int) -> list[str]:
    """The outputs of the `count` programs of a combined run."""
    pieces: list[str] = []
    rest = output
    for index in range(count):
        head, found, rest = rest.partition(f"\n{MARKER + index}\n")
        if not found:
            raise ValueError(f"marker of program {index} missing from the output")
        if index > 0:
            pieces.append(head)
        elif head:
            raise ValueError(f"output before the first program: {head[:200]!r}")
    pieces.append(rest)
    return pieces


def run_many(
    modules: Sequence[ModuleOp], perturb: int = oracle.DEFAULT_PERTURB
) -> list[str | oracle.OracleError]:
    """Each program's output (addresses masked), or the error running it."""
    if not modules:
        return []
    if len(modules) > 1:
        try:
            output = oracle.run(str(combine(modules)), perturb=perturb)
            return list(split_output(output, len(modules)))
        except (oracle.OracleError, ValueError):
            pass  # run each alone below, to attribute the failure
    results: list[str | oracle.OracleError] = []
    for module in modules:
        try:
            results.append(oracle.run(str(module), perturb=perturb))
        except oracle.OracleError as exc:
            results.append(exc)
    return results


def _verify(text: str, split: bool) -> tuple[bool, str]:
    toolchain = oracle.require_toolchain()
    argv = [str(toolchain.mlir_opt), "--verify-each", "-o", "/dev/null"]
    if split:
        argv.append("--split-input-file")
    completed = subprocess.run(
        argv,
        input=text,
        capture_output=True,
        text=True,
        timeout=oracle.DEFAULT_TIMEOUT,
        check=False,
    )
    return completed.returncode == 0, completed.stderr


def verify_many(texts: Sequence[str]) -> list[str | None]:
    """`mlir-opt --verify-each` on each text: None when it parses and
    verifies, else `mlir-opt`'s diagnostics. One process for all of them
    (`--split-input-file`) unless one fails."""
    if not texts:
        return []
    if len(texts) > 1:
        ok, _ = _verify(f"\n{SPLIT_MARKER}\n".join(texts), split=True)
        if ok:
            return [None] * len(texts)
    verdicts: list[str | None] = []
    for text in texts:
        ok, stderr = _verify(text, split=False)
        verdicts.append(None if ok else stderr or "mlir-opt failed")
    return verdicts
