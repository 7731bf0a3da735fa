#!/usr/bin/env bash
# A tournament as a Slurm job array: array task K of N plays shard K/N of the plan into
# results/shard-K.jsonl, and Slurm writes the task's log to logs/arena-JOBID-K.log, both in
# the job's working directory (where sbatch ran, or --chdir), on a file system the nodes share.
# The array must be 0..N-1 (--array=0-7, a %limit is fine): --shard takes 0 <= K < N.
#
# The tournament is given as this script's arguments (arenactl tournament's flags), or by the
# environment, or both (the environment's flags first):
#   ARENA_GAME     --game
#   ARENA_PLAYERS  the players' specs, one a line (each becomes a --player)
#   ARENA_SEEDS    --seeds
#   ARENA_JOBS     matches played at once in each task (-j; default: --cpus-per-task, else 1)
#   ARENACTL       the arenactl binary (default bin/arenactl)
#   ARENA_RESULTS  where the shards' files go (default results)
# --shard, --resume and --out are this script's to set; -j (--jobs) among the arguments wins over
# ARENA_JOBS.
#
#   cd /shared/arena && mkdir -p results logs      # Slurm does not create logs/: it must exist
#   jid=$(sbatch --parsable --array=0-7 platform/cluster/slurm-array.sh --game worms \
#       --player builtin:hunter --player 'proc:python3 bots/worms.py' --seeds 1-4000 --swap)
#   sbatch --dependency=afterok:$jid platform/cluster/slurm-merge.sh
#
# Every task runs with --resume, so a task that is requeued (preempted, its node lost,
# `scontrol requeue` after a kill) continues its shard where it stopped, and resubmitting the
# array after a failure plays only what is missing. Each run of a task appends to its log
# (--open-mode=append), so a requeued task's log shows every run.
#SBATCH --job-name=arena-tournament
#SBATCH --array=0-7
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=04:00:00
#SBATCH --requeue
#SBATCH --open-mode=append
#SBATCH --output=logs/arena-%A-%a.log
set -euo pipefail

die() {
  echo "slurm-array: $*" >&2
  exit 2
}

: "${SLURM_ARRAY_TASK_ID:?run me with sbatch --array=0-N (see the comment at the top)}"
K=$SLURM_ARRAY_TASK_ID
N=${SLURM_ARRAY_TASK_COUNT:?no SLURM_ARRAY_TASK_COUNT: a Slurm older than 18.08?}
if [ "${SLURM_ARRAY_TASK_MIN:-0}" != 0 ] || [ "${SLURM_ARRAY_TASK_MAX:-$((N - 1))}" != $((N - 1)) ] ||
  [ "${SLURM_ARRAY_TASK_STEP:-1}" != 1 ]; then
  die "the array must be 0-$((N - 1)) with step 1 (got ${SLURM_ARRAY_TASK_MIN:-0}-${SLURM_ARRAY_TASK_MAX:-?}:${SLURM_ARRAY_TASK_STEP:-1}): task K plays shard K/N"
fi
ARENACTL=${ARENACTL:-bin/arenactl}
RESULTS=${ARENA_RESULTS:-results}

flags=()
[ -n "${ARENA_GAME:-}" ] && flags+=(--game "$ARENA_GAME")
if [ -n "${ARENA_PLAYERS:-}" ]; then
  while IFS= read -r p; do
    [ -n "$p" ] && flags+=(--player "$p")
  done <<<"$ARENA_PLAYERS"
fi
[ -n "${ARENA_SEEDS:-}" ] && flags+=(--seeds "$ARENA_SEEDS")
jobs=yes
for a in "$@"; do
  case $a in
  --shard | --shard=* | --resume | --resume=* | --out | --out=*)
    die "$a: the script sets --shard, --resume and --out itself (results in \$ARENA_RESULTS)" ;;
  -j | -j* | --jobs | --jobs=*) jobs="" ;;
  esac
done
flags+=("$@")
[ ${#flags[@]} -gt 0 ] || die "no tournament: give arenactl tournament's flags as arguments, or set ARENA_GAME and ARENA_PLAYERS"
[ -n "$jobs" ] && flags+=(-j "${ARENA_JOBS:-${SLURM_CPUS_PER_TASK:-1}}")
[ -x "$ARENACTL" ] || die "$ARENACTL: no such program here (set ARENACTL; the nodes must share it)"
mkdir -p "$RESULTS"
out="$RESULTS/shard-$K.jsonl"
have=0
[ -f "$out" ] && have=$(wc -l <"$out")
echo "slurm-array: job ${SLURM_ARRAY_JOB_ID:-?} task $K (job id ${SLURM_JOB_ID:-?}), shard $K/$N, run $((${SLURM_RESTART_COUNT:-0} + 1)) on $(hostname) in $PWD at $(date -u +%FT%TZ); $out holds $have lines"
exec "$ARENACTL" tournament "${flags[@]}" --shard "$K/$N" --resume "$out"
