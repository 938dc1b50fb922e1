#!/bin/bash
# Output time against graph size (issue 14's "output time linear in nodes"):
# for each streamed output, PROCS processes of
#   fxmatch_bench_output 100000 1000000 --old-up-to 0 --repeat 5 --evict 1024 --only NAME
# alternating the outputs, then per output the median growth exponent over
# pattern nodes (1.0 = linear) with its min-max and the median ratio of the
# per-1k-node times. Run it on an idle machine: the 100k times are ~5-20 ms.
#
#   scripts/output_exponents.sh [BENCH_BINARY] [PROCS]
set -euo pipefail
BIN=${1:-build/bench/fxmatch_bench_output}
PROCS=${2:-5}
OUTS="json_stream mapping_stream text_stream relate_json_stream relate_text_stream batch_stats"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for _ in $(seq "$PROCS"); do
  for o in $OUTS; do
    "$BIN" 100000 1000000 --old-up-to 0 --repeat 5 --evict 1024 --only "$o" 2>/dev/null | python3 -c "
import sys, json, math
a, b = [json.loads(l) for l in sys.stdin]
k = '$o'
e = math.log(b['ms'][k] / a['ms'][k]) / math.log(b['pattern_nodes'] / a['pattern_nodes'])
print(k, e, b['ms_per_1k_pattern_nodes'][k] / a['ms_per_1k_pattern_nodes'][k])" >> "$tmp"
  done
done
python3 - "$tmp" <<'PY'
import collections, statistics, sys
d = collections.defaultdict(list)
for line in open(sys.argv[1]):
    k, e, r = line.split()
    d[k].append((float(e), float(r)))
for k, v in d.items():
    es = sorted(x[0] for x in v)
    print(f"{k}: exponent median {statistics.median(es):.3f} ({es[0]:.3f}-{es[-1]:.3f}, {len(es)} processes), "
          f"per-node ratio median x{statistics.median(x[1] for x in v):.2f}")
PY
