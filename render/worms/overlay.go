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

// drawGrid draws the shared grid overlay over the map.
func (r *Renderer) drawGrid(dst *ebiten.Image, v render.View, st *ws.State) {
	r.grid.Draw(dst, v.Camera, st.Size, st.Size)
}

// drawLanes shows each active worm's eight shooting lanes up to its range,
// stopped where dirt or deep space blocks them, the first worm each lane
// would hit, and the range circle (rule text "Shoot": floor of the
// Euclidean distance at most the range).
func (r *Renderer) drawLanes(dst *ebiten.Image, v render.View, st *ws.State) {
	cam := v.Camera
	rng := st.Rules.WeaponRange
	for p := 0; p < ws.Players; p++ {
		i := st.ActiveWorm(p)
		if i < 0 {
			continue
		}
		w := st.Worms[i]
		tc := render.PlayerColor(sim.PlayerID(p))
		cx, cy := cam.ToScreen(float64(w.X)+0.5, float64(w.Y)+0.5)
		render.Ring(dst, cx, cy, (float64(rng)+0.5)*cam.Zoom, 2, render.Fade(tc, 0.9))
		for d := ws.N; d <= ws.NW; d++ {
			dx, dy := d.Delta()
			for k := 1; ; k++ {
				x, y := w.X+dx*k, w.Y+dy*k
				if int(math.Floor(math.Hypot(float64(dx*k), float64(dy*k)))) > rng || !st.In(x, y) {
					break
				}
				sx, sy := cam.ToScreen(float64(x), float64(y))
				if st.At(x, y) != ws.Air {
					render.Line(dst, sx+2, sy+2, sx+cam.Zoom-2, sy+cam.Zoom-2, 2, tc)
					render.Line(dst, sx+cam.Zoom-2, sy+2, sx+2, sy+cam.Zoom-2, 2, tc)
					break
				}
				if j := st.WormAt(x, y); j >= 0 {
					render.Frame(dst, sx, sy, cam.Zoom, cam.Zoom, 2, color.RGBA{255, 60, 60, 255})
					break
				}
				render.Rect(dst, sx+1, sy+1, cam.Zoom-2, cam.Zoom-2, render.Fade(tc, 0.3))
				render.Rect(dst, sx+cam.Zoom*0.35, sy+cam.Zoom*0.35, cam.Zoom*0.3, cam.Zoom*0.3, render.Fade(tc, 0.9))
			}
		}
	}
}

// drawCommands shows each player's last command in a bubble over the worm
// that gave it (the active worm before the turn).
func (r *Renderer) drawCommands(dst *ebiten.Image, v render.View, st *ws.State) {
	src := st
	if prev := state(v.Prev); prev != nil {
		src = prev
	}
	for p := 0; p < ws.Players && p < len(v.Players); p++ {
		cmd := v.Players[p].LastCommand
		if cmd == "" {
			continue
		}
		i := src.ActiveWorm(p)
		if i < 0 {
			continue
		}
		w := src.Worms[i]
		if j := st.Find(w.Ref()); j >= 0 {
			w = st.Worms[j]
		}
		x, y := v.Camera.ToScreen(float64(w.X)+0.5, float64(w.Y)-0.4)
		// Above the worm, else below or beside it, clear of other labels
		// (render.FreeText); with no room it is left out (the sidebar
		// shows the command).
		tw, th := render.Small.Measure(cmd)
		z := v.Camera.Zoom
		bx, by, ok := render.FreeText(tw+8, th+6, [2]float64{x - tw/2 - 4, y - th - 14}, [2]float64{x - tw/2 - 4, y + z*1.4 + 4},
			[2]float64{x + z*0.6 + 2, y + z*0.9 - th/2 - 3}, [2]float64{x - z*0.6 - tw - 10, y + z*0.9 - th/2 - 3})
		if !ok {
			continue
		}
		render.Rect(dst, bx, by, tw+8, th+6, color.RGBA{250, 250, 240, 235})
		render.Frame(dst, bx, by, tw+8, th+6, 1, render.PlayerColor(sim.PlayerID(p)))
		render.Text(dst, cmd, bx+4, by+3, render.Small, color.RGBA{20, 20, 30, 255})
	}
}

// drawHover outlines the cell under the mouse.
func (r *Renderer) drawHover(dst *ebiten.Image, v render.View, st *ws.State) {
	render.HoverCell(dst, v, st.Size, st.Size)
}

// drawSelection outlines the selected worm or cell.
func (r *Renderer) drawSelection(dst *ebiten.Image, v render.View, st *ws.State) {
	sel := v.Selection
	x, y := math.Floor(sel.X), math.Floor(sel.Y)
	if sel.Kind == "worm" {
		var ref ws.WormRef
		if _, err := fmt.Sscanf(sel.ID, "%d.%d", &ref.Player, &ref.ID); err == nil {
			i := st.Find(ref)
			if i < 0 {
				return
			}
			x, y = float64(st.Worms[i].X), float64(st.Worms[i].Y)
		}
	}
	sx, sy := v.Camera.ToScreen(x, y)
	pulse := 0.6 + 0.4*math.Sin(v.Time*8)
	render.Frame(dst, sx-2, sy-2, v.Camera.Zoom+4, v.Camera.Zoom+4, 2, render.Fade(render.Accent, pulse))
}
