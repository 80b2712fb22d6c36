// Needs --allow-unregistered-dialect; canonicalize hoists nothing here.
func.func @unregistered(%n: index) {
  %t = "test.source"() : () -> index
  %s = arith.addi %t, %n : index
  "test.sink"(%s) : (index) -> ()
  func.return
}
