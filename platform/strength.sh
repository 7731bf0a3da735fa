#!/usr/bin/env bash
# strength.sh plays the strength ladder of the README (make strength): every built-in of each game
# against the others and against the sparring bots, with arenactl tournament, and prints each
# pairing's win rate with its 95% Wilson interval. CSVs go to $OUT (default /tmp/arena-strength).
#
# The 2013 CodeRunner programs, the EDA-JOC Madmax players, the Entelect 2019 Worms bots and the
# 2014 Windwardopolis clients are not part of the repository: build or copy them yourself (see the
# README) and set ARENA_SPARRING_DIR to their directory; without it those rows are skipped. Madmax
# players are sources, one folder each under $ARENA_SPARRING_DIR/madmax/ (its .cc files), built here
# with arenactl sdk madmax --build; Entelect bots are bot folders, one each under
# $ARENA_SPARRING_DIR/worms/. A Windwardopolis client is a file $ARENA_SPARRING_DIR/windward/NAME.cmd
# holding the one command line that starts it (it connects to 127.0.0.1:1707 by itself).
# ONLY=REGEX plays only the sections whose names match (worms, worms-classic, madmax, paintball,
# coderunner, windward, coderunner-2013, madmax-eda, worms-entelect, windward-2014), e.g.
# ONLY=worms-entelect ARENA_SPARRING_DIR=/work/sparring platform/strength.sh
set -euo pipefail
cd "$(dirname "$0")/.."
A=${ARENACTL:-bin/arenactl}
OUT=${OUT:-/tmp/arena-strength}
J=${J:-2}
# Seeds per game (both seats, or for Madmax every rotation of the four seats): the README's figures.
SEEDS=${SEEDS:-1-100}
MADMAX_SEEDS=${MADMAX_SEEDS:-1-25}
WINDWARD_SEEDS=${WINDWARD_SEEDS:-1} # a whole session takes minutes
CR=${CR:-../shared/reference/data/coderunner} # the thirteen original maps
WW=${WW:-../shared/reference/data/windwardopolis2} # the seven original Windwardopolis maps
WW_SEEDS=${WW_SEEDS:-1-2}   # seeds per original map against each 2014 client
WW_ROUNDS=${WW_ROUNDS:-2}   # rounds per session
WW_PACE=${WW_PACE:-lockstep} # or 96: the original's real-time pace (a round takes minutes)
ENTELECT_SEEDS=${ENTELECT_SEEDS:-1-10} # Worms against each Entelect bot folder (both seats)
ENTELECT_FLAGS=${ENTELECT_FLAGS:-}     # e.g. --no-timeout (a bot that skips a round then waits forever)
mkdir -p "$OUT"

# want NAME says whether section NAME is to be played (ONLY).
want() { [ -z "${ONLY:-}" ] || [[ $1 =~ $ONLY ]]; }

# ladder FILE PLAYERS... prints, for two-player games, each pair's record from the side of the
# player listed first in PLAYERS (wins-losses-draws, win rate, 95% Wilson interval), and for more
# players how often each player finished strictly first.
ladder() {
  local f=$1; shift
  local order
  order=$(printf '%s\n' "$@" | sed 's/^builtin://' | paste -sd'|')
  awk -F, -v order="$order" 'BEGIN { k = split(order, o, "|"); for (i = 1; i <= k; i++) pos[o[i]] = i }
  function at(x) { sub(/^builtin:/, "", x); return (x in pos) ? pos[x] : 99 }
  NR > 1 { m = $1; n[m]++; who[m, $3] = $4; rk[m, $3] = $7 }
  function wilson(k, t,   p, z, d, c, r) {
    z = 1.959964; p = k / t; d = 1 + z * z / t; c = p + z * z / (2 * t)
    r = z * sqrt(p * (1 - p) / t + z * z / (4 * t * t))
    return sprintf("%5.1f%%  [%5.1f%%, %5.1f%%]", 100 * p, 100 * (c - r) / d, 100 * (c + r) / d)
  }
  END {
    for (m in n) {
      if (n[m] == 2) {
        a = who[m, 0]; b = who[m, 1]
        if (at(a) > at(b)) { t = a; a = b; b = t; ra = rk[m, 1]; rb = rk[m, 0] } else { ra = rk[m, 0]; rb = rk[m, 1] }
        key = a " vs " b; g[key]++
        if (ra < rb) w[key]++; else if (ra > rb) l[key]++; else d[key]++
      } else {
        for (s = 0; s < n[m]; s++) {
          p = who[m, s]; g[p " first"]++; first = 1
          for (q = 0; q < n[m]; q++) if (q != s && rk[m, q] <= rk[m, s]) first = 0
          if (first) w[p " first"]++; else l[p " first"]++
        }
      }
    }
    for (k in g) printf "  %-40s %4d games  %3d-%3d-%d  %s\n", k, g[k], w[k], l[k], d[k], wilson(w[k] + 0, g[k])
  }' "$f" | sort
}

# merge CSV... joins tournament CSVs into one, the match numbers made unique by the file name.
merge() {
  awk -F, -v OFS=, 'FNR == 1 { if (NR == 1) print; next } { $1 = FILENAME ":" $1; print }' "$@"
}

# players ARGS... prints the values of the --player flags among ARGS.
players() {
  while [ $# -gt 0 ]; do
    [ "$1" = --player ] && { echo "$2"; shift; }
    shift
  done
}

run() { # name, arenactl tournament arguments... (every seating on every seed: --swap)
  local name=$1; shift
  want "${name%%-*}" || want "$name" || return 0
  echo "== $name"
  "$A" tournament "$@" --swap -j "$J" --csv "$OUT/$name.csv" >"$OUT/$name.txt"
  mapfile -t ps < <(players "$@")
  ladder "$OUT/$name.csv" "${ps[@]}"
}

# The 2014 Windwardopolis clients: tycoon and one client with the eight built-in fillers, classic
# rules, on each original map; one session at a time (the clients all connect to port 1707). Prints
# how often tycoon finished a round first of the ten, and ahead of the client.
wwrounds() { # FILE.jsonl... prints tycoon's first places and its record against the client, by round
  python3 - "$@" <<'PY'
import json, math, sys
first = ahead = n = 0
for path in sys.argv[1:]:
    for line in open(path):
        m = json.loads(line)
        if "rounds" not in m:
            continue
        seats = m["seats"]
        t = seats.index("builtin:tycoon")
        c = 1 - t if len(seats) == 2 else next(i for i, s in enumerate(seats) if s != "builtin:tycoon")
        for r in m["rounds"]["rounds"]:
            sc = r["scores"]
            n += 1
            first += all(sc[t] > x for i, x in enumerate(sc) if i != t)
            ahead += sc[t] > sc[c]
def wilson(k, t):
    if t == 0:
        return "no rounds"
    z = 1.959964; p = k / t; d = 1 + z * z / t; c = p + z * z / (2 * t)
    r = z * math.sqrt(p * (1 - p) / t + z * z / (4 * t * t))
    return "%5.1f%%  [%5.1f%%, %5.1f%%]" % (100 * p, 100 * (c - r) / d, 100 * (c + r) / d)
print("  tycoon first of ten   %3d of %3d rounds  %s" % (first, n, wilson(first, n)))
print("  tycoon ahead of it    %3d of %3d rounds  %s" % (ahead, n, wilson(ahead, n)))
PY
}
ww2014() {
  if ! want windward-2014; then
    :
  elif [ -z "${ARENA_SPARRING_DIR:-}" ] || ! ls "$ARENA_SPARRING_DIR"/windward/*.cmd >/dev/null 2>&1; then
    echo "== windward against the 2014 clients: skipped (set ARENA_SPARRING_DIR, with windward/NAME.cmd files: see the README)"
  elif [ ! -d "$WW" ]; then
    echo "== windward against the 2014 clients: skipped ($WW not found; set WW to the original maps)"
  else
    for f in "$ARENA_SPARRING_DIR"/windward/*.cmd; do
      tag=$(basename "$f" .cmd)
      rm -f "$OUT"/ww-"$tag"-*.jsonl
      for m in "$WW"/map*.xml; do
        "$A" tournament --game windward --ruleset classic --pace "$WW_PACE" --rounds "$WW_ROUNDS" --map "$m" \
          --player tycoon --player "proc:$(head -n 1 "$f")" --seeds "$WW_SEEDS" -j 1 \
          --out "$OUT/ww-$tag-$(basename "$m" .xml).jsonl" >/dev/null
      done
      echo "== windward classic ($WW_PACE), the original maps, tycoon vs $tag and eight fillers"
      wwrounds "$OUT"/ww-"$tag"-*.jsonl
    done
  fi
}
# "platform/strength.sh windward-2014" plays only these rows (issue 34's measurement), as
# ONLY=windward-2014 does.
if [ "${1:-}" = windward-2014 ]; then
  ONLY=windward-2014
  ww2014
  exit 0
fi

run worms --game worms --player hunter --player greedy --player focus --player kiter --player sample --seeds "$SEEDS"
run worms-classic --game worms --ruleset classic --player hunter --player greedy --player focus --player kiter --player sample --seeds "$SEEDS"
run madmax --game madmax --player raider --player collector --player shooter --player demo --seeds "$MADMAX_SEEDS"
run paintball --game paintball --player captain --player greedy --player sample --seeds "$SEEDS"
for m in bunker gallery ladders pyramid stairs towers wells; do
  run "coderunner-$m" --game coderunner --map "$m" --player digger --player sample --seeds 1
done
if want coderunner; then
  merge "$OUT"/coderunner-*.csv >"$OUT/coderunner.csv"
  echo "== coderunner, all shipped maps"; ladder "$OUT/coderunner.csv" digger sample
fi
run windward --game windward --player tycoon --player sample --seeds "$WINDWARD_SEEDS"

if ! want coderunner-2013; then
  :
elif [ -n "${ARENA_SPARRING_DIR:-}" ] && [ ! -d "$CR" ]; then
  echo "== coderunner against the 2013 programs: skipped ($CR not found; set CR to the original maps)"
elif [ -n "${ARENA_SPARRING_DIR:-}" ]; then
  S=$ARENA_SPARRING_DIR
  U=$S/uleth/ICPC/Challenge2013
  for opp in "java -cp $S/santjuan/classes Tsp3Main" "$S/bin/submissions_jun11 $U/Submissions/Jun11/alpha" \
             "$S/bin/chris $U/Chris/alpha" "$S/bin/player $U/Player/alpha"; do
    tag=$(basename "${opp%% *}")
    [ "$tag" = java ] && tag=tsp3
    rm -f "$OUT/cr-$tag.csv"
    for m in "$CR"/map*.txt "$CR"/defaultmap.txt; do
      "$A" tournament --game coderunner --ruleset classic --no-timeout --map "$m" --player digger \
        --player "proc:$opp" --seeds 1 --swap -j 1 --csv "$OUT/cr-$tag-$(basename "$m" .txt).csv" >/dev/null
    done
    merge "$OUT"/cr-"$tag"-*.csv >"$OUT/cr-$tag.csv"
    echo "== coderunner classic, the 13 original maps, digger vs $tag"; ladder "$OUT/cr-$tag.csv" digger
  done
else
  echo "== coderunner against the 2013 programs: skipped (set ARENA_SPARRING_DIR, see the README)"
fi

# madmax_sparring builds each EDA-JOC player of $ARENA_SPARRING_DIR/madmax/NAME/ (the player's .cc
# files) with the SDK and seats raider with three of them at a time (builtin:demo filling a short
# group), every rotation on every seed, without time limits.
madmax_sparring() {
  local src=$1 bin=$OUT/madmax-sparring d name
  local -a progs=()
  mkdir -p "$bin"
  for d in "$src"/*/; do
    name=$(basename "$d")
    [ "$name" = bin ] && continue
    shopt -s nullglob; local -a cc=("$d"*.cc "$d"*.cpp); shopt -u nullglob
    [ ${#cc[@]} -gt 0 ] || continue
    if "$A" sdk madmax --build "${cc[@]}" -o "$bin/$name" >/dev/null 2>"$bin/$name.log"; then
      progs+=("proc:$bin/$name")
    else
      echo "== madmax: $name does not build with the SDK (see $bin/$name.log)"
    fi
  done
  if [ ${#progs[@]} -eq 0 ]; then
    echo "== madmax against EDA-JOC players: skipped (no player builds under $src)"
    return
  fi
  while [ $((${#progs[@]} % 3)) -ne 0 ]; do progs+=(builtin:demo); done
  local i group
  for ((i = 0; i < ${#progs[@]}; i += 3)); do
    group=$(printf '%s\n' "${progs[@]:i:3}" | sed 's|.*/||; s|builtin:||' | paste -sd-)
    run "madmax-eda-$group" --game madmax --no-timeout --player raider --player "${progs[i]}" \
      --player "${progs[i+1]}" --player "${progs[i+2]}" --seeds "$MADMAX_SEEDS"
  done
}

if ! want madmax-eda; then
  :
elif [ -n "${ARENA_SPARRING_DIR:-}" ] && [ -d "$ARENA_SPARRING_DIR/madmax" ]; then
  madmax_sparring "$ARENA_SPARRING_DIR/madmax"
else
  echo "== madmax against EDA-JOC players: skipped (set ARENA_SPARRING_DIR, with players under madmax/; see the README)"
fi

# Worms against the Entelect Challenge 2019 bots: every folder under $ARENA_SPARRING_DIR/worms/ that
# holds a bot.json (the bot's own folder, as downloaded and built) plays hunter under classic, with
# the original runner's 1000 ms a round unless ENTELECT_FLAGS says otherwise, one match at a time
# (a folder plays one seat at a time: its rounds/ is the bot's).
if ! want worms-entelect; then
  :
elif [ -z "${ARENA_SPARRING_DIR:-}" ] || [ ! -d "$ARENA_SPARRING_DIR/worms" ]; then
  echo "== worms against the Entelect 2019 bots: skipped (no \$ARENA_SPARRING_DIR/worms, see the README)"
else
  for d in "$ARENA_SPARRING_DIR"/worms/*/; do
    d=${d%/}
    [ -n "$(find "$d" -maxdepth 6 -name bot.json -print -quit)" ] || continue
    tag=$(basename "$d")
    echo "== worms classic, hunter vs $tag ($d)"
    # shellcheck disable=SC2086 # ENTELECT_FLAGS holds flags
    "$A" tournament --game worms --ruleset classic $ENTELECT_FLAGS --player hunter --player "entelect:$d" \
      --seeds "$ENTELECT_SEEDS" --swap -j 1 --csv "$OUT/worms-entelect-$tag.csv" >"$OUT/worms-entelect-$tag.txt"
    ladder "$OUT/worms-entelect-$tag.csv" hunter
  done
fi

ww2014
