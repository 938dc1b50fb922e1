#!/usr/bin/env bash
# Seeds the libFuzzer corpora at run time (nothing copied into git):
#   fuzz/seed_corpus.sh OUT_DIR
# makes OUT_DIR/{parse,rules,manifest,match}/ from tests/data, rules/ and,
# when present, the realworld dumps in ../shared (FXMATCH_SHARED_DIR
# overrides; skipped when absent). Only files up to 64 KB: small inputs keep
# executions fast, and libFuzzer's mutations grow them. Idempotent.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: fuzz/seed_corpus.sh OUT_DIR}"
shared="${FXMATCH_SHARED_DIR:-$repo/../shared}"
mkdir -p "$out"/{parse,rules,manifest,match}

seed() {  # seed DIR FILE: copy under a content-derived name (dedups reruns)
  local h
  h="$(sha1sum "$2" | cut -c1-16)"
  cp "$2" "$1/seed-$h"
}

# parse: every dump format, small files only.
while IFS= read -r -d '' f; do seed "$out/parse" "$f"; done < <(
  find "$repo/tests/data/parser" "$repo/tests/data/batch" "$repo/tests/data/zoo" -type f \
    \( -name '*.py' -o -name '*.txt' -o -name '*.log' \) -size -64k -print0)
if [[ -d "$shared/realworld" ]]; then
  while IFS= read -r -d '' f; do seed "$out/parse" "$f"; done < <(
    find "$shared/realworld" -type f \( -name '*.py' -o -name '*.txt' -o -name '*.log' \) -size -64k -print0)
else
  echo "seed_corpus: $shared/realworld absent, realworld seeds skipped" >&2
fi

# rules: the installed rules and a few conditions in 'W' mode (fuzz_rules.cpp).
seed "$out/rules" "$repo/rules/default.yaml"
i=0
for w in '{3} == {2} + 1' '{1} == 0' '{3} == {2} + 1 and {1} == 0' '{2} == {3} - 1' '{1} == -1'; do
  printf 'W%s' "$w" > "$out/rules/when-$i"; i=$((i + 1))
done
printf 'transparent:\n  - aten.detach.default\nequivalent:\n  - {op: aten.t.default, as: aten.permute.default, args: "$, [1, 0]"}\n' \
  > "$out/rules/small-0"

# manifest: the batch manifests, and the zoo manifest cut into 20-line pieces.
for f in "$repo"/tests/data/batch/*.jsonl; do seed "$out/manifest" "$f"; done
tmp="$(mktemp -d)"
split -l 20 "$repo/tests/data/zoo/manifest.jsonl" "$tmp/zoo-"
for f in "$tmp"/zoo-*; do seed "$out/manifest" "$f"; done
rm -rf "$tmp"

# match: PATTERN "#----#" TARGET pairs of the zoo's small code dumps.
for d in "$repo"/tests/data/zoo/*/; do
  for p in bwd fwd aot_bwd aot_fwd bwd_subset; do
    for t in joint aot_joint; do
      for fmt in code.py graph.txt; do
        pf="$d$p.$fmt" tf="$d$t.$fmt"
        [[ -f "$pf" && -f "$tf" ]] || continue
        (( $(wc -c < "$pf") + $(wc -c < "$tf") <= 8192 )) || continue
        { cat "$pf"; printf '\n#----#\n'; cat "$tf"; } > "$out/match/$(basename "$d")-$p-$t-$fmt"
      done
    done
  done
done
for k in parse rules manifest match; do
  echo "seed_corpus: $k: $(find "$out/$k" -type f | wc -l) files"
done
