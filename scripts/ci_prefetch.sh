#!/usr/bin/env bash
# Installs, in one apt transaction, the Debian packages that the later CI
# steps need (ci_python.sh: venv + headers; ci_report.sh: chromium, node, npm;
# ci_harden.sh: clang + libFuzzer). scripts/test.sh runs it in the background
# while the Release build compiles, so the downloads overlap the compiling.
# Each of those steps still checks and installs its own packages, so running
# them alone works without this script, and scripts/test.sh goes on (with a
# warning) when this fails. Idempotent; needs root or sudo.
set -euo pipefail
# Each package is wanted only when what the step checks for is missing (the
# same test as the step's): a machine with NodeSource's node has npm without
# Debian's npm package, and Debian's npm conflicts with that node.
missing=()
want() { missing+=("$1"); }
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
installed python3-venv || want python3-venv
installed python3-dev || want python3-dev
command -v chromium >/dev/null || want chromium
command -v node >/dev/null || want nodejs
command -v npm >/dev/null || want npm
command -v clang++ >/dev/null || want clang
compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null || want libclang-rt-14-dev
((${#missing[@]})) || { echo "ci_prefetch: nothing to install"; exit 0; }
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
command -v apt-get >/dev/null || { echo "ci_prefetch: no apt-get; the steps install what they need"; exit 0; }
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "ci_prefetch: installed ${missing[*]}"
