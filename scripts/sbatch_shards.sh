#!/bin/bash
# Slurm job array: one `fxmatch batch --shard K/N` per array task
# (docs/sharding.md). Extra batch options in FXMATCH_BATCH_ARGS (the same for
# every shard, e.g. "--filter bert --no-timings").
#   jid=$(sbatch --parsable --export=ALL,MANIFEST=$PWD/tests/data/zoo/manifest.jsonl scripts/sbatch_shards.sh)
#   sbatch --dependency=afterany:$jid --wrap 'fxmatch batch --merge shard-*.jsonl -o zoo.jsonl --fail-under 99'
#SBATCH --job-name=fxmatch-zoo
#SBATCH --array=1-8
#SBATCH --cpus-per-task=2
#SBATCH --time=00:20:00
#SBATCH --output=shard-%a.log
set -euo pipefail
: "${MANIFEST:?export MANIFEST=path/to/manifest.jsonl}"
# shellcheck disable=SC2086  # FXMATCH_BATCH_ARGS is a list of options
fxmatch batch "$MANIFEST" --rename --jobs "${SLURM_CPUS_PER_TASK:-1}" ${FXMATCH_BATCH_ARGS:-} \
  --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" -o "shard-$SLURM_ARRAY_TASK_ID.jsonl"
