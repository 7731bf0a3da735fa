package report_test

import (
	"bytes"
	"context"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"arena/ai/tournament"
	"arena/ai/tournament/report"
	"arena/sim"
	"arena/sim/replay"
)

// results is a small made-up tournament: alpha beats beta and gamma,
// beta and gamma are even, one match failed and one ended in a timeout.
func results() []tournament.Record {
	var recs []tournament.Record
	add := func(a, b string, ra, rb int, st sim.Status) {
		i := len(recs)
		r := tournament.Record{Plan: "f00d", Match: i, Of: 40, Game: "worms", Seed: uint64(i + 1), Seats: []string{a, b}, Pairing: a + " vs " + b}
		r.Players = []replay.PlayerResult{
			{Name: a, Score: int64(100 + 10*(2-ra) + i%7), Rank: ra, Status: sim.Done},
			{Name: b, Score: int64(100 + 10*(2-rb) + i%5), Rank: rb, Status: st},
		}
		if st != sim.Done {
			r.Players[1].Faults, r.Players[1].Reason = 1, "no reply within 1s"
		}
		recs = append(recs, r)
	}
	for i := range 12 {
		add("alpha", "beta<&>", 1, 2, sim.Done)
		add("gamma", "alpha", 2, 1, sim.Done)
		add("beta<&>", "gamma", 1+i%2, 2-i%2, sim.Done)
	}
	add("gamma", "beta<&>", 1, 2, sim.Timeout)
	recs = append(recs, tournament.Record{Plan: "f00d", Match: len(recs), Of: 40, Game: "worms", Seed: 99,
		Seats: []string{"alpha", "gamma"}, Pairing: "alpha vs gamma", Error: "player 2: cannot start bot"})
	return recs
}

func page(t *testing.T) []byte {
	t.Helper()
	recs := results()
	var b bytes.Buffer
	if err := report.HTML(&b, "test <tournament>", tournament.Summarise(recs), recs); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestHTML(t *testing.T) {
	p := string(page(t))
	for _, want := range []string{
		`<svg id="ratings"`, `<svg id="heatmap"`, `<svg id="scores"`, `<svg id="seats"`, `<table id="standings"`, `<table id="faults"`,
		"beta&lt;&amp;&gt;", "test &lt;tournament&gt;", "TIMEOUT", "no reply within 1s", "cannot start bot", "2 matches.",
	} {
		if !strings.Contains(p, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	// Self-contained: nothing is fetched, nothing runs.
	for _, bad := range []string{"http://", "https://", "<script", "<link", "@import", "url(", "<img"} {
		if strings.Contains(p, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	if strings.Contains(p, "beta<&>") {
		t.Error("a player name is not escaped")
	}
	// Nine cells of the 3x3 heat map: six pairs and three empty diagonals.
	if n := strings.Count(p[strings.Index(p, `id="heatmap"`):strings.Index(p, `id="scores"`)], "<rect"); n != 9 {
		t.Errorf("%d heat map cells, want 9", n)
	}
}

const chromium = "/usr/bin/chromium"

// runChromium runs headless Chromium on the page with extra flags.
func runChromium(t *testing.T, file string, extra ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	args := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir=" + t.TempDir()}, extra...)
	cmd := exec.CommandContext(ctx, chromium, append(args, "file://"+file)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, errb.String())
	}
	return out.Bytes()
}

// TestInBrowser opens the page in Debian's Chromium, headless: the DOM it
// builds holds the players and the drawings, and the screenshot shows the
// heat map's colours.
func TestInBrowser(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("%s is absent (apt-get install chromium): the report is not checked in a browser", chromium)
	}
	file := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(file, page(t), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := string(runChromium(t, file, "--dump-dom"))
	for _, want := range []string{"alpha", "gamma", "beta&lt;&amp;&gt;", `id="heatmap"`, `id="ratings"`, "TIMEOUT"} {
		if !strings.Contains(dom, want) {
			t.Errorf("the browser's DOM lacks %q", want)
		}
	}
	// The browser parsed the SVG as SVG: its rects are in the DOM.
	if n := len(regexp.MustCompile(`<rect `).FindAllString(dom, -1)); n < 9 {
		t.Errorf("the browser's DOM has %d SVG rects", n)
	}

	shot := filepath.Join(t.TempDir(), "shot.png")
	runChromium(t, file, "--window-size=1040,1900", "--screenshot="+shot)
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	// alpha against beta and gamma: 100%, the heat map's full green; and
	// the reverse cells its full red. Finding both means the SVG was drawn.
	green, red := color.RGBA{46, 160, 90, 255}, color.RGBA{214, 69, 65, 255}
	seen := map[color.RGBA]int{}
	colours := map[color.RGBA]bool{}
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y += 2 {
		for x := bounds.Min.X; x < bounds.Max.X; x += 2 {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			colours[c] = true
			if c == green || c == red {
				seen[c]++
			}
		}
	}
	if len(colours) < 20 {
		t.Errorf("the screenshot is nearly blank: %d colours", len(colours))
	}
	if seen[green] < 100 || seen[red] < 100 {
		t.Errorf("the screenshot lacks the heat map: %d green and %d red pixels sampled", seen[green], seen[red])
	}
}
