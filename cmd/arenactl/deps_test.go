package main

import (
	"os/exec"
	"strings"
	"testing"
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
		if d == "arena/ai" || strings.HasPrefix(d, "arena/ai/") || d == "arena/sim/match" {
			t.Errorf("render depends on %s; it must only read states", d)
		}
	}
}
