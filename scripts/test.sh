#!/usr/bin/env bash
# Builds everything and runs the whole test suite (README's test command).
# Prints how long each step took (wall seconds since the start) at its end.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
step() { echo "test.sh: $1 done at $((SECONDS - start)) s"; }
scripts/setup.sh
# The later steps' Debian packages download while the Release build compiles.
mkdir -p build
scripts/ci_prefetch.sh > build/ci_prefetch.log 2>&1 &
prefetch=$!
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$(nproc)"
step "Release build"
ctest --test-dir build --output-on-failure -j "$(nproc)"
step "Release ctest"
# Best effort: each later step installs what it still lacks itself.
wait "$prefetch" || echo "test.sh: warning: installing the CI packages up front failed; the steps install their own" >&2
cat build/ci_prefetch.log
scripts/ci_python.sh
step "Python package"
scripts/ci_report.sh build   # fxmatch report pages in headless Chromium (issue 15)
step "report pages in Chromium"
scripts/ci_harden.sh
step "sanitizers and fuzzing"
