// A failing run leaves no output file behind, not even an empty one.
// RUN: rm -f %t.out
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.out
// RUN: not ls %t.out
// RUN: not xdsl-opt -p 'merge-alloc{alignment=3}' %s -o %t.out
// RUN: not ls %t.out
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "some.block"() ({
    "some.use"(%a) : (memref<16xf32>) -> ()
  }) : () -> ()
  return
}
