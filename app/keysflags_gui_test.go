//go:build gui

package app

import (
	"strings"
	"testing"

	"arena/app/control"
	"arena/app/driver"
	"arena/app/ui/start"
)

// TestStartScreenNoTimeout: the start screen's "no time limits" switch
// reaches the match it starts, and --rounds style parameters stay with
// their own game.
func TestStartScreenNoTimeout(t *testing.T) {
	cases := []struct {
		name      string
		flag      bool // --no-timeout at start
		click     bool // click the switch
		game      string
		wantNoTO  bool
		wantParam bool
	}{
		{"off", false, false, "worms", false, true},
		{"flag on", true, false, "worms", true, true},
		{"switched on", false, true, "worms", true, true},
		{"flag on, switched off", true, true, "worms", false, true},
		{"other game drops params", false, true, "windward", true, false},
	}
	for _, c := range cases {
		var got []MatchSpec
		a := startApp(t, 1, func(o *Options) {
			o.Match.NoTimeout = c.flag
			o.Match.Params = map[string]string{"x": "1"}
			o.NewMatch = func(m MatchSpec) (driver.Source, error) {
				got = append(got, m)
				return newRunnerSource(MatchSpec{Game: m.Game, Seed: m.Seed, Players: m.Players})
			}
		})
		onLoop(func() {
			a.openStart()
			s := a.start
			s.Select(c.game)
			if c.click {
				s.Press(a.window(), start.NoTimeoutLabel)
			}
			a.startAction(s.Start())
		})
		if len(got) < 2 {
			t.Fatalf("%s: the start screen started no match (%v)", c.name, a.start)
		}
		m := got[len(got)-1]
		if m.Game != c.game {
			t.Fatalf("%s: started %s, want %s", c.name, m.Game, c.game)
		}
		if m.NoTimeout != c.wantNoTO || (m.Params != nil) != c.wantParam {
			t.Errorf("%s: spec NoTimeout %v Params %v; want %v, params %v", c.name, m.NoTimeout, m.Params, c.wantNoTO, c.wantParam)
		}
	}
}

// TestKeysFileNeverFatal: a keys.txt with the README's example, an unknown
// command and a bad line still starts the app, warns once per bad line
// and applies the good ones.
func TestKeysFileNeverFatal(t *testing.T) {
	a := startApp(t, 1, func(o *Options) {
		o.Keys = "step+1 = ArrowRight, L\nnosuch = X\nnot a binding\n"
	})
	var toasts []string
	onLoop(func() {
		for _, ts := range a.toasts {
			toasts = append(toasts, ts.Text)
		}
	})
	all := strings.Join(toasts, "\n")
	for _, w := range []string{"line 2: unknown command", "line 3: want"} {
		if !strings.Contains(all, w) {
			t.Errorf("no toast %q in %q", w, all)
		}
	}
	if p, _ := a.keys.Lookup(control.ParseChord("L")); p == nil || p.Cmd != control.StepFwd {
		t.Errorf("L does not step after remapping: %v", p)
	}
}

// TestHelpShowsGameKeys: the help overlay lists Join, Lock and Stop only
// where the game uses them.
func TestHelpShowsGameKeys(t *testing.T) {
	cases := []struct {
		game   string
		listen string
		want   bool
	}{
		{"worms", "127.0.0.1:0", false},
		{"windward", "127.0.0.1:0", true},
		{"windward", "", false},
	}
	for _, c := range cases {
		a := startApp(t, 1, func(o *Options) {
			o.Listen = c.listen
			if c.game != "worms" {
				o.Match = MatchSpec{Game: c.game, Seed: 1, Players: []string{"builtin:tycoon", "builtin:sample"}}
			}
		})
		var lines []string
		onLoop(func() { lines = a.keys.HelpLines(a.unusedCommand) })
		all := strings.Join(lines, "\n")
		if got := strings.Contains(all, "Ctrl+J"); got != c.want {
			t.Errorf("%s listen %q: help shows Join %v, want %v", c.game, c.listen, got, c.want)
		}
		if strings.Contains(all, "BracketRight") {
			t.Errorf("help shows raw key names:\n%s", all)
		}
	}
}

// TestNoticesShownOnce: a start notice (cmd/arena's "sound off: ..." when
// there is no audio device) is said once in the window, as a toast and in
// the messages pane, not only on stderr.
func TestNoticesShownOnce(t *testing.T) {
	const note = "sound off: no audio device"
	a := startApp(t, 1, func(o *Options) { o.Notices = []string{note} })
	waitFrames(5)
	var toasts, msgs int
	onLoop(func() {
		for _, ts := range a.toasts {
			if ts.Text == note {
				toasts++
			}
		}
		for _, m := range a.Messages() {
			if strings.Contains(m, note) {
				msgs++
			}
		}
	})
	if toasts != 1 || msgs != 1 {
		t.Errorf("notice shown as %d toasts and %d messages, want 1 and 1", toasts, msgs)
	}
}
