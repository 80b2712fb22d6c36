"""End-to-end tests: the execution oracle, the model zoo through the pass."""
