package worms

import (
	"bytes"
	"strings"
	"testing"

	"arena/sim"
)

func TestParseMap(t *testing.T) {
	m, err := ParseMap([]byte("a.+\r\n#X.\r\nB.A\r\n\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Size != 3 || m.Cells[3] != Dirt || m.Cells[4] != DeepSpace || len(m.Packs) != 1 || m.Packs[0] != (Pack{1, 2, 0}) {
		t.Fatalf("parsed %+v", m)
	}
	want := []Worm{{0, 1, 0, 0, 0}, {1, 1, 2, 2, 0}, {1, 2, 0, 2, 0}}
	for i, w := range want {
		if m.Worms[i] != w {
			t.Fatalf("worm %d: %+v, want %+v", i, m.Worms[i], w)
		}
	}
	if got := string(m.Text()); got != "a.+\n#X.\nB.A\n" {
		t.Fatalf("text %q", got)
	}
}

// Errors name the line and the problem.
func TestParseMapErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "line 1: empty map"},
		{"a..\n..\n..A", "line 2: row has 2 characters, want 3"},
		{"a.\n.Q", "line 2, column 2: unknown character 'Q'"},
		{"aa\n.A", "line 1, column 2: worm 'a' appears twice"},
		{"a.\n..", "player 1 has no worm"},
		{"..\n.A", "player 0 has no worm"},
	} {
		_, err := ParseMap([]byte(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.want)
		}
	}
	if _, err := (Game{}).New(sim.Config{Map: "tiny", MapData: []byte("a.\n.Q")}); err == nil || !strings.Contains(err.Error(), "tiny: line 2") {
		t.Errorf("New error %v does not name the map and line", err)
	}
}

// Config.MapData starts the match on the given map.
func TestNewFromMapData(t *testing.T) {
	st, err := Game{}.New(sim.Config{MapData: []byte("a#.\n.+.\n..A\n"), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if s.Size != 3 || len(s.Worms) != 2 || s.Worms[0].HP != 150 || s.Round != 1 || s.Active != [2]int{1, 1} {
		t.Fatalf("%#v", s)
	}
	if !bytes.Equal(s.MapText(), []byte("a#.\n.+.\n..A\n")) {
		t.Fatalf("map text %q", s.MapText())
	}
}

// FuzzParseMap: the map loader never panics and what parses round-trips.
func FuzzParseMap(f *testing.F) {
	for _, s := range []string{"a.+\n#X.\nB.A\n", "aA\n..", "abc\nABC\n+#X", "a\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := ParseMap(b)
		if err != nil {
			return
		}
		text := m.Text()
		m2, err := ParseMap(text)
		if err != nil {
			t.Fatalf("canonical text %q does not parse: %v", text, err)
		}
		if !bytes.Equal(m2.Text(), text) {
			t.Fatalf("round trip changed %q into %q", text, m2.Text())
		}
	})
}

// FuzzMapAndPlay: any map that parses starts a match that survives a few
// rounds of commands without panicking, and its snapshot round-trips.
func FuzzMapAndPlay(f *testing.F) {
	f.Add([]byte("a.+\n#X.\nB.A\n"), "move 1 0", "shoot W")
	f.Add([]byte("aA\n.."), "dig 0 1", "move 0 1")
	f.Fuzz(func(t *testing.T, b []byte, c0, c1 string) {
		st, err := Game{}.New(sim.Config{MapData: b, Seed: 1})
		if err != nil {
			return
		}
		a0, _ := ParseCommand(c0)
		a1, _ := ParseCommand(c1)
		for _, ruleset := range []Rules{DefaultRules(), ClassicRules()} {
			s := st.(*State).clone()
			s.Rules = ruleset
			for i := 0; i < 4; i++ {
				s.Apply([Players]Command{a0, a1})
				for _, o := range s.EditsAt(float64(i), float64(i)) {
					_ = s.clone().ApplyEdit(o.Text)
				}
			}
			snap, err := s.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var r State
			if err := r.UnmarshalBinary(snap); err != nil || r.Hash() != s.Hash() {
				t.Fatalf("snapshot does not round-trip: %v", err)
			}
		}
	})
}
