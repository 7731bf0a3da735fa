package app

import (
	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// headlineGap is the least space between the header's three texts.
const headlineGap = 24.0

// drawHeadline draws the renderer's headline in the header, centred over
// the map but kept between the title on the left and the status ending at
// rightX on the right ("…of 60turn 9 / 300" ran them together), cut to fit
// when the window is narrow. It returns where the title must end: the
// headline's left edge, or rightX when there is no headline.
func (a *App) drawHeadline(dst *ebiten.Image, lay layoutRects, left string, rightX float64) float64 {
	head := a.rend.Headline(a.frame.State)
	if head == "" {
		return rightX
	}
	x0, x1 := headlineSpan(head, left, float64(lay.mapArea.Min.X+lay.mapArea.Dx()/2), rightX)
	head = fitWidth(head, x1-x0)
	render.Text(dst, head, x0, 7, render.Small, render.Accent)
	return x0
}

// headlineSpan places a headline centred at cx, after the title left and
// before rightX: [x0, x1) is where it may draw. The title gives way first
// (it is cut), down to a third of its width.
func headlineSpan(head, left string, cx, rightX float64) (x0, x1 float64) {
	hw, _ := render.Small.Measure(head)
	lw, _ := render.Small.Measure(left)
	minLeft := 8 + lw/3 + headlineGap // the title keeps a third at least
	x0 = max(cx-hw/2, minLeft)
	x0 = max(min(x0, rightX-headlineGap-hw), minLeft)
	return x0, max(x0, rightX-headlineGap)
}
