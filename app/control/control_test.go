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
	// The default map binds no chord both ways any more, but Input still
	// supports a map that does: a tap toggles, holding pans.
	m := DefaultKeymap()
	for i := range m {
		if m[i].Cmd == PanRight {
			m[i].Keys = append(m[i].Keys, "D")
		}
		if m[i].Cmd == PanLeft {
			m[i].Keys = append(m[i].Keys, "A")
		}
	}
	in := NewInput(m)
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

// TestPanKeysFree checks that no chord that pans also toggles something,
// so a held pan key never flips an overlay (issue: D was debug and pan).
func TestPanKeysFree(t *testing.T) {
	m := DefaultKeymap()
	for _, b := range m {
		if !b.Hold {
			continue
		}
		for _, k := range b.Keys {
			if p, _ := m.Lookup(ParseChord(k)); p != nil {
				t.Errorf("%s pans (%s) and also runs %s", k, b.Cmd, p.Cmd)
			}
		}
	}
	for _, c := range []struct {
		key  string
		mods Mods
		want Command
	}{
		{"ArrowLeft", Mods{Ctrl: true}, PanLeft},
		{"ArrowRight", Mods{Ctrl: true}, PanRight},
		{"ArrowDown", Mods{Ctrl: true}, PanDown},
		{"Numpad8", Mods{}, PanUp},
		{"Numpad6", Mods{}, PanRight},
		{"D", Mods{}, Debug},
	} {
		got := run(NewInput(m), hold(c.key, 2), c.mods)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("%+v %s: got %v, want %s", c.mods, c.key, got, c.want)
		}
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
	cases := []struct {
		name    string
		hide    func(Command) bool
		want    []string
		notWant []string
	}{
		{"all", nil,
			[]string{"Space", "play / pause", "F12", "PgUp", "?", "]  ", "Ctrl+Right", "join:"},
			[]string{"BracketRight", "BracketLeft", "ArrowRight"}},
		{"no join", func(c Command) bool { return c == Join || c == Lock || c == Stop },
			[]string{"Space", "Ctrl+S"},
			[]string{"join:", "lock:", "stop:", "Ctrl+J"}},
	}
	for _, c := range cases {
		all := strings.Join(DefaultKeymap().HelpLines(c.hide), "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: help lacks %q:\n%s", c.name, w, all)
			}
		}
		for _, w := range c.notWant {
			if strings.Contains(all, w) {
				t.Errorf("%s: help has %q:\n%s", c.name, w, all)
			}
		}
	}
}

func TestPretty(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"BracketRight", "]"},
		{"BracketLeft", "["},
		{"ArrowRight", "Right"},
		{"Shift+ArrowLeft", "Shift+Left"},
		{"Ctrl+ArrowUp", "Ctrl+Up"},
		{"Digit0", "0"},
		{"Numpad4", "Num4"},
		{"NumpadAdd", "Num+"},
		{"Shift+Slash", "?"},
		{"Equal", "+"},
		{"Minus", "-"},
		{"Escape", "Esc"},
		{"PageDown", "PgDn"},
		{"Ctrl+S", "Ctrl+S"},
		{"F12", "F12"},
	} {
		if got := Pretty(c.in); got != c.want {
			t.Errorf("Pretty(%q) = %q, want %q", c.in, got, c.want)
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
	cases := []struct {
		name  string
		text  string
		check map[string]Command // chord → press command after remapping ("" = none)
		warn  []string           // substrings, one per expected warning, in order
	}{
		{"readme example", "step+1 = ArrowRight, L",
			map[string]Command{"L": StepFwd, "ArrowRight": StepFwd, "Tab": NextLog}, nil},
		{"comments and blanks", "# mine\n\nlogs = K\n",
			map[string]Command{"K": Logs, "L": ""}, nil},
		{"later binding wins over a default", "grid = Space",
			map[string]Command{"Space": Grid, "G": ""}, nil},
		{"later line wins over an earlier one", "grid = X\ndebug = X",
			map[string]Command{"X": Debug, "G": "", "D": ""}, nil},
		{"unknown command skipped", "nosuch = X\nlogs = K",
			map[string]Command{"X": "", "K": Logs}, []string{`line 1: unknown command "nosuch"`}},
		{"line without =", "help F1\nmute = Ctrl+M",
			map[string]Command{"Ctrl+M": Mute, "F1": Help}, []string{"line 1: want"}},
		{"bad chord skips the line", "logs = Ctlr+K\n\nmute = Foo Bar",
			map[string]Command{"L": Logs, "M": Mute}, []string{`line 1: bad key "Ctlr+K"`, `line 3: bad key "Foo Bar"`}},
		{"empty unbinds", "quit =",
			map[string]Command{"Ctrl+Q": ""}, nil},
	}
	for _, c := range cases {
		m, warn := DefaultKeymap().Remap(c.text)
		if len(warn) != len(c.warn) {
			t.Errorf("%s: warnings %q, want %d", c.name, warn, len(c.warn))
		} else {
			for i, w := range c.warn {
				if !strings.Contains(warn[i], w) || strings.Contains(warn[i], "\n") {
					t.Errorf("%s: warning %q lacks %q", c.name, warn[i], w)
				}
			}
		}
		for chord, want := range c.check {
			p, _ := m.Lookup(ParseChord(chord))
			got := Command("")
			if p != nil {
				got = p.Cmd
			}
			if got != want {
				t.Errorf("%s: %s runs %q, want %q", c.name, chord, got, want)
			}
		}
		if err := m.Validate(); err != nil {
			t.Errorf("%s: remapped table invalid: %v", c.name, err)
		}
	}
	// The default table is untouched.
	if p, _ := DefaultKeymap().Lookup(ParseChord("L")); p == nil || p.Cmd != Logs {
		t.Error("Remap changed the default keymap")
	}
}
