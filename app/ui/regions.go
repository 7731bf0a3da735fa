package ui

import "image"

// Sizes of the fixed parts of the window, in window (logical) pixels.
const (
	TopH    = 26  // the header
	SideW   = 300 // the sidebar unless the renderer asks for more
	MinSide = 240 // the narrowest the sidebar gets in a small window
	RowH    = 32  // one row of bottom-bar buttons
	BarTop  = 34  // the timeline's strip above the buttons
	LogH    = 220 // the bottom pane strip, at most
	LeftW   = 380 // the left pane column, at most
	// MinW and MinH are the smallest window the layout is drawn for
	// (ebiten.SetWindowSizeLimits): below it parts would overlap.
	MinW = 1024
	MinH = 640
)

// Want is what the layout is asked for: the window size and what is open.
type Want struct {
	W, H int
	// Side is the sidebar's wanted width (a renderer that draws all its
	// players may want more than SideW).
	Side int
	// Left is whether a pane sits in the left column (the info pane);
	// Bottom counts the panes sharing the strip under the map.
	Left   bool
	Bottom int
	// Tall is whether a bottom pane shows whole messages (the protocol
	// inspector): the strip then takes up to half the map.
	Tall bool
	// BarRows is how many rows the bottom bar's buttons need.
	BarRows int
}

// Regions are the window's parts; Update and Draw share them, so hit
// tests match what is drawn. The map gets what is left.
type Regions struct {
	Top, Side, Bottom, Map, Left, Timeline image.Rectangle
	// Strip holds the bottom panes side by side, left to right.
	Strip []image.Rectangle
}

// SideWidth is the sidebar's width for a window w wide: the wanted width,
// but never more than a third of the window nor less than MinSide, so the
// map keeps most of a small window.
func SideWidth(w, want int) int {
	if want <= 0 {
		want = SideW
	}
	return max(MinSide, min(want, w/3))
}

// Layout splits the window. It is pure (tests call it with any size);
// sizes below MinW×MinH are laid out as if they were MinW×MinH.
func Layout(q Want) Regions {
	w, h := max(q.W, MinW), max(q.H, MinH)
	sw := SideWidth(w, q.Side)
	bh := BarTop + max(q.BarRows, 1)*RowH
	var r Regions
	r.Top = image.Rect(0, 0, w, TopH)
	r.Side = image.Rect(w-sw, TopH, w, h-bh)
	r.Bottom = image.Rect(0, h-bh, w, h)
	r.Map = image.Rect(0, TopH, w-sw, h-bh)
	if q.Left {
		// The left column never takes more than a third of the map.
		lw := min(LeftW, r.Map.Dx()/3)
		r.Left = image.Rect(0, TopH, lw, h-bh)
		r.Map.Min.X = lw
	}
	if q.Bottom > 0 {
		sh := min(LogH, r.Map.Dy()/3)
		if q.Tall {
			sh = max(sh, r.Map.Dy()/2)
		}
		strip := image.Rect(r.Map.Min.X, r.Map.Max.Y-sh, r.Map.Max.X, r.Map.Max.Y)
		r.Map.Max.Y = strip.Min.Y
		pw := strip.Dx() / q.Bottom
		for i := 0; i < q.Bottom; i++ {
			x1 := strip.Min.X + (i+1)*pw
			if i == q.Bottom-1 {
				x1 = strip.Max.X
			}
			r.Strip = append(r.Strip, image.Rect(strip.Min.X+i*pw, strip.Min.Y, x1, strip.Max.Y))
		}
	}
	r.Timeline = image.Rect(10, r.Bottom.Min.Y+8, w-10, r.Bottom.Min.Y+26)
	return r
}

// Flow places buttons of the given widths left to right from (x0, y0),
// gap apart, wrapping to a new row (RowH lower) when the next would pass
// maxX; groups start with an extra gap when group[i] is set. It returns
// the rectangles (24 high) and the number of rows used.
func Flow(widths []int, group []bool, x0, y0, maxX, gap int) ([]image.Rectangle, int) {
	out := make([]image.Rectangle, len(widths))
	x, y, rows := x0, y0, 1
	for i, bw := range widths {
		if i < len(group) && group[i] && x > x0 {
			x += 2 * gap
		}
		if x+bw > maxX && x > x0 {
			x, y = x0, y+RowH
			rows++
		}
		out[i] = image.Rect(x, y, x+bw, y+24)
		x += bw + gap
	}
	return out, rows
}

// Around splits r less hole into at most four rectangles (the bands
// above and below the hole, then its left and right sides), which cover
// every pixel of r outside hole once. An empty hole leaves r whole.
func Around(r, hole image.Rectangle) []image.Rectangle {
	hole = hole.Intersect(r)
	if hole.Empty() {
		if r.Empty() {
			return nil
		}
		return []image.Rectangle{r}
	}
	var out []image.Rectangle
	for _, p := range []image.Rectangle{
		{r.Min, image.Pt(r.Max.X, hole.Min.Y)},
		{image.Pt(r.Min.X, hole.Max.Y), r.Max},
		{image.Pt(r.Min.X, hole.Min.Y), image.Pt(hole.Min.X, hole.Max.Y)},
		{image.Pt(hole.Max.X, hole.Min.Y), image.Pt(r.Max.X, hole.Max.Y)},
	} {
		if !p.Empty() {
			out = append(out, p)
		}
	}
	return out
}
