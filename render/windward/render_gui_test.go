//go:build gui

package windward

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	ws "arena/sim/windward"
)

// TestMain runs the tests inside ebiten.RunGame, since ebiten images only
// work in its loop; they draw seeded states offscreen.
func TestMain(m *testing.M) { guitest.Main(m) }

// seeded plays a one-round match on the built-in city (downtown) with two
// bot seats doing nothing, so the seat fillers drive, for ticks ticks.
func seeded(t *testing.T, ticks int) *ws.State {
	t.Helper()
	s, err := ws.Game{}.New(sim.Config{Seed: 7, Players: []string{"Ada", "Bob"}, Params: map[string]string{"rounds": "1"}})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*ws.State)
	for k := 0; k < ticks; k++ {
		if _, err := st.Step(nil); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// draw renders s at one static-layer pixel per screen pixel (48 per tile)
// and reads the pixels back.
func draw(t *testing.T, r *Renderer, s *ws.State, v render.View) *image.RGBA {
	t.Helper()
	w, h := s.Map.W*PPU, s.Map.H*PPU
	return guitest.Shot(w, h, func(dst *ebiten.Image) {
		v.Cur = s
		v.Alpha = 1
		v.Camera = render.Camera{X: float64(s.Map.W) / 2, Y: float64(s.Map.H) / 2, Zoom: PPU, W: float64(w), H: float64(h)}
		r.Draw(dst, v)
	})
}

// px reads the pixel at a point in tiles.
func px(img *image.RGBA, x, y float64) color.RGBA { return img.RGBAAt(int(x*PPU), int(y*PPU)) }

func isAsphalt(c color.RGBA) bool {
	return c.R >= 45 && c.R <= 90 && absDiff(c.R, c.G) < 10 && absDiff(c.G, c.B) < 14
}
func isGrass(c color.RGBA) bool { return int(c.G) > int(c.R)+30 && int(c.G) > int(c.B)+30 }

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// count counts pixels within tol of want in a square of radius rad tiles
// round (x, y).
func count(img *image.RGBA, x, y, rad float64, want color.RGBA, tol int) int {
	n := 0
	for py := int((y - rad) * PPU); py < int((y+rad)*PPU); py++ {
		for pxx := int((x - rad) * PPU); pxx < int((x+rad)*PPU); pxx++ {
			c := img.RGBAAt(pxx, py)
			if absDiff(c.R, want.R) <= tol && absDiff(c.G, want.G) <= tol && absDiff(c.B, want.B) <= tol {
				n++
			}
		}
	}
	return n
}

// givePassenger makes sure a car carries a passenger, for the roof check:
// when none does at this tick, car 0 gets one through the game's editor.
func givePassenger(t *testing.T, st *ws.State) {
	t.Helper()
	for i := range st.Cars {
		if st.Cars[i].Passenger >= 0 {
			return
		}
	}
	c := &st.Cars[0]
	for _, o := range st.EditsAt(float64(c.X)/ws.UnitsPerTile, float64(c.Y)/ws.UnitsPerTile) {
		if o.Group == "Set passenger" && !o.Disabled {
			if err := st.ApplyEdit(o.Text); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatal("car 0 offers no passenger to set")
}

// TestDrawsTheCity checks the seeded city pixel by pixel at known places:
// roads, parks, offices, stops with their company's logo, lights, stop
// signs, and every car in its colour.
func TestDrawsTheCity(t *testing.T) {
	st := seeded(t, 400)
	givePassenger(t, st)
	r := New()
	img := draw(t, r, st, render.View{Settings: map[string]string{"labels": "off"}})
	// Downtown (sim/windward.DefaultCity): row 1 is the north avenue,
	// column 1 the west one, (3,3) the park inside the first block, (2,2)
	// an office, (7,7) a crossing with lights, (7,1) one with stop signs.
	for _, p := range []ws.Pt{{X: 2, Y: 1}, {X: 10, Y: 1}, {X: 1, Y: 3}, {X: 7, Y: 4}} {
		if st.CarAt(float64(p.X)+0.5, float64(p.Y)+0.5) >= 0 {
			continue
		}
		// Off the lane markings: a quarter tile in from a corner.
		if c := px(img, float64(p.X)+0.3, float64(p.Y)+0.35); !isAsphalt(c) {
			t.Errorf("road %v looks %v, not asphalt", p, c)
		}
	}
	for _, p := range []ws.Pt{{X: 3, Y: 3}, {X: 9, Y: 10}, {X: 21, Y: 16}} {
		g := 0
		for _, f := range [][2]float64{{0.2, 0.2}, {0.5, 0.5}, {0.8, 0.3}, {0.3, 0.8}, {0.7, 0.7}} {
			if isGrass(px(img, float64(p.X)+f[0], float64(p.Y)+f[1])) {
				g++
			}
		}
		if g < 3 {
			t.Errorf("park %v: only %d of 5 samples green", p, g)
		}
	}
	roof := 0
	for _, f := range [][2]float64{{0.2, 0.2}, {0.8, 0.2}, {0.2, 0.8}, {0.8, 0.8}} {
		if c := px(img, 3+f[0], 2+f[1]); !isAsphalt(c) && !isGrass(c) {
			roof++
		}
	}
	if roof < 3 {
		t.Errorf("office at 3,2: %d of 4 samples look like a roof", roof)
	}
	// Every company's logo on its bay, in the company's colour.
	for k, c := range st.Companies {
		if st.CarAt(float64(c.At.X)+0.5, float64(c.At.Y)+0.5) >= 0 {
			continue
		}
		if n := count(img, float64(c.At.X)+0.5, float64(c.At.Y)+0.5, 0.25, companyColors[k], 12); n < 20 {
			t.Errorf("%s's stop at %v: %d logo pixels", ws.CompanyNames[k], c.At, n)
		}
	}
	// A lit lamp at each entry of the light at 7,7.
	li := -1
	for i, p := range st.LightAt {
		if p == (ws.Pt{X: 7, Y: 7}) {
			li = i
		}
	}
	if li < 0 {
		t.Fatal("no light at 7,7")
	}
	for d := ws.North; d <= ws.West; d++ {
		want := lightColor(st.Lights[li], d.Reverse())
		x, y := rightCorner(ws.Pt{X: 7, Y: 7}, d)
		if n := count(img, x/PPU, y/PPU, 0.3, want, 10); n < 4 {
			t.Errorf("light at 7,7 entry %v: %d pixels of %v", d, n, want)
		}
	}
	// Stop signs at 7,1: an "S" in the map drawing (signs on the north and
	// south sides); on this T only the south side is open, and its sign
	// shows red.
	if tile := st.Map.At(ws.Pt{X: 7, Y: 1}); tile.StopSigns != 0 {
		for d := ws.North; d <= ws.West; d++ {
			if tile.StopSigns&(1<<d) == 0 || !tile.Open(d) {
				continue
			}
			x, y := rightCorner(ws.Pt{X: 7, Y: 1}, d)
			if n := count(img, x/PPU, y/PPU, 0.35, stopRed, 20); n < 15 {
				t.Errorf("stop sign at 7,1 side %v: %d red pixels", d, n)
			}
		}
	} else {
		t.Error("7,1 has no stop signs")
	}
	// Cars: each car's colour round its centre; a passenger's company
	// colour on the roof of a car that carries one.
	carried := 0
	for i := range st.Cars {
		c := &st.Cars[i]
		x, y := float64(c.X)/ws.UnitsPerTile, float64(c.Y)/ws.UnitsPerTile
		if n := count(img, x, y, 0.3, CarColor(i), 6); n < 40 {
			t.Errorf("car %d at %.2f,%.2f: %d pixels of its colour", i, x, y, n)
		}
		if c.Passenger >= 0 {
			carried++
			if n := count(img, x, y, 0.3, companyColors[c.Passenger], 6); n < 6 {
				t.Errorf("car %d carries %s but shows %d pixels of its colour", i, ws.CEONames[c.Passenger], n)
			}
		}
	}
	if carried == 0 {
		t.Error("no car carries a passenger, so the roof colour went unchecked")
	}
	// A waiting CEO's suit at the back of its lobby's bay.
	for k := range st.CEOs {
		ps := &st.CEOs[k]
		if ps.Car >= 0 || ps.Done || ps.Lobby < 0 {
			continue
		}
		p := st.Companies[ps.Lobby].At
		if n := count(img, float64(p.X)+0.5, float64(p.Y)+0.5, 0.5, companyColors[k], 8); n < 10 {
			t.Errorf("%s waiting at %s: %d suit pixels", ws.CEONames[k], ws.CompanyNames[ps.Lobby], n)
		}
	}
}

// TestRenderNeverChangesState draws with every overlay and runs every
// read-only entry point; the state's hash must not move.
func TestRenderNeverChangesState(t *testing.T) {
	st := seeded(t, 300)
	prev := st.Clone().(*ws.State)
	st.Step(nil)
	before := st.Hash()
	r := New()
	c := &st.Cars[3]
	sel := render.Selection{Kind: "car", ID: "3"}
	for _, set := range []map[string]string{
		{"shadow": "all", "lights": "phases", "labels": "on"},
		{"shadow": "remote", "lights": "lamps", "labels": "off"},
	} {
		draw(t, r, st, render.View{Prev: prev, Settings: set, Selection: &sel, Picking: pickMove,
			Overlays: render.Overlays{Grid: true, Debug: true, Hover: true, MouseIn: true, MouseX: 2.5, MouseY: 1.8},
			Events:   []render.TimedEvent{{Event: sim.Event{Kind: ws.KindDelivery, Player: 3, X: 2, Y: 4, Detail: ws.StopDetail{Passenger: "Tim Cook", Points: 1000}}, Age: 0.2}}})
	}
	got, ok := r.Pick(st, float64(c.X)/ws.UnitsPerTile, float64(c.Y)/ws.UnitsPerTile)
	if !ok || got.Kind != "car" || got.ID != "3" {
		t.Errorf("pick at car 3: %+v %v", got, ok)
	}
	if lines := r.Inspect(st, got); len(lines) < 5 || !strings.HasPrefix(lines[0], "Car 3") {
		t.Errorf("inspect car 3: %q", lines)
	}
	acts := r.PointActions(st, got)
	if len(acts) != 2 {
		t.Fatalf("point actions %v", acts)
	}
	if text, ok := acts[0].Edit(st, 2.5, 1.8); !ok || text != "car 3 at 2 1 EAST" {
		t.Errorf("move edit %q %v", text, ok)
	}
	if text, ok := acts[1].Edit(st, 2.5, 1.8); ok {
		t.Errorf("a road accepted as a destination: %q", text)
	}
	k := 0
	dest := st.Companies[k].At
	if text, ok := acts[1].Edit(st, float64(dest.X)+0.5, float64(dest.Y)+0.5); !ok || text != "car 3 dest Microsoft" {
		t.Errorf("destination edit %q %v", text, ok)
	}
	if lines := r.InfoLines(st); len(lines) < 40 {
		t.Errorf("info pane has %d lines", len(lines))
	}
	if msg, ok := r.Message(st, sim.Event{Kind: ws.KindDelivery, Player: 3, Detail: ws.StopDetail{Stop: "Apple", Passenger: "Tim Cook", Points: 1500}}); !ok || !strings.Contains(msg, "delivered Tim Cook to Apple (+1.5)") {
		t.Errorf("message %q", msg)
	}
	guitest.OnLoop(func() {
		dst := ebiten.NewImage(340, 600)
		used := r.DrawPlayers(dst, render.View{Cur: st, Players: []sim.PlayerView{{Name: "Ada", Status: "TIMEOUT"}, {Name: "Bob"}}}, image.Rect(0, 0, 340, 500))
		rh := rowHeight(500)
		if used != rh*ws.NumPlayers || used > 500 {
			t.Errorf("player rows use %d of 500 pixels", used)
		}
		img := guitest.Pixels(dst)
		// Each row starts with the seat's colour stripe.
		for i := 0; i < ws.NumPlayers; i++ {
			if c := img.RGBAAt(1, i*rh+10); c != CarColor(i) {
				t.Errorf("row %d stripe %v, want %v", i, c, CarColor(i))
			}
		}
	})
	if st.Hash() != before {
		t.Error("drawing changed the state")
	}
}

// TestCarsGlide: between two ticks a car is drawn between its two
// positions, turning the short way round; a jump is not interpolated.
func TestCarsGlide(t *testing.T) {
	cur := seeded(t, 200)
	prev := cur.Clone().(*ws.State)
	for k := 0; k < 6; k++ {
		cur.Step(nil)
	}
	for i := range cur.Cars {
		a, b := &prev.Cars[i], &cur.Cars[i]
		x, y, _ := carPose(prev, cur, i, 0.5)
		mx, my := float64(a.X+b.X)/2/ws.UnitsPerTile, float64(a.Y+b.Y)/2/ws.UnitsPerTile
		if d := (x-mx)*(x-mx) + (y-my)*(y-my); d > 1e-9 {
			t.Errorf("car %d at half time: %.3f,%.3f, want %.3f,%.3f", i, x, y, mx, my)
		}
	}
	p2 := cur.Clone().(*ws.State)
	p2.Cars[0].Angle, cur.Cars[0].Angle = 350, 10
	if _, _, ang := carPose(p2, cur, 0, 0.5); ang != 360 && ang != 0 {
		t.Errorf("turning 350 -> 10 passes through %v, want 0", ang)
	}
	p2.Cars[1].X += 5 * ws.UnitsPerTile
	if x, _, _ := carPose(p2, cur, 1, 0.5); x != float64(cur.Cars[1].X)/ws.UnitsPerTile {
		t.Error("a relocated car glides instead of jumping")
	}
}
