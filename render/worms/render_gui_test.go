//go:build gui

package worms

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	ws "arena/sim/worms"
)

// TestMain runs the tests inside ebiten.RunGame, since ebiten images only
// work in its loop; they draw fixed states offscreen.
func TestMain(m *testing.M) { guitest.Main(m) }

const tiny = `XXXXXXXX
X......X
X.a..+.X
X.####.X
X.#..#.X
X....A.X
X######X
XXXXXXXX
`

func tinyState(t *testing.T) *ws.State {
	m, err := ws.ParseMap([]byte(tiny))
	if err != nil {
		t.Fatal(err)
	}
	return ws.NewState(m, ws.DefaultRules(), 1)
}

// draw renders s at 16 pixels per cell (one sprite pixel per screen pixel)
// and reads the pixels back.
func draw(t *testing.T, s sim.State, ov render.Overlays) *image.RGBA {
	return drawWith(New(), s, ov)
}

// drawWith is draw through r, whose caches carry over between calls.
func drawWith(r *Renderer, s sim.State, ov render.Overlays) *image.RGBA {
	return guitest.Shot(8*PPU, 8*PPU, func(dst *ebiten.Image) {
		cam := render.Camera{X: 4, Y: 4, Zoom: PPU, W: 8 * PPU, H: 8 * PPU}
		r.Draw(dst, render.View{Cur: s, Alpha: 1, Camera: cam, Overlays: ov})
	})
}

// TestTerrainRepaintsChangedCells draws a state, changes cells (dirt dug
// to air, which takes the grass off and the shadow from the cells around
// it; air filled with dirt; deep space at the edge) and checks the cached
// terrain, re-composed and uploaded cell by cell, matches a fresh
// renderer's.
func TestTerrainRepaintsChangedCells(t *testing.T) {
	s := tinyState(t)
	r := New()
	drawWith(r, s, render.Overlays{})
	next := s.Clone().(*ws.State)
	for _, e := range []string{"cell 3 3 air", "cell 4 4 dirt", "cell 1 6 air", "cell 6 0 air"} {
		if err := next.ApplyEdit(e); err != nil {
			t.Fatal(err)
		}
	}
	cached := drawWith(r, next, render.Overlays{})
	fresh := draw(t, next, render.Overlays{})
	if d := differ(cached, fresh); d != 0 {
		t.Errorf("the repainted terrain differs from a fresh one in %d pixels", d)
	}
	if differ(cached, drawWith(r, s, render.Overlays{})) == 0 {
		t.Error("changing the cells changed nothing")
	}
}

// differ counts the pixels where a and b differ.
func differ(a, b *image.RGBA) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if [4]byte(a.Pix[i:i+4]) != [4]byte(b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}

func at(img *image.RGBA, cx, cy int, fx, fy float64) color.RGBA {
	return img.RGBAAt(cx*PPU+int(fx*PPU), cy*PPU+int(fy*PPU))
}

func TestDrawsTerrainWormsPacks(t *testing.T) {
	s := tinyState(t)
	img := draw(t, s, render.Overlays{})
	if c := at(img, 3, 3, 0.5, 0.7); !(int(c.R) > int(c.B)+20) {
		t.Errorf("dirt cell 3,3 looks %v", c)
	}
	if c := at(img, 4, 1, 0.5, 0.7); !(int(c.B) > int(c.R)+20) {
		t.Errorf("air cell 4,1 looks %v", c)
	}
	if c := at(img, 0, 0, 0.5, 0.5); int(c.R)+int(c.G)+int(c.B) > 300 && c.R < 200 {
		t.Errorf("deep space 0,0 looks %v", c)
	}
	// The worms' skin and the team colours of their helmets.
	for _, w := range s.Worms {
		skin, team := 0, 0
		tc := render.PlayerColor(sim.PlayerID(w.Player))
		for y := w.Y * PPU; y < (w.Y+1)*PPU; y++ {
			for x := w.X * PPU; x < (w.X+1)*PPU; x++ {
				c := img.RGBAAt(x, y)
				if c.R > 200 && c.G > 140 && c.G < 200 && c.B > 150 && c.B < 200 {
					skin++
				}
				if c == tc {
					team++
				}
			}
		}
		if skin < 20 || team < 10 {
			t.Errorf("worm %v: %d skin and %d team pixels", w.Ref(), skin, team)
		}
	}
	// The pack's red cross.
	red := 0
	for y := 2 * PPU; y < 3*PPU; y++ {
		for x := 5 * PPU; x < 6*PPU; x++ {
			if c := img.RGBAAt(x, y); c.R > 200 && c.G < 60 {
				red++
			}
		}
	}
	if red < 10 {
		t.Errorf("health pack at 5,2: %d red pixels", red)
	}
}

func TestRenderNeverChangesState(t *testing.T) {
	s := tinyState(t)
	before := s.Hash()
	draw(t, s, render.Overlays{Grid: true, Debug: true, Commands: true, Hover: true, MouseX: 3.5, MouseY: 2.5, MouseIn: true})
	r := New()
	sel, ok := r.Pick(s, 2.5, 2.5)
	if !ok || sel.Kind != "worm" || sel.ID != "0.1" {
		t.Errorf("pick at the worm: %+v %v", sel, ok)
	}
	if lines := r.Inspect(s, sel); len(lines) == 0 {
		t.Error("no inspector lines")
	}
	if txt, ok := r.MoveEdit(s, sel, 4.2, 1.7); !ok || txt != "worm 0.1 at 4 1" {
		t.Errorf("move edit %q", txt)
	}
	if s.Hash() != before {
		t.Error("drawing changed the state")
	}
}

func TestDebugOverlayDrawsLanes(t *testing.T) {
	s := tinyState(t)
	plain := draw(t, s, render.Overlays{})
	dbg := draw(t, s, render.Overlays{Debug: true})
	// The lane east of worm 0.1 (at 2,2) crosses 3,2 and 4,2.
	changed := 0
	for _, cx := range []int{3, 4} {
		if at(plain, cx, 2, 0.5, 0.5) != at(dbg, cx, 2, 0.5, 0.5) {
			changed++
		}
	}
	if changed != 2 {
		t.Errorf("debug overlay changed %d of 2 lane cells", changed)
	}
}

// TestMoveRefusesWhatTheEditorRefuses: a click on dirt, deep space or
// another worm gives no edit, so the app stays in move mode (issue #20);
// an air cell and the worm's own cell give one.
func TestMoveRefusesWhatTheEditorRefuses(t *testing.T) {
	s := tinyState(t)
	r := New()
	sel := render.Selection{Kind: "worm", ID: "0.1", X: 2.5, Y: 2.5}
	for _, c := range []struct {
		x, y float64
		ok   bool
	}{
		{4.5, 1.5, true},  // air
		{2.5, 2.5, true},  // its own cell
		{3.5, 3.5, false}, // dirt
		{0.5, 0.5, false}, // deep space
		{5.5, 5.5, false}, // worm 1.1
		{-1, 2, false},    // off the map
	} {
		txt, ok := r.MoveEdit(s, sel, c.x, c.y)
		if ok != c.ok {
			t.Errorf("move to %v,%v: ok %v (%q), want %v", c.x, c.y, ok, txt, c.ok)
			continue
		}
		if ok {
			if err := s.Clone().(*ws.State).ApplyEdit(txt); err != nil {
				t.Errorf("move to %v,%v: the editor refused %q: %v", c.x, c.y, txt, err)
			}
		}
	}
}

// TestOneNameForAWorm: the menu's title (the inspector's first line), the
// move entry and the cell's description name a worm the same way.
func TestOneNameForAWorm(t *testing.T) {
	s := tinyState(t)
	r := New()
	sel, _ := r.Pick(s, 2.5, 2.5)
	name := "player 0's worm 1"
	if l := r.Inspect(s, sel); len(l) == 0 || l[0] != name {
		t.Errorf("inspector %q, want %q first", l, name)
	}
	acts := r.PointActions(s, sel)
	if len(acts) != 1 || !strings.Contains(acts[0].Label, name) {
		t.Errorf("move entry %+v does not say %q", acts, name)
	}
	cell := render.Selection{Kind: "cell", ID: "2,2", X: 2.5, Y: 2.5}
	if l := r.Inspect(s, cell); len(l) < 2 || !strings.HasPrefix(l[1], name) {
		t.Errorf("cell inspector %q does not say %q", l, name)
	}
}

// TestHeadlineCountsRoundsPlayed: the header's round is the timeline's
// turn (State.Tick), not one more.
func TestHeadlineCountsRoundsPlayed(t *testing.T) {
	s := tinyState(t)
	s.Round = 44
	if h, want := New().Headline(s), fmt.Sprintf("Round %d / %d", s.Tick(), s.Rules.MaxRounds); h != want {
		t.Errorf("headline %q, want %q", h, want)
	}
}
