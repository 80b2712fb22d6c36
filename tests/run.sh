#!/usr/bin/env bash
# The test suite: installs what it needs, then the import contract
# (lint-imports), the linters (ruff, pyright), lit and pytest.
#
#   bash tests/run.sh          the whole suite (what CI runs): every test
#                              but the `deep` ones, fuzz campaigns at their
#                              CI budget (tests/tiers.py)
#   bash tests/run.sh --deep   the whole suite, the `deep` tests and every
#                              fuzz campaign at its deep budget
#   bash tests/run.sh --fast   everyday tier: the lit tests not marked
#                              `UNSUPPORTED: fast-tier` and the pytest tests
#                              not marked `slow` (program execution, fuzzing,
#                              pipelines, zoo, benchmark runs), hypothesis
#                              properties with a fifth of their examples
#                              (tests/tiers.py); the contract
#                              and ruff still run, pyright on the Python files
#                              changed since the last commit
#
# Installs the package with its test extras (editable) unless this checkout
# is already importable with every pinned test dependency (tests/installed.py),
# and Debian's
# mlir-22-tools (upstream mlir-opt / mlir-runner, the execution oracle) when
# running as root on a Debian-like system without them. Tests that need MLIR
# are skipped with a visible reason elsewhere, and fail under CI=true (lit.cfg.py
# and tests/conftest.py refuse to start without MLIR 22).
#
# pyright (about two minutes of CPU on one core) runs beside lit and then
# beside pytest: lit ends well before pyright, and pytest need not wait for it; its report is
# printed at the end. Every step runs even when an earlier one fails,
# and the exit status is the first failure's.
set -euo pipefail
cd "$(dirname "$0")/.."

fast=0
deep=0
for argument in "$@"; do
  case "$argument" in
    --fast) fast=1 ;;
    --deep) deep=1 ;;
    *) echo "usage: bash tests/run.sh [--fast | --deep]" >&2; exit 2 ;;
  esac
done
if [ "$fast" = 1 ] && [ "$deep" = 1 ]; then
  echo "usage: bash tests/run.sh [--fast | --deep]" >&2
  exit 2
fi

if [ ! -x /usr/lib/llvm-22/bin/mlir-opt ] && command -v apt-get >/dev/null 2>&1 \
    && [ "$(id -u)" = 0 ]; then
  echo "== installing mlir-22-tools (Debian)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mlir-22-tools >/dev/null
fi

if python tests/installed.py >/dev/null 2>&1; then
  echo "== merge-alloc and its test dependencies are installed from this checkout"
else
  echo "== installing merge-alloc with test dependencies"
  python -m pip install -q -e '.[test]'
fi
# Console scripts (xdsl-opt, lit, filecheck, ruff, pyright) of this Python,
# even where a version manager's shims have not been refreshed yet.
PATH="$(python -c 'import sysconfig; print(sysconfig.get_path("scripts"))'):$PATH"
export PATH

jobs="${MERGE_ALLOC_TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}"

# The suite starts xdsl-opt, filecheck and pytest workers a few hundred times.
# Python caches compiled modules in __pycache__ (ignored by git) unless
# PYTHONDONTWRITEBYTECODE is set, as some environments do; then every start
# compiles the package again: about 0.1 s of CPU per xdsl-opt start and half
# of pytest's collection time.
unset PYTHONDONTWRITEBYTECODE

status=0
record() {  # keep the first failure's exit status
  if [ "$status" = 0 ]; then status=$1; fi
}

echo "== lint-imports: the layer contract of pyproject.toml"
lint-imports --no-cache || record $?

echo "== ruff: lint and format"
ruff check --quiet . || record $?
ruff format --check --quiet . || record $?

# pyright: the whole tree in the full tier; in the fast tier only the Python
# files changed since the last commit (what everyday work touches: a whole
# run is two minutes of CPU), none when nothing changed.
pyright_files=()
if [ "$fast" = 1 ]; then
  while IFS= read -r file; do
    case "$file" in
      merge_alloc/*|dialects/*|passes/*|tests/*|benchmarks/*) [ -f "$file" ] && pyright_files+=("$file") ;;
    esac
  done < <({ git diff --name-only HEAD -- '*.py'; git ls-files --others --exclude-standard -- '*.py'; } 2>/dev/null | sort -u)
fi
pyright_log="$(mktemp)"
trap 'rm -f "$pyright_log"' EXIT
start_pyright=$SECONDS
if [ "$fast" = 1 ] && [ "${#pyright_files[@]}" = 0 ]; then
  echo "no Python file changed since the last commit (bash tests/run.sh checks every file)" >"$pyright_log"
  true &
else
  pyright "${pyright_files[@]}" >"$pyright_log" 2>&1 &
fi
pyright_pid=$!

echo "== lit: FileCheck tests"
lit_tier=()
if [ "$fast" = 1 ]; then
  lit_tier=(--param tier=fast)
fi
# --succinct: a progress line and the summary with the pass count (-q would
# print only "Total Discovered Tests").
start=$SECONDS
lit -j "$jobs" --succinct "${lit_tier[@]}" tests/filecheck || record $?
echo "lit: $((SECONDS - start)) s"

echo "== pytest"
selection=(-m "not deep")
export MERGE_ALLOC_TEST_TIER=full
if [ "$fast" = 1 ]; then
  selection=(-m "not slow and not deep")
  # The planner properties run a fifth of their examples (tests/tiers.py).
  export MERGE_ALLOC_TEST_TIER=fast
elif [ "$deep" = 1 ]; then
  selection=()
  export MERGE_ALLOC_TEST_TIER=deep
fi
# Exit code 5 means pytest collected nothing: a suite that tests nothing fails.
pytest_status=0
start=$SECONDS
python -m pytest -q -p no:cacheprovider -n "$jobs" --dist loadgroup \
  "${selection[@]}" tests || pytest_status=$?
echo "pytest: $((SECONDS - start)) s"
if [ "$pytest_status" = 5 ]; then
  echo "pytest collected no tests" >&2
  pytest_status=1
fi
record "$pytest_status"

echo "== pyright (strict)"
pyright_status=0
wait "$pyright_pid" || pyright_status=$?
tail -n 25 "$pyright_log"
echo "pyright: finished within $((SECONDS - start_pyright)) s (beside lit and pytest)"
record "$pyright_status"
exit "$status"
