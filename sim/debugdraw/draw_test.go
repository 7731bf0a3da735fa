package debugdraw

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	cases := []struct {
		in, want, err string
	}{
		{in: "#arena line 1 2 3 4 red", want: "line 1 2 3 4 red"},
		{in: "line 1.5 -2 3e2 4 RED", want: "line 1.5 -2 300 4 red"},
		{in: "#arena circle 5 6 2.5 #0f0", want: "circle 5 6 2.5 #00ff00ff"},
		{in: "#arena circle 5 6 2.5 #11223344", want: "circle 5 6 2.5 #11223344"},
		{in: "#arena text 3 4 dig here, then left\r\n", want: "text 3 4 dig here, then left"},
		{in: "#arena text 3 4   two  spaces inside", want: "text 3 4 two  spaces inside"},
		{in: "#arena text 3 4 tab\there", want: "text 3 4 tab here"},
		{in: "#arena mark 7 8 yellow", want: "mark 7 8 yellow"},
		{in: "#arena square 1 2 red", err: `unknown drawing "square"`},
		{in: "#arena", err: "unknown drawing"},
		{in: "#arena line 1 2 3 red", err: "line needs 4 numbers and a color, got 4"},
		{in: "#arena line 1 2 3 4 red extra", err: "got 6 field(s)"},
		{in: "#arena mark x 8 yellow", err: `"x" is not a number`},
		{in: "#arena mark NaN 8 yellow", err: "is not a number"},
		{in: "#arena mark 1e7 8 yellow", err: "within ±1e+06"},
		{in: "#arena mark Inf 8 yellow", err: "within"},
		{in: "#arena circle 1 2 -1 red", err: "negative radius"},
		{in: "#arena mark 1 2 #12345", err: "unknown color"},
		{in: "#arena mark 1 2 chartreuse", err: "unknown color"},
		{in: "#arena text 1 2", err: "text needs X Y MESSAGE"},
		{in: "#arena text 1 2    ", err: "text needs X Y MESSAGE"},
	}
	for _, c := range cases {
		s, err := Parse(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Parse(%q) = %v, %v; want error containing %q", c.in, s, err, c.err)
			}
			continue
		}
		if err != nil || s.String() != c.want {
			t.Errorf("Parse(%q) = %q, %v; want %q", c.in, s.String(), err, c.want)
		}
	}
}

func TestTextIsCutAndCleaned(t *testing.T) {
	s, err := Parse("#arena text 0 0 " + strings.Repeat("é", 200) + "\x01")
	if err != nil {
		t.Fatal(err)
	}
	if n := len([]rune(s.Text)); n != MaxText {
		t.Errorf("text has %d runes, want %d", n, MaxText)
	}
	s, _ = Parse("#arena text 0 0 a\x00b\xffc")
	if s.Text != "a b\uFFFDc" {
		t.Errorf("text = %q", s.Text)
	}
}

func TestScan(t *testing.T) {
	stderr := []byte("thinking...\n#arena line 0 0 1 1 red\n#arena bogus\n#arena mark 2 2 blue\n#arena mark 3 3 blue\nno newline")
	shapes, errs, dropped := Scan(stderr, 2)
	if len(shapes) != 2 || shapes[1].String() != "mark 2 2 blue" {
		t.Errorf("shapes = %v", shapes)
	}
	if len(errs) != 1 || !strings.HasPrefix(errs[0], "line 3: unknown drawing") {
		t.Errorf("errs = %q", errs)
	}
	if dropped != 1 {
		t.Errorf("dropped = %d, want 1", dropped)
	}
}

func TestCanvasMatchesParse(t *testing.T) {
	var c Canvas
	c.Line(0, 1, 2, 3, "red")
	c.Circle(1, 1, 0.5, "#abc")
	c.Text(4, 5, "target")
	c.Mark(6, 7, "green")
	c.Mark(6, 7, "no such color") // a bot bug: dropped
	want := []string{"line 0 1 2 3 red", "circle 1 1 0.5 #aabbccff", "text 4 5 target", "mark 6 7 green"}
	if len(c.Shapes) != len(want) {
		t.Fatalf("shapes = %v", c.Shapes)
	}
	for i, s := range c.Shapes {
		p, err := Parse(Prefix + want[i])
		if err != nil || s != p || s.String() != want[i] {
			t.Errorf("shape %d = %q, want %q (parsed %v, %v)", i, s.String(), want[i], p, err)
		}
	}
	var nilc *Canvas
	nilc.Mark(1, 1, "red") // must not panic
}

// TestCanonIsParse holds the Canvas's shortcut to Parse of the canonical
// text, on edge values of every field and on random mixes of them.
func TestCanonIsParse(t *testing.T) {
	nums := []float64{0, math.Copysign(0, -1), 1, -2.5, 0.1, 1.0 / 3, 1e-300, MaxCoord, -MaxCoord, math.Nextafter(MaxCoord, 2e6),
		1e7, math.Inf(1), math.Inf(-1), math.NaN(), 123456.789, -1e-7}
	cols := []string{"red", "RED", "Grey", "gray", "#abc", "#ABCDEF", "#11223344", "#12345", "chartreuse", "", " ", " red", "red ",
		"red\n", "red\r\n", "re d", "red\tblue", "\tgreen", "#fff\r", "\u00a0red", "red\u2003"}
	texts := []string{"target", "", " ", "  two  spaces ", "\t tab", "x\r\n", "\r\n", "a\x00b\xffc", "line\nbreak", " é ",
		strings.Repeat("é", 90), "\u2003wide space\u2003", "ends \r", "#arena text 1 2 x"}
	check := func(s Shape) {
		t.Helper()
		got, ok := canon(s)
		want, err := Parse(s.String())
		if ok != (err == nil) || (ok && (got != want || math.Signbit(got.X1) != math.Signbit(want.X1))) {
			t.Fatalf("canon(%#v) = %#v, %v; Parse(%q) = %#v, %v", s, got, ok, s.String(), want, err)
		}
	}
	for _, k := range []Kind{Line, Circle, Text, Mark} {
		for _, v := range nums {
			check(Shape{Kind: k, X1: v, Y1: 1, X2: 2, Y2: 3, R: 1, Color: "red", Text: "t"})
			check(Shape{Kind: k, X1: 1, Y1: v, X2: v, Y2: 3, R: v, Color: "blue", Text: "t"})
			check(Shape{Kind: k, X1: 1, Y1: 2, X2: 2, Y2: v, R: 1, Color: "blue", Text: "t"})
		}
		for _, c := range cols {
			check(Shape{Kind: k, X1: 1, Y1: 2, X2: 3, Y2: 4, R: 5, Color: c, Text: "t"})
		}
		for _, m := range texts {
			check(Shape{Kind: k, X1: 1, Y1: 2, X2: 3, Y2: 4, R: 5, Color: "red", Text: m})
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func(n int) int { return rng.IntN(n) }
	for range 20000 {
		check(Shape{Kind: Kind(pick(6)), X1: nums[pick(len(nums))], Y1: nums[pick(len(nums))], X2: nums[pick(len(nums))],
			Y2: nums[pick(len(nums))], R: nums[pick(len(nums))] * float64(pick(3)-1), Color: cols[pick(len(cols))], Text: texts[pick(len(texts))]})
		check(Shape{Kind: Kind(1 + pick(4)), X1: rng.NormFloat64() * 1e3, Y1: rng.Float64(), X2: float64(pick(100)), Y2: -rng.ExpFloat64(), R: rng.Float64() * 10, Color: cols[pick(len(cols))], Text: texts[pick(len(texts))]})
	}
}

func TestColors(t *testing.T) {
	for in, want := range map[string][4]uint8{"red": {0xe6, 0x39, 0x46, 0xff}, "#102030": {0x10, 0x20, 0x30, 0xff}, "#10203040": {0x10, 0x20, 0x30, 0x40}} {
		s, err := Parse("mark 0 0 " + in)
		if err != nil {
			t.Fatal(err)
		}
		c := s.RGBA()
		if [4]uint8{c.R, c.G, c.B, c.A} != want {
			t.Errorf("%s = %v, want %v", in, c, want)
		}
	}
}

// FuzzParse checks that any line parses or fails cleanly, and that a parsed
// shape survives its canonical text unchanged.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"#arena line 1 2 3 4 red", "circle 0 0 1e6 #fff", "text 1 1 héllo", "mark -0 0 #00000000", "line 1 2 3 4 5 6", "text 1e400 0 x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := Parse(in)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		again, err := Parse(s.String())
		if err != nil || again != s {
			t.Fatalf("%q -> %q -> %v, %v", in, s.String(), again, err)
		}
		Scan([]byte(in+"\n"+Prefix+in), 1)
	})
}
