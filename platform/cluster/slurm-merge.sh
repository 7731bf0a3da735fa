#!/usr/bin/env bash
# The merge of a Slurm array tournament (slurm-array.sh), as a job that waits for the array:
#
#   sbatch --dependency=afterok:$jid platform/cluster/slurm-merge.sh
#
# It joins results/shard-*.jsonl into results/all.jsonl in plan order, fails when planned
# matches are missing (a shard unfinished: resubmit the array, each task resumes), and writes
# the report: the tables in its log (logs/merge-JOBID.log), results/report.html and
# results/summary.json. ARENACTL and ARENA_RESULTS as for slurm-array.sh.
#SBATCH --job-name=arena-merge
#SBATCH --cpus-per-task=1
#SBATCH --mem=1G
#SBATCH --time=01:00:00
#SBATCH --output=logs/merge-%j.log
set -euo pipefail

ARENACTL=${ARENACTL:-bin/arenactl}
RESULTS=${ARENA_RESULTS:-results}
shopt -s nullglob
shards=("$RESULTS"/shard-*.jsonl)
if [ ${#shards[@]} -eq 0 ]; then
  echo "slurm-merge: no $RESULTS/shard-*.jsonl here ($PWD)" >&2
  exit 2
fi
all="$RESULTS/all.jsonl"
"$ARENACTL" merge "${shards[@]}" --out "$all"
# Every line names the plan's size ("of"): the merge is whole when it holds that many.
of=$(head -n 1 "$all" | grep -o '"of":[0-9]*' | head -n 1 | cut -d: -f2)
n=$(wc -l <"$all")
if [ -z "$of" ] || [ "$n" -ne "$of" ]; then
  echo "slurm-merge: $all holds $n of ${of:-?} planned matches: resubmit the array (each task resumes its shard), then merge again" >&2
  exit 1
fi
"$ARENACTL" report "$all" --html "$RESULTS/report.html" --json "$RESULTS/summary.json"
