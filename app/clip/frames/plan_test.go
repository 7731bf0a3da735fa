package frames

import (
	"strings"
	"testing"
)

func TestPlan(t *testing.T) {
	cases := []struct {
		name      string
		o         Options
		end       int
		n, first  int
		last      int
		every     int
		errSubstr string
	}{
		{"whole short replay", Options{To: -1, GIF: "a.gif"}, 300, 301, 0, 300, 1, ""},
		{"range", Options{From: 10, To: 60, GIF: "a.gif"}, 300, 51, 10, 60, 1, ""},
		{"every", Options{From: 10, To: 60, Every: 10, PNGDir: "d"}, 300, 6, 10, 60, 10, ""},
		// A long game (Windwardopolis' ~50 000 ticks) is stepped to fit.
		{"auto step", Options{To: -1, GIF: "a.gif"}, 50_000, 0, 0, 0, 161, ""},
		{"too many", Options{To: -1, Every: 2, GIF: "a.gif"}, 50_000, 0, 0, 0, 0, "use --every 161 or more"},
		{"big frames", Options{To: 400, Every: 1, Width: 2000, Height: 2000, GIF: "a.gif"}, 500, 0, 0, 0, 0, "more than the 20 allowed"},
		{"past the end", Options{From: 5, To: 301, GIF: "a.gif"}, 300, 0, 0, 0, 0, "the replay's last tick"},
		{"backwards", Options{From: 50, To: 10, GIF: "a.gif"}, 300, 0, 0, 0, 0, "from <= to"},
		{"no output", Options{To: 10}, 300, 0, 0, 0, 0, "nothing to write"},
		{"tiny", Options{To: 10, Width: 8, Height: 8, GIF: "a.gif"}, 300, 0, 0, 0, 0, "16 to 2048"},
		{"negative every", Options{To: 10, Every: -1, GIF: "a.gif"}, 300, 0, 0, 0, 0, "want 1 or more"},
	}
	for _, c := range cases {
		pos, o, err := Plan(c.o, c.end)
		if c.errSubstr != "" {
			if err == nil || !strings.Contains(err.Error(), c.errSubstr) {
				t.Errorf("%s: err %v, want %q", c.name, err, c.errSubstr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if o.Every != c.every {
			t.Errorf("%s: every %d, want %d", c.name, o.Every, c.every)
		}
		if len(pos) > MaxFrames || len(pos)*o.Width*o.Height > MaxPixels {
			t.Errorf("%s: %d frames over the bounds", c.name, len(pos))
		}
		if c.n != 0 && (len(pos) != c.n || pos[0] != c.first || pos[len(pos)-1] != c.last) {
			t.Errorf("%s: %d frames %d..%d, want %d frames %d..%d", c.name, len(pos), pos[0], pos[len(pos)-1], c.n, c.first, c.last)
		}
	}
}
