#!/usr/bin/env bash
# CI step of the Python package (issue 12): a fresh venv, torch==2.13.0, then
# `pip install .` (scikit-build-core builds the C++ library and the nanobind
# module, Release, -j2), pytest tests/python, and the README's Python example.
# Idempotent (the venv is recreated); exits non-zero on any failure.
# Run after scripts/test.sh's build: the CLI parity test uses build/cli/fxmatch.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
PY=${PYTHON:-python3}
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
if ! "$PY" -c 'import ensurepip, os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' 2>/dev/null; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv python3-dev
fi
V=${FXMATCH_VENV:-/tmp/fxmatch-ci-venv}
"$PY" -m venv --clear "$V"
"$V/bin/pip" install -q torch==2.13.0 numpy pytest  # numpy: only to silence torch's warning
CMAKE_BUILD_PARALLEL_LEVEL=2 "$V/bin/pip" install -q .
# pip must not have replaced torch
"$V/bin/python" -c 'import torch, sys; v = torch.__version__; print("torch", v); sys.exit(0 if v.split("+")[0] == "2.13.0" else 1)'
if [ -x build/cli/fxmatch ]; then export FXMATCH_CLI="$PWD/build/cli/fxmatch"; fi
(cd /tmp && "$V/bin/python" -c 'import fxmatch, sys; print("fxmatch", fxmatch.__version__, "from", fxmatch.__file__)')
"$V/bin/python" -m pytest -q -p no:cacheprovider tests/python
# The README's Python example (between the python-example markers), run as written.
example=$(sed -n '/<!-- python-example:begin -->/,/<!-- python-example:end -->/p' README.md | sed '1,/^```python/d;/^```/,$d')
[ -n "$example" ] || { echo "ci_python: README example not found" >&2; exit 1; }
out=$(cd /tmp && "$V/bin/python" -c "$example")
echo "$out" | head -12
echo "$out" | grep -q '"loss_1": "getitem"' || { echo "ci_python: README example did not print the seed mapping" >&2; exit 1; }
echo "ci_python: README example ok"
