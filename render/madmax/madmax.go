package madmax

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	mm "arena/sim/madmax"
)

// Renderer draws Madmax. Its fields are caches, the view setting of the
// last frame drawn (which Bounds, Pick, MoveEdit and StatePoint follow,
// since they are not handed the settings) and the pace of recent rounds
// (tween.go).
type Renderer struct {
	// Base gives the defaults of the contract's parts this game does not
	// draw differently.
	render.Base
	// pops lays out the frame's pop-ups so they stack, not overprint.
	pops   render.Pops
	sp     *sprites
	ground ground
	mode   viewMode
	fc     forecast
	tw     tween
}

// New returns a Madmax renderer; sprites are built on first use, since
// ebiten images can only be made once the game loop runs.
func New() *Renderer { return &Renderer{} }

var (
	_ render.Renderer = (*Renderer)(nil)
)

func state(s sim.State) *mm.State {
	st, _ := s.(*mm.State)
	return st
}

func (r *Renderer) ensure() {
	if r.sp == nil {
		r.sp = buildSprites()
	}
}

// ViewSettings offers the one view option: the moving window, as the
// original viewer showed it, or the whole universe.
func (r *Renderer) ViewSettings() []render.Setting {
	return []render.Setting{{
		Name:   settingView,
		Values: []string{valueWindow, valueUniv},
		Tip:    "window: the road as the cars see it, scrolling a column a round; universe: the whole cylinder with the window outlined",
	}}
}

// Bounds is the window plus a column either side, by the rows; the
// universe view fits the whole cylinder into the same box.
func (r *Renderer) Bounds(s sim.State) (w, h float64) {
	if st := state(s); st != nil {
		return box(st)
	}
	return 1, 1
}

// StatePoint maps a camera world point to universe coordinates (x the
// column, y the row), which is what the state's EditsAt takes.
func (r *Renderer) StatePoint(s sim.State, wx, wy float64) (x, y float64) {
	st := state(s)
	if st == nil {
		return wx, wy
	}
	return toState(st, r.mode, wx, wy)
}

// ViewPoint maps universe coordinates (an event's position) to the camera
// world, the copy of the column nearest the window in the window view.
func (r *Renderer) ViewPoint(s sim.State, x, y float64) (wx, wy float64) {
	st := state(s)
	if st == nil {
		return x, y
	}
	return fromState(st, r.mode, x, y)
}

// Headline is "Round N / 300" and the window's columns, short enough to
// leave the header's right side (turn, speed, state) room.
func (r *Renderer) Headline(s sim.State) string {
	st := state(s)
	if st == nil {
		return ""
	}
	if st.Over() {
		return fmt.Sprintf("Round %d / %d - over", st.Round, st.Params.Rounds)
	}
	return fmt.Sprintf("Round %d / %d  cols %s of %d", st.Round, st.Params.Rounds, windowCols(st.WindowStart(), st.Params.WinCols, st.Params.Cols), st.Params.Cols)
}

// windowCols says which columns a window of n columns from first shows on
// a cylinder of cols columns (Rules §1): "30-36", or when it wraps past the
// last column, both runs, "55-59, 0-6", never a backwards "55-6".
func windowCols(first, n, cols int) string {
	run := func(a, b int) string {
		if a == b {
			return fmt.Sprint(a)
		}
		return fmt.Sprintf("%d-%d", a, b)
	}
	if n >= cols {
		return run(0, cols-1)
	}
	last := first + n - 1
	if last < cols {
		return run(first, last)
	}
	return run(first, cols-1) + ", " + run(0, last-cols)
}

// TickLimit is the number of rounds (Rules §1.4: 300).
func (r *Renderer) TickLimit(s sim.State) int {
	if st := state(s); st != nil {
		return st.Params.Rounds
	}
	return 0
}

// Draw draws the road, tyres and bonuses, cars and missiles moving from
// the previous round to this one, effects, and the overlays.
func (r *Renderer) Draw(dst *ebiten.Image, v render.View) {
	st := state(v.Cur)
	if st == nil {
		return
	}
	r.ensure()
	r.mode = modeOf(v.Settings)
	prev := state(v.Prev)
	if prev != nil && (prev.Params != st.Params || prev.Round > st.Round) {
		prev = nil
	}
	v.Alpha = r.tw.alpha(st, prev, v.Alpha, v.Time)
	g := newGeo(v, st, prev, dst)
	if g.clip.Empty() {
		return
	}
	d := dst.SubImage(g.clip).(*ebiten.Image)
	fr := newFrame(v, st, prev)
	r.drawGround(d, g)
	r.drawCells(d, g, fr)
	r.drawWrecks(d, g, v)
	r.dimOutside(d, g)
	if v.Overlays.Debug {
		r.drawMissilePaths(d, g, st)
		r.drawReach(d, g, st, v)
	}
	r.drawCars(d, g, fr)
	r.drawMissiles(d, g, fr)
	r.drawEffects(d, g, v)
	r.drawWindowFrame(d, g)
	if v.Overlays.Debug {
		r.drawRegen(d, g, st)
	}
	if v.Overlays.Grid {
		r.drawGrid(dst, d, g)
	}
	if v.Overlays.Commands {
		r.drawCommands(dst, g, fr, v)
	}
	if v.Overlays.Hover && v.Overlays.MouseIn {
		r.drawHover(dst, g, v)
	}
	if v.Selection != nil {
		r.drawSelection(d, g, fr, v)
	}
}

// Ground is the road and its verges (opaque, TestGroundIsOpaque) across
// the drawn columns of the window view, when the last frame was drawn in
// it: the app then paints no background under them (and all of it on the
// first frame under new view settings). The universe view names none:
// shrunk with smoothing, its textures blend at the seams between the road
// and the verges, a few pixels high there.
func (r *Renderer) Ground(s sim.State) (x0, y0, x1, y1 float64, ok bool) {
	st := state(s)
	if st == nil || r.mode != windowView {
		return 0, 0, 0, 0, false
	}
	w, _ := box(st)
	return 0, -shoulderRows, w, float64(st.Params.Rows) + shoulderRows, true
}

// drawGround lays the road texture and its verges, tile by tile, once per
// turn of the cylinder that shows.
func (r *Renderer) drawGround(dst *ebiten.Image, g *geo) {
	road, top, bot, tile := r.ground.images(g.st.Params.Rows, g.st.Params.Cols)
	rows := float64(g.st.Params.Rows)
	g.copies(0, g.cols, func(x float64) {
		for k := 0; k < g.st.Params.Cols; k += tile {
			place(dst, g, road, x+float64(k), 0)
			place(dst, g, top, x+float64(k), -shoulderRows)
			place(dst, g, bot, x+float64(k), rows)
		}
	})
}

// place draws a ground texture (opaque, TestGroundIsOpaque) at one
// sprite pixel per PPU-th of a cell, its top-left corner on whole
// pixels, so copies side by side meet exactly. Texel for pixel or
// larger it is copied, which gives the blend's pixels without a
// software GL reading back those under it; smoothed, its edge pixels
// are partly outside it and must blend.
func place(dst *ebiten.Image, g *geo, img *ebiten.Image, x, y float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(g.scale, g.scale)
	sx, sy := g.screen(x, y)
	op.GeoM.Translate(math.Round(sx), math.Round(sy))
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.BlendCopy
	if g.scale < 1 {
		op.Filter = ebiten.FilterLinear
		op.Blend = ebiten.BlendSourceOver
	}
	dst.DrawImage(img, &op)
}

// dimOutside shades the columns outside the window: the margin columns of
// the window view and the rest of the universe in the universe view. Cars
// never go there (Rules §1.1) but tyres, bonuses and missiles do.
func (r *Renderer) dimOutside(dst *ebiten.Image, g *geo) {
	w := float64(g.st.Params.WinCols)
	rows := float64(g.st.Params.Rows)
	shade := color.RGBA{8, 6, 12, 130}
	g.copies(g.base, g.cols, func(x float64) {
		// Each turn of the cylinder: the window is [x, x+w), the rest
		// [x+w, x+cols) is outside.
		sx0, sy0 := g.screen(x+w, -shoulderRows)
		sx1, sy1 := g.screen(x+g.cols, rows+shoulderRows)
		render.Rect(dst, sx0, sy0, sx1-sx0, sy1-sy0, shade)
	})
}

// drawWindowFrame outlines the window, where cars must stay (Rules §1.1).
func (r *Renderer) drawWindowFrame(dst *ebiten.Image, g *geo) {
	w := float64(g.st.Params.WinCols)
	rows := float64(g.st.Params.Rows)
	lw := math.Max(1.5, math.Min(3, g.zoom/10))
	g.copies(g.base, w, func(x float64) {
		sx0, sy0 := g.screen(x, 0)
		sx1, sy1 := g.screen(x+w, rows)
		render.Frame(dst, sx0-lw, sy0-lw, sx1-sx0+2*lw, sy1-sy0+2*lw, lw, color.RGBA{255, 214, 110, 200})
	})
}

// cellAt is the universe cell under a camera world point, for picking.
func (r *Renderer) cellAt(st *mm.State, wx, wy float64) (row, col int, ok bool) {
	x, y := toState(st, r.mode, wx, wy)
	if math.IsNaN(x) || math.IsNaN(y) || math.Abs(x) > 1e9 {
		return 0, 0, false
	}
	row, col = int(math.Floor(y)), st.Norm(int(math.Floor(x)))
	return row, col, st.InUniverse(row)
}

// PointActions offer moving a picked unit to a clicked cell (MoveEdit).
func (r *Renderer) PointActions(s sim.State, sel render.Selection) []render.PointAction {
	return render.MoveActions(sel, r.MoveEdit)
}
