"""What the call graph tells deployment planning about each function."""

from __future__ import annotations

from deploy_support import parse

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
