package madmax

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	mm "arena/sim/madmax"
)

// viewMode is the "view" setting: the moving window, as the original
// viewer showed it, or the whole universe with the window outlined.
type viewMode int

const (
	windowView viewMode = iota
	universeView
)

// The view setting's name and values (Renderer.ViewSettings).
const (
	settingView  = "view"
	valueWindow  = "window"
	valueUniv    = "universe"
	shoulderRows = 0.75 // the desert verge drawn above and below the road, in rows
)

func modeOf(settings map[string]string) viewMode {
	if settings[settingView] == valueUniv {
		return universeView
	}
	return windowView
}

// The camera world (the app's camera, Bounds, Pick, StatePoint) is a box of
// WinCols+2 by Rows units in both views:
//
//   - window view: the window plus one column either side, as the original
//     viewer framed it (reference §5); world x = j shows universe column
//     Round−1+j, so the window sits still at x ∈ [1, WinCols+1) while the
//     road scrolls under it.
//   - universe view: the whole cylinder, columns 0 … Cols−1 left to right,
//     scaled by (WinCols+2)/Cols to fit the same box and centred in it
//     vertically; the window is an outline that moves along it.
//
// Inside Draw everything is drawn in universe coordinates (x = column,
// unrolled, y = row) through a derived camera, so the drawing code is the
// same in both views.

// box is the camera world size of a state (Bounds).
func box(st *mm.State) (w, h float64) {
	return float64(st.Params.WinCols + 2), float64(st.Params.Rows)
}

// univScale is the universe view's scale and vertical offset.
func univScale(st *mm.State) (k, yoff float64) {
	w, h := box(st)
	k = w / float64(st.Params.Cols)
	return k, h * (1 - k) / 2
}

// toState maps a camera world point to universe coordinates (column, not
// normalised, and row) for a settled frame of st.
func toState(st *mm.State, mode viewMode, wx, wy float64) (x, y float64) {
	if mode == universeView {
		k, yoff := univScale(st)
		return wx / k, (wy - yoff) / k
	}
	return wx + float64(st.Round) - 1, wy
}

// fromState inverts toState; in the window view it takes the copy of
// column x nearest the window.
func fromState(st *mm.State, mode viewMode, x, y float64) (wx, wy float64) {
	if mode == universeView {
		k, yoff := univScale(st)
		return x * k, yoff + y*k
	}
	cols := float64(st.Params.Cols)
	ref := float64(st.Round) + float64(st.Params.WinCols)/2
	x -= math.Round((x-ref)/cols) * cols
	return x - float64(st.Round) + 1, y
}

// geo is one frame's geometry.
type geo struct {
	mode  viewMode
	st    *mm.State
	cam   render.Camera // universe coordinates
	base  float64       // the window's first column, interpolated while it scrolls
	x0    float64       // drawn columns x0 … x1 (unrolled)
	x1    float64
	cols  float64
	clip  image.Rectangle // the drawn region on screen
	zoom  float64         // screen pixels per cell
	scale float64         // screen pixels per sprite pixel (zoom / PPU)
}

// newGeo derives the frame geometry: the scroll position interpolated
// from prev's round to st's (Rules §1.1: the window moves one column a
// round), and the camera in universe coordinates.
func newGeo(v render.View, st, prev *mm.State, dst *ebiten.Image) *geo {
	g := &geo{mode: modeOf(v.Settings), st: st, cam: v.Camera, cols: float64(st.Params.Cols)}
	g.base = float64(st.Round)
	if prev != nil && prev.Round == st.Round-1 {
		g.base = float64(prev.Round) + clamp01(v.Alpha)
	}
	w := float64(st.Params.WinCols)
	if g.mode == universeView {
		k, yoff := univScale(st)
		g.cam.Zoom = v.Camera.Zoom * k
		g.cam.X = v.Camera.X / k
		g.cam.Y = (v.Camera.Y - yoff) / k
		g.x0, g.x1 = 0, g.cols
	} else {
		g.cam.X = v.Camera.X + g.base - 1
		g.x0, g.x1 = g.base-1, g.base+w+1
	}
	g.zoom = g.cam.Zoom
	g.scale = g.zoom / PPU
	sx0, sy0 := g.cam.ToScreen(g.x0, -shoulderRows)
	sx1, sy1 := g.cam.ToScreen(g.x1, float64(st.Params.Rows)+shoulderRows)
	g.clip = image.Rect(int(math.Round(sx0)), int(math.Floor(sy0)), int(math.Round(sx1)), int(math.Ceil(sy1))).Intersect(dst.Bounds())
	return g
}

// copies calls fn with every unrolled copy of universe column x (one per
// turn of the cylinder) that may show in the drawn columns, with a margin
// of pad columns.
func (g *geo) copies(x, pad float64, fn func(x float64)) {
	lo, hi := g.x0-pad, g.x1+pad
	x -= math.Floor((x-lo)/g.cols) * g.cols // the first copy at or after lo
	for ; x < hi; x += g.cols {
		fn(x)
	}
}

// near returns the copy of column c closest to reference column ref.
func (g *geo) near(c, ref float64) float64 {
	return c - math.Round((c-ref)/g.cols)*g.cols
}

// screen maps universe coordinates to screen pixels.
func (g *geo) screen(x, y float64) (float64, float64) { return g.cam.ToScreen(x, y) }

// sprite draws img (PPU pixels a cell) with its top-left at universe point
// (x, y), scaled by size cells, rotated by angle radians about its centre
// and tinted by cs. The translation snaps to whole pixels so pixel art
// keeps its shape while the road scrolls; rotated sprites are filtered
// linearly, upright ones kept crisp.
func (g *geo) sprite(dst, img *ebiten.Image, x, y, size, angle float64, cs *ebiten.ColorScale) {
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	s := g.zoom * size / PPU
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Scale(s, s)
	op.Filter = ebiten.FilterNearest
	if angle != 0 {
		op.GeoM.Rotate(angle)
		op.Filter = ebiten.FilterLinear
	} else if s < 1 {
		op.Filter = ebiten.FilterLinear
	}
	cx, cy := g.screen(x+size*w/PPU/2, y+size*h/PPU/2)
	if angle == 0 {
		// Whole pixels for the top-left corner.
		cx = math.Round(cx-w*s/2) + w*s/2
		cy = math.Round(cy-h*s/2) + h*s/2
	}
	op.GeoM.Translate(cx, cy)
	if cs != nil {
		op.ColorScale = *cs
	}
	dst.DrawImage(img, &op)
}

func clamp01(a float64) float64 { return math.Max(0, math.Min(1, a)) }

// lerpCol interpolates a column from a to b the short way round the
// cylinder (cars and missiles move at most two columns a round).
func lerpCol(a, b, t, cols float64) float64 {
	d := b - a
	d -= math.Round(d/cols) * cols
	return a + d*t
}
