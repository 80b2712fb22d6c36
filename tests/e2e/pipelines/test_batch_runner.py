"""The batch runner's module surgery and output splitting (no MLIR tools).

Executing combined programs is covered by `test_pipelines`: there every
unmerged program's batched output must equal its own `mlir-runner` run.
"""

from __future__ import annotations

import pytest
from batch_runner import MARKER, combine, rename_symbols, split_output
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr

from tests.ir import parse

pytestmark = pytest.mark.slow  # bufferizes with mlir-opt

PROGRAM = """
"memref.global"() <{sym_name = "table", sym_visibility = "private",
    type = memref<2xf32>, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>,
    constant}> : () -> ()
func.func @helper() -> memref<2xf32> {
  %t = memref.get_global @table : memref<2xf32>
  func.return %t : memref<2xf32>
}
func.func @main() {
  %t = func.call @helper() : () -> memref<2xf32>
  %u = memref.cast %t : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  func.return
}
func.func private @printMemrefF32(memref<*xf32>)
"""


def symbols(module: ModuleOp) -> list[str]:
    names: list[str] = []
    for op in module.ops:
        name = op.properties.get("sym_name") or op.attributes.get("sym_name")
        assert isinstance(name, StringAttr)
        names.append(name.data)
    return names


def test_rename_symbols_renames_definitions_and_references() -> None:
    module = parse(PROGRAM, allow_unregistered=False, verify=True)
    rename_symbols(module, "__p3")
    assert symbols(module) == ["table__p3", "helper__p3", "main__p3", "printMemrefF32"]
    references = [
        value.root_reference.data
        for op in module.walk()
        if isinstance(op, func.CallOp | memref.GetGlobalOp)
        for value in op.properties.values()
        if isinstance(value, SymbolRefAttr)
    ]
    assert references == ["table__p3", "helper__p3", "printMemrefF32"]
    module.verify()


def test_combine_shares_declarations_and_calls_every_main() -> None:
    first = parse(PROGRAM, allow_unregistered=False, verify=True)
    second = parse(PROGRAM, allow_unregistered=False, verify=True)
    combined = combine([first, second])
    combined.verify()
    names = symbols(combined)
    assert names.count("printMemrefF32") == 1
    assert {"main__p0", "main__p1", "table__p0", "table__p1", "main"} <= set(names)
    callees = [
        op.callee.root_reference.data
        for op in combined.walk()
        if isinstance(op, func.CallOp) and op.parent_op() is combined.ops.last
    ]
    assert callees == [
        *("printNewline", "printI64", "printNewline", "main__p0"),
        *("printNewline", "printI64", "printNewline", "main__p1"),
    ]
    assert symbols(first) == ["table", "helper", "main", "printMemrefF32"]


def test_split_output() -> None:
    output = f"\n{MARKER}\nfirst\n\n{MARKER + 1}\n\n{MARKER + 2}\nthird\nline\n"
    assert split_output(output, 3) == ["first\n", "", "third\nline\n"]


def test_split_output_rejects_missing_marker() -> None:
    with pytest.raises(ValueError, match="program 1"):
        split_output(f"\n{MARKER}\nfirst\n", 2)
