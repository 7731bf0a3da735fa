package worms

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	ws "arena/sim/worms"
)

// Renderer draws Worms. Its fields are caches only.
type Renderer struct {
	// Base gives the defaults of the contract's parts this game does not
	// draw differently.
	render.Base
	// pops lays out the frame's pop-ups so they stack, not overprint.
	pops render.Pops
	sp   *sprites
	terr terrain
	// grid is the grid overlay, drawn once per camera (render.GridCache).
	grid render.GridCache
}

// New returns a Worms renderer; sprites are built on first use, since
// ebiten images can only be made once the game loop runs.
func New() *Renderer { return &Renderer{} }

var (
	_ render.Renderer = (*Renderer)(nil)
)

func state(s sim.State) *ws.State {
	st, _ := s.(*ws.State)
	return st
}

// Bounds is the map size in cells.
func (r *Renderer) Bounds(s sim.State) (w, h float64) {
	if st := state(s); st != nil {
		return float64(st.Size), float64(st.Size)
	}
	return 1, 1
}

// Ground is the terrain image, opaque over the whole map (air, dirt and
// deep space all have texture).
func (r *Renderer) Ground(s sim.State) (x0, y0, x1, y1 float64, ok bool) {
	if st := state(s); st != nil {
		return 0, 0, float64(st.Size), float64(st.Size), true
	}
	return 0, 0, 0, 0, false
}

// Headline is "Round N / MAX" with N the rounds played, the same number as
// the timeline's turn (State.Tick), so the header and the timeline never
// disagree by one.
func (r *Renderer) Headline(s sim.State) string {
	st := state(s)
	if st == nil {
		return ""
	}
	round := min(st.Tick(), st.Rules.MaxRounds)
	if st.Over {
		return fmt.Sprintf("Round %d / %d - over", round, st.Rules.MaxRounds)
	}
	return fmt.Sprintf("Round %d / %d", round, st.Rules.MaxRounds)
}

// wormName is the one name a worm has in every text of the window (menu,
// inspector, sidebar, move prompt): "player 0's worm 2". The sidebar lists
// a player's worms under the player's heading by the same number.
func wormName(ref ws.WormRef) string {
	return fmt.Sprintf("player %d's worm %d", ref.Player, ref.ID)
}

// PlayerLines lists a player's score and worms.
func (r *Renderer) PlayerLines(s sim.State, p sim.PlayerID) []string {
	st := state(s)
	if st == nil || int(p) >= ws.Players {
		return nil
	}
	out := []string{fmt.Sprintf("score %d (points %d)", st.Total(int(p)), st.Scores[p])}
	for id := 1; id <= ws.WormsPerPlayer; id++ {
		i := st.Find(ws.WormRef{Player: int(p), ID: id})
		switch {
		case i < 0:
			out = append(out, fmt.Sprintf("worm %d  down", id))
		default:
			w := st.Worms[i]
			mark := ""
			if st.Active[p] == id {
				mark = "  <"
			}
			out = append(out, fmt.Sprintf("worm %d  %3d hp  (%d,%d)%s", id, w.HP, w.X, w.Y, mark))
		}
	}
	return out
}

// DrawPlayerPanel draws the score and one health bar per worm.
func (r *Renderer) DrawPlayerPanel(dst *ebiten.Image, s sim.State, p sim.PlayerID, x, y, w float64) float64 {
	st := state(s)
	if st == nil || int(p) >= ws.Players {
		return 0
	}
	r.ensure()
	y0 := y
	render.Text(dst, fmt.Sprintf("Score %d", st.Total(int(p))), x, y, render.Small, render.Accent)
	render.Text(dst, fmt.Sprintf("(points %d)", st.Scores[p]), x+w/2, y, render.Small, render.DimText)
	y += 17
	for id := 1; id <= ws.WormsPerPlayer; id++ {
		i := st.Find(ws.WormRef{Player: int(p), ID: id})
		icon := r.sp.worm[int(p)%2][0]
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(x, y-2)
		if i < 0 {
			op.ColorScale.ScaleAlpha(0.35)
			dst.DrawImage(icon, &op)
			render.Text(dst, fmt.Sprintf("%d  down", id), x+20, y+1, render.Small, render.DimText)
			y += 18
			continue
		}
		dst.DrawImage(icon, &op)
		wm := st.Worms[i]
		label := fmt.Sprintf("%d", id)
		col := render.TextColor
		if st.Active[p] == id {
			col = render.Accent
			label += ">"
		}
		render.Text(dst, label, x+20, y+1, render.Small, col)
		frac := float64(wm.HP) / float64(st.Rules.WormHP)
		bw := w - 40 - 36
		render.Bar(dst, x+40, y+4, bw, 7, frac, render.HealthColor(frac))
		render.Text(dst, fmt.Sprintf("%3d", wm.HP), x+44+bw, y+1, render.Small, render.TextColor)
		y += 18
	}
	return y - y0
}

func (r *Renderer) ensure() {
	if r.sp == nil {
		r.sp = buildSprites()
	}
}

// wormPos is where to draw a worm: interpolated from its cell in prev.
func wormPos(prev *ws.State, w ws.Worm, alpha float64) (x, y float64, faceLeft bool, moved bool) {
	x, y = float64(w.X), float64(w.Y)
	faceLeft = w.Player == 1
	if prev == nil {
		return x, y, faceLeft, false
	}
	i := prev.Find(w.Ref())
	if i < 0 {
		return x, y, faceLeft, false
	}
	pw := prev.Worms[i]
	if pw.X != w.X {
		faceLeft = w.X < pw.X
	}
	if pw.X == w.X && pw.Y == w.Y {
		return x, y, faceLeft, false
	}
	a := max(0, min(1, alpha))
	return float64(pw.X) + (x-float64(pw.X))*a, float64(pw.Y) + (y-float64(pw.Y))*a, faceLeft, a < 1
}

// Draw draws the map, packs, worms, effects and overlays.
func (r *Renderer) Draw(dst *ebiten.Image, v render.View) {
	st := state(v.Cur)
	if st == nil {
		return
	}
	r.ensure()
	prev := state(v.Prev)
	cam := v.Camera
	render.DrawGround(dst, r.terr.image(st), cam, PPU)
	// A frame around the map so its edge reads against the window.
	x0, y0 := cam.ToScreen(0, 0)
	x1, y1 := cam.ToScreen(float64(st.Size), float64(st.Size))
	render.Frame(dst, x0-2, y0-2, x1-x0+4, y1-y0+4, 2, color.RGBA{40, 44, 70, 255})

	for i, p := range st.Packs {
		bob := math.Sin(v.Time*3+float64(i)) * 1.0 / PPU
		render.DrawWorld(dst, r.sp.pack, cam, float64(p.X), float64(p.Y)+bob, PPU, nil)
	}
	r.drawGraves(dst, v)
	if v.Overlays.Debug {
		r.drawLanes(dst, v, st)
	}
	facing := shotFacing(v.Events)
	for _, w := range st.Worms {
		r.drawWorm(dst, v, st, prev, w, facing)
	}
	r.drawEffects(dst, v)
	if v.Overlays.Grid {
		r.drawGrid(dst, v, st)
	}
	if v.Overlays.Commands {
		r.drawCommands(dst, v, st)
	}
	if v.Overlays.Hover && v.Overlays.MouseIn {
		r.drawHover(dst, v, st)
	}
	if v.Selection != nil {
		r.drawSelection(dst, v, st)
	}
}

// shotFacing remembers which way each worm last fired (within the recent
// events), so a shooter turns toward its target.
func shotFacing(evs []render.TimedEvent) map[ws.WormRef]bool {
	var m map[ws.WormRef]bool
	for _, e := range evs {
		if d, ok := e.Detail.(ws.ShotDetail); ok && e.Age < 2 {
			if dx, _ := d.Dir.Delta(); dx != 0 {
				if m == nil {
					m = map[ws.WormRef]bool{}
				}
				m[d.Worm] = dx < 0
			}
		}
	}
	return m
}

func (r *Renderer) drawWorm(dst *ebiten.Image, v render.View, st, prev *ws.State, w ws.Worm, facing map[ws.WormRef]bool) {
	cam := v.Camera
	x, y, left, moving := wormPos(prev, w, v.Alpha)
	if l, ok := facing[w.Ref()]; ok && !moving {
		left = l
	}
	team := w.Player % 2
	active := st.Active[w.Player] == w.ID && !st.Over
	// A little hop while moving and a slow idle bob, cosmetic only.
	lift := 0.0
	if moving {
		lift = math.Sin(v.Alpha*math.Pi) * 0.25
	} else if active {
		lift = math.Max(0, math.Sin(v.Time*5+float64(w.ID))) * 1.5 / PPU
	}
	var cs ebiten.ColorScale
	set := &r.sp.worm
	// Each worm blinks now and then, at its own moment (cosmetic).
	if math.Mod(v.Time+float64(w.ID)*1.37+float64(w.Player)*0.61, 3.7) < 0.14 {
		set = &r.sp.blink
	}
	img := set[team][0]
	if left {
		img = set[team][1]
	}
	if active {
		cx, cy := cam.ToScreen(x+0.5, y+0.55)
		pulse := 0.5 + 0.5*math.Sin(v.Time*6)
		render.Ring(dst, cx, cy, cam.Zoom*(0.62+0.06*pulse), math.Max(1.5, cam.Zoom/12), render.Fade(render.PlayerColor(sim.PlayerID(w.Player)), 0.55+0.4*pulse))
	}
	render.DrawWorld(dst, img, cam, x, y-lift, PPU, &cs)

	// Health bar above the worm, sized to stay readable when zoomed out.
	if cam.Zoom >= 5 {
		frac := float64(w.HP) / float64(st.Rules.WormHP)
		bx, by := cam.ToScreen(x+0.08, y-lift-0.28)
		bw := 0.84 * cam.Zoom
		bh := math.Max(2, math.Round(cam.Zoom/8))
		// The team colour frames the bar, so teams read apart at a glance.
		render.Rect(dst, bx-2, by-2, bw+4, bh+4, render.PlayerColor(sim.PlayerID(w.Player)))
		render.Bar(dst, bx, by, bw, bh, frac, render.HealthColor(frac))
		if cam.Zoom >= 22 {
			label := fmt.Sprintf("%d", w.ID)
			render.TextShadow(dst, label, bx-9, by-5, render.Small, render.PlayerColor(sim.PlayerID(w.Player)))
		}
	}
	if active {
		bob := math.Sin(v.Time*4) * 0.12
		ax := x + 0.5 - 3.5/PPU*1.5
		render.DrawWorld(dst, r.sp.arrow[team], cam, ax, y-lift-0.75+bob, PPU/1.5, nil)
	}
}

// Pick finds a worm at the point, else the cell.
func (r *Renderer) Pick(s sim.State, wx, wy float64) (render.Selection, bool) {
	st := state(s)
	if st == nil {
		return render.Selection{}, false
	}
	cx, cy := int(math.Floor(wx)), int(math.Floor(wy))
	if !st.In(cx, cy) {
		return render.Selection{}, false
	}
	if i := st.WormAt(cx, cy); i >= 0 {
		w := st.Worms[i]
		return render.Selection{Kind: "worm", ID: w.Ref().String(), X: float64(cx) + 0.5, Y: float64(cy) + 0.5}, true
	}
	return render.Selection{Kind: "cell", ID: fmt.Sprintf("%d,%d", cx, cy), X: float64(cx) + 0.5, Y: float64(cy) + 0.5}, true
}

// Inspect describes a worm or a cell.
func (r *Renderer) Inspect(s sim.State, sel render.Selection) []string {
	st := state(s)
	if st == nil {
		return nil
	}
	cx, cy := int(math.Floor(sel.X)), int(math.Floor(sel.Y))
	var out []string
	if sel.Kind == "worm" {
		var ref ws.WormRef
		if _, err := fmt.Sscanf(sel.ID, "%d.%d", &ref.Player, &ref.ID); err == nil {
			if i := st.Find(ref); i >= 0 {
				w := st.Worms[i]
				out = append(out, wormName(ref), fmt.Sprintf("hp %d / %d", w.HP, st.Rules.WormHP), fmt.Sprintf("at %d,%d", w.X, w.Y))
				if st.Active[w.Player] == w.ID {
					out = append(out, "active: moves next")
				}
				return out
			}
			return []string{wormName(ref) + " is down"}
		}
	}
	if !st.In(cx, cy) {
		return nil
	}
	out = append(out, fmt.Sprintf("Cell %d,%d: %s", cx, cy, st.At(cx, cy)))
	if i := st.WormAt(cx, cy); i >= 0 {
		w := st.Worms[i]
		out = append(out, fmt.Sprintf("%s, %d hp", wormName(w.Ref()), w.HP))
	}
	if st.PackAt(cx, cy) >= 0 {
		out = append(out, fmt.Sprintf("health pack (+%d)", st.Rules.PackHeal))
	}
	return out
}

// MoveEdit builds the edit that moves a picked worm to the clicked cell
// (sim/worms edit grammar: "worm P.I at X Y").
func (r *Renderer) MoveEdit(s sim.State, sel render.Selection, wx, wy float64) (string, bool) {
	st := state(s)
	if st == nil || sel.Kind != "worm" {
		return "", false
	}
	cx, cy := int(math.Floor(wx)), int(math.Floor(wy))
	// The editor refuses any cell but air and a cell another worm holds
	// (sim/worms editor); refusing the click here keeps the app waiting
	// for a valid one instead of leaving move mode on an error.
	if !st.In(cx, cy) || st.At(cx, cy) != ws.Air {
		return "", false
	}
	if o := st.WormAt(cx, cy); o >= 0 && st.Worms[o].Ref().String() != sel.ID {
		return "", false
	}
	return fmt.Sprintf("worm %s at %d %d", sel.ID, cx, cy), true
}

// TickLimit is the round limit (rule text "Summary": 300 rounds).
func (r *Renderer) TickLimit(s sim.State) int {
	if st := state(s); st != nil {
		return st.Rules.MaxRounds
	}
	return 0
}

// PointActions offer moving a picked unit to a clicked cell (MoveEdit).
func (r *Renderer) PointActions(s sim.State, sel render.Selection) []render.PointAction {
	acts := render.MoveActions(sel, r.MoveEdit)
	var ref ws.WormRef
	if _, err := fmt.Sscanf(sel.ID, "%d.%d", &ref.Player, &ref.ID); err == nil {
		for i := range acts {
			acts[i].Label = "Move " + wormName(ref) + " to... (click an air cell)"
			acts[i].Prompt = "click an air cell for " + wormName(ref)
		}
	}
	return acts
}
