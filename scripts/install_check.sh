#!/usr/bin/env bash
# Installs the built library into a temporary prefix and builds and runs a
# downstream project that uses find_package(fxmatch).
#   scripts/install_check.sh BUILD_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: scripts/install_check.sh BUILD_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
cmake -S tests/install -B "$tmp/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/consumer" >/dev/null
out=$(FXMATCH_RULES_DIR="$tmp/prefix/share/fxmatch/rules" "$tmp/consumer/consumer")
echo "$out"
grep -qx "_tensor_constant0 -> sin" <<<"$out"
grep -qx "mul -> mul" <<<"$out"
