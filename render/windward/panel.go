package windward

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	ws "arena/sim/windward"
)

// PlayersWidth is the sidebar width the ten player rows need.
func (r *Renderer) PlayersWidth() int { return 340 }

// rowHeight fits ten rows into h pixels, between a compact two-line row
// and a roomy three-line one.
func rowHeight(h int) int { return max(30, min(52, (h-4)/ws.NumPlayers)) }

// DrawPlayers draws the original's player-status panel for all ten cars:
// avatar, car, team name, score this round and across rounds, passenger
// and destination (or the stop the car drives to), coffee aboard, cards in
// effect and passengers delivered.
func (r *Renderer) DrawPlayers(dst *ebiten.Image, v render.View, rect image.Rectangle) int {
	st := state(v.Cur)
	if st == nil {
		return 0
	}
	r.ensure()
	rh := rowHeight(rect.Dy())
	x := float64(rect.Min.X)
	w := float64(rect.Dx())
	sel := selectedCar(v)
	for i := range st.Cars {
		y := float64(rect.Min.Y + i*rh)
		r.drawRow(dst, v, st, i, x, y, w, float64(rh), i == sel)
	}
	return rh * ws.NumPlayers
}

func (r *Renderer) drawRow(dst *ebiten.Image, v render.View, st *ws.State, i int, x, y, w, h float64, selected bool) {
	c := &st.Cars[i]
	col := CarColor(i)
	bg := color.RGBA{30, 34, 52, 255}
	if i%2 == 1 {
		bg = color.RGBA{36, 40, 60, 255}
	}
	render.Rect(dst, x, y, w, h-2, bg)
	render.Rect(dst, x, y, 4, h-2, col)
	if selected {
		render.Frame(dst, x, y, w, h-2, 1.5, render.Accent)
	}
	av := math.Min(32, h-8)
	r.drawAvatar(dst, v, st, i, x+8, y+(h-2-av)/2, av)
	tx := x + 14 + av
	// Line 1: seat, name, status, score this round and the total.
	name := clip(fmt.Sprintf("%d %s", i, c.Name), 22)
	render.Text(dst, name, tx, y+2, render.Small, col)
	score := points3(st.Score(i))
	total := "(" + points3(int(st.Total(i))) + ")"
	tw, _ := render.Small.Measure(total)
	sw, _ := render.Small.Measure(score)
	render.Text(dst, total, x+w-6-tw, y+2, render.Small, render.DimText)
	render.Text(dst, score, x+w-10-tw-sw, y+2, render.Small, render.Accent)
	// Line 2: the passenger and where it goes, or the stop the path leads to.
	y2 := y + 15
	carIcon := 20.0
	drawRotated(dst, r.sp.car[i], tx+carIcon/2, y2+6, carIcon, 90, nil)
	lx := tx + carIcon + 4
	// The right of line 2 (a seat's status, or in a compact row the card
	// in effect) is placed first; the passenger line is cut before it.
	right, rightCol := seatStatus(v, st, i), render.Danger
	if right == "" && h < 44 {
		// A compact row has no third line: the card in effect, in words,
		// takes the right of line 2 when no status does.
		right, rightCol = cardTag(c), render.Accent
	}
	end := x + w - 6
	if right != "" {
		rw, _ := render.Small.Measure(right)
		end = x + w - rw - 8 - 6
		render.Rect(dst, x+w-rw-8, y2-1, rw+4, 14, bg)
		render.Text(dst, right, x+w-rw-6, y2, render.Small, rightCol)
	}
	if c.Passenger >= 0 {
		ps := &st.CEOs[c.Passenger]
		render.Circle(dst, lx+4, y2+6, 4, companyColors[c.Passenger])
		line := fitWidth(clip(fmt.Sprintf("%s > %s", ws.CEONames[c.Passenger], ws.CompanyNames[ps.Destination]), 30), end-lx-11)
		render.Text(dst, line, lx+11, y2, render.Small, render.TextColor)
	} else {
		render.Text(dst, fitWidth(clip("{none} > "+goalName(st, i), 31), end-lx), lx, y2, render.Small, render.DimText)
	}
	if h < 44 {
		return
	}
	// Line 3: coffee, cards in effect, delivered CEOs.
	y3 := y + 30
	cx := tx
	for k := 0; k < 3; k++ {
		var cs ebiten.ColorScale
		if k >= c.Coffee {
			cs.Scale(0.3, 0.3, 0.3, 0.6)
		}
		drawImageAt(dst, r.sp.cup, cx, y3-1, 13, 13, &cs)
		cx += 12
	}
	cx += 6
	for _, ci := range []ws.CardInst{c.NextStop, c.Transit, c.Immediate} {
		if ci.Set {
			drawImageAt(dst, r.sp.card[ci.Kind], cx, y3-2, 10, 13, nil)
			cx += 12
		}
	}
	if c.Flat > 0 {
		drawImageAt(dst, r.sp.card[ws.StopCar], cx, y3-2, 10, 13, nil)
		cx += 12
	}
	if c.Quarter {
		drawImageAt(dst, r.sp.card[ws.AllOtherCarsQuarterSpeed], cx, y3-2, 10, 13, nil)
		cx += 12
	}
	// Delivered: the count, then one dot per CEO in its company colour;
	// the card's words end before the count.
	dx := x + w - 6 - 8*8
	count := fmt.Sprintf("%d", len(c.Delivered))
	cw, _ := render.Small.Measure(count)
	if tag := cardTag(c); tag != "" {
		render.Text(dst, fitWidth(clip(tag, 18), dx-cw-4-6-(cx+2)), cx+2, y3, render.Small, render.Accent)
	} else if n := len(c.Hand); n > 0 {
		render.Text(dst, fmt.Sprintf("hand %d", n), cx+2, y3, render.Small, render.DimText)
	}
	render.Text(dst, count, dx-4-cw, y3, render.Small, render.Good)
	for k, p := range c.Delivered {
		if k >= 8 {
			break
		}
		render.Circle(dst, dx+4+float64(k)*8, y3+6, 3, companyColors[p])
	}
}

// seatStatus is a bot seat's status when it is not simply playing.
func seatStatus(v render.View, st *ws.State, i int) string {
	if st.Cars[i].Filler || i >= len(v.Players) {
		return ""
	}
	s := v.Players[i].Status
	if s == "" || s == sim.Active || s == sim.Done {
		return ""
	}
	return string(s)
}

// drawAvatar draws the seat's picture: the client's avatar when it sent
// one, else our own face for a bot seat or a robot for a built-in filler.
func (r *Renderer) drawAvatar(dst *ebiten.Image, v render.View, st *ws.State, i int, x, y, s float64) {
	img := r.sp.robot[i]
	if !st.Cars[i].Filler {
		img = r.sp.face[i]
		if i < len(v.Players) && v.Players[i].Avatar != nil {
			a := v.Players[i].Avatar
			if r.avatars[a] == nil {
				r.avatars[a] = ebiten.NewImageFromImage(a)
			}
			img = r.avatars[a]
		}
	}
	render.Rect(dst, x-1, y-1, s+2, s+2, outlineCol)
	drawImageAt(dst, img, x, y, s, s, nil)
}

// points3 formats milli-points with two decimals, as the panel shows them.
func points3(milli int) string { return fmt.Sprintf("%.2f", float64(milli)/1000) }

// fitWidth cuts s (with "~") to at most w pixels of the small face.
func fitWidth(s string, w float64) string {
	if sw, _ := render.Small.Measure(s); sw <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := string(r) + "~"
		if tw, _ := render.Small.Measure(t); tw <= w {
			return t
		}
	}
	return ""
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "~"
	}
	return s
}

// cardTag says in a few words which card is in effect on car c, the one
// most worth knowing first: a flat tyre, the transit card of this trip,
// the next-stop card waiting for a pick-up, quarter speed; "" when none.
func cardTag(c *ws.Car) string {
	transit := func(ci ws.CardInst) string {
		switch ci.Kind {
		case ws.MultDeliveryQuarterSpeed:
			return "x1.5, 1/4 speed"
		case ws.MultDeliveringPassenger:
			if ci.Passenger >= 0 && int(ci.Passenger) < len(ws.CEONames) {
				return "x1.2 " + ws.CEONames[ci.Passenger]
			}
			return "x1.2 CEO"
		case ws.MultDeliverAtCompany:
			if ci.Company >= 0 && int(ci.Company) < len(ws.CompanyNames) {
				return "x1.2 at " + ws.CompanyNames[ci.Company]
			}
			return "x1.2 company"
		}
		return strings.ToLower(ci.Kind.String())
	}
	switch {
	case c.Flat > 0:
		return fmt.Sprintf("stopped %d", c.Flat)
	case c.Transit.Set:
		return transit(c.Transit)
	case c.NextStop.Set:
		return "next: " + transit(c.NextStop)
	case c.Quarter:
		return "1/4 speed"
	}
	return ""
}
