"""What the call graph tells deployment planning about each function."""

from __future__ import annotations

from deploy_support import parse
from xdsl.dialects.builtin import UnregisteredOp

from merge_alloc.analysis.callgraph import CallGraph

MODULE = """
func.func private @declared()
func.func @leaf() { return }
func.func @self_recursive() {
  func.call @self_recursive() : () -> ()
  return
}
func.func @ping() {
  func.call @pong() : () -> ()
  return
}
func.func @pong() {
  func.call @ping() : () -> ()
  func.call @leaf() : () -> ()
  return
}
func.func @in_parallel() {
  func.call @leaf2() : () -> ()
  return
}
func.func @leaf2() { return }
func.func @taken() { return }
func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @declared() : () -> ()
  func.call @ping() : () -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    func.call @leaf() : () -> ()
  }
  scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
    func.call @in_parallel() : () -> ()
    scf.reduce
  }
  %f = "func.constant"() {value = @taken} : () -> (() -> ())
  return
}
"""


def test_call_graph() -> None:
    graph = CallGraph(parse(MODULE))
    nodes = {node.name: node for node in graph.nodes.values()}
    assert "declared" not in nodes
    assert nodes["self_recursive"].recursive
    assert nodes["ping"].recursive and nodes["pong"].recursive
    assert not nodes["leaf"].recursive and not nodes["entry"].recursive
    assert nodes["taken"].address_taken and not nodes["leaf"].address_taken
    assert nodes["in_parallel"].concurrent and nodes["leaf2"].concurrent
    assert not nodes["leaf"].concurrent
    assert nodes["entry"].is_entry and not nodes["leaf"].is_entry
    assert nodes["taken"].unknown_activations == (
        "its address is taken (it may be called indirectly)"
    )
    order = [node.name for node in graph.bottom_up()]
    assert order.index("leaf") < order.index("pong") < order.index("entry")
    assert order.index("leaf2") < order.index("in_parallel") < order.index("entry")
    assert len(nodes["entry"].calls) == 3


INDIRECT = """
func.func private @external(() -> ())
func.func private @print()
func.func @through_value() {
  %f = func.constant @target : () -> ()
  func.call_indirect %f() : () -> ()
  return
}
func.func @target() {
  func.call @through_value() : () -> ()
  return
}
func.func @by_unknown_op() {
  "test.invoke"() {callee = @callback} : () -> ()
  "test.use"() : () -> ()
  return
}
func.func @callback() {
  func.call @by_unknown_op() : () -> ()
  return
}
func.func @hands_over() {
  %f = func.constant @callback : () -> ()
  func.call @external(%f) : (() -> ()) -> ()
  return
}
func.func @only_takes() {
  %f = func.constant @callback : () -> ()
  func.call @print() : () -> ()
  return
}
func.func @parallel_indirect() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = func.constant @target : () -> ()
  scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
    func.call_indirect %f() : () -> ()
    scf.reduce
  }
  return
}
"""


def test_indirect_calls_reach_every_address_taken_function() -> None:
    """`func.call_indirect`, an unregistered op naming a function and a
    declaration handed a function value may call any address-taken
    function: recursion through them is recursion, and a parallel indirect
    call makes its possible callees (and theirs) concurrent."""
    graph = CallGraph(parse(INDIRECT))
    nodes = {node.name: node for node in graph.nodes.values()}
    # @through_value -> (indirect) @target -> @through_value
    assert nodes["through_value"].recursive and nodes["target"].recursive
    assert nodes["through_value"].unknown_activations == "it is recursive"
    # @by_unknown_op -> (test.invoke) @callback -> @by_unknown_op
    assert nodes["by_unknown_op"].recursive and nodes["callback"].recursive
    (invoke,) = nodes["by_unknown_op"].unknown_calls
    assert isinstance(invoke, UnregisteredOp)
    assert invoke.op_name.data == "test.invoke"  # not "test.use": names nothing
    # a declaration handed @callback may call it back
    assert [op.name for op in nodes["hands_over"].unknown_calls] == ["func.call"]
    # taking an address and calling a declaration without it calls nothing
    assert not nodes["only_takes"].unknown_calls
    assert not nodes["only_takes"].recursive
    assert not nodes["parallel_indirect"].recursive
    # the parallel indirect call may run @target, which calls @through_value
    assert nodes["target"].concurrent and nodes["through_value"].concurrent
    assert not nodes["parallel_indirect"].concurrent
