#!/usr/bin/env bash
# bench-fps.sh prints the window's figures of the README (make bench-fps, part of make bench):
#   - TestFrameRatePerGame (cmd/arena) under Xvfb at 1280x800 with Mesa's software GL: an empty
#     ebiten loop, then every game between its default built-ins at 1000 ticks a second (a new
#     seed whenever a match ends) and paused: frames per second, the CPU a frame costs this
#     process (every thread: Go and the rasteriser's; "rast" the rasteriser's part), ticks
#     played a second, and the CPU a tick of playing adds over drawing;
#   - the CPU a tick costs the window's worker (BenchmarkWindowWorker, ai/bench: the session
#     of the window's default match, one tick in sixteen shown) beside the engine and bots
#     alone (BenchmarkWindowHeadless).
# Frames per second are wall-clock figures that swing with the machine's load (printed before
# and after); the CPU per frame is the steadier figure. FPSRUNS runs the test that many times.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${FPSRUNS:-1}
load() { echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"; }
for i in $(seq "$RUNS"); do
  load
  xvfb-run -a -s '-screen 0 1280x800x24' go test -tags gui -count=1 -timeout 20m -run 'TestFrameRatePerGame$' -v ./cmd/arena/ |
    awk '/GL: / { sub(/^ *[a-z_]*\.go:[0-9]*: /, ""); print } /make bench-fps/ { on = 1; sub(/^ *[a-z_]*\.go:[0-9]*: /, ""); print; next } on && /^ *(---|PASS|FAIL|ok)/ { on = 0 } on { sub(/^        /, ""); print } /^(--- )?FAIL/ { print; bad = 1 } END { exit bad }'
done
load
echo "the window's worker, CPU a tick (ns), -cpu 1:"
go test -run '^$' -bench 'Window(Worker|Headless)' -benchtime 2000x -cpu 1 ./ai/bench/ |
  awk '/^Benchmark/ { for (i = 1; i <= NF; i++) if ($i == "cpu-ns/tick") printf "  %-48s %10.0f\n", $1, $(i - 1) }'
load
