package cmdline

import (
	"bytes"
	"flag"
	"io"
	"maps"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"arena/ai/tcp"
	"arena/cmd/internal/games"
)

func TestDefaultListen(t *testing.T) {
	if DefaultListen != tcp.DefaultAddr {
		t.Errorf("DefaultListen %q, ai/tcp.DefaultAddr %q: they must agree", DefaultListen, tcp.DefaultAddr)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		done   bool
		stdout string // substring
		stderr string // substring
	}{
		{args: nil},
		{args: []string{"--game", "madmax", "--seed", "3", "--player", "raider", "--player", "demo", "--rules", "classic", "--no-timeout"}},
		{args: []string{"-game", "coderunner", "-mute"}}, // one dash, as Go's flag package takes it
		{args: []string{"--help"}, done: true, stdout: "usage: arena"},
		{args: []string{"-h"}, done: true, stdout: "--clip-size WxH"},
		{args: []string{"--version"}, done: true, stdout: "arena "},
		{args: []string{"--colour"}, code: 2, done: true, stderr: "flag provided but not defined: -colour"},
		{args: []string{"--seed", "x"}, code: 2, done: true, stderr: `invalid value "x" for flag -seed`},
		{args: []string{"replay.gz"}, code: 2, done: true, stderr: `unexpected argument "replay.gz"`},
	}
	for _, tc := range tests {
		var out, errs bytes.Buffer
		o, code, done := Parse(tc.args, nil, &out, &errs)
		if code != tc.code || done != tc.done || !strings.Contains(out.String(), tc.stdout) || !strings.Contains(errs.String(), tc.stderr) {
			t.Errorf("%q: exit %d done %v, stdout %q, stderr %q", tc.args, code, done, out.String(), errs.String())
		}
		if tc.code != 0 && strings.Count(errs.String(), "\n") != 1 {
			t.Errorf("%q: the error is not one line: %q", tc.args, errs.String())
		}
		if len(tc.args) > 3 && (o.Game != "madmax" || o.Seed != 3 || !slices.Equal(o.Players, []string{"raider", "demo"}) ||
			o.Match.Rules != "classic" || !o.Match.NoTimeout || !o.Given("seed") || o.Given("map")) {
			t.Errorf("%q: parsed %+v", tc.args, o)
		}
	}
}

// TestHelp checks the help against the flags and the game table: every
// flag with two dashes, every game.
func TestHelp(t *testing.T) {
	var out bytes.Buffer
	Parse([]string{"--help"}, func(w io.Writer) { io.WriteString(w, "  worms: builtin:hunter\n") }, &out, &out)
	help := out.String()
	for _, e := range games.Table {
		if !strings.Contains(help, e.ID()) {
			t.Errorf("the help does not name the game %s", e.ID())
		}
	}
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	new(Options).define(fs, new(bool))
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		if !strings.Contains(help, "  --"+f.Name+" ") {
			t.Errorf("the help does not show --%s:\n%s", f.Name, help)
		}
	})
	if n < 20 || !strings.Contains(help, "builtin:hunter") {
		t.Errorf("%d flags; help:\n%s", n, help)
	}
}

// TestInitOrder replays Go's package initialization order (Go spec,
// "Package initialization": repeatedly the first package in import-path
// order whose imports are all initialized) over cmd/arena's imports: package
// early must run its init before Ebitengine's internal/ui opens the display.
func TestInitOrder(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	const early, ui = "arena/cmd/arena/early", "github.com/hajimehoshi/ebiten/v2/internal/ui"
	cmd := exec.Command(goBin, "list", "-deps", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "arena/cmd/arena")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	imports := map[string][]string{}
	for line := range strings.Lines(string(out)) {
		if f := strings.Fields(line); len(f) > 0 {
			imports[f[0]] = f[1:]
		}
	}
	if !slices.Contains(imports["arena/cmd/arena"], early) {
		t.Fatalf("cmd/arena does not import %s", early)
	}
	if _, ok := imports[ui]; !ok {
		t.Fatalf("cmd/arena does not reach %s: is the note in package early still true?", ui)
	}
	order := initOrder(imports)
	at := map[string]int{}
	for i, p := range order {
		at[p] = i
	}
	if at[early] > at[ui] {
		t.Errorf("%s is initialized after %s; these come between: %v", early, ui, order[at[ui]:at[early]])
	}
}

// initOrder is the order the spec initializes the packages of imports in.
// Imports outside the map (the cgo pseudo-package) count as initialized.
func initOrder(imports map[string][]string) []string {
	pkgs := slices.Sorted(maps.Keys(imports))
	done := map[string]bool{}
	var order []string
	for len(order) < len(pkgs) {
		progress := false
		for _, p := range pkgs {
			if done[p] || slices.ContainsFunc(imports[p], func(i string) bool { _, ok := imports[i]; return ok && !done[i] }) {
				continue
			}
			done[p] = true
			order = append(order, p)
			progress = true
			break
		}
		if !progress {
			break // an import cycle: go list would have said so
		}
	}
	return order
}
