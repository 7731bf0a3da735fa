package coderunner

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
)

// DrawPlayerPanel draws a runner's score, gold and kills, its dig cooldown
// as a bar and what it is doing (or when it is back, while dead).
func (r *Renderer) DrawPlayerPanel(dst *ebiten.Image, s sim.State, pl sim.PlayerID, x, y, w float64) float64 {
	st := state(s)
	p := int(pl)
	if st == nil || p < 0 || p > 1 {
		return 0
	}
	r.ensure()
	ru := &st.Runners[p]
	y0 := y
	icon := func(img *ebiten.Image, ix, iy float64, alpha float32) {
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(ix, iy)
		op.ColorScale.ScaleAlpha(alpha)
		dst.DrawImage(img, &op)
	}
	a := float32(1)
	if !ru.Alive {
		a = 0.4
	}
	icon(r.sp.runner[p][poseStand][p], x, y-3, a)
	render.Text(dst, fmt.Sprintf("Score %d", ru.Score), x+22, y, render.Small, render.Accent)
	lead := st.Runners[p].Score - st.Runners[1-p].Score
	if lead != 0 {
		txt, col := fmt.Sprintf("%+d", lead), render.Good
		if lead < 0 {
			col = render.Danger
		}
		tw, _ := render.Small.Measure(txt)
		render.Text(dst, txt, x+w-tw, y, render.Small, col)
	}
	y += 18
	icon(r.sp.gold, x, y-5, 1)
	render.Text(dst, fmt.Sprintf("%d", ru.Golds), x+22, y, render.Small, render.TextColor)
	// Kills count enemies and the opponent alike; the inspector splits them.
	render.Text(dst, fmt.Sprintf("kills %d  died %d  cells %d", ru.EnemyKills+ru.OpponentKills, ru.Deaths, ru.Visits), x+50, y, render.Small, render.DimText)
	y += 16
	render.Text(dst, "dig", x+4, y, render.Small, render.DimText)
	bx, bw := x+36, w-36-64
	frac := 1 - float64(ru.Cooldown)/float64(max(1, st.Rules.DigCooldown))
	fill := color.RGBA{255, 170, 60, 255}
	label := fmt.Sprintf("in %d", ru.Cooldown)
	if ru.Cooldown == 0 {
		fill, label = render.Good, "ready"
	}
	render.Bar(dst, bx, y+4, bw, 6, frac, fill)
	render.Text(dst, label, bx+bw+8, y, render.Small, render.TextColor)
	y += 16
	if ru.Alive {
		render.Text(dst, fmt.Sprintf("%s at %s", runnerStatus(st, p), cellAt(ru.Row, ru.Col)), x+4, y, render.Small, render.TextColor)
	} else {
		n := st.RespawnTimer(false, p)
		frac := 1 - float64(n)/float64(max(1, st.Rules.RunnerRespawn))
		render.Text(dst, fmt.Sprintf("dead - back in %d", n), x+4, y, render.Small, render.Danger)
		render.Bar(dst, x+w-80, y+4, 80, 6, frac, teamColor(p))
	}
	y += 16
	return y - y0
}
