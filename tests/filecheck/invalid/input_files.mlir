// Input files that cannot be read: one line each, exit status 1, nothing on
// stdout, no traceback.
// RUN: not xdsl-opt -p merge-alloc %s.missing 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not xdsl-opt -p merge-alloc %S 2>&1 | filecheck %s --check-prefix=DIRECTORY
// RUN: not xdsl-opt -p merge-alloc %S/Inputs/mlir_text.txt 2>&1 | filecheck %s --check-prefix=EXTENSION
// With -f mlir the same file is read as MLIR.
// RUN: xdsl-opt -f mlir -p merge-alloc %S/Inputs/mlir_text.txt | filecheck %s --check-prefix=FRONTEND

// MISSING-NOT: {{.}}
// MISSING-LABEL: {{^}}xdsl-opt: error: cannot read input file '{{.*}}input_files.mlir.missing': No such file or directory{{$}}
// MISSING-NOT: {{.}}
// DIRECTORY-NOT: {{.}}
// DIRECTORY-LABEL: {{^}}xdsl-opt: error: cannot read input file '{{.*}}invalid': Is a directory{{$}}
// DIRECTORY-NOT: {{.}}
// EXTENSION-NOT: {{.}}
// EXTENSION-LABEL: {{^}}xdsl-opt: error: {{.*}}Inputs/mlir_text.txt: Unrecognized file extension 'txt' (known: mlir; choose one with -f){{$}}
// EXTENSION-NOT: {{.}}
// FRONTEND: memref.view

// UNSUPPORTED: fast-tier
