#!/usr/bin/env bash
# Installs, in one apt transaction, the Debian packages that the later CI
# steps need (ci_python.sh: venv + headers; ci_report.sh: chromium, node, npm;
# ci_harden.sh: clang + libFuzzer). scripts/test.sh runs it in the background
# while the Release build compiles, so the downloads overlap the compiling.
# Each of those steps still checks and installs its own packages, so running
# them alone works without this script. Idempotent; needs root or sudo.
set -euo pipefail
pkgs=(python3-venv python3-dev chromium nodejs npm clang libclang-rt-14-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
((${#missing[@]})) || { echo "ci_prefetch: nothing to install"; exit 0; }
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
command -v apt-get >/dev/null || { echo "ci_prefetch: no apt-get; the steps install what they need"; exit 0; }
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "ci_prefetch: installed ${missing[*]}"
