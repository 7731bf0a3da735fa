package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arena/cmd/internal/games"
)

// forbidden are module paths that need a display, ALSA or GTK to link or to
// initialise; pure packages must never reach them (ARCHITECTURE §1, §2).
var forbidden = []string{
	"github.com/hajimehoshi/ebiten",
	"github.com/ebitengine/oto",
	"github.com/sqweek/dialog",
}

// root is the module root, seen from this package's directory.
const root = "../.."

// goList runs go list -deps over the patterns that match packages (from
// the module root), skipping patterns that match none yet.
func goList(t *testing.T, patterns ...string) []string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	var live []string
	for _, p := range patterns {
		cmd := exec.Command(goBin, "list", "-e", "-f", "{{if not .Error}}{{.ImportPath}}{{end}}", p)
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		if err == nil && strings.TrimSpace(string(out)) != "" && !strings.Contains(string(out), "matched no packages") {
			live = append(live, p)
		}
	}
	if len(live) == 0 {
		return nil
	}
	cmd := exec.Command(goBin, append([]string{"list", "-deps"}, live...)...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps %v: %v\n%s", live, err, out)
	}
	return strings.Fields(string(out))
}

func TestPureLayersAvoidGUI(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	deps := goList(t, "./cmd/arenactl", "./sim/...", "./ai/...", "./maps/...", "./assets/...", "./sound")
	if len(deps) == 0 {
		t.Fatal("go list found no packages")
	}
	for _, d := range deps {
		for _, f := range forbidden {
			if strings.HasPrefix(d, f) {
				t.Errorf("a pure package depends on %s", d)
			}
		}
	}
}

func TestRenderAvoidsRunner(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	deps := goList(t, "./render/...")
	if len(deps) == 0 {
		t.Skip("no render packages yet")
	}
	for _, d := range deps {
		if d == "arena/ai" || strings.HasPrefix(d, "arena/ai/") || d == "arena/ai/match" {
			t.Errorf("render depends on %s; it must only read states", d)
		}
	}
}

// Layers, lowest first: a package may import packages of its own layer or
// below, never above (README, Layout). The runner's packages are ordered
// among themselves too: a match knows nothing of sessions, a session
// nothing of tournaments.
const (
	layerEngine     = 10 // sim, the engines and what they alone need (series, fileio, maps)
	layerRecords    = 20 // sim's record formats and test helpers: replay, scenario, debugdraw, hashtest, simtest
	layerAgents     = 30 // ai: the Agent contract, built-in bots, aitest
	layerTransports = 40 // ai/proc, ai/tcp, ...: bots that are programs or connections
	layerMatch      = 50 // ai/match: one match, its agents and deadlines
	layerSession    = 51 // ai/session: a match to seek, edit, fork and save
	layerTournament = 52 // ai/tournament: many matches
	layerReport     = 53 // ai/tournament/report
	layerWiring     = 60 // ai/transports, ai/bench: the table of agent kinds, cross-game benchmarks
	layerFront      = 70 // sound, render, assets, platform
	layerApp        = 80 // the window
	layerCmd        = 90 // the binaries
)

// transportPkgs and the runner's packages are named, so that a new package
// under ai/ must be placed in a layer before the test passes.
var (
	transportPkgs = []string{"arena/ai/proc", "arena/ai/tcp", "arena/ai/entelect"}
	// sdkPkgs hold the SDKs for original programs (embedded sources and
	// their build), beside their game's built-ins in the agents layer.
	sdkPkgs    = []string{"arena/ai/madmax/sdk"}
	runnerPkgs = map[string]int{
		"arena/ai/match": layerMatch, "arena/ai/session": layerSession,
		"arena/ai/tournament": layerTournament, "arena/ai/tournament/report": layerReport,
		"arena/ai/transports": layerWiring, "arena/ai/bench": layerWiring,
	}
)

// under says whether p is root or a package below it.
func under(p, root string) bool { return p == root || strings.HasPrefix(p, root+"/") }

// layerOf places an arena package; ok is false for one no rule places.
func layerOf(p string, engines []string) (int, bool) {
	for _, e := range engines {
		if under(p, e) {
			return layerEngine, true
		}
	}
	switch {
	case p == "arena/sim", p == "arena/sim/series", p == "arena/sim/fileio", under(p, "arena/maps"):
		return layerEngine, true
	case under(p, "arena/sim/replay"), under(p, "arena/sim/scenario"), under(p, "arena/sim/debugdraw"),
		under(p, "arena/sim/hashtest"), under(p, "arena/sim/simtest"):
		return layerRecords, true
	case slices.Contains(transportPkgs, p):
		return layerTransports, true
	}
	if l, ok := runnerPkgs[p]; ok {
		return l, true
	}
	switch {
	case p == "arena/ai", under(p, "arena/ai/aitest"), aiOfGame(p), slices.Contains(sdkPkgs, p):
		return layerAgents, true
	case under(p, "arena/sound"), under(p, "arena/render"), under(p, "arena/assets"), under(p, "arena/platform"):
		return layerFront, true
	case under(p, "arena/app"):
		return layerApp, true
	case under(p, "arena/cmd"), under(p, "arena/examples"):
		return layerCmd, true
	}
	return 0, false
}

// aiOfGame says whether p is a game's built-in bots (ai/<game> of the
// table) or below one.
func aiOfGame(p string) bool {
	for _, e := range games.Table {
		if under(p, "arena/ai/"+e.ID()) {
			return true
		}
	}
	return false
}

// enginePkgs are the engines' packages, from the table of games.
func enginePkgs() []string {
	var out []string
	for _, e := range games.Table {
		out = append(out, reflect.TypeOf(e.Game).PkgPath())
	}
	return out
}

// TestLayers checks every arena package's imports against the layers: none
// imports a layer above its own, and every package is placed.
func TestLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	cmd := exec.Command(goBin, "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	engines := enginePkgs()
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		p := f[0]
		lp, ok := layerOf(p, engines)
		if !ok {
			t.Errorf("%s is in no layer: place it in deps_test.go's layerOf (and the README's Layout)", p)
			continue
		}
		for _, imp := range f[1:] {
			if !strings.HasPrefix(imp, "arena/") {
				continue
			}
			if li, ok := layerOf(imp, engines); ok && li > lp {
				t.Errorf("%s (layer %d) imports %s (layer %d), a layer above it", p, lp, imp, li)
			}
		}
	}
}

// engineExternal are the only modules outside the standard library an
// engine may reach: a hash function, pure and without I/O (sim.Hash64).
var engineExternal = []string{"github.com/cespare/xxhash/v2"}

// TestEnginesArePure checks that the engines reach nothing but the standard
// library, sim, their own helpers (series, fileio, their maps) and the hash
// function; and that no engine imports a package that starts processes,
// opens connections, reads the clock or draws from a global random source.
func TestEnginesArePure(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	engines := enginePkgs()
	var patterns []string
	for _, e := range engines {
		patterns = append(patterns, "./"+strings.TrimPrefix(e, "arena/")+"/...")
	}
	for _, d := range goList(t, patterns...) {
		if !strings.Contains(strings.Split(d, "/")[0], ".") {
			if strings.HasPrefix(d, "arena/") {
				if l, ok := layerOf(d, engines); !ok || l != layerEngine {
					t.Errorf("an engine reaches %s, outside the engine layer", d)
				}
			}
			continue // the standard library
		}
		if !slices.ContainsFunc(engineExternal, func(m string) bool { return under(d, m) }) {
			t.Errorf("an engine reaches %s, outside the standard library", d)
		}
	}
	goBin, _ := exec.LookPath("go")
	cmd := exec.Command(goBin, append([]string{"list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}"}, patterns...)...)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	impure := []string{"os/exec", "os/signal", "net", "net/http", "math/rand", "syscall", "unsafe"}
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		for _, imp := range f[1:] {
			if slices.Contains(impure, imp) {
				t.Errorf("engine package %s imports %s", f[0], imp)
			}
		}
	}
	// math/rand/v2 is allowed for its seeded generators only; time for
	// durations only.
	cmd = exec.Command(goBin, append([]string{"list", "-f", "{{.Dir}} {{join .GoFiles \" \"}}"}, patterns...)...)
	cmd.Dir = root
	if out, err = cmd.Output(); err != nil {
		t.Fatalf("go list: %v", err)
	}
	global := regexp.MustCompile(`\brand\.(Int|IntN|Int32|Int32N|Int64|Int64N|Uint32|Uint64|Uint64N|UintN|N|Float32|Float64|Perm|Shuffle|NormFloat64|ExpFloat64)\(|\btime\.(Now|Since|Until|Sleep|After|AfterFunc|Tick|NewTimer|NewTicker)\(`)
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		for _, name := range f[1:] {
			src, err := os.ReadFile(filepath.Join(f[0], name))
			if err != nil {
				t.Fatal(err)
			}
			if m := global.Find(src); m != nil {
				t.Errorf("%s/%s calls %s: engines take their randomness from the seed and never read the clock", f[0], name, m)
			}
		}
	}
}
