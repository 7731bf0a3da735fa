# arena: two front-door commands.
#   make run   installs what is missing, builds, opens the app on Worms between built-in AIs
#   make test  runs every test: vet, format, pure build, unit tests, fuzz smoke, GUI tests under Xvfb
SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin:$(HOME)/go/bin
GO ?= go
PURE := ./cmd/arenactl/... ./sim/... ./ai/... ./maps/... ./sound
FUZZTIME ?= 5s
ARGS ?=

.PHONY: run deps build arenactl test test-unit test-gui test-fuzz test-sfx lint bench strength

deps:
	@bash platform/install-deps.sh

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

test: deps lint arenactl test-unit test-fuzz test-sfx test-gui
	@echo "make test: all passed"

test-unit:
	$(GO) test -shuffle=on -count=1 -timeout 30m ./...

# Each fuzz target runs briefly so CI catches panics on malformed input.
test-fuzz:
	@bash platform/fuzz-smoke.sh $(FUZZTIME)

test-sfx: arenactl
	@rm -rf /tmp/arena-sfx && ./bin/arenactl sfx --out /tmp/arena-sfx >/dev/null && bash sound/testdata/check-wavs.sh /tmp/arena-sfx

test-gui:
	xvfb-run -a -s "-screen 0 1024x768x24" $(GO) test -tags gui -count=1 -timeout 20m ./app/... ./render/...

bench:
	$(GO) test -run '^$$' -bench . -benchtime 20x ./sim/... ./ai/...

# The README's strength ladder: every built-in against the others and the sparring bots
# (arenactl tournament, 95% Wilson intervals), then the win-rate tests at full size.
# Set ARENA_SPARRING_DIR for the 2013 CodeRunner programs (see the README).
strength: arenactl
	@bash platform/strength.sh
	ARENA_STRENGTH_GAMES=200 $(GO) test -count=1 -timeout 60m -v -run 'Beats|VsPrograms' ./ai/worms/... ./ai/madmax/... ./ai/paintball/... ./ai/coderunner/...
