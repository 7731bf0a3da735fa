package paintball

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	pb "arena/sim/paintball"
)

// rowH is the height of one child's row in the HUD panel.
const rowH = 20

// DrawPlayerPanel draws a team's score, field domain and quiet rounds, then
// one row per child: its figure (standing or crouched), number, shield
// (bright when raised), launcher, a bar of its paintballs out of 100, and
// a splat when it was painted in the last rounds or a question mark when
// its last command was canceled.
func (r *Renderer) DrawPlayerPanel(dst *ebiten.Image, s sim.State, p sim.PlayerID, x, y, w float64) float64 {
	st := state(s)
	if st == nil || p < 0 || p > 1 {
		return 0
	}
	r.ensure()
	team := int(p)
	y0 := y
	scratch := pb.State{Cells: st.Cells, Kids: st.Kids}
	dom := scratch.DomainSizes()
	render.Text(dst, fmt.Sprintf("Score %d", st.Score[team]), x, y, render.Small, render.Accent)
	info := fmt.Sprintf("domain %d  quiet %d", dom[team], st.Quiet[team])
	iw, _ := render.Small.Measure(info)
	render.Text(dst, info, x+w-iw, y, render.Small, render.DimText)
	y += 17
	for i := team * pb.PerTeam; i < (team+1)*pb.PerTeam; i++ {
		r.drawChildRow(dst, st, i, x, y, w)
		y += rowH
	}
	return y - y0 + 2
}

func (r *Renderer) drawChildRow(dst *ebiten.Image, st *pb.State, i int, x, y, w float64) {
	k := st.Kids[i]
	crouch := 0
	if k.Crouched {
		crouch = 1
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x, y-3)
	dst.DrawImage(r.sp.child[k.Team][crouch][0], &op)
	tc := render.Shade(teamColor(k.Team), 1.2)
	render.Text(dst, fmt.Sprint(i), x+19, y+1, render.Small, tc)
	// The shield, with a glow when raised, and the launcher, on a light
	// slot so dark metal reads on the dark panel.
	sx := x + 30.0
	render.Rect(dst, sx-1, y-1, 32, 15, color.RGBA{96, 104, 132, 255})
	if k.Shield {
		if k.Defending {
			render.Circle(dst, sx+8, y+6, 8, color.RGBA{170, 220, 255, 110})
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(sx, y-2)
		dst.DrawImage(r.sp.items['S'], &op)
	}
	if k.Launcher != pb.NoLauncher {
		im := r.sp.items['L']
		if k.Launcher == pb.Rapid {
			im = r.sp.items['F']
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(sx+15, y-2)
		dst.DrawImage(im, &op)
	}
	// Paintballs held, out of the 100 a child can carry (Rules §5.2).
	bx := x + 64
	bw := w - 64 - 52
	frac := float64(k.Balls) / pb.MaxBallsHeld
	render.Bar(dst, bx, y+4, bw, 7, frac, color.RGBA{250, 214, 60, 255})
	render.Text(dst, fmt.Sprintf("%3d", k.Balls), bx+bw+4, y+1, render.Small, render.TextColor)
	mx := bx + bw + 30
	if ago, by, ok := r.mem.lastPainted(st, i); ok && ago < hudPainted {
		a := 1 - float64(ago)/hudPainted*0.6
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(0.6, 0.6)
		op.GeoM.Translate(mx-2, y-2)
		op.ColorScale.ScaleWithColor(render.Shade(teamColor(by), 1.1))
		op.ColorScale.ScaleAlpha(float32(a))
		dst.DrawImage(r.sp.splat[i%len(r.sp.splat)], &op)
	}
	if st.Canceled[i] != "" {
		render.Text(dst, "?", mx+14, y+1, render.Small, color.RGBA{255, 230, 110, 255})
	}
}
