package control

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func TestDefaultKeymapValid(t *testing.T) {
	if err := DefaultKeymap().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestLookup(t *testing.T) {
	m := DefaultKeymap()
	cases := []struct {
		chord string
		want  Command
	}{
		{"Space", PlayPause},
		{"ArrowRight", StepFwd},
		{"Shift+ArrowRight", Fwd10},
		{"PageUp", Back10},
		{"Ctrl+S", Save},
		{"Shift+Slash", Help},
		{"Shift+F", Fit}, // Shift ignored when unbound
		{"F12", Screenshot},
	}
	for _, c := range cases {
		p, _ := m.Lookup(ParseChord(c.chord))
		if p == nil || p.Cmd != c.want {
			t.Errorf("%s: got %v, want %s", c.chord, p, c.want)
		}
	}
	if _, h := m.Lookup(ParseChord("Ctrl+ArrowLeft")); h == nil || h.Cmd != PanLeft {
		t.Errorf("Ctrl+Left should pan")
	}
}

func run(in *Input, frames [][]string, mods Mods) []Command {
	var out []Command
	for _, f := range frames {
		out = append(out, in.Frame(mods, f)...)
	}
	return out
}

func hold(key string, n int) [][]string {
	var f [][]string
	for i := 0; i < n; i++ {
		f = append(f, []string{key})
	}
	return append(f, nil)
}

func TestPressFiresOnce(t *testing.T) {
	in := NewInput(DefaultKeymap())
	got := run(in, hold("Space", 5), Mods{})
	if !slices.Equal(got, []Command{PlayPause}) {
		t.Errorf("got %v", got)
	}
}

func TestRepeat(t *testing.T) {
	in := NewInput(DefaultKeymap())
	got := run(in, hold("ArrowRight", RepeatDelay+2*RepeatEvery), Mods{})
	if len(got) != 3 {
		t.Errorf("held step fired %d times (%v), want 3", len(got), got)
	}
}

func TestTapVersusHold(t *testing.T) {
	in := NewInput(DefaultKeymap())
	if got := run(in, hold("D", 3), Mods{}); !slices.Equal(got, []Command{Debug}) {
		t.Errorf("tap D: %v, want debug", got)
	}
	got := run(in, hold("D", TapFrames+5), Mods{})
	if slices.Contains(got, Debug) || len(got) != 5 || got[0] != PanRight {
		t.Errorf("hold D: %v, want 5 pans and no debug", got)
	}
	if got := run(in, hold("A", 4), Mods{}); len(got) != 4 {
		t.Errorf("hold A pans from the first frame: %v", got)
	}
}

func TestCtrlArrowPans(t *testing.T) {
	in := NewInput(DefaultKeymap())
	got := run(in, hold("ArrowUp", 3), Mods{Ctrl: true})
	if !slices.Equal(got, []Command{PanUp, PanUp, PanUp}) {
		t.Errorf("got %v", got)
	}
}

func TestHelpLines(t *testing.T) {
	lines := DefaultKeymap().HelpLines()
	all := strings.Join(lines, "\n")
	for _, want := range []string{"Space", "play / pause", "F12", "PgUp", "?"} {
		if !strings.Contains(all, want) {
			t.Errorf("help lacks %q:\n%s", want, all)
		}
	}
}

func TestSpeedLadder(t *testing.T) {
	s := 1.0
	var seen []float64
	for i := 0; i < 12; i++ {
		seen = append(seen, s)
		s = SpeedUp(s)
	}
	if seen[9] != 1000 || !math.IsInf(seen[10], 1) || !math.IsInf(seen[11], 1) {
		t.Errorf("ladder up: %v", seen)
	}
	if SpeedDown(Full) != 1000 || SpeedDown(1) != 1 || SpeedDown(7) != 5 {
		t.Errorf("ladder down wrong")
	}
	if SpeedText(Full) != "Full" || SpeedText(20) != "20/s" {
		t.Errorf("speed text")
	}
}

func TestAccumulator(t *testing.T) {
	a := Accumulator{UPS: 60}
	total := 0
	for i := 0; i < 60; i++ {
		total += a.Add(10)
	}
	if total != 10 {
		t.Errorf("10/s over one second gave %d ticks", total)
	}
	total = 0
	for i := 0; i < 60; i++ {
		total += a.Add(1000)
	}
	if total < 990 || total > 1010 {
		t.Errorf("1000/s over one second gave %d ticks", total)
	}
	a.Reset()
	if a.Add(Full) != -1 {
		t.Errorf("Full should be unlimited")
	}
	// A slow speed still advances, and alpha grows between ticks.
	a.Reset()
	a.Add(2)
	if a.Alpha() <= 0 || a.Alpha() >= 1 {
		t.Errorf("alpha %v", a.Alpha())
	}
}

func TestAccumulatorTime(t *testing.T) {
	var a Accumulator
	total := 0
	// 20 updates a second (a slow machine) still give 100 ticks/s.
	for i := 0; i < 20; i++ {
		total += a.AddTime(100, 0.05)
	}
	if total < 99 || total > 101 {
		t.Errorf("100/s at 20 updates/s over one second gave %d ticks", total)
	}
	// A two-second stall is capped.
	if n := a.AddTime(100, 2); n > 20 {
		t.Errorf("stall burst of %d ticks", n)
	}
}

func TestRemap(t *testing.T) {
	m, err := DefaultKeymap().Remap("# mine\nstep+1 = L, Ctrl+ArrowRight2\n\nlogs = K\n")
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := m.Lookup(ParseChord("L")); p == nil || p.Cmd != StepFwd {
		t.Errorf("L should step after remapping, got %v", p)
	}
	if !strings.Contains(strings.Join(m.HelpLines(), "\n"), "K ") {
		t.Error("help does not show the remapped key")
	}
	if _, err := DefaultKeymap().Remap("nosuch = X"); err == nil {
		t.Error("unknown command accepted")
	}
	if _, err := DefaultKeymap().Remap("grid = Space"); err == nil {
		t.Error("a chord bound twice was accepted")
	}
}
