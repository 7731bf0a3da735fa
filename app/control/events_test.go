package control

import (
	"slices"
	"testing"
)

// TestEventsCountEveryPress feeds presses as events: every press of a
// key in one slow frame runs its command, taps released within the frame
// still count, and a key held on does not fire again until released.
func TestEventsCountEveryPress(t *testing.T) {
	up := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = "ArrowUp"
		}
		return out
	}
	count := func(cmds []Command, c Command) int {
		n := 0
		for _, x := range cmds {
			if x == c {
				n++
			}
		}
		return n
	}
	cases := []struct {
		name string
		down []string // held at the end of the frame
		taps []string
		want int // Faster commands
	}{
		{"ten taps, all released", nil, up(10), 10},
		{"ten taps, the last held", []string{"ArrowUp"}, up(10), 10},
		{"one tap shorter than a frame", nil, up(1), 1},
		{"no taps", nil, nil, 0},
	}
	for _, c := range cases {
		in := NewInput(DefaultKeymap())
		got := in.Events(Mods{}, c.down, c.taps)
		if n := count(got, Faster); n != c.want {
			t.Errorf("%s: %d speed-ups, want %d (%v)", c.name, n, c.want, got)
		}
		// The next frame with the key still held fires nothing new.
		if got := in.Events(Mods{}, c.down, nil); slices.Contains(got, Faster) {
			t.Errorf("%s: a held key fired again: %v", c.name, got)
		}
	}
	// A tap of a tap-or-hold key (D: debug when tapped) inside one frame
	// toggles once; Ctrl+Right pressed three times steps... pans as a hold.
	in := NewInput(DefaultKeymap())
	if got := in.Events(Mods{}, nil, []string{"D", "D"}); count(got, Debug) != 2 {
		t.Errorf("two taps of D: %v", got)
	}
	// Mixed keys keep their order.
	in = NewInput(DefaultKeymap())
	got := in.Events(Mods{}, nil, []string{"ArrowRight", "ArrowRight", "ArrowUp"})
	if want := []Command{StepFwd, StepFwd, Faster}; !slices.Equal(got, want) {
		t.Errorf("mixed taps: %v, want %v", got, want)
	}
}

func TestTaps(t *testing.T) {
	cases := []struct {
		name  string
		just  []string
		chars []rune
		want  []string
	}{
		{"arrow once", []string{"ArrowUp"}, nil, []string{"ArrowUp"}},
		{"modifiers dropped", []string{"ControlLeft", "S"}, nil, []string{"S"}},
		{"ten ] typed in one frame", []string{"BracketRight"}, []rune("]]]]]]]]]]"), slices.Repeat([]string{"BracketRight"}, 10)},
		{"letters counted by key", []string{"G", "D"}, []rune("ggd"), []string{"G", "G", "D"}},
		{"chars of keys not pressed ignored", []string{"ArrowLeft"}, []rune("abc"), []string{"ArrowLeft"}},
	}
	for _, c := range cases {
		if got := Taps(c.just, c.chars); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// Through Events: ten ] presses in one frame raise the volume ten times.
	in := NewInput(DefaultKeymap())
	n := 0
	for _, c := range in.Events(Mods{}, nil, Taps([]string{"BracketRight"}, []rune("]]]]]]]]]]"))) {
		if c == Louder {
			n++
		}
	}
	if n != 10 {
		t.Errorf("ten ] taps gave %d volume steps", n)
	}
	// Seven > taps in one slow frame: seven speed steps (the arrows,
	// typing nothing, would count once).
	n = 0
	for _, c := range in.Events(Mods{Shift: true}, nil, Taps([]string{"Period"}, []rune(">>>>>>>"))) {
		if c == Faster {
			n++
		}
	}
	if n != 7 {
		t.Errorf("seven > taps gave %d speed steps", n)
	}
}
