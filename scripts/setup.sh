#!/usr/bin/env bash
# Installs the build dependencies (Debian 12 packages). Idempotent: installs
# only what is missing. Run as root (or with sudo available).
set -euo pipefail
pkgs=(build-essential cmake ninja-build libboost-graph-dev libboost-program-options-dev
      libspdlog-dev libgtest-dev nlohmann-json3-dev libyaml-cpp-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
