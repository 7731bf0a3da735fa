package paintball

import (
	"strings"
	"testing"

	"arena/sim"
)

// Rules §5.6.1: turn, scores, 31 lines of 31 tokens (line i is x = i), eight
// child lines; Rules §3.2: Blue sees itself as Red.
func TestObserve(t *testing.T) {
	s := NewState(&Field{}, 1)
	s.Cells[Index(0, 5)] = Cell{Kind: Tree}
	s.Cells[Index(30, 25)] = Cell{Kind: Tree}
	s.Cells[Index(3, 3)] = Cell{Kind: Balls, N: 12}
	s.Cells[Index(4, 4)] = Cell{Kind: RedFlag}
	s.Score = [2]int64{145, 95}
	s.Round = 7
	if first := strings.Fields(string(AppendInput(nil, NewState(&Field{}, 1), 0, false))); first[3+30*31+30] != "." {
		t.Error("turn 0 hides part of the field")
	}
	red := strings.Split(string(Codec{}.Observe(s, 0, nil)), "\n")
	blue := strings.Split(string(Codec{}.Observe(s, 1, nil)), "\n")
	if len(red) != 2+Size+8+1 || len(blue) != len(red) {
		t.Fatalf("%d lines", len(red))
	}
	if red[0] != "7" || red[1] != "145 95" || blue[1] != "95 145" {
		t.Errorf("header %q %q / %q", red[0], red[1], blue[1])
	}
	tok := func(lines []string, x, y int) string { return strings.Fields(lines[2+x])[y] }
	if tok(red, 0, 5) != "T" || tok(red, 3, 3) != "P12" || tok(red, 4, 4) != "R" || tok(red, 30, 30) != "*" {
		t.Errorf("red tokens %q %q %q %q", tok(red, 0, 5), tok(red, 3, 3), tok(red, 4, 4), tok(red, 30, 30))
	}
	// Blue's (0,5) is the engine's (30,25); its own flags would read R, Red's B.
	all := strings.Split(string(AppendInput(nil, s, 1, true)), "\n")
	if tok(blue, 0, 5) != "T" || tok(blue, 30, 30) != "*" || tok(blue, 26, 26) != "*" || tok(all, 26, 26) != "B" || tok(all, 30, 30) != "." {
		t.Errorf("blue tokens %q %q %q %q", tok(blue, 0, 5), tok(blue, 30, 30), tok(blue, 26, 26), tok(all, 26, 26))
	}
	if red[2+Size] != "0 2 S U b 50" || red[2+Size+4] != "*" {
		t.Errorf("red children %q %q", red[2+Size], red[2+Size+4])
	}
	// Blue's first line is its child 7, which starts at (30,28) and sees
	// itself at (0,2), where Red's child 0 starts (Rules §3.2).
	if blue[2+Size] != "0 2 S U b 50" {
		t.Errorf("blue child line %q", blue[2+Size])
	}
	s.Over = true
	if got := string(Codec{}.Observe(s, 0, nil)); got != "-1\n" {
		t.Errorf("end of game %q", got)
	}
}

// Rules §5.6.2: four command lines; Blue's coordinates are mirrored back.
func TestDecode(t *testing.T) {
	a, err := Codec{}.Decode(1, []byte("move 0 5\nmove 1 5\r\nmove 3 2\ncrouch\n"))
	if err != nil {
		t.Fatal(err)
	}
	// Blue's line j commands the child on line j of its input: child 7-j.
	if got := a.String(); got != "crouch; move 27 28; move 29 25; move 30 25" {
		t.Errorf("blue decoded %q", got)
	}
	a, err = Codec{}.Decode(0, []byte("launch 5 6 7 8\ndrop 1 1 shield\npickup 2 2 5\nidle\n"))
	if err != nil || a.String() != "launch 5 6 7 8; drop 1 1 shield; pickup 2 2 5; idle" {
		t.Errorf("red decoded %v, %v", a, err)
	}
	for _, bad := range []string{"idle\nidle\nidle\n", "idle\nidle\nidle\nidle\nidle\n", "jump\nidle\nidle\nidle\n", "move 1\nidle\nidle\nidle\n"} {
		if _, err := (Codec{}).Decode(0, []byte(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
	if (Codec{}).Framing().Lines != 4 {
		t.Error("framing")
	}
	// Rules §5.3.1: a malformed line idles its child only; the others play.
	for _, tc := range []struct {
		reply, want string
	}{
		{"move 1 2\njump\ncrouch\nstand\n", "move 1 2; idle; crouch; stand"},
		{"  move 1 2 \r\n\r\nmove 1\r\ncrouch\r\n", "move 1 2; idle; crouch; idle"},
	} {
		a, err := Codec{}.Decode(0, []byte(tc.reply))
		if err == nil || a == nil || a.String() != tc.want {
			t.Errorf("Decode(%q) = %v, %v; want %q and an error", tc.reply, a, err, tc.want)
		}
	}
}

// Rules §3.2: on a point-symmetric field with equal scores, Blue's input
// is exactly Red's, children and their order included, and the same reply
// moves the mirror child the mirror way.
func TestBlueViewIsRedsMirror(t *testing.T) {
	s := NewState(&Field{}, 1)
	s.Cells[Index(3, 4)] = Cell{Kind: Tree}
	s.Cells[Index(27, 26)] = Cell{Kind: Tree}
	for _, round := range []int{0, 5} {
		s.Round = round
		red, blue := Codec{}.Observe(s, 0, nil), Codec{}.Observe(s, 1, nil)
		if string(red) != string(blue) {
			t.Fatalf("round %d: Blue's view differs from Red's:\n%s\n---\n%s", round, red, blue)
		}
	}
	reply := []byte("move 2 3\nmove 1 4\ncrouch\nmove 4 1\n")
	ra, _ := Codec{}.Decode(0, reply)
	ba, _ := Codec{}.Decode(1, reply)
	if _, err := s.Step([]sim.Action{ra, ba}); err != nil {
		t.Fatal(err)
	}
	red, blue := (Codec{}).Observe(s, 0, nil), (Codec{}).Observe(s, 1, nil)
	if string(red) != string(blue) {
		t.Fatalf("after a mirrored turn Blue's view differs from Red's:\n%s\n---\n%s", red, blue)
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{"move 0 5\nmove 1 5\nmove 3 2\ncrouch\n", "launch 1 2 3 4\nidle\nidle\nidle", "drop 1 1 7\nidle\nplant 3 3\npickup 1 1 9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for p := sim.PlayerID(0); p < 2; p++ {
			a, err := Codec{}.Decode(p, []byte(s))
			if err != nil {
				continue
			}
			b, err := ParseAction(a.String())
			if err != nil || b != a.(Action) {
				t.Fatalf("%q → %q → %v, %v", s, a, b, err)
			}
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"idle; idle; idle; idle", "move 1 2; launch 3 4 5 6; drop 1 1 shield; pickup 2 2 3", "plant -1 40; crouch; stand; defend"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		b, err := ParseAction(a.String())
		if err != nil || b != a {
			t.Fatalf("%q → %q → %v, %v", s, a, b, err)
		}
		var m Action
		for i, c := range a {
			m[i] = c.Mirror().Mirror()
		}
		if m != a {
			t.Fatalf("mirror twice changed %q", s)
		}
	})
}

func TestParseAction(t *testing.T) {
	for _, good := range []string{"idle; idle; idle; idle", "MOVE 1 2; Launch 3 4 5 6; drop 1 1 RapidLauncher; pickup 2 2"} {
		a, err := (Game{}).ParseAction(0, good)
		if err != nil {
			t.Errorf("%q: %v", good, err)
			continue
		}
		if b, err := (Game{}).ParseAction(0, a.String()); err != nil || b != a {
			t.Errorf("%q does not round-trip", good)
		}
	}
	for _, bad := range []string{"", "idle", "idle; idle; idle; idle; idle", "move 1; idle; idle; idle", "launch 1 2 3; idle; idle; idle",
		"drop 1 1 0; idle; idle; idle", "pickup 1 1 0; idle; idle; idle", "move +1 2; idle; idle; idle", "move 99999 2; idle; idle; idle", "crouch 1; idle; idle; idle"} {
		if _, err := (Game{}).ParseAction(0, bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// Rules §3.2: Blue's replies are in its own coordinates; "move 3 2" on
// its last line takes child 4 from its start (2,0) in Blue's view, (28,30)
// on the field, to (27,28).
func TestBlueMovesInItsOwnCoordinates(t *testing.T) {
	s := NewState(&Field{}, 1)
	a, err := Codec{}.Decode(1, []byte("idle\nidle\nidle\nmove 3 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.Step([]sim.Action{nil, a})
	if s.Kids[4].Pos() != (Point{27, 28}) {
		t.Fatalf("child 4 at %v", s.Kids[4].Pos())
	}
	lines := strings.Split(string(Codec{}.Observe(s, 1, nil)), "\n")
	if lines[2+Size+3] != "3 2 S U b 50" {
		t.Errorf("Blue sees its child at %q", lines[2+Size+3])
	}
	// Red sees child 4 only once one of its children is within 8.
	if got := strings.Split(string(Codec{}.Observe(s, 0, nil)), "\n")[2+Size+4]; got != "*" {
		t.Errorf("hidden child reads %q", got)
	}
	s.Kids[0].X, s.Kids[0].Y = 24, 24
	if got := strings.Split(string(Codec{}.Observe(s, 0, nil)), "\n")[2+Size+4]; got != "27 28 S U b 50" {
		t.Errorf("visible child reads %q", got)
	}
}
