package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Grid draws the debug grid of a cols×rows cell map whose cell (x, y)
// spans world [x, x+1)×[y, y+1): faint cell lines when cells are at least
// 5 pixels wide, and coordinates along the top and left edges, every cell
// when there is room. Grid games share it so G looks the same everywhere.
func Grid(dst *ebiten.Image, cam Camera, cols, rows int) {
	lc := color.RGBA{255, 255, 255, 50}
	w, h := float64(cols), float64(rows)
	if cam.Zoom >= 5 {
		for i := 0; i <= cols; i++ {
			x, y0 := cam.ToScreen(float64(i), 0)
			_, y1 := cam.ToScreen(float64(i), h)
			Rect(dst, math.Round(x), y0, 1, y1-y0, lc)
		}
		for j := 0; j <= rows; j++ {
			x0, y := cam.ToScreen(0, float64(j))
			x1, _ := cam.ToScreen(w, float64(j))
			Rect(dst, x0, math.Round(y), x1-x0, 1, lc)
		}
	}
	every := 10
	switch {
	case cam.Zoom >= 18:
		every = 1
	case cam.Zoom >= 9:
		every = 2
	case cam.Zoom >= 4:
		every = 5
	}
	for i := 0; i < cols; i += every {
		s := fmt.Sprint(i)
		tw, _ := Small.Measure(s)
		x, y := cam.ToScreen(float64(i)+0.5, 0)
		TextShadow(dst, s, x-tw/2, y-16, Small, TextColor)
	}
	for j := 0; j < rows; j += every {
		s := fmt.Sprint(j)
		tw, _ := Small.Measure(s)
		x, y := cam.ToScreen(0, float64(j)+0.5)
		TextShadow(dst, s, x-tw-5, y-6, Small, TextColor)
	}
}

// HoverCell outlines the cell under the mouse and labels its coordinates,
// when the mouse is over a cols×rows map.
func HoverCell(dst *ebiten.Image, v View, cols, rows int) {
	HoverCellLabel(dst, v, cols, rows, func(cx, cy int) string { return fmt.Sprintf("%d,%d", cx, cy) })
}

// HoverCellLabel is HoverCell with the game's own words for a cell's
// coordinates (CodeRunner's "row 8, col 16"), so the map says them as the
// inspector does.
func HoverCellLabel(dst *ebiten.Image, v View, cols, rows int, label func(cx, cy int) string) {
	if !v.Overlays.MouseIn {
		return
	}
	cx, cy := int(math.Floor(v.Overlays.MouseX)), int(math.Floor(v.Overlays.MouseY))
	if cx < 0 || cy < 0 || cx >= cols || cy >= rows {
		return
	}
	sx, sy := v.Camera.ToScreen(float64(cx), float64(cy))
	Frame(dst, sx, sy, v.Camera.Zoom, v.Camera.Zoom, 1.5, color.RGBA{255, 255, 255, 200})
	HoverLabel(dst, label(cx, cy), sx, sy, v.Camera.Zoom)
}

// GridCache keeps the grid (lines and coordinates) drawn into an image of
// its own, redrawn only when the camera, the map's size or the target's
// size changes: a frame then pays one image draw instead of a line per
// cell and a text per label. A renderer keeps one (its zero value is
// ready); it must be used from the game loop only.
type GridCache struct {
	img        *ebiten.Image
	cam        Camera
	cols, rows int
	// Draws counts redraws of the grid, for tests.
	Draws int
}

// Draw draws the grid of a cols×rows map into dst, as Grid does.
func (g *GridCache) Draw(dst *ebiten.Image, cam Camera, cols, rows int) {
	b := dst.Bounds()
	if g.img == nil || g.img.Bounds().Size() != b.Size() {
		if g.img != nil {
			g.img.Deallocate()
		}
		g.img = ebiten.NewImage(b.Dx(), b.Dy())
		g.cols = -1
	}
	// The cached image's pixel (0,0) is dst's b.Min: draw through a
	// camera moved by that much.
	c := cam
	c.OX -= float64(b.Min.X)
	c.OY -= float64(b.Min.Y)
	if c != g.cam || cols != g.cols || rows != g.rows {
		g.img.Clear()
		// The cached image has coordinates of its own: its labels are
		// not the frame's map text (the grid's numbers sit in the margins).
		rec, on := textRecorder, mapText.on
		textRecorder, mapText.on = nil, false
		Grid(g.img, c, cols, rows)
		textRecorder, mapText.on = rec, on
		g.cam, g.cols, g.rows = c, cols, rows
		g.Draws++
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(g.img, &op)
}
