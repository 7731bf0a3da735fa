package madmax

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	mm "arena/sim/madmax"
)

// PlayerLines lists a player's score and cars, one short line each.
func (r *Renderer) PlayerLines(s sim.State, p sim.PlayerID) []string {
	st := state(s)
	if st == nil || p < 0 || int(p) >= st.Params.Players {
		return nil
	}
	out := []string{fmt.Sprintf("score %d", st.Score[p])}
	k := st.Params.CarsPerPlayer
	for id := int(p) * k; id < int(p+1)*k; id++ {
		out = append(out, carLine(st, id))
	}
	return out
}

func carLine(st *mm.State, id int) string {
	c := st.Cars[id]
	if !c.Alive {
		return fmt.Sprintf("car %d  wrecked, back in %d  (missiles %d)", id, c.Time+1, c.Missiles)
	}
	return fmt.Sprintf("car %d  gas %d  missiles %d  (%d,%d)", id, c.Gas, c.Missiles, c.Row, c.Col)
}

// DrawPlayerPanel draws the score with a bar against the best score, as
// the original scoreboard did, and per car a gas gauge and the missiles
// in stock, or the rounds until a wrecked car comes back.
func (r *Renderer) DrawPlayerPanel(dst *ebiten.Image, s sim.State, p sim.PlayerID, x, y, w float64) float64 {
	st := state(s)
	if st == nil || p < 0 || int(p) >= st.Params.Players {
		return 0
	}
	r.ensure()
	y0 := y
	pc := render.PlayerColor(p)
	best := 1
	for _, v := range st.Score {
		best = max(best, v)
	}
	label := fmt.Sprintf("Score %d", st.Score[p])
	render.Text(dst, label, x, y, render.Small, render.Accent)
	lw, _ := render.Small.Measure(label)
	bx := x + math.Max(lw+10, 80)
	// A neutral track: a low score is no damage.
	bw := w - (bx - x) - 4
	render.Rect(dst, bx-1, y+3, bw+2, 8, color.RGBA{0, 0, 0, 230})
	render.Rect(dst, bx, y+4, bw, 6, color.RGBA{44, 46, 62, 255})
	render.Rect(dst, bx, y+4, bw*float64(st.Score[p])/float64(best), 6, pc)
	y += 17
	k := st.Params.CarsPerPlayer
	for id := int(p) * k; id < int(p+1)*k; id++ {
		c := st.Cars[id]
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(x, y-3)
		if !c.Alive {
			op.ColorScale.Scale(0.5, 0.5, 0.5, 0.6)
		}
		dst.DrawImage(r.sp.car[int(p)%4][id%2], &op)
		render.Text(dst, strconv.Itoa(id), x+19, y, render.Small, render.DimText)
		gx := x + 32
		if !c.Alive {
			render.Text(dst, fmt.Sprintf("wrecked - back in %d", c.Time+1), gx, y, render.Small, render.Danger)
			y += 18
			continue
		}
		// Gas: a can, a bar against the initial 60 (a car can hold more),
		// and the units left.
		var gop ebiten.DrawImageOptions
		gop.GeoM.Scale(0.75, 0.75)
		gop.GeoM.Translate(gx, y-1)
		dst.DrawImage(r.sp.gas, &gop)
		frac := float64(c.Gas) / float64(max(st.Params.InitialGas, 1))
		gw := math.Max(30, w*0.34)
		col := render.HealthColor(frac)
		if c.Gas <= 20 {
			col = render.Danger
		}
		render.Bar(dst, gx+14, y+4, gw, 6, frac, col)
		render.Text(dst, strconv.Itoa(c.Gas), gx+18+gw, y, render.Small, render.TextColor)
		// Missiles: one icon each, up to what fits, then the count.
		mx := gx + 18 + gw + 26
		var mop ebiten.DrawImageOptions
		mop.GeoM.Translate(mx-3, y-4)
		if c.Missiles == 0 {
			mop.ColorScale.Scale(0.4, 0.4, 0.4, 0.5)
		}
		dst.DrawImage(r.sp.missile[int(p)%4], &mop)
		render.Text(dst, "x"+strconv.Itoa(c.Missiles), mx+13, y, render.Small, render.TextColor)
		y += 18
	}
	return y - y0
}

// Pick finds a car at the point, a wrecked car where it died, else the
// cell (whose inspector describes a missile in it: missiles cannot be
// moved, so they are not offered as units). Selections carry universe
// coordinates.
func (r *Renderer) Pick(s sim.State, wx, wy float64) (render.Selection, bool) {
	st := state(s)
	if st == nil {
		return render.Selection{}, false
	}
	row, col, ok := r.cellAt(st, wx, wy)
	if !ok {
		return render.Selection{}, false
	}
	at := func(kind, id string) render.Selection {
		return render.Selection{Kind: kind, ID: id, X: float64(col) + 0.5, Y: float64(row) + 0.5}
	}
	switch c := st.At(row, col); c.Kind {
	case mm.CarCell:
		return at("car", strconv.Itoa(int(c.ID))), true
	case mm.Empty:
		for _, k := range st.Cars {
			if !k.Alive && k.Row == row && k.Col == col {
				return at("car", strconv.Itoa(k.ID)), true
			}
		}
	}
	return at("cell", fmt.Sprintf("%d,%d", row, col)), true
}

// Inspect describes a car, a missile or a cell in a few lines.
func (r *Renderer) Inspect(s sim.State, sel render.Selection) []string {
	st := state(s)
	if st == nil {
		return nil
	}
	if id, err := strconv.Atoi(sel.ID); sel.Kind == "car" && err == nil && st.CarOK(id) {
		c := st.Cars[id]
		out := []string{fmt.Sprintf("Car %d (player %d)", id, st.PlayerOf(id))}
		if !c.Alive {
			return append(out, fmt.Sprintf("wrecked at (%d,%d)", c.Row, c.Col),
				fmt.Sprintf("back in %d rounds, %d missiles kept", c.Time+1, c.Missiles))
		}
		return append(out, fmt.Sprintf("at (%d,%d)", c.Row, c.Col), fmt.Sprintf("gas %d  missiles %d", c.Gas, c.Missiles))
	}
	row, col := int(math.Floor(sel.Y)), st.Norm(int(math.Floor(sel.X)))
	if !st.InUniverse(row) {
		return nil
	}
	if c := st.At(row, col); c.Kind == mm.MissileCell && st.MissileByID(int(c.ID)) >= 0 {
		id := int(c.ID)
		m := st.Miss[st.MissileByID(id)]
		out := []string{fmt.Sprintf("Missile %d of car %d (player %d)", id, m.Car, st.PlayerOf(m.Car)), fmt.Sprintf("at (%d,%d), 2 columns a round", m.Row, m.Col)}
		if path, hit := st.MissilePath(id, missileLookahead); hit {
			p := path[len(path)-1]
			out = append(out, fmt.Sprintf("hits the %s at (%d,%d) in %d rounds", st.At(p.Row, p.Col).Kind, p.Row, p.Col, (len(path)+1)/2))
		}
		return out
	}
	out := []string{fmt.Sprintf("Cell (%d,%d): %s", row, col, st.At(row, col).Kind)}
	if st.InWindow(row, col, st.Round) {
		out = append(out, "inside the window")
	} else {
		out = append(out, "outside the window")
	}
	return out
}

// MoveEdit builds the edit that moves a picked car (or brings a wrecked
// one back) to the clicked cell: "car C at ROW COL" (sim/madmax edits).
func (r *Renderer) MoveEdit(s sim.State, sel render.Selection, wx, wy float64) (string, bool) {
	st := state(s)
	if st == nil || sel.Kind != "car" {
		return "", false
	}
	id, err := strconv.Atoi(sel.ID)
	if err != nil || !st.CarOK(id) {
		return "", false
	}
	row, col, ok := r.cellAt(st, wx, wy)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("car %d at %d %d", id, row, col), true
}
