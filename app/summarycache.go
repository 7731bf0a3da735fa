package app

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/charts"
	"arena/app/ui/summary"
)

// summaryCache keeps the end-of-match summary as drawn, its score chart
// included. The panel is opaque, so its pixels depend only on what it
// shows; redrawn every frame, its antialiased chart lines were the
// dearest thing a paused window drew (about 8 ms of CPU a frame under
// llvmpipe, more than the rest of the frame beside ebiten's own copies).
// The panel is drawn into an image with the screen's bounds, at its place
// on the screen, so each of its pixels comes out as it would on the
// screen, and copied from there while what it shows stays the same (the
// key: the summary, the area, the chart's view and series). Its shadow,
// which blends with the map under it, is drawn every frame.
type summaryCache struct {
	img *ebiten.Image
	key string
	box image.Rectangle
}

// draw draws s in area on dst with its score chart (pane, view v, in
// chart), through the cache.
func (c *summaryCache) draw(dst *ebiten.Image, s summary.Summary, area image.Rectangle, pane *charts.Pane, chart image.Rectangle, v charts.View) {
	s.DrawShadow(dst, area)
	scanning, at := pane.Scanning()
	key := fmt.Sprintf("%v|%v|%v|%v|%v|%d|%v,%d", s, area, chart, v, dst.Bounds(), pane.Version(), scanning, at)
	if c.img == nil || c.img.Bounds() != dst.Bounds() {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img, c.key = ebiten.NewImageWithOptions(dst.Bounds(), nil), ""
	}
	if key != c.key {
		c.key, c.box = key, s.Rect(area).Intersect(dst.Bounds())
		// The image is kept between summaries (drop): the panel's
		// box starts clear, as in a new image.
		c.img.SubImage(c.box).(*ebiten.Image).Clear()
		s.DrawPanel(c.img, area)
		pane.Draw(c.img, chart, v)
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(c.box.Min.X), float64(c.box.Min.Y))
	dst.DrawImage(c.img.SubImage(c.box).(*ebiten.Image), op)
}

// drop forgets what the image shows (the summary is not shown) but keeps
// the image: at 1000 ticks/s a window starting a new seed whenever a match
// ends shows a summary a frame or two a match, two or three matches a
// second in Madmax, and a screen-sized image made and let go each time
// cost a software GL a new texture to clear and ebiten's atlas the churn.
func (c *summaryCache) drop() { c.key = "" }
