package paintball

import (
	"strings"
	"testing"
)

func TestParseFieldRoundTrip(t *testing.T) {
	f := Generate(42)
	text := f.Format("a comment")
	g, err := ParseField("gen", text)
	if err != nil {
		t.Fatal(err)
	}
	if *g != *f || string(g.Format("a comment")) != string(text) {
		t.Fatal("field does not round-trip")
	}
}

func TestParseFieldErrors(t *testing.T) {
	row := strings.TrimSpace(strings.Repeat(". ", Size))
	rows := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = row
		}
		return out
	}
	good := rows(Size)
	withRow := func(i int, r string) string {
		rs := append([]string(nil), good...)
		rs[i] = r
		return strings.Join(rs, "\n")
	}
	for _, c := range []struct{ text, want string }{
		{strings.Join(rows(30), "\n"), "f.txt: 30 rows, want 31"},
		{strings.Join(rows(32), "\n"), "f.txt:32:1: more than 31 rows"},
		{withRow(3, row+" ."), "f.txt:4:63: more than 31 spaces"},
		{withRow(3, ". X"+row[3:]), "f.txt:4:3: unknown space \"X\""},
		{withRow(3, "P0"+row[1:]), "f.txt:4:1: bad paintball count"},
		{withRow(3, row[2:]), "f.txt:4:60: row 4 (y=27) has 30 spaces"},
		{withRow(30, ". . T"+row[5:]), "f.txt:31:5: tree on the start square (2,0)"},
	} {
		_, err := ParseField("f.txt", []byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	if _, err := ParseField("f", []byte("# title\n\n"+strings.Join(good, "\r\n"))); err != nil {
		t.Errorf("comments, blank lines and CRLF: %v", err)
	}
}

// Rules §5.2 and §5.5.3: the generator's fields are symmetric, keep the
// start squares free, hold two shields and two adapters and leave every
// square reachable.
func TestGenerate(t *testing.T) {
	n := 500
	if testing.Short() {
		n = 50
	}
	for seed := uint64(0); seed < uint64(n); seed++ {
		f := Generate(seed)
		if err := ValidateField(f); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, f.Format())
		}
	}
	if a, b := *Generate(7), *Generate(7); a != b || a == *Generate(8) {
		t.Error("the generator is not a function of the seed")
	}
}

func TestValidateField(t *testing.T) {
	f := Generate(1)
	f.Cells[Index(20, 3)] = Cell{Kind: Tree}
	f.Cells[Index(10, 27)] = Cell{Kind: LowWall}
	if err := ValidateField(f); err == nil || !strings.Contains(err.Error(), "mirror") {
		t.Errorf("asymmetric field: %v", err)
	}
	f = &Field{}
	f.Cells[Index(15, 15)] = Cell{Kind: Shield}
	f.Cells[Index(11, 10)], f.Cells[Index(19, 20)] = Cell{Kind: Adapter}, Cell{Kind: Adapter}
	if err := ValidateField(f); err == nil || !strings.Contains(err.Error(), "1 shields") {
		t.Errorf("one shield pair short: %v", err)
	}
	f.Cells[Index(12, 10)], f.Cells[Index(18, 20)] = Cell{Kind: Shield}, Cell{Kind: Shield}
	if err := ValidateField(f); err != nil {
		t.Errorf("good field: %v", err)
	}
	// Wall in the corner square (30,30) off from everything.
	for _, p := range []Point{{29, 30}, {30, 29}, {1, 0}, {0, 1}} {
		f.Cells[Index(p.X, p.Y)] = Cell{Kind: HighWall}
	}
	if err := ValidateField(f); err == nil || !strings.Contains(err.Error(), "cannot be reached") {
		t.Errorf("walled-off corner: %v", err)
	}
}

func FuzzParseField(f *testing.F) {
	f.Add(Generate(3).Format())
	f.Add([]byte("T . P5\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		fl, err := ParseField("fuzz", b)
		if err != nil {
			return
		}
		g, err := ParseField("again", fl.Format())
		if err != nil || *g != *fl {
			t.Fatalf("does not round-trip: %v", err)
		}
	})
}
