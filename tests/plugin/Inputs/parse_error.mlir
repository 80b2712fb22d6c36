// A type that is never closed.
func.func @parse_error() {
  %a = memref.alloc() : memref<16xf32
}
