package coderunner

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	cr "arena/sim/coderunner"
)

// facing remembers which way each character last moved, so one standing
// still keeps looking the way it went. It is cosmetic memory only.
type facing struct {
	runner    [2]bool // true = facing left
	runnerSet [2]bool
	enemy     []bool
}

func (f *facing) enemyLeft(st *cr.State, i int) *bool {
	if len(f.enemy) != len(st.Enemies) {
		f.enemy = make([]bool, len(st.Enemies))
		for k := range st.Enemies {
			// Enemies from the right half start looking toward the middle.
			f.enemy[k] = st.Enemies[k].RightSide()
		}
	}
	return &f.enemy[i]
}

func (f *facing) runnerLeft(p int) *bool {
	if !f.runnerSet[p] {
		f.runnerSet[p] = true
		f.runner[p] = p == 1 // blue starts on the right, looking left
	}
	return &f.runner[p]
}

// motion is where a character is drawn this frame and how it moves.
type motion struct {
	x, y   float64 // world position of its cell's top-left corner
	dr, dc int     // the step from the previous turn, when gliding
	moving bool
}

// glide interpolates a character from its previous cell when it moved one
// cell in the last turn; jumps (respawns, edits) are drawn in place.
func glide(prevOK bool, pr, pc, r, c int, alpha float64) motion {
	m := motion{x: float64(c), y: float64(r)}
	if !prevOK {
		return m
	}
	dr, dc := r-pr, c-pc
	if abs(dr)+abs(dc) != 1 {
		return m
	}
	m.dr, m.dc = dr, dc
	if alpha < 1 {
		m.x = float64(pc) + float64(dc)*alpha
		m.y = float64(pr) + float64(dr)*alpha
		m.moving = true
	}
	return m
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// movePose picks the frame for a gliding character: two running frames
// per turn, climbing frames on ladders, arms up when falling.
func movePose(st, prev *cr.State, m motion, r, c int, lastMove cr.Move, alpha float64) pose {
	switch {
	case m.dc != 0:
		if int(alpha*4)%2 == 0 {
			return poseRun1
		}
		return poseRun2
	case m.dr < 0:
		if int(alpha*2)%2 == 0 {
			return poseClimbA
		}
		return poseClimbB
	}
	// Down a ladder is climbing; anything else going down is a fall.
	if lastMove == cr.Bottom && (st.At(r, c) == cr.Ladder || prev.At(r-1, c) == cr.Ladder) {
		if int(alpha*2)%2 == 0 {
			return poseClimbA
		}
		return poseClimbB
	}
	return poseFall
}

// runnerMotions places both runners for this frame. Two runners on one
// spot (they may share a cell) stand a little apart so both show.
func runnerMotions(st, prev *cr.State, alpha float64) [2]motion {
	var ms [2]motion
	for p := range st.Runners {
		ru := &st.Runners[p]
		if prev != nil && prev.Runners[p].Alive {
			ms[p] = glide(true, prev.Runners[p].Row, prev.Runners[p].Col, ru.Row, ru.Col, alpha)
		} else {
			ms[p] = glide(false, 0, 0, ru.Row, ru.Col, alpha)
		}
	}
	if st.Runners[0].Alive && st.Runners[1].Alive && math.Abs(ms[0].x-ms[1].x) < 0.3 && math.Abs(ms[0].y-ms[1].y) < 0.3 {
		ms[0].x -= 0.15
		ms[1].x += 0.15
	}
	return ms
}

func (r *Renderer) drawRunner(dst *ebiten.Image, v render.View, st, prev *cr.State, p int, m motion, alpha float64) {
	ru := &st.Runners[p]
	if !ru.Alive {
		return
	}
	left := r.face.runnerLeft(p)
	switch {
	case m.dc != 0:
		*left = m.dc < 0
	case ru.LastMove == cr.Left || ru.LastMove == cr.DigLeft:
		*left = true
	case ru.LastMove == cr.Right || ru.LastMove == cr.DigRight:
		*left = false
	}
	ps := poseStand
	switch {
	case m.moving:
		ps = movePose(st, prev, m, ru.Row, ru.Col, ru.LastMove, alpha)
	case (ru.LastMove == cr.DigLeft || ru.LastMove == cr.DigRight) && ru.Cooldown == st.Rules.DigCooldown-1:
		ps = poseDig
	case st.At(ru.Row, ru.Col) == cr.Ladder:
		ps = poseClimbA
	case st.Falling(ru.Row, ru.Col) && !holdsEnemy(st, ru.Row+1, ru.Col):
		ps = poseFall
	}
	face := 0
	if *left {
		face = 1
	}
	cam := v.Camera
	r.drawn[p] = [2]float64{m.x, m.y}
	render.DrawWorld(dst, r.sp.runner[p][ps][face], cam, m.x, m.y, PPU, nil)
	// Zoomed far out the runners are a few pixels tall: a chevron in their
	// colour keeps them findable.
	if cam.Zoom < 22 {
		sx, sy := cam.ToScreen(m.x+0.5, m.y)
		tc := teamColor(p)
		for k := 0.0; k < 3; k++ {
			render.Rect(dst, sx-3+k, sy-6+k, 7-2*k, 1, tc)
		}
	}
}

func (r *Renderer) drawEnemy(dst *ebiten.Image, v render.View, st, prev *cr.State, i int, alpha float64) {
	e := &st.Enemies[i]
	if !e.Alive {
		return
	}
	prevOK := prev != nil && i < len(prev.Enemies) && prev.Enemies[i].Alive
	m := glide(false, 0, 0, e.Row, e.Col, alpha)
	if prevOK {
		m = glide(true, prev.Enemies[i].Row, prev.Enemies[i].Col, e.Row, e.Col, alpha)
	}
	left := r.face.enemyLeft(st, i)
	switch {
	case m.dc != 0:
		*left = m.dc < 0
	case e.LastMove == cr.Left:
		*left = true
	case e.LastMove == cr.Right:
		*left = false
	}
	ps := poseStand
	trapped := e.Trapped(st)
	switch {
	case trapped:
		// Arms up, struggling in the hole.
		ps = poseClimbA
		if math.Mod(v.Time*4+float64(i)*0.37, 1) < 0.5 {
			ps = poseClimbB
		}
	case m.moving:
		ps = movePose(st, prev, m, e.Row, e.Col, e.LastMove, alpha)
	case st.At(e.Row, e.Col) == cr.Ladder:
		ps = poseClimbA
	}
	face := 0
	if *left {
		face = 1
	}
	x, y := m.x, m.y
	if trapped {
		x += math.Sin(v.Time*26+float64(i)) * 0.6 / PPU
	}
	cam := v.Camera
	mi := e.Master + 1
	if mi < 0 || mi > 2 {
		mi = 0
	}
	render.DrawWorld(dst, r.sp.enemy[mi][ps][face], cam, x, y, PPU, nil)
	if e.Master >= 0 {
		r.drawHalo(dst, cam, x+0.5, y+0.06, teamColor(e.Master), v.Time+float64(i))
	}
}

// drawHalo draws the ring an enemy with a master wears over its head, in
// the master's colour (the original viewer's halo).
func (r *Renderer) drawHalo(dst *ebiten.Image, cam render.Camera, wx, wy float64, c color.RGBA, t float64) {
	cx, cy := cam.ToScreen(wx, wy)
	z := cam.Zoom
	pulse := 0.75 + 0.25*math.Sin(t*5)
	rx, ry := z*0.3, z*0.08
	w := math.Max(1, z/16)
	// An ellipse as a ring of short segments: vector has no ellipse.
	const n = 20
	for k := 0; k < n; k++ {
		a0, a1 := float64(k)/n*2*math.Pi, float64(k+1)/n*2*math.Pi
		render.Line(dst, cx+rx*math.Cos(a0), cy+ry*math.Sin(a0), cx+rx*math.Cos(a1), cy+ry*math.Sin(a1), w*1.6, render.Fade(c, pulse))
	}
}

// drawGhosts shows dead runners and enemies blinking at their respawn
// cells (as the original viewer did), runners with the turns until they
// are back.
func (r *Renderer) drawGhosts(dst *ebiten.Image, v render.View, st *cr.State) {
	cam := v.Camera
	blink := st.Turn%2 == 0
	for i := range st.Enemies {
		e := &st.Enemies[i]
		if e.Alive || !blink {
			continue
		}
		var cs ebiten.ColorScale
		cs.ScaleAlpha(0.3)
		mi := max(0, min(2, e.Master+1))
		render.DrawWorld(dst, r.sp.enemy[mi][poseStand][0], cam, float64(e.SpawnCol), float64(e.SpawnRow), PPU, &cs)
	}
	for p := range st.Runners {
		ru := &st.Runners[p]
		if ru.Alive {
			continue
		}
		if blink {
			var cs ebiten.ColorScale
			cs.ScaleAlpha(0.4)
			render.DrawWorld(dst, r.sp.runner[p][poseStand][p], cam, float64(ru.SpawnCol), float64(ru.SpawnRow), PPU, &cs)
		}
		if n := st.RespawnTimer(false, p); n > 0 && cam.Zoom >= 10 {
			sx, sy := cam.ToScreen(float64(ru.SpawnCol)+0.5, float64(ru.SpawnRow)-0.25)
			render.TextCentered(dst, fmt.Sprint(n), sx, sy, render.Small, teamColor(p))
		}
	}
}
