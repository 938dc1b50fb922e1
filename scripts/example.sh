#!/usr/bin/env bash
# Set-up-to-result on the bundled example: installs the build dependencies,
# builds fxmatch, and prints which joint-graph variable each variable of the
# seed's MNIST MLP pure backward graph is (both graphs captured with PyTorch
# 2.13 by capture/, committed under tests/data/zoo/mlp).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target fxmatch_cli -j "$(nproc)" >/dev/null
build/cli/fxmatch match tests/data/zoo/mlp/bwd.readable.py tests/data/zoo/mlp/joint.readable.py --format mapping
