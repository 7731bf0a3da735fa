package madmax

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"arena/render"
	"arena/sim"
	mm "arena/sim/madmax"
)

// forecast caches the debug overlay's forecast for one state: the board
// after the next round's missile move and every live car's nine moves on
// it. States in frames never change, so the pointer is the key.
type forecast struct {
	st    *mm.State
	next  *mm.State
	moves [][]mm.Course
}

func (r *Renderer) outlook(st *mm.State) *forecast {
	if r.fc.st == st {
		return &r.fc
	}
	next := st.AfterMissiles()
	fc := forecast{st: st, next: next, moves: make([][]mm.Course, len(st.Cars))}
	for id := range st.Cars {
		fc.moves[id] = next.Moves(id)
	}
	r.fc = fc
	return &r.fc
}

var danger = color.RGBA{255, 60, 50, 255}

// selectedCar is the car id of the selection, or −1.
func selectedCar(v render.View) int {
	if v.Selection == nil || v.Selection.Kind != "car" {
		return -1
	}
	id, err := strconv.Atoi(v.Selection.ID)
	if err != nil {
		return -1
	}
	return id
}

// drawReach shows, for each live car (or only the selected one), where its
// nine moves lead next round (Rules §1.1), judged on the board after the
// missiles move (Rules §1.3): a framed cell for a safe destination and a
// red cross where the car would die; cells a move passes through that are
// no destination get a dot. Pointing at a destination shows the cells each
// move ending there passes through, numbered in the order the engine
// visits them (Rules §1.2). A selected car also shows the destinations
// outside the next window, which the engine turns into a default move.
func (r *Renderer) drawReach(dst *ebiten.Image, g *geo, st *mm.State, v render.View) {
	if st.Over() {
		return
	}
	fc := r.outlook(st)
	only := selectedCar(v)
	z := g.zoom
	var hover *mm.Pos
	if v.Overlays.MouseIn {
		if row, col, ok := r.cellAt(st, v.Overlays.MouseX, v.Overlays.MouseY); ok {
			hover = &mm.Pos{Row: row, Col: col}
		}
	}
	for id, moves := range fc.moves {
		if only >= 0 && id != only {
			continue
		}
		pc := render.PlayerColor(sim.PlayerID(st.PlayerOf(id)))
		seen := map[mm.Pos]bool{}
		dead := map[mm.Pos]bool{}
		dest := map[mm.Pos]bool{}
		for _, m := range moves {
			if !m.InWindow {
				if only >= 0 {
					r.cellCross(dst, g, m.To, color.RGBA{150, 150, 150, 160}, 0.15)
				}
				continue
			}
			for i, p := range m.Path {
				switch {
				case m.Dies == i:
					dead[p] = true
				case m.Dies >= 0 && i > m.Dies:
				case i == len(m.Path)-1:
					dest[p] = true
				default:
					seen[p] = true
				}
			}
			if m.Dir == mm.Slow {
				dest[m.To] = true
			}
		}
		for p := range seen {
			if dest[p] || dead[p] {
				continue
			}
			g.copies(float64(p.Col), 1, func(x float64) {
				sx, sy := g.screen(x+0.5, float64(p.Row)+0.5)
				render.Circle(dst, sx, sy, math.Max(1.5, z*0.09), render.Fade(pc, 0.85))
			})
		}
		for p := range dest {
			if dead[p] {
				continue
			}
			g.copies(float64(p.Col), 1, func(x float64) {
				sx, sy := g.screen(x, float64(p.Row))
				render.Rect(dst, sx+2, sy+2, z-4, z-4, render.Fade(pc, 0.22))
				render.Frame(dst, sx+2, sy+2, z-4, z-4, math.Max(1, z/14), render.Fade(pc, 0.9))
			})
		}
		for p := range dead {
			r.cellCross(dst, g, p, danger, 0.2)
		}
		if hover != nil {
			for _, m := range moves {
				if m.InWindow && m.To == *hover {
					r.drawPath(dst, g, st.Cars[id], m, pc)
				}
			}
		}
	}
}

// drawPath draws one move: a line from the car through the cells it
// passes, each numbered in the engine's order, up to where it ends or the
// car dies.
func (r *Renderer) drawPath(dst *ebiten.Image, g *geo, c mm.Car, m mm.Course, pc color.RGBA) {
	z := g.zoom
	x := g.near(float64(c.Col), g.base+float64(g.st.Params.WinCols)/2)
	px, py := g.screen(x+0.5, float64(c.Row)+0.5)
	for i, p := range m.Path {
		col := x + float64(colDelta(c.Col, p.Col, g.st.Params.Cols))
		sx, sy := g.screen(col+0.5, float64(p.Row)+0.5)
		render.Line(dst, px, py, sx, sy, math.Max(2, z/8), render.Fade(color.RGBA{255, 255, 255, 255}, 0.85))
		col2 := pc
		if i == m.Dies {
			col2 = danger
		}
		render.Circle(dst, sx, sy, math.Max(6, z*0.24), color.RGBA{20, 16, 14, 230})
		render.Ring(dst, sx, sy, math.Max(6, z*0.24), 1.5, col2)
		render.TextCentered(dst, strconv.Itoa(i+1), sx, sy, render.Small, render.TextColor)
		px, py = sx, sy
		if i == m.Dies {
			break
		}
	}
}

// cellCross draws an X over a cell, inset by a fraction of it.
func (r *Renderer) cellCross(dst *ebiten.Image, g *geo, p mm.Pos, c color.RGBA, inset float64) {
	g.copies(float64(p.Col), 1, func(x float64) {
		sx, sy := g.screen(x+inset, float64(p.Row)+inset)
		s := g.zoom * (1 - 2*inset)
		w := math.Max(1.5, g.zoom/9)
		render.Line(dst, sx, sy, sx+s, sy+s, w, c)
		render.Line(dst, sx+s, sy, sx, sy+s, w, c)
	})
}

// missileLookahead is how many rounds of a missile's path the overlay shows.
const missileLookahead = 6

// drawMissilePaths shows where each missile is heading if nothing moves:
// two cells a round (Rules §1.1), a numbered mark at the end of each
// round, and a target where it would hit a tyre, bonus or car (Rules §1.2).
func (r *Renderer) drawMissilePaths(dst *ebiten.Image, g *geo, st *mm.State) {
	z := g.zoom
	for _, m := range st.Miss {
		path, hit := st.MissilePath(m.ID, missileLookahead)
		if len(path) == 0 {
			continue
		}
		pc := render.PlayerColor(sim.PlayerID(st.PlayerOf(m.Car)))
		y := float64(m.Row) + 0.5
		g.copies(float64(m.Col), float64(len(path)+1), func(x float64) {
			// A dash in every cell ahead, a numbered ring where each
			// round ends, a target on what it would hit.
			for i := 1; i <= len(path); i++ {
				c := x + float64(i)
				if hit && i == len(path) {
					sx, sy := g.screen(c+0.5, y)
					render.Ring(dst, sx, sy, z*0.38, math.Max(1.5, z/10), danger)
					render.Line(dst, sx-z*0.5, sy, sx+z*0.5, sy, math.Max(1, z/16), danger)
					render.Line(dst, sx, sy-z*0.5, sx, sy+z*0.5, math.Max(1, z/16), danger)
					break
				}
				sx0, sy := g.screen(c+0.1, y)
				sx1, _ := g.screen(c+0.55, y)
				render.Line(dst, sx0, sy, sx1, sy, math.Max(1.5, z/12), render.Fade(pc, 0.85))
				if i%2 == 0 {
					sx, sy := g.screen(c+0.5, y)
					render.Ring(dst, sx, sy, z*0.2, math.Max(1, z/16), render.Fade(pc, 0.9))
					if z >= 18 {
						render.TextCentered(dst, strconv.Itoa(i/2), sx, sy-z*0.42, render.Small, render.Fade(pc, 0.95))
					}
				}
			}
		})
	}
}

// drawRegen shows each dead car as a ghost where it died, with a clock
// that empties as its regeneration nears (Rules §1.2; Time rounds to
// wait, then it comes back on a free cell of the window, reference §1.3).
func (r *Renderer) drawRegen(dst *ebiten.Image, g *geo, st *mm.State) {
	z := g.zoom
	for id, c := range st.Cars {
		if c.Alive {
			continue
		}
		p := st.PlayerOf(id)
		pc := render.PlayerColor(sim.PlayerID(p))
		wait := c.Time + 1
		g.copies(float64(c.Col), 1, func(x float64) {
			var cs ebiten.ColorScale
			cs.Scale(0.6, 0.6, 0.6, 0.45)
			g.sprite(dst, r.sp.car[p%4][id%2], x, float64(c.Row), 1, 0, &cs)
			cx, cy := g.screen(x+0.5, float64(c.Row)+0.5)
			rad := math.Max(5, z*0.36)
			frac := math.Min(1, float64(wait)/float64(max(st.Params.RegenRounds, 1)))
			pie(dst, cx, cy, rad, frac, render.Fade(pc, 0.75))
			render.Ring(dst, cx, cy, rad, 1.5, color.RGBA{250, 250, 250, 220})
			render.TextCentered(dst, strconv.Itoa(wait), cx, cy-rad-9, render.Small, render.TextColor)
		})
	}
}

// pie fills the part frac of a circle, clockwise from twelve o'clock.
func pie(dst *ebiten.Image, cx, cy, r, frac float64, c color.Color) {
	if frac <= 0 {
		return
	}
	var p vector.Path
	a0 := -math.Pi / 2
	p.MoveTo(float32(cx), float32(cy))
	p.Arc(float32(cx), float32(cy), float32(r), float32(a0), float32(a0+2*math.Pi*frac), vector.Clockwise)
	p.Close()
	var op vector.DrawPathOptions
	op.AntiAlias = true
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, &op)
}

// drawGrid draws cell lines (clipped to the road) and the universe's row
// and column numbers along its top and left edges. The window view labels
// universe columns, which scroll with the road.
func (r *Renderer) drawGrid(dst, clipped *ebiten.Image, g *geo) {
	rows := g.st.Params.Rows
	lc := color.RGBA{255, 255, 255, 46}
	z := g.zoom
	c0, c1 := int(math.Floor(g.x0)), int(math.Ceil(g.x1))
	if z >= 5 {
		for c := c0; c <= c1; c++ {
			sx, sy0 := g.screen(float64(c), 0)
			_, sy1 := g.screen(float64(c), float64(rows))
			render.Rect(clipped, math.Round(sx), sy0, 1, sy1-sy0, lc)
		}
		for row := 0; row <= rows; row++ {
			sx0, sy := g.screen(g.x0, float64(row))
			sx1, _ := g.screen(g.x1, float64(row))
			render.Rect(clipped, sx0, math.Round(sy), sx1-sx0, 1, lc)
		}
	}
	every := 10
	switch {
	case z >= 22:
		every = 1
	case z >= 11:
		every = 2
	case z >= 5:
		every = 5
	}
	for c := c0; c < c1; c++ {
		col := g.st.Norm(c)
		if col%every != 0 {
			continue
		}
		s := strconv.Itoa(col)
		tw, _ := render.Small.Measure(s)
		sx, sy := g.screen(float64(c)+0.5, -shoulderRows)
		if sx < float64(g.clip.Min.X) || sx > float64(g.clip.Max.X) {
			continue
		}
		render.TextShadow(dst, s, sx-tw/2, sy-15, render.Small, render.TextColor)
	}
	for row := 0; row < rows; row += min(every, 2) {
		s := strconv.Itoa(row)
		tw, _ := render.Small.Measure(s)
		sx, sy := g.screen(g.x0, float64(row)+0.5)
		render.TextShadow(dst, s, sx-tw-5, sy-6, render.Small, render.TextColor)
	}
}

// drawHover outlines the cell under the mouse and names it (row, column),
// the way positions read in the rules and in edits.
func (r *Renderer) drawHover(dst *ebiten.Image, g *geo, v render.View) {
	row, col, ok := r.cellAt(g.st, v.Overlays.MouseX, v.Overlays.MouseY)
	if !ok {
		return
	}
	x, _ := toState(g.st, g.mode, v.Overlays.MouseX, v.Overlays.MouseY)
	sx, sy := g.screen(math.Floor(x), float64(row))
	render.Frame(dst, sx, sy, g.zoom, g.zoom, 1.5, color.RGBA{255, 255, 255, 200})
	render.HoverLabel(dst, fmt.Sprintf("(%d,%d)", row, col), sx, sy, g.zoom)
}

// drawSelection outlines the selected car where it is drawn, or the cell.
func (r *Renderer) drawSelection(dst *ebiten.Image, g *geo, f *frame, v render.View) {
	sel := v.Selection
	pulse := 0.6 + 0.4*math.Sin(v.Time*8)
	if id := selectedCar(v); id >= 0 && g.st.CarOK(id) {
		lk := f.car(id)
		if !lk.shown {
			c := g.st.Cars[id]
			lk = carLook{x: float64(c.Col), y: float64(c.Row)}
		}
		g.copies(lk.x, 1, func(x float64) {
			sx, sy := g.screen(x, lk.y)
			render.Frame(dst, sx-3, sy-3, g.zoom+6, g.zoom+6, 2, render.Fade(render.Accent, pulse))
		})
		return
	}
	row, col := int(math.Floor(sel.Y-0.5)), int(math.Floor(sel.X-0.5))
	g.copies(float64(col), 1, func(x float64) {
		sx, sy := g.screen(x, float64(row))
		render.Frame(dst, sx-2, sy-2, g.zoom+4, g.zoom+4, 2, render.Fade(render.Accent, pulse))
	})
}

// drawCommands shows, over each car, the instruction its player gave it
// last round, from the player's canonical action ("3 m -1 2; 2 s"): above
// the car, else below or beside it, wherever the bubble covers no other
// label (render.Placer); with no room it is left out (the sidebar and the
// inspector list every order).
func (r *Renderer) drawCommands(dst *ebiten.Image, g *geo, f *frame, v render.View) {
	var pl render.Placer
	for p := 0; p < 4 && p < len(v.Players); p++ {
		o, err := mm.ParseOrders(v.Players[p].LastCommand)
		if err != nil {
			continue
		}
		for _, in := range o.Instrs {
			if !g.st.CarOK(in.Car) || g.st.PlayerOf(in.Car) != p {
				continue
			}
			lk := f.car(in.Car)
			if !lk.shown {
				continue
			}
			txt := fmt.Sprintf("%+d,%+d", in.DR, in.DC)
			if in.Type == 's' {
				txt = "fire!"
			}
			g.copies(lk.x, 1, func(x float64) {
				sx, sy := g.screen(x+0.5, lk.y)
				tw, th := render.Small.Measure(txt)
				bw, bh := tw+6, th+4
				bx, by, ok := pl.Place(bw, bh, [2]float64{sx - bw/2, sy - th - 8}, [2]float64{sx - bw/2, sy + g.zoom + 4},
					[2]float64{sx + g.zoom/2 + 3, sy + g.zoom/2 - bh/2}, [2]float64{sx - g.zoom/2 - 3 - bw, sy + g.zoom/2 - bh/2})
				if !ok {
					return
				}
				render.Rect(dst, bx, by, tw+6, th+4, color.RGBA{250, 246, 232, 230})
				render.Frame(dst, bx, by, tw+6, th+4, 1, render.PlayerColor(sim.PlayerID(p)))
				render.Text(dst, txt, bx+3, by+2, render.Small, color.RGBA{20, 20, 30, 255})
			})
		}
	}
}
