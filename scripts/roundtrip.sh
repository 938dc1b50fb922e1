#!/usr/bin/env bash
# Live round trip: capture a small model with a real PyTorch, then match and
# score it with the freshly built fxmatch, so that the capture tool and the
# parser never drift apart.
#   scripts/roundtrip.sh BUILD_DIR [MODEL]
# Installs the pinned torch from capture/requirements.txt if it is missing
# (never another version). Exits non-zero when any readable pair is not 100%.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: scripts/roundtrip.sh BUILD_DIR [MODEL]}
model=${2:-mlp}
torch_pin=$(grep -E '^torch==' capture/requirements.txt)
if ! python3 -c "import torch, sys; sys.exit(torch.__version__.split('+')[0] != '${torch_pin#torch==}')" 2>/dev/null; then
  python3 -m pip install -q "$torch_pin"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
python3 -m capture.fxcapture --models "$model" --out "$out"
python3 capture/check_truth.py "$out"
"$build/cli/fxmatch" batch "$out/manifest.jsonl" --filter /readable --rename --fail-under 100
"$build/cli/fxmatch" batch "$out/manifest.jsonl" --filter /log --rename --fail-under 100
