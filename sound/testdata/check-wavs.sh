#!/bin/sh
# check-wavs.sh DIR runs `sox FILE -n stat` on every WAV in DIR (as written by
# `arenactl sfx --out DIR`) and fails on one that is silent or clipped.
# Silent: RMS amplitude below 0.01. Clipped: maximum amplitude of 0.999 or more
# (sox reports 1.0 once a 16-bit sample sits at full scale).
set -eu
dir=${1:?usage: check-wavs.sh DIR}
command -v sox >/dev/null 2>&1 || { echo "check-wavs: sox not installed" >&2; exit 2; }
n=0
bad=0
for f in "$dir"/*.wav; do
	[ -e "$f" ] || { echo "check-wavs: no WAV files in $dir" >&2; exit 1; }
	n=$((n + 1))
	stat=$(sox "$f" -n stat 2>&1) || { echo "FAIL $f: sox cannot read it" >&2; bad=$((bad + 1)); continue; }
	max=$(printf '%s\n' "$stat" | awk -F: '/^Maximum amplitude/ {gsub(/ /, "", $2); print $2}')
	min=$(printf '%s\n' "$stat" | awk -F: '/^Minimum amplitude/ {gsub(/ /, "", $2); print $2}')
	rms=$(printf '%s\n' "$stat" | awk -F: '/^RMS     amplitude/ {gsub(/ /, "", $2); print $2}')
	verdict=$(awk -v max="$max" -v min="$min" -v rms="$rms" 'BEGIN {
		if (rms == "" || max == "") print "unreadable stat";
		else if (rms + 0 < 0.01) print "silent (RMS " rms ")";
		else if (max + 0 >= 0.999 || -min >= 0.999) print "clipped (max " max ", min " min ")";
		else print "ok" }')
	if [ "$verdict" = ok ]; then
		echo "ok   $(basename "$f") max=$max rms=$rms"
	else
		echo "FAIL $(basename "$f"): $verdict" >&2
		bad=$((bad + 1))
	fi
done
echo "check-wavs: $n files, $bad bad"
[ "$bad" -eq 0 ]
