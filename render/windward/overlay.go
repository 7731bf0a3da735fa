package windward

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	ws "arena/sim/windward"
)

// drawPath draws car i's planned path: the tiles it still means to drive,
// ending in a ring at its goal, and with disc its "limo shadow", a
// translucent disc of one and a half tiles round the car as the original
// drew it.
func (r *Renderer) drawPath(dst *ebiten.Image, v render.View, st, prev *ws.State, i int, strong, disc bool) {
	cam := v.Camera
	c := &st.Cars[i]
	col := CarColor(i)
	x, y, _ := carPose(prev, st, i, v.Alpha)
	sx, sy := cam.ToScreen(x, y)
	if disc {
		render.Circle(dst, sx, sy, 1.5*cam.Zoom, render.Fade(col, 0.16))
	}
	if len(c.Path) == 0 {
		return
	}
	a := 0.55
	if strong {
		a = 0.9
	}
	w := math.Max(2, cam.Zoom*0.1)
	lx, ly := sx, sy
	for k, p := range c.Path {
		px, py := cam.ToScreen(float64(p.X)+0.5, float64(p.Y)+0.5)
		render.Line(dst, lx, ly, px, py, w, render.Fade(col, a))
		if k%3 == 2 && cam.Zoom >= 12 {
			render.Circle(dst, px, py, w*0.9, render.Fade(col, a))
		}
		lx, ly = px, py
	}
	goal := c.Path[len(c.Path)-1]
	if n := len(c.Path); n >= 2 {
		if t := st.Map.At(c.Path[n-2]).Type; t == ws.BusStop || t == ws.CoffeeStop {
			goal = c.Path[n-2]
		}
	}
	gx, gy := cam.ToScreen(float64(goal.X)+0.5, float64(goal.Y)+0.5)
	pulse := 0.5 + 0.5*math.Sin(v.Time*4+float64(i))
	render.Ring(dst, gx, gy, cam.Zoom*(0.45+0.08*pulse), math.Max(2, cam.Zoom*0.07), render.Fade(col, a))
}

// drawShadows draws the paths the "shadow" setting asks for, plus the
// selected car's.
func (r *Renderer) drawShadows(dst *ebiten.Image, v render.View, st, prev *ws.State) {
	mode := v.Settings["shadow"]
	sel := selectedCar(v)
	for i := range st.Cars {
		show := mode == "all" || (mode == "remote" && !st.Cars[i].Filler)
		if show || i == sel {
			r.drawPath(dst, v, st, prev, i, i == sel, true)
		}
	}
}

// selectedCar is the seat of the selected car, or -1.
func selectedCar(v render.View) int {
	if v.Selection == nil || v.Selection.Kind != "car" {
		return -1
	}
	i, err := strconv.Atoi(v.Selection.ID)
	if err != nil || i < 0 || i >= ws.NumPlayers {
		return -1
	}
	return i
}

// drawPhases tints each light-controlled crossing by its phase: the axis
// that may go in green (yellow when it is about to hand over), the other
// in red.
func (r *Renderer) drawPhases(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	for li, p := range st.LightAt {
		if li >= len(st.Lights) {
			break
		}
		l := st.Lights[li]
		x, y := float64(p.X), float64(p.Y)
		ns := lightColor(l, ws.North)
		ew := lightColor(l, ws.East)
		worldRect(dst, cam, x+0.3, y-0.6, x+0.7, y+1.6, render.Fade(ns, 0.45))
		worldRect(dst, cam, x-0.6, y+0.3, x+1.6, y+0.7, render.Fade(ew, 0.45))
	}
}

// drawPhaseNames names each light's phase under its crossing, once the
// cars' paths are drawn (a path drawn over a name made it unreadable) and
// before the stops' plates and cars' labels are placed around them.
func (r *Renderer) drawPhaseNames(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	if cam.Zoom < 24 {
		return
	}
	for li, p := range st.LightAt {
		if li >= len(st.Lights) {
			break
		}
		sx, sy := cam.ToScreen(float64(p.X)+0.5, float64(p.Y)+1.05)
		render.TextCentered(dst, lightName(st.Lights[li]), sx, sy+8, render.Small, render.TextColor)
	}
}

func lightName(l ws.Light) string {
	return map[ws.Light]string{ws.NSGreen: "N-S green", ws.NSYellow: "N-S yellow", ws.EWGreen: "E-W green", ws.EWYellow: "E-W yellow"}[l]
}

// drawHover outlines the tile under the mouse and names it.
func (r *Renderer) drawHover(dst *ebiten.Image, v render.View, st *ws.State) {
	if !v.Overlays.MouseIn {
		return
	}
	p := ws.Pt{X: int(math.Floor(v.Overlays.MouseX)), Y: int(math.Floor(v.Overlays.MouseY))}
	if !st.Map.In(p) {
		return
	}
	cam := v.Camera
	sx, sy := cam.ToScreen(float64(p.X), float64(p.Y))
	render.Frame(dst, sx, sy, cam.Zoom, cam.Zoom, 1.5, color.RGBA{255, 255, 255, 190})
	label := fmt.Sprintf("%d,%d %s", p.X, p.Y, tileName(st, p))
	render.HoverLabel(dst, label, sx, sy, cam.Zoom)
}

// tileName describes a square in a few words.
func tileName(st *ws.State, p ws.Pt) string {
	t := st.Map.At(p)
	switch t.Type {
	case ws.Park:
		return "park"
	case ws.Company:
		return "office"
	case ws.CoffeeBuilding:
		return "coffee house"
	case ws.BusStop, ws.CoffeeStop:
		if n := st.StopName(p); n != "" {
			return n
		}
		return "bus stop (no company)"
	}
	s := map[ws.RoadDir]string{ws.NorthSouth: "road N-S", ws.EastWest: "road E-W", ws.Intersection: "crossing",
		ws.TNorth: "T crossing", ws.TEast: "T crossing", ws.TSouth: "T crossing", ws.TWest: "T crossing"}[t.Dir]
	if s == "" {
		s = "curve"
	}
	if t.HasLight {
		s += ", light"
	}
	if t.StopSigns != 0 {
		s += ", stop signs"
	}
	return s
}

// drawSelection rings the selected car, or outlines the selected tile.
func (r *Renderer) drawSelection(dst *ebiten.Image, v render.View, st, prev *ws.State) {
	if v.Selection == nil {
		return
	}
	cam := v.Camera
	pulse := 0.6 + 0.4*math.Sin(v.Time*8)
	if i := selectedCar(v); i >= 0 {
		x, y, _ := carPose(prev, st, i, v.Alpha)
		sx, sy := cam.ToScreen(x, y)
		l := carScreenLen(cam.Zoom)
		render.Ring(dst, sx, sy, l*0.75, math.Max(2, l/10), render.Fade(render.Accent, pulse))
		return
	}
	sx, sy := cam.ToScreen(math.Floor(v.Selection.X), math.Floor(v.Selection.Y))
	render.Frame(dst, sx-1, sy-1, cam.Zoom+2, cam.Zoom+2, 2, render.Fade(render.Accent, pulse))
}

// Kinds of two-step edits (render.PointAction.Kind).
const (
	pickMove = "windward.move"
	pickDest = "windward.dest"
)

// drawPickHints shows where a two-step edit may click: every named stop
// for Set Destination, a ghost of the car where it would be placed for
// Move Car.
func (r *Renderer) drawPickHints(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	i := selectedCar(v)
	if i < 0 {
		return
	}
	pulse := 0.5 + 0.5*math.Sin(v.Time*5)
	switch v.Picking {
	case pickDest:
		hot := ""
		if v.Overlays.MouseIn {
			if text, ok := st.DestEditAt(i, v.Overlays.MouseX, v.Overlays.MouseY); ok {
				hot = text
			}
		}
		mark := func(p ws.Pt) {
			text, _ := st.DestEditAt(i, float64(p.X)+0.5, float64(p.Y)+0.5)
			sx, sy := cam.ToScreen(float64(p.X)+0.5, float64(p.Y)+0.5)
			a := 0.45 + 0.3*pulse
			if text == hot {
				a = 1
				render.Circle(dst, sx, sy, cam.Zoom*0.55, render.Fade(CarColor(i), 0.35))
			}
			render.Ring(dst, sx, sy, cam.Zoom*0.55, math.Max(2, cam.Zoom*0.08), render.Fade(CarColor(i), a))
		}
		for _, c := range st.Companies {
			mark(c.At)
		}
		for _, s := range st.Stores {
			mark(s.At)
		}
	case pickMove:
		if !v.Overlays.MouseIn {
			return
		}
		text, ok := st.MoveEditAt(i, v.Overlays.MouseX, v.Overlays.MouseY)
		if !ok {
			return
		}
		var x, y int
		var head string
		fmt.Sscanf(text, "car %d at %d %d %s", new(int), &x, &y, &head)
		d := map[string]ws.Dir{"NORTH": ws.North, "EAST": ws.East, "SOUTH": ws.South, "WEST": ws.West}[head]
		ang := float64(d.Angle())
		rad := ang * math.Pi / 180
		ax, ay := math.Sin(rad), -math.Cos(rad)
		// The lane on the right of the heading; a crossing is entered at
		// its edge.
		wx, wy := float64(x)+0.5-ay*0.25, float64(y)+0.5+ax*0.25
		if st.Map.At(ws.Pt{X: x, Y: y}).IsCrossing() {
			wx, wy = wx-ax*0.4, wy-ay*0.4
		}
		sx, sy := cam.ToScreen(wx, wy)
		var cs ebiten.ColorScale
		cs.ScaleAlpha(float32(0.45 + 0.35*pulse))
		drawRotated(dst, r.sp.car[i], sx, sy, carScreenLen(cam.Zoom), ang, &cs)
		px, py := cam.ToScreen(float64(x), float64(y))
		render.Frame(dst, px, py, cam.Zoom, cam.Zoom, 2, render.Fade(CarColor(i), 0.9))
	}
}

// Effect lifetimes in wall-clock seconds, so they read the same at any speed.
const (
	popLife  = 1.6
	ringLife = 0.7
)

// drawEffects shows what just happened: points rising from a delivery,
// a ring where a passenger boards, a red cross at a refusal, a cup at a
// restock, the card played above the car that played it, a puff where a
// stuck car was pushed, and a blue ring where an edit landed.
func (r *Renderer) drawEffects(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	for _, e := range v.Events {
		if e.Age > popLife || e.X < 0 {
			continue
		}
		sx, sy := cam.ToScreen(e.X, e.Y)
		t := e.Age / popLife
		col := CarColor(int(e.Player))
		switch d := e.Detail.(type) {
		case ws.StopDetail:
			switch e.Kind {
			case ws.KindDelivery:
				r.floatText(dst, sx, sy, t, fmt.Sprintf("+%s", points(d.Points)), color.RGBA{255, 220, 80, 255})
				r.burst(dst, v, e, sx, sy, color.RGBA{255, 220, 80, 255})
			case ws.KindPickup:
				if e.Age < ringLife {
					render.Ring(dst, sx, sy, cam.Zoom*(0.3+0.6*e.Age/ringLife), math.Max(2, cam.Zoom/14), render.Fade(col, 1-e.Age/ringLife))
				}
				if cam.Zoom >= 20 {
					r.floatText(dst, sx, sy, t, d.Passenger, render.TextColor)
				}
			case ws.KindAbandon:
				r.floatText(dst, sx, sy, t, "left", render.DimText)
			case ws.KindRefusal:
				r.floatText(dst, sx, sy, t, "refused", color.RGBA{255, 96, 80, 255})
			case ws.KindCoffee:
				if e.Age < popLife {
					s := math.Max(cam.Zoom*0.5, 12) * (1 + 0.3*t)
					var cs ebiten.ColorScale
					cs.ScaleAlpha(float32(1 - t))
					drawImageAt(dst, r.sp.cup, sx-s/2, sy-s*1.4-t*cam.Zoom, s, s, &cs)
				}
			}
		case ws.CardDetail:
			if k, ok := ws.ParseCard(d.Card); ok {
				s := math.Max(cam.Zoom*0.45, 14)
				var cs ebiten.ColorScale
				cs.ScaleAlpha(float32(min(1, 2.5*(1-t))))
				drawImageAt(dst, r.sp.card[k], sx-s*0.39, sy-s*1.5-t*cam.Zoom*0.6, s*0.78, s, &cs)
			}
		}
		switch e.Kind {
		case ws.KindUnstick:
			if e.Age < ringLife {
				render.Circle(dst, sx, sy, cam.Zoom*0.3*(1+e.Age), render.Fade(color.RGBA{230, 230, 230, 255}, 0.5*(1-e.Age/ringLife)))
			}
		case sim.KindEdit:
			// An edit event has no place of its own (it comes at 0,0,
			// off the city): the ring goes on the car the edit names,
			// and an edit of no car gets none.
			text, _ := e.Detail.(string)
			if x, y, ok := editPlace(st, text); ok && e.Age < ringLife {
				ex, ey := cam.ToScreen(x, y)
				render.Ring(dst, ex, ey, cam.Zoom*(0.4+e.Age), math.Max(2, cam.Zoom/12), render.Fade(color.RGBA{120, 200, 255, 255}, 1-e.Age/ringLife))
			}
		}
	}
}

// editPlace is where an edit landed, in world units: the car the edit
// names ("car N ..." in sim/windward's edit grammar), where the edit has
// put it.
func editPlace(st *ws.State, text string) (x, y float64, ok bool) {
	var i int
	if _, err := fmt.Sscanf(text, "car %d", &i); err != nil || i < 0 || i >= len(st.Cars) {
		return 0, 0, false
	}
	c := &st.Cars[i]
	return float64(c.X) / ws.UnitsPerTile, float64(c.Y) / ws.UnitsPerTile, true
}

// points formats milli-points as points: 1000 → "1", 1200 → "1.2".
func points(milli int) string {
	return strconv.FormatFloat(float64(milli)/1000, 'f', -1, 64)
}

// floatText draws a word rising and fading from a screen point.
func (r *Renderer) floatText(dst *ebiten.Image, sx, sy, t float64, s string, c color.RGBA) {
	a := 1.0
	if t > 0.6 {
		a = (1 - t) / 0.4
	}
	_, h := render.Small.Measure(s)
	render.FloatText(dst, s, sx, sy-h/2-14-t*26, render.Small, c, color.RGBA{10, 10, 16, 255}, a)
}

// burst throws a few sparks from a delivery.
func (r *Renderer) burst(dst *ebiten.Image, v render.View, e render.TimedEvent, sx, sy float64, c color.RGBA) {
	if e.Age > ringLife {
		return
	}
	t := e.Age / ringLife
	rng := render.EventRand(e.Event, 7)
	for k := 0; k < 10; k++ {
		a := rng.Float64() * 2 * math.Pi
		d := (0.3 + rng.Float64()) * v.Camera.Zoom * 0.9 * t
		render.Circle(dst, sx+math.Cos(a)*d, sy+math.Sin(a)*d, math.Max(1.5, v.Camera.Zoom/20), render.Fade(c, 1-t))
	}
}
