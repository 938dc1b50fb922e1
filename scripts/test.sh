#!/usr/bin/env bash
# Builds everything and runs the whole test suite (README's test command).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$(nproc)"
ctest --test-dir build --output-on-failure -j "$(nproc)"
scripts/ci_python.sh
scripts/ci_report.sh build   # fxmatch report pages in headless Chromium (issue 15)
scripts/ci_harden.sh
