//go:build gui

package app

import (
	"image"
	"image/color"
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/charts"
	"arena/sim/series"
)

// TestSummaryCacheDrawsWhatSummaryDraws draws a finished match's summary
// and score chart over a patterned screen directly and through the cache,
// first drawing (made), second (copied) and after the summary was hidden
// (the image kept, drawn anew): the same pixels everywhere; and a change to the series makes the cache draw the panel again.
func TestSummaryCacheDrawsWhatSummaryDraws(t *testing.T) {
	a := startApp(t, math.Inf(1), nil)
	waitFor(t, "the match's end", 90*time.Second, func(a *App) bool { return a.frame.Done && a.frame.Tick == a.frame.End })
	onLoop(func() { a.ctl.SetPlaying(false) })
	var direct, made, copied, again *image.RGBA
	var c summaryCache
	var key string
	onLoop(func() {
		lay := a.layout()
		s := a.summary()
		s.ChartH = charts.SummaryHeight
		v := a.chartView()
		v.Only = series.Score
		chart := s.ChartRect(lay.mapArea)
		draw := func(cached bool) *image.RGBA {
			dst := patterned(a.w, a.h)
			if cached {
				c.draw(dst, s, lay.mapArea, &a.charts, chart, v)
			} else {
				s.Draw(dst, lay.mapArea)
				a.charts.Draw(dst, chart, v)
			}
			img := image.NewRGBA(dst.Bounds())
			dst.ReadPixels(img.Pix)
			dst.Deallocate()
			return img
		}
		direct, made = draw(false), draw(true)
		key = c.key
		copied = draw(true)
		// A summary hidden, then shown again: the kept image is drawn
		// anew.
		img := c.img
		c.drop()
		again = draw(true)
		if c.img != img {
			t.Error("the cache made a new image for the summary shown again")
		}
	})
	defer func() { onLoop(func() { c.img.Deallocate() }) }()
	for name, img := range map[string]*image.RGBA{"the first drawing through the cache": made, "the copy": copied, "the summary shown again": again} {
		if n, at := differ(direct, img); n > 0 {
			t.Errorf("%s differs from the summary drawn directly in %d pixels (first at %v)", name, n, at)
		}
	}
	if key == "" || c.key != key {
		t.Fatalf("the cache's key %q then %q", key, c.key)
	}
	onLoop(func() {
		a.charts.Observe(a.frame) // the same frame: no change
		before := a.charts.Version()
		a.charts.Reset("")
		if a.charts.Version() == before {
			t.Error("resetting the series kept their version")
		}
	})
}

// patterned is an image of the given size whose every pixel differs from
// its neighbours, for drawings that must blend with what lies under them.
func patterned(w, h int) *ebiten.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 7), uint8(y * 5), uint8(x ^ y), 255})
		}
	}
	return ebiten.NewImageFromImage(img)
}

// differ counts the pixels where a and b differ and gives the first.
func differ(a, b *image.RGBA) (int, image.Point) {
	n, first := 0, image.Point{-1, -1}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				if n == 0 {
					first = image.Pt(x, y)
				}
				n++
			}
		}
	}
	return n, first
}
