# ruff: noqa: F821  (lit injects `config` and `lit_config`)
"""lit configuration for the FileCheck suite under tests/filecheck.

Run with `lit tests/filecheck -v`. Tests use lit's internal shell (lit 23
rejects external execution here) and the PyPI `filecheck`.

Substitutions:
- `%mlir_verify`: `mlir-opt --verify-each --allow-unregistered-dialect` when
  MLIR 22's mlir-opt is installed, else `cat`. Every test whose output is IR
  pipes it through this, so our output is checked to parse and verify upstream.
"""

import os
import shutil

import lit.formats

config.name = "merge-alloc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "Output", "benchmarks", "build", "dist"]

for name in ("PATH", "HOME", "PYTHONPATH", "MLIR_BIN_DIR", "CI"):
    if name in os.environ:
        config.environment[name] = os.environ[name]


def _find_mlir_opt() -> str | None:
    candidates = []
    if os.environ.get("MLIR_BIN_DIR"):
        candidates.append(os.path.join(os.environ["MLIR_BIN_DIR"], "mlir-opt"))
    candidates.append("/usr/lib/llvm-22/bin/mlir-opt")
    for candidate in candidates:
        if os.access(candidate, os.X_OK):
            return candidate
    return shutil.which("mlir-opt")


mlir_opt = _find_mlir_opt()
if mlir_opt is not None:
    config.available_features.add("mlir-opt")
    config.substitutions.append(
        ("%mlir_verify", f"{mlir_opt} --verify-each --allow-unregistered-dialect")
    )
else:
    lit_config.note("mlir-opt 22 not found: %mlir_verify falls back to `cat`")
    config.substitutions.append(("%mlir_verify", "cat"))
