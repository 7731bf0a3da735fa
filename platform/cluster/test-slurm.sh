#!/usr/bin/env bash
# test-slurm.sh (make test-cluster) plays a tournament on a real one-node Slurm cluster and
# checks it against the same tournament played in one process:
#
#   1. installs Slurm and munge from Debian when missing (install-slurm.sh);
#   2. builds arenactl exactly as the Dockerfile does, and lays out a shared directory as the
#      README's tournament section says (bin/, bots/, results/, logs/), with a proc: bot;
#   3. plays the tournament locally, in one process (the reference);
#   4. writes a slurm.conf into a temporary directory and starts munged, slurmctld and slurmd
#      on 127.0.0.1 (free ports), as the user running this script (no root needed for them);
#   5. submits slurm-array.sh as a job array of SHARDS tasks and slurm-merge.sh as a job that
#      depends on it; kills two tasks mid-run (once their shard files hold a line), one with
#      scancel, one with SIGKILL, requeues both, and waits for the merge;
#   6. checks: every shard whole and its own; the killed tasks resumed (their earlier lines kept,
#      only the rest played); the merge equals the local run, result for result
#      (sameresults); the report the merge job wrote (page, JSON) and report's tables equal
#      the local run's, the file name in the page's title aside;
#   7. stops every daemon it started and removes its directory, also when a step fails.
#
# CLUSTER_SEEDS (default 1-4) and CLUSTER_SHARDS (default 3) size the tournament;
# CLUSTER_KEEP=1 keeps the directory (daemons are stopped all the same) for a look after.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SEEDS=${CLUSTER_SEEDS:-1-4}
SHARDS=${CLUSTER_SHARDS:-3}
KEEP=${CLUSTER_KEEP:-}
export PATH="$PATH:/usr/local/go/bin"

say() { printf 'test-cluster: %s\n' "$*"; }
fail() {
  printf 'test-cluster: FAIL: %s\n' "$*" >&2
  exit 1
}
[ "$SHARDS" -ge 3 ] || fail "CLUSTER_SHARDS=$SHARDS: the test wants at least 3 array tasks"

bash platform/cluster/install-slurm.sh
for c in munged mungekey slurmctld slurmd sbatch scontrol squeue scancel sinfo python3 go ss; do
  command -v "$c" >/dev/null || fail "$c is not installed"
done

# Everything lives under W; every process started here carries ARENA_CLUSTER_TEST=$W in its
# environment, so the cleanup finds and stops exactly these, whatever else runs on the machine.
W=$(mktemp -d "${TMPDIR:-/tmp}/arena-cluster.XXXXXX")
chmod 755 "$W" # munged wants its socket's directories searchable by all
MARK="ARENA_CLUSTER_TEST=$W"
S=$W/shared     # the file system the nodes share (README: Tournaments on a cluster)
C=$W/slurm      # the cluster's configuration, state and daemon logs
mkdir -p "$S/bin" "$S/bots" "$S/results" "$S/logs" "$W/local" "$C/log" "$C/state" "$C/spool" "$C/munge"
mkdir -m 700 "$C/key"
chmod 755 "$C" "$C/munge"
export SLURM_CONF=$C/slurm.conf
jid="" mid=""

pidof_file() { if [ -s "$1" ]; then cat "$1"; fi; }
alive() { [ -n "$1" ] && kill -0 "$1" 2>/dev/null; }
# stop_pid sends TERM, waits up to 30 s, then KILLs.
stop_pid() {
  local pid=$1 i
  alive "$pid" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for i in $(seq 1 60); do
    alive "$pid" || return 0
    sleep 0.5
  done
  kill -KILL "$pid" 2>/dev/null || true
}
# marked lists the processes carrying this run's mark.
marked() {
  local f pid
  for f in /proc/[0-9]*/environ; do
    pid=${f#/proc/}
    pid=${pid%/environ}
    [ "$pid" != $$ ] && grep -qzxF "$MARK" "$f" 2>/dev/null && echo "$pid"
  done
  return 0
}
cleanup() {
  local rc=$? p left
  set +e
  trap - EXIT INT TERM
  if [ -n "$jid$mid" ] && [ -S "$C/munge/munge.socket" ]; then
    for j in $jid $mid; do scancel "$j" 2>/dev/null; done
    for _ in $(seq 1 60); do
      [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
      sleep 0.5
    done
  fi
  if [ $rc -ne 0 ]; then
    for f in "$C"/log/*.log "$S"/logs/*.log; do
      [ -f "$f" ] && { echo "--- $f (last lines)"; tail -n 15 "$f"; }
    done >&2
  fi
  stop_pid "$(pidof_file "$C/slurmd.pid")"
  stop_pid "$(pidof_file "$C/slurmctld.pid")"
  stop_pid "$(pidof_file "$C/munge/munged.pid")"
  # Job steps or bots that outlived their daemons, by process id.
  for p in $(marked); do kill -KILL "$p" 2>/dev/null; done
  sleep 0.5
  left=$(marked)
  [ -n "$left" ] && echo "test-cluster: still running after the cleanup: $left" >&2 && rc=1
  if [ -n "$KEEP" ]; then
    say "daemons stopped; kept $W (CLUSTER_KEEP)"
  else
    rm -rf "$W"
    say "daemons stopped, nothing of this run left running; removed $W"
  fi
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- 2. the binaries, built as the Dockerfile builds them, and the shared layout.
build='CGO_ENABLED=0 go build -trimpath -o /out/arenactl ./cmd/arenactl'
grep -qxF "RUN $build" platform/cluster/Dockerfile ||
  fail "platform/cluster/Dockerfile does not build arenactl with '$build', as this test does: keep the two the same"
# What can be checked of the recipes no test runs (no Docker engine, no Kubernetes here): the
# image's Go is the module's, and the Indexed Job's completions are its --shard's N.
gomod=$(sed -n 's/^go \([0-9]*\.[0-9]*\).*/\1/p' go.mod)
grep -q "^FROM golang:$gomod-" platform/cluster/Dockerfile || fail "platform/cluster/Dockerfile does not build with Go $gomod (go.mod)"
k8sn=$(sed -n 's/^ *completions: *\([0-9]*\).*/\1/p' platform/cluster/k8s-indexed-job.yaml)
grep -qF -- "--shard \"\${JOB_COMPLETION_INDEX}/$k8sn\"" platform/cluster/k8s-indexed-job.yaml ||
  fail "platform/cluster/k8s-indexed-job.yaml: completions $k8sn is not --shard's N"
say "building arenactl as the Dockerfile does: ${build/\/out/$S/bin}"
CGO_ENABLED=0 go build -trimpath -o "$S/bin/arenactl" ./cmd/arenactl
go build -trimpath -o "$W/sameresults" ./platform/cluster/sameresults
cp examples/debugdraw/worms.py "$S/bots/worms.py"
A=$S/bin/arenactl

# The tournament: two built-ins and a proc: bot, every seating. --no-timeout: on a loaded
# machine a process bot's turn can miss its time limit, and a result must depend on the
# seeds alone to be compared.
game=worms
players=$'builtin:hunter\nbuiltin:sample\nproc:python3 bots/worms.py'
tflags=(--game "$game" --seeds "$SEEDS" --swap --no-timeout)
while IFS= read -r p; do tflags+=(--player "$p"); done <<<"$players"

# --- 3. the reference: the same tournament in one process, in the same working directory.
say "local run: arenactl tournament ${tflags[*]} -j 2 --out $W/local/local.jsonl"
(cd "$S" && env "$MARK" "$A" tournament "${tflags[@]}" -j 2 --out "$W/local/local.jsonl") >"$W/local/run.txt" 2>&1 ||
  {
    cat "$W/local/run.txt" >&2
    fail "the local run failed"
  }
of=$(wc -l <"$W/local/local.jsonl")
say "local run: $(tail -n 1 "$W/local/run.txt")"

# --- 4. the cluster: munge, a one-node slurm.conf on free loopback ports, the daemons.
freeport() {
  local p
  for _ in $(seq 1 200); do
    p=$((20000 + RANDOM % 30000))
    [ "$p" != "${1:-}" ] && [ -z "$(ss -Hltn "sport = :$p")" ] && echo $p && return
  done
  fail "no free port found"
}
ctldport=$(freeport)
slurmdport=$(freeport "$ctldport")
user=$(id -un)
node=arena1
# The node as slurmd sees the hardware, renamed and put on the loopback address.
hw=$(slurmd -C | head -n 1 | sed -e 's/^NodeName=[^ ]* //' -e 's/ UpTime=.*//')
cat >"$SLURM_CONF" <<EOF
# A one-node cluster on 127.0.0.1 for arena's platform/cluster/test-slurm.sh.
ClusterName=arenatest
SlurmctldHost=$(hostname -s)(127.0.0.1)
SlurmctldPort=$ctldport
SlurmdPort=$slurmdport
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$C/munge/munge.socket
CommunicationParameters=NoCtldInAddrAny,NoInAddrAny
StateSaveLocation=$C/state
SlurmdSpoolDir=$C/spool
SlurmctldPidFile=$C/slurmctld.pid
SlurmdPidFile=$C/slurmd.pid
SlurmctldLogFile=$C/log/slurmctld.log
SlurmdLogFile=$C/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SwitchType=switch/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
# Generous for a loaded machine; finished jobs stay visible to scontrol for an hour.
MessageTimeout=60
BatchStartTimeout=60
KillWait=10
MinJobAge=3600
NodeName=$node NodeAddr=127.0.0.1 $hw State=UNKNOWN
PartitionName=arena Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
mungekey -c -k "$C/key/munge.key"
env "$MARK" munged -S "$C/munge/munge.socket" --key-file="$C/key/munge.key" --pid-file="$C/munge/munged.pid" \
  --log-file="$C/log/munged.log" --seed-file="$C/key/munged.seed" || fail "munged did not start"
env "$MARK" slurmctld -f "$SLURM_CONF" -i || fail "slurmctld did not start"
env "$MARK" slurmd -f "$SLURM_CONF" -N "$node" || fail "slurmd did not start"
for i in $(seq 1 180); do
  [ "$(sinfo -h -n "$node" -o %T 2>/dev/null)" = idle ] && break
  [ "$i" = 180 ] && fail "the node is not idle after 180 s: $(sinfo -h -n "$node" -o '%T %E' 2>&1)"
  sleep 1
done
say "cluster up as $user: munged (pid $(cat "$C/munge/munged.pid")), slurmctld (pid $(cat "$C/slurmctld.pid"), 127.0.0.1:$ctldport), slurmd (pid $(cat "$C/slurmd.pid"), 127.0.0.1:$slurmdport), node $node: $hw"

# --- 5. the array, the dependent merge, two kills and requeues.
# Each shard's planned size: the plan indexes K, K+N, K+2N, ...
planned() { echo $(((of - $1 + SHARDS - 1) / SHARDS)); }
task_field() { scontrol -o show job "$1" 2>/dev/null | grep -o "\b$2=[^ ]*" | head -n 1 | cut -d= -f2-; }
# The gate: a python3 first on the tasks' PATH (not the local run's) that holds the bot of
# task K while $G/hold-K exists once the task's shard holds a result, then runs the real
# python3. It only makes the bot wait: under --no-timeout a match's result does not depend on
# when its bot answers.
G=$W/gate
mkdir -p "$G"
cat >"$G/python3" <<GATE
#!/bin/sh
k=\${SLURM_ARRAY_TASK_ID:-}
if [ -n "\$k" ] && [ -e "$G/hold-\$k" ] && [ -s "results/shard-\$k.jsonl" ]; then
  : >"$G/held-\$k"
  while [ -e "$G/hold-\$k" ]; do sleep 0.1; done
fi
exec $(command -v python3) "\$@"
GATE
chmod 755 "$G/python3"
touch "$G/hold-0" "$G/hold-1"
cd "$S"
jid=$(env "$MARK" PATH="$G:$PATH" ARENACTL=bin/arenactl ARENA_GAME="$game" ARENA_PLAYERS="$players" ARENA_SEEDS="$SEEDS" ARENA_JOBS=1 \
  sbatch --parsable --array=0-$((SHARDS - 1)) --cpus-per-task=1 --chdir="$S" "$ROOT/platform/cluster/slurm-array.sh" --swap --no-timeout)
jid=${jid%%;*}
mid=$(env "$MARK" sbatch --parsable --dependency=afterok:"$jid" --chdir="$S" "$ROOT/platform/cluster/slurm-merge.sh")
mid=${mid%%;*}
say "submitted: array job $jid (tasks ${jid}_0..${jid}_$((SHARDS - 1)), shard K/$SHARDS each), merge job $mid (--dependency=afterok:$jid)"

# Two tasks are killed mid-run, in the two ways a task dies: task 0 by a plain scancel (Slurm
# sends SIGTERM, then SIGKILL after KillWait: arenactl stops cleanly), task 1 by SIGKILL at once
# (scancel --signal=KILL --batch, as the OOM killer or a crash would: the line being written
# may be cut). Both are requeued and must resume. Each is killed while its gate (above) holds a
# bot: its shard then holds a result or more and the held match cannot end, so the kill lands
# mid-run whatever the machine's speed.
victims=(0 1)
declare -A how kept
how[0]="scancel"
how[1]="scancel --signal=KILL --batch"
killone() {
  local k=$1 f=results/shard-$1.jsonl st i vjob had
  vjob=$(task_field "${jid}_$k" JobId)
  had=$(wc -l <"$f")
  ${how[$k]} "${jid}_$k"
  for i in $(seq 1 600); do
    st=$(task_field "${jid}_$k" JobState)
    [ "$st" != RUNNING ] && [ "$st" != COMPLETING ] && break
    sleep 0.2
  done
  kept[$k]=$(wc -l <"$f") # whole lines; a line cut by the kill has no newline
  if [ "${kept[$k]}" -lt 1 ] || [ "${kept[$k]}" -ge "$(planned "$k")" ]; then
    fail "task ${jid}_$k holds ${kept[$k]} of $(planned "$k") results after the kill: not mid-run"
  fi
  head -n "${kept[$k]}" "$f" >"$W/kept-$k.jsonl"
  say "killed task ${jid}_$k (job $vjob) with ${how[$k]} while its bot was held, mid-match: $st with ${kept[$k]} of $(planned "$k") matches in $f ($had before the kill)"
  rm -f "$G/hold-$k"
  scontrol requeue "${jid}_$k"
  # A requeued job waits out a begin time (about two minutes); start it now.
  scontrol update jobid="${jid}_$k" StartTime=now
  say "requeued task ${jid}_$k"
}
for k in "${victims[@]}"; do
  for i in $(seq 1 6000); do
    [ -e "$G/held-$k" ] && break
    st=$(task_field "${jid}_$k" JobState)
    case $st in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY)
      fail "task ${jid}_$k ended ($st) before its gate held a bot" ;;
    esac
    [ "$i" = 6000 ] && fail "task ${jid}_$k: no bot held after 20 minutes (state $st)"
    sleep 0.2
  done
  killone "$k"
done
# Slurm remembers the array's killed tasks: afterok:$jid can no longer be satisfied. The
# merge waits for each task instead (each is judged on its last run).
deps=$(for k in $(seq 0 $((SHARDS - 1))); do printf ':%s_%s' "$jid" "$k"; done)
scontrol update jobid="$mid" Dependency="afterok$deps"
say "merge job $mid now waits on afterok$deps"

# Wait for the merge, with a line of progress now and then.
t0=$(date +%s)
next=$((t0 + 30))
while :; do
  st=$(task_field "$mid" JobState)
  case $st in
  COMPLETED) break ;;
  FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE)
    fail "merge job $mid ended $st ($(task_field "$mid" Reason))" ;;
  esac
  if [ "$st" = PENDING ] && [ "$(task_field "$mid" Reason)" = DependencyNeverSatisfied ]; then
    fail "merge job $mid: DependencyNeverSatisfied: $(task_field "$mid" Dependency)"
  fi
  now=$(date +%s)
  el=$((now - t0))
  [ "$el" -gt 1800 ] && fail "the merge job has not run after 30 minutes (state $st)"
  if [ "$now" -ge "$next" ]; then
    next=$((now + 30))
    prog=""
    for k in $(seq 0 $((SHARDS - 1))); do
      f=results/shard-$k.jsonl
      n=0
      [ -f "$f" ] && n=$(wc -l <"$f")
      prog+=" ${jid}_$k $(task_field "${jid}_$k" JobState) $n/$(planned "$k");"
    done
    say "after ${el}s:$prog merge $st"
  fi
  sleep 1
done

# --- 6. the checks.
ms_of() { grep -o '"ms":[0-9]*' "$1" | cut -d: -f2 | awk '{s+=$1} END {printf "%.1f", s/1000}'; }
say "shards:"
for k in $(seq 0 $((SHARDS - 1))); do
  f=results/shard-$k.jsonl
  n=$(wc -l <"$f")
  [ "$n" -eq "$(planned "$k")" ] || fail "$f holds $n results, want $(planned "$k")"
  [ "$(grep -c "\"shard\":\"$k/$SHARDS\"" "$f")" -eq "$n" ] || fail "$f holds lines of another shard than $k/$SHARDS"
  log=logs/arena-$jid-$k.log
  [ -f "$log" ] || fail "no log $log (the README says the array's logs go to logs/arena-JOBID-K.log)"
  st=$(task_field "${jid}_$k" JobState)
  [ "$st" = COMPLETED ] || fail "task ${jid}_$k ended $st"
  start=$(task_field "${jid}_$k" StartTime)
  end=$(task_field "${jid}_$k" EndTime)
  say "  task ${jid}_$k (job $(task_field "${jid}_$k" JobId)) shard $k/$SHARDS: $n matches, $(task_field "${jid}_$k" Restarts) restarts, on $(task_field "${jid}_$k" NodeList), last run $start to $end ($(($(date -d "$end" +%s) - $(date -d "$start" +%s))) s); matches' own time $(ms_of "$f") s; log $log:"
  grep -E '^(slurm-array:|arenactl:|slurmstepd|[0-9]+ matches played)' "$log" | sed 's/^/      /'
done
first=$(grep -ho ' at [0-9T:-]*Z;' logs/arena-"$jid"-*.log | sort | head -n 1 | sed 's/^ at \(.*\);$/\1/')
mend=$(task_field "$mid" EndTime)
say "on the cluster: the first task started at $first, the merge ended at $mend: $(($(date -d "$mend" +%s) - $(date -d "$first" +%s))) s in all, the kills and requeues included"
for k in "${victims[@]}"; do
  f=results/shard-$k.jsonl
  log=logs/arena-$jid-$k.log
  [ "$(grep -c '^slurm-array: ' "$log")" -eq 2 ] || fail "$log does not show two runs of task $k"
  grep -q "run 2 on .* holds ${kept[$k]} lines" "$log" || fail "$log: the requeued run did not start from the ${kept[$k]} kept lines"
  cmp -s "$W/kept-$k.jsonl" <(head -n "${kept[$k]}" "$f") || fail "$f: the ${kept[$k]} lines kept at the kill were rewritten, not resumed"
  [ "$(task_field "${jid}_$k" Restarts)" = 1 ] || fail "task ${jid}_$k was not requeued once"
  say "task ${jid}_$k (${how[$k]}) resumed: its ${kept[$k]} earlier results kept byte for byte, the other $(($(planned "$k") - kept[$k])) played by run 2"
done
mlog=logs/merge-$mid.log
say "merge job $mid: $(grep '^merged ' "$mlog" || true)"
"$W/sameresults" "$W/local/local.jsonl" results/all.jsonl || fail "the merged results differ from the local run"

# The report: the page and JSON the merge job wrote on the cluster, and report's tables,
# against the local run's. A page's default title names its file (all.jsonl, local.jsonl):
# that, and only that, is normalised.
(cd "$W/local" && "$A" report local.jsonl --html local.html --json local.json >local-table.txt)
"$A" report results/all.jsonl >"$W/merged-table.txt"
cmp -s "$W/local/local-table.txt" "$W/merged-table.txt" || fail "report's tables differ: $(diff "$W/local/local-table.txt" "$W/merged-table.txt" | head -n 5)"
cmp -s "$W/local/local.json" results/summary.json || fail "report --json differs: $(diff "$W/local/local.json" results/summary.json | head -n 5)"
ndiff=$(diff "$W/local/local.html" results/report.html | grep -c '^<' || true)
sed 's/tournament: local\.jsonl/tournament: RESULTS/g' "$W/local/local.html" >"$W/local.norm.html"
sed 's/tournament: all\.jsonl/tournament: RESULTS/g' results/report.html >"$W/merged.norm.html"
cmp -s "$W/local.norm.html" "$W/merged.norm.html" || fail "the report pages differ beyond the file name: $(diff "$W/local.norm.html" "$W/merged.norm.html" | head -n 5)"
say "report: tables and --json identical; pages ($(wc -c <results/report.html) bytes) identical but for the title's file name (local.jsonl / all.jsonl: $ndiff lines)"
say "merged standings ($of matches):"
sed 's/^/    /' "$W/merged-table.txt"
say "$SHARDS shards passed: array $jid, merge $mid, merged = local result for result"
