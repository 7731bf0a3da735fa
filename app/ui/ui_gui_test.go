//go:build gui

package ui

import (
	"image"
	"strings"
	"testing"

	"arena/render"
)

// TestLayoutNoOverlap splits windows from the minimum to 4K with every
// combination of panes: the regions tile the window without overlapping,
// the map keeps a usable size, and the sidebar never takes a third more.
func TestLayoutNoOverlap(t *testing.T) {
	sizes := []image.Point{{640, 400}, {1024, 640}, {1100, 700}, {1366, 768}, {1920, 1080}, {3840, 2160}}
	for _, sz := range sizes {
		for _, side := range []int{SideW, 340, 600} {
			for mask := 0; mask < 16; mask++ {
				q := Want{W: sz.X, H: sz.Y, Side: side, Left: mask&1 != 0, Bottom: mask >> 1 & 3, BarRows: 1 + mask%2, Tall: mask&8 != 0 && mask>>1&3 > 0}
				r := Layout(q)
				parts := []image.Rectangle{r.Top, r.Side, r.Bottom, r.Map, r.Left}
				parts = append(parts, r.Strip...)
				for i, a := range parts {
					for _, b := range parts[i+1:] {
						if a.Overlaps(b) {
							t.Errorf("%v %+v: %v overlaps %v", sz, q, a, b)
						}
					}
				}
				if r.Map.Dx() < 400 || r.Map.Dy() < 250 {
					t.Errorf("%v %+v: map %v too small", sz, q, r.Map)
				}
				if r.Side.Dx() > max(MinSide, max(sz.X, MinW)/3) {
					t.Errorf("%v: sidebar %d wide", sz, r.Side.Dx())
				}
				if q.Tall && len(r.Strip) > 0 && r.Strip[0].Dy() < r.Map.Dy()*9/10 {
					t.Errorf("%v %+v: a tall strip %v beside map %v", sz, q, r.Strip[0], r.Map)
				}
				if !r.Timeline.In(r.Bottom) {
					t.Errorf("%v: timeline %v outside the bottom bar %v", sz, r.Timeline, r.Bottom)
				}
			}
		}
	}
}

func TestFlowWraps(t *testing.T) {
	widths := []int{100, 100, 100, 100}
	rs, rows := Flow(widths, []bool{false, false, true, false}, 10, 0, 260, 4)
	if rows < 2 {
		t.Fatalf("four 100 px buttons fit in 250 px on %d row", rows)
	}
	for i, a := range rs {
		if a.Max.X > 260 {
			t.Errorf("button %d at %v passes the edge", i, a)
		}
		for _, b := range rs[i+1:] {
			if a.Overlaps(b) {
				t.Errorf("%v overlaps %v", a, b)
			}
		}
	}
}

func TestTextFitting(t *testing.T) {
	long := "player 0 TIMEOUT: no reply within 1000 ms (the bot printed nothing; its last stderr line was \"loading model\")"
	for _, w := range []float64{60, 200, 500} {
		lines := Wrap(long, w)
		if got := strings.Join(lines, " "); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(long, " ", "") {
			t.Errorf("Wrap(%v) lost text: %q", w, got)
		}
		for _, l := range lines {
			if lw, _ := render.Small.Measure(l); lw > w+0.5 {
				t.Errorf("Wrap(%v): line %q is %v px", w, l, lw)
			}
		}
		if fw, _ := render.Small.Measure(FitWidth(long, w)); fw > w {
			t.Errorf("FitWidth(%v) %v px", w, fw)
		}
	}
	if Clip("Ωμέγα Дракон", 5) != "Ωμ..." {
		t.Errorf("Clip cut runes wrongly: %q", Clip("Ωμέγα Дракон", 5))
	}
	if ClipLeft("/home/u/bots/bot.py", 10) != ".../bot.py" {
		t.Errorf("ClipLeft: %q", ClipLeft("/home/u/bots/bot.py", 10))
	}
}

func TestDragGestures(t *testing.T) {
	m, bar := image.Rect(0, 0, 500, 400), image.Rect(0, 420, 500, 440)
	var d Drag
	// A short press on the map is a click.
	d.Update(&Input{Mouse: image.Pt(50, 50), Click: true}, true, m, bar)
	if g := d.Update(&Input{Mouse: image.Pt(51, 50), Release: true}, false, m, bar); !g.Click {
		t.Error("a short press on the map is not a click")
	}
	// A drag pans by the mouse's moves and is no click.
	d.Update(&Input{Mouse: image.Pt(50, 50), Click: true}, true, m, bar)
	g := d.Update(&Input{Mouse: image.Pt(70, 60)}, true, m, bar)
	if g.Pan != image.Pt(20, 10) {
		t.Errorf("drag panned %v", g.Pan)
	}
	if g := d.Update(&Input{Mouse: image.Pt(70, 60), Release: true}, false, m, bar); g.Click {
		t.Error("a drag ended in a click")
	}
	// A press on the timeline scrubs.
	if g := d.Update(&Input{Mouse: image.Pt(100, 430), Click: true}, true, m, bar); !g.Scrub {
		t.Error("a press on the timeline does not seek")
	}
}

// TestCycleSettings: defaults are the first values; a cycle wraps around
// and leaves the old map as it was.
func TestCycleSettings(t *testing.T) {
	list := []render.Setting{{Name: "fog", Values: []string{"off", "team", "all"}}, {Name: "empty"}}
	cur := Defaults(list)
	if len(cur) != 1 || cur["fog"] != "off" {
		t.Fatalf("defaults %v", cur)
	}
	for _, want := range []string{"team", "all", "off"} {
		next, ok := Cycle(list, cur, "fog")
		if !ok || next["fog"] != want {
			t.Fatalf("cycle from %q: %q %v, want %q", cur["fog"], next["fog"], ok, want)
		}
		if cur["fog"] == next["fog"] {
			t.Fatal("the old map changed")
		}
		cur = next
	}
	if _, ok := Cycle(list, cur, "empty"); ok {
		t.Error("cycled a setting without values")
	}
}

// TestAround: the pieces around a hole cover every pixel of the
// rectangle outside the hole exactly once, and none inside it.
func TestAround(t *testing.T) {
	r := image.Rect(0, 26, 40, 60)
	for _, hole := range []image.Rectangle{
		{}, image.Rect(10, 30, 30, 50), image.Rect(-5, 20, 50, 70), image.Rect(0, 26, 40, 40),
		image.Rect(30, 40, 60, 80), image.Rect(100, 100, 120, 120), image.Rect(5, 10, 15, 30),
	} {
		count := map[image.Point]int{}
		for _, p := range Around(r, hole) {
			if p.Empty() {
				t.Errorf("hole %v: an empty piece %v", hole, p)
			}
			for y := p.Min.Y; y < p.Max.Y; y++ {
				for x := p.Min.X; x < p.Max.X; x++ {
					count[image.Pt(x, y)]++
				}
			}
		}
		for y := r.Min.Y - 2; y < r.Max.Y+2; y++ {
			for x := r.Min.X - 2; x < r.Max.X+2; x++ {
				pt := image.Pt(x, y)
				want := 0
				if pt.In(r) && !pt.In(hole) {
					want = 1
				}
				if count[pt] != want {
					t.Fatalf("hole %v: pixel %v covered %d times, want %d", hole, pt, count[pt], want)
				}
			}
		}
	}
}
