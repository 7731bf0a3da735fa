# arena: two front-door commands.
#   make run   installs what is missing, builds, opens the app on Worms between built-in AIs
#   make test  runs every test: format, vet, staticcheck, the complexity budget, pure build, unit tests,
#              the pure packages under -race, fuzz smoke, GUI tests under Xvfb
#   make fuzz  fuzzes every target for longer (FUZZLONG each, default 2m), for hunting, not for CI
SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin:$(HOME)/go/bin
GO ?= go
PURE := ./cmd/arenactl/... ./sim/... ./ai/... ./maps/... ./sound
# The pure packages run under the race detector too (make test-race).
RACE := ./sim/... ./ai/... ./maps/... ./cmd/arenactl/...
# Linters, pinned and fetched through the module proxy by go run.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
GOCYCLO := github.com/fzipp/gocyclo/cmd/gocyclo@v0.6.0
# The complexity budget: no function (tests aside) may have a cyclomatic
# complexity above this. The largest today is madmax's parseBoard (69);
# lower it as the parsers are split.
CYCLO_MAX ?= 70
FUZZTIME ?= 5s
# Minimizing a new input is capped so a smoke run spends its time fuzzing.
FUZZMIN ?= 1s
FUZZLONG ?= 2m
FUZZLONGMIN ?= 30s
ARGS ?=

.PHONY: run deps test-deps build arenactl test test-unit test-race test-gui test-fuzz test-sfx test-cluster lint bench bench-compare bench-draw bench-fps bench-process strength fuzz

deps:
	@bash platform/install-deps.sh

# test-deps adds Chromium, in which the tournament report's test opens the page headless.
test-deps:
	@bash platform/install-deps.sh --test

run: deps
	$(GO) run ./cmd/arena $(ARGS)

build: deps
	$(GO) build -o bin/arena ./cmd/arena
	CGO_ENABLED=0 $(GO) build -o bin/arenactl ./cmd/arenactl

# arenactl must build without cgo: it never links ebiten, oto or dialog.
arenactl:
	CGO_ENABLED=0 $(GO) build -o bin/arenactl ./cmd/arenactl

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) vet -tags gui ./app/... ./render/... ./cmd/arena/...
	$(GO) run $(STATICCHECK) ./...
	$(GO) run $(STATICCHECK) -tags gui ./app/... ./render/... ./cmd/arena/...
	$(GO) run $(GOCYCLO) -over $(CYCLO_MAX) -ignore '_test' .

test: test-deps lint arenactl test-unit test-race test-fuzz test-sfx test-gui
	@echo "make test: all passed"

test-unit:
	$(GO) test -shuffle=on -count=1 -timeout 30m ./...

test-race:
	$(GO) test -race -count=1 -timeout 30m $(RACE)

# Each fuzz target runs briefly so CI catches panics on malformed input.
test-fuzz:
	@bash platform/fuzz-smoke.sh $(FUZZTIME) $(FUZZMIN)

# Every fuzz target for FUZZLONG (default 2m) with up to FUZZLONGMIN to minimize a
# finding: `make fuzz FUZZLONG=10m`. Failing inputs land in testdata/fuzz as usual.
fuzz:
	@bash platform/fuzz-smoke.sh $(FUZZLONG) $(FUZZLONGMIN)

test-sfx: arenactl
	@rm -rf /tmp/arena-sfx && ./bin/arenactl sfx --out /tmp/arena-sfx >/dev/null && bash sound/testdata/check-wavs.sh /tmp/arena-sfx

test-gui:
	xvfb-run -a -s "-screen 0 1024x768x24" $(GO) test -tags gui -count=1 -timeout 20m ./app/... ./render/... ./cmd/arena/...

# A tournament on a real one-node Slurm cluster (installed from Debian when missing, started
# on 127.0.0.1 in a temporary directory, stopped and removed after): a job array of three
# shards, one killed mid-run and requeued, a dependent merge, checked result for result and
# report for report against the same tournament in one process; see platform/cluster/test-slurm.sh.
test-cluster:
	@bash platform/cluster/test-slurm.sh

# Every figure of the README's Figures table: the benchmarks (20 iterations of the whole-game
# ones; the hashes and a process bot's tick over 20000, where the first calls' cache misses
# would weigh), then the runner's ratios, the whole processes (with the process bot's Ask and
# the pipe limit), the renderers' Draw and the window's frame rates.
bench:
	$(GO) test -run '^$$' -bench . -skip '^Benchmark(Direct|Runner|RunnerReplay|Hash|ProcTurn|EchoTurn|RawPipe)$$' -benchtime 20x ./sim/... ./ai/...
	$(GO) test -run '^$$' -bench '^Benchmark(Hash|ProcTurn)$$' -benchtime 20000x ./sim/... ./ai/...
	@$(MAKE) --no-print-directory bench-compare
	@$(MAKE) --no-print-directory bench-process
	@$(MAKE) --no-print-directory bench-draw
	@$(MAKE) --no-print-directory bench-fps

# The whole-process figures: arenactl's CPU time for a Madmax game with its .res, a
# Windwardopolis round of ten built-ins, tournaments (-j 1, and -j 2 over -j 1); see
# platform/bench-process.sh. RUNS sets how many Madmax runs the median is taken over.
bench-process: arenactl
	@bash platform/bench-process.sh

# Each renderer's Draw of a mid-game scene (BenchmarkDraw, plain and with
# overlays) under Xvfb's software GL, one CPU, three runs to compare.
bench-draw:
	xvfb-run -a $(GO) test -tags gui -run '^$$' -bench Draw -benchtime 20x -count 3 -cpu 1 ./render/worms/ ./render/coderunner/ ./render/madmax/ ./render/paintball/ ./render/windward/

# The window at 1000 ticks/s under Xvfb at 1280x800 (TestFrameRatePerGame): each game's
# frames per second and CPU a frame, playing and paused, beside an empty ebiten loop, and the
# CPU a tick costs the window's worker; see platform/bench-fps.sh. FPSRUNS=N runs the test N
# times (the load average is printed beside each run).
bench-fps:
	@bash platform/bench-fps.sh

# Each game's match played by the engine and its bots in a plain loop, then
# through match.Runner headless and recording a replay; benchratio prints
# the ratios (CPU time per match, medians of BENCHCOUNT runs) and fails
# when the headless runner adds more than 30%. Each run plays matches for
# BENCHTIME (a Madmax match takes half a millisecond: a handful of them is
# noise on a shared machine), on one processor.
BENCHCOUNT ?= 5
BENCHTIME ?= 300ms
bench-compare:
	@$(GO) test -run '^$$' -bench 'Direct|Runner' -benchtime $(BENCHTIME) -cpu 1 -count $(BENCHCOUNT) ./ai/bench/ | tee /tmp/arena-bench-compare.txt | $(GO) run ./platform/benchratio

# The README's strength ladder: every built-in against the others and the sparring bots
# (arenactl tournament, 95% Wilson intervals), then the win-rate tests at full size.
# Set ARENA_SPARRING_DIR for the 2013 CodeRunner programs (see the README).
strength: arenactl
	@bash platform/strength.sh
	ARENA_STRENGTH_GAMES=200 $(GO) test -count=1 -timeout 60m -v -run 'Beats|VsPrograms' ./ai/worms/... ./ai/madmax/... ./ai/paintball/... ./ai/coderunner/...
