// scf.forall does not exist in stock xDSL 0.74.
func.func @forall(%m: memref<16xf32>) {
  scf.forall (%i) in (16) {
    "test.use"(%i) : (index) -> ()
  }
  func.return
}
