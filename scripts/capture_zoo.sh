#!/usr/bin/env bash
# Regenerates the committed model zoo (tests/data/zoo) from PyTorch itself.
#   scripts/capture_zoo.sh                      # all models -> tests/data/zoo
#   scripts/capture_zoo.sh --models mlp --out /tmp/zoo   # fast round trip (<1 min)
#   scripts/capture_zoo.sh --no-install ...     # skip pip install
set -euo pipefail
cd "$(dirname "$0")/.."
install=1
args=()
for a in "$@"; do
  if [[ "$a" == "--no-install" ]]; then install=0; else args+=("$a"); fi
done
if [[ $install == 1 ]]; then
  # Never let pip replace the pinned torch: check first, install only what is missing.
  if ! python3 -c "import torch, transformers" 2>/dev/null; then
    python3 -m pip install -q -r capture/requirements.txt
  fi
fi
python3 -m capture.fxcapture "${args[@]}"
python3 capture/check_truth.py "$(python3 - "${args[@]}" <<'PY'
import sys
a = sys.argv[1:]
print(a[a.index("--out") + 1] if "--out" in a else "tests/data/zoo")
PY
)"
