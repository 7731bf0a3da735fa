package debugdraw

import (
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
