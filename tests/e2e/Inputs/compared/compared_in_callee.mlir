// @kernel compares the addresses of two of its buffers, one of them its
// returned result. With `outputs-in-workspace` and `call-tree` the result
// becomes a view of the caller's workspace, so the comparison takes the
// address of (a view of) the callee's parameter. The comparison runs
// during the call and its answer is printed: the workspace is used there,
// it does not escape, and the checker must not call its liveness unknown.
func.func @kernel(%sink: memref<2xi64>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7 : i64
  %out = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%out : memref<2xf32>)
  %other = memref.alloc() : memref<4xi64>
  linalg.fill ins(%seven : i64) outs(%other : memref<4xi64>)
  %po = memref.extract_aligned_pointer_as_index %other : memref<4xi64> -> index
  %pr = memref.extract_aligned_pointer_as_index %out : memref<2xf32> -> index
  %same = arith.cmpi eq, %po, %pr : index
  %flag = arith.extui %same : i1 to i64
  %x = memref.load %other[%c1] : memref<4xi64>
  %sum = arith.addi %x, %flag : i64
  memref.store %sum, %sink[%c0] : memref<2xi64>
  return %out : memref<2xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sink = memref.alloc() : memref<2xi64>
  linalg.fill ins(%zero : i64) outs(%sink : memref<2xi64>)
  %r = func.call @kernel(%sink) : (memref<2xi64>) -> memref<2xf32>
  %y = memref.load %r[%c1] : memref<2xf32>
  vector.print %y : f32
  %s = memref.load %sink[%c0] : memref<2xi64>
  vector.print %s : i64
  return
}
