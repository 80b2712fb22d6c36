"""Random-program fuzzing of the pass in CI."""
