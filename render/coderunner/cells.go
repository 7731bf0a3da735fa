package coderunner

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	cr "arena/sim/coderunner"
)

// growTurns is how many turns before its restore a dug brick starts growing
// back, so the closing hole is seen coming (the original showed the brick
// returning in frames over its 25 turns).
const growTurns = 10

// drawGold draws the gold with a glint that runs over each pile at its own
// moment, and gold just taken rising and fading during the turn.
func (r *Renderer) drawGold(dst *ebiten.Image, v render.View, st, prev *cr.State, alpha float64) {
	cam := v.Camera
	for row := 0; row < cr.Rows; row++ {
		for c := 0; c < cr.Cols; c++ {
			switch {
			case st.At(row, c) == cr.Gold:
				render.DrawWorld(dst, r.sp.gold, cam, float64(c), float64(row), PPU, nil)
				// A sparkle every couple of seconds, phase set per cell.
				ph := math.Mod(v.Time*0.6+render.PointRand(row, c, 41), 1)
				if ph < 0.18 {
					k := ph / 0.18
					s := math.Sin(k * math.Pi)
					var cs ebiten.ColorScale
					cs.ScaleAlpha(float32(s))
					fx := 0.2 + 0.55*render.PointRand(c, row, 42)
					render.DrawWorld(dst, r.sp.spark, cam, float64(c)+fx, float64(row)+0.35, PPU*1.4/(0.6+s), &cs)
				}
			case prev != nil && prev.At(row, c) == cr.Gold && alpha < 1:
				var cs ebiten.ColorScale
				cs.ScaleAlpha(float32(1 - alpha))
				render.DrawWorld(dst, r.sp.gold, cam, float64(c), float64(row)-0.5*alpha, PPU, &cs)
			}
		}
	}
}

// holeGrowth is how much of a hole's brick is back, 0 to 1, at rem turns
// before its restore.
func holeGrowth(rem float64) float64 {
	return max(0, min(1, (growTurns-rem)/growTurns))
}

// drawHoles draws bricks crumbling in the turn they are dug and growing back
// from the bottom as their restore nears. It runs after the characters, so a
// trapped enemy is walled in by the returning brick. The restore itself is
// the board's whole brick plus the closing flash (effects.go).
func (r *Renderer) drawHoles(dst *ebiten.Image, v render.View, st, prev *cr.State, alpha float64) {
	cam := v.Camera
	for row := 0; row < cr.Rows; row++ {
		for c := 0; c < cr.Cols; c++ {
			now := st.At(row, c)
			was := now
			if prev != nil {
				was = prev.At(row, c)
			}
			var g float64 // fraction of the brick drawn, from the bottom
			switch {
			case now == cr.Removed && was == cr.Brick && alpha < 1:
				// Dug this turn: the brick breaks away from the top.
				g = 1 - alpha
			case now == cr.Removed:
				n := st.HoleTimer(row, c)
				if n == 0 {
					continue
				}
				rem := float64(n) + 1 - alpha
				g = holeGrowth(rem)
				if rem <= 3 {
					// The last turns: the rim glows as a warning.
					pulse := 0.5 + 0.5*math.Sin(v.Time*12)
					sx, sy := cam.ToScreen(float64(c), float64(row))
					render.Frame(dst, sx, sy, cam.Zoom, cam.Zoom, math.Max(1, cam.Zoom/16), render.Fade(color.RGBA{255, 150, 60, 255}, 0.35+0.4*pulse))
				}
			default:
				continue
			}
			if g <= 0 {
				continue
			}
			top := 1 - g
			// Whole pixel rows only, so the brick's courses stay put.
			top = math.Floor(top*PPU) / PPU
			if top >= 1 {
				continue
			}
			render.DrawWorld(dst, r.board.brickPart(row, c, top), cam, float64(c), float64(row)+top, PPU, nil)
		}
	}
}
