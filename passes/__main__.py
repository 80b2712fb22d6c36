"""`python -m merge_alloc.passes`: the `merge-alloc-opt` tool (an `xdsl-opt`
with merge-alloc's dialects whatever the pipeline).

xDSL's argument parser names the program after `sys.argv[0]`, which under
`python -m` is this file's path; the tool's usage and `--help` name it as its
error lines do.
"""

import sys

from merge_alloc.passes.command_line import main

sys.argv[0] = "merge-alloc-opt"
main()
