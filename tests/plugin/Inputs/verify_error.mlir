// Parses, but scf.for yields the wrong number of values.
func.func @verify_error(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    scf.yield
  }
  func.return
}
