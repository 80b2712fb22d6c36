// Chunks for --split-input-file: the second one does not verify.
func.func @first(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %z = arith.addi %n, %c0 : index
  func.return %z : index
}

// -----

func.func @second(%n: index) -> i32 {
  func.return %n : index
}

// -----

func.func @third() {
  func.return
}
