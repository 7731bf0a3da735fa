#!/usr/bin/env bash
# A tournament as a Slurm job array: array task K of N plays shard K/N of the plan into
# results/shard-K.jsonl (on a file system the nodes share).
#
#   mkdir -p results logs
#   jid=$(sbatch --parsable platform/cluster/slurm-array.sh)
#   sbatch --dependency=afterok:$jid --wrap 'bin/arenactl merge results/shard-*.jsonl --out results/all.jsonl'
#   bin/arenactl report results/all.jsonl --html report.html
#
# Every task runs with --resume, so a requeued or preempted task (--requeue) continues its
# shard; resubmitting the array after a failure plays only what is missing.
# The array must start at 0: --shard takes 0 <= K < N. Change the tournament below.
#SBATCH --job-name=arena-tournament
#SBATCH --array=0-7
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=04:00:00
#SBATCH --requeue
#SBATCH --output=logs/arena-%A-%a.log
set -euo pipefail

: "${SLURM_ARRAY_TASK_ID:?run me with sbatch (a job array)}"
N=${SLURM_ARRAY_TASK_COUNT:-8}
K=${SLURM_ARRAY_TASK_ID}
ARENACTL=${ARENACTL:-bin/arenactl}

exec "$ARENACTL" tournament --game worms \
  --player builtin:hunter --player builtin:sample \
  --seeds 1-4000 --swap -j "${SLURM_CPUS_PER_TASK:-2}" \
  --shard "$K/$N" \
  --resume "results/shard-$K.jsonl"
