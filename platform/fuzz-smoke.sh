#!/usr/bin/env bash
# fuzz-smoke.sh runs every Fuzz target in the module for a short time (default 5s each),
# so malformed maps, replies and replays that panic are caught on every `make test`.
set -euo pipefail
t=${1:-5s}
cd "$(dirname "$0")/.."
status=0
while IFS= read -r line; do
  file=${line%%:*}
  name=$(sed -E 's/^.*func (Fuzz[A-Za-z0-9_]*).*/\1/' <<<"$line")
  pkg=./$(dirname "$file")
  echo "fuzz $pkg $name ($t)"
  if ! go test -run '^$' -fuzz "^${name}\$" -fuzztime "$t" "$pkg" >/tmp/fuzz-$$.log 2>&1; then
    cat /tmp/fuzz-$$.log; status=1
  fi
done < <(grep -rn --include='*_test.go' -E '^func Fuzz[A-Za-z0-9_]*\(' . | grep -v '/testdata/' | sort)
rm -f /tmp/fuzz-$$.log
exit $status
