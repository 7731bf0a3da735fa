//go:build gui

package madmax

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	mm "arena/sim/madmax"
)

// The renderer tests draw fixed states offscreen inside ebiten.RunGame,
// since ebiten images only work in its loop (TestMain is in
// app_gui_test.go, which also hosts the whole app). MADMAX_SHOTS=DIR saves
// every drawn image there as a PNG, to look at.

// tinyCnf is a 15×60 universe with a 30-column window. Cars 0, 2, 4, 6
// stand in column 3 of rows 2, 4, 6, 8 with a bonus or tyre ahead; car 1
// is in row 12; cars 3, 5, 7 are wrecked. Missile 0 of car 2 flies in row
// 10, column 5, toward a tyre in column 11. A tyre lies outside the window
// in column 45 of row 1.
func tinyCnf() string {
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = strings.Repeat(".", 60)
	}
	set := func(r, c int, ch byte) { b := []byte(rows[r]); b[c] = ch; rows[r] = string(b) }
	set(2, 6, 'W')
	set(4, 8, 'X')
	set(6, 10, 'G')
	set(8, 12, 'M')
	set(10, 11, 'X')
	set(1, 45, 'X')
	var b strings.Builder
	b.WriteString("mad_max_2020 v1\nsecgame ?\nseed ?\n")
	b.WriteString("nb_players 4\nnb_rnds 300\nnb_rows 15\nnb_uni_cols 60\nnb_win_cols 30\nnb_cars_x_player 2\nnb_rnds_regen 30\n")
	b.WriteString("nb_miss_bonuses 5\nnb_gas_bonuses 5\nnb_water_bonuses 20\nbonus_miss 5\nbonus_gas 30\nwater_pnts 10\nkill_pnts 30\ninit_gas 60\n")
	b.WriteString("names ? ? ? ?\n\nrnd 0\n\n   " + strings.Repeat("0", 60) + "\n   " + strings.Repeat("0", 60) + "\n\n")
	for i, r := range rows {
		fmt.Fprintf(&b, "%02d %s\n", i, r)
	}
	b.WriteString("\ncars\ncid row column nb_miss gas alive time\n")
	cars := []string{"2 3 5 60 y 0", "12 3 0 15 y 0", "4 3 5 60 y 0", "0 0 5 0 n 10", "6 3 5 60 y 0", "0 0 5 0 n 10", "8 3 5 60 y 0", "0 0 5 0 n 10"}
	for i, c := range cars {
		fmt.Fprintf(&b, "%d %s\n", i, c)
	}
	b.WriteString("\nmissiles\n1\nmid cid row column\n0 2 10 5\n\nplayers\npid score status\n0 0 0\n1 30 0\n2 10 0\n3 0 0\n")
	return b.String()
}

func tinyState(t *testing.T) *mm.State {
	t.Helper()
	st, err := mm.Game{}.New(sim.Config{MapData: []byte(tinyCnf()), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*mm.State)
}

// camFor frames the window-view box at one screen pixel per sprite pixel.
func camFor(st *mm.State) render.Camera {
	w, h := box(st)
	return render.Camera{X: w / 2, Y: h / 2, Zoom: PPU, W: w * PPU, H: h * PPU}
}

// drawView renders a view offscreen with a fresh renderer and reads the
// pixels back.
func drawView(t *testing.T, name string, v render.View) *image.RGBA {
	t.Helper()
	img := guitest.Shot(int(v.Camera.W), int(v.Camera.H), func(dst *ebiten.Image) {
		New().Draw(dst, v)
	})
	saveShot(t, name, img)
	return img
}

func saveShot(t *testing.T, name string, img *image.RGBA) {
	guitest.SaveShot(t, "MADMAX_SHOTS", name, img)
}

func settings(view string) map[string]string { return map[string]string{settingView: view} }

// cellPx is the top-left screen pixel of universe cell (row, col) in the
// window view of round r drawn by camFor.
func cellPx(r, row, col int) (int, int) { return (col - r + 1) * PPU, row * PPU }

// count counts the pixels of a cell (inset by two pixels) that match.
func count(img *image.RGBA, x0, y0 int, match func(color.RGBA) bool) int {
	n := 0
	for y := y0 + 2; y < y0+PPU-2; y++ {
		for x := x0 + 2; x < x0+PPU-2; x++ {
			if match(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func isBlue(c color.RGBA) bool  { return int(c.B) > int(c.R)+80 && int(c.B) > int(c.G)+20 }
func isRed(c color.RGBA) bool   { return c.R > 150 && c.G < 80 && c.B < 80 }
func isBlack(c color.RGBA) bool { return int(c.R)+int(c.G)+int(c.B) < 170 }
func isRoad(c color.RGBA) bool {
	return c.R > 80 && c.R < 240 && c.G > 70 && c.B > 50 && c.R >= c.B && int(c.R)-int(c.B) < 90
}

func TestDrawsRoadCarsItemsMissiles(t *testing.T) {
	st := tinyState(t)
	img := drawView(t, "window", render.View{Cur: st, Alpha: 1, Camera: camFor(st), Settings: settings(valueWindow)})
	for _, tc := range []struct {
		what     string
		row, col int
		match    func(color.RGBA) bool
		min      int
	}{
		{"empty road", 0, 20, isRoad, 100},
		{"water", 2, 6, isBlue, 20},
		{"tyre", 4, 8, isBlack, 40},
		{"gas can", 6, 10, isRed, 30},
		{"missile crate", 8, 12, func(c color.RGBA) bool { return c.G > c.R && c.G > c.B+20 }, 30},
		{"car 0, red", 2, 3, func(c color.RGBA) bool { return c == render.PlayerColor(0) }, 15},
		{"car 2, blue", 4, 3, func(c color.RGBA) bool { return c == render.PlayerColor(1) }, 15},
		{"car 4, green", 6, 3, func(c color.RGBA) bool { return c == render.PlayerColor(2) }, 15},
		{"car 6, yellow", 8, 3, func(c color.RGBA) bool { return c == render.PlayerColor(3) }, 15},
		{"missile of car 2: white body", 10, 5, func(c color.RGBA) bool { return c.R > 220 && c.G > 220 && c.B > 210 }, 8},
	} {
		x, y := cellPx(0, tc.row, tc.col)
		if n := count(img, x, y, tc.match); n < tc.min {
			t.Errorf("%s at (%d,%d): %d matching pixels, want at least %d", tc.what, tc.row, tc.col, n, tc.min)
		}
	}
	// The wrecked cars are not drawn: their death cell (0,0) is road.
	x, y := cellPx(0, 0, 0)
	if n := count(img, x, y, isRoad); n < 100 {
		t.Errorf("cell (0,0) should be plain road (dimmed margin aside), %d road pixels", n)
	}
	// The margin column left of the window is dimmed: darker than the
	// same road inside the window.
	in, out := img.RGBAAt(PPU+8, 13*PPU+8), img.RGBAAt(8, 13*PPU+8)
	if int(out.R)+int(out.G)+int(out.B) >= int(in.R)+int(in.G)+int(in.B) {
		t.Errorf("margin %v is not darker than the window %v", out, in)
	}
}

// TestWindowScrolls steps one round with every car moving by default: in
// the window view the cars stay where they were on screen while the road,
// tyres and bonuses slide one column left, smoothly (Rules §1.1).
func TestWindowScrolls(t *testing.T) {
	s0 := tinyState(t)
	s1 := s0.Copy()
	if _, err := s1.Step(make([]sim.Action, 4)); err != nil {
		t.Fatal(err)
	}
	cam := camFor(s0)
	half := drawView(t, "scroll-half", render.View{Prev: s0, Cur: s1, Alpha: 0.5, Camera: cam, Settings: settings(valueWindow)})
	full := drawView(t, "scroll-full", render.View{Prev: s0, Cur: s1, Alpha: 1, Camera: cam, Settings: settings(valueWindow)})
	red := func(c color.RGBA) bool { return c == render.PlayerColor(0) }
	// Car 0 went from (2,3) to (2,4): the same screen cell all along.
	for name, img := range map[string]*image.RGBA{"half": half, "full": full} {
		x, y := cellPx(0, 2, 3)
		if n := count(img, x, y, red); n < 15 {
			t.Errorf("%s way: car 0 not at its screen cell (%d red pixels)", name, n)
		}
	}
	// The tyre at (4,8) is drawn one column further left once the round
	// is over, and half a column left halfway.
	xf, yf := cellPx(1, 4, 8)
	if n := count(full, xf, yf, isBlack); n < 40 {
		t.Errorf("tyre not one column left after the round: %d dark pixels", n)
	}
	xh := xf + PPU/2
	if n := count(half, xh, yf, isBlack); n < 40 {
		t.Errorf("tyre not half a column left halfway: %d dark pixels", n)
	}
}

// TestUniverseView draws the same state with the whole universe: the
// tyre outside the window shows, scaled into the window's box, with the
// window outlined at the left.
func TestUniverseView(t *testing.T) {
	st := tinyState(t)
	cam := camFor(st)
	img := drawView(t, "universe", render.View{Cur: st, Alpha: 1, Camera: cam, Settings: settings(valueUniv)})
	k, yoff := univScale(st)
	// cells counts the pixels of universe cell (row, col) that match.
	cells := func(row, col int, match func(color.RGBA) bool) int {
		x0, y0 := cam.ToScreen(float64(col)*k, yoff+float64(row)*k)
		x1, y1 := cam.ToScreen(float64(col+1)*k, yoff+float64(row+1)*k)
		n := 0
		for y := int(y0); y < int(y1); y++ {
			for x := int(x0); x < int(x1); x++ {
				if match(img.RGBAAt(x, y)) {
					n++
				}
			}
		}
		return n
	}
	if n := cells(1, 45, isBlack); n < 12 {
		t.Errorf("the tyre at (1,45), outside the window: %d dark pixels", n)
	}
	if n := cells(4, 3, func(c color.RGBA) bool { return int(c.B) > int(c.R)+60 }); n < 8 {
		t.Errorf("car 2 at (4,3): %d blue pixels", n)
	}
	// Outside the window the road is dimmed.
	bright := func(row, col int) int {
		sum := 0
		cells(row, col, func(c color.RGBA) bool { sum += int(c.R) + int(c.G) + int(c.B); return true })
		return sum
	}
	if in, out := bright(13, 20), bright(13, 40); out >= in {
		t.Errorf("outside the window (%d) is not darker than inside (%d)", out, in)
	}
	// The window's outline crosses row 13 at the window's right edge.
	sx, sy := cam.ToScreen(30*k, yoff+13.5*k)
	found := false
	for x := int(sx) - 3; x <= int(sx)+3; x++ {
		if c := img.RGBAAt(x, int(sy)); c.R > 200 && c.G > 160 && c.B < 160 {
			found = true
		}
	}
	if !found {
		t.Error("no window outline at column 30")
	}
}

// TestPickAndEditPointFollowTheView maps the same screen cell to
// different universe cells in the two views, after drawing each.
func TestPickAndEditPointFollowTheView(t *testing.T) {
	st := tinyState(t)
	s1 := st.Copy()
	for range 3 {
		s1.Step(make([]sim.Action, 4))
	}
	r := New()
	var selW, selU render.Selection
	var ok1, ok2 bool
	var px, py, ux, uy float64
	guitest.OnLoop(func() {
		cam := camFor(s1)
		dst := ebiten.NewImage(int(cam.W), int(cam.H))
		r.Draw(dst, render.View{Cur: s1, Alpha: 1, Camera: cam, Settings: settings(valueWindow)})
		// Car 0 is at (2,6) in round 3: window world x = 6-3+1 = 4.
		selW, ok1 = r.Pick(s1, 4.5, 2.5)
		px, py = r.StatePoint(s1, 4.5, 2.5)
		r.Draw(dst, render.View{Cur: s1, Alpha: 1, Camera: cam, Settings: settings(valueUniv)})
		k, yoff := univScale(s1)
		selU, ok2 = r.Pick(s1, 45.5*k, yoff+1.5*k)
		ux, uy = r.StatePoint(s1, 45.5*k, yoff+1.5*k)
	})
	if !ok1 || selW.Kind != "car" || selW.ID != "0" {
		t.Errorf("window view pick: %+v", selW)
	}
	if int(px) != 6 || int(py) != 2 {
		t.Errorf("window view state point %.2f,%.2f, want 6,2", px, py)
	}
	if !ok2 || selU.Kind != "cell" || selU.ID != "1,45" {
		t.Errorf("universe view pick: %+v", selU)
	}
	if int(ux) != 45 || int(uy) != 1 {
		t.Errorf("universe view state point %.2f,%.2f, want 45,1", ux, uy)
	}
	if txt, ok := r.MoveEdit(s1, render.Selection{Kind: "car", ID: "3"}, 10.2*scaleOf(s1), univY(s1, 7.5)); !ok || txt != "car 3 at 7 10" {
		t.Errorf("move edit in the universe view: %q %v", txt, ok)
	}
}

// TestViewPointInvertsStatePoint maps universe points to the camera world
// and back in both views, rounds past a full turn of the cylinder included.
func TestViewPointInvertsStatePoint(t *testing.T) {
	st := tinyState(t)
	r := New()
	for _, round := range []int{0, 7, 59, 60, 133} {
		s := st.Copy()
		s.Round = round
		for _, mode := range []viewMode{windowView, universeView} {
			r.mode = mode
			for _, p := range [][2]float64{{0.5, 0.5}, {float64(s.Norm(round)) + 3.5, 4.5}, {float64(s.Norm(round+29)) + 0.5, 14.5}} {
				wx, wy := r.ViewPoint(s, p[0], p[1])
				x, y := r.StatePoint(s, wx, wy)
				if s.Norm(int(math.Floor(x))) != s.Norm(int(math.Floor(p[0]))) || math.Abs(y-p[1]) > 1e-9 {
					t.Errorf("round %d, view %d: %v -> (%.2f,%.2f) -> (%.2f,%.2f)", round, mode, p, wx, wy, x, y)
				}
				if mode == windowView && s.InWindow(int(p[1]), int(p[0]), round) && (wx < 1 || wx >= 31) {
					t.Errorf("round %d: window column %v drawn at x=%.2f, outside the window's box", round, p[0], wx)
				}
			}
		}
	}
}

func scaleOf(st *mm.State) float64 { v, _ := univScale(st); return v }
func univY(st *mm.State, row float64) float64 {
	k, yoff := univScale(st)
	return yoff + row*k
}

func TestRenderNeverChangesState(t *testing.T) {
	st := tinyState(t)
	s1 := st.Copy()
	evs, _ := s1.Step([]sim.Action{&mm.Orders{Instrs: []mm.Instr{mm.Shoot(0)}}, nil, nil, nil})
	h0, h1 := st.Hash(), s1.Hash()
	var tev []render.TimedEvent
	for _, e := range evs {
		tev = append(tev, render.TimedEvent{Event: e, Age: 0.2})
	}
	for _, view := range []string{valueWindow, valueUniv} {
		drawView(t, "all-overlays-"+view, render.View{Prev: st, Cur: s1, Alpha: 0.4, Camera: camFor(st), Events: tev, Settings: settings(view),
			Overlays:  render.Overlays{Grid: true, Debug: true, Commands: true, Hover: true, MouseX: 5.5, MouseY: 3.5, MouseIn: true},
			Selection: &render.Selection{Kind: "car", ID: "0"},
			Players:   []sim.PlayerView{{LastCommand: "0 s"}, {LastCommand: "2 m 1 2"}, {}, {}}})
	}
	r := New()
	for _, s := range []*mm.State{st, s1} {
		sel, ok := r.Pick(s, 4.5, 2.5)
		if ok {
			r.Inspect(s, sel)
		}
		r.Headline(s)
		r.PlayerLines(s, 1)
	}
	if st.Hash() != h0 || s1.Hash() != h1 {
		t.Error("drawing changed a state")
	}
}

// TestDebugOverlay checks that the overlay marks car 4's moves from (6,3)
// (destinations and cells passed), the missile's path and target ahead,
// and the regeneration clock of the wrecked cars, and nothing elsewhere.
func TestDebugOverlay(t *testing.T) {
	st := tinyState(t)
	cam := camFor(st)
	plain := drawView(t, "plain", render.View{Cur: st, Alpha: 1, Camera: cam})
	dbg := drawView(t, "debug", render.View{Cur: st, Alpha: 1, Camera: cam, Overlays: render.Overlays{Debug: true}})
	diff := func(row, col int) int {
		x0, y0 := cellPx(0, row, col)
		n := 0
		for y := y0; y < y0+PPU; y++ {
			for x := x0; x < x0+PPU; x++ {
				if plain.RGBAAt(x, y) != dbg.RGBAAt(x, y) {
					n++
				}
			}
		}
		return n
	}
	for _, tc := range []struct {
		what     string
		row, col int
	}{
		{"car 4's FAST destination", 6, 5},
		{"car 4's UP destination", 5, 4},
		{"car 4's DOWN passing cell", 7, 3},
		{"the missile's path", 10, 7},
		{"the missile's target", 10, 11},
		{"car 3's regeneration clock", 0, 0},
	} {
		if n := diff(tc.row, tc.col); n < 12 {
			t.Errorf("%s at (%d,%d): only %d pixels changed", tc.what, tc.row, tc.col, n)
		}
	}
	if n := diff(13, 20); n != 0 {
		t.Errorf("an empty cell far from everything changed by %d pixels", n)
	}
}

func TestPlayerPanelAndLines(t *testing.T) {
	st := tinyState(t)
	r := New()
	var h float64
	img := guitest.Shot(280, 60, func(dst *ebiten.Image) {
		h = r.DrawPlayerPanel(dst, st, 1, 4, 4, 270)
	})
	saveShot(t, "panel", img)
	if h < 40 {
		t.Errorf("panel height %v", h)
	}
	blue := 0
	for y := 0; y < 60; y++ {
		for x := 0; x < 280; x++ {
			if img.RGBAAt(x, y) == render.PlayerColor(1) {
				blue++
			}
		}
	}
	if blue < 20 {
		t.Errorf("player 1's panel has %d pixels of its colour", blue)
	}
	lines := r.PlayerLines(st, 1)
	want := []string{"score 30", "car 2  gas 60  missiles 5  (4,3)", "car 3  wrecked, back in 11  (missiles 5)"}
	if strings.Join(lines, "|") != strings.Join(want, "|") {
		t.Errorf("lines %q, want %q", lines, want)
	}
	if got := r.Inspect(st, render.Selection{Kind: "cell", ID: "10,5", X: 5.5, Y: 10.5}); len(got) < 3 || !strings.Contains(got[2], "tyre at (10,11) in 3 rounds") {
		t.Errorf("missile inspector %q", got)
	}
}

// TestCloseUp draws the cars zoomed in, three screen pixels a sprite
// pixel, mid-move with a shot, a pickup and an explosion going on, and
// the debug overlay pointing at one destination: the sprites keep their
// shape and the pointed move's cells are numbered.
func TestCloseUp(t *testing.T) {
	s0 := tinyState(t)
	s1 := s0.Copy()
	evs, err := s1.Step([]sim.Action{&mm.Orders{Instrs: []mm.Instr{mm.Move(0, mm.Fast)}}, &mm.Orders{Instrs: []mm.Instr{mm.Shoot(2)}}, nil, nil})
	if err != nil {
		t.Fatal(err)
	}
	var tev []render.TimedEvent
	for _, e := range evs {
		tev = append(tev, render.TimedEvent{Event: e, Age: 0.25})
	}
	tev = append(tev,
		render.TimedEvent{Event: sim.Event{Tick: 1, Kind: mm.KindExplosion, Player: 1, X: 9.5, Y: 12.5, Detail: mm.ExplosionDetail{Missile: 9, Car: 2, Hit: mm.CarCell}}, Age: 0.3},
		render.TimedEvent{Event: sim.Event{Tick: 1, Kind: mm.KindWater, Player: 3, X: 8.5, Y: 8.5, Detail: mm.CarDetail{Car: 6, Missile: -1}}, Age: 0.3})
	// Window view of round 1 halfway: universe column c is at world
	// x = c - 0.5 + 1.
	cam := render.Camera{X: 7.5, Y: 6, Zoom: 48, W: 640, H: 480}
	v := render.View{Prev: s0, Cur: s1, Alpha: 0.5, Camera: cam, Events: tev, Settings: settings(valueWindow)}
	img := drawView(t, "closeup-move", v)
	// Car 6 (yellow) moved by default: it is drawn at its old screen cell,
	// 48 pixels square, with its colour in the 3×3 blocks of pixel art.
	sx, sy := cam.ToScreen(3-0.5+1+0.5, 8+0.5)
	yellow := 0
	for y := int(sy) - 24; y < int(sy)+24; y++ {
		for x := int(sx) - 24; x < int(sx)+24; x++ {
			if img.RGBAAt(x, y) == render.PlayerColor(3) {
				yellow++
			}
		}
	}
	if yellow < 9*15 {
		t.Errorf("car 6 close up: %d yellow pixels", yellow)
	}
	// Lower down: the buggy (car 1, out of missiles, so ringed) and an
	// explosion in full blaze.
	v.Camera.Y = 11
	v.Time = 0.5 // between blinks of car 1's low-gas warning
	low := drawView(t, "closeup-bottom", v)
	sx, sy = v.Camera.ToScreen(3-0.5+1+0.5, 12+0.5)
	red := 0
	for y := int(sy) - 24; y < int(sy)+24; y++ {
		for x := int(sx) - 24; x < int(sx)+24; x++ {
			if low.RGBAAt(x, y) == render.PlayerColor(0) {
				red++
			}
		}
	}
	if red < 9*10 {
		t.Errorf("car 1 close up: %d red pixels", red)
	}
	ex, ey := v.Camera.ToScreen(9.5-0.5+1, 12.5)
	if c := low.RGBAAt(int(ex), int(ey)); !(c.R > 200 && c.G > 80 && int(c.R) > int(c.B)+60) {
		t.Errorf("the explosion's heart looks %v", c)
	}
	// The debug overlay, pointing at car 4's FAST_DOWN destination (7,5)
	// in round 0: its five cells are numbered.
	cam0 := render.Camera{X: 7, Y: 6, Zoom: 48, W: 640, H: 480}
	mx, my := 5.5+1, 7.5
	plain := drawView(t, "closeup-plain", render.View{Cur: s0, Alpha: 1, Camera: cam0})
	dbg := drawView(t, "closeup-debug", render.View{Cur: s0, Alpha: 1, Camera: cam0,
		Overlays: render.Overlays{Debug: true, MouseX: mx, MouseY: my, MouseIn: true}})
	for i, p := range []mm.Pos{{Row: 6, Col: 4}, {Row: 7, Col: 3}, {Row: 7, Col: 4}, {Row: 6, Col: 5}, {Row: 7, Col: 5}} {
		cx, cy := cam0.ToScreen(float64(p.Col)+1.5, float64(p.Row)+0.5)
		dark := 0
		for y := int(cy) - 5; y <= int(cy)+5; y++ {
			for x := int(cx) - 5; x <= int(cx)+5; x++ {
				if c := dbg.RGBAAt(x, y); c.R < 40 && c.G < 40 && plain.RGBAAt(x, y) != c {
					dark++
				}
			}
		}
		if dark < 20 {
			t.Errorf("step %d of FAST_DOWN at (%d,%d) has no numbered marker (%d dark pixels)", i+1, p.Row, p.Col, dark)
		}
	}
}

// TestTween checks the pacing of moves: the app's alpha for the first
// round and after a pause, the whole round's time while rounds come at a
// steady pace.
func TestTween(t *testing.T) {
	states := make([]*mm.State, 6)
	states[0] = tinyState(t)
	for i := 1; i < len(states); i++ {
		states[i] = states[i-1].Copy()
		states[i].Step(make([]sim.Action, 4))
	}
	var tw tween
	for _, tc := range []struct {
		name      string
		round     int
		app, now  float64
		want      float64
		tolerance float64
	}{
		{"first round: the app's alpha", 1, 0.5, 0, 0.5, 0},
		{"second round at 0.3 s, just arrived: the pace is known", 2, 1, 0.3, 0, 0},
		{"third round at 0.6 s, just arrived", 3, 0, 0.6, 0, 0},
		{"third round, a sixth of a second in: the app is done, tween is not", 3, 1, 0.6 + 1.0/6, (1.0 / 6) / (0.3 * 0.9), 0.01},
		{"third round, 0.3 s in", 3, 1, 0.9, 1, 0},
		{"fourth round after a pause: the app's alpha", 4, 0.7, 5, 0.7, 0},
	} {
		got := tw.alpha(states[tc.round], states[tc.round-1], tc.app, tc.now)
		if math.Abs(got-tc.want) > tc.tolerance+1e-9 {
			t.Errorf("%s: alpha %.3f, want %.3f", tc.name, got, tc.want)
		}
	}
}

// TestWindowColsReadable: the header never writes a wrapped window
// backwards ("30-6"); it names both runs.
func TestWindowColsReadable(t *testing.T) {
	for _, c := range []struct {
		first, n, cols int
		want           string
	}{
		{0, 7, 60, "0-6"},
		{30, 7, 60, "30-36"},
		{54, 7, 60, "54-59, 0"},
		{55, 7, 60, "55-59, 0-1"},
		{59, 7, 60, "59, 0-5"},
		{3, 60, 60, "0-59"},
	} {
		if got := windowCols(c.first, c.n, c.cols); got != c.want {
			t.Errorf("windowCols(%d, %d, %d) = %q, want %q", c.first, c.n, c.cols, got, c.want)
		}
	}
}

// TestGroundCachedBySize: switching between universe sizes reuses the
// road textures instead of generating them again (issue #16): the noise
// is generated once per tile width, and universes of other heights cut
// theirs from it.
func TestGroundCachedBySize(t *testing.T) {
	var g ground
	var h10, h20 int
	guitest.OnLoop(func() {
		for range 3 {
			r, _, _, _ := g.images(10, 40)
			h10 = r.Bounds().Dy()
			r, _, _, _ = g.images(20, 60)
			h20 = r.Bounds().Dy()
		}
	})
	if g.gens != 1 {
		t.Errorf("%d textures generated for two heights of 20-column tiles drawn three times each", g.gens)
	}
	if h10 != 10*PPU || h20 != 20*PPU {
		t.Errorf("roads %d and %d pixels tall, want %d and %d", h10, h20, 10*PPU, 20*PPU)
	}
	// 60 and 120 columns share 20-column tiles: no new texture.
	guitest.OnLoop(func() { g.images(20, 120) })
	if g.gens != 1 {
		t.Errorf("a universe 120 wide made a texture of its own (%d made)", g.gens)
	}
	// A map taller than the generated ones gets a base of its height.
	guitest.OnLoop(func() { g.images(baseRows+2, 60) })
	if g.gens != 2 {
		t.Errorf("%d textures made after a %d-row map", g.gens, baseRows+2)
	}
	for _, c := range [][2]int{{60, 20}, {96, 16}, {92, 92}, {68, 68}, {72, 24}, {10, 10}, {64, 16}} {
		if d := tileCols(c[0]); d != c[1] || c[0]%d != 0 {
			t.Errorf("tileCols(%d) = %d, want %d", c[0], d, c[1])
		}
	}
	guitest.OnLoop(func() {
		for k := range maxBases + 2 {
			g.images(5, 10+k)
			g.images(6, 10+k)
		}
	})
	if len(g.sizes) > maxGrounds || len(g.sizesOrder) != len(g.sizes) {
		t.Errorf("%d roads kept (%d in order), bound %d", len(g.sizes), len(g.sizesOrder), maxGrounds)
	}
	if len(g.bases) > maxBases || len(g.baseOrder) != len(g.bases) {
		t.Errorf("%d textures kept (%d in order), bound %d", len(g.bases), len(g.baseOrder), maxBases)
	}
	for k, c := range g.sizes {
		if b := g.bases[[2]int{max(k[0], baseRows), k[1]}]; b == nil || b.top != c.top {
			t.Errorf("road %v kept without its texture", k)
		}
	}
}

// TestGroundIsOpaque: the road and verge textures are opaque in every
// pixel, so place may copy them instead of blending (the same pixels).
func TestGroundIsOpaque(t *testing.T) {
	var g ground
	for _, size := range [][2]int{{10, 40}, {20, 60}, {baseRows + 2, 96}} {
		var imgs [3]*image.RGBA
		guitest.OnLoop(func() {
			road, top, bot, _ := g.images(size[0], size[1])
			for i, img := range []*ebiten.Image{road, top, bot} {
				imgs[i] = guitest.Pixels(img)
			}
		})
		for i, img := range imgs {
			for p := 3; p < len(img.Pix); p += 4 {
				if img.Pix[p] != 255 {
					q := p / 4
					t.Fatalf("%d×%d: texture %d (road, top, bottom) has alpha %d at (%d,%d)", size[0], size[1], i, img.Pix[p], q%img.Rect.Dx(), q/img.Rect.Dx())
				}
			}
		}
	}
}
