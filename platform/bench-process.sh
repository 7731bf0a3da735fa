#!/usr/bin/env bash
# bench-process.sh prints the whole-process figures of the README (make bench-process, part of
# make bench): arenactl's CPU time (user + system, from the rusage of each child as
# platform/cputime reads it, to the microsecond, so no perf is needed) for
#   - Madmax, four demo players, 300 rounds, the .res written (median of RUNS runs), beside
#     `arenactl games` (process start, registries, nothing played) and an empty Go program
#     (built here) as the floors, and beside the original C++ engine when MADMAX_ORIG names
#     its Game binary (built by you from the public framework, never part of this repo):
#     the same game, its .res compared byte for byte, and the ratio arena / original;
#   - CodeRunner, 700 turns between two C bots that answer at once (platform/instant), beside the
#     original 2013 engine (coderunner.jar) when CODERUNNER_JAR names it;
#   - a process bot's turn (Ask) beside the pipe limit (a bare Go pipe, and C: platform/instant);
#   - a Windwardopolis 2 round of ten built-ins (five tycoon, five sample) through `arenactl run`:
#     ticks per CPU-second, the process start included;
#   - tournaments with -j 1 (Worms hunter/sample, CodeRunner digger/sample, Paintball
#     captain/sample: 20 matches; Madmax raider and three demo: 40): matches per CPU-second;
#   - the wall-time speed-up of -j 2 over -j 1 (Paintball, 100 matches, median of 3), with the load average
#     beside it: on a shared machine that figure means something only when the load is low.
# The machine is shared: compare figures taken in one run, and rerun when the load is high.
set -euo pipefail
cd "$(dirname "$0")/.."
A=${ARENACTL:-bin/arenactl}
RUNS=${RUNS:-31}
MADMAX_CNF=${MADMAX_CNF:-../shared/reference/data/madmax/default.cnf}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
go build -o "$TMP/cputime" ./platform/cputime

# cpu CMD... runs CMD (output discarded) and prints "cpu_ms wall_ms": the shell's time keyword
# stops at whole milliseconds, a fifth of a Madmax game's process.
cpu() { "$TMP/cputime" "$@" 2>/dev/null; }

# median reads numbers, one a line, and prints their median.
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"

madmax=(run --game madmax --seed 3424 --player demo --player demo --player demo --player demo --res "$TMP/game.res")
if [ -f "$MADMAX_CNF" ]; then
  madmax+=(--map "$MADMAX_CNF")
fi
# The floor under any Go command on this machine: a program that does nothing.
mkdir -p "$TMP/empty"
printf 'package main\n\nfunc main() {}\n' >"$TMP/empty/main.go"
printf 'module empty\n' >"$TMP/empty/go.mod"
(cd "$TMP/empty" && CGO_ENABLED=0 go build -o empty .)
orig=()
if [ -n "${MADMAX_ORIG:-}" ] && [ -x "$MADMAX_ORIG" ] && [ -f "$MADMAX_CNF" ]; then
  orig=("$MADMAX_ORIG" -s 3424 Demo Demo Demo Demo -i "$MADMAX_CNF" -o "$TMP/orig.res")
fi
# Interleaved, so that a change of load touches every figure alike.
for ((i = 0; i < RUNS; i++)); do
  cpu "$TMP/empty/empty" | cut -d' ' -f1 >>"$TMP/empty.ms"
  cpu "$A" games | cut -d' ' -f1 >>"$TMP/games"
  cpu "$A" "${madmax[@]}" | cut -d' ' -f1 >>"$TMP/madmax"
  if [ ${#orig[@]} -gt 0 ]; then
    cpu "${orig[@]}" | cut -d' ' -f1 >>"$TMP/orig.ms"
  fi
done
printf 'Madmax demo x4, 300 rounds, .res written: %s ms CPU (median of %d); arenactl games alone: %s ms; an empty Go program: %s ms\n' \
  "$(median <"$TMP/madmax")" "$RUNS" "$(median <"$TMP/games")" "$(median <"$TMP/empty.ms")"
if [ ${#orig[@]} -gt 0 ]; then
  same="identical"
  cmp -s "$TMP/orig.res" "$TMP/game.res" || same="DIFFERENT"
  awk -v a="$(median <"$TMP/madmax")" -v o="$(median <"$TMP/orig.ms")" -v s="$same" \
    'BEGIN { printf "Madmax, the original C++ engine, the same game: %s ms CPU; arena / original: %.3f; .res files %s\n", o, a / o, s }'
else
  echo "Madmax, the original C++ engine: not measured (set MADMAX_ORIG to its Game binary)"
fi

# CodeRunner, 700 turns between two bots that answer NONE at once (platform/instant, built here
# when there is a C compiler): the runner's own cost with its process bots, beside the original
# 2013 engine playing the same when CODERUNNER_JAR names its coderunner.jar (fetched by you from
# the public repository, never part of this repo) and java is there. Both CPU times include the
# bots' (each process's rusage counts the children it waited for).
CR_MAP=${CR_MAP:-../shared/reference/data/coderunner/map01.txt}
if command -v cc >/dev/null && [ -f "$CR_MAP" ]; then
  cc -O2 -o "$TMP/instant" platform/instant/coderunner.c
  cr=(run --game coderunner --ruleset classic --map "$CR_MAP" --player "proc:$TMP/instant" --player "proc:$TMP/instant")
  jar=()
  if [ -n "${CODERUNNER_JAR:-}" ] && [ -f "$CODERUNNER_JAR" ] && command -v java >/dev/null; then
    jar=(java -cp "$CODERUNNER_JAR" icpc.challenge.main.Game -view turns "$TMP/turns.txt"
      -player pipe 1 "$TMP/instant" -player pipe 1 "$TMP/instant" -map "$CR_MAP")
  fi
  for _ in 1 2 3 4 5; do
    cpu "$A" "${cr[@]}" | cut -d' ' -f1 >>"$TMP/cr"
    if [ ${#jar[@]} -gt 0 ]; then
      cpu "${jar[@]}" | cut -d' ' -f1 >>"$TMP/jar"
    fi
  done
  if [ ${#jar[@]} -gt 0 ]; then
    awk -v a="$(median <"$TMP/cr")" -v o="$(median <"$TMP/jar")" \
      'BEGIN { printf "CodeRunner, 700 turns, two instant C bots: %s ms CPU; the original 2013 engine: %s ms; arena / original: %.3f\n", a, o, a / o }'
  else
    printf 'CodeRunner, 700 turns, two instant C bots: %s ms CPU (set CODERUNNER_JAR to the original coderunner.jar to compare)\n' "$(median <"$TMP/cr")"
  fi
else
  echo "CodeRunner with two instant C bots: not measured (no cc, or no $CR_MAP)"
fi

# A process bot's turn (issue #16: at most 12 us of the host's CPU): one Ask of a bot that echoes at
# once (BenchmarkEchoTurn, ai/proc), beside the pipe limit: the bare Go pipe (BenchmarkRawPipe) and
# the same round trip in C (platform/instant/pipefloor.c: write, blocking read, nothing else).
# Each is the host's CPU per turn, the bot's left out.
go test -run '^$' -bench 'EchoTurn|RawPipe' -benchtime 20000x -count 3 -cpu 1 ./ai/proc/ |
  awk '/^Benchmark/ { for (i = 1; i <= NF; i++) if ($i == "host-cpu-ns/turn") v[$1] = v[$1] sprintf(" %.1f", $(i - 1) / 1000) }
    END { printf "A process bot turn, host CPU (us, 3 runs): Ask%s; the bare Go pipe%s\n", v["BenchmarkEchoTurn"], v["BenchmarkRawPipe"] }'
if command -v cc >/dev/null; then
  cc -O2 -o "$TMP/pipefloor" platform/instant/pipefloor.c
  # On one core a round trip is two plain context switches; across two idle cores each wake-up
  # crosses cores (on a virtual machine an interrupt between virtual CPUs), which costs more.
  for _ in 1 2 3; do
    "$TMP/pipefloor" 100000 | cut -d' ' -f1 >>"$TMP/pipe"
    if command -v taskset >/dev/null; then taskset -c 0 "$TMP/pipefloor" 100000 | cut -d' ' -f1 >>"$TMP/pipe1"; fi
  done
  printf 'The pipe limit: a round trip in C costs the host %s us of CPU (median of 3 runs of 100000)' "$(median <"$TMP/pipe")"
  [ -s "$TMP/pipe1" ] && printf '; both processes on one core: %s us' "$(median <"$TMP/pipe1")"
  echo
fi

ww=(run --game windward --seed 7 --rounds 1)
for _ in 1 2 3 4 5; do ww+=(--player tycoon --player sample); done
for _ in 1 2 3; do
  read -r c _ < <(cpu "$A" "${ww[@]}")
  turns=$("$A" "${ww[@]}" 2>/dev/null | sed -n 's/.*"turns":\([0-9]*\).*/\1/p')
  awk -v t="$turns" -v c="$c" 'BEGIN { printf "%.0f\n", t / (c / 1000) }' >>"$TMP/ww"
done
printf 'Windwardopolis 2, a round of ten built-ins through arenactl run: %s ticks per CPU-second (median of 3)\n' \
  "$(median <"$TMP/ww")"

# tourney NAME N J PLAYERS... plays seeds 1-N and prints "cpu_ms wall_ms matches".
tourney() {
  local game=$1 n=$2 j=$3
  shift 3
  local out="$TMP/t-$game-$j.jsonl"
  rm -f "$out"
  read -r c w < <(cpu "$A" tournament --game "$game" "$@" --seeds "1-$n" -j "$j" --out "$out")
  echo "$c $w $(wc -l <"$out")"
}
while read -r game n players; do
  # shellcheck disable=SC2086 # the player flags are words
  read -r c _ m < <(tourney "$game" "$n" 1 $players)
  awk -v g="$game" -v p="$players" -v c="$c" -v m="$m" \
    'BEGIN { gsub(/--player builtin:/, "", p); printf "tournament %s (%s), -j 1: %d matches, %.1f matches per CPU-second\n", g, p, m, m / (c / 1000) }'
done <<'EOF'
worms 20 --player builtin:hunter --player builtin:sample
coderunner 20 --player builtin:digger --player builtin:sample
paintball 20 --player builtin:captain --player builtin:sample
madmax 40 --player builtin:raider --player builtin:demo --player builtin:demo --player builtin:demo
EOF
# 100 matches, three pairs, the median ratio: 20 matches last about 70 ms, which the process
# start and the scheduler's noise weigh on too much.
for _ in 1 2 3; do
  read -r _ w1 _ < <(tourney paintball 100 1 --player builtin:captain --player builtin:sample)
  read -r _ w2 _ < <(tourney paintball 100 2 --player builtin:captain --player builtin:sample)
  awk -v a="$w1" -v b="$w2" 'BEGIN { printf "%.3f\n", a / b }' >>"$TMP/j2"
done
awk -v a="$(median <"$TMP/j2")" -v l="$(cut -d' ' -f1 /proc/loadavg)" \
  'BEGIN { printf "tournament -j 2 over -j 1 (Paintball, 100 matches, wall time, median of 3): %.2fx (load average %s)\n", a, l }'
