"""Verify: evidence that a plan is right, independent of the pass.

The plan checker (`check`, shares no code with the pass), the execution
oracle (`oracle`, mlir-runner before and after), upstream MLIR bufferization
pipelines (`pipelines`), generated model programs (`zoo`) and random-program
fuzzing (`fuzz`). The pass never imports this.
"""
