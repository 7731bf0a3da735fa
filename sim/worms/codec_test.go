package worms

import (
	"testing"

	"arena/sim"
)

// Rule text "Game Input": the initialization line and one turn's input,
// line by line.
func TestCodec(t *testing.T) {
	s := mk(t, DefaultRules(), "a.+#", ".X..", "....", "b..A")
	s.Scores = [2]int{7, -4}
	s.Worms[2].HP = 90
	c := Game{}.Codec()
	if got := string(c.Hello(s, 1)); got != "1\n" {
		t.Fatalf("hello %q", got)
	}
	want := "1\n" + // roundNum
		"4\n" + // mapSize
		"0..#\n" + ".X..\n" + "....\n" + "0..1\n" +
		"2\n" + // numOfPlayers
		"0 107 1\n" + // id, total score (7 + 300/3), nextWormId
		"1 26 1\n" + // -4 + 90/3
		"3\n" +
		"1 0 150 0 0 1 1 8 4\n" +
		"2 0 150 0 3 1 1 8 4\n" +
		"1 1 90 3 3 1 1 8 4\n" +
		"1\n" +
		"1 health 10 2 0\n"
	if got := string(c.Observe(s, 0, nil)); got != want {
		t.Fatalf("observe:\n%s\nwant:\n%s", got, want)
	}
	if c.Framing().Lines != 1 {
		t.Fatalf("framing %+v", c.Framing())
	}
	a, err := c.Decode(0, []byte("shoot SW\n"))
	if err != nil || a.(Command) != ShootAt(SW) {
		t.Fatalf("decode %v %v", a, err)
	}
	if _, err := c.Decode(0, []byte("shoot sw\n")); err == nil {
		t.Fatal("decode is not strict")
	}
	s.Fault(0, sim.Timeout, "late")
	if c.Observe(s, 0, nil) != nil {
		t.Fatal("observation for a player who lost")
	}
}

// A trailing space or a CRLF line end is not what the rule text calls
// invalid; a malformed command inside the line still is.
func TestDecodeWhitespace(t *testing.T) {
	for _, tc := range []struct {
		reply, want string
		ok          bool
	}{
		{"shoot N ", "shoot N", true},
		{"move 3 4\r\n", "move 3 4", true},
		{"\tdig 1 2\r", "dig 1 2", true},
		{"shoot  N", "", false},
		{"move 3, 4", "", false},
		{"shoot n", "", false},
	} {
		a, err := Codec{}.Decode(0, []byte(tc.reply))
		if (err == nil) != tc.ok || err == nil && a.String() != tc.want {
			t.Errorf("Decode(%q) = %v, %v; want %q ok=%v", tc.reply, a, err, tc.want, tc.ok)
		}
	}
}
