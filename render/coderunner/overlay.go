package coderunner

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// neutralRadius is the colour of a chase radius that is the same for both
// runners (an enemy without a master): the enemies' eye glow.
var neutralRadius = color.RGBA{255, 90, 210, 255}

// circuitColors tell the enemies' patrol circuits apart.
var circuitColors = []color.RGBA{
	{120, 230, 255, 255}, {255, 200, 110, 255}, {170, 255, 150, 255}, {255, 150, 190, 255},
	{200, 170, 255, 255}, {255, 255, 140, 255}, {140, 200, 255, 255}, {255, 170, 120, 255},
}

// focused reports which enemies the radius layer shows: every live one
// with "all", else the selected, the hovered and the chasing ones.
func focused(v render.View, st *cr.State, plans []cr.Plan) []bool {
	out := make([]bool, len(st.Enemies))
	all := v.Settings[setRadius] == every
	mr, mc := -1, -1
	if v.Overlays.MouseIn {
		mr, mc = int(math.Floor(v.Overlays.MouseY)), int(math.Floor(v.Overlays.MouseX))
	}
	for i := range st.Enemies {
		e := &st.Enemies[i]
		if !e.Alive {
			continue
		}
		sel := v.Selection != nil && v.Selection.Kind == "enemy" && v.Selection.ID == strconv.Itoa(i)
		out[i] = all || sel || (e.Row == mr && e.Col == mc) || (i < len(plans) && plans[i].Mode == cr.ModeChase)
	}
	return out
}

// cellLine strokes the line between two cell centres.
func cellLine(dst *ebiten.Image, cam render.Camera, r0, c0, r1, c1 int, off, w float64, col color.Color) {
	x0, y0 := cam.ToScreen(float64(c0)+0.5+off, float64(r0)+0.5+off)
	x1, y1 := cam.ToScreen(float64(c1)+0.5+off, float64(r1)+0.5+off)
	render.Line(dst, x0, y0, x1, y1, w, col)
}

// drawRadius shades the cells each focused enemy would chase a runner
// into: those within the runner's chase radius along reversible paths
// (rule text "Pursuit Mode"), outlined. With a master the two radii differ
// (4 for the master, 8 for the other runner) and each runner's area is
// drawn in its colour.
func (r *Renderer) drawRadius(dst *ebiten.Image, v render.View, st *cr.State, plans []cr.Plan) {
	cam := v.Camera
	z := cam.Zoom
	for i, on := range focused(v, st, plans) {
		if !on || i >= len(plans) {
			continue
		}
		p := &plans[i]
		type area struct {
			rad int
			col color.RGBA
		}
		areas := []area{{p.Radius[0], neutralRadius}}
		if p.Radius[0] != p.Radius[1] {
			areas = []area{{p.Radius[0], teamColor(0)}, {p.Radius[1], teamColor(1)}}
			if p.Radius[1] > p.Radius[0] {
				areas[0], areas[1] = areas[1], areas[0] // the larger first, under the smaller
			}
		}
		for k, a := range areas {
			in := func(row, c int) bool {
				if row < 0 || row >= cr.Rows || c < 0 || c >= cr.Cols {
					return false
				}
				d := p.Dist[row*cr.Cols+c]
				return d >= 0 && int(d) <= a.rad
			}
			inset := float64(k) * math.Max(1, z/10) // nested outlines stay apart
			w := math.Max(1.5, z/14)
			for row := 0; row < cr.Rows; row++ {
				for c := 0; c < cr.Cols; c++ {
					if !in(row, c) {
						continue
					}
					sx, sy := cam.ToScreen(float64(c), float64(row))
					render.Rect(dst, sx, sy, z, z, render.Fade(a.col, 0.1))
					edge := render.Fade(a.col, 0.85)
					if !in(row-1, c) {
						render.Rect(dst, sx, sy+inset, z, w, edge)
					}
					if !in(row+1, c) {
						render.Rect(dst, sx, sy+z-w-inset, z, w, edge)
					}
					if !in(row, c-1) {
						render.Rect(dst, sx+inset, sy, w, z, edge)
					}
					if !in(row, c+1) {
						render.Rect(dst, sx+z-w-inset, sy, w, z, edge)
					}
				}
			}
		}
	}
}

// drawPatrol traces each live enemy's program from its respawn cell as a
// dotted circuit, with a ring where the program resumes (the cell after
// its next instruction's start).
func (r *Renderer) drawPatrol(dst *ebiten.Image, v render.View, st *cr.State) {
	cam := v.Camera
	z := cam.Zoom
	for i := range st.Enemies {
		e := &st.Enemies[i]
		if !e.Alive || len(e.Program) == 0 {
			continue
		}
		col := circuitColors[i%len(circuitColors)]
		// Overlapping circuits are nudged apart a little per enemy.
		off := float64(i%5-2) * 0.07
		cells := e.Circuit()
		for k := 1; k < len(cells); k++ {
			a, b := cells[k-1], cells[k]
			cellLine(dst, cam, a[0], a[1], b[0], b[1], off, math.Max(1, z/20), render.Fade(col, 0.55))
		}
		for _, c := range cells {
			sx, sy := cam.ToScreen(float64(c[1])+0.5+off, float64(c[0])+0.5+off)
			render.Rect(dst, sx-1.5, sy-1.5, 3, 3, render.Fade(col, 0.9))
		}
		sp := cells[0]
		sx, sy := cam.ToScreen(float64(sp[1])+0.5+off, float64(sp[0])+0.5+off)
		render.Frame(dst, sx-z*0.18, sy-z*0.18, z*0.36, z*0.36, math.Max(1, z/20), col)
		pc := e.PC % len(e.Program)
		at := cells[pc]
		ax, ay := cam.ToScreen(float64(at[1])+0.5+off, float64(at[0])+0.5+off)
		render.Ring(dst, ax, ay, z*0.22, math.Max(1.5, z/16), col)
		if z >= 24 {
			render.TextShadow(dst, strconv.Itoa(i), sx+z*0.2, sy-z*0.45, render.Small, col)
		}
	}
}

// arrow draws a line with a head at its end.
func arrow(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	render.Line(dst, x0, y0, x1, y1, w, c)
	a := math.Atan2(y1-y0, x1-x0)
	h := w * 3.2
	for _, s := range []float64{-1, 1} {
		render.Line(dst, x1, y1, x1-h*math.Cos(a+s*0.5), y1-h*math.Sin(a+s*0.5), w, c)
	}
}

// modeLabel is an enemy's mode word, drawn once the units, holes and
// timers are (drawModeLabels), where it covers none of their labels.
type modeLabel struct {
	text      string
	cx, cy, z float64
}

// drawModeLabels draws the enemies' mode words queued by drawPatrol:
// above the enemy, else below or beside it, wherever no other label is
// (render.FreeText; the timers' badges sit on fixed cells); with no room
// a word is left out (the inspector names the mode).
func (r *Renderer) drawModeLabels(dst *ebiten.Image) {
	for _, m := range r.modes {
		w, h := render.Small.Measure(m.text)
		up := m.cy - m.z*0.62 - h/2
		if x, y, ok := render.FreeText(w, h, [2]float64{m.cx - w/2, up}, [2]float64{m.cx - w/2, m.cy + m.z*0.62 - h/2},
			[2]float64{m.cx + m.z*0.55, m.cy - h/2}, [2]float64{m.cx - m.z*0.55 - w, m.cy - h/2}); ok {
			render.TextShadow(dst, m.text, x, y, render.Small, color.RGBA{235, 225, 255, 255})
		}
	}
	r.modes = r.modes[:0]
}

var modeLabels = map[cr.EnemyMode]string{
	cr.ModeTrapped: "trapped", cr.ModeFalling: "fall", cr.ModeWaiting: "wait",
	cr.ModeChase: "chase", cr.ModeReturn: "back", cr.ModePatrol: "patrol",
}

// drawPaths shows what each enemy does next: the chase path to its target
// in the target's colour, the way back to its circuit while it unwinds its
// stack, and an arrow for its next move, labelled with its mode when
// zoomed in.
func (r *Renderer) drawPaths(dst *ebiten.Image, v render.View, st *cr.State, plans []cr.Plan) {
	cam := v.Camera
	z := cam.Zoom
	w := math.Max(1.5, z/12)
	for i := range st.Enemies {
		e := &st.Enemies[i]
		if !e.Alive || i >= len(plans) {
			continue
		}
		p := &plans[i]
		if p.Mode == cr.ModeChase && p.Chasing >= 0 {
			tc := teamColor(p.Chasing)
			row, c := e.Row, e.Col
			for k, m := range p.Path {
				dr, dc := m.Delta()
				nr, nc := row+dr, c+dc
				cellLine(dst, cam, row, c, nr, nc, 0, w, render.Fade(tc, 0.85))
				if k < len(p.Path)-1 {
					sx, sy := cam.ToScreen(float64(nc)+0.5, float64(nr)+0.5)
					render.Circle(dst, sx, sy, w*1.2, tc)
				}
				row, c = nr, nc
			}
			sx, sy := cam.ToScreen(float64(c)+0.5, float64(row)+0.5)
			pulse := 0.5 + 0.5*math.Sin(v.Time*8)
			render.Ring(dst, sx, sy, z*(0.42+0.06*pulse), w, tc)
		}
		if len(e.Stack) > 0 {
			cells := e.ReturnPath()
			for k := 1; k < len(cells); k++ {
				if k%2 == 1 || p.Mode == cr.ModeReturn {
					a, b := cells[k-1], cells[k]
					cellLine(dst, cam, a[0], a[1], b[0], b[1], 0, math.Max(1, w*0.6), render.Fade(neutralRadius, 0.7))
				}
			}
		}
		cx, cy := cam.ToScreen(float64(e.Col)+0.5, float64(e.Row)+0.5)
		if p.Mode != cr.ModeTrapped && p.Move != cr.None {
			dr, dc := p.Move.Delta()
			ex, ey := cam.ToScreen(float64(e.Col)+0.5+float64(dc)*0.62, float64(e.Row)+0.5+float64(dr)*0.62)
			arrow(dst, cx, cy, ex, ey, w, color.RGBA{255, 255, 255, 230})
		}
		if z >= 26 {
			r.modes = append(r.modes, modeLabel{modeLabels[p.Mode], cx, cy, z})
		}
	}
}

// drawVisits puts a pellet on every open cell nobody has visited yet: the
// first runner to step there scores a point (one grid shared by both
// runners, reference §1.2).
func (r *Renderer) drawVisits(dst *ebiten.Image, v render.View, st *cr.State) {
	cam := v.Camera
	z := cam.Zoom
	s := math.Max(2, math.Round(z/8))
	for row := 0; row < cr.Rows; row++ {
		for c := 0; c < cr.Cols; c++ {
			if st.At(row, c) == cr.Brick || st.Visited[row*cr.Cols+c] {
				continue
			}
			sx, sy := cam.ToScreen(float64(c)+0.5, float64(row)+0.5)
			render.Rect(dst, sx-s/2-1, sy-s/2-1, s+2, s+2, color.RGBA{10, 10, 30, 160})
			render.Rect(dst, sx-s/2, sy-s/2, s, s, color.RGBA{190, 225, 255, 230})
		}
	}
}

// drawTimers writes the countdowns: turns until each hole closes and each
// gold returns, each runner's dig cooldown under its feet and the turns
// until a dead enemy is back.
func (r *Renderer) drawTimers(dst *ebiten.Image, v render.View, st *cr.State) {
	cam := v.Camera
	z := cam.Zoom
	for _, t := range st.Timers {
		n := t.At - st.Turn + 1
		switch t.Kind {
		case cr.RestoreBrick:
			col := color.RGBA{255, 255, 255, 255}
			if n <= 3 {
				col = color.RGBA{255, 150, 60, 255}
			}
			// A badge in the corner, clear of a trapped enemy's face.
			sx, sy := cam.ToScreen(float64(t.Col)+1, float64(t.Row)+1)
			badge(dst, strconv.Itoa(n), sx, sy, col)
		case cr.RespawnGold:
			if z >= 20 {
				sx, sy := cam.ToScreen(float64(t.Col)+0.5, float64(t.Row)+0.7)
				render.TextCentered(dst, strconv.Itoa(n), sx, sy, render.Small, render.Fade(goldColor, 0.8))
			}
		case cr.RespawnEnemy:
			if t.Index >= 0 && t.Index < len(st.Enemies) {
				e := &st.Enemies[t.Index]
				sx, sy := cam.ToScreen(float64(e.SpawnCol)+0.5, float64(e.SpawnRow)+0.5)
				render.TextCentered(dst, strconv.Itoa(n), sx, sy, render.Small, masterColor(e.Master))
			}
		}
	}
	for p := range st.Runners {
		ru := &st.Runners[p]
		if !ru.Alive || ru.Cooldown <= 0 {
			continue
		}
		pos := r.drawn[p]
		sx, sy := cam.ToScreen(pos[0]+0.1, pos[1]+1.02)
		frac := float64(ru.Cooldown) / float64(max(1, st.Rules.DigCooldown))
		bh := math.Max(2, math.Round(z/10))
		render.Bar(dst, sx, sy, z*0.8, bh, frac, color.RGBA{255, 170, 60, 255})
		if z >= 24 {
			render.TextShadow(dst, strconv.Itoa(ru.Cooldown), sx+z*0.82, sy-4, render.Small, color.RGBA{255, 190, 100, 255})
		}
	}
}

// badge writes s on a dark plate whose bottom-right corner is (x, y).
func badge(dst *ebiten.Image, s string, x, y float64, c color.Color) {
	w, h := render.Small.Measure(s)
	render.Rect(dst, x-w-3, y-h-3, w+3, h+3, color.RGBA{8, 6, 14, 210})
	render.Text(dst, s, x-w-1, y-h-2, render.Small, c)
}

// drawCommands shows each player's last command in a bubble over its
// runner.
func (r *Renderer) drawCommands(dst *ebiten.Image, v render.View, st *cr.State) {
	for p := 0; p < 2 && p < len(v.Players); p++ {
		cmd := v.Players[p].LastCommand
		if cmd == "" || !st.Runners[p].Alive {
			continue
		}
		pos := r.drawn[p]
		x, y := v.Camera.ToScreen(pos[0]+0.5, pos[1]-0.1)
		// Above the runner, else below or beside it, clear of other
		// labels (render.FreeText); with no room it is left out (the
		// sidebar shows the command).
		tw, th := render.Small.Measure(cmd)
		z := v.Camera.Zoom
		bx, by, ok := render.FreeText(tw+8, th+6, [2]float64{x - tw/2 - 4, y - th - 12}, [2]float64{x - tw/2 - 4, y + z*1.1 + 4},
			[2]float64{x + z*0.6 + 2, y + z*0.6 - th/2 - 3}, [2]float64{x - z*0.6 - tw - 10, y + z*0.6 - th/2 - 3})
		if !ok {
			continue
		}
		render.Rect(dst, bx, by, tw+8, th+6, color.RGBA{250, 250, 240, 235})
		render.Frame(dst, bx, by, tw+8, th+6, 1, render.PlayerColor(sim.PlayerID(p)))
		render.Text(dst, cmd, bx+4, by+3, render.Small, color.RGBA{20, 20, 30, 255})
	}
}

// drawSelection outlines the selected runner, enemy or cell.
func (r *Renderer) drawSelection(dst *ebiten.Image, v render.View, st *cr.State) {
	sel := v.Selection
	x, y := math.Floor(sel.X), math.Floor(sel.Y)
	switch sel.Kind {
	case "runner":
		if p, ok := selIndex(*sel, 2); ok {
			ru := &st.Runners[p]
			x, y = float64(ru.SpawnCol), float64(ru.SpawnRow)
			if ru.Alive {
				x, y = r.drawn[p][0], r.drawn[p][1]
			}
		}
	case "enemy":
		if i, ok := selIndex(*sel, len(st.Enemies)); ok {
			e := &st.Enemies[i]
			x, y = float64(e.SpawnCol), float64(e.SpawnRow)
			if e.Alive {
				x, y = float64(e.Col), float64(e.Row)
			}
		}
	}
	sx, sy := v.Camera.ToScreen(x, y)
	pulse := 0.6 + 0.4*math.Sin(v.Time*8)
	z := v.Camera.Zoom
	render.Frame(dst, sx-2, sy-2, z+4, z+4, 2, render.Fade(render.Accent, pulse))
	if sel.Kind != "cell" && z >= 20 {
		render.TextShadow(dst, fmt.Sprintf("%s %s", sel.Kind, sel.ID), sx, sy+z+4, render.Small, render.Accent)
	}
}
