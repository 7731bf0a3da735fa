package coderunner

import (
	"strings"
	"testing"

	"arena/sim"
)

const codecMap = `.........................
.R.....................B.
=========================
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
...*.................*...
=========================
1
14 2 RRLL
`

// TestCodec checks the wire format of reference §3 from both sides: blue
// sees itself first, the enemy list reversed and masters swapped;
// coordinates are not reflected.
func TestCodec(t *testing.T) {
	st, err := Game{}.New(sim.Config{MapData: []byte(codecMap)})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s.Enemies[0].Master = 0
	c := Game{}.Codec()
	hello := string(c.Hello(s, 1))
	lines := strings.Split(hello, "\n")
	if lines[0] != "700" || lines[2] != ".......................B." && lines[2] != "........................." {
		t.Errorf("hello starts %q", lines[:3])
	}
	if want := "1 23\n1 1\n2\n14 22 LLRR\n14 2 RRLL\n"; !strings.HasSuffix(hello, want) {
		t.Errorf("blue hello ends %q, want %q", hello[len(hello)-40:], want)
	}
	obs := string(c.Observe(s, 1, nil))
	if want := "1 23 0 0\n1 1 0 0\n14 22 -1\n14 2 1\n"; !strings.HasSuffix(obs, want) || !strings.HasPrefix(obs, "0\n") {
		t.Errorf("blue observation:\n%s\nwant it to end with\n%s", obs, want)
	}
	red := string(c.Observe(s, 0, nil))
	if want := "1 1 0 0\n1 23 0 0\n14 2 0\n14 22 -1\n"; !strings.HasSuffix(red, want) {
		t.Errorf("red observation ends %q", red[len(red)-40:])
	}
	if strings.Count(red, "\n") != 1+Rows+2+2 {
		t.Errorf("red observation has %d lines", strings.Count(red, "\n"))
	}
	s.Runners[0].Alive = false
	if red := string(c.Observe(s, 0, nil)); !strings.Contains(red, "\n-1 -1 0 0\n") {
		t.Errorf("dead runner not shown as -1 -1")
	}
	s.Turn = s.Rules.Turns
	if got := string(c.Observe(s, 0, nil)); got != "-1\n" {
		t.Errorf("end of game %q, want -1", got)
	}
	if fr := c.Framing(); fr.Words != 1 || fr.Lines != 0 {
		t.Errorf("framing %+v: replies are one word, read as the original reads tokens", fr)
	}
	if got := string(c.(sim.Ender).End(s, 1)); got != "-1\n" {
		t.Errorf("end message %q, want -1", got)
	}
}

// TestDecode: the seven words, the original's NONE aliases, and errors.
func TestDecode(t *testing.T) {
	c := Codec{}
	for in, want := range map[string]Move{
		"NONE": None, "LEFT\n": Left, " RIGHT ": Right, "TOP": Top, "BOTTOM": Bottom,
		"DIG_LEFT": DigLeft, "DIG_RIGHT\r\n": DigRight, "null": None, "DIG_TOP": None, "DIG_BOTTOM": None,
	} {
		a, err := c.Decode(0, []byte(in))
		if err != nil || a != want {
			t.Errorf("Decode(%q) = %v, %v; want %v", in, a, err, want)
		}
	}
	for _, in := range []string{"", "left", "JUMP", "LEFT RIGHT"} {
		if _, err := c.Decode(0, []byte(in)); err == nil {
			t.Errorf("Decode(%q) accepted", in)
		}
	}
}

// FuzzDecode: Decode never panics, and what it accepts round-trips through
// ParseAction.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"NONE", "DIG_LEFT", "null", "", "x y"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := Codec{}.Decode(0, b)
		if err != nil {
			return
		}
		back, err := Game{}.ParseAction(0, a.String())
		if err != nil || back != a {
			t.Fatalf("%v does not round-trip: %v %v", a, back, err)
		}
	})
}

// FuzzParseAction: ParseAction never panics and round-trips.
func FuzzParseAction(f *testing.F) {
	f.Add("LEFT")
	f.Add("dig_left")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := Game{}.ParseAction(0, s)
		if err != nil {
			return
		}
		if a.String() != s {
			t.Fatalf("ParseAction(%q).String() = %q", s, a.String())
		}
	})
}
